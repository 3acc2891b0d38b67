// npm run demo: the action's dist/ deploys examples/sample-project to the simulator, over a
// previous version already on the instance, with the artifact stand-in taking the backup. It
// prints the run as the Actions page shows it, the outputs and the job summary as text (the
// action's folded Summary group: the same model the page renders, as the command line prints
// it), and exits non-zero unless the project was published, the session released and the
// backup stored. It removes every folder it made in the temp folder.
// It runs the committed dist/ (what a workflow runs); `npm run demo -- --build` rebuilds it first.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSimulator } from '../simulator/index.js'
import { startArtifactService } from '../simulator/artifact-service.js'
import { viewLog, collectMasks } from '../test-support/log-view.js'
import { removeActionRuns, runAction } from '../test-support/run-action.js'
import {
  PROJECT,
  SAMPLE_IN_WORKSPACE,
  previousVersionZip,
  sampleProjectPath
} from '../test-support/world.js'

const USER = { name: 'admin', password: 'admin-password' }

function heading(title: string): void {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 72 - title.length))}`)
}

async function demo(): Promise<number> {
  const previous = await previousVersionZip()
  const sim = await startSimulator({
    users: [USER],
    projects: { [PROJECT]: previous },
    published: [PROJECT]
  })
  const artifacts = await startArtifactService()
  try {
    console.log(
      `Simulated instance ${sim.url} with ${PROJECT} already published (${previous.length} bytes);\n` +
        `deploying ${sampleProjectPath} with the action's dist/.`
    )
    const started = Date.now()
    const run = await runAction({
      inputs: {
        'base-url': sim.url,
        username: USER.name,
        password: USER.password,
        'project-name': PROJECT,
        'project-path': SAMPLE_IN_WORKSPACE,
        'project-description': 'Demo deploy',
        'poll-interval': '0.5',
        'login-retry-delay': '0.5',
        'publish-timeout': '60'
      },
      env: artifacts.env(),
      // The action packages only what is in the workspace: the sample project is copied there.
      prepareWorkspace: workspace =>
        cp(sampleProjectPath, path.join(workspace, SAMPLE_IN_WORKSPACE), { recursive: true }),
      timeoutMs: 120_000
    })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)

    // The Summary group folded, as the page shows it; its text comes under its own heading.
    const { log, summary } = foldSummary(viewLog(run.main.output))
    heading(`Run ${PROJECT} deploy (exit code ${run.main.exitCode})`)
    console.log(log)
    heading(`Post Run ${PROJECT} deploy (exit code ${run.post?.exitCode})`)
    console.log(viewLog(run.post?.output ?? '', { initialMasks: collectMasks(run.main.output) }))

    heading('Outputs')
    for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}: ${value}`)

    heading('Job summary')
    console.log(summary)

    const published = run.outputs.result === 'published'
    const open = sim.openSessions()
    const artifact = artifacts.artifacts[0]
    let backupText = 'no backup artifact stored'
    let backupMatches = false
    if (artifact) {
      // The artifact is the previous version's zip itself, as getProject gave it.
      backupMatches = (await readFile(artifact.path)).equals(previous)
      backupText =
        `backup artifact stored (${artifact.name}: ${artifact.size} bytes, the zip of the ` +
        `previous version${backupMatches ? '' : ' — CONTENT DIFFERS'})`
    }
    heading('Result')
    console.log(
      `${published ? 'Publish complete' : `Publish NOT complete (result ${run.outputs.result ?? 'none'})`}, ` +
        `session ${open === 0 ? 'released' : 'NOT released'} (simulator open sessions = ${open}), ` +
        `${backupText}. ${sim.requests.length} API requests, ${seconds} s.`
    )
    return published && open === 0 && backupMatches ? 0 : 1
  } finally {
    // Leaves nothing behind: the simulator's, the artifact stand-in's and the run's folders
    // (workspace, runner temp, backup) go with it.
    await Promise.all([sim.close(), artifacts.close()])
    await removeActionRuns()
  }
}

/** The viewed log with the Summary group's lines taken out, and those lines unindented. */
function foldSummary(viewed: string): { log: string; summary: string } {
  const lines = viewed.split('\n')
  const start = lines.indexOf('▼ Summary')
  if (start < 0) return { log: viewed, summary: '(no Summary group in the log)' }
  let end = start + 1
  while (end < lines.length && lines[end].startsWith('  ')) end++
  return {
    log: [...lines.slice(0, start + 1), ...lines.slice(end)].join('\n'),
    summary: lines
      .slice(start + 1, end)
      .map(line => line.slice(2))
      .join('\n')
      .trimEnd()
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (process.argv.includes('--build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'package.mjs')], {
    cwd: root,
    stdio: 'inherit'
  })
} else if (!existsSync(path.join(root, 'dist', 'main', 'index.js'))) {
  console.error('dist/ is missing: run `npm run demo -- --build` to build it first.')
  process.exit(1)
}
process.exitCode = await demo()
