// Units for the report's words: durations and lists.

/** Seconds with a unit: `0.25 s`, `12.35 s`, `600 s` (hundredths up to 100 s, for timings). */
export function formatSeconds(seconds: number): string {
  const rounded = seconds >= 100 ? Math.round(seconds) : Math.round(seconds * 100) / 100
  return `${rounded} s`
}

/**
 * `A`, `A and B`, `A, B and C`; past LISTED_NAMES items `A, B, ... and 38 more` (lists of the
 * instance's names can be long: the line stays bounded).
 */
export function listWords(items: string[]): string {
  if (items.length > LISTED_NAMES) return someNames(items)
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The names a log line or the summary lists at most: the instance's list can be long. */
export const LISTED_NAMES = 20

/** `A, B, C` or, past `limit`, `A, B, ... and 38 more`: one bounded line whatever the list. */
export function someNames(names: readonly string[], limit = LISTED_NAMES): string {
  const shown = names.slice(0, limit).join(', ')
  return names.length > limit ? `${shown} and ${names.length - limit} more` : shown
}
