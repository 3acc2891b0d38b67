// Benchmark-style check: the lint's scanners (run on fork pull requests and in every deploy) and
// the fast XML reader read any text in linear time. Each is timed on 1 MiB of blanks after the
// words that start one of their patterns: the shapes that made `^[ \t]*GO…[ \t]*;?[ \t]*$`,
// `acu-lint[ \t]*:?[ \t]*disable…` and a processing instruction's `[ \t\r\n]+([^]*?)\?>`
// quadratic ("GO" and 128,000 spaces took 37 s; 1 MiB would take about 40 minutes). The bound
// (2 s each) is generous, for a slow shared machine; the linear forms take milliseconds.
import { describe, expect, it } from '@jest/globals'
import { declaredClasses, usrFields } from '../../src/lint/csharp.js'
import { SQL, blankCommentsAndStrings, silencedRules } from '../../src/lint/source-text.js'
import { scriptWords, unguardedStatements } from '../../src/lint/sql.js'
import { readPlainXml } from '../../src/project/xml-fast.js'

const MIB = 1024 * 1024
const BOUND_MS = 2000

function timed(work: () => unknown): number {
  const started = performance.now()
  work()
  return performance.now() - started
}

/** 1 MiB of `unit` over and over. */
function mebibyteOf(unit: string): string {
  return unit.repeat(Math.ceil(MIB / unit.length)).slice(0, MIB)
}

// Blank runs that end in something no pattern takes (so every way to split them is tried):
// `[ \t]` for the line patterns, `\s` for the others.
const BLANKS = { 'spaces and tabs': ' \t', 'line breaks': ' \r\n' }

type Scanner = (text: string) => unknown
const sql: Scanner = text => {
  unguardedStatements(text)
  scriptWords(text)
  return silencedRules(text)
}
const csharp: Scanner = text => {
  usrFields(text)
  declaredClasses(text)
  return silencedRules(text)
}
const xml: Scanner = text => [readPlainXml(text), readPlainXml(`<r>${text}</r>`)]

// What starts a pattern, for each reader (the longest start: the shorter ones fail sooner).
const HEADS: Array<[string, Scanner, string[]]> = [
  [
    'SQL',
    sql,
    [
      'GO',
      'GO 5',
      'acu-lint',
      'acu-lint disable',
      'acu-lint disable ACU003',
      'CREATE TABLE a',
      'ALTER TABLE [dbo].[a] WITH CHECK',
      'DROP TABLE IF',
      'IF NOT',
      'sys .'
    ]
  ],
  [
    'C#',
    csharp,
    [
      'public virtual',
      'public int',
      'public List<int>',
      'public int [',
      '[PXDBInt,',
      '= {',
      '{ get ;',
      'class A<T>',
      'class A :'
    ]
  ],
  ['XML', xml, ['<?x', "<?xml version='1.0'", '<a b =', '</a']]
]

const cases: Array<[string, Scanner, string]> = HEADS.flatMap(([language, scan, heads]) =>
  heads.flatMap(head =>
    Object.entries(BLANKS).map(([blanks, unit]): [string, Scanner, string] => [
      `${language}: ${JSON.stringify(head)} and 1 MiB of ${blanks}`,
      scan,
      `${head}${mebibyteOf(unit)}x`
    ])
  )
)

// Many short pieces in a row: each pattern's look-ahead must not read the rest again and again.
const REPEATED: Array<[string, Scanner, string]> = [
  ['GO lines', sql, 'GO \n'],
  ['silence comments', sql, '-- acu-lint disable ACU001, \n'],
  ['table names', sql, 'CREATE TABLE a.'],
  ['bound Usr properties', csharp, '[PXDBInt] public int? UsrA {'],
  ['class headers without a body', csharp, 'class A : B '],
  ['unclosed comments', csharp, '/*'],
  ['unclosed strings', sql, "'"],
  ['processing instructions', xml, '<?x ?>']
]

describe('the lint scanners and the fast XML reader run in linear time (1 MiB each)', () => {
  it.each(cases)('%s', (_what, scan, text) => {
    expect(timed(() => scan(text))).toBeLessThan(BOUND_MS)
  })

  it.each(REPEATED)('SQL, C#, XML: 1 MiB of %s', (_what, scan, unit) => {
    expect(timed(() => scan(mebibyteOf(unit)))).toBeLessThan(BOUND_MS)
  })

  it('blanks 1 MiB of comment in linear time', () => {
    const comment = `--${mebibyteOf(' ')}`
    expect(timed(() => blankCommentsAndStrings(comment, SQL))).toBeLessThan(BOUND_MS)
  })
})

describe('the linear forms read what the old ones read', () => {
  it('splits batches at GO lines with blanks, a count and a semicolon', () => {
    const table = (n: number): string => `CREATE TABLE T${n} (X int)`
    for (const go of ['GO', ' go ', '\tGO 2', 'GO;', 'GO ; ', 'GO 3 ;\t', 'Go\t;']) {
      // A guard in the first batch only: the second batch's statement is found.
      const script = `IF OBJECT_ID('T1') IS NULL\n${table(1)}\n${go}\n${table(2)}`
      expect(unguardedStatements(script).map(found => found.table)).toEqual(['T2'])
    }
    for (const notGo of ['GO x', 'GO;;', 'GOTO', 'GO 2 3']) {
      const script = `IF OBJECT_ID('T1') IS NULL\n${table(1)}\n${notGo}\n${table(2)}`
      expect(unguardedStatements(script)).toEqual([])
    }
  })

  it('reads the silence comment in each of its spellings', () => {
    for (const comment of [
      'acu-lint disable ACU003',
      'acu-lint:disable ACU003',
      'acu-lint : disable=ACU003',
      'ACU-LINT\tdisable:\tacu003, ACU004'
    ]) {
      expect([...silencedRules(`-- ${comment}`)]).toContain('ACU003')
    }
    expect([...silencedRules('-- acu-lint disable: ACU003,ACU004')]).toEqual(['ACU003', 'ACU004'])
    expect(silencedRules('-- acu-lint:: disable ACU003').size).toBe(0)
    expect(silencedRules('-- acu-lint disable == ACU003').size).toBe(0)
  })

  it('reads the bases of a class after blanks and line breaks', () => {
    expect(declaredClasses('class G :\n   PXGraph<G>\n{')).toEqual([
      { name: 'G', kind: 'graph', lineInCode: 0 }
    ])
    expect(declaredClasses('class A : {')).toEqual([])
  })

  it("keeps each property's attributes to itself", () => {
    const code = '[PXDBInt] public int? UsrA {\n[PXInt] public int? UsrB { get; set; }'
    expect(usrFields(code)).toEqual([{ name: 'UsrA', attribute: 'PXDBInt', lineInCode: 0 }])
  })

  it('reads processing instructions: target, body, the first ?> ends them', () => {
    expect(readPlainXml('<r><?keep  this ?><?t?></r>')?.tokens).toEqual([
      { kind: 'open', name: 'r', attributes: {}, selfClosing: false },
      { kind: 'pi', target: 'keep', body: 'this ' },
      { kind: 'pi', target: 't', body: '' },
      { kind: 'close' }
    ])
    expect(readPlainXml('<r><?a b?c?></r>')?.tokens[1]).toEqual({
      kind: 'pi',
      target: 'a',
      body: 'b?c'
    })
    for (const odd of ['<r><?x', '<r><??></r>', '<r><?x?y?></r>', '<r><?xml a?></r>'])
      expect(readPlainXml(odd)).toBeUndefined()
  })
})
