// Adding a command is one module of src/commands/ and one entry of the command line's table: a
// Command no entry runs would be dead code, and a table entry must run a module's Command.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { COMMANDS } from '../../src/hosts/cli/commands.js'
import type { AnyCommand } from '../../src/runner/command.js'

const FOLDER = fileURLToPath(new URL('../../src/commands/', import.meta.url))

/** Every Command (an object with readSettings, notStarted and run) a module of src/commands/ exports. */
async function commandModules(): Promise<Map<AnyCommand, string>> {
  const found = new Map<AnyCommand, string>()
  for (const file of readdirSync(FOLDER).filter(name => name.endsWith('.ts'))) {
    const module = (await import(`../../src/commands/${file.replace(/\.ts$/, '.js')}`)) as Record<
      string,
      unknown
    >
    for (const [name, value] of Object.entries(module)) {
      const candidate = value as Partial<AnyCommand> | null
      if (
        typeof candidate === 'object' &&
        candidate !== null &&
        typeof candidate.readSettings === 'function' &&
        typeof candidate.run === 'function' &&
        typeof candidate.notStarted === 'function'
      ) {
        found.set(candidate as AnyCommand, `${file}: ${name}`)
      }
    }
  }
  return found
}

describe('the command line runs every command module', () => {
  it('each Command of src/commands/ has an entry of the table, and each entry runs one', async () => {
    const modules = await commandModules()
    expect([...modules.values()].sort()).toEqual([
      'build.ts: buildCommand',
      'deploy.ts: deployCommand',
      'doctor.ts: doctorCommand',
      'export.ts: exportCommand',
      'fleet.ts: fleetCommand',
      'lint.ts: lintCommand',
      'post.ts: postCommand',
      'published.ts: publishedCommand',
      'rehearse.ts: rehearseCommand',
      'verify.ts: verifyCommand'
    ])
    // The post step is no command of its own: the Actions post step and the command line's
    // closing logout run it, through runCommand as every entry of the table.
    const tabled = new Set(COMMANDS.map(entry => entry.command))
    expect(
      [...modules].filter(([command]) => !tabled.has(command)).map(([, name]) => name)
    ).toEqual(['post.ts: postCommand'])
    expect(COMMANDS.filter(entry => !modules.has(entry.command)).map(entry => entry.name)).toEqual(
      []
    )
  })

  it('runs every command through runCommand: the post step in both hosts, no entry by its name', () => {
    const read = (file: string): string =>
      readFileSync(fileURLToPath(new URL(`../../src/hosts/${file}`, import.meta.url)), 'utf8')
    expect(read('actions/post.ts')).toMatch(/runCommand\(postCommand, actionsRunner\(\)\)/)
    const main = read('cli/main.ts')
    expect(main).toMatch(/runCommand\(postCommand, runner\)/)
    expect(read('cli/fleet-deployer.ts')).toMatch(/runCommand\(postCommand, runner\)/)
    // A command run by a branch of its own (`which === 'build'`) would keep its own shape.
    expect(main.match(/which === '[a-z]+'/g) ?? []).not.toContain("which === 'build'")
  })
})
