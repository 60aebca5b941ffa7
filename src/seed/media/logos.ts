import { circle, palette as c, path, rect, svgDocument, text } from './svg'

/** Fictional customer marks: a symbol and the company name on a white tile. */
type LogoMark = 'mountain' | 'cross' | 'sheets' | 'wheel' | 'percent'

const marks: Record<LogoMark, (color: string) => string> = {
  mountain: (color) =>
    [
      path('M30 150l50-80l30 40l25-30l45 70z', { fill: color }),
      path('M80 70l14 22h-28z', { fill: c.white }),
      path('M150 52v40M142 52v18a8 8 0 0 0 16 0V52', {
        stroke: c.accent,
        'stroke-width': 5,
        fill: 'none',
      }),
    ].join(''),
  cross: (color) =>
    [
      rect(40, 50, 110, 110, { rx: 26, fill: color }),
      path('M95 74v62M64 105h62', {
        stroke: c.white,
        'stroke-width': 20,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  sheets: (color) =>
    [
      rect(64, 44, 80, 100, { rx: 6, fill: c.accent }),
      rect(52, 56, 80, 100, { rx: 6, fill: color, opacity: 0.55 }),
      rect(40, 68, 80, 100, { rx: 6, fill: color }),
      path('M56 100h48M56 120h36M56 140h42', {
        stroke: c.white,
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  wheel: (color) =>
    [
      circle(95, 105, 56, { fill: 'none', stroke: color, 'stroke-width': 12 }),
      circle(95, 105, 10, { fill: c.accent }),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const a = (i * Math.PI) / 3
        return path(`M95 105L${95 + Math.cos(a) * 50} ${105 + Math.sin(a) * 50}`, {
          stroke: color,
          'stroke-width': 5,
        })
      }),
    ].join(''),
  percent: (color) =>
    [
      circle(95, 105, 62, { fill: color }),
      circle(74, 84, 13, { fill: c.white }),
      circle(116, 126, 13, { fill: c.white }),
      path('M122 72l-54 66', { stroke: c.accent, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    ].join(''),
}

export function logo(mark: LogoMark, lines: string[], color: string): string {
  return svgDocument(600, 210, { background: c.white, radius: 24 }, [
    marks[mark](color),
    ...lines.map((line, index) =>
      text(180, (lines.length === 1 ? 118 : 98) + index * 40, line, {
        size: index === 0 ? 34 : 24,
        weight: index === 0 ? 700 : 400,
        fill: index === 0 ? c.ink : c.muted,
      }),
    ),
  ])
}
