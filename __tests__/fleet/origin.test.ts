// Where a run's packages come from: GitHub's variables, or the git checkout the command line
// runs in (its HEAD and the owner/repo of its origin remote); and the result file's name.
import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { originFromEnv, originOfCheckout, repositoryOfRemote } from '../../src/fleet/origin.js'
import { resultFileName } from '../../src/fleet/result-file.js'

const folders: string[] = []
afterAll(async () => {
  await Promise.all(folders.map(f => rm(f, { recursive: true, force: true })))
})

describe('the origin of a run', () => {
  it("GitHub's variables on a runner, with the run's page", () => {
    expect(
      originFromEnv({
        GITHUB_REPOSITORY: 'octo-org/erp',
        GITHUB_SHA: 'a'.repeat(40),
        GITHUB_RUN_ID: '17',
        GITHUB_SERVER_URL: 'https://ghe.example.com'
      })
    ).toEqual({
      repository: 'octo-org/erp',
      commit: 'a'.repeat(40),
      runUrl: 'https://ghe.example.com/octo-org/erp/actions/runs/17'
    })
    expect(originFromEnv({})).toEqual({})
  })

  it('the command line in a git checkout: HEAD and the origin remote; elsewhere nothing', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'origin-'))
    folders.push(folder)
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: folder, encoding: 'utf8' }).trim()
    git('init', '-q')
    await writeFile(path.join(folder, 'a.txt'), 'a')
    git('add', 'a.txt')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'a')
    git('remote', 'add', 'origin', 'git@github.com:octo-org/erp-customizations.git')
    expect(originOfCheckout({}, folder)).toEqual({
      repository: 'octo-org/erp-customizations',
      commit: git('rev-parse', 'HEAD')
    })
    const plain = await mkdtemp(path.join(os.tmpdir(), 'origin-plain-'))
    folders.push(plain)
    expect(originOfCheckout({}, plain)).toEqual({})
  })

  it.each([
    ['https://github.com/octo-org/erp.git', 'octo-org/erp'],
    ['https://github.com/octo-org/erp', 'octo-org/erp'],
    ['git@github.com:octo-org/erp.git', 'octo-org/erp'],
    ['ssh://git@host:2222/octo-org/erp.git', 'octo-org/erp'],
    ['', undefined]
  ])('the repository of the remote %s', (url, repository) => {
    expect(repositoryOfRemote(url)).toBe(repository)
  })

  it('the result file name is safe for any file system and artifact name', () => {
    expect(resultFileName('contoso')).toBe('result-contoso.json')
    expect(resultFileName('erp.example.com:8443')).toBe('result-erp.example.com-8443.json')
    expect(resultFileName('../../etc/passwd')).toBe('result-etc-passwd.json')
    expect(resultFileName('...')).toBe('result-instance.json')
  })
})
