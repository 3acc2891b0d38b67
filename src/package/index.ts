// Packaging: a project folder -> a deterministic zip on disk, or checks of a ready-made zip.
export { PackageError } from './errors.js'
export type { PackageInfo } from './info.js'
export { zipProjectFolder } from './zip.js'
export { inspectPackage, looksLikeZip } from './inspect.js'
