// npm run as a user runs it, from the tests and benchmarks: `npm pack` of this repository and
// `npm exec` of the tarball. npm's own JavaScript is run with this process's Node (Node 24 in
// `npm run jest`), so no shell and no `npm.cmd` is needed on Windows.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** npm-cli.js: the npm that runs this script (npm_execpath), else the one beside node. */
function npmCli(): string {
  const candidates = [
    process.env.npm_execpath ?? '',
    // Windows installs npm beside node.exe, the others under ../lib.
    path.join(path.dirname(process.execPath), 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    path.join(
      path.dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'bin',
      'npm-cli.js'
    )
  ]
  const found = candidates.find(file => /npm-cli\.js$/.test(file) && existsSync(file))
  if (!found) throw new Error(`npm-cli.js not found (tried ${candidates.join(', ')})`)
  return found
}

/**
 * This process's environment without npm's settings (`npm run` passes `npm_config_*` and the
 * package's fields down; CI's setup-node sets NPM_CONFIG_USERCONFIG): the child npm reads only
 * its flags. This Node's folder comes first on PATH, so the bin's `#!/usr/bin/env node` finds it.
 */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {}
  let pathKey = 'PATH'
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^npm_/i.test(key)) continue
    if (key.toUpperCase() === 'PATH') pathKey = key
    env[key] = value
  }
  env[pathKey] = [path.dirname(process.execPath), env[pathKey] ?? ''].join(path.delimiter)
  return { ...env, ...extra }
}

export interface NpmRun {
  code: number | null
  stdout: string
  stderr: string
  durationMs: number
}

export async function runNpm(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }
): Promise<NpmRun> {
  const started = Date.now()
  const child = spawn(process.execPath, [npmCli(), ...args], {
    cwd: options.cwd,
    env: options.env ?? cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const code = await new Promise<number | null>(resolve => child.on('close', c => resolve(c)))
  clearTimeout(timer)
  return { code, stdout, stderr, durationMs: Date.now() - started }
}
