import { circle, palette as c, path, rect, stroke, svgDocument } from './svg'

/** Illustrated team portraits: flat shapes in the site's colours, no likeness of a real person. */
export type Portrait = {
  background: string
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald'
  shirt: string
  glasses?: boolean
  beard?: boolean
}

const hairShapes: Record<Portrait['hairStyle'], (color: string) => string> = {
  short: (color) =>
    path('M150 200c-4-70 40-104 90-104s96 30 90 104c-20-36-60-52-90-52s-70 14-90 52z', {
      fill: color,
    }),
  long: (color) =>
    path(
      'M140 330c-20-120-10-236 100-236s124 116 100 236c-10-70-14-150-30-170c-30 20-110 24-140 0c-16 20-20 100-30 170z',
      { fill: color },
    ),
  bun: (color) =>
    [
      circle(240, 86, 38, { fill: color }),
      path('M150 210c-6-70 40-100 90-100s96 30 90 100c-24-40-60-54-90-54s-66 14-90 54z', {
        fill: color,
      }),
    ].join(''),
  curly: (color) =>
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => circle(160 + i * 27, 130 + Math.abs(3 - i) * 12, 34, { fill: color }))
      .join(''),
  bald: (color) => path('M158 214c-8-40 0-60 10-70M322 214c8-40 0-60-10-70', stroke(color, 16)),
}

export function portrait(p: Portrait): string {
  return svgDocument(480, 480, { background: p.background }, [
    circle(380, 90, 60, { fill: c.accent, opacity: 0.5 }),
    path('M70 480c10-100 80-150 170-150s160 50 170 150z', { fill: p.shirt }),
    rect(212, 270, 56, 70, { rx: 20, fill: p.skin }),
    path('M215 330l25 40l25-40', { fill: 'rgba(255,255,255,0.35)' }),
    circle(240, 210, 92, { fill: p.skin }),
    p.beard
      ? path('M160 220c10 80 50 90 80 90s70-10 80-90c-20 30-50 40-80 40s-60-10-80-40z', {
          fill: p.hair,
        })
      : '',
    hairShapes[p.hairStyle](p.hair),
    circle(206, 214, 8, { fill: c.ink }),
    circle(274, 214, 8, { fill: c.ink }),
    path('M214 256c14 12 38 12 52 0', stroke(c.ink, 6)),
    p.glasses
      ? [
          circle(206, 214, 24, stroke(c.ink, 5)),
          circle(274, 214, 24, stroke(c.ink, 5)),
          path('M230 214h20', { stroke: c.ink, 'stroke-width': 5 }),
        ].join('')
      : '',
  ])
}
