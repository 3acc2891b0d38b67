// `npm run simulator`: a local Customization API (and artifact service) to try a workflow or the
// action without an Acumatica instance. Prints the URL, the credentials and the environment a
// run needs, then one line per request; Ctrl-C stops it.
import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startArtifactService } from './artifact-service.js'
import { startSimulator } from './simulator.js'
import { zipBuffer } from './testing.js'
import type { NotFoundStyle, PublishEndStep, RecordedRequest } from './types.js'
import { PUBLISH_ERROR_FORMS, failedPublishScript, isPublishErrorForm } from './publish-errors.js'

const HELP = `Usage: npm run simulator -- [options]

  --port <n>            Port of the Customization API (default: env PORT, else a free port)
  --base-path <path>    Base path of the instance (default /AcumaticaERP)
  --user <name>         Login name (default admin)
  --password <text>     Login password (default admin-password)
  --session-limit <n>   Concurrent API sessions before HTTP 500 API Login Limit (default 2)
  --publish-fails       Every publish ends with isFailed and an error log
  --publish-error <form>
                        Every publish ends with a failed validation whose log has this error,
                        as real instances word it, naming the sample project's code:
                        ${PUBLISH_ERROR_FORMS.join(', ')}
  --not-found <form>    How getProject answers an unknown project: 200-log (26.101, default),
                        or HTTP 400 as 24.2 cloud: 400-log, 400-error-json, 400-text
  --build <text>        acumaticaBuildVersion of GET /entity (default 24.210.0016)
  --published <name>    The sample project stored and published under this name (repeatable):
                        a source with a published set for a rehearsal (docs/upgrade.md)
  --older-build         GET /entity answers the bare endpoints array (no build), as older builds
  --restart-down <ms>   After a publish the site answers 503 this long (default 0)
  --broken-entity <E>   Every read of entity E answers HTTP 500 (a broken graph extension)
  --running-publish <ms>
                        A publish (another session's) is running at start, for this long
  --publish-takes <ms>  Every publish runs this long (answering running with a log until then)
  --apply-updates <E/V/Entity>
                        A Web Service Endpoint over Apply Updates (SM203510) with the actions
                        scheduleLockoutCommand, stopLockoutCommand, restartApplicationCommand
  --instances <n>       Start n instances (default 1), each on its own port (--port, --port+1, …
                        or free ports), with its own build and its own vendor project published,
                        and print an inventory for the command line's fleet (docs/fleet.md)
  --no-artifacts        Do not start the artifact and cache service stand-in
  --quiet               Do not print a line per request
  -h, --help            This help
`

function fail(message: string): never {
  process.stderr.write(`simulator: ${message}\n\n${HELP}`)
  process.exit(2)
}

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0) fail(`${name} must be a whole number, got '${text}'`)
  return value
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        'base-path': { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        'session-limit': { type: 'string' },
        'publish-fails': { type: 'boolean' },
        'publish-error': { type: 'string' },
        'not-found': { type: 'string' },
        build: { type: 'string' },
        published: { type: 'string', multiple: true },
        'older-build': { type: 'boolean' },
        'restart-down': { type: 'string' },
        'broken-entity': { type: 'string' },
        'running-publish': { type: 'string' },
        'publish-takes': { type: 'string' },
        'apply-updates': { type: 'string' },
        'no-artifacts': { type: 'boolean' },
        instances: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' }
      },
      strict: true
    })
  } catch (error) {
    return fail((error as Error).message)
  }
})()

if (values.help) {
  process.stdout.write(HELP)
  process.exit(0)
}

const NOT_FOUND_STYLES: readonly NotFoundStyle[] = [
  '200-log',
  '400-log',
  '400-error-json',
  '400-text'
]
const notFoundStyle = values['not-found'] as NotFoundStyle | undefined
if (notFoundStyle !== undefined && !NOT_FOUND_STYLES.includes(notFoundStyle)) {
  fail(`--not-found must be one of ${NOT_FOUND_STYLES.join(', ')}, got '${notFoundStyle}'`)
}

