// The command line's backups: named as the artifact plus the time taken, never written over an
// existing file, so a later run cannot replace the backup an earlier run's message named.
import { afterEach, describe, expect, it } from '@jest/globals'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
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

describe('--keep-backups', () => {
  async function runnerAt(keepBackups: number | undefined, lines: string[] = []) {
    dir = await mkdtemp(path.join(tmpdir(), 'cli-backups-'))
    let minute = 0
    const host = new CliRunner({
      input: () => '',
      write: line => lines.push(line),
      backupDir: path.join(dir, 'backups'),
      ...(keepBackups === undefined ? {} : { keepBackups }),
      env: { workspace: process.cwd(), tempDir: dir, runId: 'local', runAttempt: '1' },
      onAbandon: () => undefined,
      // One backup a minute: 09:00, 09:01, ...
      now: () => new Date(Date.UTC(2026, 10, 27, 9, minute++, 0))
    })
    const zip = path.join(dir, 'backup.zip')
    await writeFile(zip, 'a backup')
    return { host, zip, backups: path.join(dir, 'backups') }
  }

  it('keeps the newest N of one name, leaves other names and files alone, and says what it removed', async () => {
    const lines: string[] = []
    const { host, zip, backups } = await runnerAt(2, lines)
    await writeFile(path.join(await mkdirOf(backups), 'notes.txt'), 'mine')
    for (let i = 0; i < 4; i++) await host.storeBackup(zip, 'Acme-backup-erp')
    await host.storeBackup(zip, 'Other-backup-erp')
    expect((await readdir(backups)).sort()).toEqual([
      'Acme-backup-erp-20261127T090200Z.zip',
      'Acme-backup-erp-20261127T090300Z.zip',
      'Other-backup-erp-20261127T090400Z.zip',
      'notes.txt'
    ])
    expect(lines).toContain(
      'Removed 1 older backup of Acme-backup-erp (--keep-backups 2): Acme-backup-erp-20261127T090100Z.zip.'
    )
  })

  it('keeps ten by default, and every one with 0', async () => {
    const byDefault = await runnerAt(undefined)
    for (let i = 0; i < 12; i++) await byDefault.host.storeBackup(byDefault.zip, 'Acme')
    expect(await readdir(byDefault.backups)).toHaveLength(10)
    await rm(dir, { recursive: true, force: true })
    const all = await runnerAt(0)
    for (let i = 0; i < 12; i++) await all.host.storeBackup(all.zip, 'Acme')
    expect(await readdir(all.backups)).toHaveLength(12)
  })

  ;(process.platform === 'win32' ? it.skip : it)(
    'writes each backup readable by its user alone (0600)',
    async () => {
      const { host, zip, backups } = await runnerAt(undefined)
      await chmod(zip, 0o644)
      const stored = await host.storeBackup(zip, 'Acme')
      const file = 'stored' in stored ? stored.stored.artifactName : ''
      expect((await stat(file)).mode & 0o777).toBe(0o600)
      expect((await stat(backups)).mode & 0o777).toBe(0o700)
    }
  )
})

async function mkdirOf(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  return folder
}
