// Assertions every end-to-end run must pass: no secret a person can read, no session left
// open, publishBegin at most once, no login retried after a 401.
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { expect } from '@jest/globals'
import type { StoredArtifact } from '../simulator/artifact-service.js'
import type { Simulator } from '../simulator/index.js'
import type { ActionRun } from './run-action.js'
import { API, USER, cookieValues, requestsTo, type World } from './world.js'
import { readZip } from './zip.js'
import { viewLog } from './log-view.js'

/**
 * The secrets never reach the log (except the ::add-mask:: lines that register them), the
 * summary, the outputs or the publish-log file.
 */
export async function expectNoSecrets(run: ActionRun, secrets: string[]): Promise<void> {
  const publishLog = run.outputs['publish-log']
  const places: Record<string, string> = {
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
    'publish-log file':
      publishLog && existsSync(publishLog) ? await readFile(publishLog, 'utf8') : ''
  }
  const unmaskedLines = run.log
    .split('\n')
    .filter(line => !line.trimStart().startsWith('::add-mask::'))
  for (const secret of secrets) {
    expect(unmaskedLines.filter(line => line.includes(secret))).toEqual([])
    for (const [place, text] of Object.entries(places)) {
      expect({ place, leaks: text.includes(secret) }).toEqual({ place, leaks: false })
    }
  }
}

/**
 * What must hold after every run: no session left open, publishBegin at most once, no login
 * after a login answered 401, no secret anywhere a person can read, POST but for contract-API
 * reads.
 */
export async function expectCleanRun(world: World, run: ActionRun): Promise<void> {
  expectCleanInstance(world.sim)
  await expectNoSecrets(run, [USER.password, ...cookieValues(world.sim)])
}

/** What the instance saw of a clean run, in-process or over dist/ (expectCleanRun's first half). */
export function expectCleanInstance(sim: Simulator): void {
  expect(sim.openSessions()).toBe(0)
  expect(requestsTo(sim, API.publishBegin).length).toBeLessThanOrEqual(1)
  const logins = requestsTo(sim, API.login)
  const firstRefused = logins.findIndex(request => request.status === 401)
  if (firstRefused >= 0) expect(logins.length).toBe(firstRefused + 1)
  // POST only, but the reads of a verified deploy (GET /entity, entity reads, the screens of
  // verify-screens and the pages their redirects lead to on the instance).
  for (const request of sim.requests) {
    const read =
      request.method === 'GET' &&
      /^\/(entity(\/(?!auth\/)|$)|Main$|Frames\/Login\.aspx$)/.test(request.path)
    expect(read ? 'POST' : request.method).toBe('POST')
  }
}

/**
 * A stored artifact that is a backup: the getProject zip uploaded as it is (no zip around it),
 * named `<backup-artifact-name>.zip` and typed application/zip, so that downloading it gives the
 * package itself. Returns its bytes.
 */
export async function backupArtifactBytes(
  artifact: StoredArtifact,
  artifactName: string
): Promise<Buffer> {
  expect(artifact.name).toBe(`${artifactName}.zip`)
  expect(artifact.mimeType).toBe('application/zip')
  expect(artifact.contentType).toBe('application/zip')
  const bytes = await readFile(artifact.path)
  // A zip, and not one around another zip: its entries are the project's files.
  const entries = [...(await readZip(bytes)).keys()]
  expect(entries).toContain('project.xml')
  return bytes
}

/**
 * The exit codes of the main and post steps (the post step always succeeds). On a mismatch the
 * failure shows the run as the Actions page would, so the cause is in the test output.
 */
export function expectExitCodes(run: ActionRun, main: number, post = 0): void {
  const actual = { main: run.main.exitCode, post: run.post?.exitCode ?? null }
  if (actual.main !== main || actual.post !== post) {
    throw new Error(
      `exit codes ${JSON.stringify(actual)}, expected ${JSON.stringify({ main, post })}. The run:\n` +
        viewLog(run.log)
    )
  }
}
