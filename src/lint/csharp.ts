// What ACU004 and ACU006 read of C# code: Usr properties bound to a database column by a PXDB
// attribute, and the DACs and graphs a file declares. Patterns over the code with comments and
// strings blanked (source-text.ts), not a C# parser: a miss is a missed warning, never an error.
import { CSHARP, blankCommentsAndStrings, lineFinder } from './source-text.js'

export interface UsrField {
  name: string
  /** The PXDB attribute that binds it (`PXDBString`). */
  attribute: string
  /** 0-based line in the code. */
  lineInCode: number
}

export interface DeclaredClass {
  name: string
  kind: 'DAC' | 'graph'
  lineInCode: number
}

const USR_PROPERTY =
  /\bpublic\s+(?:(?:virtual|override|new)\s+)*[\w.]+(?:\s*<[^;{}()]{0,200}>)?\??(?:\s*\[\s*\])?\s+(Usr\w*)\s*\{/g
// Where the declaration before a property ends: a `{ get; set; }` body, a `{ }` class body (not
// an array's `new[] { }` or an initializer's `= { }` inside an attribute), a statement's `; }`,
// or a region line.
const DECLARATION_END =
  /\{\s*get\s*;\s*set\s*;\s*\}|;\s*\}|(?<![\]=]\s*)\{\s*\}|#(?:end)?region[^\n]*/g
// PXDB attributes that bind no column of their own.
const UNBOUND = /^PXDB(?:Scalar|Calced|Default|LiteDefault|ChildIdentity)(?:Attribute)?$/
const ATTRIBUTE = /[[,]\s*(?:PX\.Data\.)?(PXDB\w*)/g
const LOOK_BACK = 4000

export function usrFields(code: string): UsrField[] {
  const text = blankCommentsAndStrings(code, CSHARP)
  const lineOf = lineFinder(text)
  // Where each declaration ends, found once: each property then looks back to the last one
  // before it (a moving index, as properties come in order), so a file costs one pass.
  const ends = [...text.matchAll(DECLARATION_END)].map(end => end.index + end[0].length)
  let next = 0
  // The previous property's declaration ends there too: its attributes are not this one's, and
  // no text is read twice (4,000 characters again for each of many properties in a row).
  let previousProperty = 0
  const fields: UsrField[] = []
  for (const property of text.matchAll(USR_PROPERTY)) {
    while (next < ends.length && ends[next] <= property.index) next++
    const start = Math.max(
      next > 0 ? ends[next - 1] : 0,
      previousProperty,
      property.index - LOOK_BACK
    )
    previousProperty = property.index + property[0].length
    const attributes = text.slice(start, property.index)
    const bound = [...attributes.matchAll(ATTRIBUTE)]
      .map(match => match[1])
      .find(name => !UNBOUND.test(name))
    // `BqlField = typeof(...)` maps the field onto a column of another table (projections).
    if (bound === undefined || /\bBqlField\s*=/.test(attributes)) continue
    fields.push({
      name: property[1],
      attribute: bound.replace(/Attribute$/, ''),
      lineInCode: lineOf(property.index)
    })
  }
  return fields
}

// The bases start at a non-blank: `:\s*([^{]{1,400})` would read 400 characters again at each
// blank of a long run after the colon.
const CLASS = /\bclass\s+(\w+)\s*(?:<[^>{]{0,200}>\s*)?:\s*([^{\s][^{]{0,399})\{/g

export function declaredClasses(code: string): DeclaredClass[] {
  const text = blankCommentsAndStrings(code, CSHARP)
  const lineOf = lineFinder(text)
  const classes: DeclaredClass[] = []
  for (const match of text.matchAll(CLASS)) {
    const bases = match[2]
    let kind: DeclaredClass['kind'] | undefined
    if (/(?:^|[\s,.])PXGraph\s*</.test(bases)) kind = 'graph'
    else if (/(?:^|[\s,.])(?:IBqlTable|PXBqlTable)\b/.test(bases)) kind = 'DAC'
    if (kind) classes.push({ name: match[1], kind, lineInCode: lineOf(match.index) })
  }
  return classes
}
