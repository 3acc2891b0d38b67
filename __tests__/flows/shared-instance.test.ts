// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): a live, shared instance.
// Another publish running (waited for, past busy-timeout, 0, a probe the instance cannot answer),
// the lockout through an Apply Updates endpoint (204 and 202 flows, a failure before any Import,
// after a failed publish, a stop that fails, none without it), conflicts first, levels per project,
// removals, and a name with brackets deployed with backups and skip-unchanged. (A cancel that
// leaves the lockout to the post step is shown by dist/ in a process: e2e/shared-instance.test.ts.)
import { describe, expect, it } from '@jest/globals'
import { cp, mkdir } from 'node:fs/promises'
import { tempFolder } from '../../test-support/temp-folders.js'
import path from 'node:path'
import { projectZip } from '../../simulator/testing.js'
import {
  expectCleanDeploy,
  expectExitCode,
  useStepWorld,
  type ActionsWorld as World
} from '../../test-support/step-world.js'
import { API, PROJECT, calls, requestsTo, sampleProjectPath } from '../../test-support/world.js'

// A publish whose log holds no warning: a successful run then prints none.
const steps = useStepWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

const LOCK = '/entity/Lock/1/ApplyUpdate'
const ENDPOINT = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
const SCHEDULE = `POST ${LOCK}/scheduleLockoutCommand`
const STOP = `POST ${LOCK}/stopLockoutCommand`

/** The calls to the Apply Updates endpoint and the Customization API, without the status polls' ids. */
function callsOf(world: World): string[] {
  return calls(world.sim).map(call => call.replace(/\/status\/[^/]+$/, '/status'))
}

describe('another publish on the instance', () => {
  it('a publish running for a while: the run waits, then imports after it ended', async () => {
    const world = await start({ runningPublish: { forMs: 1500 } })
    const run = await runDeploy(world, { 'poll-interval': '0.2' })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const all = calls(world.sim)
    const firstGet = all.indexOf(`POST ${API.getProject}`)
    // Probes until the other publish answered completed, all before anything is read.
    const probes = all.slice(0, firstGet).filter(c => c === `POST ${API.publishEnd}`)
    expect(probes.length).toBeGreaterThanOrEqual(3)
    const answers = requestsTo(world.sim, API.publishEnd).slice(0, probes.length)
    expect(answers.every(r => r.status === 200)).toBe(true)
    const notices = run.notices
    expect(
      notices.some(n => /^Another publish is running on the instance; its last log line: "/.test(n))
    ).toBe(true)
    expect(run.output).toMatch(/The other publish completed after [\d.]+ s of waiting/)
    expect(run.warnings).toEqual([])
    expect(world.sim.imported).toHaveLength(1)
    expect(run.markdown).toContain('Another publish')
    expectCleanDeploy(world.sim, run)
  })

  it('past busy-timeout: busy, nothing imported, no getProject', async () => {
    const world = await start({ runningPublish: { forMs: 60_000 } })
    const run = await runDeploy(world, { 'busy-timeout': '0.6', 'poll-interval': '0.2' })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('busy')
    expect(calls(world.sim)).not.toContain(`POST ${API.getProject}`)
    expect(calls(world.sim)).not.toContain(`POST ${API.import}`)
    const errors = run.errors
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^Another publish was running on the instance for longer than busy-timeout \(0.6 s\); its last log line: ".*"\. Nothing was imported\./
    )
    expect(run.markdown).toContain('Busy')
    expectCleanDeploy(world.sim, run)
  })

  it('busy-timeout 0: busy at the first probe, without a wait', async () => {
    const world = await start({ runningPublish: { forMs: 60_000 } })
    const run = await runDeploy(world, { 'busy-timeout': '0' })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('busy')
    expect(requestsTo(world.sim, API.publishEnd)).toHaveLength(1)
    expect(calls(world.sim).at(-1)).toBe(`POST ${API.logout}`)
  })

  it.each([
    ['HTTP 404', { status: 404 }, true],
    ['{}', { json: {} }, false]
  ])(
    'a probe answered %s: the deploy goes on, without a warning or a notice',
    async (_, idle, unknown) => {
      const world = await start({ publishEndWhenIdle: idle })
      const run = await runDeploy(world)

      expectExitCode(run, 0)
      expect(run.result.outputs.result).toBe('published')
      expect(run.warnings).toEqual([])
      expect(run.notices.filter(n => n.includes('another publish'))).toEqual([])
      // Said where it helps: the summary's row (and an info line).
      const row = /Another publish[^\n]*could not tell \(publishEnd answered HTTP 404\)/
      if (unknown) expect(run.markdown).toMatch(row)
      else expect(run.markdown).not.toContain('Another publish')
      expectCleanDeploy(world.sim, run)
    }
  )
})

