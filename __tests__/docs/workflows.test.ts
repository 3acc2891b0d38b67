// The workflows of the README, examples/ and docs/ work when copied: GitHub's own parser and
// schema (@actions/workflow-parser) accept them, and every job that talks to an instance names
// its environment (where the secrets and ACUMATICA_URL live) and a concurrency group per
// instance (two publishes on one instance cannot run at once; API sessions are few).
import { describe, expect, it } from '@jest/globals'
import { parseWorkflow, convertWorkflowTemplate } from '@actions/workflow-parser'
import { NoOperationTraceWriter } from '@actions/workflow-parser/templates/trace-writer'
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tempFolderSync } from '../../test-support/temp-folders.js'
import path from 'node:path'
import { parse } from 'yaml'
import { workflowBlocks } from '../../test-support/workflow-blocks.js'

/** The parser's and schema's errors for one workflow text, as `line:col message`. */
async function workflowErrors(name: string, content: string): Promise<string[]> {
  const result = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  if (result.value !== undefined) await convertWorkflowTemplate(result.context, result.value)
  return result.context.errors.getErrors().map(error => error.message)
}

interface Job {
  'timeout-minutes'?: number
  environment?: string | { name?: string }
  concurrency?: string | { group?: string }
  steps?: { uses?: string; run?: string }[]
}
interface Workflow {
  on?: { workflow_dispatch?: { inputs?: Record<string, { options?: string[] }> } }
  concurrency?: string | { group?: string }
  jobs: Record<string, Job>
}

/**
 * What a step runs of this repository: an action (`uses:`), or the command line (`run:` with
 * `npx acumatica-customization-deploy … <command>`), as `deploy`, `export`, `lint`, `verify`...
 */
function ourCommands(step: { uses?: string; run?: string }): string[] {
  const uses = step.uses ?? ''
  if (/acumatica-customization-deploy/.test(uses)) {
    const sub = /acumatica-customization-deploy\/(\w+)@/.exec(uses)?.[1]
    return [sub ?? 'deploy']
  }
  if (/^\.\/(export)?$/.test(uses)) return [uses === './export' ? 'export' : 'deploy']
  return [...(step.run ?? '').matchAll(/acumatica-customization-deploy(?:@[\w.-]+)?\s+(\w+)/g)].map(
    m => m[1]
  )
}

/** Commands that publish or import: the others only read (verify, export, published, doctor). */
const DEPLOYING = new Set(['deploy', 'remove'])

/** One job of the docs' workflows that uses the actions: what it does, where, in which groups. */
interface InstanceJob {
  where: string
  deploys: boolean
  environments: string[]
  groups: string[]
}

/** `${{ inputs.x }}` expanded to each option of the workflow_dispatch input x. */
function expansions(text: string, workflow: Workflow): string[] {
  const match = /\$\{\{\s*inputs\.([\w-]+)\s*\}\}/.exec(text)
  if (!match) return [text]
  const options = workflow.on?.workflow_dispatch?.inputs?.[match[1]]?.options ?? []
  return options.flatMap(option => expansions(text.replace(match[0], option), workflow))
}

function instanceJobs(workflow: Workflow, where: string): InstanceJob[] {
  return Object.entries(workflow.jobs).flatMap(([id, job]) => {
    const ours = (job.steps ?? []).flatMap(ourCommands).filter(command => command !== 'lint')
    if (ours.length === 0) return []
    const environment =
      typeof job.environment === 'string' ? job.environment : (job.environment?.name ?? '')
    const group = groupOf(job.concurrency) ?? groupOf(workflow.concurrency) ?? ''
    return [
      {
        where: `${where} job ${id}`,
        deploys: ours.some(command => DEPLOYING.has(command)),
        environments: expansions(environment, workflow),
        groups: expansions(group, workflow)
      }
    ]
  })
}

/**
 * What trips one workflow over another: an environment with required reviewers shared with a
 * job that does not deploy (every scheduled export would wait for an approval), and an export
 * in a deploy's concurrency group (a group keeps one pending run: a queued export cancels a
 * deploy that waits).
 */
