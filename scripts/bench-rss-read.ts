// Reads what scripts/bench-rss.mjs wrote for a run: one JSON line per process; the main step's.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export interface RssRecord {
  script: string
  maxRssKiB: number
  peakAnonKiB?: number
  /** Peak RSS (KiB) when each log line (`Packaged`, `Downloaded`, ...) was written. */
  phases: Record<string, number>
  /** Peak anonymous memory (KiB) so far at each of those lines. */
  anonPhases?: Record<string, number>
  /** Anonymous memory (KiB) as it stood at each of those lines. */
  nowPhases?: Record<string, number>
  /** Milliseconds since the start when each of those lines was written. */
  phaseMs?: Record<string, number>
}

/** The main step's record in `rssFile`, or undefined when it wrote none. */
export async function mainStepRss(rssFile: string): Promise<RssRecord | undefined> {
  return (await readFile(rssFile, 'utf8'))
    .trim()
    .split('\n')
    .map(line => JSON.parse(line) as RssRecord)
    .find(record => record.script.endsWith(path.join('main', 'index.js')))
}
