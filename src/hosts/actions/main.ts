import { runAction } from './actions-runner.js'
import { deployCommand } from '../../commands/deploy.js'

await runAction(deployCommand)
