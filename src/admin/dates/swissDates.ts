import { importDateFNSLocale } from '@payloadcms/translations'

/**
 * Swiss date and time formats for the German admin ("25.11.2026, 14:12", 24-hour clock).
 *
 * Payload formats every date of the admin with date-fns and the locale of the admin language
 * (`i18n.dateFNS`, loaded by `importDateFNSLocale(dateFNSKey)`); German is date-fns' `de`, as
 * neither Payload nor date-fns has a `de-CH` locale. The patterns, though, are English and partly
 * fixed: `admin.dateFormat` ('MMMM do yyyy, h:mm a'), the date picker's defaults per appearance
 * ('MMM d, yyy h:mm a', 'MM/dd/yyyy', 'h:mm aa' for its time list) and the schedule-publish
 * drawer, which takes no display format at all. Formatted with `de` they read
 * "Nov. 25, 2026 2:12 nachm." and "12:00 vorm.".
 *
 * So the German locale object Payload loads becomes Swiss, once per JavaScript realm: its
 * `localize.preprocessor` (date-fns' hook between parsing a pattern and formatting it) turns an
 * English-ordered or 12-hour pattern into day.month.year and a 24-hour clock, and its long
 * formats (`P`, `p`, `Pp`) follow Swiss usage. English keeps date-fns' `en-US` untouched.
 */
export type DateLocale = Awaited<ReturnType<typeof importDateFNSLocale>>
type FormatPart = { isToken: boolean; value: string }

type Kind =
  'year' | 'month' | 'day' | 'weekday' | 'hour12' | 'hour24' | 'minute' | 'second' | 'dayPeriod'

const kinds: Record<string, Kind> = {
  y: 'year',
  Y: 'year',
  u: 'year',
  M: 'month',
  L: 'month',
  d: 'day',
  E: 'weekday',
  e: 'weekday',
  c: 'weekday',
  h: 'hour12',
  K: 'hour12',
  H: 'hour24',
  k: 'hour24',
  m: 'minute',
  s: 'second',
  a: 'dayPeriod',
  b: 'dayPeriod',
  B: 'dayPeriod',
}

const kindOf = (part: FormatPart): Kind | undefined =>
  part.isToken ? kinds[part.value[0] ?? ''] : undefined
const isTime = (kind: Kind | undefined) =>
  kind === 'hour12' ||
  kind === 'hour24' ||
  kind === 'minute' ||
  kind === 'second' ||
  kind === 'dayPeriod'

const token = (value: string): FormatPart => ({ isToken: true, value })
const text = (value: string): FormatPart[] =>
  [...value].map((char) => ({ isToken: false, value: char }))

/** A pattern's parts without the separators ("," and spaces) around them. */
function trimmed(parts: FormatPart[]): FormatPart[] {
  const keep = (part: FormatPart | undefined) =>
    part && (part.isToken || !/^[\s,]$/.test(part.value))
  let start = 0
  let end = parts.length
  while (start < end && !keep(parts[start])) start++
  while (end > start && !keep(parts[end - 1])) end--
  return parts.slice(start, end)
}

/**
 * The Swiss form of a pattern's parts: "MMM d, yyy h:mm a" → "dd.MM.yyyy, HH:mm",
 * "MMMM do yyyy, h:mm a" → "dd.MM.yyyy, HH:mm", "MM/dd/yyyy" → "dd.MM.yyyy", "h:mm aa" → "HH:mm",
 * "MMM dd" → "d. MMM". Day-first, ISO ("yyyy-MM-dd") and 24-hour patterns stay as they are.
 */
export function swissPattern(parts: FormatPart[]): FormatPart[] {
  const found = parts.map(kindOf)
  // A token this rewrite does not know (quarter, week, era, time zone …): leave the pattern alone.
  if (parts.some((part, index) => part.isToken && found[index] === undefined)) return parts
  const first = (kind: Kind) => found.indexOf(kind)
  const [year, month, day] = [first('year'), first('month'), first('day')]
  const monthFirst = month >= 0 && day >= 0 && month < day && (year < 0 || year > day)
  const twelveHour = found.includes('hour12') || found.includes('dayPeriod')
  if (!monthFirst && !twelveHour) return parts

  const timeStart = found.findIndex(isTime)
  const dateParts = trimmed(timeStart < 0 ? parts : parts.slice(0, timeStart))
  const timeParts = timeStart < 0 ? [] : trimmed(parts.slice(timeStart))

  let date = dateParts
  if (monthFirst) {
    const weekday = dateParts.find((part) => kindOf(part) === 'weekday')
    date = [
      ...(weekday ? [weekday, ...text(', ')] : []),
      ...(year >= 0
        ? [token('dd'), ...text('.'), token('MM'), ...text('.'), token('yyyy')]
        : [token('d'), ...text('. '), token('MMM')]),
    ]
  }

  let time = timeParts
  if (twelveHour) {
    const timeKinds = timeParts.map(kindOf)
    time = [token('HH')]
    if (timeKinds.includes('minute')) time.push(...text(':'), token('mm'))
    if (timeKinds.includes('second')) time.push(...text(':'), token('ss'))
  }

  return [...date, ...(date.length && time.length ? text(', ') : []), ...time]
}

const swissLongFormats = {
  date: { full: 'EEEE, d. MMMM y', long: 'd. MMMM y', medium: 'dd.MM.y', short: 'dd.MM.y' },
  time: { full: 'HH:mm:ss zzzz', long: 'HH:mm:ss z', medium: 'HH:mm:ss', short: 'HH:mm' },
  dateTime: {
    full: "{{date}} 'um' {{time}}",
    long: "{{date}} 'um' {{time}}",
    medium: '{{date}}, {{time}}',
    short: '{{date}}, {{time}}',
  },
}

type Width = keyof typeof swissLongFormats.date
const longFormat =
  (formats: Record<Width, string>) =>
  ({ width }: { width?: string } = {}) =>
    formats[(width as Width) in formats ? (width as Width) : 'full']

const swissMarker = Symbol.for('unbound.swissGermanDates')

/** Makes a date-fns German locale Swiss, in place (the object Payload already holds); idempotent. */
export function makeSwiss(locale: DateLocale): DateLocale {
  const marked = locale as DateLocale & { [swissMarker]?: true }
  if (marked[swissMarker]) return locale
  locale.localize = {
    ...locale.localize,
    preprocessor: (_date, parts) => swissPattern(parts),
  }
  locale.formatLong = {
    date: longFormat(swissLongFormats.date),
    time: longFormat(swissLongFormats.time),
    dateTime: longFormat(swissLongFormats.dateTime),
  }
  marked[swissMarker] = true
  return locale
}

/** The admin's German date locale, Swiss: the same object Payload formats with in this realm. */
export const swissGermanDates = async (): Promise<DateLocale> =>
  makeSwiss(await importDateFNSLocale('de'))
