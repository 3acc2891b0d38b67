// The export's post step is the deploy's: it releases the API session the main step opened.
import { cleanup } from '../post.js'

await cleanup()
