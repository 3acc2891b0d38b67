import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { CanonicalForm, canonicalDigest } from '../../src/changes/canonical-item.js'
import { scanPlainBytes, XmlScanner } from '../../src/project/xml-scan.js'

// The comparison reads plain items with the fast reader and anything else with saxes: an item
// must digest the same either way, or a stored project would differ from its own package.
const byFastReader = (xml: string): string | undefined => {
  const form = new CanonicalForm()
  return scanPlainBytes(Buffer.from(xml), 'item', { sink: form }) && form.digest().toString('hex')
}
const bySaxes = (xml: string): string => {
  const form = new CanonicalForm()
  const scanner = new XmlScanner('item', false, undefined, form)
  scanner.feed(Buffer.from(xml))
  scanner.finish()
  return form.digest().toString('hex')
}
const ofTokens = (xml: string): string => {
  const digest = byFastReader(xml)
  if (digest === undefined) throw new Error(`not plain: ${xml}`)
  return digest
}

describe('canonical digest from the fast reader', () => {
  const items = [
    '<File AppRelativePath="Bin\\Demo.dll" />',
    '<Graph ClassName="SOOrderEntry_Extension" Source="#CDATA" IsNew="True">\r\n\t<CDATA name="Source"><![CDATA[using PX.Data;\r\nnamespace Demo\r\n{\r\n}]]></CDATA>\r\n</Graph>',
    '<Sql TableName="T"><CDATA name="Script"><![CDATA[SELECT  1\rFROM x]]></CDATA><x/><y a="1"/></Sql>',
    '<Page path="~/pages/so/so301000.aspx" pageSource="&lt;%@ Page &amp; &quot;x&quot; %&gt;&#xA;next&#9;tab" />',
    '<a b="line\nbreak" c="&#13;&#10;">text &amp; more\r\n  lines  <b/>tail &#x1F600; é</a>',
    '<a q=\'single "quoted"\' z="1" m="2"><![CDATA[]]></a>',
    '<Report Name="R"><![CDATA[a]]>text between<![CDATA[b]]></Report>'
  ]

  it.each(items)('digests %s as saxes does', xml => {
    expect(ofTokens(xml)).toBe(bySaxes(xml))
    expect(canonicalDigest(xml)).toBe(bySaxes(xml))
  })

  it('digests any generated element as saxes does', () => {
    const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/)
    const value = fc.string({ maxLength: 12 }).map(v =>
      v
        .replace(/[^\x20-\x7e\t\n\r]/g, '')
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('"', '&quot;')
    )
    const element: fc.Arbitrary<string> = fc.letrec(tie => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        value,
        value.map(v => `<![CDATA[${v.replaceAll(']]>', '')}]]>`),
        tie('element')
      ),
      element: fc
        .tuple(
          name,
          fc.uniqueArray(fc.tuple(name, value), { maxLength: 4, selector: ([n]) => n }),
          fc.array(tie('node') as fc.Arbitrary<string>, { maxLength: 4 })
        )
        .map(([tag, attributes, children]) => {
          const attrs = attributes.map(([n, v]) => ` ${n}="${v}"`).join('')
          return children.length === 0
            ? `<${tag}${attrs}/>`
            : `<${tag}${attrs}>${children.join('')}</${tag}>`
        })
    })).element
    let compared = 0
    fc.assert(
      fc.property(element, xml => {
        const fast = byFastReader(xml)
        if (fast === undefined) return
        compared++
        expect(fast).toBe(bySaxes(xml))
      }),
      { numRuns: 300 }
    )
    // The fast reader leaves what it is unsure of to saxes: most generated elements must still
    // be its, or this test would compare nothing.
    expect(compared).toBeGreaterThan(200)
  })

  it('is the SHA-256 of the tokens written one after the other', () => {
    const expected = createHash('sha256')
      .update('<["a",[["b","1"]]]\n')
      .update('t"x"\n')
      .update('>""\n')
      .digest('hex')
    expect(bySaxes('<a b="1"> x </a>')).toBe(expected)
    expect(ofTokens('<a b="1"> x </a>')).toBe(expected)
  })
})
