// The deploy and export steps in-process (moved from the e2e tests of dist/ and dist/export/; the
// Actions services are the artifact stand-in and its cache, through the libraries dist/ uses): the
// README's deploy-on-merge workflow and the scheduled export of docs/export.md run one after the
// other on the same folder, with the `with:` inputs the docs give (read from the files, expressions
// replaced as a runner would; each run a new commit). The export must change nothing a deploy
// wrote, and the deploy after it must be `unchanged`: no loop of pull requests and publishes.
import { describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'
import { SimClient, zipBuffer } from '../../simulator/testing.js'
import { repoRoot } from '../../test-support/run-action.js'
import {
  expectExitCode,
  useStepWorld,
  type ActionsWorld as World,
  type StepRun
} from '../../test-support/step-world.js'
import { API, requestsTo, sampleProjectPath, USER } from '../../test-support/world.js'
import { readTree, readZip } from '../../test-support/zip.js'

const steps = useStepWorld({ publishEndScript: [{ text: 'true' }] })
const start = steps.startWorld

interface Step {
  uses?: string
  with?: Record<string, string | number | boolean>
}

/** The `with:` of the first workflow step in `file` whose `uses` ends with `action`. */
async function docsStep(
  file: string,
  action: string,
  marker: string
): Promise<Record<string, string>> {
  const readme = await readFile(path.join(repoRoot, file), 'utf8')
  for (const [, block] of readme.matchAll(/```yaml\n([\s\S]*?)```/g)) {
    if (!block.includes(marker)) continue
    const workflow = YAML.parse(block) as { jobs: Record<string, { steps: Step[] }> }
    for (const job of Object.values(workflow.jobs)) {
      const step = job.steps.find(s => s.uses?.endsWith(action))
      if (step?.with) {
        return Object.fromEntries(Object.entries(step.with).map(([k, v]) => [k, String(v)]))
      }
    }
  }
  throw new Error(`${file} has no workflow step using ${action} with ${marker}`)
}

/** The runner's expression values: this instance and user, and the commit of this run. */
function evaluate(inputs: Record<string, string>, world: World): Record<string, string> {
  const values: Record<string, string> = {
    'vars.ACUMATICA_URL': world.sim.url,
    'secrets.ACUMATICA_USERNAME': USER.name,
    'secrets.ACUMATICA_PASSWORD': USER.password,
    'github.repository': 'octo-org/erp-customizations',
    // Every merge is a new commit.
    'github.sha': randomBytes(20).toString('hex')
  }
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
        if (!(expression in values)) throw new Error(`no value for \${{ ${expression} }}`)
        return values[expression]
      })
    ])
  )
}

// Only the waits are shortened (the simulator is local); every other input is the docs'.
const FAST = { 'poll-interval': '0.05', 'login-retry-delay': '0.05' }

let runs = 0
async function mergeDeploy(
  world: World,
  workspace: string,
  extra: Record<string, string> = {}
): Promise<StepRun> {
  const inputs = evaluate(
    await docsStep('README.md', 'acumatica-customization-deploy@v1', 'skip-unchanged: true'),
    world
  )
  runs++
  return steps.deployTo(
    { ...inputs, ...FAST, 'backup-artifact-name': `backup-${runs}`, ...extra },
    {
      workspace,
      sample: false,
      actions: world.artifacts,
      env: { GITHUB_RUN_ID: String(7000 + runs) }
    }
  )
}

async function scheduledExport(world: World, workspace: string): Promise<StepRun> {
  const inputs = evaluate(await docsStep('docs/export.md', '/export@v1', '/export@v1'), world)
  return steps.export(world.sim, { ...inputs, 'login-retry-delay': '0.05' }, { workspace })
}

/** The instance holds MyCustomization as an instance stores it (Imported), and publishes it. */
async function instanceWithProject(world: World, zip: Buffer): Promise<void> {
  const client = new SimClient(world.sim.url)
  await client.login(USER.name, USER.password)
  expect((await client.importProject('MyCustomization', zip)).status).toBe(200)
  await client.logout()
  world.sim.published.push('MyCustomization')
}

async function sampleZip(): Promise<Buffer> {
  const entries: Record<string, Buffer> = {}
  for (const [name, bytes] of await readTree(sampleProjectPath)) entries[name] = bytes
  return zipBuffer(entries)
}

const FOLDER = path.join('customization', 'MyCustomization')

