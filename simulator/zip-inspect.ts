// Reads back an imported package the way the instance would: a zip whose root holds project.xml.
import yauzl from 'yauzl'

export interface ZipInspection {
  entries: string[]
  /** Text of the root project.xml, or undefined when there is none. */
  projectXml?: string
}

const MAX_PROJECT_XML = 16 * 1024 * 1024

/** Lists the entries of the zip at `path` and reads its root project.xml; throws when it is no zip. */
export async function inspectZip(path: string): Promise<ZipInspection> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false })
  try {
    const entries: string[] = []
    let projectXml: string | undefined
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (e: yauzl.Entry): void => {
          zip.off('end', onEnd).off('error', onError)
          resolve(e)
        }
        const onEnd = (): void => {
          zip.off('entry', onEntry).off('error', onError)
          resolve(null)
        }
        const onError = (err: Error): void => {
          zip.off('entry', onEntry).off('end', onEnd)
          reject(err)
        }
        zip.once('entry', onEntry).once('end', onEnd).once('error', onError)
        zip.readEntry()
      })
      if (!entry) break
      entries.push(entry.fileName)
      if (entry.fileName === 'project.xml' && entry.uncompressedSize <= MAX_PROJECT_XML) {
        const stream = await zip.openReadStreamPromise(entry)
        const parts: Buffer[] = []
        for await (const part of stream) parts.push(part as Buffer)
        projectXml = Buffer.concat(parts).toString('utf8')
      }
    }
    return { entries, projectXml }
  } finally {
    zip.close()
  }
}
