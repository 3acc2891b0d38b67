// The pattern readers' ground: comments and strings blanked with lines and offsets kept, SQL
// batches, C# fields and classes, line look-ups, and the inline silence comment.
import { describe, expect, it } from '@jest/globals'
import { declaredClasses, usrFields } from '../../src/lint/csharp.js'
import {
  CSHARP,
  SQL,
  blankCommentsAndStrings,
  lineFinder,
  silencedRules
} from '../../src/lint/source-text.js'
import { unguardedStatements } from '../../src/lint/sql.js'

describe('blankCommentsAndStrings', () => {
  it('keeps length and line breaks, blanks comments and literals', () => {
    const sql = "SELECT 'it''s -- no comment' -- CREATE TABLE X\r\n/* a\nb */ GO"
    const blanked = blankCommentsAndStrings(sql, SQL)
    expect(blanked).toHaveLength(sql.length)
    expect(blanked).toBe(
      `SELECT ${' '.repeat(21)} ${' '.repeat(17)}\r\n${' '.repeat(4)}\n${' '.repeat(4)} GO`
    )
    const code = 'var a = "x // y\\" z"; var b = @"c:\\""d"; // Usr'
    expect(blankCommentsAndStrings(code, CSHARP)).toBe(
      `var a = ${' '.repeat(12)}; var b = ${' '.repeat(9)}; ${' '.repeat(6)}`
    )
  })
})

describe('lineFinder', () => {
  it('answers the 0-based line of an offset', () => {
    const at = lineFinder('a\nbb\n\nc')
    expect([0, 1, 2, 4, 5, 6].map(at)).toEqual([0, 0, 1, 1, 2, 3])
  })
})

describe('unguardedStatements', () => {
  it('reads batches split at GO lines, with the line of each statement', () => {
    const script = [
      "IF COL_LENGTH('SOOrder','UsrA') IS NULL",
      '  ALTER TABLE SOOrder ADD UsrA int',
      'GO',
      'ALTER TABLE [dbo].[SOOrder] WITH CHECK ADD CONSTRAINT FK_X FOREIGN KEY (A) REFERENCES B(A)',
      'go 2',
      'CREATE TABLE IF NOT EXISTS AcmeLog (X int)'
    ].join('\n')
    expect(unguardedStatements(script)).toEqual([
      { statement: 'ALTER TABLE ... ADD', table: '[dbo].[SOOrder]', lineInScript: 3 }
    ])
  })
})

describe('usrFields and declaredClasses', () => {
  it('finds bound Usr properties and the DACs and graphs declared', () => {
    const code = `
public class SOOrderExt : PXCacheExtension<SOOrder>
{
    [PXDBString(10, IsUnicode = true)]
    [PXStringList(new[] { "A" }, new[] { "B" })]
    public virtual string UsrCode { get; set; }
    [PXString(10)]
    public virtual string UsrLabel { get; set; }
    [PX.Data.PXDBDecimalAttribute(4)]
    public decimal? UsrRate { get; set; }
}
public class AcmeMaint : PXGraph<AcmeMaint> { }
public sealed class AcmeDoc : PX.Data.PXBqlTable, PX.Data.IBqlTable { }`
    expect(usrFields(code).map(f => [f.name, f.attribute, f.lineInCode])).toEqual([
      ['UsrCode', 'PXDBString', 5],
      ['UsrRate', 'PXDBDecimal', 9]
    ])
    expect(declaredClasses(code).map(c => [c.name, c.kind])).toEqual([
      ['AcmeMaint', 'graph'],
      ['AcmeDoc', 'DAC']
    ])
  })
})

describe('silencedRules', () => {
  it('reads the rules named after acu-lint disable, in any case', () => {
    expect([...silencedRules('-- acu-lint: disable ACU003, acu004\n// ACU006')]).toEqual([
      'ACU003',
      'ACU004'
    ])
    expect(silencedRules('-- disable ACU003').size).toBe(0)
  })
})
