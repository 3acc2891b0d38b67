// The password never comes from a flag (a flag's value shows in the process list and in shell
// history): ACUMATICA_PASSWORD, else stdin (piped, or typed at a prompt that does not echo).
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

export async function readPassword(
  env: NodeJS.ProcessEnv,
  stdin: NodeJS.ReadStream = process.stdin
): Promise<string> {
  const fromEnv = env.ACUMATICA_PASSWORD
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv
  if (!stdin.isTTY) {
    const parts: Buffer[] = []
    for await (const chunk of stdin) parts.push(chunk as Buffer)
    // One line: the trailing line break of `echo` or a file is not part of it.
    return Buffer.concat(parts)
      .toString('utf8')
      .replace(/\r?\n$/, '')
  }
  process.stderr.write('Password: ')
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const prompt = createInterface({ input: stdin, output: silent, terminal: true })
  try {
    return await new Promise<string>(resolve => prompt.once('line', resolve))
  } finally {
    prompt.close()
    process.stderr.write('\n')
  }
}
