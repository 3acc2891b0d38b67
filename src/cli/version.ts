// The package's version, read from package.json beside dist/ (npm always packs package.json).
// The URL is written out whole so that ncc copies the file beside the bundle, as action-inputs.ts
// does for action.yml.
import { readFileSync } from 'node:fs'

export function packageVersion(): string {
  const file = new URL('../../package.json', import.meta.url)
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }
  return typeof version === 'string' ? version : 'unknown'
}
