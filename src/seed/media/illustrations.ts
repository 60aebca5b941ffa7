import { drawMotif, type Motif } from './motifs'
import { circle, palette as c, path, sequence, svgDocument } from './svg'

/**
 * Hero visual (4:3, deep panel) and cover (1200 × 630, light panel): a motif on a background of
 * soft shapes. Both are opaque, so they read the same on the light and the dark theme.
 */
function backdrop(width: number, height: number, seed: number, dark: boolean) {
  const random = sequence(seed)
  const shapes: string[] = []
  for (let i = 0; i < 14; i += 1) {
    const x = Math.round(random() * width)
    const y = Math.round(random() * height)
    const r = 3 + Math.round(random() * 5)
    shapes.push(circle(x, y, r, { fill: dark ? c.onDeepMuted : c.lilac, opacity: 0.35 }))
  }
  return [
    circle(width * 0.85, height * 0.1, height * 0.45, {
      fill: dark ? c.brand : c.brandSoft,
      opacity: 0.6,
    }),
    circle(width * 0.08, height * 0.95, height * 0.35, {
      fill: c.accent,
      opacity: dark ? 0.22 : 0.35,
    }),
    path(
      `M0 ${height * 0.72}C${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.9} ${width} ${height * 0.7}V${height}H0z`,
      { fill: dark ? c.deepAlt : c.card, opacity: 0.7 },
    ),
    ...shapes,
  ].join('')
}

const gradients = `<linearGradient id="deep" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset="1" stop-color="#2c23a6"/></linearGradient><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.surfaceAlt}"/><stop offset="1" stop-color="${c.accentSoft}"/></linearGradient>`

export const heroVisual = (motif: Motif, seed: number) =>
  svgDocument(
    1200,
    900,
    { background: 'url(#deep)', defs: gradients },
    [backdrop(1200, 900, seed, true), drawMotif(motif, 600, 450, true)].map(scale(1200, 900)),
  )

export const coverVisual = (motif: Motif, seed: number) =>
  svgDocument(
    1200,
    630,
    { background: 'url(#light)', defs: gradients },
    [backdrop(1200, 630, seed, false), drawMotif(motif, 760, 320, false)].map(scale(1200, 630)),
  )

/** The motifs are drawn for a 600 px box; larger canvases scale them up around the centre. */
const scale = (width: number, height: number) => (content: string, index: number) =>
  index === 0
    ? content
    : `<g transform="translate(${width / 2} ${height / 2}) scale(${height / 600}) translate(${-width / 2} ${-height / 2})">${content}</g>`
