// node scripts/release-notes.mjs VERSION [CHANGELOG]: prints the CHANGELOG.md section of VERSION
// (its body, without the heading), the notes of the GitHub release that the release workflow
// makes. Headings as Keep a Changelog writes them: `## [1.2.0] - 2026-12-01`, `## [1.2.0]` or
// `## 1.2.0`; a leading `v` in VERSION is dropped. Exits 1 when the section is missing or empty,
// so that a tag pushed before its changelog entry fails the release before anything is published.
import { readFileSync } from 'node:fs'

/** The body of VERSION's section in a changelog's text, trimmed; undefined when absent. */
function releaseNotes(changelog, version) {
  const wanted = version.replace(/^v/, '')
  const lines = changelog.split(/\r?\n/)
  const start = lines.findIndex(line => headingVersion(line) === wanted)
  if (start < 0) return undefined
  const rest = lines.slice(start + 1)
  // The section ends at the next version's heading or at the link definitions
  // (`[1.2.0]: https://...`) Keep a Changelog puts at the end.
  const end = rest.findIndex(line => /^## /.test(line) || /^\[[^\]]+\]:\s/.test(line))
  const body = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim()
  return body === '' ? undefined : body
}

function headingVersion(line) {
  const match = /^##\s+\[?v?([^\]\s]+)\]?(?:\s|$)/.exec(line)
  return match?.[1]
}

const [version, file = new URL('../CHANGELOG.md', import.meta.url)] = process.argv.slice(2)
if (!version) {
  process.stderr.write('usage: node scripts/release-notes.mjs VERSION [CHANGELOG]\n')
  process.exit(2)
}
const notes = releaseNotes(readFileSync(file, 'utf8'), version)
if (notes === undefined) {
  process.stderr.write(`CHANGELOG.md has no section for ${version} (a "## [${version}]" heading)\n`)
  process.exit(1)
}
process.stdout.write(`${notes}\n`)
