import { runAction } from './actions-runner.js'
import { lintCommand } from '../../commands/lint.js'

await runAction(lintCommand)
