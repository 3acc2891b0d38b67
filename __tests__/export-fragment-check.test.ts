// The check of an item held in memory (CDATA content checked on the bytes, left out of the text
// read) answers exactly what the packager's fast reader answers on the whole fragment: the same
// root element, or "not sure" (then saxes reads the written file and names the problem).
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { checkItem } from '../src/export/fragment-check.js'
import { scanPlainBytes } from '../src/package/xml-scan.js'

const BOM = Buffer.from([0xef, 0xbb, 0xbf])
const fragment = (xml: string | Buffer): Buffer =>
  Buffer.concat([BOM, Buffer.isBuffer(xml) ? xml : Buffer.from(xml, 'utf8')])
const wholeRead = (bytes: Buffer) => scanPlainBytes(bytes, 'item')?.root

describe('checkItem', () => {
  it('reads the root of an item with code in CDATA, the CDATA content never decoded', () => {
    const item = fragment(
      '<Graph ClassName="SOOrderEntry_Extension" Source="#CDATA">\r\n    <CDATA name="Source"><![CDATA[if (a < b && c]] > 0) { /* <!-- ?> ä€😀 */ }]]></CDATA>\r\n</Graph>'
    )
    expect(checkItem(item, 'item')).toEqual({
      name: 'Graph',
      attributes: { ClassName: 'SOOrderEntry_Extension', Source: '#CDATA' },
      firstChild: { name: 'CDATA', attributes: { name: 'Source' } }
    })
  })

  it('reads the first row of a data-set item as the whole read does', () => {
    const item = fragment(
      '<SiteMapNode>\r\n    <data-set>\r\n        <relations format="8" main-table="SiteMap" />\r\n        <layout><table name="SiteMap" /></layout>\r\n        <data>\r\n            <SiteMap><row Title="T" NodeID="4f1a" /></SiteMap>\r\n            <Note><![CDATA[x]]></Note>\r\n        </data>\r\n    </data-set>\r\n</SiteMapNode>'
    )
    expect(checkItem(item, 'item')).toEqual(wholeRead(item))
    expect(checkItem(item, 'item')?.mainRow).toEqual({ Title: 'T', NodeID: '4f1a' })
  })

  it('is not sure of CDATA holding a character XML forbids, nor of bytes that are not UTF-8', () => {
    const cdata = (content: string | Buffer): Buffer =>
      fragment(
        Buffer.concat([
          Buffer.from('<Graph ClassName="A"><CDATA name="Source"><![CDATA['),
          Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
          Buffer.from(']]></CDATA></Graph>')
        ])
      )
    for (const bad of ['a\u0001b', '\u000b', '\u001f', 'x\ufffe', '\uffff']) {
      expect(checkItem(cdata(bad), 'item')).toBeUndefined()
    }
    expect(checkItem(cdata(Buffer.from([0x61, 0xc3])), 'item')).toBeUndefined()
    expect(checkItem(cdata(Buffer.from([0xff])), 'item')).toBeUndefined()
    // Tab, line breaks and every other character pass.
    expect(checkItem(cdata('\t\r\n\u0020\ud7ff\ue000\ufffd😀'), 'item')?.name).toBe('Graph')
  })

  it('does not take text in a comment or processing instruction for a CDATA section', () => {
    // Were `<![CDATA[ --> <b> ]]>` read as CDATA, the comment would seem to end at the last `-->`.
    const inComment = fragment('<a><!-- <![CDATA[ --> <b> ]]> --></a>')
    expect(wholeRead(inComment)).toBeUndefined()
    expect(checkItem(inComment, 'item')).toBeUndefined()
    const inPi = fragment('<a><?pi <![CDATA[ ?> <b> ]]> ?></a>')
    expect(checkItem(inPi, 'item')).toBeUndefined()
    const inAttribute = fragment('<a b="<![CDATA[">]]>"</a>')
    expect(checkItem(inAttribute, 'item')).toBeUndefined()
  })

  it('answers as the whole read does, for any mix of markup, CDATA, comments and odd bytes', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<b>',
        '</b>',
        '<c x="1" y=\'2\'/>',
        '<d z="<![CDATA[">',
        '</d>',
        '<![CDATA[',
        ']]>',
        ']]',
        '<!--',
        '-->',
        '--',
        '<?pi ',
        '?>',
        '<',
        '>',
        '"',
        '&amp;',
        '&bogus;',
        'text',
        ' ',
        '\r\n',
        'ä€😀',
        '\u0001',
        '\ufffe',
        '\ud800'
      ),
      fc.string({ maxLength: 6 })
    )
    const cdata = fc
      .array(piece, { maxLength: 8 })
      .map(parts => `<![CDATA[${parts.join('').replaceAll(']]>', '')}]]>`)
    fc.assert(
      fc.property(
        fc.array(fc.oneof(piece, cdata), { maxLength: 14 }),
        fc.option(fc.integer({ min: 0, max: 255 })),
        (parts, oddByte) => {
          let body = Buffer.from(`<Graph ClassName="A">${parts.join('')}</Graph>`, 'utf8')
          if (oddByte !== null)
            body = Buffer.concat([body.subarray(0, 25), Buffer.from([oddByte]), body.subarray(25)])
          const item = fragment(body)
          expect(checkItem(item, 'item')).toEqual(wholeRead(item))
        }
      ),
      { numRuns: 3000 }
    )
  })
})
