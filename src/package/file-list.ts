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

const START_FILES = 1024
const START_NAME_BYTES = 64 * 1024

/**
 * The files of a project, held as bytes and numbers until the zip is written: the zip paths in
 * UTF-8 one after another in one buffer, the sizes and folders in typed arrays. An object and two
 * strings per file would live through the whole packaging, and every byte that V8 copies at a
 * young-generation collection counts towards growing the young generation for the rest of the
 * run, a few MiB more memory for a project of thousands of files (docs/performance.md).
 *
 * Iterating gives one ProjectFile at a time, made on the spot (short-lived garbage is cheap).
 */
export class FileList implements ProjectFiles {
  length = 0
  private names = Buffer.allocUnsafe(START_NAME_BYTES)
  private namesLength = 0
  private starts = new Uint32Array(START_FILES)
  private ends = new Uint32Array(START_FILES)
  private sizes = new Float64Array(START_FILES)
  private folderOf = new Uint32Array(START_FILES)
  /** Real paths of the folders the files are in (one string per folder, not per file). */
  private readonly folders: string[] = []
  /** Real paths of files listed under a link's name (the file's own name differs). */
  private readonly linkTargets = new Map<number, string>()
  /** Positions in zip path order, once sorted. */
  private order: Uint32Array | undefined

  /** Registers a real folder path; returns the number to give `add` for its files. */
  addFolder(realFolder: string): number {
    this.folders.push(realFolder)
    return this.folders.length - 1
  }

  /** A file whose name on disk is the last part of `zipPath`, in the folder `folder`. */
  add(zipPath: string, folder: number, size: number): void {
    const at = this.append(zipPath, size)
    this.folderOf[at] = folder
  }

  /** A file listed under a link's path, read from the link's real target. */
  addLinked(zipPath: string, realFile: string, size: number): void {
    const at = this.append(zipPath, size)
    this.linkTargets.set(at, realFile)
  }

  /**
   * Orders the files in the entry order of every package (src/zip/entry-order.ts): by rank, then
   * by the UTF-8 bytes of their zip path, compared in place (the same as by code point).
   */
  sort(): this {
    const names = this.names
    const { starts, ends } = this
    const rank = new Uint8Array(this.length)
    for (let i = 0; i < this.length; i++) {
      rank[i] = entryRank(names.toString('utf8', starts[i], ends[i]))
    }
    this.order = new Uint32Array(this.length).map((_, i) => i)
    this.order.sort(
      (a, b) => rank[a] - rank[b] || names.compare(names, starts[b], ends[b], starts[a], ends[a])
    )
    return this
  }

  *[Symbol.iterator](): Iterator<ProjectFile> {
    for (let i = 0; i < this.length; i++) {
      const at = this.order ? this.order[i] : i
      const zipPath = this.names.toString('utf8', this.starts[at], this.ends[at])
      const readPath =
        this.linkTargets.get(at) ??
        inFolder(this.folders[this.folderOf[at]], zipPath.slice(zipPath.lastIndexOf('/') + 1))
      yield { zipPath, readPath, size: this.sizes[at] }
    }
  }

  private append(zipPath: string, size: number): number {
    if (this.length === this.starts.length) this.growFiles()
    const most = zipPath.length * 3
    if (this.namesLength + most > this.names.length) {
      const bigger = Buffer.allocUnsafe(Math.max(2 * this.names.length, this.namesLength + most))
      this.names.copy(bigger, 0, 0, this.namesLength)
      this.names = bigger
    }
    const at = this.length++
    this.starts[at] = this.namesLength
    this.namesLength += this.names.write(zipPath, this.namesLength, 'utf8')
    this.ends[at] = this.namesLength
    this.sizes[at] = size
    this.order = undefined
    return at
  }

  private growFiles(): void {
    const grown = <T extends Uint32Array | Float64Array>(from: T, make: (n: number) => T): T => {
      const to = make(2 * from.length)
      to.set(from)
      return to
    }
    this.starts = grown(this.starts, n => new Uint32Array(n))
    this.ends = grown(this.ends, n => new Uint32Array(n))
    this.folderOf = grown(this.folderOf, n => new Uint32Array(n))
    this.sizes = grown(this.sizes, n => new Float64Array(n))
  }
}

/** `folder` is a real path (no trailing separator but at the root); cheaper than path.join. */
export function inFolder(folder: string, name: string): string {
  return folder.endsWith(path.sep) ? folder + name : folder + path.sep + name
}
