import { pathToFileURL } from 'node:url'
import { runAction } from './actions-runner.js'
import { deployCommand } from '../../commands/deploy.js'
import { collectBetweenPhases } from '../../shared/collect-garbage.js'
import { runJobsInWorkers, runWorkerJob } from '../../shared/worker-job.js'

// In a worker thread the deploy starts (its lint), only that job; the deploy starts them from the launcher the runner ran.
if (!(await runWorkerJob())) {
  runJobsInWorkers(pathToFileURL(process.argv[1]))
  collectBetweenPhases()
  await runAction(deployCommand)
}
