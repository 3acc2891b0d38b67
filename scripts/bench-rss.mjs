// Preloaded into the action's process by the benchmark (NODE_OPTIONS=--import). At exit it
// appends one JSON line per process to BENCH_RSS_FILE:
// - maxRssKiB: the kernel's peak resident set (what "peak RSS" means), and the same as it stood
//   when the first log line and each phase line (Packaged, Imported) were written;
// - peakAnonKiB: the peak of RssAnon sampled every 10 ms (Linux), also as it stood at the
//   phase lines (anonPhases). Resident pages of the 120 MB
//   node binary count in maxRSS and vary by up to 25 MiB from run to run with the page cache;
//   anonymous memory (heap, buffers) is what the action's own code controls.
import { appendFileSync, readFileSync } from 'node:fs'

const file = process.env.BENCH_RSS_FILE
if (file) {
  const phases = {}
  const anonPhases = {}
  let peakAnonKiB = 0
  const sampleAnon = () => {
    try {
      const match = /RssAnon:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))
      if (match) peakAnonKiB = Math.max(peakAnonKiB, Number(match[1]))
    } catch {
      // not Linux: maxRssKiB only
    }
  }
  setInterval(sampleAnon, 10).unref()
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk, ...rest) => {
    const text = String(chunk)
    // The first line is written once the bundle is loaded: the floor of every run.
    phases.loaded ??= process.resourceUsage().maxRSS
    for (const phase of ['Packaged', 'Imported']) {
      if (text.includes(`${phase} `)) {
        sampleAnon()
        phases[phase] = process.resourceUsage().maxRSS
        anonPhases[phase] = peakAnonKiB
      }
    }
    return write(chunk, ...rest)
  }
  process.on('exit', () => {
    sampleAnon()
    const line = {
      script: process.argv[1],
      phases,
      maxRssKiB: process.resourceUsage().maxRSS,
      peakAnonKiB: peakAnonKiB || undefined,
      anonPhases
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
  })
}
