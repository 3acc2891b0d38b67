// Trimming runs of given characters from the ends of a string by scanning, in linear time. A
// regular expression such as /[. ]+$/ tries every start of a run and backtracks over the rest:
// quadratic in the run, minutes for the names a hostile instance can send. A leaf.
/** `text` without the characters of `chars` at its end. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length
  while (end > 0 && chars.includes(text[end - 1])) end--
  return end === text.length ? text : text.slice(0, end)
}

/** `text` without the characters of `chars` at its start. */
function trimStartOf(text: string, chars: string): string {
  let start = 0
  while (start < text.length && chars.includes(text[start])) start++
  return start === 0 ? text : text.slice(start)
}

/** `text` without the characters of `chars` at either end. */
export function trimBothOf(text: string, chars: string): string {
  return trimEndOf(trimStartOf(text, chars), chars)
}
