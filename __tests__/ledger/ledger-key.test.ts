// The ledger's cache keys: one prefix per instance, tenant and project (so that a prefix lookup
// finds the newest entry of these three, whatever its package), never one that is the start of
// another's, and the digest read back only from keys made for the same scope.
import { describe, expect, it } from '@jest/globals'
import {
  contentDigestOfKey,
  digestOfKey,
  instanceName,
  ledgerKey,
  ledgerPrefix
} from '../../src/ledger/ledger-key.js'

const scope = { baseUrl: 'https://ERP.example.com/AcumaticaERP/', tenant: '', project: 'Sales' }
const run = { id: '4242', attempt: '2' }
const DIGEST = 'ab'.repeat(32)

describe('ledger keys', () => {
  it('name the instance by host, port and path; the same site spelled differently is one name', () => {
    expect(instanceName('https://ERP.example.com/AcumaticaERP/')).toBe(
      'erp.example.com:443/acumaticaerp'
    )
    expect(instanceName('https://erp.example.com:443/acumaticaerp')).toBe(
      'erp.example.com:443/acumaticaerp'
    )
    expect(instanceName('http://erp.example.com/AcumaticaERP')).toBe(
      'erp.example.com:80/acumaticaerp'
    )
    expect(instanceName('https://erp.example.com:8443/Other')).toBe('erp.example.com:8443/other')
  })

  it('put the run and the digest after the prefix, and read the digest back', () => {
    const key = ledgerKey(scope, run, DIGEST)
    expect(key).toBe(
      `acumatica-deploy-ledger-v1|erp.example.com%3A443%2Facumaticaerp||sales|run-4242-2|${DIGEST}`
    )
    expect(key.startsWith(ledgerPrefix(scope))).toBe(true)
    expect(digestOfKey(scope, key)).toBe(DIGEST)
    expect(key).not.toContain(',')
  })

  it('never let one scope be the start of another (Sales vs SalesExtra, tenants, instances)', () => {
    const others = [
      { ...scope, project: 'SalesExtra' },
      { ...scope, tenant: 'Company' },
      { ...scope, baseUrl: 'https://erp.example.com/AcumaticaERP2' },
      { ...scope, baseUrl: 'https://erp.example.com:8443/AcumaticaERP' },
      // A separator inside a name cannot fake another scope.
      { ...scope, tenant: '|sales' }
    ]
    const prefix = ledgerPrefix(scope)
    for (const other of others) {
      const otherKey = ledgerKey(other, run, DIGEST)
      expect(otherKey.startsWith(prefix)).toBe(false)
      expect(digestOfKey(scope, otherKey)).toBeUndefined()
    }
    // Tenant and project names are not case-sensitive on an instance.
    expect(ledgerPrefix({ ...scope, project: 'SALES', tenant: '' })).toBe(prefix)
  })

  it('keep long addresses under the 512 characters the cache allows, commas out', () => {
    const long = { ...scope, baseUrl: `https://erp.example.com/${'a,b'.repeat(300)}` }
    const key = ledgerKey(long, run, DIGEST)
    expect(key.length).toBeLessThanOrEqual(512)
    expect(key).not.toContain(',')
    expect(digestOfKey(long, key)).toBe(DIGEST)
    expect(ledgerPrefix({ ...long, project: 'Other' })).not.toBe(ledgerPrefix(long))
  })

  it('carry the content digest after the package digest; keys without one still read', () => {
    const CONTENT = 'c'.repeat(64)
    const key = ledgerKey(scope, run, DIGEST, CONTENT)
    expect(key).toBe(`${ledgerKey(scope, run, DIGEST)}|${CONTENT}`)
    expect(digestOfKey(scope, key)).toBe(DIGEST)
    expect(contentDigestOfKey(scope, key)).toBe(CONTENT)
    expect(contentDigestOfKey(scope, ledgerKey(scope, run, DIGEST))).toBeUndefined()
    const long = { ...scope, baseUrl: `https://erp.example.com/${'a'.repeat(335)}` }
    expect(ledgerKey(long, run, DIGEST, CONTENT).length).toBeLessThanOrEqual(512)
    const longest = { ...scope, baseUrl: `https://erp.example.com/${'a,b'.repeat(300)}` }
    expect(ledgerKey(longest, run, DIGEST, CONTENT).length).toBeLessThanOrEqual(512)
  })

  it('take no digest from a key that does not end in one', () => {
    expect(digestOfKey(scope, `${ledgerPrefix(scope)}run-1-1|nothex`)).toBeUndefined()
    expect(digestOfKey(scope, `${ledgerPrefix(scope)}${DIGEST}`)).toBeUndefined()
  })
})
