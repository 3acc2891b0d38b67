// The command line's `lint --sarif` in-process: a symbolic link on the way to the SARIF file (a
// checkout can hold one) is refused, naming the input, and nothing is written outside.
import { afterEach, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { main } from '../../src/hosts/cli/main.js'
import { EXIT } from '../../src/hosts/cli/exit-codes.js'

const started = process.cwd()
const folders: string[] = []
afterEach(async () => {
  process.chdir(started)
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), prefix))
  folders.push(made)
  return made
}

it.each([
  ['the file', 'lint.sarif', 'lint.sarif'],
  ['its folder', 'out/lint.sarif', 'out']
])('lint --sarif refuses a link as %s', async (_what, sarif, linked) => {
  const workspace = await folder('cli-sarif-')
  const outside = await folder('cli-sarif-outside-')
  await writeFile(path.join(outside, 'lint.sarif'), 'mine')
  await mkdir(path.join(workspace, 'acme'))
  await writeFile(
    path.join(workspace, 'acme', 'project.xml'),
    '<Customization level="0" description="Acme" product-version="24.210">\n</Customization>\n'
  )
  await symlink(
    linked === 'out' ? outside : path.join(outside, 'lint.sarif'),
    path.join(workspace, linked)
  )
  process.chdir(workspace)
  let stderr = ''
  const code = await main(['lint', '--project-path', 'acme', '--sarif', sarif], {
    stdout: () => undefined,
    stderr: text => void (stderr += text),
    env: {}
  })
  expect(code).toBe(EXIT.failed)
  expect(stderr).toMatch(/--sarif \(".*lint\.sarif"\) leads through a symbolic link/)
  expect(await readdir(outside)).toEqual(['lint.sarif'])
  expect(await readFile(path.join(outside, 'lint.sarif'), 'utf8')).toBe('mine')
})
