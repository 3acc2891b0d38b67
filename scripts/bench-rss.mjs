// Preloaded into the action's process by the benchmark (NODE_OPTIONS=--import): at exit it
// appends the process's peak resident memory to BENCH_RSS_FILE, one JSON line per process, with
// the peak as it stood when each phase line of the log was written (Packaged, Imported), so the
// report can tell which phase needed the memory.
import { appendFileSync } from 'node:fs'

const file = process.env.BENCH_RSS_FILE
if (file) {
  const phases = {}
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk, ...rest) => {
    const text = String(chunk)
    // The first line is written once the bundle is loaded: the floor of every run.
    phases.loaded ??= process.resourceUsage().maxRSS
    for (const phase of ['Packaged', 'Imported']) {
      if (text.includes(`${phase} `)) phases[phase] = process.resourceUsage().maxRSS
    }
    return write(chunk, ...rest)
  }
  process.on('exit', () => {
    const line = {
      script: process.argv[1],
      phases,
      maxRssKiB: process.resourceUsage().maxRSS
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  })
}