const publishError = values['publish-error']
if (publishError !== undefined && !isPublishErrorForm(publishError)) {
  fail(`--publish-error must be one of ${PUBLISH_ERROR_FORMS.join(', ')}, got '${publishError}'`)
}
if (publishError !== undefined && values['publish-fails']) {
  fail('--publish-fails and --publish-error each script the publish: give one')
}

const user = values.user ?? 'admin'
const password = values.password ?? 'admin-password'
const failedPublish: PublishEndStep[] = [
  { text: 'false' },
  {
    json: {
      isFailed: true,
      log: [
        { timestamp: new Date().toISOString(), logType: 'information', message: 'Compiling.' },
        {
          timestamp: new Date().toISOString(),
          logType: 'error',
          message: 'error CS0103: The name "UsrPriorty" does not exist in the current context'
        }
      ]
    }
  }
]

function applyUpdatesOf(text: string): { endpoint: string; version: string; entity: string } {
  const [endpoint, version, entity, ...more] = text.split('/')
  if (!endpoint || !version || !entity || more.length > 0) {
    fail(`--apply-updates must be Endpoint/Version/Entity, e.g. Lock/1/ApplyUpdate, got '${text}'`)
  }
  return { endpoint, version, entity }
}

const published = values.published ?? []
for (const name of published) {
  // The engine's rule for a project name: letters, digits, [ ] and ., starting with a letter.
  if (!/^[A-Za-z][A-Za-z0-9.[\]]*$/.test(name)) {
    fail(
      `--published must be a project name (letters, digits, [ ] and ., starting with a letter), got '${name}'`
    )
  }
}

/** The sample project (examples/sample-project) as a package zip, its files at the root. */
async function sampleZip(): Promise<Buffer> {
  const root = fileURLToPath(new URL('../examples/sample-project/', import.meta.url))
  const files: Record<string, Buffer> = {}
  for (const name of await readdir(root, { recursive: true })) {
    const file = path.join(root, name)
    if ((await stat(file)).isFile()) files[name.split(path.sep).join('/')] = await readFile(file)
  }
  return zipBuffer(files)
}
const sample = published.length > 0 ? await sampleZip() : undefined

const count = integer('--instances', values.instances, 1)
if (count < 1 || count > 100) fail(`--instances must be 1 to 100, got '${values.instances}'`)
const firstPort = integer('--port', values.port ?? process.env.PORT, 0)

const printRequest =
  (prefix: string) =>
  (r: RecordedRequest): void => {
    // Method, path and status only: bodies hold packages and passwords.
    process.stdout.write(
      `${new Date().toISOString()}  ${prefix}${r.method} ${r.path} -> ${r.status || 'dropped'}\n`
    )
  }

/** The build of instance `index` of several: updates of one release (24.210.0016, 24.211.0017, …). */
const buildOf = (index: number): string =>
  values.build ??
  `24.2${String(10 + (index % 90)).padStart(2, '0')}.${String(16 + index).padStart(4, '0')}`

/** The name of instance `index` of --instances. */
const nameOf = (index: number): string => `client-${String(index + 1).padStart(2, '0')}`

/**
 * Instance `index`: several instances differ as a fleet's clients do, each on another update of
 * the same release and with a vendor's project of its own published.
 */