describe('the lockout through Apply Updates', () => {
  const lockout = { 'maintenance-endpoint': 'Lock/1/ApplyUpdate' }

  it('204: users locked out after the backup, before the Import; let back in after the verification', async () => {
    const world = await start({ applyUpdates: ENDPOINT })
    const run = await runDeploy(world, lockout)

    expectExitCode(run, 0)
    const all = callsOf(world)
    expect(all.indexOf(SCHEDULE)).toBeGreaterThan(all.indexOf(`POST ${API.getPublished}`))
    expect(all.indexOf(SCHEDULE)).toBeLessThan(all.indexOf(`POST ${API.import}`))
    // After the verification's getPublished, before the post step's logout.
    expect(all.slice(-2)).toEqual([STOP, `POST ${API.logout}`])
    const schedule = requestsTo(world.sim, `${LOCK}/scheduleLockoutCommand`)[0]
    expect(schedule.json).toMatchObject({
      entity: {},
      parameters: {
        LockoutAll: { value: false },
        Reason: { value: `Deploying ${PROJECT}` }
      }
    })
    expect(world.sim.lockout.state).toBe('Unlocked')
    expect(world.sim.lockout.reason).toBe(`Deploying ${PROJECT}`)
    expect(run.markdown).toMatch(
      /Users \(Lock\/1\/ApplyUpdate\)<\/th><td>locked out at .*, let back in at/
    )
    expect(run.warnings).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('202 + Location: each action is polled with GET until 204', async () => {
    const world = await start({
      applyUpdates: {
        ...ENDPOINT,
        answers: {
          scheduleLockoutCommand: { status: 202, polls: 2 },
          stopLockoutCommand: { status: 202 }
        }
      }
    })
    const run = await runDeploy(world, { ...lockout, 'lockout-reason': 'Month-end release' })

    expectExitCode(run, 0)
    const all = callsOf(world)
    const at = all.indexOf(SCHEDULE)
    expect(all.slice(at, at + 4)).toEqual([
      SCHEDULE,
      `GET ${LOCK}/scheduleLockoutCommand/status`,
      `GET ${LOCK}/scheduleLockoutCommand/status`,
      `GET ${LOCK}/scheduleLockoutCommand/status`
    ])
    // 202, one GET answered 202, then 204.
    expect(all.slice(-4)).toEqual([
      STOP,
      `GET ${LOCK}/stopLockoutCommand/status`,
      `GET ${LOCK}/stopLockoutCommand/status`,
      `POST ${API.logout}`
    ])
    expect(world.sim.lockout).toMatchObject({ state: 'Unlocked', reason: 'Month-end release' })
  })

  it('a lockout that fails: no Import, the error names the endpoint and the status', async () => {
    const world = await start({
      applyUpdates: {
        ...ENDPOINT,
        answers: {
          scheduleLockoutCommand: { status: 500, exceptionMessage: 'Lockout is not allowed' }
        }
      }
    })
    const run = await runDeploy(world, lockout)

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(calls(world.sim)).not.toContain(`POST ${API.import}`)
    // A 500 does not say whether the lockout was applied: it is stopped all the same.
    expect(callsOf(world).slice(-3)).toEqual([SCHEDULE, STOP, `POST ${API.logout}`])
    const errors = run.errors
    expect(errors[0]).toMatch(
      /^Could not lock users out through Apply Updates \(Lock\/1\/ApplyUpdate\): Apply Updates scheduleLockoutCommand \(Lock\/1\/ApplyUpdate\) failed with HTTP 500: Lockout is not allowed/
    )
    expectCleanDeploy(world.sim, run)
  })

  it('a failed publish: the stored project is put back, then users are let back in', async () => {
    const world = await start({
      projects: { [PROJECT]: await projectZip() },
      published: [PROJECT],
      applyUpdates: ENDPOINT,
      publishEndScript: [{ json: { isFailed: true, log: 'error CS0103' } }]
    })
    const run = await runDeploy(world, lockout)

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    const all = callsOf(world)
    const restore = all.lastIndexOf(`POST ${API.import}`)
    expect(all.indexOf(`POST ${API.import}`)).toBeLessThan(restore)
    expect(all.slice(restore)).toEqual([`POST ${API.import}`, STOP, `POST ${API.logout}`])
    expect(world.sim.lockout.state).toBe('Unlocked')
  })

  it('a stop that fails: the step fails naming Apply Updates; the post step tries once more', async () => {
    const world = await start({
      applyUpdates: { ...ENDPOINT, answers: { stopLockoutCommand: { status: 500 } } }
    })
    // A 500 may be the site restarting: the stop waits for it up to verify-timeout.
    const run = await runDeploy(world, { ...lockout, 'verify-timeout': '0.3' })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('published')
    const errors = run.errors
    expect(
      errors.some(e =>
        e.includes('A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.')
      )
    ).toBe(true)
    // The run's tries, then the post step's one more.
    expect(callsOf(world).filter(c => c === STOP).length).toBeGreaterThanOrEqual(3)
    expect(run.postErrors[0]).toMatch(/^Users may still be locked out/)
    expect(world.sim.lockout.state).toBe('Locked')
  })

  it.each([
    ['validate-only: true', { 'validate-only': 'true' }],
    ['lockout: false', { lockout: 'false' }]
  ])('%s: no Apply Updates call', async (_, inputs) => {
    const world = await start({ applyUpdates: ENDPOINT })
    const run = await runDeploy(world, { ...lockout, ...inputs })

    expectExitCode(run, 0)
    expect(calls(world.sim).filter(c => c.includes('/entity/Lock/'))).toEqual([])
  })

  it('a maintenance-endpoint that is not Endpoint/Version/Entity: refused before anything is sent', async () => {
    const world = await start({ applyUpdates: ENDPOINT })
    const run = await runDeploy(world, { 'maintenance-endpoint': 'Lock/ApplyUpdate' })

    expectExitCode(run, 1)
    expect(calls(world.sim)).toEqual([])
    expect(run.errors[0]).toMatch(
      /^Input 'maintenance-endpoint' \("Lock\/ApplyUpdate"\) must be Endpoint\/Version\/Entity/
    )
  })
})

describe('several projects on a shared instance', () => {
  it('conflict lines come first in the error and the summary', async () => {
    const conflict = 'Conflict control ID:phDS_ds from page ~/pages/so/so301000.aspx'
    const world = await start({
      publishEndScript: [
        {
          json: {
            isFailed: true,
            log: [
              {
                logType: 'information',
                message: 'Compiled projects: Manufacturing,SamplePriority'
              },
              { logType: 'error', message: conflict },
              { logType: 'error', message: 'Validation failed.' }
            ]
          }
        }
      ]
    })
    const run = await runDeploy(world)

    expectExitCode(run, 1)
    const failure = run.errors.at(-1)!
    expect(
      failure.startsWith(
        `${conflict}. Two projects change the same control: give them different levels`
      )
    ).toBe(true)
    expect(run.markdown.indexOf('### Conflicts')).toBeLessThan(
      run.markdown.indexOf('Errors and warnings')
    )
  })

  it('Name=path@level: each project imported with its own level', async () => {
    const world = await start()
    const run = await runDeploy(
      world,
      {
        'project-name': '',
        'project-path': '.',
        projects: `Core=sample-project@10\nSales=sales@20`
      },
      {
        prepareWorkspace: async workspace => {
          await cp(sampleProjectPath, path.join(workspace, 'sales'), { recursive: true })
        }
      }
    )

    expectExitCode(run, 0)
    expect(world.sim.imported.map(p => [p.name, p.level])).toEqual([
      ['Core', 10],
      ['Sales', 20]
    ])
  })
})

describe('remove', () => {
  const published = async () => ({
    projects: {
      'Manufacturing.20.104.0012.31': await projectZip(),
      AcmeSales: await projectZip(),
      'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3': await projectZip()
    }
  })
  const removeInputs = (names: string) => ({
    'project-name': '',
    'project-path': '.',
    remove: names,
    'backup-artifact-name': '<name>-backup'
  })

  it('remove one: every published project backed up, the others published with merge off', async () => {
    const world = await start(await published())
    const run = await runDeploy(world, removeInputs('acmesales'))

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('removed')
    expect(requestsTo(world.sim, API.getProject)).toHaveLength(3)
    expect(world.artifacts.artifacts.map(a => a.name).sort()).toEqual([
      'AcmeSales-backup.zip',
      'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3-backup.zip',
      'Manufacturing.20.104.0012.31-backup.zip'
    ])
    expect(world.sim.lastPublishBegin).toMatchObject({
      isMergeWithExistingPackages: false,
      projectNames: [
        'Manufacturing.20.104.0012.31',
        'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3'
      ]
    })
    expect(world.sim.published).not.toContain('AcmeSales')
    expect(calls(world.sim)).not.toContain(`POST ${API.import}`)
    expect(run.output).toContain('Nothing was deleted')
    expect(world.sim.storedProjectNames()).toContain('AcmeSales')
    expectCleanDeploy(world.sim, run)
  })

  it('remove all: unpublishAll with the tenant mode', async () => {
    const world = await start({ projects: { AcmeSales: await projectZip() } })
    const run = await runDeploy(world, removeInputs('AcmeSales'))

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('removed')
    expect(world.sim.unpublishAlls).toEqual(['Current'])
    expect(requestsTo(world.sim, API.publishBegin)).toHaveLength(0)
    expect(world.sim.published).toEqual([])
  })

  it('a name that is not published: refused before any backup or publish', async () => {
    const world = await start(await published())
    const run = await runDeploy(world, removeInputs('AcmeSales, Nope'))

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(calls(world.sim).filter(c => c.startsWith('POST /CustomizationApi/'))).toEqual([
      `POST ${API.publishEnd}`,
      `POST ${API.getPublished}`
    ])
    expect(run.errors[0]).toMatch(/^Cannot remove Nope: the instance does not publish it/)
  })

  it('remove beside a project to deploy: refused, nothing sent', async () => {
    const world = await start(await published())
    const run = await runDeploy(world, { remove: 'AcmeSales' })

    expectExitCode(run, 1)
    expect(calls(world.sim)).toEqual([])
    expect(run.errors[0]).toMatch(/^Input 'project-name' cannot be combined with remove/)
  })
})

describe('names with brackets', () => {
  it('an ISV-style name: backups, Import, publish, then skip-unchanged finds it unchanged', async () => {
    const name = 'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3'
    const world = await start({ projects: { [name]: await projectZip() }, published: [name] })
    const workspace = await tempFolder('brackets-')
    await mkdir(path.join(workspace, 'project'))
    await cp(sampleProjectPath, path.join(workspace, 'project'), { recursive: true })
    const deployOnce = (run: number) =>
      runDeploy(
        world,
        {
          'project-name': name,
          'project-path': 'project',
          'skip-unchanged': 'true',
          'backup-artifact-name': `<name>-backup-${run}`
        },
        { workspace, env: { GITHUB_RUN_ID: String(9100 + run) } }
      )

    const first = await deployOnce(1)
    expectExitCode(first, 0)
    expect(first.result.outputs.result).toBe('published')
    expect(world.artifacts.artifacts.map(a => a.name)).toEqual([`${name}-backup-1.zip`])
    expect(world.sim.published).toEqual([name])

    const second = await deployOnce(2)
    expectExitCode(second, 0)
    expect(second.result.outputs.result).toBe('unchanged')
    expect(requestsTo(world.sim, API.import)).toHaveLength(1)
    expect(second.markdown).toContain(name)
  })
})
