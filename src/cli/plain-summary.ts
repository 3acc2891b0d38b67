// The job summary (markdown with HTML tables and details) as plain text for a terminal or a CI
// log: table rows as "name: value", tags dropped, character references read back.
export function plainSummary(markdown: string): string {
  return markdown
    .replace(/<tr><th[^>]*>(.*?)<\/th><td>(.*?)<\/td><\/tr>/g, '$1: $2')
    .replace(/<\/t[hd]>\s*<t[hd][^>]*>/g, ' | ')
    .replace(/<\/tr>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<summary>(.*?)<\/summary>/g, '$1\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
