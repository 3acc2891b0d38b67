// The command line's `build`: the package a deploy of these inputs would import, written to a
// file (no login). A source-control build's product-version is the one a deploy would write.
import { copyFile } from 'node:fs/promises'
import path from 'node:path'
import { clientFor } from '../api/client.js'
import { twoPartsOf } from '../api/entity-answers.js'
import { safeLog, type SafeLog } from '../runner/log.js'
import { refuseLinks, writeBeside } from '../shared/safe-path.js'
import { readBaseUrl, readFirstAnswerTimeout } from '../inputs/login-settings.js'
import { readProjects, readSingleProject } from '../inputs/projects.js'
import { packageProject } from '../package/index.js'
import { progressLine } from '../report/progress-text.js'
import type { Runner, CommandResult } from '../runner/runner.js'
import { messageOf } from '../shared/message-of.js'

export interface BuildResult extends CommandResult {
  /** What was written (the command line's --json). */
  package?: { project: string; path: string; size: number; sha256: string }
  /** The inputs name more than one project: a wrong command line rather than a failed build. */
  oneProjectNeeded?: boolean
}

/** `built` with the package written to `output` (relative to the workspace), or `failed`. */
export async function runBuild(runner: Runner, output: string): Promise<BuildResult> {
  const log = safeLog(runner)
  const input = (name: string): string => runner.getInput(name)
  const workspace = runner.env.workspace
  const target = path.resolve(workspace, output)
  try {
    const projects = input('projects')
      ? await readProjects(input, workspace, 'local')
      : [await readSingleProject(input, workspace, 'local')]
    if (projects.length !== 1) {
      return {
        result: 'failed',
        outputs: {},
        failure: 'build writes one package: give project-path (or one line of projects)',
        oneProjectNeeded: true
      }
    }
    const [project] = projects
    const source = project.source
    const productVersion =
      source.kind === 'source-control'
        ? await buildProductVersion(input, source.productVersion, log)
        : source.kind === 'package'
          ? ''
          : source.productVersion
    await refuseLinks(target, workspace, '--output')
    let built: Awaited<ReturnType<typeof packageProject>> | undefined
    await writeBeside(target, async temporary => {
      // The options deploy.ts's makePackage gives: the same bytes as the action's package.
      built = await packageProject(source.path, source.kind, {
        outputPath: temporary,
        exclude: source.kind === 'package' ? [] : source.exclude,
        include: source.kind === 'package' ? [] : source.include,
        productVersion,
        description: project.description
      })
      if (path.resolve(built.path) !== path.resolve(temporary)) {
        await copyFile(built.path, temporary)
      }
    })
    if (built === undefined) throw new Error('build wrote no package')
    for (const warning of built.warnings) log.warning(warning)
    log.info(
      `Wrote the package of ${project.name} to ${target}: ${built.size} bytes, SHA-256 ${built.sha256}.`
    )
    const written = {
      project: project.name,
      path: target,
      size: built.size,
      sha256: built.sha256
    }
    return {
      result: 'built',
      outputs: {
        'package-path': target,
        'package-size': String(built.size),
        'package-sha256': built.sha256
      },
      package: written
    }
  } catch (error) {
    return { result: 'failed', outputs: {}, failure: messageOf(error) }
  }
}

/**
 * The product-version a source-control build writes, as a deploy decides it: product-version
 * when given; else, with base-url, the instance's own release (GET /entity, no login), as the
 * deploy reads it; else the default. Says which it wrote and why.
 */
async function buildProductVersion(
  input: (name: string) => string,
  fallback: string,
  log: SafeLog
): Promise<string> {
  if (input('product-version').trim() !== '') {
    log.info(`product-version ${fallback} (the product-version input).`)
    return fallback
  }
  // No login: GET /entity takes no session; an InputError here is the build's failure.
  const given = readBaseUrl(input)
  if (given === undefined) {
    log.info(
      `product-version ${fallback} (the default): a deploy writes the instance's own release instead; give --base-url (or --product-version) for the bytes a deploy imports.`
    )
    return fallback
  }
  const address = given.baseUrl
  // The read before a deploy waits for an idle instance as the deploy does (first-answer-timeout).
  const client = clientFor({
    baseUrl: address,
    requestTimeoutSeconds: 300,
    firstAnswerTimeoutSeconds: readFirstAnswerTimeout(input),
    onFirstAnswerWait: wait =>
      log.info(progressLine({ kind: 'first-answer-wait', ...wait }, 'cli').text)
  })
  try {
    const info = await client.readInstance(undefined, true)
    const release = info.build ? twoPartsOf(info.build) : undefined
    if (release) {
      log.info(`product-version ${release}: the release of ${address} (build ${info.build}).`)
      return release
    }
    log.info(
      `product-version ${fallback} (the default): ${address} does not say its build (GET /entity), as a deploy would find.`
    )
  } catch (error) {
    log.notice(
      `product-version ${fallback} (the default): the build of ${address} could not be read (GET /entity: ${messageOf(error)}), as a deploy would go on.`
    )
  }
  return fallback
}
