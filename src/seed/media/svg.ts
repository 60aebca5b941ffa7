/** Colours of the site (src/styles/site.css) and small SVG builders the artwork is drawn with. */
export const palette = {
  ink: '#17152e',
  inkSoft: '#3c3a52',
  muted: '#5b5870',
  line: '#e4e1ea',
  surfaceAlt: '#f2f0fa',
  card: '#ffffff',
  white: '#ffffff',
  brand: '#3b2fc9',
  brandSoft: '#ebe9fd',
  violet: '#6f63ff',
  lilac: '#8c7bff',
  accent: '#ffb547',
  accentSoft: '#ffe7c2',
  deep: '#17134a',
  deepAlt: '#221f42',
  onDeep: '#f4f2ff',
  onDeepMuted: '#c9c5ef',
  success: '#12795b',
  successSoft: '#d6f2e8',
  danger: '#b42318',
  dangerSoft: '#fde4e1',
}

const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Attributes = Record<string, string | number | undefined>
const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ')

export const rect = (x: number, y: number, width: number, height: number, attrs: Attributes = {}) =>
  `<rect ${attributes({ x, y, width, height, ...attrs })}/>`

export const circle = (cx: number, cy: number, r: number, attrs: Attributes = {}) =>
  `<circle ${attributes({ cx, cy, r, ...attrs })}/>`

export const path = (d: string, attrs: Attributes = {}) => `<path ${attributes({ d, ...attrs })}/>`

/** Attributes of an unfilled line with round ends and corners. */
export const stroke = (color: string, width = 10) => ({
  fill: 'none',
  stroke: color,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
})

/** A white panel with the site's thin border (`fill` for a panel of another colour). */
export const card = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string = palette.card,
) => rect(x, y, width, height, { rx, fill, stroke: palette.line, 'stroke-width': 2 })

export const text = (
  x: number,
  y: number,
  content: string,
  {
    size = 16,
    weight = 400,
    fill = palette.ink,
    anchor = 'start' as string,
    ...rest
  }: Attributes = {},
) =>
  `<text ${attributes({ x, y, 'font-family': fontFamily, 'font-size': size, 'font-weight': weight, fill, 'text-anchor': anchor, ...rest })}>${escapeXml(content)}</text>`

type DocumentOptions = {
  /** Fill of the opaque rectangle under the content, so it reads in both colour schemes. */
  background: string
  /** Corner radius of that rectangle. */
  radius?: number
  defs?: string
}

/** A whole SVG document: its content drawn on an opaque background. */
export const svgDocument = (
  width: number,
  height: number,
  { background, radius, defs }: DocumentOptions,
  content: string[],
) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${rect(0, 0, width, height, { rx: radius, fill: background })}${content.join('')}</svg>`

/** A small deterministic pseudo-random sequence, so the artwork is the same on every seed. */
export function sequence(seed: number) {
  let state = seed % 2147483647 || 1
  return () => {
    state = (state * 16807) % 2147483647
    return (state - 1) / 2147483646
  }
}
