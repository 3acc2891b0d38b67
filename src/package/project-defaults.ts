// What a project says about itself: the name, level and description that inputs default to.
// A source-control folder says it in _project/ProjectMetadata.xml; a package folder or a package
// zip in the attributes of project.xml's <Customization> root.
import path from 'node:path'
import { PROJECT_XML } from '../zip/entry-order.js'
import { ZipOpenError, streamZipEntry } from '../zip/read-zip.js'
import { PackageError, messageOf } from './errors.js'
import { XmlFileError, XmlScanner, scanXmlFile } from '../project/xml-scan.js'

export interface ProjectDefaults {
  /** The project's name (ProjectMetadata.xml only; project.xml does not name its project). */
  name?: string
  /** The level, when the project gives a whole number. */
  level?: number
  /** The description, when the project gives one (possibly empty). */
  description?: string
  /** The `product-version` of project.xml's root (the release the package was made for). */
  productVersion?: string
}

const METADATA_PATH = '_project/ProjectMetadata.xml'

/** Reads `<project name level description />` of a source-control folder. */
export function readProjectMetadata(folder: string): ProjectDefaults {
  const scanned = scanned_(() =>
    scanXmlFile(path.join(folder, '_project', 'ProjectMetadata.xml'), METADATA_PATH, {
      rootOnly: true
    })
  )
  const { name, attributes } = scanned.root
  if (name !== 'project') {
    throw new PackageError(
      `project-path: ${METADATA_PATH} has a <${name}> root where <project name="..." level="..." description="..." /> was expected. Save the project again from the Source Control screen.`
    )
  }
  return {
    name: attributes['name'] || undefined,
    level: levelOf(attributes['level'], METADATA_PATH),
    description: attributes['description']
  }
}

/** Reads the `<Customization level description>` root of a package folder's project.xml. */
export function readProjectXmlDefaults(folder: string): ProjectDefaults {
  const scanned = scanned_(() =>
    scanXmlFile(path.join(folder, 'project.xml'), 'project.xml', { rootOnly: true })
  )
  return customizationDefaults(scanned.root.name, scanned.root.attributes, 'project.xml')
}

/** Reads the `<Customization>` root of the project.xml inside a package zip, streaming. */
export async function readPackageDefaults(zipPath: string): Promise<ProjectDefaults> {
  const where = `project.xml in package "${zipPath}"`
  const scanner = new XmlScanner(where, true)
  let found: boolean
  try {
    found = await streamZipEntry(zipPath, PROJECT_XML, chunk =>
      scanned_(() => scanner.feed(chunk), '')
    )
  } catch (error) {
    if (error instanceof PackageError) throw error
    const what = error instanceof ZipOpenError ? 'cannot be read as a zip' : 'cannot be read'
    throw new PackageError(`package "${zipPath}" ${what}: ${messageOf(error)}`, { cause: error })
  }
  if (!found) {
    throw new PackageError(
      `package "${zipPath}" has no project.xml at its root: give a customization package (exported from the Customization Projects screen or built from a project folder).`
    )
  }
  const root = scanned_(() => scanner.finish(), '').root
  return customizationDefaults(root.name, root.attributes, where)
}

function customizationDefaults(
  name: string,
  attributes: Readonly<Record<string, string>>,
  where: string
): ProjectDefaults {
  if (name !== 'Customization') {
    throw new PackageError(
      `${where} has a <${name}> root where <Customization> was expected: give the project.xml of a customization project.`
    )
  }
  return {
    level: levelOf(attributes['level'], where),
    description: attributes['description'],
    productVersion: attributes['product-version']
  }
}

function levelOf(raw: string | undefined, where: string): number | undefined {
  const text = raw?.trim() ?? ''
  if (text === '') return undefined
  if (!/^\d+$/.test(text)) {
    throw new PackageError(
      `${where}: level="${raw}" is not a whole number. Fix it there, or set the project-level input.`
    )
  }
  return Number(text)
}

function scanned_<T>(read: () => T, prefix = 'project-path: '): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof XmlFileError) {
      throw new PackageError(`${prefix}${error.message}`, { cause: error })
    }
    throw error
  }
}
