import { runAction } from './actions-runner.js'
import { fleetCommand } from '../../commands/fleet.js'

await runAction(fleetCommand)