describe("the README's deploy-on-merge and the docs' scheduled export on one folder", () => {
  it('export, deploy, export (nothing changes), deploy (unchanged)', async () => {
    const world = await start({ projects: {} })
    await instanceWithProject(world, await sampleZip())
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'cycle-'))
    try {
      // The project comes into Git from the instance: a source-control folder (a new folder).
      const first = await scheduledExport(world, workspace)
      expectExitCode(first, 0)
      expect(first.result.outputs.changed).toBe('true')
      const metadata = path.join(workspace, FOLDER, '_project', 'ProjectMetadata.xml')
      expect((await stat(metadata)).isFile()).toBe(true)

      // Merging that pull request deploys it.
      const deployed = await mergeDeploy(world, workspace)
      expectExitCode(deployed, 0)
      expect(deployed.result.outputs.result).toBe('published')

      // The next scheduled export finds nothing to bring back.
      const before = await readFile(metadata)
      const again = await scheduledExport(world, workspace)
      expectExitCode(again, 0)
      expect(again.result.outputs.changed).toBe('false')
      expect((await readFile(metadata)).equals(before)).toBe(true)

      // And the next merge (another commit, same folder) restarts nothing.
      const next = await mergeDeploy(world, workspace)
      expectExitCode(next, 0)
      expect(next.result.outputs.result).toBe('unchanged')
      expect(next.warnings).toEqual([])
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })

  it('an existing package folder exported with the defaults keeps project.xml at its root, and the cycle settles', async () => {
    const world = await start({ projects: {} })
    await instanceWithProject(world, await sampleZip())
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'cycle-package-'))
    try {
      await cp(sampleProjectPath, path.join(workspace, FOLDER), { recursive: true })
      const exported = await scheduledExport(world, workspace)
      expectExitCode(exported, 0)
      const stored = await readZip(world.sim.storedProject('MyCustomization')!)
      const projectXml = await readFile(path.join(workspace, FOLDER, 'project.xml'))
      expect(projectXml.equals(stored.get('project.xml')!)).toBe(true)
      await expect(stat(path.join(workspace, FOLDER, '_project'))).rejects.toThrow()

      expect((await mergeDeploy(world, workspace)).result.outputs.result).toBe('published')
      const again = await scheduledExport(world, workspace)
      expect(again.result.outputs.changed).toBe('false')
      expect((await mergeDeploy(world, workspace)).result.outputs.result).toBe('unchanged')
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
  })

  // stamp: true (docs/fleet.md): the Import's description says the commit and the run; the
  // export takes it off again, so the cycle settles all the same, for both folder kinds.
  for (const kind of ['source-control', 'package'] as const) {
    it(`with stamp: true, a ${kind} folder: deploy (stamped), export (nothing changes), deploy (unchanged)`, async () => {
      const world = await start({ projects: {} })
      await instanceWithProject(world, await sampleZip())
      const workspace = await mkdtemp(path.join(os.tmpdir(), `cycle-stamp-${kind}-`))
      try {
        if (kind === 'package') {
          await cp(sampleProjectPath, path.join(workspace, FOLDER), { recursive: true })
        }
        const first = await scheduledExport(world, workspace)
        expectExitCode(first, 0)
        const written = path.join(
          workspace,
          FOLDER,
          ...(kind === 'package' ? ['project.xml'] : ['_project', 'ProjectMetadata.xml'])
        )
        const before = await readFile(written)

        const deployed = await mergeDeploy(world, workspace, { stamp: 'true' })
        expectExitCode(deployed, 0)
        expect(deployed.result.outputs.result).toBe('published')
        const imports = requestsTo(world.sim, API.import)
        const description = (imports.at(-1)!.json as { projectDescription: string })
          .projectDescription
        // The step world's job: octo-org/erp-customizations at 0123456, run 7000 + n.
        expect(description).toMatch(/ \[octo-org\/erp-customizations@0123456, run 7\d{3}\]$/)
        expect(description.length).toBeLessThanOrEqual(255)
        // The instance stores it: its project.xml root says it.
        const stored = (await readZip(world.sim.storedProject('MyCustomization')!)).get(
          'project.xml'
        )!
        expect(stored.toString('utf8')).toContain('@0123456, run 7')

        // The export writes the description without it: nothing changes in Git.
        const again = await scheduledExport(world, workspace)
        expectExitCode(again, 0)
        expect(again.result.outputs.changed).toBe('false')
        expect((await readFile(written)).equals(before)).toBe(true)
        expect((await readFile(written, 'utf8')).includes('erp-customizations@')).toBe(false)

        // The stamp is no part of any digest: the next merge (stamped too) is unchanged.
        const next = await mergeDeploy(world, workspace, { stamp: 'true' })
        expectExitCode(next, 0)
        expect(next.result.outputs.result).toBe('unchanged')
        expect(next.warnings).toEqual([])
      } finally {
        await rm(workspace, { recursive: true, force: true })
      }
    })
  }
})
