// What the XML the action writes itself must hold, in one place: the byte-order mark the engine
// puts before every file it writes, the characters XML 1.0 forbids, and attribute values escaped
// as the engine's XmlTextWriter escapes them (tabs kept, line breaks as references).
// A leaf: the format's own modules and the builders use it.

/** The UTF-8 byte-order mark. */
export const BOM: Readonly<Buffer> = Buffer.from([0xef, 0xbb, 0xbf])

/** A character XML 1.0 cannot carry, even as a reference. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/

/** True when `bytes` start with the byte-order mark. */
export function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
}

/** An attribute value as XmlTextWriter escapes it (tabs kept, line breaks as references). */
export function escapeAttribute(value: string): string {
  if (!/[&<>"\n\r]/.test(value)) return value
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll('\n', '&#xA;')
    .replaceAll('\r', '&#xD;')
}
