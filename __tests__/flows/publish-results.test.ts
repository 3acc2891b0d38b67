// The deploy step in-process (moved from the e2e tests of dist/; the Actions services are the
// artifact stand-in and its cache, through the libraries dist/ uses): how each publishEnd answer
// ends the run (failed with a string or an array log, completed with HTTP 400, isFailed winning
// over isCompleted, publish timeout).
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { API, requestsTo } from '../../test-support/world.js'
import { expectCleanDeploy, expectExitCode, useStepWorld } from '../../test-support/step-world.js'
import type { PublishEndStep } from '../../simulator/index.js'

const steps = useStepWorld({ projects: {} })
const start = steps.startWorld
/** The deploy step and the post step with the Actions services of `world`. */
const runDeploy = steps.deployIn

const entry = (logType: string, message: string, timestamp = '10:00:00') => ({
  timestamp,
  logType,
  message
})

describe('publish results', () => {
  it('fails with a string log: shows it, writes it to publish-log and the summary, logs out', async () => {
    const failure = 'Compilation failed: PX.Objects.SO.SOOrderEntry_Extension.cs(12): error CS0103'
    const world = await start({
      publishEndScript: [{ text: 'false' }, { json: { isFailed: true, log: failure } }]
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(run.output).toContain(failure)
    expect(run.errors.length).toBeGreaterThanOrEqual(1)
    expect(await readFile(run.result.outputs['publish-log'], 'utf8')).toContain(failure)
    expect(run.markdown).toContain('error CS0103')
    // The probe for another publish, then two polls.
    expect(requestsTo(sim, API.publishEnd)).toHaveLength(3)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })

  it('fails with an array log that grows: each entry one line as it comes, errors and warnings one annotation each after the run', async () => {
    const first = entry('information', 'Validating the website: step 1 of 3', '10:00:01')
    const second = entry('warning', 'Field UsrColor hides a base field', '10:00:02')
    const broken = entry('error', 'Screen SO301000: control UsrColor has no data field', '10:00:03')
    const world = await start({
      publishEndScript: [
        { json: { log: [first] } },
        { json: { isCompleted: false, log: [first, second] } },
        { json: { isFailed: true, isCompleted: false, log: [first, second, broken] } }
      ]
    })
    const run = await runDeploy(world)

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    const occurrences = (text: string) =>
      run.output.split('\n').filter(line => line.includes(text)).length
    // A line each as it comes (not again at each poll); warnings and errors then once more as
    // an annotation, after the run (publish-findings-report.ts).
    expect(occurrences(first.message)).toBe(1)
    expect(occurrences(second.message)).toBe(2)
    expect(occurrences(broken.message)).toBe(2)
    expect(run.errors.filter(e => e.includes(broken.message))).toHaveLength(1)
    expect(run.warnings.filter(w => w.includes(second.message))).toHaveLength(1)
    const publishLog = await readFile(run.result.outputs['publish-log'], 'utf8')
    for (const e of [first, second, broken]) expect(publishLog).toContain(e.message)
    expect(run.markdown).toContain(broken.message)
    expectCleanDeploy(world.sim, run)
  })

  it('reads a completed answer that comes with HTTP 400', async () => {
    const world = await start({
      publishEndScript: [{ text: 'false' }, { json: { isCompleted: true, log: [] }, status: 400 }]
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    // The probe (HTTP 500 before any publish ran), then the polls.
    expect(requestsTo(sim, API.publishEnd).map(r => r.status)).toEqual([500, 200, 400])
    expectCleanDeploy(world.sim, run)
  })

  it('reads a plain-text true that comes with HTTP 400', async () => {
    const world = await start({ publishEndScript: [{ text: 'true', status: 400 }] })
    const run = await runDeploy(world)

    expectExitCode(run, 0)
    expect(run.result.outputs.result).toBe('published')
    expectCleanDeploy(world.sim, run)
  })

  it('treats isFailed as failure even when isCompleted is true', async () => {
    const world = await start({
      publishEndScript: [
        { json: { isCompleted: true, isFailed: true, log: [entry('error', 'Publish aborted')] } }
      ]
    })
    const run = await runDeploy(world)

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('failed')
    expect(run.output).toContain('Publish aborted')
    expectCleanDeploy(world.sim, run)
  })

  it('times out: result timed-out, the step fails, the post step logs out', async () => {
    const running: PublishEndStep = { text: 'false' }
    const world = await start({ publishEndScript: [running] })
    const { sim } = world
    const started = Date.now()
    const run = await runDeploy(world, { 'publish-timeout': '0.5' })

    expectExitCode(run, 1)
    expect(run.result.outputs.result).toBe('timed-out')
    expect(run.output).toMatch(/publish-timeout/)
    // Polled for about 0.5 s at 0.05 s intervals, then stopped.
    const polls = requestsTo(sim, API.publishEnd).length
    expect(polls).toBeGreaterThanOrEqual(3)
    expect(polls).toBeLessThan(40)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    expectCleanDeploy(world.sim, run)
  })
})