const startInstance = (index: number) =>
  startSimulator({
    port: firstPort === 0 ? 0 : firstPort + index,
    basePath: values['base-path'],
    users: [{ name: user, password }],
    sessionLimit: integer('--session-limit', values['session-limit'], 2),
    publishEndScript: values['publish-fails']
      ? failedPublish
      : publishError !== undefined && isPublishErrorForm(publishError)
        ? failedPublishScript(publishError, ['SamplePriority'])
        : undefined,
    notFoundStyle,
    build: count > 1 ? buildOf(index) : values.build,
    ...(sample ? { projects: Object.fromEntries(published.map(name => [name, sample])) } : {}),
    ...(count > 1
      ? { published: [...published, `Vendor${String(index + 1).padStart(2, '0')}Tools`] }
      : sample
        ? { published }
        : {}),
    entityIndexForm: values['older-build'] ? 'bare-array' : 'object',
    restartDownMs: integer('--restart-down', values['restart-down'], 0),
    entityFaults: values['broken-entity']
      ? {
          [values['broken-entity']]: {
            exceptionMessage: 'Object reference not set to an instance of an object.'
          }
        }
      : undefined,
    ...(values['running-publish']
      ? { runningPublish: { forMs: integer('--running-publish', values['running-publish'], 0) } }
      : {}),
    ...(values['publish-takes']
      ? { publishTakesMs: integer('--publish-takes', values['publish-takes'], 0) }
      : {}),
    ...(values['apply-updates'] ? { applyUpdates: applyUpdatesOf(values['apply-updates']) } : {}),
    onRequest: values.quiet ? undefined : printRequest(count > 1 ? `${nameOf(index)}  ` : '')
  })
const simulators = await Promise.all(
  Array.from({ length: count }, (_, index) => startInstance(index))
)
const simulator = simulators[0]
const artifacts = values['no-artifacts'] ? undefined : await startArtifactService()

// One complete command that deploys the sample project to this simulator with the package's
// command line (run from the root of a clone; `npx` finds the package's own bin there).
const deployCommand = [
  `ACUMATICA_PASSWORD=${shellQuote(password)}`,
  'npx acumatica-customization-deploy deploy',
  `--base-url ${shellQuote(simulator.url)}`,
  `--username ${shellQuote(user)}`,
  '--project-name SamplePriority',
  '--project-path examples/sample-project',
  '--poll-interval 0.5'
].join(' ')
// Several instances: their inventory and the fleet command over them.
const fleetText = [
  `${count} simulated instances (user ${user}, password ${password} on each):`,
  ...simulators.map((sim, index) => `  ${nameOf(index)}  ${sim.url}  build ${buildOf(index)}`),
  '',
  'An inventory for them (save as acumatica-instances.yml; the first in ring 0, the others in ring 1):',
  '',
  'instances:',
  ...simulators.flatMap((sim, index) => [
    `  - name: ${nameOf(index)}`,
    `    url: ${sim.url}`,
    `    ring: ${index === 0 ? 0 : 1}`
  ]),
  '',
  'Deploy the sample project to all of them, ring by ring, with the command line (from the root of this clone):',
  `  ACUMATICA_PASSWORD=${shellQuote(password)} npx acumatica-customization-deploy fleet deploy --inventory acumatica-instances.yml --username ${shellQuote(user)} --project-name SamplePriority --project-path examples/sample-project --poll-interval 0.5 --parallel ${Math.min(count, 4)}`,
  ''
]
process.stdout.write(
  count > 1
    ? `${fleetText.join('\n')}\nCtrl-C stops.\n`
    : [
        `Customization API simulator: ${simulator.url}  (user ${user}, password ${password})`,
        artifacts ? `Artifact and cache stand-in: ${artifacts.resultsUrl}` : '',
        '',
        'Deploy the sample project to it with the command line (from the root of this clone):',
        `  ${deployCommand}`,
        '',
        'Workflow inputs (a self-hosted runner on this machine):',
        `  base-url: ${simulator.url}`,
        `  username: ${user}`,
        `  password: ${password}`,
        ...(artifacts
          ? [
              '',
              "The runner's artifact settings for the backup upload (environment of that runner):",
              ...Object.entries(artifacts.env()).map(([name, value]) => `  ${name}=${value}`)
            ]
          : []),
        '',
        'Ctrl-C stops.',
        ''
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n') + '\n'
)

let stopping = false
const stop = (): void => {
  if (stopping) return
  stopping = true
  void Promise.all([...simulators.map(sim => sim.close()), artifacts?.close()]).then(() =>
    process.exit(0)
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
