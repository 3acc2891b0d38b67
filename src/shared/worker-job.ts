// Work of the deploy that allocates many short-lived objects, in a worker thread of the bundle:
// in the main thread V8 answers such work by growing its young generation (to 64-128 MiB on a
// 1 GB project) and keeps it for the rest of the run, under the backup's and the Import's
// buffers (docs/performance.md). A worker's heap is its own, its young generation capped, and all
// of it is given back when the worker ends. No V8 flag: the caps are the worker's resourceLimits.
//
// A job is registered by the module that defines it (workerJob); the entry that runs the deploy
// names its launcher (runJobsInWorkers), and in a worker started from that launcher,
// runWorkerJob does the job and answers before the entry does anything else.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { messageOf } from './message-of.js'

interface Job {
  job: string
  args: unknown[]
}

type Answer = { result: unknown } | { error: string }

/** The caps of a worker's heap, in MiB. */
interface HeapCaps {
  /** The young generation: V8's default in a fresh process is 16. */
  youngMb: number
  /** The old generation: past it the job runs again in this thread. */
  oldMb: number
  /**
   * The worker's stdout and stderr: dropped (a job that prints nothing), or forwarded to the
   * step's (a library that reports on stdout, its lines made debug lines by the job).
   */
  output?: 'drop' | 'forward'
  /**
   * Past the heap's cap: the same work again in this thread (a read), or the error (work that
   * must not run twice, such as an upload that may have created its artifact).
   */
  outOfMemory?: 'again-here' | 'fail'
}

const jobs = new Map<string, (args: unknown[]) => Promise<unknown>>()
let launcher: URL | undefined

/**
 * `work` as a job: in a worker thread once the entry called runJobsInWorkers, else in this
 * thread (tests, the other hosts). Arguments and result cross by structured clone: plain data,
 * Maps, Sets, typed arrays (a class instance arrives without its prototype).
 */
export function workerJob<A extends unknown[], R>(
  name: string,
  work: (...args: A) => Promise<R>,
  caps: HeapCaps
): (...args: A) => Promise<R> {
  jobs.set(name, args => work(...(args as A)))
  return async (...args: A) => {
    if (launcher === undefined) return work(...args)
    try {
      return (await inWorker(launcher, { job: name, args }, caps)) as R
    } catch (error) {
      // Past its heap's cap (a project of an unusual size): the same work in this thread.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error
      if (caps.outOfMemory !== 'fail') return work(...args)
      throw new Error(`the ${name} worker thread ran out of its ${caps.oldMb} MiB heap`, {
        cause: error
      })
    }
  }
}

/** From now on the jobs run in worker threads that start `script` (the entry's launcher). */
export function runJobsInWorkers(script: URL): void {
  launcher = script
}

function inWorker(script: URL, job: Job, caps: HeapCaps): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: job,
      resourceLimits: {
        maxYoungGenerationSizeMb: caps.youngMb,
        maxOldGenerationSizeMb: caps.oldMb
      },
      // true: the worker's output stays with it, not in the step's log.
      stdout: caps.output !== 'forward',
      stderr: caps.output !== 'forward'
    })
    let answer: Answer | undefined
    worker.once('message', (message: Answer) => (answer = message))
    worker.once('error', reject)
    worker.once('exit', code => {
      if (answer && 'result' in answer) resolve(answer.result)
      else if (answer) reject(new Error(answer.error))
      else
        reject(
          new Error(`the ${job.job} worker thread stopped (exit code ${code}) before answering`)
        )
    })
  })
}

/**
 * In a worker started by a job: does it and answers, then true (the entry does nothing else).
 * False anywhere else.
 */
export async function runWorkerJob(): Promise<boolean> {
  const job = workerData as Job | undefined
  const work = job && jobs.get(job.job)
  if (isMainThread || !work || !parentPort) return false
  let answer: Answer
  try {
    answer = { result: await work(job.args) }
  } catch (error) {
    answer = { error: messageOf(error) }
  }
  parentPort.postMessage(answer)
  return true
}
