import { cleanup } from '../steps/post-step.js'

await cleanup()