function crossProblems(jobs: InstanceJob[], reviewed: ReadonlySet<string>): string[] {
  const problems: string[] = []
  for (const job of jobs) {
    if (job.deploys) continue
    for (const other of jobs.filter(o => o.deploys)) {
      for (const environment of job.environments) {
        if (reviewed.has(environment) && other.environments.includes(environment)) {
          problems.push(
            `${job.where} shares the environment ${environment} (required reviewers) with ${other.where}`
          )
        }
      }
      for (const group of job.groups) {
        if (other.groups.includes(group)) {
          problems.push(`${job.where} shares the concurrency group ${group} with ${other.where}`)
        }
      }
    }
  }
  return problems
}

function groupOf(concurrency: Job['concurrency']): string | undefined {
  return typeof concurrency === 'string' ? concurrency : concurrency?.group
}

/** What a job that uses this repository's actions lacks to work when copied. */
function jobProblems(workflow: Workflow, where: string): string[] {
  const problems: string[] = []
  for (const [id, job] of Object.entries(workflow.jobs)) {
    // The lint (the action `.../lint@v1`, the command `lint`) and the fleet action (`.../fleet@v1`:
    // plan, gate, report) talk to no instance: they need neither.
    const ours = (job.steps ?? [])
      .flatMap(ourCommands)
      .some(command => command !== 'lint' && command !== 'fleet')
    if (!ours) continue
    const environment =
      typeof job.environment === 'string' ? job.environment : job.environment?.name
    const group = groupOf(job.concurrency) ?? groupOf(workflow.concurrency)
    if (!environment) problems.push(`${where} job ${id}: no environment:`)
    if (!group) problems.push(`${where} job ${id}: no concurrency group`)
    else if (!group.startsWith('acumatica-')) {
      problems.push(`${where} job ${id}: concurrency group "${group}" is not per instance`)
    } else if (environment?.includes('${{') && !group.includes(environment)) {
      // An environment chosen at run time: the group must follow it.
      problems.push(`${where} job ${id}: group "${group}" does not follow ${environment}`)
    }
  }
  return problems
}

