// The command line's side of many instances, in-process against the simulator: --window (exit
// code 8, nothing sent), --result-file, and the stamp from the commit of the git checkout it runs
// in (docs/fleet.md).
import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startSimulator, type Simulator } from '../../simulator/index.js'
import { main } from '../../src/hosts/cli/main.js'
import { PROJECT, USER, sampleProjectPath } from '../../test-support/world.js'

const sims: Simulator[] = []
const folders: string[] = []
afterEach(async () => {
  await Promise.all(sims.splice(0).map(sim => sim.close()))
  await Promise.all(folders.splice(0).map(f => rm(f, { recursive: true, force: true })))
})

async function deploy(
  flags: string[],
  env: Record<string, string> = {}
): Promise<{ code: number; sim: Simulator; out: string; file: string }> {
  const sim = await startSimulator({ users: [USER], publishEndScript: [{ text: 'true' }] })
  sims.push(sim)
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fleet-cli-'))
  folders.push(folder)
  const file = path.join(folder, 'result.json')
  let out = ''
  const code = await main(
    [
      'deploy',
      '--base-url',
      sim.url,
      '--username',
      USER.name,
      '--project-name',
      PROJECT,
      // The CLI's workspace is the folder it runs in: this checkout.
      '--project-path',
      path.relative(process.cwd(), sampleProjectPath),
      '--backup',
      'false',
      '--poll-interval',
      '0.05',
      '--result-file',
      file,
      ...flags
    ],
    {
      stdout: text => void (out += text),
      stderr: text => void (out += text),
      // No GITHUB_SHA: the commit is the checkout's own.
      env: { ACUMATICA_PASSWORD: USER.password, HOME: folder, ...env }
    }
  )
  return { code, sim, out, file }
}

describe('the command line among many instances', () => {
  it('--window outside: exit code 8, no request, the result file says outside-window', async () => {
    const hour = String((new Date().getUTCHours() + 12) % 24).padStart(2, '0')
    const run = await deploy(['--window', `daily ${hour}:00-${hour}:30 UTC`])
    expect(run.code).toBe(8)
    expect(run.sim.requests).toEqual([])
    expect(JSON.parse(await readFile(run.file, 'utf8'))).toMatchObject({ result: 'outside-window' })
    expect(run.out).toContain('The next window opens')
  })

  it('--stamp true stamps the commit of the checkout it runs in; --result-file holds it', async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    // The repository named by the CI's variable; the commit is git's HEAD (no GITHUB_SHA).
    const run = await deploy(['--stamp', 'true'], { GITHUB_REPOSITORY: 'octo-org/erp' })
    expect(run.code).toBe(0)
    expect(JSON.parse(await readFile(run.file, 'utf8'))).toMatchObject({
      result: 'published',
      commit: head,
      run: { id: 'local' }
    })
    const imports = run.sim.requests.filter(r => r.path.endsWith('/CustomizationApi/Import'))
    const description = (imports[0].json as { projectDescription: string }).projectDescription
    expect(description.endsWith(` [octo-org/erp@${head.slice(0, 7)}, run local]`)).toBe(true)
  })
})
