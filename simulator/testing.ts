// Helpers for tests and demos that drive the simulator directly: zips in memory (small ones
// only) and a tiny fetch client that keeps the login cookies.
import yazl from 'yazl'

export const MINIMAL_PROJECT_XML =
  '<Customization level="0" description="test" product-version="24.210">\n</Customization>\n'

// A fixed UTC time, so a zip's bytes are the same on every run and machine.
const FIXED_TIME = new Date('2024-01-01T00:00:00Z')

/** A small zip in memory: entry name -> content. */
export async function zipBuffer(
  entries: Record<string, string | Buffer>,
  options: { compress?: boolean } = {}
): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, {
      mtime: FIXED_TIME,
      compress: options.compress ?? true
    })
  }
  zip.end()
  const parts: Buffer[] = []
  for await (const part of zip.outputStream) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

/** A valid package: project.xml at the root (and any extra entries). */
export function projectZip(extra: Record<string, string | Buffer> = {}): Promise<Buffer> {
  return zipBuffer({ 'project.xml': MINIMAL_PROJECT_XML, ...extra })
}

export interface SimResponse {
  status: number
  text: string
  headers: Headers
  json(): unknown
}

/** A fetch client for the simulator that keeps the cookies of its last login (names and values). */
export class SimClient {
  cookie = ''
  constructor(readonly baseUrl: string) {}

  async post(
    call: string,
    body?: unknown,
    options: { contentType?: string; cookie?: string; raw?: string } = {}
  ): Promise<SimResponse> {
    const text = options.raw ?? (body === undefined ? '' : JSON.stringify(body))
    const headers: Record<string, string> = {}
    const contentType = options.contentType ?? 'application/json'
    if (contentType !== '') headers['Content-Type'] = contentType
    const cookie = options.cookie ?? this.cookie
    if (cookie) headers.Cookie = cookie
    const res = await fetch(this.baseUrl + call, { method: 'POST', headers, body: text })
    const answer = await res.text()
    return {
      status: res.status,
      text: answer,
      headers: res.headers,
      json: () => JSON.parse(answer) as unknown
    }
  }

  async login(name = 'admin', password = 'admin-password'): Promise<SimResponse> {
    const res = await this.post('/entity/auth/login', { name, password })
    if (res.status === 204) {
      this.cookie = res.headers
        .getSetCookie()
        .map(c => c.split(';')[0])
        .join('; ')
    }
    return res
  }

  logout(): Promise<SimResponse> {
    return this.post('/entity/auth/logout', undefined, { contentType: '' })
  }

  importProject(
    projectName: string,
    zip: Buffer,
    fields: Record<string, unknown> = {}
  ): Promise<SimResponse> {
    return this.post('/CustomizationApi/Import', {
      projectName,
      projectDescription: 'test',
      projectLevel: 0,
      isReplaceIfExists: true,
      projectContentBase64: zip.toString('base64'),
      ...fields
    })
  }

  publishBegin(projectNames: string[], fields: Record<string, unknown> = {}): Promise<SimResponse> {
    return this.post('/CustomizationApi/publishBegin', {
      isMergeWithExistingPackages: false,
      isOnlyValidation: false,
      isOnlyDbUpdates: false,
      projectNames,
      tenantMode: 'Current',
      ...fields
    })
  }

  publishEnd(): Promise<SimResponse> {
    return this.post('/CustomizationApi/publishEnd', {})
  }

  deleteProject(projectName: string): Promise<SimResponse> {
    return this.post('/CustomizationApi/delete', { projectName })
  }
}
