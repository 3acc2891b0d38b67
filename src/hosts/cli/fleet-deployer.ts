// The command line's `fleet deploy`: each instance of the inventory deployed in-process by the
// deploy command (runCommand), with a runner of its own whose inputs are the command line's flags
// overlaid with the instance's address, tenant, login, window, projects and result file, and whose
// log lines carry the instance's name. The session is released after each deploy, as after a
// single `deploy`. The instances share one ledger file, its writes taken one at a time.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { postCommand } from '../../commands/post.js'
import { deployCommand } from '../../commands/deploy.js'
import type { FleetDeployer } from '../../commands/fleet.js'
import { InputError } from '../../inputs/input-error.js'
import type { InventoryInstance } from '../../fleet/inventory.js'
import { originOfCheckout, type OriginFacts } from '../../fleet/origin.js'
import { readResultFile } from '../../fleet/report.js'
import { resultFileName } from '../../fleet/result-file.js'
import { fileLedger } from '../../ledger/file-ledger.js'
import type { DeployLedger } from '../../ledger/types.js'
import { plainText } from '../../redact/safe-text.js'
import { runCommand } from '../../runner/command.js'
import { readLockout } from '../../runner/state.js'
import type { CommandResult } from '../../runner/runner.js'
import { CliRunner, type CliRunnerOptions } from './cli-runner.js'

export interface CliFleetOptions {
  /** The process's environment: the passwords (password-env) and url-variable's addresses. */
  env: NodeJS.ProcessEnv
  /** The command line's inputs (flags, ACUMATICA_*, action.yml's defaults), shared by all. */
  input(name: string): string
  write(line: string): void
  workspace: string
  backupDir: string
  ledgerFile?: string
  /** A closed output pipe ends each running deploy as a cancellation does (cli-runner.ts). */
  onOutputClosed?(listener: () => void): () => void
}

/** An instance's runner: the command line's, with the fleet's one ledger. */
class InstanceRunner extends CliRunner {
  constructor(
    options: CliRunnerOptions,
    private readonly ledger: DeployLedger | undefined
  ) {
    super(options)
  }

  override deployLedger(): DeployLedger | undefined {
    return this.ledger
  }
}

/** Calls one after the other: two deploys writing one ledger file at once would lose an entry. */
function serialLedger(ledger: DeployLedger): DeployLedger {
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }
  return {
    newest: (scope, options) => serial(() => ledger.newest(scope, options)),
    record: (...args) => serial(() => ledger.record(...args))
  }
}

export function cliFleetDeployer(options: CliFleetOptions): FleetDeployer {
  const ledger = options.ledgerFile ? serialLedger(fileLedger(options.ledgerFile)) : undefined
  let origin: OriginFacts | undefined
  return {
    check(instances: readonly InventoryInstance[]): void {
      for (const instance of instances) {
        const where = `instance ${instance.name} (line ${instance.line} of the inventory)`
        if (!options.env[instance.passwordEnv]) {
          throw new InputError(
            'inventory',
            `${where}: the environment variable ${instance.passwordEnv} (its password-env) is not set: set it to the instance's password; nothing was sent to any instance.`,
            true
          )
        }
        if (instance.urlVariable && !options.env[instance.urlVariable]) {
          throw new InputError(
            'inventory',
            `${where}: the environment variable ${instance.urlVariable} (its url-variable) is not set: set it to the instance's address; nothing was sent to any instance.`,
            true
          )
        }
        if (!instance.username && !options.input('username')) {
          throw new InputError(
            'username',
            `is not set, and ${where} names none: give username in the inventory or --username.`
          )
        }
      }
    },
    deploy: results => async instance => {
      origin ??= originOfCheckout(options.env, options.workspace)
      const own: Record<string, string> = {
        'base-url': instance.url || (options.env[instance.urlVariable] ?? ''),
        'instance-name': instance.name,
        'result-file': path.join(results, resultFileName(instance.name)),
        ...(instance.tenant ? { tenant: instance.tenant } : {}),
        ...(instance.window ? { window: instance.window } : {}),
        ...(instance.username ? { username: instance.username } : {}),
        // The instance's projects replace the run's: a single project's inputs would conflict.
        ...(instance.projects
          ? { projects: instance.projects, 'project-name': '', 'project-path': '', package: '' }
          : {})
      }
      const password = options.env[instance.passwordEnv] ?? ''
      const input = (name: string): string =>
        name === 'password' ? password : Object.hasOwn(own, name) ? own[name] : options.input(name)
      // Its own folder for the package, the backup download and the publish log (mode 0700).
      const temp = await mkdtemp(
        path.join(options.env['RUNNER_TEMP'] || os.tmpdir(), 'acumatica-cli-')
      )
      let abandon: (result: CommandResult) => void = () => undefined
      const abandoned = new Promise<CommandResult>(resolve => (abandon = resolve))
      const runner = new InstanceRunner(
        {
          input,
          write: line => options.write(`[${instance.name}] ${line}`),
          env: {
            workspace: options.workspace,
            tempDir: temp,
            runId: 'local',
            runAttempt: '1',
            ...origin
          },
          backupDir: options.backupDir,
          ...(options.onOutputClosed ? { onOutputClosed: options.onOutputClosed } : {}),
          // A cancellation whose request is still in flight: this instance's result now.
          onAbandon: result => abandon(result)
        },
        ledger
      )
      try {
        const result = await Promise.race([runCommand(deployCommand, runner), abandoned])
        if (result.failure !== undefined) runner.fail(plainText(result.failure))
        await runCommand(postCommand, runner)
        const file = result.outputs['result-file']
        return {
          file: file ? await readResultFile(file) : undefined,
          // A lockout no stop could end (the error said where a person ends it) fails the fleet.
          lockoutOn: readLockout(runner) !== undefined
        }
      } finally {
        await rm(temp, { recursive: true, force: true })
      }
    }
  }
}
