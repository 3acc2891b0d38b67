// The password's forms reach a runner once each, however often the password is added (the
// command line adds it, then its step, then the post step's code), and a password with a quote,
// a backslash and a non-ASCII character is hidden as typed and as a JSON body carries it.
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { addPassword, passwordForms } from '../../src/runner/secrets.js'
import { actionsRunner } from '../../src/hosts/actions/actions-runner.js'
import { CliRunner } from '../../src/hosts/cli/cli-runner.js'

const PASSWORD = 'Qu"o\\té-9x'
// As JSON.stringify writes it, and as .NET's serializers do (\uXXXX, lower- and upper-case hex).
const JSON_FORM = 'Qu\\"o\\\\té-9x'
const ASCII_FORMS = [
  'Qu\\u0022o\\\\t\\u00e9-9x',
  'Qu\\"o\\\\t\\u00e9-9x',
  'Qu\\u0022o\\\\t\\u00E9-9x'
]

afterEach(() => {
  jest.restoreAllMocks()
})

describe('each form of the password is registered once per runner', () => {
  it('the forms hold the raw and the JSON-escaped ones, each once', () => {
    const forms = passwordForms(PASSWORD)
    expect(forms).toEqual([...new Set(forms)])
    expect(forms).toEqual(expect.arrayContaining([PASSWORD, JSON_FORM, ...ASCII_FORMS]))
  })

  it('added three times to one runner: told once each; a second runner is told too', () => {
    const told: string[] = []
    const runner = { setSecret: (value: string) => told.push(value) }
    for (let time = 0; time < 3; time++) addPassword(runner, PASSWORD)
    expect(told).toEqual(passwordForms(PASSWORD))
    const other: string[] = []
    addPassword({ setSecret: (value: string) => other.push(value) }, PASSWORD)
    expect(other).toEqual(told)
  })

  it('the Actions runner writes one ::add-mask:: line per form', () => {
    const written: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
      written.push(String(chunk))
      return true
    })
    const runner = actionsRunner({})
    addPassword(runner, PASSWORD)
    addPassword(runner, PASSWORD)
    jest.restoreAllMocks()
    const masks = written
      .join('')
      .split(/\r?\n/)
      .filter(line => line.startsWith('::add-mask::'))
    expect(masks).toHaveLength(passwordForms(PASSWORD).length)
    for (const form of [PASSWORD, JSON_FORM, ...ASCII_FORMS]) {
      // add-mask's value is written as it is, but for %, \r and \n (none here).
      expect(masks.filter(line => line === `::add-mask::${form}`)).toHaveLength(1)
    }
  })
})

describe('a password with a quote, a backslash and a non-ASCII character', () => {
  it('is hidden in the log as typed and in its JSON-escaped forms', () => {
    const lines: string[] = []
    const runner = new CliRunner({
      input: () => '',
      write: line => lines.push(line),
      backupDir: '.',
      env: { workspace: '.', tempDir: '.', runId: 'local', runAttempt: '1' },
      onAbandon: () => undefined
    })
    addPassword(runner, PASSWORD)
    const body = JSON.stringify({ name: 'admin', password: PASSWORD })
    runner.warning(`login refused for ${PASSWORD}: ${body}`)
    for (const form of ASCII_FORMS) runner.info(`echoed ${form} back`)
    expect(lines).toEqual([
      'warning: login refused for ***: {"name":"admin","password":"***"}',
      'echoed *** back',
      'echoed *** back',
      'echoed *** back'
    ])
  })
})
