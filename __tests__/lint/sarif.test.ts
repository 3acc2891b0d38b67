// The SARIF 2.1.0 log the lint writes for code scanning: valid against the 2.1.0 schema (the one
// @microsoft/jest-sarif ships, with its matcher), locations relative to the repository root,
// fingerprints that survive a moved line; and no lint run ever opens a connection.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { lintProjects, type Finding } from '../../src/lint/lint.js'
import { publishRun, sarifLog } from '../../src/lint/sarif.js'
import type { PublishFinding } from '../../src/lint/publish-findings.js'
import { zipProjectFolder } from '../../src/package/index.js'

// The matchers are CommonJS: loaded as jest-sarif documents them, through require.
const require = createRequire(import.meta.url)
const sarifMatchers = require('@microsoft/jest-sarif') as Parameters<typeof expect.extend>[0]
expect.extend(sarifMatchers)
declare module 'expect' {
  interface Matchers<R> {
    toBeValidSarifLog(): R
  }
}

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lint-sarif-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const finding = (over: Partial<Finding> = {}): Finding => ({
  ruleId: 'ACU003',
  level: 'warning',
  project: 'AcmeProject',
  item: 'Sql#AcmeTable',
  message: 'Sql#AcmeTable: CREATE TABLE AcmeTable has no existence guard.',
  place: { file: 'customizations/Acme Project/_project/Sql_AcmeTable.xml', line: 3 },
  ...over
})

describe('sarifLog', () => {
  it('is a valid SARIF 2.1.0 log, with and without findings', () => {
    expect(sarifLog([], { name: 'lint' })).toBeValidSarifLog()
    const log = sarifLog(
      [
        finding(),
        finding({ ruleId: 'ACU001', level: 'error', item: undefined, place: { file: 'x.zip' } }),
        finding({ ruleId: 'ACU007', level: 'note' })
      ],
      { name: 'lint', version: '1.0.0' }
    )
    expect(JSON.parse(JSON.stringify(log))).toBeValidSarifLog()
  })

  it('is checked for real: a log the schema refuses fails the matcher', () => {
    const log = JSON.parse(JSON.stringify(sarifLog([finding()], { name: 'lint' })))
    log.runs[0].results[0].level = 'fatal'
    expect(() => expect(log).toBeValidSarifLog()).toThrow()
  })

  it('gives locations relative to the repository root, percent-encoded', () => {
    const [result] = sarifLog([finding()], { name: 'lint' }).runs[0].results ?? []
    expect(result.locations?.[0].physicalLocation).toEqual({
      artifactLocation: {
        uri: 'customizations/Acme%20Project/_project/Sql_AcmeTable.xml',
        uriBaseId: '%SRCROOT%'
      },
      region: { startLine: 3 }
    })
    expect(result.ruleId).toBe('ACU003')
    expect(result.ruleIndex).toBe(2)
  })

  it('keeps the fingerprint when only the line moves, not when the item changes', () => {
    const print = (f: Finding): string =>
      sarifLog([f], { name: 'lint' }).runs[0].results?.[0].partialFingerprints?.[
        'acumaticaLint/v1'
      ] ?? ''
    const first = print(finding())
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(print(finding({ place: { ...finding().place, line: 40 } }))).toBe(first)
    expect(print(finding({ item: 'Sql#Other' }))).not.toBe(first)
  })
})

describe('a lint run', () => {
  it('opens no connection, whatever the layout', async () => {
    const connects = [
      jest.spyOn(net.Socket.prototype, 'connect'),
      jest.spyOn(http, 'request'),
      jest.spyOn(https, 'request'),
      jest.spyOn(globalThis, 'fetch')
    ]
    try {
      const folder = path.join(root, 'pkg')
      await mkdir(folder, { recursive: true })
      await writeFile(
        path.join(folder, 'project.xml'),
        '<Customization level="0">\n<Sql TableName="A" CustomScript="#CDATA"><CDATA name="CustomScript"><![CDATA[CREATE TABLE A (X int)]]></CDATA></Sql>\n</Customization>'
      )
      await zipProjectFolder(folder, { exclude: [], outputPath: path.join(root, 'a.zip') })
      const result = await lintProjects(
        [
          { name: 'A', kind: 'folder', path: folder, exclude: [], include: [] },
          { name: 'A', kind: 'package', path: path.join(root, 'a.zip'), exclude: [], include: [] },
          {
            name: 'AcmeTracking',
            kind: 'source-control',
            path: path.resolve('__tests__/fixtures/source-control-project'),
            exclude: [],
            include: []
          }
        ],
        { root, disable: new Set(), isvPrefix: 'Acme', tenantMode: 'Current' }
      )
      const file = path.join(root, 'lint.sarif')
      await writeFile(file, JSON.stringify(sarifLog(result.findings, { name: 'lint' })))
      expect(JSON.parse(await readFile(file, 'utf8'))).toBeValidSarifLog()
      expect(result.findings.length).toBeGreaterThan(2)
      for (const spy of connects) expect(spy).not.toHaveBeenCalled()
    } finally {
      for (const spy of connects) spy.mockRestore()
    }
  })
})

describe('publishRun: the publish log beside the lint', () => {
  const published = (over: Partial<PublishFinding> = {}): PublishFinding => ({
    level: 'error',
    rule: 'CS0103',
    message: "App_RuntimeCode\\AcmeGraph.cs(9,38): error CS0103: The name 'x' does not exist",
    project: 'AcmeProject',
    item: 'Code#AcmeGraph',
    place: { file: 'customizations/Acme Project/project.xml', line: 14 },
    entry: 0,
    ...over
  })

  it('makes one valid SARIF 2.1.0 log of two runs, the findings without a place left out', () => {
    const log = sarifLog([finding()], { name: 'lint' })
    log.runs.push(
      publishRun(
        [
          published(),
          published({
            rule: 'ConflictControlId',
            item: '~/pages/so/so301000.aspx',
            place: { file: 'x/_project/pages_so_so301000_aspx.xml', line: 1 }
          }),
          published({
            rule: 'PublishLogMessage',
            item: undefined,
            place: undefined,
            message: 'Validation failed.'
          }),
          published({ level: 'warning', rule: 'CS0618', place: { file: 'out/Acme.zip' } })
        ],
        { name: 'acumatica-publish' }
      )
    )
    expect(JSON.parse(JSON.stringify(log))).toBeValidSarifLog()
    const run = log.runs[1]
    expect(
      run.results?.map(r => [r.ruleId, r.level, run.tool.driver.rules?.[r.ruleIndex ?? -1]?.id])
    ).toEqual([
      ['CS0103', 'error', 'CS0103'],
      ['ConflictControlId', 'error', 'ConflictControlId'],
      ['CS0618', 'warning', 'CS0618']
    ])
    expect(run.results?.[0].locations?.[0].physicalLocation).toEqual({
      artifactLocation: {
        uri: 'customizations/Acme%20Project/project.xml',
        uriBaseId: '%SRCROOT%'
      },
      region: { startLine: 14 }
    })
    // A zip: the file, no region.
    expect(run.results?.[2].locations?.[0].physicalLocation?.region).toBeUndefined()
  })

  it('keeps the fingerprint when only the line moves', () => {
    const print = (f: PublishFinding): string | undefined =>
      publishRun([f], { name: 'p' }).results?.[0].partialFingerprints?.['acumaticaPublish/v1']
    const place = { file: 'pkg/project.xml', line: 14 }
    expect(print(published({ place: { ...place, line: 40 } }))).toBe(print(published({ place })))
    expect(print(published({ item: 'Code#Other', place }))).not.toBe(print(published({ place })))
  })
})
