// The order of items in project.xml. The engine sorts item keys with the .NET Framework's culture
// comparer, which on Windows is NLS (en-US), not ICU: JavaScript's Intl.Collator orders symbols
// and hyphens differently. NLS, as checked against real exported packages:
//
// 1. letters compared without case, digits before letters, symbols before digits in the order
//    `space ! " # $ % & ( ) * , . / : ; ? @ [ \ ] ^ _ ` { | } ~ + < = >`; `-` and `'` are
//    skipped at this level ("word sort");
// 2. then accents (a letter's combining marks);
// 3. then case: lower case before upper case;
// 4. then the skipped `-` and `'`: a key with fewer of them first, else by their positions;
// 5. then, so that the order is total, the UTF-16 code units.
//
// Each key gets one sort string holding these levels in turn, so that sorting compares plain
// strings (cheap) and every runner, whatever its locale, gives the same order.

/** ASCII symbols in NLS order (the facts name most; the quote, star, slash, colon, question mark,
 * backslash, bar, less-than and greater-than take their NLS places). */
const SYMBOLS = ' !"#$%&()*,./:;?@[\\]^_`{|}~+<=>'
const LEVEL_END = '\u0001'
const SYMBOL_BASE = 0x0030
const OTHER_SYMBOL_BASE = 0x0100
const DIGIT_BASE = 0x9100
const LATIN_BASE = 0x9200
const OTHER_LETTER_BASE = 0x9300

const asciiWeights: number[] = []
for (let code = 0; code < 0x80; code++) {
  const char = String.fromCharCode(code)
  const symbol = SYMBOLS.indexOf(char)
  if (symbol >= 0) asciiWeights[code] = SYMBOL_BASE + symbol
  else if (code >= 0x30 && code <= 0x39) asciiWeights[code] = DIGIT_BASE + code - 0x30
  else if (code >= 0x61 && code <= 0x7a) asciiWeights[code] = LATIN_BASE + code - 0x61
  else if (code >= 0x41 && code <= 0x5a) asciiWeights[code] = LATIN_BASE + code - 0x41
  else asciiWeights[code] = 0x0002 + code // control characters: before every symbol
}

const LETTER = /\p{L}/u
const DIGIT = /\p{Nd}/u

/**
 * The sort string of an item key: `a` sorts before `b` exactly when
 * `itemSortKey(a) < itemSortKey(b)`. Compute it once per key when sorting many.
 */
export function itemSortKey(key: string): string {
  // Nearly every key is ASCII: its levels come from one table, built as character codes.
  const primary: number[] = []
  const cases: number[] = []
  const skipped: number[] = []
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i)
    if (code >= 0x80) return sortKeyOfAny(key)
    if (code === 0x2d || code === 0x27) {
      skipped.push(Math.min(0x21 + i, 0xffff), code === 0x27 ? 0x20 : 0x21)
      continue
    }
    primary.push(asciiWeights[code])
    cases.push(code >= 0x41 && code <= 0x5a ? 0x21 : 0x20)
  }
  return `${fromCodes(primary)}${LEVEL_END}${' '.repeat(primary.length)}${LEVEL_END}${fromCodes(cases)}${LEVEL_END}${fromCodes(skipped)}${LEVEL_END}${key}`
}

function fromCodes(codes: readonly number[]): string {
  let out = ''
  for (let at = 0; at < codes.length; at += 4096) {
    out += String.fromCharCode(...codes.slice(at, at + 4096))
  }
  return out
}

/** The sort string of a key with characters beyond ASCII (the same levels, char by char). */
function sortKeyOfAny(key: string): string {
  let primary = ''
  let accents = ''
  let cases = ''
  let skipped = ''
  let position = 0
  for (const char of key) {
    position++
    const code = char.codePointAt(0) ?? 0
    if (char === '-' || char === "'") {
      skipped += String.fromCharCode(Math.min(0x20 + position, 0xffff), char === "'" ? 0x20 : 0x21)
      continue
    }
    if (code < 0x80) {
      primary += String.fromCharCode(asciiWeights[code])
      accents += ' '
      cases += code >= 0x41 && code <= 0x5a ? '!' : ' '
      continue
    }
    // A letter with accents sorts with its base letter first, its accents deciding later.
    const [base, ...marks] = char.normalize('NFD')
    const baseCode = base.codePointAt(0) ?? 0
    if (baseCode < 0x80 && asciiWeights[baseCode] >= LATIN_BASE) {
      primary += String.fromCharCode(asciiWeights[baseCode])
      cases += baseCode <= 0x5a ? '!' : ' '
    } else {
      primary += String.fromCharCode(otherWeight(char, code))
      cases += char !== char.toLowerCase() ? '!' : ' '
    }
    accents +=
      marks.length === 0
        ? ' '
        : String.fromCharCode(Math.min(0x20 + marks.join('').charCodeAt(0), 0xffff))
  }
  return `${primary}${LEVEL_END}${accents}${LEVEL_END}${cases}${LEVEL_END}${skipped}${LEVEL_END}${key}`
}

function otherWeight(char: string, code: number): number {
  if (DIGIT.test(char)) return DIGIT_BASE + 10
  if (LETTER.test(char)) return OTHER_LETTER_BASE + Math.min(code, 0x6cff)
  return OTHER_SYMBOL_BASE + Math.min(code, 0x8fff)
}

/** Compares two item keys the way the engine orders items (see above). */
export function compareItemKeys(a: string, b: string): number {
  const x = itemSortKey(a)
  const y = itemSortKey(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** Sorts items by their keys in the engine's order, computing each sort string once. */
export function sortByItemKey<T>(items: Iterable<T>, keyOf: (item: T) => string): T[] {
  const bySortKey = new Map<string, T[]>()
  for (const item of items) {
    const sortKey = itemSortKey(keyOf(item))
    const same = bySortKey.get(sortKey)
    if (same) same.push(item)
    else bySortKey.set(sortKey, [item])
  }
  // Plain strings sort natively by their UTF-16 code units, which is what the sort strings need.
  return [...bySortKey.keys()].sort().flatMap(sortKey => bySortKey.get(sortKey) ?? [])
}
