import path from 'node:path'
import { entryRank } from '../zip/entry-order.js'

/** One file to put in the zip. */
export interface ProjectFile {
  /** Path inside the zip, relative to the project folder, with `/`. */
  readonly zipPath: string
  /** Real path on disk to read the content from (a link's checked target, never the link). */
  readonly readPath: string
  readonly size: number
}

/** What packaging needs of a list of files: an array of them will do. */
export type ProjectFiles = Iterable<ProjectFile> & { readonly length: number }

/** One entry to write: a file on disk, and what to call it in messages. */
export interface ZipSource extends ProjectFile {
  /** Names the file in messages, e.g. `project-path: Bin/x.dll` or `include line 2`. */
  readonly origin?: string
}

/** The files of a project, as the walk finds them, sorted before the zip is written. */
export class FileList implements ProjectFiles {
  private readonly files: ProjectFile[] = []
  /** Real paths of the folders the files are in (one string per folder, not per file). */
  private readonly folders: string[] = []

  get length(): number {
    return this.files.length
  }

  /** Registers a real folder path; returns the number to give `add` for its files. */
  addFolder(realFolder: string): number {
    this.folders.push(realFolder)
    return this.folders.length - 1
  }

  /** A file whose name on disk is the last part of `zipPath`, in the folder `folder`. */
  add(zipPath: string, folder: number, size: number): void {
    const name = zipPath.slice(zipPath.lastIndexOf('/') + 1)
    this.files.push({ zipPath, readPath: inFolder(this.folders[folder]!, name), size })
  }

  /** A file listed under a link's path, read from the link's real target. */
  addLinked(zipPath: string, realFile: string, size: number): void {
    this.files.push({ zipPath, readPath: realFile, size })
  }

  /**
   * Orders the files in the entry order of every package (src/zip/entry-order.ts): by rank, then
   * by the UTF-8 bytes of their zip path (the same as by code point).
   */
  sort(): this {
    const ranked = this.files.map(file => ({
      file,
      rank: entryRank(file.zipPath),
      bytes: Buffer.from(file.zipPath, 'utf8')
    }))
    ranked.sort((a, b) => a.rank - b.rank || Buffer.compare(a.bytes, b.bytes))
    ranked.forEach((entry, i) => (this.files[i] = entry.file))
    return this
  }

  [Symbol.iterator](): Iterator<ProjectFile> {
    return this.files[Symbol.iterator]()
  }
}

/** `folder` is a real path (no trailing separator but at the root); cheaper than path.join. */
export function inFolder(folder: string, name: string): string {
  return folder.endsWith(path.sep) ? folder + name : folder + path.sep + name
}
