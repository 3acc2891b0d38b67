// GitHub's libraries report their progress on stdout with no quiet option (@actions/artifact:
// "Artifact name is valid!", "Beginning upload of artifact content to blob storage";
// @actions/cache: the tar command it runs, "Sent 382 of 382"): around their calls, those lines
// become debug lines, so a successful run's log holds the step's own lines.
/**
 * Runs `work` with the plain lines it prints turned into debug lines, shown only when the run's
 * debug logging is on: the step's own lines say what was stored. Workflow commands (a library's
 * warnings) pass as they are. Nothing else prints while a library call runs.
 */
export async function asDebugLines<T>(work: () => Promise<T>): Promise<T> {
  const write = process.stdout.write
  const debug = (chunk: unknown): unknown => {
    if (typeof chunk !== 'string') return chunk
    return chunk.replace(
      /^(?!::)([^\r\n]+)/gm,
      (line: string) => `::debug::${line.replaceAll('%', '%25')}`
    )
  }
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    (write as (...args: unknown[]) => boolean).call(
      process.stdout,
      debug(chunk),
      ...rest
    )) as typeof write
  try {
    return await work()
  } finally {
    process.stdout.write = write
  }
}
