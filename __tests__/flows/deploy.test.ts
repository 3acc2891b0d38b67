// The deploy step in-process (moved from the e2e tests of dist/): the deploys that succeed. Each
// test starts its own simulator and artifact stand-in (its cache too), runs the main and post steps
// with them as the action does (through @actions/artifact and @actions/cache), and checks what the
// instance received, what the artifact service stored, the outputs and the log.
import { describe, expect, it } from '@jest/globals'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import {
  API,
  PROJECT,
  SESSION_COOKIES,
  USER,
  calls,
  previousVersionZip,
  requestsTo,
  sampleProjectPath,
  sha256,
  publishCalls,
  VERIFY_AFTER_RESTART_CALLS,
  PROBE_NOTICE
} from '../../test-support/world.js'
import { backupArtifactBytes } from '../../test-support/e2e-checks.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import { zipBuffer } from '../../simulator/testing.js'
import { readTree } from '../../test-support/zip.js'

const steps = useStepWorld()
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

/** The log's last line before the folded Summary group, which repeats the summary as text. */
function lastLine(text: string): string {
  const summary = text.indexOf('::group::Summary')
  return (summary < 0 ? text : text.slice(0, summary)).trimEnd().split(/\r?\n/).at(-1) ?? ''
}

describe('deploy', () => {
  it('publishes: backs up the deployed version, imports, publishes, logs out', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      published: ['OtherProject'],
      publishEndScript: [
        { text: 'false' },
        { json: { isCompleted: false, log: [] } },
        {
          json: {
            isCompleted: true,
            log: [{ timestamp: '10:00:01', logType: 'information', message: 'Website updated.' }]
          }
        }
      ]
    })
    const { sim, artifacts } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(calls(sim)).toEqual([...publishCalls(3), ...VERIFY_AFTER_RESTART_CALLS])
    // The artifact library's progress is debug output: the log shows it only with debug on.
    expect(run.stdout).toMatch(/^::debug::Artifact name is valid!$/m)
    expect(`${run.stdout}\n${run.output}`).not.toMatch(/^(?!::debug::).*Artifact name is valid!/m)

    // Login: exactly {name, password} when tenant, branch and locale are not set.
    expect(requestsTo(sim, API.login)[0].json).toEqual({
      name: USER.name,
      password: USER.password
    })
    // Every cookie of the login answer goes back, unchanged, on every later call.
    const publishEnds = sim.requests.filter(r => r.path === API.publishEnd)
    const untilPublished = sim.requests.slice(0, sim.requests.indexOf(publishEnds.at(-1)!) + 1)
    const [, , ...afterLogin] = untilPublished
    const sessionCookies = afterLogin[0].cookies
    expect(Object.keys(sessionCookies).sort()).toEqual([...SESSION_COOKIES].sort())
    for (const request of afterLogin) expect(request.cookies).toEqual(sessionCookies)

    expect(requestsTo(sim, API.getProject)[0].json).toEqual({
      projectName: PROJECT,
      isAutoResolveConflicts: false
    })
    // The simulator records the Import body with the package replaced by a placeholder.
    const importBody = JSON.parse(requestsTo(sim, API.import)[0].body) as Record<string, unknown>
    expect(Object.keys(importBody).sort()).toEqual([
      'isReplaceIfExists',
      'projectContentBase64',
      'projectDescription',
      'projectLevel',
      'projectName'
    ])
    expect(importBody).toMatchObject({
      projectName: PROJECT,
      // Defaults to the description and level of project.xml's <Customization> root.
      projectDescription: 'Sample: order priority on Sales Orders and a small inquiry page',
      projectLevel: 0,
      isReplaceIfExists: true
    })
    expect(importBody.projectContentBase64).toMatch(/^<base64: [1-9]\d* chars>$/)
    expect(requestsTo(sim, API.publishBegin)[0].json).toEqual({
      isMergeWithExistingPackages: false,
      isOnlyValidation: false,
      isOnlyDbUpdates: false,
      projectNames: [PROJECT, 'OtherProject'],
      tenantMode: 'Current'
    })
    for (const request of requestsTo(sim, API.publishEnd)) expect(request.json).toEqual({})
    const logout = requestsTo(sim, API.logout)[0]
    expect(logout.body).toBe('')
    expect(logout.headers['content-length']).toBe('0')

    // The package is the sample folder, zipped at the root.
    expect(sim.imported).toHaveLength(1)
    const imported = sim.imported[0]
    expect(imported.name).toBe(PROJECT)
    expect([...imported.entries].sort()).toEqual(
      [...(await readTree(sampleProjectPath)).keys()].sort()
    )
    expect(run.result.outputs['package-size']).toBe(String(imported.size))
    expect(run.result.outputs['package-sha256']).toBe(imported.sha256)

    // The backup artifact is exactly the previously deployed zip, named <name>.zip.
    expect(artifacts.artifacts).toHaveLength(1)
    const artifact = artifacts.artifacts[0]
    const port = new URL(sim.url).port
    const backupName = `${PROJECT}-backup-127.0.0.1-${port}`
    expect((await backupArtifactBytes(artifact, backupName)).equals(previous)).toBe(true)
    expect(run.result.outputs['backup-artifact-id']).toBe(artifact.id)
    expect(run.result.outputs['backup-artifact-url']).toBe(
      `https://github.com/octo-org/erp-customizations/actions/runs/4242424242/artifacts/${artifact.id}`
    )
    expect(run.result.outputs['backup-artifact-digest'].replace(/^sha256:/, '')).toBe(
      sha256(await readFile(artifact.path))
    )
    expect(basename(run.result.outputs['backup-path'])).toBe(`${backupName}.zip`)
    expect((await readFile(run.result.outputs['backup-path'])).equals(previous)).toBe(true)
    expect(await readFile(run.result.outputs['publish-log'], 'utf8')).toContain('Website updated.')

    expect(run.groups).toEqual([
      'Check inputs',
      // The lint's checks of the package (lint: warn), before anything is sent.
      'Lint',
      'Package',
      'Log in',
      'Back up',
      'List published projects',
      // The stored project against the newest verified deploy in the ledger (none yet).
      'Check drift',
      'Import',
      'Publish',
      'Verify',
      // The completed deploy goes into the ledger (the Actions cache stand-in).
      'Record deploy'
    ])
    expect(run.postGroups).toEqual(['Log out'])
    // A successful deploy prints no warning, in either step.
    expect(run.warnings).toEqual([])
    expect(run.postWarnings).toEqual([])
    // The verification's new session (the restart ended the first one) is released.
    expect(run.postOutput).toContain('the API session is released')
    expect(lastLine(run.output)).toMatch(/published/i)
    expect(run.markdown).toContain(PROJECT)
    expect(run.markdown).toContain(`127.0.0.1:${port}`)
    expect(run.markdown).toMatch(/Published/)
    expect(run.markdown).toContain('Website updated.')
    expectCleanDeploy(world.sim, run)
  })

  it('validates only: publishBegin with isOnlyValidation, result validated', async () => {
    const world = await start({
      projects: { [PROJECT]: await previousVersionZip() },
      publishEndScript: [{ text: 'false' }, { text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world, { 'validate-only': 'true' })

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('validated')
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({
      isOnlyValidation: true,
      isMergeWithExistingPackages: false,
      isOnlyDbUpdates: false
    })
    // The probe for another publish, then the validation's two polls.
    expect(requestsTo(sim, API.publishEnd)).toHaveLength(3)
    expect(run.groups).toContain('Validate')
    expect(run.groups).not.toContain('Publish')
    expect(lastLine(run.output)).toMatch(/validated/i)
    expect(lastLine(run.output)).toMatch(/put back as before this run/)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    // A validation does not restart the pool: the post step logs out, and no step warns.
    expect(run.postOutput).toContain('the API session is released')
    expect(run.warnings).toEqual([])
    expect(run.postWarnings).toEqual([])
    expectCleanDeploy(world.sim, run)
  })

  it('passes the publishBegin and Import options through', async () => {
    const world = await start({ publishEndScript: [{ text: 'true' }] })
    const { sim } = world
    const run = await runDeploy(world, {
      'project-description': 'Release 2.1 (build 77)',
      'project-level': '3',
      'replace-if-exists': 'false',
      'merge-with-existing': 'true',
      'db-updates-only': 'true',
      'tenant-mode': 'All',
      'include-published': 'false',
      backup: 'false'
    })

    expectExitCode(run, 0)
    expect(requestsTo(sim, API.import)[0].json).toMatchObject({
      projectDescription: 'Release 2.1 (build 77)',
      projectLevel: 3,
      isReplaceIfExists: false
    })
    expect(requestsTo(sim, API.publishBegin)[0].json).toEqual({
      isMergeWithExistingPackages: true,
      isOnlyValidation: false,
      isOnlyDbUpdates: true,
      projectNames: [PROJECT],
      tenantMode: 'All'
    })
    expectCleanDeploy(world.sim, run)
  })

  it('uploads a ready-made package as it is and does not zip project-path', async () => {
    const packageBytes = await zipBuffer({
      'project.xml': '<Customization level="0" description="prebuilt" />',
      'Pages/SO/SO301000.aspx': '<%@ Page Language="C#" %>'
    })
    const world = await start({ publishEndScript: [{ text: 'true' }] })
    const { sim } = world
    const run = await runDeploy(
      world,
      // project-path stays '.', the workspace, which has no project.xml: it must not matter.
      { 'project-path': '.', package: 'build/package.zip' },
      {
        prepareWorkspace: async workspace => {
          await mkdir(join(workspace, 'build'))
          await writeFile(join(workspace, 'build', 'package.zip'), packageBytes)
        }
      }
    )

    expectExitCode(run, 0)
    expect(sim.imported).toHaveLength(1)
    expect(sim.imported[0].sha256).toBe(sha256(packageBytes))
    expect(sim.imported[0].size).toBe(packageBytes.length)
    expect([...sim.imported[0].entries].sort()).toEqual(['Pages/SO/SO301000.aspx', 'project.xml'])
    expect(run.result.outputs['package-sha256']).toBe(sha256(packageBytes))
    expect(run.result.outputs['package-size']).toBe(String(packageBytes.length))
    expectCleanDeploy(world.sim, run)
  })

  it('goes on without a backup when the project is not on the instance yet', async () => {
    const world = await start({
      projects: {},
      publishEndScript: [{ text: 'true' }]
    })
    const { sim, artifacts } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expect(requestsTo(sim, API.getProject)).toHaveLength(1)
    // Besides the probe's (the simulator answers it 500 before any publish ran).
    const notices = run.notices.filter(n => !PROBE_NOTICE.test(n))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain(PROJECT)
    expect(notices[0]).toMatch(/first deploy|not on the instance/i)
    expect(artifacts.artifacts).toHaveLength(0)
    expect(artifacts.requests).toHaveLength(0)
    expect(run.result.outputs['backup-artifact-id'] ?? '').toBe('')
    expect(run.result.outputs['backup-path'] ?? '').toBe('')
    expect(sim.imported).toHaveLength(1)
    expect(requestsTo(sim, API.publishBegin)).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })

  it('sends no getProject when backup is turned off', async () => {
    const world = await start({
      projects: { [PROJECT]: await previousVersionZip() },
      publishEndScript: [{ text: 'true' }]
    })
    const { sim, artifacts } = world
    const run = await runDeploy(world, { backup: 'false' })

    expectExitCode(run, 0)
    expect(requestsTo(sim, API.getProject)).toHaveLength(0)
    expect(artifacts.requests).toHaveLength(0)
    expect(run.groups).not.toContain('Back up')
    expect(run.result.outputs['backup-artifact-id'] ?? '').toBe('')
    expect(sim.imported).toHaveLength(1)
    expect(run.result.outputs.result).toBe('published')
    expectCleanDeploy(world.sim, run)
  })

  it('on GitHub Enterprise Server keeps the backup on the runner, warns how to keep it, deploys', async () => {
    const previous = await previousVersionZip()
    const world = await start({
      projects: { [PROJECT]: previous },
      publishEndScript: [{ text: 'true' }]
    })
    const { sim, artifacts } = world
    const run = await runDeploy(
      world,
      {},
      { env: { GITHUB_SERVER_URL: 'https://ghes.example.com' } }
    )

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    const warnings = run.warnings
    expect(warnings.some(w => w.includes('actions/upload-artifact@v3'))).toBe(true)
    // One warning, naming the library that refuses GHES (not the library's "upload failed").
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('@actions/artifact')
    expect(artifacts.artifacts).toHaveLength(0)
    expect(run.result.outputs['backup-artifact-id'] ?? '').toBe('')
    expect((await readFile(run.result.outputs['backup-path'])).equals(previous)).toBe(true)
    expect(sim.imported).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })
})

describe('projects published together', () => {
  it('publishes the project, then publish-with, then the published ones, without duplicates', async () => {
    // ExtraOne is on the instance but not published; the simulator refuses unknown names.
    const world = await start({
      projects: { ExtraOne: await zipBuffer({ 'project.xml': '<Customization level="0" />' }) },
      published: ['OtherProject', PROJECT, 'Helper'],
      publishEndScript: [{ text: 'true' }]
    })
    const { sim } = world
    // The getPublished before the publish is the subject: no verification after it.
    const run = await runDeploy(world, {
      'publish-with': `Helper, ExtraOne\n${PROJECT.toLowerCase()}`,
      backup: 'false',
      verify: 'false'
    })

    expectExitCode(run, 0)
    expect(requestsTo(sim, API.getPublished)).toHaveLength(1)
    const names = (requestsTo(sim, API.publishBegin)[0].json as { projectNames: string[] })
      .projectNames
    expect(names).toEqual([PROJECT, 'Helper', 'ExtraOne', 'OtherProject'])
    expectCleanDeploy(world.sim, run)
  })

  it('with include-published false sends no getPublished', async () => {
    const world = await start({
      published: ['OtherProject', 'Helper'],
      publishEndScript: [{ text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world, {
      'include-published': 'false',
      'publish-with': 'Helper',
      backup: 'false',
      verify: 'false'
    })

    expectExitCode(run, 0)
    expect(requestsTo(sim, API.getPublished)).toHaveLength(0)
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({
      projectNames: [PROJECT, 'Helper']
    })
    expectCleanDeploy(world.sim, run)
  })

  it('warns and goes on with the names it has when getPublished is not available', async () => {
    const world = await start({
      published: ['OtherProject', 'Helper'],
      getPublishedAvailable: false,
      publishEndScript: [{ text: 'true' }]
    })
    const { sim } = world
    const run = await runDeploy(world, {
      'publish-with': 'Helper',
      backup: 'false',
      verify: 'false'
    })

    expectExitCode(run, 0)
    expect(requestsTo(sim, API.getPublished)).toHaveLength(1)
    expect(run.warnings.some(w => /getPublished/.test(w))).toBe(true)
    expect(requestsTo(sim, API.publishBegin)[0].json).toMatchObject({
      projectNames: [PROJECT, 'Helper']
    })
    expectCleanDeploy(world.sim, run)
  })
})
