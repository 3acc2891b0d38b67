// The command line's small pieces: exit codes per result, the summary as text, the names of
// the environment variables, and that every input of the actions becomes a flag.
import { describe, expect, it } from '@jest/globals'
import { actionInputs, envName } from '../../src/hosts/cli/action-inputs.js'
import { exitCodeOf } from '../../src/hosts/cli/exit-codes.js'
import { renderText } from '../../src/report/plain-text.js'
import { quote } from '../../src/shared/summary.js'
import { parseActionInputs } from '../../test-support/action-yml.js'
import { readFileSync } from 'node:fs'

describe('command line pieces', () => {
  it('0 only for the results that leave nothing to do; unknown results are failures', () => {
    for (const ok of ['published', 'validated', 'unchanged', 'planned'])
      expect(exitCodeOf(ok)).toBe(0)
    expect(exitCodeOf('failed')).toBe(1)
    expect(exitCodeOf('timed-out')).toBe(3)
    expect(exitCodeOf('rolled-back')).toBe(4)
    expect(exitCodeOf('unverified')).toBe(5)
    // Many instances (docs/fleet.md): outside the window (no failure, but not a deploy), drift.
    expect(exitCodeOf('outside-window')).toBe(8)
    expect(exitCodeOf('drift')).toBe(9)
    // The command line's verify: passed, or the site needs one more restart.
    expect(exitCodeOf('verified')).toBe(0)
    expect(exitCodeOf('needs-restart')).toBe(7)
    expect(exitCodeOf('cancelled')).toBe(130)
    expect(exitCodeOf('something-new')).toBe(1)
    expect(exitCodeOf(undefined)).toBe(1)
  })

  it('the summary as text: table rows as name: value, no tags, no references', () => {
    // The summary the job summary shows as markdown, rendered as the command line's text.
    const text = renderText({
      blocks: [
        { kind: 'heading', level: 2, text: ['Done'] },
        { kind: 'fields', rows: [[['Instance'], [quote('erp & co <test>')]]] },
        { kind: 'details', title: 'Log', blocks: [{ kind: 'paragraph', text: [quote("a'b")] }] }
      ]
    })
    expect(text).toBe("Done\n\nInstance: erp & co <test>\n\nLog\na'b")
  })

  it('environment variables: ACUMATICA_ and the input in capitals, - as _', () => {
    expect(envName('base-url')).toBe('ACUMATICA_BASE_URL')
    expect(envName('password')).toBe('ACUMATICA_PASSWORD')
    expect(envName('backup-max-size')).toBe('ACUMATICA_BACKUP_MAX_SIZE')
  })

  it('reads every input of both actions with its default', () => {
    const deploy = parseActionInputs(readFileSync('action.yml', 'utf8'))
    expect(actionInputs('deploy').map(i => i.name)).toEqual(deploy.map(i => i.name))
    expect(actionInputs('deploy').find(i => i.name === 'login-attempts')?.default).toBe('5')
    const exported = parseActionInputs(readFileSync('export/action.yml', 'utf8'))
    expect(actionInputs('export').map(i => i.name)).toEqual(exported.map(i => i.name))
  })
})
