// The contract-API side of the stand-in instance that a verified deploy reads: `GET /entity`
// (no session needed for the built-in endpoints, as on real instances) in the 2019 R2+ object
// form or the older bare endpoints array, and `GET /entity/<Endpoint>/<Version>/<Entity>` with
// the session, answering a JSON array, with scripted failures (a broken graph extension
// answers HTTP 500 with ASP.NET's error object and its exceptionMessage).
import { aspNetError, sendJson, sendText, statusPage } from './http-io.js'
import type { Exchange } from './exchange.js'
import type { EntityFault, SimulatorOptions } from './types.js'

const DEFAULT_BUILD = '24.210.0016'

const DEFAULT_ENDPOINTS = [
  { name: 'Default', version: '23.200.001' },
  { name: 'Default', version: '24.200.001' },
  { name: 'Manufacturing', version: '24.200.001' }
]

export interface EntityTarget {
  options: SimulatorOptions
  /** The live session of this request, if any. */
  hasSession: boolean
  /** Reads of each entity so far (name -> count), for scripted failures. */
  reads: Map<string, number>
  /** A completed publish waits for one more restart (needsRestartAfterPublish). */
  needsRestart: boolean
}

/** `GET /entity` or `GET /entity/...`: the paths this module answers (below the base path). */
export function isEntityPath(path: string): boolean {
  return path === '/entity' || path === '/entity/' || /^\/entity\/(?!auth\/)[^/]+/.test(path)
}

export function answerEntity(ex: Exchange, target: EntityTarget, baseUrl: string): void {
  ex.req.resume()
  if (ex.record.method !== 'GET') {
    ex.res.setHeader('Allow', 'GET')
    return sendJson(ex.res, 405, {
      message: `The requested resource does not support http method '${ex.record.method}'.`
    })
  }
  const path = ex.record.path.replace(/\/+$/, '')
  const endpoints = target.options.endpoints ?? DEFAULT_ENDPOINTS
  if (path === '/entity') {
    const list = endpoints.map(e => ({
      name: e.name,
      version: e.version,
      href: `${baseUrl}/entity/${e.name}/${e.version}/`
    }))
    if (target.options.entityIndexForm === 'bare-array') return sendJson(ex.res, 200, list)
    const build = target.options.build === undefined ? DEFAULT_BUILD : target.options.build
    return sendJson(ex.res, 200, {
      ...(build === null
        ? {}
        : { version: { acumaticaBuildVersion: build, databaseVersion: build } }),
      endpoints: list
    })
  }
  const parts = path.split('/').slice(2).map(decodeURIComponent)
  if (parts.length !== 3) return sendText(ex.res, 404, statusPage(404), 'text/html; charset=utf-8')
  const [endpoint, version, entity] = parts
  if (!target.hasSession) {
    return sendJson(ex.res, 401, { message: 'Authorization has been denied for this request.' })
  }
  if (!endpoints.some(e => e.name === endpoint && e.version === version)) {
    return sendJson(ex.res, 404, {
      message: `No HTTP resource was found that matches the request URI '${ex.record.url}'.`
    })
  }
  const count = (target.reads.get(entity) ?? 0) + 1
  target.reads.set(entity, count)
  if (target.needsRestart && target.options.needsRestartAfterPublish?.entities?.includes(entity)) {
    // The custom endpoint's answer on 26.101 until one more application-pool recycle.
    return sendJson(ex.res, 500, {
      exceptionType: 'System.NullReferenceException',
      exceptionMessage: 'OptimizedExportProviderBuilder'
    })
  }
  const fault: EntityFault | undefined = target.options.entityFaults?.[entity]
  if (fault && (fault.failTimes === undefined || count <= fault.failTimes)) {
    const message =
      fault.exceptionMessage ?? 'Object reference not set to an instance of an object.'
    if (fault.answer === 'html') {
      // A web page where rows were asked for (markup assumed).
      const page = `<!DOCTYPE html><html><head><title>Acumatica ERP</title></head><body><div>${entity}</div></body></html>`
      return sendText(ex.res, 200, page, 'text/html; charset=utf-8')
    }
    if (fault.answer === 'ui-error') {
      ex.res.writeHead(302, { Location: `${baseUrl}/ui/error`, 'Content-Length': '0' })
      return void ex.res.end()
    }
    if (fault.answer === 'error-object') return sendJson(ex.res, 200, aspNetError(message))
    return sendJson(ex.res, fault.status ?? 500, aspNetError(message))
  }
  sendJson(ex.res, 200, [
    { id: '6c5b1f2e-0000-4000-8000-000000000001', rowNumber: 1, note: { value: '' }, custom: {} }
  ])
}
