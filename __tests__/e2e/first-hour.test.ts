// End to end over dist/cli/: what a new user meets in the first hour with the command line and
// only a process shows: a cancelled `export` exits 130. The rest of the first hour (the silent
// host, the input errors' summary, skip-unchanged with a ledger file, `build`) runs in-process:
// __tests__/flows/first-hour.test.ts.
import { describe, expect, it } from '@jest/globals'
import { silentPort } from '../../test-support/ports.js'
import { runCli, waitForOutput } from '../../test-support/run-cli.js'
import { PROJECT, USER } from '../../test-support/world.js'

const PASSWORD_ENV = { ACUMATICA_PASSWORD: USER.password }

describe('a host that accepts the connection and never answers', () => {
  it('a cancelled export in the command line exits 130', async () => {
    const silent = await silentPort()
    try {
      const run = await runCli(
        [
          'export',
          '--base-url',
          `http://127.0.0.1:${silent.port}/AcumaticaERP`,
          '--username',
          USER.name,
          '--project-name',
          PROJECT,
          '--path',
          'customization/Sample'
        ],
        {
          env: PASSWORD_ENV,
          interruptWhen: output => waitForOutput(output, /Export from/),
          timeoutMs: 60_000
        }
      )
      expect(run.code).toBe(130)
      expect(run.stderr).toMatch(/Received SIGINT/)
      expect(run.stdout + run.stderr).toMatch(/cancelled/)
    } finally {
      await silent.close()
    }
  }, 70_000)
})
