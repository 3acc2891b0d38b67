import { actionsRunner } from './actions-runner.js'
import { cleanup } from '../../commands/post.js'

// The post step never fails the job: what it did is in its log.
await cleanup(actionsRunner())
