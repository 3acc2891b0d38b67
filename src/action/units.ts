// Units for the report's words: durations and lists.

/** Seconds with a unit: `0.25 s`, `12.35 s`, `600 s` (hundredths up to 100 s, for timings). */
export function formatSeconds(seconds: number): string {
  const rounded = seconds >= 100 ? Math.round(seconds) : Math.round(seconds * 100) / 100
  return `${rounded} s`
}

/** `A`, `A and B`, `A, B and C`. */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
