import { runAction } from './actions-runner.js'
import { exportCommand } from '../../commands/export.js'

await runAction(exportCommand)
