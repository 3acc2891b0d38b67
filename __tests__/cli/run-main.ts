// The command line in-process: main(argv, io) from src/hosts/cli/main.ts with its streams
// captured, in a folder of its own (the process's working folder for the run, as a shell's would
// be), with only the environment given and the password in it or on stdin. The same shape as
// run-cli.ts's runs of dist/cli, so a test reads either; the processes are left for what only a
// process shows (signals, the real binary's exit codes, pipes). Every folder made here, and every
// one a test asks of tempFolder() (test-support/temp-folders.ts), goes after the test file. It
// lives here, not in test-support/: the hosts stand above test-support/ in docs/design.md's layers.
import { afterEach } from '@jest/globals'
import { Readable } from 'node:stream'
import type { SimulatorOptions } from '../../simulator/index.js'
import { main } from '../../src/hosts/cli/main.js'
import type { CliRun } from '../../test-support/run-cli.js'
import { tempFolder } from '../../test-support/temp-folders.js'
import { startWorld, type World } from '../../test-support/world.js'

export interface MainOptions {
  env?: Record<string, string>
  /** What stdin holds (default: nothing). */
  stdin?: string
  /** The working folder of the run (default: a new empty one). */
  cwd?: string
}

export async function runMain(args: string[], options: MainOptions = {}): Promise<CliRun> {
  const cwd = options.cwd ?? (await tempFolder('acu-cli-'))
  // The default backup folder is the user's state folder: one of this run's.
  const state = await tempFolder('acu-cli-state-')
  const stdin = Readable.from([Buffer.from(options.stdin ?? '')]) as unknown as NodeJS.ReadStream
  let stdout = ''
  let stderr = ''
  const io = {
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
    env: { XDG_STATE_HOME: state, ...options.env },
    stdin
  }
  const started = Date.now()
  const before = process.cwd()
  process.chdir(cwd)
  try {
    const code = await main(args, io)
    return { code, signal: null, stdout, stderr, durationMs: Date.now() - started, cwd }
  } finally {
    process.chdir(before)
  }
}

/**
 * The hooks for a file whose tests each start their own simulator and artifact stand-in (as
 * e2e-world.ts's useWorld, without dist/): closed after each test, pass or fail.
 */
export function useCliWorld(defaults: SimulatorOptions = {}): {
  start(options?: SimulatorOptions): Promise<World>
} {
  let current: World | undefined
  afterEach(async () => {
    const started = current
    current = undefined
    await started?.close()
  })
  return {
    async start(options = {}) {
      // A second world would be left running when the test ends.
      if (current) throw new Error('useCliWorld: this test has already started its world')
      current = await startWorld({ ...defaults, ...options })
      return current
    }
  }
}
