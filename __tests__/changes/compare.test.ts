import { describe, expect, it } from '@jest/globals'
import { canonicalDigest } from '../../src/changes/canonical-item.js'
import { compareContent, hasChanges } from '../../src/changes/compare.js'
import { projectContent } from '../../test-support/project-content.js'

describe('canonical item form', () => {
  const graph = [
    '<Graph ClassName="SOOrderEntry_Extension" Source="#CDATA" IsNew="True" FileType="ExistingGraph">',
    '\t<CDATA name="Source"><![CDATA[using PX.Data;',
    'namespace Demo',
    '{',
    '}]]></CDATA>',
    '</Graph>'
  ]

  it('ignores indentation, attribute order and line endings', () => {
    const saved = graph.join('\n')
    const rebuilt = [
      '<Graph FileType="ExistingGraph" IsNew="True" ClassName="SOOrderEntry_Extension" Source="#CDATA">',
      '        <CDATA name="Source"><![CDATA[using PX.Data;',
      'namespace Demo',
      '{',
      '}]]></CDATA>',
      '    </Graph>'
    ].join('\r\n')
    expect(canonicalDigest(rebuilt)).toBe(canonicalDigest(saved))
  })

  it('sees a change of code, of an attribute value, or a child added', () => {
    const base = canonicalDigest(graph.join('\n'))
    expect(canonicalDigest(graph.join('\n').replace('namespace Demo', 'namespace Demo2'))).not.toBe(
      base
    )
    expect(canonicalDigest(graph.join('\n').replace('IsNew="True"', 'IsNew="False"'))).not.toBe(
      base
    )
    expect(canonicalDigest(graph.join('\n').replace('</Graph>', '<Extra/></Graph>'))).not.toBe(base)
  })

  it('keeps white space inside CDATA and the order of children', () => {
    const a = '<Sql><CDATA name="Script"><![CDATA[SELECT  1]]></CDATA><x/><y/></Sql>'
    expect(canonicalDigest(a.replace('SELECT  1', 'SELECT 1'))).not.toBe(canonicalDigest(a))
    expect(canonicalDigest(a.replace('<x/><y/>', '<y/><x/>'))).not.toBe(canonicalDigest(a))
  })

  it("ignores a File item's FileID (a source-control folder does not keep it), nothing else", () => {
    const file = '<File AppRelativePath="Bin\\Acme.dll" />'
    expect(canonicalDigest('<File FileID="4f1c" AppRelativePath="Bin\\Acme.dll" />')).toBe(
      canonicalDigest(file)
    )
    expect(canonicalDigest('<File AppRelativePath="Bin\\Acme.dll" Other="1" />')).not.toBe(
      canonicalDigest(file)
    )
    // Only the item's own FileID: on another element, or on a child, it is content.
    expect(canonicalDigest('<Sql TableName="T" FileID="1" />')).not.toBe(
      canonicalDigest('<Sql TableName="T" />')
    )
    expect(canonicalDigest('<File AppRelativePath="a"><File FileID="1" /></File>')).not.toBe(
      canonicalDigest('<File AppRelativePath="a"><File /></File>')
    )
  })

  it('does not confuse a value with its delimiters', () => {
    expect(canonicalDigest('<a b="1" c="2"/>')).not.toBe(
      canonicalDigest('<a b="1&quot; c=&quot;2"/>')
    )
  })

  it('refuses text that is not well-formed', () => {
    expect(() => canonicalDigest('<a><b></a>')).toThrow()
  })
})

describe('compareContent', () => {
  const content = projectContent

  it('names added, changed and removed items and files', () => {
    const stored = content(
      { 'Code#SOOrderEntry_Extension': 'g1', 'GenericInquiryScreen#Old': 'i1' },
      { 'Bin/Old.dll': 'd1', 'Pages/SO/SO301000.aspx': 'p1' }
    )
    const next = content(
      {
        'Code#SOOrderEntry_Extension': 'g2',
        'GenericInquiryScreen#Old': 'i1',
        'GenericInquiryScreen#New': 'i2'
      },
      { 'Pages/SO/SO301000.aspx': 'p1' }
    )
    const changes = compareContent(stored, next)
    expect(changes).toEqual({
      added: ['GenericInquiryScreen#New'],
      changed: ['Code#SOOrderEntry_Extension'],
      removed: ['Bin/Old.dll']
    })
    expect(hasChanges(changes)).toBe(true)
  })

  it('lists everything as added on a first deploy, and nothing for the same content', () => {
    const next = content({ 'Code#A': 'x' }, { 'Bin/A.dll': 'y' })
    expect(compareContent(undefined, next)).toEqual({
      added: ['Code#A', 'Bin/A.dll'],
      changed: [],
      removed: []
    })
    expect(hasChanges(compareContent(next, next))).toBe(false)
  })

  it('counts a File item and the file it names once: a first deploy of 6 items and 2 files adds 6', () => {
    // Before: 4 items + 2 File items + their 2 files were counted as 8.
    const next = content(
      {
        'Code#A': 'a',
        'Code#B': 'b',
        'GenericInquiryScreen#Sales': 'g',
        'SCREEN#SO301000': 's',
        'File#Bin\\Acme.dll': 'fi1',
        'File#Pages\\SO\\SO301000.aspx': 'fi2'
      },
      { 'Bin/Acme.dll': 'd1', 'Pages/SO/SO301000.aspx': 'p1' }
    )
    const changes = compareContent(undefined, next)
    expect(changes.added).toEqual([
      'Code#A',
      'Code#B',
      'GenericInquiryScreen#Sales',
      'SCREEN#SO301000',
      'Bin/Acme.dll',
      'Pages/SO/SO301000.aspx'
    ])
    expect(hasChanges(compareContent(next, next))).toBe(false)
  })

  it('a file changes when its bytes or its item change; File and PerTenantFile on one path are one entry', () => {
    const stored = content(
      { 'File#Bin\\A.dll': 'i1', 'PerTenantFile#Bin\\A.dll': 't1', 'File#Bin\\B.dll': 'i2' },
      { 'Bin/A.dll': 'a1', 'bin/b.dll': 'b1' }
    )
    const bytes = content(
      { 'File#Bin\\A.dll': 'i1', 'PerTenantFile#Bin\\A.dll': 't1', 'File#Bin\\B.dll': 'i2' },
      { 'Bin/A.dll': 'a2', 'bin/b.dll': 'b1' }
    )
    expect(compareContent(stored, bytes)).toEqual({
      added: [],
      changed: ['Bin/A.dll'],
      removed: []
    })
    const item = content(
      { 'File#Bin\\A.dll': 'i1', 'PerTenantFile#Bin\\A.dll': 't2', 'File#Bin\\B.dll': 'i2' },
      { 'Bin/A.dll': 'a1', 'bin/b.dll': 'b1' }
    )
    expect(compareContent(stored, item)).toEqual({ added: [], changed: ['Bin/A.dll'], removed: [] })
    // A File item without its file in the package stays an item of its own.
    const orphan = content({ 'File#Bin\\C.dll': 'i3' }, {})
    expect(compareContent(undefined, orphan).added).toEqual(['File#Bin\\C.dll'])
  })
})
