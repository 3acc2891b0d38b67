import { cleanup } from '../post.js'

await cleanup()
