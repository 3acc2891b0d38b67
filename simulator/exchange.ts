// One HTTP exchange with the stand-in instance: the request, the answer, and what is recorded of
// them for the tests.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RecordedRequest } from './types.js'

export interface Exchange {
  req: IncomingMessage
  res: ServerResponse
  record: RecordedRequest
}
