// npm run package: dist/main (the main step, plus the @actions/artifact chunk it loads only to
// upload a backup) and dist/post (the post step of both actions), the export action's
// dist/export/main, the lint action's dist/lint/main and the command line's dist/cli, each with
// the licenses of the packages it bundles. ncc neither empties its output folder (an old chunk
// would stay) nor writes one complete license file for a build with two chunks, so this
// script does both.
import { execFile } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const licenses = path.join(root, '.tmp', 'licenses')

const run = promisify(execFile)

// --transpile-only: `npm run typecheck` checks the types; ncc checking them again in each of
// the five builds tripled the time (about 100 s here, past the 60 s some hooks allow).
// src/entries/tsconfig.json and scripts/tsconfig.json give ncc's per-file transpiler ES modules
// (NodeNext cannot tell a file's module kind without its package.json and would emit CommonJS).
async function build(entry, out, ...options) {
  const args = [ncc, 'build', entry, '-o', out, '--transpile-only', '--no-cache', ...options]
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 << 20 })
    process.stdout.write(`${entry} -> ${out}\n${stderr}${stdout}`)
  } catch (error) {
    process.stderr.write(`${entry} -> ${out} failed\n${error.stderr ?? ''}${error.stdout ?? ''}`)
    throw new Error(`ncc could not build ${entry}`, { cause: error })
  }
}

// Builds run side by side, as many at once as the machine has cores (each is one process).
async function inTurns(jobs) {
  const queue = [...jobs]
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job()
  })
  await Promise.all(workers)
}

for (const folder of ['dist/main', 'dist/post', 'dist/export', 'dist/lint', 'dist/cli', licenses]) {
  rmSync(path.join(root, folder), { recursive: true, force: true })
}
await inTurns([
  () => build('scripts/licenses-entry.ts', licenses, '--license', 'licenses.txt'),
  // The command line (bin in package.json): the same steps with the command line's host.
  () => build('src/entries/cli.ts', 'dist/cli'),
  () => build('src/entries/main.ts', 'dist/main'),
  () => build('src/entries/export-main.ts', 'dist/export/main', '--license', 'licenses.txt'),
  () => build('src/entries/lint-main.ts', 'dist/lint/main', '--license', 'licenses.txt'),
  () => build('src/entries/post.ts', 'dist/post', '--license', 'licenses.txt')
])
for (const bundle of ['main', 'cli']) {
  copyFileSync(path.join(licenses, 'licenses.txt'), path.join(root, 'dist', bundle, 'licenses.txt'))
}
rmSync(licenses, { recursive: true, force: true })
