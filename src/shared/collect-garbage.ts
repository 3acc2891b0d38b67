// A full garbage collection between phases, without a V8 flag (flags are process-wide, and the
// action sets none). V8 collects what a phase left only when it needs room: after getProject's
// 1 GB the main thread held 60 to 80 MiB of dead buffers and a young generation grown to 64 MiB,
// under the upload and the Import that came next (docs/performance.md). v8.queryObjects counts a
// class's objects "in the heap after a full garbage collection", one that also gives back the
// young generation's unused room: asked for a class nobody makes, it is that collection alone.
import v8 from 'node:v8'

class NoInstances {}

let collecting = false

/**
 * From now on collectGarbage collects: called by the entries of the bundle. Elsewhere (tests that
 * run a deploy in the test runner's process) each call would be a full collection of a heap of
 * hundreds of MiB, seconds per test, for a memory nobody measures there.
 */
export function collectBetweenPhases(): void {
  collecting = true
}

/** Collects what is dead now, once an entry asked for it; a few milliseconds for the deploy's heap. */
export function collectGarbage(): void {
  if (!collecting) return
  // Node warns once that queryObjects is experimental: about the API, not the run, and a
  // successful run prints no warning.
  const emitWarning = process.emitWarning
  process.emitWarning = (() => undefined) as typeof process.emitWarning
  try {
    v8.queryObjects(NoInstances, { format: 'count' })
  } catch {
    // A Node without it: the collection comes when V8 decides.
  } finally {
    process.emitWarning = emitWarning
  }
}
