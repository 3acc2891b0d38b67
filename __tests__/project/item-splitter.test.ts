// The splitter of a stored project.xml into its items: the same items whatever the chunks the
// bytes arrive in, white space between tags moved to the left margin with CRLF, everything else
// byte for byte; what project.xml cannot hold is refused.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { ItemSplitter, ProjectXmlError } from '../../src/project/item-splitter.js'

function split(xml: string | Buffer, cuts: number[] = []): { root: string; items: string[] } {
  const bytes = Buffer.isBuffer(xml) ? xml : Buffer.from(xml, 'utf8')
  let root = ''
  const items: string[] = []
  let current: Buffer[] | undefined
  const splitter = new ItemSplitter({
    root: tag => (root = tag.toString('utf8')),
    itemStart: () => (current = []),
    itemBytes: (bytes, start, end) => current!.push(Buffer.from(bytes.subarray(start, end))),
    itemEnd: () => items.push(Buffer.concat(current!).toString('utf8'))
  })
  let at = 0
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    splitter.feed(bytes.subarray(at, cut))
    at = cut
  }
  splitter.feed(bytes.subarray(at))
  splitter.end()
  return { root, items }
}

const STORED = [
  '\uFEFF<?xml version="1.0" encoding="utf-8"?>',
  '<!-- a comment before the root -->',
  '<Customization level="1" description="a &amp; b" product-version="24.210">',
  '    <Graph ClassName="A" Source="#CDATA">',
  '        <CDATA name="Source"><![CDATA[if (a < b && c]] > 0)',
  '    indented inside CDATA stays]]></CDATA>',
  '    </Graph>',
  '    <!-- dropped between items -->',
  '    <Page path="~/pages/so/so301000.aspx" title=\'x > y\' />',
  '    <Table TableName="ä€😀">',
  '        <Column Text="mixed">some text',
  '            kept</Column>',
  '    </Table>',
  '</Customization>',
  ''
].join('\n')

describe('ItemSplitter', () => {
  it('gives each item moved to the left margin with CRLF between tags, the rest as stored', () => {
    const { root, items } = split(STORED)
    expect(root).toBe('<Customization level="1" description="a &amp; b" product-version="24.210">')
    expect(items).toEqual([
      '<Graph ClassName="A" Source="#CDATA">\r\n    <CDATA name="Source"><![CDATA[if (a < b && c]] > 0)\n    indented inside CDATA stays]]></CDATA>\r\n</Graph>',
      '<Page path="~/pages/so/so301000.aspx" title=\'x > y\' />',
      '<Table TableName="ä€😀">\r\n    <Column Text="mixed">some text\n            kept</Column>\r\n</Table>'
    ])
  })

  it('gives the same items whatever the chunks', () => {
    const bytes = Buffer.from(STORED, 'utf8')
    const whole = split(bytes)
    fc.assert(
      fc.property(fc.array(fc.nat({ max: bytes.length }), { maxLength: 40 }), cuts => {
        expect(split(bytes, cuts)).toEqual(whole)
      }),
      { numRuns: 300 }
    )
  })

  it('refuses what project.xml cannot hold', () => {
    const refused = (xml: string) => () => split(xml)
    expect(refused('<Customization>\n    text between items\n</Customization>')).toThrow(
      ProjectXmlError
    )
    expect(refused('<!DOCTYPE x><Customization />')).toThrow(/DOCTYPE/)
    expect(refused('<Customization />\n<Other />')).toThrow(
      'The stored project.xml has a second root element (at byte 26).'
    )
    expect(refused('<Customization />\nx')).toThrow(/text after the end of <Customization>/)
    expect(refused('<Customization>\n    <Graph ClassName="A">')).toThrow(
      /before <\/Customization>/
    )
    expect(refused('')).toThrow(/no <Customization> root/)
  })

  it('takes an empty project', () => {
    expect(split('<Customization level="0" description="" product-version="24.210" />')).toEqual({
      root: '<Customization level="0" description="" product-version="24.210" />',
      items: []
    })
  })
})
