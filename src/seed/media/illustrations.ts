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

/**
 * A motif on the backdrop, 1200 px wide. The motifs are drawn for a 600 px box, so they are
 * scaled up around the middle of the canvas.
 */
function motifVisual(height: number, centre: { x: number; y: number }, dark: boolean) {
  const width = 1200
  const zoom = `translate(${width / 2} ${height / 2}) scale(${height / 600}) translate(${-width / 2} ${-height / 2})`
  return (motif: Motif, seed: number) =>
    svgDocument(
      width,
      height,
      { background: dark ? 'url(#deep)' : 'url(#light)', defs: gradients },
      [
        backdrop(width, height, seed, dark),
        `<g transform="${zoom}">${drawMotif(motif, centre.x, centre.y, dark)}</g>`,
      ],
    )
}

export const heroVisual = motifVisual(900, { x: 600, y: 450 }, true)
export const coverVisual = motifVisual(630, { x: 760, y: 320 }, false)
