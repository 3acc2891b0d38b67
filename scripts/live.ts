// npm run test:live: the deploy, verify, export and remove paths of the built command line
// (dist/cli) against a real instance, named by ACUMATICA_LIVE_BASE_URL, ACUMATICA_LIVE_USERNAME,
// ACUMATICA_LIVE_PASSWORD and (optional) ACUMATICA_LIVE_TENANT, so anyone with a test instance
// can check a release. It publishes a throwaway project (ZzLiveTest and 8 random characters, one
// text file, no code and no table, so that nothing of it outlives its removal) and removes it at
// the end, also after a failure. A publish restarts the instance's site: never point it at a
// production instance (CONTRIBUTING.md). Without the variables it says so and succeeds: it is
// never part of `npm test`.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { distCli, runCli, type CliRun } from '../test-support/run-cli.js'

const REQUIRED = ['ACUMATICA_LIVE_BASE_URL', 'ACUMATICA_LIVE_USERNAME', 'ACUMATICA_LIVE_PASSWORD']
const missing = REQUIRED.filter(name => !process.env[name])
if (missing.length > 0) {
  process.stdout.write(
    `test:live skipped: ${missing.join(', ')} not set (set them, and ACUMATICA_LIVE_TENANT if ` +
      'the instance has several tenants, to run it against a test instance).\n'
  )
  process.exit(0)
}
if (!existsSync(distCli)) {
  process.stderr.write(`test:live: ${distCli} is missing: run npm run package first.\n`)
  process.exit(1)
}

// A publish, the site's restart and the verification take minutes on a real instance.
const STEP_TIMEOUT_MS = 20 * 60_000
const project = `ZzLiveTest${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}`
const work = await mkdtemp(path.join(tmpdir(), 'acu-live-'))
const env: Record<string, string> = {
  ACUMATICA_BASE_URL: process.env.ACUMATICA_LIVE_BASE_URL!,
  ACUMATICA_USERNAME: process.env.ACUMATICA_LIVE_USERNAME!,
  ACUMATICA_PASSWORD: process.env.ACUMATICA_LIVE_PASSWORD!,
  ...(process.env.ACUMATICA_LIVE_TENANT
    ? { ACUMATICA_TENANT: process.env.ACUMATICA_LIVE_TENANT }
    : {})
}

let failures = 0
function check(what: string, ok: boolean, run?: CliRun): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}\n`)
  if (!ok) {
    failures += 1
    // The command's own log: it never holds the password (the command masks it).
    if (run)
      process.stdout.write(`     exit ${run.code}\n${indent(run.stderr)}${indent(run.stdout)}`)
  }
}
function indent(text: string): string {
  return text.trim() === '' ? '' : `${text.trimEnd().replace(/^/gm, '     ')}\n`
}
// --json prints the outputs as one object (a JSON output, e.g. published-json, as its value).
function outputs(run: CliRun): Record<string, unknown> {
  try {
    return JSON.parse(run.stdout) as Record<string, unknown>
  } catch {
    return {}
  }
}
async function cli(...args: string[]): Promise<CliRun> {
  return runCli([...args, '--json'], { env, cwd: work, timeoutMs: STEP_TIMEOUT_MS })
}

// The project: one text file under a folder of its own name.
const source = path.join(work, 'project')
const file = `Pages\\ZZ\\${project}.txt`
await mkdir(path.join(source, 'Pages', 'ZZ'), { recursive: true })
await writeFile(
  path.join(source, 'Pages', 'ZZ', `${project}.txt`),
  `${project}: npm run test:live\n`
)
await writeFile(
  path.join(source, 'project.xml'),
  `<Customization level="0" description="npm run test:live, removed at its end">\n` +
    `    <File AppRelativePath="${file}" />\n</Customization>\n`
)
process.stdout.write(`test:live against ${env.ACUMATICA_BASE_URL}, project ${project}\n`)

let deployed = false
try {
  const deploy = await cli('deploy', '--project-name', project, '--project-path', source)
  deployed = deploy.code === 0
  check(`deploy publishes ${project}`, deployed && outputs(deploy).result === 'published', deploy)
  if (deployed) {
    const verify = await cli('verify', '--project-name', project)
    check('verify finds it published', verify.code === 0, verify)

    const exported = path.join(work, 'exported')
    const exportRun = await cli('export', '--project-name', project, '--path', exported)
    const files = exportRun.code === 0 ? await readdir(exported, { recursive: true }) : []
    check(
      'export brings it back with its file',
      exportRun.code === 0 && files.some(name => name.endsWith(`${project}.txt`)),
      exportRun
    )
  }
} finally {
  if (deployed) {
    const remove = await cli('remove', project)
    check(`remove unpublishes ${project}`, remove.code === 0, remove)
    const published = await cli('published')
    const names = outputs(published)['published-json']
    check(
      'published no longer lists it',
      published.code === 0 && Array.isArray(names) && !names.includes(project),
      published
    )
  }
  await rm(work, { recursive: true, force: true })
}
process.stdout.write(
  failures === 0 ? 'test:live passed\n' : `test:live: ${failures} check(s) failed\n`
)
process.exitCode = failures === 0 ? 0 : 1
