#!/usr/bin/env node
// The command line (bin in package.json, bundled into dist/cli/): calls main() (or, in the worker thread of a deploy, its comparison).
import { runCompareWorker } from '../changes/compare-projects.js'
import { main } from '../cli/main.js'

try {
  // In the worker thread a deploy starts for its Changes comparison, only that.
  if (!(await runCompareWorker())) process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  // main() reports every expected failure itself; this is the net for a bug.
  process.stderr.write(
    `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
  )
  process.exitCode = 1
}
