// Preloaded into the action's process by the benchmark (NODE_OPTIONS=--import). At exit it
// appends one JSON line per process to BENCH_RSS_FILE:
// - maxRssKiB: the kernel's peak resident set of this process (what "peak RSS" means: VmHWM on
//   Linux, not getrusage's maxRSS, which starts from the RSS of the process that spawned this one
//   and so read the benchmark's own 600 MiB as the action's), and the same as it stood
//   when the first log line and each phase line (Packaged, Logged in, Downloaded, Staged (the
//   export's "Read <project> into its ... form"), Backup stored, Imported) were written, with the time of each (ms since the process started: phaseMs);
// - peakAnonKiB: the peak of RssAnon sampled every 10 ms (Linux), also as it stood at the
//   phase lines (anonPhases), and RssAnon itself at those lines (nowPhases: what a phase left
//   behind, where the peak so far may be an earlier phase's). Resident pages of the 120 MB
//   node binary count in maxRSS and vary by up to 25 MiB from run to run with the page cache;
//   anonymous memory (heap, buffers) is what the action's own code controls.
//
// Diagnostics (not used by the tables): with BENCH_RSS_DETAIL=<file>, the peaks of V8's heap
// spaces (committed KiB), of external and ArrayBuffer memory, also at each phase line, are
// appended to that file; with BENCH_TRACE_GC=<file> V8 prints each collection (--trace-gc-nvp) on stdout, which the
// benchmark writes to <file>.<folder>.
// Sampling them allocates, so the figures of a detailed run are a little off.
import { appendFileSync, readFileSync } from 'node:fs'
import { PerformanceObserver, performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import { isMainThread } from 'node:worker_threads'

// Worker threads (the deploy's lint) share the process: measured by the main thread.
const file = isMainThread ? process.env.BENCH_RSS_FILE : undefined
// The log lines that end each phase (the backup's: "Backup of <project> stored as artifact ...").
const PHASES = [
  ['Packaged', /Packaged /],
  ['Logged in', /Logged in /],
  ['Downloaded', /Downloaded /],
  // The export's: the project downloaded and staged (before its folder is written).
  ['Staged', /Read .* into its .* form /],
  ['Backup stored', /Backup of .* stored as artifact /],
  ['Imported', /Imported /]
]
/** Peak RSS of this process in KiB: VmHWM where /proc has it, else getrusage's maxRSS. */
function peakRssKiB() {
  try {
    const match = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))
    if (match) return Number(match[1])
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS
}

if (file) {
  const phases = {}
  // RssAnon as it stands at each phase line (not the peak so far).
  const nowPhases = {}
  const anonNowKiB = () => {
    try {
      return Number(/RssAnon:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1])
    } catch {
      return undefined
    }
  }
  const anonPhases = {}
  const phaseMs = {}
  let peakAnonKiB = 0
  const sampleAnon = () => {
    try {
      const match = /RssAnon:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))
      if (match) peakAnonKiB = Math.max(peakAnonKiB, Number(match[1]))
    } catch {
      // not Linux: maxRssKiB only
    }
  }
  const detailFile = process.env.BENCH_RSS_DETAIL
  if (process.env.BENCH_TRACE_GC) v8.setFlagsFromString('--trace-gc-nvp')
  const detail = {}
  // Collections so far, by kind (1 scavenge, 2 mark-compact, ...).
  const gcs = {}
  if (detailFile) {
    new PerformanceObserver(list => {
      for (const entry of list.getEntries())
        gcs[entry.detail.kind] = (gcs[entry.detail.kind] ?? 0) + 1
    }).observe({ entryTypes: ['gc'] })
  }
  const detailPhases = {}
  // When the young generation changes size: ms since start, KiB, the last phase line seen.
  const newSpaceTimeline = []
  let lastPhase = 'loading'
  const sampleDetail = () => {
    for (const space of v8.getHeapSpaceStatistics()) {
      const kib = Math.round(space.physical_space_size / 1024)
      if (space.space_name === 'new_space' && newSpaceTimeline.at(-1)?.[1] !== kib) {
        const size = Math.round(space.space_size / 1024)
        newSpaceTimeline.push([Math.round(performance.now()), kib, size, lastPhase, { ...gcs }])
      }
      detail[space.space_name] = Math.max(detail[space.space_name] ?? 0, kib)
    }
    const usage = process.memoryUsage()
    detail.externalKiB = Math.max(detail.externalKiB ?? 0, Math.round(usage.external / 1024))
    detail.arrayBuffersKiB = Math.max(
      detail.arrayBuffersKiB ?? 0,
      Math.round(usage.arrayBuffers / 1024)
    )
    detail.anonKiB = peakAnonKiB
  }
  setInterval(() => {
    sampleAnon()
    if (detailFile) sampleDetail()
  }, 10).unref()
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = (chunk, ...rest) => {
    const text = String(chunk)
    // The first line is written once the bundle is loaded: the floor of every run.
    phases.loaded ??= peakRssKiB()
    if (detailFile && text.startsWith('::group::')) lastPhase = text.slice(9, 40).trim()
    for (const [phase, pattern] of PHASES) {
      if (pattern.test(text) && !text.startsWith('::')) {
        sampleAnon()
        nowPhases[phase] = anonNowKiB()
        phases[phase] = peakRssKiB()
        anonPhases[phase] = peakAnonKiB
        phaseMs[phase] = Math.round(performance.now())
        if (detailFile) {
          lastPhase = phase
          sampleDetail()
          detailPhases[phase] = { ...detail }
        }
      }
    }
    return write(chunk, ...rest)
  }
  process.on('exit', () => {
    sampleAnon()
    const line = {
      script: process.argv[1],
      phases,
      maxRssKiB: peakRssKiB(),
      peakAnonKiB: peakAnonKiB || undefined,
      anonPhases,
      nowPhases,
      phaseMs
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`)
    if (detailFile) {
      sampleDetail()
      appendFileSync(
        detailFile,
        `${JSON.stringify({ ...line, detail, detailPhases, newSpaceTimeline })}\n`
      )
    }
  })
}
