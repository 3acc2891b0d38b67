import { actionsRunner } from '../runner/actions-runner.js'
import { cleanup } from '../steps/post-step.js'

// The post step never fails the job: what it did is in its log.
await cleanup(actionsRunner())
