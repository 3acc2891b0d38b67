// Decoding a getProject answer: time and peak RSS of extractBase64Payload for 100 MB and 1 GB
// packages, each run in its own process so that peak RSS is that run's alone. The answer is the
// JSON object form (the payload field between two log fields), made on the fly in 64 KiB
// chunks the way a socket hands them over, and the bytes go to a sink that drops them.
//
//   npm run bench:codec -- [--old <checkout>] [sizes in MB, default 100 1000]
//
// --old <checkout>: also run <checkout>/src/api/base64-payload.ts (an older version of the
// codec, e.g. a `git worktree add` of an earlier commit) in the same run, for a ratio.

import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath, pathToFileURL } from 'node:url'

type Extract = (
  body: AsyncIterable<Buffer>,
  sink: NodeJS.WritableStream,
  options: { fieldName: string }
) => Promise<{ decodedBytes: number }>

const MB = 1_000_000
const CHUNK = 64 * 1024

async function* answer(decodedBytes: number): AsyncGenerator<Buffer> {
  // 48 KiB of random bytes is 64 KiB of base64: every chunk is a whole number of groups.
  const block = Buffer.from(randomBytes((CHUNK / 4) * 3).toString('base64'))
  yield Buffer.from('{"log":[{"logType":"information","message":"ok"}],"projectContentBase64":"')
  let left = Math.ceil(decodedBytes / ((CHUNK / 4) * 3))
  while (left-- > 0) yield block
  yield Buffer.from('","projectName":"Bench"}')
}

async function child(modulePath: string, megabytes: number): Promise<void> {
  const { extractBase64Payload } = (await import(pathToFileURL(modulePath).href)) as {
    extractBase64Payload: Extract
  }
  const sink = new Writable({ write: (_chunk, _enc, done) => done() })
  const started = process.hrtime.bigint()
  const cpuBefore = process.cpuUsage()
  const result = await extractBase64Payload(answer(megabytes * MB), sink, {
    fieldName: 'projectContentBase64'
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const cpu = process.cpuUsage(cpuBefore)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const peakMiB = process.resourceUsage().maxRSS / 1024
  process.stdout.write(
    JSON.stringify({
      bytes: result.decodedBytes,
      seconds,
      cpuSeconds,
      peakMiB: Math.round(peakMiB)
    }) + '\n'
  )
}

function main(): void {
  const args = process.argv.slice(2)
  if (args[0] === '--child') {
    void child(args[1], Number(args[2]))
    return
  }
  const root = resolve(fileURLToPath(import.meta.url), '../..')
  const impls: Array<[string, string]> = [['new', resolve(root, 'src/api/base64-payload.ts')]]
  const old = args.indexOf('--old')
  if (old >= 0) {
    impls.unshift(['old', resolve(args[old + 1], 'src/api/base64-payload.ts')])
    args.splice(old, 2)
  }
  const sizes = args.length > 0 ? args.map(Number) : [100, 1000]
  // CPU time beside wall time: on a shared machine the wall time says more about the others.
  console.log('codec | answer (decoded) | time | CPU time | MB/s (CPU) | peak RSS')
  for (const megabytes of sizes) {
    for (const [name, path] of impls) {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', path, String(megabytes)],
        { encoding: 'utf8' }
      )
      if (run.status !== 0) throw new Error(`${name} ${megabytes} MB failed: ${run.stderr}`)
      const r = JSON.parse(run.stdout.trim()) as {
        bytes: number
        seconds: number
        cpuSeconds: number
        peakMiB: number
      }
      console.log(
        `${name} | ${(r.bytes / MB).toFixed(0)} MB | ${r.seconds.toFixed(2)} s | ${r.cpuSeconds.toFixed(2)} s | ${(r.bytes / MB / r.cpuSeconds).toFixed(0)} | ${r.peakMiB} MiB`
      )
    }
  }
}

main()
