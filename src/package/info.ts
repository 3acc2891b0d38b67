/** What the rest of the action needs to know about a package on disk. */
export interface PackageInfo {
  path: string
  /** Bytes on disk. */
  size: number
  /** SHA-256 of the bytes on disk, lower-case hex. */
  sha256: string
  /** Entries in the zip's central directory. */
  entries: number
}
