// verify-screens and restart-when-needed: read and checked before anything is sent.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/inputs/input-error.js'
import { readVerifyOptions } from '../../src/inputs/read-verify-settings.js'

const read = (inputs: Record<string, string>) => readVerifyOptions(name => inputs[name] ?? '')

describe('verify-screens and restart-when-needed', () => {
  it('ids separated by commas or new lines, upper case, each once; restart-when-needed true by default', () => {
    const options = read({ 'verify-screens': 'SO301000, in202500\nSO301000\n\n' })
    expect(options.verify?.screens).toEqual(['SO301000', 'IN202500'])
    expect(options.verify?.restartWhenNeeded).toBe(true)
    expect(read({ 'restart-when-needed': 'false' }).verify?.restartWhenNeeded).toBe(false)
  })

  it('a value that is not a screen id, or a bad boolean, names the input', () => {
    expect(() => read({ 'verify-screens': 'SO301000, Sales Orders' })).toThrow(InputError)
    expect(() => read({ 'verify-screens': '../Main?x=1' })).toThrow(
      /^Input 'verify-screens' "..\/Main\?x=1" is not a screen id/
    )
    expect(() => read({ 'restart-when-needed': 'yes' })).toThrow(/restart-when-needed/)
  })
})
