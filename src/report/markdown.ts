// A summary (summary.ts) as the job summary's markdown, HTML tables inside: the action's words
// HTML-escaped, the instance's text through summaryText (shown as written, never rendered).
import { escapeHtml } from './html.js'
import { summaryText } from '../redact/safe-text.js'
import { maskSecrets as hideSecrets } from '../redact/known-secrets.js'
import type { Block, Line, Span, Summary } from '../shared/summary.js'

// The runner keeps at most 1 MiB of summary per step and drops a larger one whole: a summary
// stays under this many bytes (escaped, as written), its log cut with "and N more".
export const MAX_SUMMARY_BYTES = 900 * 1024

/** Where a span stands: strong text is `**` in markdown and `<b>` inside an HTML table. */
type Place = 'markdown' | 'html'

function span(part: Span, place: Place): string {
  if (typeof part === 'string') return escapeHtml(part)
  if ('quote' in part) return summaryText(part.quote)
  if ('code' in part)
    return `<code>${part.quoted ? summaryText(part.code) : escapeHtml(part.code)}</code>`
  if ('strong' in part) {
    const inner = line(part.strong, place)
    return place === 'html' ? `<b>${inner}</b>` : `**${inner}**`
  }
  return `<a href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a>`
}

function line(spans: Line, place: Place): string {
  return spans.map(part => span(part, place)).join('')
}

function byteLength(lines: string[]): number {
  return lines.reduce((sum, text) => sum + Buffer.byteLength(text) + 1, 0)
}

function render(block: Block, lines: string[]): void {
  switch (block.kind) {
    case 'heading':
      lines.push(`${'#'.repeat(block.level)} ${line(block.text, 'markdown')}`, '')
      return
    case 'paragraph':
      lines.push(line(block.text, 'markdown'), '')
      return
    case 'note':
      lines.push(...block.lines.map(text => `> ${line(text, 'markdown')}`), '')
      return
    case 'list':
      lines.push(...block.items.map(item => `- ${line(item, 'markdown')}`), '')
      return
    case 'fields':
      lines.push('<table>')
      for (const [name, value] of block.rows)
        lines.push(
          `<tr><th align="left">${line(name, 'html')}</th><td>${line(value, 'html')}</td></tr>`
        )
      lines.push('</table>', '')
      return
    case 'table':
      if (block.html) {
        lines.push(
          '<table>',
          `<tr>${block.head.map(name => `<th align="left">${escapeHtml(name)}</th>`).join('')}</tr>`,
          ...block.rows.map(
            row => `<tr>${row.map(cell => `<td>${line(cell, 'html')}</td>`).join('')}</tr>`
          ),
          '</table>',
          ''
        )
        return
      }
      lines.push(
        `| ${block.head.map(escapeHtml).join(' | ')} |`,
        `| ${block.head.map((_, index) => (block.alignRight?.includes(index) ? '---:' : '---')).join(' | ')} |`,
        ...block.rows.map(row => `| ${row.map(cell => line(cell, 'markdown')).join(' | ')} |`),
        ''
      )
      return
    case 'details':
      lines.push(`<details><summary>${escapeHtml(block.title)}</summary>`, '')
      for (const inner of block.blocks) render(inner, lines)
      lines.push('</details>', '')
      return
    case 'log': {
      // Each line escaped as text, as many as the bytes left hold (escaping can make a line
      // several times longer).
      const head = [`<details><summary>${escapeHtml(block.title)}</summary>`, '', '<pre>']
      const tail = ['</pre>', '</details>', '']
      let budget = MAX_SUMMARY_BYTES - byteLength([...lines, ...head, ...tail]) - 200 // the "more" line
      const shown: string[] = []
      for (const entry of block.lines) {
        const text = summaryText(entry)
        budget -= Buffer.byteLength(text) + 1
        if (budget < 0) break
        shown.push(text)
      }
      const more = block.lines.length - shown.length
      if (more > 0) shown.push(`… and ${more} more ${escapeHtml(block.rest)}`)
      lines.push(head.join('\n') + shown.join('\n'), ...tail)
      return
    }
  }
}

/** The summary as GITHUB_STEP_SUMMARY takes it. */
export function renderMarkdown(summary: Summary): string {
  const lines: string[] = []
  for (const block of summary.blocks) render(block, lines)
  return hideSecrets(lines.join('\n'))
}
