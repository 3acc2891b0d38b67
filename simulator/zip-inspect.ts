// Reads back an imported package the way the instance would: a zip whose root holds project.xml.
import yauzl from 'yauzl'

export interface ZipInspection {
  entries: string[]
  /** The start of the root project.xml (enough to find its root element), or undefined when there is none. */
  projectXml?: string
}

// Enough of project.xml to find <Customization>, whatever the size of the file.
const PROJECT_XML_HEAD = 64 * 1024

/** Lists the entries of the zip at `path` and reads its root project.xml; throws when it is no zip. */
export async function inspectZip(path: string): Promise<ZipInspection> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false })
  try {
    const entries: string[] = []
    let projectXml: string | undefined
    for await (const entry of zip.eachEntry()) {
      entries.push(entry.fileName)
      if (entry.fileName === 'project.xml') {
        const stream = await zip.openReadStreamPromise(entry)
        const parts: Buffer[] = []
        let read = 0
        for await (const part of stream) {
          parts.push(part as Buffer)
          read += (part as Buffer).length
          if (read >= PROJECT_XML_HEAD) break
        }
        stream.destroy()
        projectXml = Buffer.concat(parts).subarray(0, PROJECT_XML_HEAD).toString('utf8')
      }
    }
    return { entries, projectXml }
  } finally {
    zip.close()
  }
}
