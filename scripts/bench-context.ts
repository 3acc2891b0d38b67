// What the backup and export benchmarks are handed by scripts/bench.ts, and the one way they put
// a stored project on the simulated instance.
import type { Simulator } from '../simulator/index.js'
import { importBodyFrame } from './bench-import-frame.js'

export interface BenchContext {
  sim: Simulator
  user: { name: string; password: string }
  benchRoot: string
  dist: string
  /** Logs in as curl would; the Cookie header. */
  login(): Promise<string>
  logout(cookie: string): Promise<void>
  /** Runs a command under GNU time: wall time, peak RSS, stdout. */
  timed(
    command: string,
    args: string[],
    options?: { env?: Record<string, string> }
  ): Promise<{ ms: number; maxRssKiB: number; stdout: string }>
}

/** Stores `zip` as `projectName` on the instance: an Import streamed by base64 | curl. */
export async function storeProject(
  ctx: BenchContext,
  zip: string,
  projectName: string
): Promise<void> {
  const cookie = await ctx.login()
  try {
    const { head, tail } = importBodyFrame(projectName)
    const script = [
      'set -o pipefail;',
      `{ printf '%s' "$HEAD"; base64 -w0 "$ZIP"; printf '%s' "$TAIL"; } |`,
      `curl -sS -o /dev/null -w '%{http_code}' -X POST -T - -H 'Expect:'`,
      `-H 'Content-Type: application/json' -H "Cookie: $COOKIE" "$URL"`
    ].join(' ')
    const run = await ctx.timed('bash', ['-c', script], {
      env: {
        HEAD: head,
        TAIL: tail,
        ZIP: zip,
        COOKIE: cookie,
        URL: `${ctx.sim.url}/CustomizationApi/Import`
      }
    })
    if (run.stdout !== '200') throw new Error(`storing the project: Import answered ${run.stdout}`)
  } finally {
    await ctx.logout(cookie)
  }
}
