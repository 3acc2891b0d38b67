// npm run package: dist/main (the main step, plus the @actions/artifact chunk it loads only to
// upload a backup) and dist/post (the post step of both actions), the export action's
// dist/export/main and the command line's dist/cli, each with the licenses of the packages it
// bundles. ncc neither empties its output folder (an
// old chunk would stay) nor writes one complete license file for a build with two chunks, so this
// script does both.
import { execFileSync } from 'node:child_process'
import { copyFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const licenses = path.join(root, '.tmp', 'licenses')

function build(entry, out, ...options) {
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, ...options], {
    cwd: root,
    stdio: 'inherit'
  })
}

for (const folder of ['dist/main', 'dist/post', 'dist/export', 'dist/cli', licenses]) {
  rmSync(path.join(root, folder), { recursive: true, force: true })
}
build('src/entries/main.ts', 'dist/main')
build('scripts/licenses-entry.ts', licenses, '--license', 'licenses.txt')
copyFileSync(path.join(licenses, 'licenses.txt'), path.join(root, 'dist', 'main', 'licenses.txt'))
rmSync(licenses, { recursive: true, force: true })
build('src/entries/post.ts', 'dist/post', '--license', 'licenses.txt')
build('src/entries/export-main.ts', 'dist/export/main', '--license', 'licenses.txt')
// The command line (bin in package.json): the same steps with the command line's host.
build('src/entries/cli.ts', 'dist/cli', '--license', 'licenses.txt')
