// The command line's fleet over three simulated instances, in-process (docs/fleet.md): the rings
// one after the other, a failure in ring 0 halting the rings after it (halt-after 0, the default),
// each instance with its own password variable, and the report printed at the end.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startSimulator, type Simulator, type SimulatorOptions } from '../../simulator/index.js'
import { main } from '../../src/hosts/cli/main.js'
import { PROJECT, sampleProjectPath } from '../../test-support/world.js'

const sims: Simulator[] = []
const folders: string[] = []
afterEach(async () => {
  await Promise.all(sims.splice(0).map(sim => sim.close()))
  await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
})

const NAMES = ['alpha', 'beta', 'gamma'] as const
const RINGS = { alpha: 0, beta: 1, gamma: 1 }
/** Each instance its own password: a deploy logged in with another's would be refused. */
const passwordOf = (name: string): string => `Pw-${name}-7f3c9e1a`

const FAILED_PUBLISH: SimulatorOptions['publishEndScript'] = [
  {
    json: {
      isFailed: true,
      log: [{ timestamp: '2026-12-06T06:00:00Z', logType: 'error', message: 'Publish failed.' }]
    }
  }
]

async function fleet(
  flags: string[],
  options: {
    failing?: string[]
    env?: Record<string, string>
    /** Scripts one instance's simulator further (a long publish, a signal on a request). */
    tune?: (name: string) => Partial<SimulatorOptions>
  } = {}
): Promise<{
  code: number
  out: string
  err: string
  requests: Map<string, number[]>
  results: string
}> {
  let sequence = 0
  const requests = new Map<string, number[]>(NAMES.map(name => [name, []]))
  const lines: string[] = []
  for (const name of NAMES) {
    const sim = await startSimulator({
      users: [{ name: 'deployer', password: passwordOf(name) }],
      publishEndScript: options.failing?.includes(name) ? FAILED_PUBLISH : [{ text: 'true' }],
      ...options.tune?.(name),
      onRequest: request => {
        requests.get(name)?.push(sequence++)
        options.tune?.(name).onRequest?.(request)
      }
    })
    sims.push(sim)
    lines.push(
      `  - name: ${name}`,
      `    url: ${sim.url}`,
      `    ring: ${RINGS[name]}`,
      `    username: deployer`,
      `    password-env: PW_${name.toUpperCase()}`
    )
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fleet-deploy-'))
  folders.push(folder)
  const inventory = path.join(folder, 'acumatica-instances.yml')
  await writeFile(inventory, `instances:\n${lines.join('\n')}\n`)
  const results = path.join(folder, 'results')
  let out = ''
  let err = ''
  const code = await main(
    [
      'fleet',
      ...flags,
      '--inventory',
      inventory,
      '--results',
      results,
      '--project-name',
      PROJECT,
      '--project-path',
      path.relative(process.cwd(), sampleProjectPath),
      '--backup',
      'false',
      '--poll-interval',
      '0.05'
    ],
    {
      stdout: text => void (out += text),
      stderr: text => void (err += text),
      env: {
        HOME: folder,
        ...Object.fromEntries(NAMES.map(name => [`PW_${name.toUpperCase()}`, passwordOf(name)])),
        ...options.env
      }
    }
  )
  return { code, out, err, requests, results }
}

describe('fleet deploy over three instances', () => {
  it('deploys ring 0, then ring 1 (two at once), and reports every instance published', async () => {
    const run = await fleet(['deploy', '--parallel', '2'])
    expect(run.code).toBe(0)
    const alpha = run.requests.get('alpha') ?? []
    const later = [...(run.requests.get('beta') ?? []), ...(run.requests.get('gamma') ?? [])]
    expect(alpha.length).toBeGreaterThan(0)
    expect(run.requests.get('beta')?.length).toBeGreaterThan(0)
    expect(run.requests.get('gamma')?.length).toBeGreaterThan(0)
    // Every request of ring 1 came after the last of ring 0 (its logout).
    expect(Math.min(...later)).toBeGreaterThan(Math.max(...alpha))
    // The lines of each deploy carry its instance's name.
    expect(run.err).toMatch(/^\[beta\] /m)
    expect(run.err).toContain(
      'Ring 0 failed on 0 instances (failed or did not report; --halt-after 0): ring 1 goes on.'
    )
    // The report: one row per instance, the project and what ran.
    expect(run.out).toContain('Fleet report')
    expect(run.out).toContain('3 instances: 3 ok')
    for (const name of NAMES) expect(run.out).toContain(name)
    expect((await readdir(run.results)).sort()).toEqual(NAMES.map(name => `result-${name}.json`))
    const beta = JSON.parse(await readFile(path.join(run.results, 'result-beta.json'), 'utf8'))
    expect(beta).toMatchObject({
      instance: 'beta',
      result: 'published',
      projects: [{ name: PROJECT }]
    })
    // No password in the log or the report.
    for (const name of NAMES) expect(run.out + run.err).not.toContain(passwordOf(name))
  })

  it('a failure in ring 0 halts the rings after it (halt-after 0): nothing is sent to ring 1, exit 1', async () => {
    const run = await fleet([], { failing: ['alpha'] })
    expect(run.code).toBe(1)
    expect(run.requests.get('alpha')?.length).toBeGreaterThan(0)
    expect(run.requests.get('beta')).toEqual([])
    expect(run.requests.get('gamma')).toEqual([])
    expect(run.err).toContain('ring 1 and the rings after it are not deployed')
    expect(run.out).toContain('3 instances: 0 ok, 1 failed, 2 halted')
    expect(run.out).toContain('not deployed: halted')
  })

  it('with --halt-after 1 ring 1 still deploys; the report fails on the failed instance', async () => {
    const run = await fleet(['deploy', '--halt-after', '1'], { failing: ['alpha'] })
    expect(run.code).toBe(1)
    expect(run.requests.get('beta')?.length).toBeGreaterThan(0)
    expect(run.out).toContain('3 instances: 2 ok, 1 failed')
  })

  it('an instance whose password variable is not set fails before anything is sent', async () => {
    const run = await fleet(['deploy'], { env: { PW_GAMMA: '' } })
    expect(run.code).toBe(1)
    expect(run.err + run.out).toContain(
      'instance gamma (line 12 of the inventory): the environment variable PW_GAMMA (its password-env) is not set'
    )
    for (const name of NAMES) expect(run.requests.get(name)).toEqual([])
  })

  it('Ctrl-C during ring 0: the running deploy ends cancelled and logged out, no other starts, exit 130', async () => {
    const paths: string[] = []
    let signalled = false
    // halt-after 5: the gate would let ring 1 start; the cancellation alone stops it.
    const run = await fleet(['deploy', '--halt-after', '5'], {
      tune: name =>
        name === 'alpha'
          ? {
              publishTakesMs: 5000,
              onRequest: request => {
                paths.push(request.path)
                // While the publish runs: the signal a terminal's Ctrl-C sends.
                if (
                  !signalled &&
                  request.path.endsWith('/publishEnd') &&
                  paths.includes('/CustomizationApi/publishBegin')
                ) {
                  signalled = true
                  setImmediate(() => process.emit('SIGINT'))
                }
              }
            }
          : {}
    })
    expect(signalled).toBe(true)
    expect(run.code).toBe(130)
    expect(run.requests.get('beta')).toEqual([])
    expect(run.requests.get('gamma')).toEqual([])
    // The session the deploy opened is released before the fleet ends.
    expect(paths[paths.length - 1]).toBe('/entity/auth/logout')
    expect(run.out).toMatch(/0 \| alpha \| cancelled/)
  })

  it('a lockout no stop could end fails the fleet and halts the next ring, whatever the deploy published', async () => {
    const endpoint = { endpoint: 'Lock', version: '1', entity: 'ApplyUpdate' }
    const run = await fleet(
      ['deploy', '--maintenance-endpoint', 'Lock/1/ApplyUpdate', '--verify-timeout', '0.5'],
      {
        tune: name => ({
          applyUpdates:
            name === 'alpha'
              ? { ...endpoint, answers: { stopLockoutCommand: { status: 503 } } }
              : endpoint
        })
      }
    )
    expect(run.code).toBe(1)
    expect(run.out).toMatch(/0 \| alpha \| published; users may still be locked out/)
    expect(run.out).toContain('end it on its Apply Updates screen (Stop Lockout)')
    expect(run.err).toContain('alpha: published; users may still be locked out.')
    // Counted by the gate: ring 1 is not deployed.
    expect(run.requests.get('beta')).toEqual([])
    expect(run.out).toContain('1 with users maybe still locked out, 2 halted')
  })

  it('fleet plan prints the rings and sends nothing', async () => {
    const run = await fleet(['plan'])
    expect(run.code).toBe(0)
    expect(run.out).toContain('Ring 0: 1 instance')
    expect(run.out).toContain('Ring 1: 2 instances')
    for (const name of NAMES) expect(run.requests.get(name)).toEqual([])
  })
})
