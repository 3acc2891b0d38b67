// The simulator's own Import body reader: the package string decoded as it arrives, in any
// chunking, the other fields parsed; bodies that are not JSON or not base64 refused.
import { describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { ImportBodyError, readImportBody } from '../../simulator/import-body.js'

const FIELD = 'projectContentBase64'

async function* pieces(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text, 'utf8')
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

async function read(text: string, size = 7) {
  const sink = new PassThrough()
  const chunks: Buffer[] = []
  sink.on('data', (chunk: Buffer) => chunks.push(chunk))
  const reading = await readImportBody(pieces(text, size), sink, FIELD)
  return { reading, bytes: Buffer.concat(chunks) }
}

describe('simulator readImportBody', () => {
  it.each([1, 3, 7, 64, 100_000])(
    'decodes the package and keeps the other fields, in chunks of %i bytes',
    async size => {
      const zip = randomBytes(1000)
      const body = JSON.stringify({
        projectName: 'P{"x":1}',
        projectDescription: 'a "quoted", [bracketed] text: é',
        projectLevel: 2,
        [FIELD]: zip.toString('base64'),
        isReplaceIfExists: true
      })
      const { reading, bytes } = await read(body, size)
      expect(bytes.equals(zip)).toBe(true)
      expect(reading).toEqual({
        fields: {
          projectName: 'P{"x":1}',
          projectDescription: 'a "quoted", [bracketed] text: é',
          projectLevel: 2,
          isReplaceIfExists: true
        },
        contentPresent: true,
        base64Chars: zip.toString('base64').length,
        decodedBytes: 1000
      })
    }
  )

  it('finds the package field in any letter case, and only at the top level', async () => {
    const zip = randomBytes(10)
    const body = `{"nested":{"${FIELD}":"bm90IGl0"},"ProjectContentBASE64":"${zip.toString('base64')}"}`
    const { reading, bytes } = await read(body)
    expect(bytes.equals(zip)).toBe(true)
    expect(reading.fields).toEqual({ nested: { [FIELD]: 'bm90IGl0' } })
  })

  it('accepts the JSON escapes a serializer may put in base64', async () => {
    const zip = randomBytes(300)
    // Wrapped into lines first, then `/` escaped: the other way round a line break could fall
    // inside a `\/` escape and make a literal backslash (the test failed 1 run in ~30).
    const wrapped = zip
      .toString('base64')
      .replace(/(.{76})/g, '$1\\r\\n')
      .replace(/\//g, '\\/')
    const { bytes } = await read(`{"${FIELD}":"${wrapped}"}`, 5)
    expect(bytes.equals(zip)).toBe(true)
  })

  it('tells a missing package, a null one and an empty one apart', async () => {
    expect((await read('{"projectName":"P"}')).reading).toMatchObject({
      contentPresent: false,
      fields: { projectName: 'P' }
    })
    expect((await read(`{"${FIELD}":null}`)).reading).toMatchObject({
      contentPresent: false,
      fields: { [FIELD]: null }
    })
    expect((await read(`{"${FIELD}":""}`)).reading).toMatchObject({
      contentPresent: true,
      base64Chars: 0,
      fields: {}
    })
  })

  it('gives no fields for JSON that is not an object', async () => {
    expect((await read('["a"]')).reading.fields).toBeUndefined()
  })

  it.each([
    ['not JSON', 'projectName=P', /not valid JSON/],
    ['a body cut inside the package', `{"${FIELD}":"UEsD`, /ended inside the package string/],
    ['a character outside base64', `{"${FIELD}":"UE*D"}`, /not base64: "\*" at character 3/],
    ['data after the padding', `{"${FIELD}":"UE==UEsD"}`, /after its padding/],
    ['a length that is not a multiple of 4', `{"${FIELD}":"UEsDB"}`, /not a multiple of 4/],
    ['an escaped quote', `{"${FIELD}":"UEs\\"D"}`, /escaped quote/],
    ['another escape', `{"${FIELD}":"UEs\\tD"}`, /escape \\t/]
  ])('refuses %s', async (_what, body, message) => {
    await expect(read(body, 3)).rejects.toThrow(ImportBodyError)
    await expect(read(body, 3)).rejects.toThrow(message)
  })

  it('refuses other fields larger than 1 MiB', async () => {
    const body = JSON.stringify({ projectDescription: 'x'.repeat(1024 * 1024 + 1) })
    await expect(read(body, 65536)).rejects.toThrow(/exceed 1048576 bytes/)
  })
})
