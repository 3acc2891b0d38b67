// Bad inputs fail the deploy step with one clear line naming the input, before anything reaches
// the instance; the post step then has nothing to do. In-process with the test runner (moved from
// the e2e tests of dist/, each assertion kept: the exit code as the result's failure, the error
// annotation as that failure, the saved state as the runner's).
import { describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Simulator } from '../../simulator/index.js'
import { expectCleanStepRun, useStepWorld } from '../../test-support/step-world.js'

const world = useStepWorld({ projects: {}, publishEndScript: [{ text: 'true' }] })

interface BadInputCase {
  what: string
  input: string
  inputs: (baseUrl: string) => Record<string, string>
  workspace?: (workspace: string) => Promise<void>
}

const cases: BadInputCase[] = [
  { what: 'missing base-url', input: 'base-url', inputs: () => ({ 'base-url': '' }) },
  {
    what: 'malformed base-url',
    input: 'base-url',
    inputs: () => ({ 'base-url': 'erp.example.com/AcumaticaERP' })
  },
  { what: 'missing username', input: 'username', inputs: () => ({ username: '' }) },
  { what: 'missing password', input: 'password', inputs: () => ({ password: '' }) },
  { what: 'missing project-name', input: 'project-name', inputs: () => ({ 'project-name': '' }) },
  {
    what: 'project-name with a space',
    input: 'project-name',
    inputs: () => ({ 'project-name': 'Sample Project' })
  },
  {
    what: 'project-name starting with a digit',
    input: 'project-name',
    inputs: () => ({ 'project-name': '2Sample' })
  },
  {
    what: 'project-path that does not exist',
    input: 'project-path',
    inputs: () => ({ 'project-path': 'no/such/folder' })
  },
  {
    what: 'project-path without project.xml',
    input: 'project-path',
    inputs: () => ({ 'project-path': 'src' }),
    workspace: async workspace => {
      await mkdir(join(workspace, 'src'))
      await writeFile(join(workspace, 'src', 'readme.txt'), 'not a project')
    }
  },
  {
    what: 'package that is not a zip',
    input: 'package',
    inputs: () => ({ package: 'package.zip' }),
    workspace: async workspace => {
      await writeFile(join(workspace, 'package.zip'), 'this is text, not a zip archive')
    }
  },
  {
    what: 'package that does not exist',
    input: 'package',
    inputs: () => ({ package: 'missing.zip' })
  },
  {
    what: 'negative poll-interval',
    input: 'poll-interval',
    inputs: () => ({ 'poll-interval': '-1' })
  },
  {
    what: 'non-numeric publish-timeout',
    input: 'publish-timeout',
    inputs: () => ({ 'publish-timeout': 'ten minutes' })
  },
  {
    what: 'non-numeric login-attempts',
    input: 'login-attempts',
    inputs: () => ({ 'login-attempts': 'abc' })
  },
  {
    what: 'negative login-retry-delay',
    input: 'login-retry-delay',
    inputs: () => ({ 'login-retry-delay': '-0.5' })
  },
  {
    what: 'fractional project-level',
    input: 'project-level',
    inputs: () => ({ 'project-level': '1.5' })
  },
  {
    what: 'boolean that is not one',
    input: 'validate-only',
    inputs: () => ({ 'validate-only': 'maybe' })
  }
]

describe('bad inputs', () => {
  it.each(cases)('$what: one error naming $input, no request', async badCase => {
    const sim: Simulator = await world.start()
    const run = await world.deploy(sim, badCase.inputs(sim.url), {
      prepareWorkspace: badCase.workspace
    })

    expect(run.result.result).toBe('failed')
    const error = run.result.failure ?? ''
    expect(run.runner.messages('error')).toEqual([])
    expect(error).toContain(`'${badCase.input}'`)
    expect(error.split('\n')).toHaveLength(1)
    expect(sim.requests).toHaveLength(0)
    expect(run.runner.backups).toHaveLength(0)
    expect(run.post).toBe('no-session')
    expect(Object.fromEntries(run.runner.state)).toEqual({})
    expectCleanStepRun(sim, run)
  })
})
