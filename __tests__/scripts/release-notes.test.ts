// scripts/release-notes.mjs, which the release workflow runs for the GitHub release's notes: the
// section of one version of CHANGELOG.md, as the repository's changelog is written once the
// Unreleased section is given its version; a version without a section fails the release.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { tempFolderSync } from '../../test-support/temp-folders.js'
import path from 'node:path'

const script = path.resolve('scripts/release-notes.mjs')
const changelog = readFileSync(path.resolve('CHANGELOG.md'), 'utf8')

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The body of the changelog's Unreleased section, as the tests expect it back. */
function unreleasedBody(text: string): string {
  const after = text.split(/^## \[Unreleased\]\n/m)[1]
  return after.split(/^## /m)[0].trim()
}

/**
 * The repository's changelog as it reads after a release: the Unreleased section is now
 * `[1.0.0] - date`, a new empty Unreleased above it, a later 1.1.0 section, and link definitions.
 */
function released(): string {
  const file = path.join(tempFolderSync('acu-notes-'), 'CHANGELOG.md')
  const text = changelog.replace(
    '## [Unreleased]\n',
    [
      '## [Unreleased]',
      '',
      '## [1.1.0] - 2027-01-15',
      '',
      '### Fixed',
      '',
      '- Something after 1.0.0.',
      '',
      '## [1.0.0] - 2026-11-27',
      ''
    ].join('\n')
  )
  writeFileSync(
    file,
    `${text}\n[1.1.0]: https://github.com/your-org/acumatica-customization-deploy/compare/v1.0.0...v1.1.0\n[1.0.0]: https://github.com/your-org/acumatica-customization-deploy/releases/tag/v1.0.0\n`
  )
  return file
}

describe('release-notes', () => {
  it("prints one version's section of the repository's changelog, without its heading or the next", () => {
    const body = unreleasedBody(changelog)
    // The changelog has a real section to give (its Added list) and the check can tell.
    expect(body).toMatch(/^### Added$/m)
    const file = released()

    const first = run('1.0.0', file)
    expect(first.status).toBe(0)
    expect(first.stdout).toBe(`${body}\n`)
    expect(first.stdout).not.toContain('## [')
    expect(first.stdout).not.toContain('releases/tag')

    // The tag's leading v is dropped; the newer section stops at the older heading.
    const later = run('v1.1.0', file)
    expect(later.status).toBe(0)
    expect(later.stdout).toBe('### Fixed\n\n- Something after 1.0.0.\n')
  })

  it('fails, naming the version, when the changelog has no section for it (or an empty one)', () => {
    const file = released()
    for (const version of ['2.0.0', '1.0', 'Unreleased']) {
      const result = run(version, file)
      expect(result.status).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr).toContain(`no section for ${version}`)
    }
    // The default file is the repository's CHANGELOG.md.
    expect(run('0.0.0').status).toBe(1)
    expect(run().status).toBe(2)
  })
})
