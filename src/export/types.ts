// Shapes shared by the export's modules and its entry point.

/** What writing one project into a staging folder gave. */
export interface StagedProject {
  /** Top-level items of the stored project.xml. */
  items: number
  /** Every file written, relative to the folder, with `/`, in the order written. */
  files: string[]
  /** Things the user may want to know (nothing in a normal export). */
  warnings: string[]
}

/** The form a project is exported in (the `format` input). */
export type ExportFormat = 'source-control' | 'package'

/** What an export changed under one project's folder (paths relative to it, with `/`). */
export interface FolderChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

export interface ProjectExport extends FolderChanges {
  name: string
  /** The folder as the input gave it. */
  path: string
  items: number
  files: number
}
