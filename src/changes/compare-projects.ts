// The stored project against the package, both read from their zips: in this thread, or in a
// worker thread of its own. Reading a project.xml of 100,000 items allocates a few hundred MB of
// short-lived strings; in the main thread V8 answered by growing its young generation to about
// 100 MiB and kept it for the rest of the run (the backup uploads came on top: 431 MiB peak RSS
// for two projects against 254 MiB without the comparison). A worker's heap is its own, its young
// generation capped, and all of it is given back when the worker ends.
import { isMainThread, Worker, workerData, parentPort } from 'node:worker_threads'
import {
  compareContent,
  type CompareProjects,
  type ProjectChanges,
  type ProjectContent
} from './compare.js'
import { readProjectContent } from './project-content.js'

/** The comparison in this thread, from a reader of one zip's content. */
export function compareInProcess(
  read: (zipPath: string, what: string) => Promise<ProjectContent> = readProjectContent
): CompareProjects {
  return async (storedPath, packagePath, projectName) => {
    const stored = storedPath ? await read(storedPath, `the stored ${projectName}`) : undefined
    const next = await read(packagePath, `the package of ${projectName}`)
    return compareContent(stored, next)
  }
}

const JOB = 'acumatica-compare-projects'
/** The worker's young generation: V8's default in a fresh process, never grown. */
const YOUNG_GENERATION_MB = 16
/**
 * Its old generation: the items of 100,000 a side keep about 40 MiB alive; the cap makes V8
 * collect before the garbage piles up. A comparison that needs more fails (a warning; the deploy
 * goes on without its Changes).
 */
const OLD_GENERATION_MB = 128

interface Job {
  job: typeof JOB
  storedPath: string | undefined
  packagePath: string
  projectName: string
}

type Answer = { changes: ProjectChanges } | { error: string }

/**
 * The comparison in a worker thread that runs `script` (the bundle that calls this, whose entry
 * hands the job to runCompareWorker first).
 */
export function compareInWorker(script: URL): CompareProjects {
  return (storedPath, packagePath, projectName) =>
    new Promise<ProjectChanges>((resolve, reject) => {
      const data: Job = { job: JOB, storedPath, packagePath, projectName }
      const worker = new Worker(script, {
        workerData: data,
        resourceLimits: {
          maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
          maxOldGenerationSizeMb: OLD_GENERATION_MB
        },
        // The worker writes nothing; its output would go to the step's log.
        stdout: true,
        stderr: true
      })
      let answer: Answer | undefined
      worker.once('message', (message: Answer) => (answer = message))
      worker.once('error', reject)
      worker.once('exit', code => {
        if (answer && 'changes' in answer) resolve(answer.changes)
        else if (answer) reject(new Error(answer.error))
        else reject(new Error(`the comparison's worker ended (code ${code}) without an answer`))
      })
    })
}

/**
 * In a worker started by compareInWorker: does the job and answers it, then true (the entry
 * does nothing else). False anywhere else.
 */
export async function runCompareWorker(): Promise<boolean> {
  const job = workerData as Job | undefined
  if (isMainThread || job?.job !== JOB || !parentPort) return false
  let answer: Answer
  try {
    const changes = await compareInProcess()(job.storedPath, job.packagePath, job.projectName)
    answer = { changes }
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) }
  }
  parentPort.postMessage(answer)
  return true
}
