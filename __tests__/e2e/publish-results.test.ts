// End to end over dist/: how each publishEnd answer ends the run (failed with a string or an
// array log, completed with HTTP 400, isFailed winning over isCompleted, publish timeout).
import { describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { API, annotations, requestsTo, runDeploy } from '../../test-support/world.js'
import { expectCleanRun, expectExitCodes } from '../../test-support/e2e-checks.js'
import { useWorld } from '../../test-support/e2e-world.js'
import type { PublishEndStep } from '../../simulator/index.js'

const { start } = useWorld({ projects: {} })

const entry = (logType: string, message: string, timestamp = '10:00:00') => ({
  timestamp,
  logType,
  message
})

describe('publish results over dist/', () => {
  it('fails with a string log: shows it, writes it to publish-log and the summary, logs out', async () => {
    const failure = 'Compilation failed: PX.Objects.SO.SOOrderEntry_Extension.cs(12): error CS0103'
    const world = await start({
      publishEndScript: [{ text: 'false' }, { json: { isFailed: true, log: failure } }]
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('failed')
    expect(run.main.stdout).toContain(failure)
    expect(annotations(run.main.stdout, 'error').length).toBeGreaterThanOrEqual(1)
    expect(await readFile(run.outputs['publish-log'], 'utf8')).toContain(failure)
    expect(run.summary).toContain('error CS0103')
    // The probe for another publish, then two polls.
    expect(requestsTo(sim, API.publishEnd)).toHaveLength(3)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    await expectCleanRun(world, run)
  })

  it('fails with an array log that grows: each entry shown once, errors as annotations', async () => {
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

    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('failed')
    // The live log, before the folded Summary group that repeats the summary as text.
    const live = run.main.stdout.slice(0, run.main.stdout.indexOf('::group::Summary'))
    const occurrences = (text: string) =>
      // One line each: plain for information, the annotation line for warnings and errors.
      live.split('\n').filter(line => line.includes(text)).length
    expect(occurrences(first.message)).toBe(1)
    expect(occurrences(second.message)).toBe(1)
    expect(occurrences(broken.message)).toBe(1)
    expect(annotations(run.main.stdout, 'error').some(e => e.includes(broken.message))).toBe(true)
    expect(annotations(run.main.stdout, 'warning').some(w => w.includes(second.message))).toBe(true)
    const publishLog = await readFile(run.outputs['publish-log'], 'utf8')
    for (const e of [first, second, broken]) expect(publishLog).toContain(e.message)
    expect(run.summary).toContain(broken.message)
    await expectCleanRun(world, run)
  })

  it('reads a completed answer that comes with HTTP 400', async () => {
    const world = await start({
      publishEndScript: [{ text: 'false' }, { json: { isCompleted: true, log: [] }, status: 400 }]
    })
    const { sim } = world
    const run = await runDeploy(world)

    expectExitCodes(run, 0)
    expect(run.outputs.result).toBe('published')
    // The probe (HTTP 500 before any publish ran), then the polls.
    expect(requestsTo(sim, API.publishEnd).map(r => r.status)).toEqual([500, 200, 400])
    await expectCleanRun(world, run)
  })

  it('reads a plain-text true that comes with HTTP 400', async () => {
    const world = await start({ publishEndScript: [{ text: 'true', status: 400 }] })
    const run = await runDeploy(world)

    expectExitCodes(run, 0)
    expect(run.outputs.result).toBe('published')
    await expectCleanRun(world, run)
  })

  it('treats isFailed as failure even when isCompleted is true', async () => {
    const world = await start({
      publishEndScript: [
        { json: { isCompleted: true, isFailed: true, log: [entry('error', 'Publish aborted')] } }
      ]
    })
    const run = await runDeploy(world)

    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('failed')
    expect(run.main.stdout).toContain('Publish aborted')
    await expectCleanRun(world, run)
  })

  it('times out: result timed-out, the step fails, the post step logs out', async () => {
    const running: PublishEndStep = { text: 'false' }
    const world = await start({ publishEndScript: [running] })
    const { sim } = world
    const started = Date.now()
    const run = await runDeploy(world, { 'publish-timeout': '0.5' })

    expectExitCodes(run, 1)
    expect(run.outputs.result).toBe('timed-out')
    expect(run.main.stdout).toMatch(/publish-timeout/)
    // Polled for about 0.5 s at 0.05 s intervals, then stopped.
    const polls = requestsTo(sim, API.publishEnd).length
    expect(polls).toBeGreaterThanOrEqual(3)
    expect(polls).toBeLessThan(40)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(requestsTo(sim, API.logout)).toHaveLength(1)
    await expectCleanRun(world, run)
  })
})
