import { runAction } from './actions-runner.js'
import { rehearseCommand } from '../../commands/rehearse.js'

await runAction(rehearseCommand)
