// ACU003's reading of a <Sql> script: statements that create a table or add to one (a column, a
// constraint), each with the batch it runs in (batches end at a GO line, as sqlcmd and the
// engine split them), and whether an existence guard stands in that batch or the table was
// dropped before in the script (drop and create again is a replay-safe pattern).
import { SQL, blankCommentsAndStrings, lineFinder } from './source-text.js'

export interface UnguardedStatement {
  /** `CREATE TABLE` or `ALTER TABLE ... ADD`. */
  statement: string
  table: string
  /** 0-based line within the script. */
  lineInScript: number
}

const GUARD =
  /\bIF\s+(?:NOT\s+)?EXISTS\b|\bCOL_LENGTH\s*\(|\bOBJECT_ID\s*\(|\bsys\s*\.\s*(?:columns|tables|objects|indexes)\b|\bINFORMATION_SCHEMA\b|\bsysobjects\b|\bsyscolumns\b/i
const NAME = String.raw`((?:\[[^\]]{1,128}\]|"[^"]{1,128}"|[\w#@$]{1,128})(?:\s*\.\s*(?:\[[^\]]{1,128}\]|[\w$]{1,128})){0,2})`
const DDL = new RegExp(
  String.raw`\b(CREATE\s+TABLE|ALTER\s+TABLE)\s+${NAME}(\s+(?:WITH\s+(?:NO)?CHECK\s+)?ADD\b)?`,
  'gi'
)
const DROP = new RegExp(String.raw`\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${NAME}`, 'gi')
// No two blank runs side by side with only optional parts between them (`[ \t]*;?[ \t]*`):
// the engine would try every split of a long run, quadratic in its length.
const GO_LINE = /^[ \t]*GO(?:[ \t]+\d+)?[ \t]*(?:;[ \t]*)?$/gim

/** The last part of a table name, without brackets or quotes, lower-cased. */
function bareName(name: string): string {
  const last = name.split('.').at(-1) ?? name
  return last
    .trim()
    .replace(/^[[\]"]|[[\]"]$/g, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
}

export function unguardedStatements(script: string): UnguardedStatement[] {
  const code = blankCommentsAndStrings(script, SQL)
  const batches: { from: number; to: number }[] = []
  let from = 0
  for (const go of code.matchAll(GO_LINE)) {
    batches.push({ from, to: go.index })
    from = go.index + go[0].length
  }
  batches.push({ from, to: code.length })
  const dropped = new Map<string, number>()
  for (const drop of code.matchAll(DROP)) {
    const table = bareName(drop[1])
    if (!dropped.has(table)) dropped.set(table, drop.index)
  }
  const lineOf = lineFinder(code)
  const found: UnguardedStatement[] = []
  for (const batch of batches) {
    const text = code.slice(batch.from, batch.to)
    if (GUARD.test(text)) continue
    for (const match of text.matchAll(DDL)) {
      const verb = match[1].toUpperCase().replace(/\s+/g, ' ')
      const isAdd = match[3] !== undefined
      if (verb === 'ALTER TABLE' && !isAdd) continue
      const table = bareName(match[2])
      // Temporary tables and table variables live for the batch only.
      if (table.startsWith('#') || table.startsWith('@')) continue
      const at = batch.from + match.index
      const drop = dropped.get(table)
      if (drop !== undefined && drop < at) continue
      found.push({
        statement: verb === 'ALTER TABLE' ? 'ALTER TABLE ... ADD' : 'CREATE TABLE',
        table: match[2].trim(),
        lineInScript: lineOf(at)
      })
    }
  }
  return found
}

/** Every word of a script (lower-cased), comments left out: the columns it may create. */
export function scriptWords(script: string): Set<string> {
  const code = blankCommentsAndStrings(script, SQL)
  return new Set(code.toLowerCase().match(/[a-z_][\w$]*/g) ?? [])
}
