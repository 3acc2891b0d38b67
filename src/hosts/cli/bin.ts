#!/usr/bin/env node
// The command line (bin in package.json, bundled into dist/cli/): only calls main().
import { main } from './main.js'
import { collectBetweenPhases } from '../../shared/collect-garbage.js'

// Memory given back between a deploy's phases (src/shared/collect-garbage.ts).
collectBetweenPhases()
try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  // main() reports every expected failure itself; this is the net for a bug.
  process.stderr.write(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  )
  process.exitCode = 1
}
