// The command line's backups: named as the artifact plus the time taken, never written over an
// existing file, so a later run cannot replace the backup an earlier run's message named.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CliRunner } from '../../src/hosts/cli/cli-runner.js'

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('--backup-dir files', () => {
  it('carry the time they were taken and never replace a file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cli-backups-'))
    const backups = path.join(dir, 'backups')
    const host = new CliRunner({
      input: () => '',
      write: () => undefined,
      backupDir: backups,
      env: { workspace: process.cwd(), tempDir: dir, runId: 'local', runAttempt: '1' },
      onAbandon: () => undefined,
      now: () => new Date('2026-11-27T09:15:30.123Z')
    })
    const name = 'KNCentralizedLicense[24.200.0118][19NOV2024][V03]3-backup-erp.example.com'
    const first = path.join(dir, 'first.zip')
    const second = path.join(dir, 'second.zip')
    await writeFile(first, 'the version before both runs')
    await writeFile(second, "the first run's package")

    const a = await host.storeBackup(first, name)
    const b = await host.storeBackup(second, name)

    expect(await readdir(backups)).toEqual([
      `${name}-20261127T091530Z-2.zip`,
      `${name}-20261127T091530Z.zip`
    ])
    expect('stored' in a && a.stored.artifactName).toBe(
      path.join(backups, `${name}-20261127T091530Z.zip`)
    )
    expect('stored' in b && b.stored.artifactName).toBe(
      path.join(backups, `${name}-20261127T091530Z-2.zip`)
    )
    expect(await readFile(path.join(backups, `${name}-20261127T091530Z.zip`), 'utf8')).toBe(
      'the version before both runs'
    )
  })
})
