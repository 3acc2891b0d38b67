// One getProject call in a process of its own, for tests of what a call leaves behind: prints
// the error (or `ok`) as one JSON line and then returns, so the process exits only once nothing
// (a timer, a socket) holds it up. Usage: node --import tsx test-support/get-project-once.ts
// <baseUrl> <file> [maxBytes]
import { CustomizationClient } from '../src/api/client.js'

const [baseUrl, file, maxBytes] = process.argv.slice(2)
const client = new CustomizationClient({ baseUrl, requestTimeoutSeconds: 600 })
client.useSession('a=1')
try {
  await client.getProject('Pkg', file, { maxBytes: maxBytes ? Number(maxBytes) : undefined })
  console.log(JSON.stringify('ok'))
} catch (error) {
  const { code, limit, message } = error as { code?: string; limit?: string; message?: string }
  console.log(JSON.stringify({ code, limit, message }))
}
