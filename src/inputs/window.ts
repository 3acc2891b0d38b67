// The deploy window (input `window`): when a deploy may change an instance, in the instance's own
// time zone. `Mon-Fri 22:00-05:00 America/Chicago`: the days a window opens on, its opening and
// closing time (a closing time at or before the opening one closes the next day), an IANA zone.
// Several windows are separated by `;` or new lines (a `,` too, between whole windows). Local
// times are read with Intl (Node's full ICU), never with offsets worked out by hand: summer
// time, and zones whose offset is not whole hours, come out right.
import { InputError } from './input-error.js'

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** One window: on the days marked (the day it opens), from `start` to `end`, minutes of the day. */
interface WindowSpan {
  /** Index 0 = Sunday: whether a window opens on that day. */
  days: boolean[]
  start: number
  /** Minutes after midnight; at or before `start`: the window closes the next day. */
  end: number
  zone: string
  /** The window as written. */
  text: string
}

export interface DeployWindow {
  /** The input as written (trimmed), for messages. */
  text: string
  spans: WindowSpan[]
}

const SPAN =
  /^(?:(?<days>[A-Za-z]{3}(?:-[A-Za-z]{3})?(?:\+[A-Za-z]{3}(?:-[A-Za-z]{3})?)*|daily)\s+)?(?<sh>\d{1,2}):(?<sm>\d{2})\s*-\s*(?<eh>\d{1,2}):(?<em>\d{2})\s+(?<zone>\S+)$/i

const FORMAT_HELP =
  'write it as days, opening and closing time, and an IANA time zone, for example "Mon-Fri 22:00-05:00 America/Chicago" (days: Mon-Fri, Sat, Sat+Sun, daily or none for every day; a closing time before the opening one closes the next day; several windows separated by ";")'

/** Reads the input `window` ('' : none). Throws an InputError naming `window`. */
export function parseWindow(raw: string): DeployWindow | undefined {
  const text = raw.trim()
  if (text === '') return undefined
  // A comma separates whole windows only: each part must read as a window on its own.
  const parts = text
    .split(/[;\n]|,(?=\s*(?:[A-Za-z]{3}(?:[-+][A-Za-z]{3})*|daily)?\s*\d{1,2}:\d{2}\s*-)/i)
    .map(part => part.trim())
    .filter(part => part !== '')
  return { text, spans: parts.map(parseSpan) }
}

function parseSpan(text: string): WindowSpan {
  const match = SPAN.exec(text)
  if (!match?.groups) throw new InputError('window', `("${text}") is not a window: ${FORMAT_HELP}.`)
  const { days, sh, sm, eh, em, zone } = match.groups
  const start = minutesOf(text, sh, sm, false)
  const end = minutesOf(text, eh, em, true)
  if (start === end) {
    throw new InputError(
      'window',
      `("${text}") opens and closes at the same time: give a closing time other than the opening one (00:00-24:00 for a whole day).`
    )
  }
  return { days: daysOf(text, days), start, end, zone: checkZone(text, zone), text }
}

function minutesOf(text: string, hours: string, minutes: string, closing: boolean): number {
  const h = Number(hours)
  const m = Number(minutes)
  if (m > 59 || h > 24 || (h === 24 && (m !== 0 || !closing))) {
    throw new InputError(
      'window',
      `("${text}") has the time ${hours}:${minutes}, which is not a time of day (00:00 to 23:59; 24:00 only as a closing time).`
    )
  }
  return h * 60 + m
}

function daysOf(text: string, days: string | undefined): boolean[] {
  if (days === undefined || days.toLowerCase() === 'daily') return DAYS.map(() => true)
  const marked = DAYS.map(() => false)
  for (const range of days.split('+')) {
    const [from, to = from] = range.split('-').map(day => dayIndex(text, day))
    // Fri-Mon wraps over the week's end.
    for (let day = from; ; day = (day + 1) % 7) {
      marked[day] = true
      if (day === to) break
    }
  }
  return marked
}

function dayIndex(text: string, day: string): number {
  const index = DAYS.findIndex(d => d.toLowerCase() === day.toLowerCase())
  if (index < 0) {
    throw new InputError(
      'window',
      `("${text}") names the day "${day}": days are Mon, Tue, Wed, Thu, Fri, Sat and Sun.`
    )
  }
  return index
}

function checkZone(text: string, zone: string): string {
  try {
    // Intl refuses a zone its ICU data does not know (RangeError) and gives the canonical name.
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    throw new InputError(
      'window',
      `("${text}") names the time zone "${zone}", which is not an IANA time zone: use a name such as America/Chicago, Europe/Berlin or UTC.`
    )
  }
}

/** The local weekday (0 = Sunday) and minute of the day at `time` in `zone`. */
interface LocalTime {
  day: number
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function localTime(time: number, zone: string): LocalTime {
  let format = formatters.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23'
    })
    formatters.set(zone, format)
  }
  let day = 0
  let hour = 0
  let minute = 0
  for (const part of format.formatToParts(time)) {
    if (part.type === 'weekday') day = DAYS.indexOf(part.value as (typeof DAYS)[number])
    else if (part.type === 'hour') hour = Number(part.value)
    else if (part.type === 'minute') minute = Number(part.value)
  }
  return { day, minute: hour * 60 + minute }
}

/** Whether a deploy may run at `time` (ms since the epoch): inside one of the windows. */
export function isOpen(window: DeployWindow, time: number): boolean {
  return window.spans.some(span => spanOpen(span, localTime(time, span.zone)))
}

function spanOpen(span: WindowSpan, at: LocalTime): boolean {
  if (span.start < span.end)
    return span.days[at.day] && at.minute >= span.start && at.minute < span.end
  // Across midnight: the evening of an opening day, or the morning after one.
  const dayBefore = (at.day + 6) % 7
  return (
    (span.days[at.day] && at.minute >= span.start) || (span.days[dayBefore] && at.minute < span.end)
  )
}

/**
 * When the next window opens after `time` (ms, to the minute), within eight days; undefined when
 * none does (a window on no day cannot be written, so only a zone's gap could hide one).
 */
export function nextOpening(window: DeployWindow, time: number): number | undefined {
  const minute = 60_000
  // Minute by minute through the zone's own calendar: a gap or repeat of summer time is Intl's.
  for (
    let at = Math.ceil(time / minute) * minute;
    at <= time + 8 * 24 * 60 * minute;
    at += minute
  ) {
    if (isOpen(window, at)) return at
  }
  return undefined
}

/** `Mon 2026-12-07 22:00` in `zone`: how the summary says when a window opens. */
export function localText(time: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23'
  }).formatToParts(time)
  const part = (type: string): string => parts.find(p => p.type === type)?.value ?? ''
  return `${DAYS[localTime(time, zone).day]} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${zone}`
}
