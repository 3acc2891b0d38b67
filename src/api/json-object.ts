// Reading the JSON objects an instance answers: untrusted, so every field is looked up in lower
// case and nothing is assumed of a value's type.

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keys in lower case; the first spelling wins when two differ only in case. */
export function lowerKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [key, field] of Object.entries(value)) {
    const lower = key.toLowerCase()
    if (!(lower in out)) out[lower] = field
  }
  return out
}
