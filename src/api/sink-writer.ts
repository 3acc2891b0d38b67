// Writes to a stream with backpressure, for the streamed base64 payload.

/** Writes with backpressure; remembers an error of the sink so it is reported, not swallowed. */
export class SinkWriter {
  private error: unknown
  private readonly onError = (error: unknown): void => {
    this.error ??= error
  }

  constructor(private readonly sink: NodeJS.WritableStream) {
    sink.on('error', this.onError)
  }

  async write(bytes: Buffer): Promise<void> {
    this.check()
    if (this.sink.write(bytes)) return
    await new Promise<void>((resolve, reject) => {
      const done = (error?: unknown): void => {
        this.sink.off('drain', onDrain)
        this.sink.off('error', onFail)
        this.sink.off('close', onClose)
        if (error === undefined) resolve()
        else reject(error instanceof Error ? error : new Error(String(error)))
      }
      const onDrain = (): void => done()
      const onFail = (error: unknown): void => done(error)
      const onClose = (): void =>
        done(this.error ?? new Error('the output stream closed before the payload was written'))
      this.sink.on('drain', onDrain)
      this.sink.on('error', onFail)
      this.sink.on('close', onClose)
    })
    this.check()
  }

  check(): void {
    if (this.error !== undefined)
      throw this.error instanceof Error ? this.error : new Error(String(this.error))
  }

  release(): void {
    this.sink.off('error', this.onError)
  }
}
