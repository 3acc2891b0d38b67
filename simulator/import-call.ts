// The stand-in instance's Import call: the body streamed to a file through the simulator's own
// reader (import-body.ts), its fields checked as ASP.NET binds them, then the checks a real
// instance makes in-band, and the project stored (rebuilt as real instances store it, when asked).
import { createHash } from 'node:crypto'
import { createWriteStream, promises as fs } from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  fieldProblems,
  inBandError,
  invalid,
  isBoolean,
  isInteger,
  isNonEmptyString,
  isString,
  logEntry,
  requireJsonBody
} from './call-checks.js'
import type { Exchange } from './exchange.js'
import { aspNetError, sendJson } from './http-io.js'
import { readImportBody, type ImportBodyReading } from './import-body.js'
import { rebuildPackage } from './instance-rebuild.js'
import { CONTENT_FIELD, type StoredProject } from './stored-project.js'
import type { ImportedProject, ImportStep } from './types.js'
import { inspectZip } from './zip-inspect.js'

// Names the server accepts: letters, digits, [, ] and ., starting with a letter.
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/

/** What an Import reads and changes of the instance (the session is checked before). */
export interface ImportTarget {
  /** A new file for this call's package. */
  newZipPath(): Promise<string>
  /** The scripted answer of this call: 'ok' when the script has none left. */
  nextStep(): ImportStep
  /** A publish or validation is running: an Import is refused in-band. */
  publishRunning(): boolean
  projects: Map<string, StoredProject>
  imported: ImportedProject[]
  /** Store the project as real instances do (project.xml rebuilt), not as sent. */
  rebuild?: { productVersion: string }
}

export async function importProject(ex: Exchange, target: ImportTarget): Promise<void> {
  const { req, res } = ex
  // Refused before a byte is read (the caller answers 415 and drains the body).
  requireJsonBody(req)
  const zipPath = await target.newZipPath()
  const hash = createHash('sha256')
  let size = 0
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      size += chunk.length
      callback(null, chunk)
    }
  })
  const file = createWriteStream(zipPath)
  const written = pipeline(hasher, file)
  let payload: ImportBodyReading
  try {
    payload = await readImportBody(req, hasher, CONTENT_FIELD)
  } catch (error) {
    hasher.end()
    await written.catch(() => undefined)
    await fs.rm(zipPath, { force: true })
    ex.record.body = '<unreadable body>'
    return invalid(res, [`the body could not be read: ${(error as Error).message}`])
  }
  if (!hasher.writableEnded) hasher.end()
  await written

  const fields = payload.fields ?? {}
  const placeholder = `<base64: ${payload.base64Chars} chars>`
  ex.record.json = payload.fields
  ex.record.body = payload.fields
    ? JSON.stringify({ ...fields, [CONTENT_FIELD]: placeholder })
    : '<not a JSON object>'

  const problems = !payload.fields
    ? ['the body must be a JSON object']
    : fieldProblems(fields, {
        projectName: isNonEmptyString,
        projectDescription: isString,
        projectLevel: isInteger,
        isReplaceIfExists: isBoolean,
        // Present here only when it did not hold a string (a string is streamed out).
        [`${CONTENT_FIELD}?`]: () => 'must be a base64 string'
      })
  if (payload.fields) {
    const named = Object.keys(fields).some(k => k.toLowerCase() === CONTENT_FIELD.toLowerCase())
    if (!payload.contentPresent && !named) problems.push(`${CONTENT_FIELD} is missing`)
    // An Import without content deletes the project on real servers; refuse it loudly here.
    else if (payload.contentPresent && payload.base64Chars === 0) {
      problems.push(`${CONTENT_FIELD} is empty`)
    }
  }
  if (problems.length > 0) {
    await fs.rm(zipPath, { force: true })
    return invalid(res, problems)
  }

  const name = fields.projectName as string
  const reject = async (message: string): Promise<void> => {
    await fs.rm(zipPath, { force: true })
    inBandError(res, message)
  }
  const step = target.nextStep()
  if (step !== 'ok') return reject(step.error)
  if (target.publishRunning()) {
    return reject(
      `The customization project '${name}' cannot be imported while a publication is in progress. Wait until it finishes.`
    )
  }
  if (!PROJECT_NAME.test(name)) {
    await fs.rm(zipPath, { force: true })
    return sendJson(res, 500, aspNetError('Invalid project name'))
  }
  if (target.projects.has(name) && fields.isReplaceIfExists !== true) {
    return reject(`The customization project '${name}' already exists.`)
  }
  const replaced = target.projects.has(name)
  let inspection
  try {
    inspection = await inspectZip(zipPath)
  } catch (error) {
    return reject(
      `The package of '${name}' is not a valid zip archive: ${(error as Error).message}`
    )
  }
  if (inspection.projectXml === undefined) {
    return reject(`The package of '${name}' has no project.xml at its root.`)
  }
  if (!/<Customization[\s>/]/.test(inspection.projectXml)) {
    return reject(`The project.xml of '${name}' has no <Customization> element.`)
  }

  const rebuild = target.rebuild
  if (rebuild) {
    const storedPath = `${zipPath}.stored.zip`
    try {
      await rebuildPackage(zipPath, storedPath, {
        level: fields.projectLevel as number,
        description: fields.projectDescription as string,
        productVersion: rebuild.productVersion
      })
    } catch (error) {
      return reject(`The project.xml of '${name}' cannot be read: ${(error as Error).message}`)
    }
    target.projects.set(name, {
      kind: 'file',
      path: storedPath,
      size: (await fs.stat(storedPath)).size
    })
  } else {
    target.projects.set(name, { kind: 'file', path: zipPath, size })
  }
  target.imported.push({
    name,
    description: fields.projectDescription as string,
    level: fields.projectLevel as number,
    replace: fields.isReplaceIfExists as boolean,
    zipPath,
    size,
    sha256: hash.digest('hex'),
    entries: inspection.entries
  })
  sendJson(res, 200, {
    log: [
      logEntry('information', `${replaced ? 'Replace project' : 'Create new project'}: ${name}`)
    ]
  })
}
