// The package's version, from the package.json of this package (npm always packs it): the first
// one up from this module's folder that names the package, as src/hosts/cli/ and dist/ (whose own
// package.json only says "type": "module") sit at different depths. The path is built at run
// time so that ncc leaves the file where it is instead of copying it into dist/.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const NAME = 'acumatica-customization-deploy'

export function packageVersion(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const manifest = readManifest(path.join(dir, 'package.json'))
    if (manifest?.name === NAME && typeof manifest.version === 'string') return manifest.version
    if (path.dirname(dir) === dir) return 'unknown'
  }
}

function readManifest(file: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown }
  } catch {
    return undefined
  }
}
