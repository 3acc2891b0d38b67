// Benchmark-style check: every trim and test the export makes over a name the instance chose
// runs in linear time. Each is timed on 1 MiB of the input that made the backtracking forms
// (/[. ]+$/, /^\/+|\/+$/, /^_+|_+$/, /[ ]+$/) quadratic: a 262,144-character AppRelativePath took
// 87 s, 1 MiB would take hours. The bound (2 s each) is generous, for a slow shared machine; the
// linear forms take milliseconds.
import { describe, expect, it } from '@jest/globals'
import {
  foldName,
  foldPath,
  isDeviceName,
  isGitName,
  writeRefusal
} from '../../src/export/path-rules.js'
import {
  escapeReason,
  MAX_PATH_CHARS,
  outsideReason,
  samePathKey,
  toZipPath
} from '../../src/project/app-path.js'
import { fragmentBaseName } from '../../src/project/fragment-name.js'
import { trimBothOf, trimEndOf } from '../../src/shared/trim.js'

const MIB = 1024 * 1024
const BOUND_MS = 2000

function timed(work: () => unknown): number {
  const started = performance.now()
  work()
  return performance.now() - started
}

// Runs of the trimmed characters that do not reach the end: the worst case of /x+$/.
const inputs = {
  dotsAndSpaces: '. '.repeat(MIB / 2) + 'x',
  slashes: '/'.repeat(MIB - 1) + 'x',
  backslashes: '\\'.repeat(MIB - 1) + 'x',
  underscores: '_'.repeat(MIB - 1) + 'x',
  spaces: ' '.repeat(MIB - 1) + 'x',
  keyPunctuation: '#.'.repeat(MIB / 2) + 'x'
}

describe('the names an instance chooses are read in linear time (1 MiB each)', () => {
  const cases: Array<[string, () => unknown]> = [
    ['foldName over dots and spaces', () => foldName(inputs.dotsAndSpaces)],
    ['foldPath over dots and spaces', () => foldPath(inputs.dotsAndSpaces)],
    ['isGitName over dots and spaces', () => isGitName(inputs.dotsAndSpaces)],
    ['isDeviceName over spaces', () => isDeviceName(inputs.spaces)],
    ['toZipPath over slashes', () => toZipPath(inputs.slashes)],
    ['toZipPath over backslashes', () => toZipPath(inputs.backslashes)],
    ['samePathKey over slashes', () => samePathKey(inputs.slashes)],
    ['fragmentBaseName over underscores', () => fragmentBaseName(inputs.underscores)],
    ['fragmentBaseName over punctuation', () => fragmentBaseName(inputs.keyPunctuation)],
    ['trimEndOf', () => trimEndOf(inputs.dotsAndSpaces, '. ')],
    ['trimBothOf', () => trimBothOf(inputs.underscores, '_')]
  ]
  it.each(cases)('%s', (_what, work) => {
    expect(timed(work)).toBeLessThan(BOUND_MS)
  })

  it('refuses a path over the limit before any other test, quickly, whatever it holds', () => {
    for (const text of Object.values(inputs)) {
      let reasons: Array<string | undefined> = []
      const ms = timed(() => {
        reasons = [writeRefusal(text), outsideReason(text), escapeReason(text)]
      })
      expect(ms).toBeLessThan(BOUND_MS)
      for (const reason of reasons)
        expect(reason).toMatch(/characters long, more than any file system takes/)
    }
    expect(writeRefusal('a'.repeat(MAX_PATH_CHARS))).toBeUndefined()
    expect(writeRefusal('a'.repeat(MAX_PATH_CHARS + 1))).toMatch(/at most 4096/)
  })

  it('trims as the expressions did', () => {
    expect(foldName('Name. . ')).toBe('name')
    expect(toZipPath('\\\\Bin\\A.dll\\')).toBe('Bin/A.dll')
    expect(fragmentBaseName('~/pages/so/so301000.aspx')).toBe('pages_so_so301000_aspx')
    expect(fragmentBaseName('___')).toBe('Item')
    expect(isDeviceName('lpt1 .log')).toBe(true)
    expect(isDeviceName('console')).toBe(false)
  })
})

describe('the hashed 8.3 alias of .git', () => {
  it.each(['GI7EB6~1', 'gi7eb6~2', 'GI7EB6~1.', 'GIT~1'])('%s is .git', name => {
    expect(isGitName(name)).toBe(true)
    expect(writeRefusal(`${name}/config`)).toMatch(/takes for \.git/)
  })
  it.each(['GI7EB6', 'GI7EB6~', 'GI7EB7~1'])('%s is not', name => {
    expect(isGitName(name)).toBe(false)
  })
})
