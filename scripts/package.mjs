// npm run package: dist/main (the main step) and dist/post, and the export action's
// dist/export/main and dist/export/post, each one chunk with the licenses of
// the packages it bundles. ncc does not empty its output folder (an old chunk would stay), so
// this script does.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ncc = path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')

function build(entry, out, ...options) {
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, ...options], {
    cwd: root,
    stdio: 'inherit'
  })
}

for (const folder of ['dist/main', 'dist/post', 'dist/export']) {
  rmSync(path.join(root, folder), { recursive: true, force: true })
}
build('src/entries/main.ts', 'dist/main', '--license', 'licenses.txt')
build('src/entries/post.ts', 'dist/post', '--license', 'licenses.txt')
build('src/entries/export-main.ts', 'dist/export/main', '--license', 'licenses.txt')
build('src/entries/export-post.ts', 'dist/export/post', '--license', 'licenses.txt')