describe('workflows in the documentation', () => {
  const blocks = workflowBlocks()

  it('finds the workflows (README: quick start and validation; docs: recipes, export, lint, verify)', () => {
    expect(blocks.filter(b => b.where.startsWith('README.md')).length).toBe(2)
    expect(blocks.filter(b => b.where.startsWith('docs/recipes.md')).length).toBe(5)
    expect(blocks.filter(b => b.where.startsWith('docs/export.md')).length).toBe(1)
    expect(blocks.length).toBeGreaterThanOrEqual(9)
  })

  it('the README shows the three uses: deploy on merge, validate pull requests, deploy by hand', () => {
    const triggers = blocks
      .filter(b => b.where.startsWith('README.md'))
      .flatMap(b => Object.keys((parse(b.text) as { on: Record<string, unknown> }).on))
    expect(triggers.sort()).toEqual(['pull_request', 'push', 'workflow_dispatch'])
  })

  it("every workflow parses with GitHub's workflow parser and schema, without errors", async () => {
    const problems: string[] = []
    for (const block of blocks) {
      for (const error of await workflowErrors(block.where, block.text)) {
        problems.push(`${block.where}: ${error}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('every job that uses the actions names its environment and a concurrency group per instance', () => {
    const problems = blocks.flatMap(block =>
      jobProblems(parse(block.text) as Workflow, block.where)
    )
    expect(problems).toEqual([])
  })

  it("the README's, the recipes', the export's and the health check's workflows do not trip each other: the readers have their own environment and group", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    // The environments the README tells people to give required reviewers.
    const reviewed = new Set(
      [...readme.matchAll(/`([\w-]+)` environment \*\*required reviewers\*\*/g)].map(m => m[1])
    )
    expect([...reviewed]).toEqual(['production'])
    const copied = ['README.md', 'docs/recipes.md', 'docs/export.md', 'docs/verify.md']
    const jobs = blocks
      .filter(block => copied.some(file => block.where.startsWith(`${file}:`)))
      .flatMap(block => instanceJobs(parse(block.text) as Workflow, block.where))
    const exports = jobs.filter(job => !job.deploys)
    // The command line's doctor and scheduled health check (run: steps), the scheduled export.
    expect(exports.map(job => job.where.split(':')[0]).sort()).toEqual([
      'docs/export.md',
      'docs/recipes.md',
      'docs/verify.md'
    ])
    expect(jobs.filter(job => job.deploys).length).toBeGreaterThanOrEqual(4)
    // The manual workflow's group follows its input: each instance is checked.
    expect(jobs.flatMap(job => job.groups)).toContain('acumatica-staging')
    expect(crossProblems(jobs, reviewed)).toEqual([])

    // The check finds both ways of tripping (the export workflow as it once was).
    const tripping = {
      ...exports[0],
      environments: ['production'],
      groups: ['acumatica-production']
    }
    const [deploy] = jobs.filter(job => job.deploys && job.environments.includes('production'))
    expect(crossProblems([deploy, tripping], reviewed)).toEqual([
      `${tripping.where} shares the environment production (required reviewers) with ${deploy.where}`,
      `${tripping.where} shares the concurrency group acumatica-production with ${deploy.where}`
    ])
  })

  it("every deploy job's timeout-minutes is longer than the action's own waits with their defaults, as behaviour.md sums them", () => {
    const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, { default: string }>
    }
    const seconds = (name: string): number => Number(action.inputs[name].default)
    const attempts = seconds('login-attempts')
    // Waits of delay × n before attempt n + 1: 15 + 30 + 45 + 60 s with the defaults.
    const loginWaits = (seconds('login-retry-delay') * attempts * (attempts - 1)) / 2
    const total =
      seconds('first-answer-timeout') +
      loginWaits +
      seconds('busy-timeout') +
      2 * seconds('request-timeout') + // the backup's getProject, the Import
      seconds('publish-timeout') +
      seconds('verify-timeout')
    const behaviour = readFileSync(new URL('../../docs/behaviour.md', import.meta.url), 'utf8')
    const said = /\(600 s\): ([\d,]+) s, ([\d.]+) minutes, plus packaging/.exec(
      behaviour.replace(/\s+/g, ' ')
    )
    expect(said?.slice(1)).toEqual([total.toLocaleString('en-US'), String(total / 60)])

    const short: string[] = []
    let deployJobs = 0
    for (const block of blocks.filter(b => /^(README\.md|docs\/recipes\.md):/.test(b.where))) {
      const workflow = parse(block.text) as Workflow
      for (const [id, job] of Object.entries(workflow.jobs)) {
        const commands = (job.steps ?? []).flatMap(ourCommands)
        if (!commands.some(command => DEPLOYING.has(command))) continue
        deployJobs++
        // No timeout-minutes: GitHub's 360.
        const minutes = job['timeout-minutes'] ?? 360
        if (minutes * 60 <= total) short.push(`${block.where} job ${id}: ${minutes} minutes`)
      }
    }
    expect(deployJobs).toBeGreaterThanOrEqual(5)
    expect(short).toEqual([])
  })

  it('the checks can fail: an unclosed expression, an unknown key, a job without environment', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    timeout: 5',
      '    steps:',
      '      - uses: your-org/acumatica-customization-deploy@v1',
      '        with:',
      '          base-url: ${{ vars.ACUMATICA_URL'
    ].join('\n')
    const errors = await workflowErrors('broken.yml', broken)
    expect(errors.some(e => /timeout/.test(e))).toBe(true)
    expect(errors.some(e => /not closed/.test(e))).toBe(true)
    const workflow = parse(broken.replace('${{ vars.ACUMATICA_URL', 'x')) as Workflow
    expect(jobProblems(workflow, 'broken.yml')).toEqual([
      'broken.yml job deploy: no environment:',
      'broken.yml job deploy: no concurrency group'
    ])
  })
})

/** The repository's own workflows, .github/workflows/*.yml, as text. */
function ownWorkflows(): { name: string; text: string }[] {
  const folder = new URL('../../.github/workflows/', import.meta.url)
  return readdirSync(folder)
    .filter(name => /\.ya?ml$/.test(name))
    .map(name => ({ name, text: readFileSync(new URL(name, folder), 'utf8') }))
}

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface OwnJob {
  permissions?: Record<string, string>
  strategy?: { matrix?: { os?: string[] } }
  steps: Step[]
}

describe("the repository's own workflows", () => {
  const own = ownWorkflows()
  const release = parse(own.find(w => w.name === 'release.yml')?.text ?? 'jobs: {}') as {
    on: { push?: { tags?: string[] } }
    jobs: Record<string, OwnJob>
  }
  const steps = release.jobs.release?.steps ?? []
  const index = (pattern: RegExp): number =>
    steps.findIndex(step => pattern.test(`${step.run ?? ''} ${step.uses ?? ''}`))

  it("every one parses with GitHub's workflow parser and schema, without errors", async () => {
    expect(own.map(w => w.name)).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']))
    const problems: string[] = []
    for (const workflow of own) {
      for (const error of await workflowErrors(workflow.name, workflow.text)) {
        problems.push(`${workflow.name}: ${error}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('release: on a v* tag, tests, dist/ built and checked, the e2e tests over it, then npm with provenance, the release and the major tag', () => {
    expect(release.on.push?.tags).toEqual(['v*'])
    expect(release.jobs.release.permissions).toEqual({ contents: 'write', 'id-token': 'write' })
    const setup = steps.find(step => step.uses?.startsWith('actions/setup-node@'))
    expect(setup?.with).toMatchObject({
      'node-version': 24,
      'registry-url': 'https://registry.npmjs.org'
    })
    // The job that publishes restores no cache another workflow could have written.
    expect(setup?.with).not.toHaveProperty('cache')
    const order = [
      /^npm ci/,
      /GITHUB_REF_NAME" != "v\$version"/,
      /scripts\/release-notes\.mjs/,
      /^npm test/,
      /^npm run package/,
      /git status --porcelain -- dist\//,
      /^npm run test:e2e/,
      /npm publish --provenance --access public/,
      /gh release create .*--notes-file/,
      /git push -f origin "v\$MAJOR"/
    ].map(index)
    expect(order.every(i => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    const publish = steps[index(/npm publish/)]
    expect(publish.env?.NODE_AUTH_TOKEN).toBe('${{ secrets.NPM_TOKEN }}')
  })

  // The step's own shell, run as the runner runs it (bash), in a folder with a package.json.
  const bash = spawnSync('bash', ['--version']).status === 0 && process.platform !== 'win32'
  ;(bash ? it : it.skip)(
    "release: the version step refuses a tag that is not v + package.json's version, and gives the major",
    () => {
      const script = steps[index(/GITHUB_REF_NAME" != "v\$version"/)].run ?? ''
      const runFor = (version: string, tag: string) => {
        const folder = tempFolderSync('acu-release-')
        writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ version }))
        const output = path.join(folder, 'output')
        writeFileSync(output, '')
        const run = spawnSync('bash', ['-e', '-c', script], {
          cwd: folder,
          encoding: 'utf8',
          env: { ...process.env, GITHUB_REF_NAME: tag, GITHUB_OUTPUT: output }
        })
        return { status: run.status, stdout: run.stdout, outputs: readFileSync(output, 'utf8') }
      }

      const wrong = runFor('1.2.0', 'v1.3.0')
      expect(wrong.status).toBe(1)
      expect(wrong.stdout).toContain('::error::The tag v1.3.0 is not v1.2.0')
      expect(wrong.outputs).toBe('')
      expect(runFor('1.2.0', '1.2.0').status).toBe(1)

      expect(runFor('1.2.0', 'v1.2.0')).toMatchObject({
        status: 0,
        outputs: 'version=1.2.0\nmajor=1\nprerelease=false\n'
      })
      expect(runFor('12.0.0-rc.1', 'v12.0.0-rc.1').outputs).toBe(
        'version=12.0.0-rc.1\nmajor=12\nprerelease=true\n'
      )
      // A prerelease does not move the major tag.
      expect(steps[index(/git push -f origin/)].if).toBe(
        "steps.version.outputs.prerelease == 'false'"
      )
    }
  )

  it('CI runs the npx test of the packed package on Linux, Windows and macOS after a fresh build', () => {
    const ci = parse(own.find(w => w.name === 'ci.yml')?.text ?? '') as {
      jobs: Record<string, OwnJob>
    }
    const job = ci.jobs.npx
    expect(job.strategy?.matrix?.os?.sort()).toEqual([
      'macos-latest',
      'ubuntu-latest',
      'windows-latest'
    ])
    const runs = job.steps.map(step => step.run ?? '')
    const build = runs.indexOf('npm run package')
    const test = runs.findIndex(run => run.includes('__tests__/e2e/npx-package.test.ts'))
    expect(runs.indexOf('npm ci')).toBeGreaterThanOrEqual(0)
    expect(build).toBeGreaterThan(runs.indexOf('npm ci'))
    expect(test).toBeGreaterThan(build)
  })
})
