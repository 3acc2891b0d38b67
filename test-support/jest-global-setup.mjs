// jest's globalSetup (jest.config.js): the run's temporary folder. Every os.tmpdir() of the
// tests (their folders, the simulator's, the steps', a child process's that inherits the
// environment) lands in one folder of this run, which jest-global-teardown.mjs checks and removes.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export default function globalSetup() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'acu-jest-run-'))
  globalThis.acuJestRun = {
    folder,
    saved: { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP }
  }
  // Set before jest starts its workers, so they and their children inherit it.
  process.env.TMPDIR = process.env.TMP = process.env.TEMP = folder
}
