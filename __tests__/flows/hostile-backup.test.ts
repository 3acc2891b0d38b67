// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses), with a hostile instance (a
// loopback proxy in front of the simulator that answers getProject itself): a project is deleted
// only when this run created it, and a backup larger than backup-max-size stops the run before
// Import. Each case lost a stored project (or took an oversized backup) on the build before this
// change.
import { afterEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { API, PROJECT, previousVersionZip, requestsTo } from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import {
  json,
  startHostileProxy,
  type HostileAnswer,
  type HostileProxy
} from '../../test-support/hostile-proxy.js'
import { zipBuffer } from '../../simulator/testing.js'

// A publish that fails: on the old build a "first deploy" then ended with the restore's delete.
const steps = useStepWorld({
  publishEndScript: [
    { text: 'false' },
    { json: { isFailed: true, log: [{ logType: 'error', message: 'CS0103: no such name' }] } }
  ]
})
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

let proxy: HostileProxy | undefined
afterEach(async () => {
  await proxy?.close()
  proxy = undefined
})

describe('a hostile getProject answer', () => {
  // Stored but not published (the first two): the old build took them for absent and deleted them.
  it.each<[string, HostileAnswer, RegExp, string[] | undefined]>([
    [
      'an IO error that says "could not find"',
      json(200, {
        log: [
          {
            logType: 'error',
            message: `Could not find file 'C:\\Program Files\\Acumatica ERP\\Site\\${PROJECT}.zip'.`
          }
        ]
      }),
      /getProject of SamplePriority failed: Could not find file/i,
      []
    ],
    [
      'an empty HTTP 200',
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 0 })
        res.end()
      },
      /answered no content for SamplePriority \(HTTP 200\)/,
      []
    ],
    [
      // A wording no instance is known to send (the simulator used to invent this one).
      "a not-found wording that is not the instance's own",
      json(200, {
        log: [
          { logType: 'error', message: `The customization project '${PROJECT}' was not found.` }
        ]
      }),
      /getProject of SamplePriority failed: The customization project/i,
      []
    ],
    [
      'the not-found answer for a project getPublished lists as published',
      json(400, {
        message: 'An error has occurred.',
        exceptionMessage: `The project is not found: ${PROJECT}`
      }),
      /getPublished lists it as published/,
      undefined
    ]
  ])(
    'is a backup failure, not a first deploy: %s stops the run before Import and the stored project stays',
    async (_name, answer, said, published) => {
      const previous = await previousVersionZip()
      const world = await start({ projects: { [PROJECT]: previous }, published })
      proxy = await startHostileProxy(world.sim.url, { '/CustomizationApi/getProject': answer })
      const run = await runDeploy(world, { 'base-url': proxy.url })

      expectExitCode(run, 1)
      const { sim } = world
      // The deployed project is still there, as it was (the old build deleted it).
      expect(sim.storedProjectNames()).toContain(PROJECT)
      expect(sim.storedProject(PROJECT)?.equals(previous)).toBe(true)
      expect(requestsTo(sim, '/CustomizationApi/delete')).toHaveLength(0)
      expect(requestsTo(sim, API.import)).toHaveLength(0)
      expect(requestsTo(sim, API.publishBegin)).toHaveLength(0)
      const errors = run.errors
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(/^Backup failed: /)
      expect(errors[0]).toMatch(said)
      expect(errors[0]).toMatch(/stopped before Import/)
      expect(run.result.outputs.result).toBe('failed')
      expectCleanDeploy(world.sim, run)
    }
  )

  it('with backup: false, the same answers are never asked for and nothing is deleted', async () => {
    const previous = await previousVersionZip()
    const world = await start({ projects: { [PROJECT]: previous } })
    let asked = 0
    proxy = await startHostileProxy(world.sim.url, {
      '/CustomizationApi/getProject': (res, body) => {
        asked++
        json(200, { log: [] })(res, body)
      }
    })
    const run = await runDeploy(world, { 'base-url': proxy.url, backup: 'false' })
    expectExitCode(run, 1)
    expect(asked).toBe(0)
    expect(requestsTo(world.sim, '/CustomizationApi/delete')).toHaveLength(0)
  })
})

describe('the backup size cap', () => {
  it('a getProject answer over backup-max-size stops the run before Import, naming the input', async () => {
    const previous = await previousVersionZip()
    // A real zip of 2 MiB: importable, just larger than the cap.
    const big = await zipBuffer(
      {
        'project.xml': '<Customization level="0" />',
        'Bin\\big.bin': randomBytes(2 * 1024 * 1024)
      },
      { compress: false }
    )
    const world = await start({
      projects: { [PROJECT]: previous },
      publishEndScript: [{ text: 'true' }]
    })
    proxy = await startHostileProxy(world.sim.url, {
      '/CustomizationApi/getProject': json(200, big.toString('base64'))
    })
    const run = await runDeploy(world, { 'base-url': proxy.url, 'backup-max-size': '1' })

    expectExitCode(run, 1)
    expect(requestsTo(world.sim, API.import)).toHaveLength(0)
    expect(world.artifacts.artifacts).toHaveLength(0)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^Backup failed: getProject could not download SamplePriority/)
    expect(errors[0]).toMatch(/more than 1 MiB of zip, the backup size cap/)
    expect(errors[0]).toMatch(/raise backup-max-size \(now 1 MiB\)/)
    expectCleanDeploy(world.sim, run)
  })

  it('refuses a backup-max-size that is not a whole number of MiB before anything is sent', async () => {
    const world = await start()
    const run = await runDeploy(world, { 'backup-max-size': '2GB' })
    expectExitCode(run, 1)
    expect(world.sim.requests).toHaveLength(0)
    expect(run.errors).toEqual([
      `Input 'backup-max-size' ("2GB") must be a whole number from 1 to 1048576.`
    ])
  })
})
