// A summary (summary.ts) as the command line prints it: plain lines, no markup, no character
// reference, no invisible character (what is printed can be copied as it reads).
import { maskSecrets as hideSecrets } from '../redact/known-secrets.js'
import { MAX_SUMMARY_BYTES } from './markdown.js'
import { plainText } from '../redact/safe-text.js'
import type { Block, Line, Span, Summary } from '../shared/summary.js'

function span(part: Span): string {
  if (typeof part === 'string') return part
  if ('quote' in part) return plainText(part.quote)
  if ('code' in part) return part.quoted ? plainText(part.code) : part.code
  if ('strong' in part) return line(part.strong)
  return `${part.text} (${part.link})`
}

function line(spans: Line): string {
  return spans.map(span).join('')
}

function render(block: Block, lines: string[], bytes: () => number): void {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      lines.push(line(block.text), '')
      return
    case 'note':
      lines.push(...block.lines.map(line), '')
      return
    case 'list':
      lines.push(...block.items.map(item => `- ${line(item)}`), '')
      return
    case 'fields':
      lines.push(...block.rows.map(([name, value]) => `${line(name)}: ${line(value)}`), '')
      return
    case 'table':
      lines.push(block.head.join(' | '), ...block.rows.map(row => row.map(line).join(' | ')), '')
      return
    case 'details':
      lines.push(block.title)
      for (const inner of block.blocks) render(inner, lines, bytes)
      return
    case 'log': {
      lines.push(block.title)
      // Bounded as the job summary's is: a publish log can hold thousands of lines.
      let budget = MAX_SUMMARY_BYTES - bytes() - 200
      let shown = 0
      for (const entry of block.lines) {
        const text = plainText(entry)
        budget -= Buffer.byteLength(text) + 1
        if (budget < 0) break
        lines.push(text)
        shown++
      }
      if (shown < block.lines.length)
        lines.push(`… and ${block.lines.length - shown} more ${block.rest}`)
      lines.push('')
      return
    }
  }
}

/** The summary as text for a terminal or a CI log. */
export function renderText(summary: Summary): string {
  const lines: string[] = []
  const bytes = (): number => lines.reduce((sum, text) => sum + Buffer.byteLength(text) + 1, 0)
  for (const block of summary.blocks) render(block, lines, bytes)
  return hideSecrets(lines.join('\n').trimEnd())
}
