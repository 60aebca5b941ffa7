import { circle, palette as c, path, rect, stroke, text } from './svg'

/**
 * Pictograms drawn around a centre (cx, cy) in a box of about 360 × 300: the subject of a hero
 * visual or cover (a ticket, a coin, a bicycle, …).
 */
export type Motif =
  | 'network'
  | 'blocks'
  | 'coin'
  | 'ticket'
  | 'bag'
  | 'pallet'
  | 'server'
  | 'tools'
  | 'migration'
  | 'configurator'
  | 'audit'
  | 'hospitality'
  | 'medical'
  | 'paper'
  | 'bicycle'
  | 'art'
  | 'release'
  | 'weather'
  | 'queue'
  | 'support'

type Draw = (cx: number, cy: number, tone: { fill: string; soft: string }) => string

const motifs: Record<Motif, Draw> = {
  network: (x, y, t) =>
    [
      ...[
        [-150, -100],
        [150, -100],
        [-150, 100],
        [150, 100],
      ].map(([dx, dy]) => path(`M${x} ${y}L${x + dx} ${y + dy}`, stroke(t.soft, 6))),
      rect(x - 70, y - 70, 140, 140, { rx: 28, fill: t.fill }),
      path(`M${x - 28} ${y - 30}v36a28 28 0 0 0 56 0v-36`, stroke(c.white, 12)),
      rect(x - 200, y - 140, 100, 76, { rx: 12, fill: c.card }),
      rect(x - 188, y - 128, 76, 40, { rx: 6, fill: c.brandSoft }),
      rect(x + 110, y - 150, 60, 100, { rx: 12, fill: c.card }),
      rect(x + 120, y - 138, 40, 58, { rx: 5, fill: c.accentSoft }),
      rect(x - 210, y + 70, 120, 70, { rx: 12, fill: c.card }),
      ...[0, 1, 2].map((i) => rect(x - 196 + i * 34, y + 86, 24, 24, { rx: 5, fill: c.brandSoft })),
      rect(x + 100, y + 62, 110, 76, { rx: 12, fill: c.card }),
      ...[0, 1, 2].map((i) =>
        rect(x + 114, y + 78 + i * 16, 80 - i * 18, 8, { rx: 4, fill: c.line }),
      ),
    ].join(''),
  blocks: (x, y, t) =>
    [-1, 0, 1]
      .map((i) => {
        const bx = x + i * 120
        const by = y + (i === 0 ? -30 : 30)
        return [
          path(`M${bx} ${by - 60}l52 30v60l-52 30l-52-30v-60z`, {
            fill: i === 0 ? t.fill : c.card,
          }),
          path(`M${bx} ${by - 60}l52 30l-52 30l-52-30z`, {
            fill: i === 0 ? c.violet : c.brandSoft,
          }),
          i < 1 ? path(`M${bx + 56} ${by}L${bx + 64} ${by}`, stroke(t.soft, 6)) : '',
        ].join('')
      })
      .join('') + circle(x + 150, y - 110, 16, { fill: c.accent }),
  coin: (x, y, t) =>
    [
      circle(x - 80, y, 100, { fill: c.accent }),
      circle(x - 80, y, 78, stroke(c.white, 6)),
      text(x - 80, y + 38, '₿', { size: 110, weight: 700, fill: c.white, anchor: 'middle' }),
      path(`M${x + 40} ${y}h70`, stroke(t.soft, 10)),
      path(`M${x + 90} ${y - 22}l22 22l-22 22`, stroke(t.soft, 10)),
      rect(x + 130, y - 60, 120, 120, { rx: 24, fill: c.card }),
      text(x + 190, y + 14, 'CHF', { size: 38, weight: 700, fill: c.brand, anchor: 'middle' }),
    ].join(''),
  ticket: (x, y, t) =>
    [
      path(`M${x - 180} ${y - 90}h360v60a30 30 0 0 0 0 60v60h-360v-60a30 30 0 0 0 0-60z`, {
        fill: c.card,
      }),
      path(`M${x + 60} ${y - 80}v160`, { ...stroke(c.line, 4), 'stroke-dasharray': '10 10' }),
      rect(x - 150, y - 60, 170, 20, { rx: 10, fill: t.fill }),
      rect(x - 150, y - 24, 120, 14, { rx: 7, fill: c.line }),
      rect(x - 150, y + 4, 140, 14, { rx: 7, fill: c.line }),
      ...[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2, 3].map((column) =>
          (row * 3 + column) % 3 === 0 || row === column
            ? rect(x + 86 + column * 18, y - 36 + row * 18, 14, 14, { fill: c.ink })
            : '',
        ),
      ),
      circle(x + 160, y - 110, 22, { fill: c.accent }),
    ].join(''),
  bag: (x, y, t) =>
    [
      path(`M${x - 46} ${y - 60}v-20a46 46 0 0 1 92 0v20`, stroke(t.soft, 10)),
      path(`M${x - 120} ${y - 60}h240l20 190h-280z`, { fill: t.fill }),
      circle(x - 46, y - 24, 8, { fill: c.white }),
      circle(x + 46, y - 24, 8, { fill: c.white }),
      rect(x + 90, y + 40, 110, 64, { rx: 14, fill: c.accent }),
      text(x + 145, y + 82, '−20%', { size: 26, weight: 700, fill: c.ink, anchor: 'middle' }),
    ].join(''),
  pallet: (x, y, t) =>
    [
      ...[
        [-110, 0],
        [0, 0],
        [-55, -90],
      ].map(([dx, dy]) =>
        [
          rect(x + dx - 50, y + dy - 40, 100, 84, { rx: 8, fill: dy ? c.accent : t.fill }),
          rect(x + dx - 14, y + dy - 40, 28, 26, { fill: 'rgba(255,255,255,0.45)' }),
        ].join(''),
      ),
      rect(x - 180, y + 50, 260, 18, { rx: 4, fill: c.card }),
      rect(x - 170, y + 72, 30, 16, { fill: c.card }),
      rect(x - 65, y + 72, 30, 16, { fill: c.card }),
      rect(x + 40, y + 72, 30, 16, { fill: c.card }),
      rect(x + 100, y - 110, 100, 150, { rx: 12, fill: c.card }),
      ...[0, 1, 2, 3].map((i) =>
        rect(x + 116, y - 90 + i * 32, 68, 12, { rx: 6, fill: i === 0 ? t.fill : c.line }),
      ),
    ].join(''),
  server: (x, y, t) =>
    [
      ...[0, 1, 2].map((i) =>
        [
          rect(x - 170, y - 110 + i * 78, 220, 62, { rx: 12, fill: i === 1 ? t.fill : c.card }),
          circle(x - 140, y - 79 + i * 78, 8, { fill: i === 1 ? c.accent : c.success }),
          rect(x - 118, y - 84 + i * 78, 120, 10, {
            rx: 5,
            fill: i === 1 ? 'rgba(255,255,255,0.5)' : c.line,
          }),
        ].join(''),
      ),
      path(`M${x + 140} ${y - 110}l80 30v60c0 60-40 96-80 110c-40-14-80-50-80-110v-60z`, {
        fill: c.success,
      }),
      path(`M${x + 110} ${y - 10}l22 22l40-44`, stroke(c.white, 10)),
    ].join(''),
  tools: (x, y, t) =>
    [
      path(`M${x - 130} ${y - 120}h100v40a24 24 0 0 1 0 48v40h40a24 24 0 0 0 48 0h40v100h-228z`, {
        fill: t.fill,
      }),
      path(`M${x + 20} ${y - 120}h110v110h-40a24 24 0 0 0-48 0h-22v-40a24 24 0 0 0 0-48z`, {
        fill: c.accent,
      }),
      rect(x + 40, y + 30, 120, 120, { rx: 14, fill: c.card }),
      path(`M${x + 70} ${y + 90}l20 20l40-40`, stroke(c.success, 10)),
    ].join(''),
  migration: (x, y, t) =>
    [
      rect(x - 220, y - 80, 150, 160, { rx: 16, fill: c.card, opacity: 0.6 }),
      ...[0, 1, 2].map((i) => rect(x - 200, y - 56 + i * 40, 110, 20, { rx: 6, fill: c.line })),
      path(`M${x - 50} ${y}h90`, stroke(c.accent, 12)),
      path(`M${x + 18} ${y - 28}l28 28l-28 28`, stroke(c.accent, 12)),
      rect(x + 70, y - 100, 170, 200, { rx: 18, fill: t.fill }),
      ...[0, 1, 2].map((i) =>
        rect(x + 92, y - 72 + i * 50, 126, 30, { rx: 8, fill: 'rgba(255,255,255,0.3)' }),
      ),
    ].join(''),
  configurator: (x, y, t) =>
    [
      rect(x - 200, y - 120, 240, 240, { rx: 20, fill: c.card }),
      circle(x - 80, y - 10, 70, { fill: t.fill }),
      circle(x - 80, y - 10, 30, { fill: c.accent }),
      ...[0, 1, 2].map((i) =>
        [
          rect(x + 70, y - 100 + i * 80, 150, 12, { rx: 6, fill: c.card }),
          circle(x + 90 + i * 40, y - 94 + i * 80, 16, { fill: i === 1 ? c.accent : t.fill }),
        ].join(''),
      ),
    ].join(''),
  audit: (x, y, t) =>
    [
      rect(x - 210, y - 120, 300, 220, { rx: 18, fill: c.card }),
      ...[60, 110, 80, 150].map((h, i) =>
        rect(x - 180 + i * 62, y + 70 - h, 40, h, { rx: 6, fill: i === 3 ? c.accent : t.fill }),
      ),
      circle(x + 110, y + 10, 72, { ...stroke(t.soft, 18), fill: 'rgba(255,255,255,0.15)' }),
      path(`M${x + 162} ${y + 62}l60 60`, stroke(t.soft, 24)),
    ].join(''),
  hospitality: (x, y, t) =>
    [
      path(`M${x - 240} ${y + 110}l120-150l70 80l90-130l140 200z`, { fill: t.fill }),
      path(`M${x - 10} ${y - 90}l30 42l-50 0z`, { fill: c.white }),
      circle(x + 150, y - 40, 78, { fill: c.card }),
      circle(x + 150, y - 40, 52, stroke(c.line, 6)),
      path(`M${x + 60} ${y - 90}v100M${x + 240} ${y - 90}v100`, stroke(c.card, 10)),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
        circle(x - 200 + i * 30, y + 140, 8, { fill: i < 5 ? c.accent : c.card }),
      ),
    ].join(''),
  medical: (x, y, t) =>
    [
      rect(x - 200, y - 40, 200, 150, { rx: 14, fill: c.accent }),
      path(`M${x - 200} ${y + 10}h200`, stroke('rgba(0,0,0,0.12)', 6)),
      rect(x + 30, y - 130, 180, 180, { rx: 36, fill: t.fill }),
      path(`M${x + 120} ${y - 90}v100M${x + 70} ${y - 40}h100`, stroke(c.white, 28)),
      rect(x + 40, y + 80, 160, 40, { rx: 20, fill: c.card }),
      circle(x + 64, y + 100, 10, { fill: c.success }),
      rect(x + 86, y + 94, 90, 12, { rx: 6, fill: c.line }),
    ].join(''),
  paper: (x, y, t) =>
    [
      ...[2, 1, 0].map((i) =>
        rect(x - 200 + i * 18, y - 130 + i * 18, 170, 220, {
          rx: 10,
          fill: i === 0 ? c.card : i === 1 ? c.brandSoft : t.soft,
        }),
      ),
      ...[0, 1, 2, 3].map((i) =>
        rect(x - 178, y - 100 + i * 30, 120 - i * 14, 12, { rx: 6, fill: c.line }),
      ),
      ...[0, 1, 2].map((i) =>
        [
          rect(x + 40 + i * 70, y + 40, 56, 56, { rx: 10, fill: i === 2 ? c.accent : t.fill }),
          i < 2 ? path(`M${x + 100 + i * 70} ${y + 68}h6`, stroke(t.soft, 6)) : '',
        ].join(''),
      ),
      path(`M${x + 250} ${y + 20}a60 60 0 1 0-20 60`, stroke(c.accent, 8)),
    ].join(''),
  bicycle: (x, y, t) =>
    [
      circle(x - 110, y + 40, 80, stroke(t.soft, 14)),
      circle(x + 110, y + 40, 80, stroke(t.soft, 14)),
      path(
        `M${x - 110} ${y + 40}l60-110h130l30 110M${x - 50} ${y - 70}l40 110l90-110M${x - 70} ${y - 100}h50M${x + 80} ${y - 70}l-10-40h40`,
        stroke(c.accent, 14),
      ),
      circle(x - 10, y + 40, 16, { fill: t.fill }),
    ].join(''),
  art: (x, y, t) =>
    [
      rect(x - 200, y - 130, 260, 240, { rx: 8, fill: c.card }),
      rect(x - 180, y - 110, 220, 200, { fill: t.fill }),
      path(`M${x - 180} ${y + 90}l70-90l50 50l40-60l60 100z`, { fill: c.accent }),
      circle(x - 120, y - 60, 22, { fill: c.white }),
      path(`M${x + 90} ${y - 60}h110l40 40l-110 110l-80-80z`, { fill: c.card }),
      circle(x + 120, y - 30, 12, { fill: t.fill }),
      text(x + 165, y + 30, '%', { size: 56, weight: 700, fill: c.brand, anchor: 'middle' }),
    ].join(''),
  release: (x, y, t) =>
    [
      rect(x - 200, y - 130, 200, 250, { rx: 14, fill: c.card }),
      ...[0, 1, 2, 3].map((i) =>
        rect(x - 176, y - 100 + i * 34, 150 - i * 20, 12, { rx: 6, fill: c.line }),
      ),
      circle(x - 60, y + 70, 30, { fill: c.success }),
      path(`M${x - 74} ${y + 70}l10 10l20-20`, stroke(c.white, 7)),
      path(`M${x + 150} ${y - 100}a100 100 0 1 1-90 40`, stroke(t.fill, 16)),
      path(`M${x + 40} ${y - 86}l20 26l-32 8`, stroke(t.fill, 16)),
      text(x + 140, y + 22, '⏸', { size: 56, fill: c.accent, anchor: 'middle' }),
    ].join(''),
  weather: (x, y, t) =>
    [
      circle(x - 110, y - 50, 70, { fill: c.accent }),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
        const a = (i * Math.PI) / 4
        return path(
          `M${x - 110 + Math.cos(a) * 90} ${y - 50 + Math.sin(a) * 90}L${x - 110 + Math.cos(a) * 116} ${y - 50 + Math.sin(a) * 116}`,
          stroke(c.accent, 10),
        )
      }),
      path(`M${x - 120} ${y + 90}a50 50 0 0 1 30-90a70 70 0 0 1 130 10a44 44 0 0 1 10 80z`, {
        fill: c.card,
      }),
      path(`M${x + 80} ${y - 120}h120l50 50l-120 120l-100-100z`, { fill: t.fill }),
      circle(x + 120, y - 84, 12, { fill: c.white }),
      text(x + 160, y + 2, '−10%', {
        size: 30,
        weight: 700,
        fill: c.white,
        anchor: 'middle',
        transform: `rotate(-45 ${x + 160} ${y - 10})`,
      }),
    ].join(''),
  queue: (x, y, t) =>
    [
      ...[0, 1, 2, 3].map((i) =>
        [
          rect(x - 230 + i * 110, y - 40, 90, 80, {
            rx: 12,
            fill: i === 1 ? c.accent : i === 3 ? c.success : t.fill,
          }),
          i < 3 ? path(`M${x - 136 + i * 110} ${y}h12`, stroke(t.soft, 6)) : '',
        ].join(''),
      ),
      path(`M${x - 75} ${y - 50}c0-90 120-90 120 0`, {
        ...stroke(t.soft, 6),
        'stroke-dasharray': '12 10',
      }),
      path(`M${x + 30} ${y - 68}l16 20l18-22`, stroke(t.soft, 6)),
      ...[1, 2, 4].map((d, i) =>
        rect(x - 200 + i * 70, y + 90, 30 * d, 16, { rx: 8, fill: c.card }),
      ),
    ].join(''),
  support: (x, y, t) =>
    [
      circle(x - 70, y, 130, { fill: c.card }),
      circle(x - 70, y, 110, stroke(t.fill, 10)),
      path(`M${x - 70} ${y - 70}v70l50 34`, stroke(c.ink, 12)),
      rect(x + 90, y - 110, 150, 70, { rx: 16, fill: t.fill }),
      text(x + 165, y - 62, '24/7', { size: 34, weight: 700, fill: c.white, anchor: 'middle' }),
      rect(x + 90, y - 20, 150, 70, { rx: 16, fill: c.accent }),
      text(x + 165, y + 28, '99.99%', { size: 28, weight: 700, fill: c.ink, anchor: 'middle' }),
    ].join(''),
}

export const drawMotif = (motif: Motif, cx: number, cy: number, dark: boolean) =>
  motifs[motif](
    cx,
    cy,
    dark ? { fill: c.violet, soft: c.onDeepMuted } : { fill: c.brand, soft: c.lilac },
  )
