// End to end over dist/main/: the work the bundled deploy hands to worker threads (the zips read
// for the Changes, the backup's upload through @actions/artifact) answers as it does in-process,
// and what the upload library prints reaches the step's log as the runner needs it (its mask of
// the upload URL's signature first, its progress as debug lines, no warning). Only the bundle
// starts workers: in-process tests run the same work in their own thread.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { zipBuffer } from '../../simulator/testing.js'
import { backupArtifactBytes, expectExitCodes } from '../../test-support/e2e-checks.js'
import {
  PROJECT,
  requireDist,
  runDeploy,
  sampleProjectPath,
  startWorld,
  USER,
  type World
} from '../../test-support/world.js'
import { readTree } from '../../test-support/zip.js'

beforeAll(requireDist)

let world: World | undefined
afterEach(async () => {
  await world?.close()
  world = undefined
})

describe('the bundled deploy with its worker threads', () => {
  it('compares and uploads the backup from workers: the Changes, the artifact, the masks', async () => {
    // The stored version: the sample project with one page more, which this deploy removes.
    const entries: Record<string, Buffer> = {}
    for (const [name, bytes] of await readTree(sampleProjectPath)) entries[name] = bytes
    entries['Pages/Old/OL100000.aspx'] = Buffer.from('<%@ Page %>')
    const stored = await zipBuffer(entries)
    world = await startWorld({ projects: { [PROJECT]: stored } })

    const run = await runDeploy(world, { backup: 'true' })

    expectExitCodes(run, 0)
    expect(run.outputs['result']).toBe('published')
    // Read in a worker thread, both sides: the page the package no longer holds.
    expect(JSON.parse(run.outputs['changes-json'])).toEqual([
      { name: PROJECT, added: [], changed: [], removed: ['Pages/Old/OL100000.aspx'] }
    ])
    // Uploaded from a worker thread: the stored zip itself, as the instance gave it.
    expect(world.artifacts.artifacts).toHaveLength(1)
    const artifact = world.artifacts.artifacts[0]
    expect(artifact.name.startsWith(`${PROJECT}-backup-`)).toBe(true)
    const bytes = await backupArtifactBytes(artifact, artifact.name.replace(/\.zip$/, ''))
    expect(bytes.equals(stored)).toBe(true)
    expect(run.outputs['backup-artifact-id']).toBe(artifact.id)
    // The library's lines, forwarded from the worker: the signature masked, progress as debug.
    expect(run.masks).toContain(artifact.uploadSignature)
    expect(run.main.stdout).toMatch(
      /^::debug::Beginning upload of artifact content to blob storage$/m
    )
    expect(run.main.stdout).not.toMatch(/^Beginning upload/m)
    expect(run.main.stdout).not.toMatch(/^::warning/m)
    expect(run.main.stderr).toBe('')
    expect(run.maskedLog).not.toContain(USER.password)
  })
})
