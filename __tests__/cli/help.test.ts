// The command line's help: every command's --help lists every flag it parses (the actions'
// inputs but the password, and its own flags) with the default action.yml gives, and where
// backups go by default, which is outside the checkout.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { defaultBackupDir } from '../../src/hosts/cli/backup-dir.js'
import { COMMANDS, commandNamed } from '../../src/hosts/cli/commands.js'
import { commandHelp, firstSentence, overviewHelp } from '../../src/hosts/cli/help.js'
import { parseActionInputs } from '../../test-support/action-yml.js'

const env = { XDG_STATE_HOME: '/state', HOME: '/home/someone' }
const yml = (file: string) => parseActionInputs(readFileSync(file, 'utf8'))

describe('--help of each command', () => {
  it('deploy: every input of action.yml but the password, with its default, and the CLI flags', () => {
    const help = commandHelp(commandNamed('deploy')!, env)
    const inputs = yml('action.yml')
    expect(inputs.length).toBeGreaterThan(40)
    for (const input of inputs) {
      // remove is a command of its own (remove NAME...).
      if (input.name === 'password' || input.name === 'remove') continue
      const line = help.split('\n').findIndex(l => l.startsWith(`  --${input.name} VALUE`))
      expect(line).toBeGreaterThanOrEqual(0)
      if (input.default) {
        // The default closes the flag's text, on its line or a wrapped one below it.
        const rest = help.split('\n').slice(line)
        const end = rest.findIndex((l, i) => i > 0 && /^ {2}\S/.test(l))
        expect(rest.slice(0, end < 0 ? undefined : end).join(' ')).toContain(
          `(default: ${input.default})`
        )
      }
    }
    expect(help).not.toMatch(/--password/)
    expect(help).toMatch(/^ {2}--backup-dir DIR/m)
    expect(help.replace(/\s+/g, ' ')).toContain(
      `(default: ${path.join('/state', 'acumatica-customization-deploy', 'backups')})`
    )
    expect(help).toMatch(/^ {2}--ledger FILE/m)
    expect(help).toMatch(/^ {2}--json/m)
    expect(help).toMatch(/ACUMATICA_PASSWORD/)
  })

  it('export and lint: the inputs of their action.yml; build: --output; lint reads no password', () => {
    for (const [name, file] of [
      ['export', 'export/action.yml'],
      ['lint', 'lint/action.yml']
    ] as const) {
      const help = commandHelp(commandNamed(name)!, env)
      for (const input of yml(file)) {
        if (input.name !== 'password')
          expect(help).toMatch(new RegExp(`^ {2}--${input.name} `, 'm'))
      }
      expect(help).not.toMatch(/--backup-dir/)
    }
    expect(commandHelp(commandNamed('lint')!, env)).not.toMatch(/ACUMATICA_PASSWORD/)
    expect(commandHelp(commandNamed('build')!, env)).toMatch(/^ {2}--output FILE/m)
  })

  it('the overview lists every command of the table and says where the log and backups go', () => {
    const help = overviewHelp(env)
    for (const command of COMMANDS) expect(help).toMatch(new RegExp(`^ {2}${command.name}\\b`, 'm'))
    expect(help).toContain('--version')
    expect(help).toMatch(/log goes to stderr/)
    expect(help).toContain(path.join('/state', 'acumatica-customization-deploy', 'backups'))
  })

  it('shows the first sentence of a description, not cut at e.g.', () => {
    expect(firstSentence('Login password, from a secret. Always masked.')).toBe(
      'Login password, from a secret.'
    )
    expect(firstSentence('Reads, one a line, e.g. StockItem or X. More here.')).toBe(
      'Reads, one a line, e.g. StockItem or X.'
    )
    expect(firstSentence('No full stop')).toBe('No full stop')
  })
})

describe('the default backup folder', () => {
  it('is the user state folder, never the current folder', () => {
    expect(defaultBackupDir({ XDG_STATE_HOME: '/xdg', HOME: '/h' }, 'linux')).toBe(
      '/xdg/acumatica-customization-deploy/backups'
    )
    // A relative XDG_STATE_HOME is ignored (the XDG spec), as an empty one is.
    for (const state of ['relative/state', '']) {
      expect(defaultBackupDir({ XDG_STATE_HOME: state, HOME: '/h' }, 'darwin')).toBe(
        '/h/.local/state/acumatica-customization-deploy/backups'
      )
    }
    expect(defaultBackupDir({ LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' }, 'win32')).toBe(
      'C:\\Users\\me\\AppData\\Local\\acumatica-customization-deploy\\backups'
    )
  })
})
