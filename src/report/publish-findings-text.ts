// The publish log's findings (src/lint/publish-findings.ts) in words: annotations on the
// repository's lines, the summary's "Where it failed" table, the publish-findings-json output.
// GitHub shows 10 error and 10 warning annotations a step and drops the rest silently: the
// findings pointed at a line go first, then the others, then one line saying where the rest are.
import type { PublishFinding } from '../lint/publish-findings.js'
import { maskSecrets } from '../redact/known-secrets.js'
import type { AnnotationLevel, AnnotationPlace } from '../runner/runner.js'
import { outputWhere, type Host } from './host.js'
import { safeText } from '../redact/safe-text.js'
import { code, quote, type Block, type Summary } from '../shared/summary.js'

/** Annotations of one level a step shows (GitHub's cap, actions/toolkit problem-matchers.md). */
const ANNOTATIONS_PER_LEVEL = 10
/** An annotation's text at most (GitHub keeps 64 KiB; a reviewer reads the start). */
export const ANNOTATION_CHARS = 2000
/** A message in the table and in publish-findings-json at most. */
const MESSAGE_CHARS = 1000
/** Rows of the "Where it failed" table, and entries of publish-findings-json, at most. */
const TABLE_ROWS = 50
const MAX_FINDINGS_JSON = 200

export interface PublishFindingsLog {
  info(message: string): void
  annotate(level: AnnotationLevel, message: string, where: AnnotationPlace): void
}

/**
 * `text` masked, then cut to `max` characters (the cut after the mask: half a secret is no longer
 * what the mask knows), with how much was left out.
 */
export function bounded(text: string, max: number): string {
  const masked = maskSecrets(text)
  if (masked.length <= max) return masked
  let cut = masked.slice(0, max)
  // No half of a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
  return `${cut}… (${masked.length - cut.length} more characters)`
}

/** Where a finding points, as `file:line` (or the file alone), or undefined. */
function placeText(finding: PublishFinding): string | undefined {
  const place = finding.place
  if (!place) return undefined
  return place.line === undefined ? place.file : `${place.file}:${place.line}`
}

/** The findings pointed at a line first (errors before warnings), then the rest, in log order. */
function usefulFirst(findings: readonly PublishFinding[]): PublishFinding[] {
  const rank = (finding: PublishFinding): number =>
    (finding.place?.line !== undefined ? 0 : finding.place ? 1 : 2) * 2 +
    (finding.level === 'error' ? 0 : 1)
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index)
    .map(({ finding }) => finding)
}

/** The title of a finding's annotation: the rule, and the item with its project. */
function title(finding: PublishFinding, unplacedTitle: string): string {
  if (!finding.item) return `${finding.rule === 'PublishLogMessage' ? unplacedTitle : finding.rule}`
  return `${finding.rule}: ${finding.item}${finding.project ? ` (${finding.project})` : ''}`
}

/**
 * One annotation per finding, on its file and line when it has one, at most
 * ANNOTATIONS_PER_LEVEL of each level; then a line saying how many more and where they are.
 * `unplacedTitle` titles a message pointed at nothing (the phase it came in).
 */
export function annotatePublishFindings(
  log: PublishFindingsLog,
  findings: readonly PublishFinding[],
  options: { host?: Host; unplacedTitle?: (finding: PublishFinding) => string } = {}
): void {
  const shown = { error: 0, warning: 0 }
  let more = 0
  for (const finding of usefulFirst(findings)) {
    if (shown[finding.level] >= ANNOTATIONS_PER_LEVEL) {
      more++
      continue
    }
    shown[finding.level]++
    const place = finding.place
    log.annotate(finding.level, safeText(bounded(finding.message, ANNOTATION_CHARS)), {
      title: safeText(bounded(title(finding, options.unplacedTitle?.(finding) ?? 'Publish'), 200)),
      ...(place ? { file: safeText(place.file) } : {}),
      ...(place?.line === undefined ? {} : { line: place.line })
    })
  }
  if (more > 0) {
    log.info(
      `${more} more publish ${more === 1 ? 'message is' : 'messages are'} not annotated (GitHub shows ${ANNOTATIONS_PER_LEVEL} errors and ${ANNOTATIONS_PER_LEVEL} warnings a step): see the job summary (the "Where it failed" table, the instance's errors and warnings), ${outputWhere('publish-findings-json', options.host)} and the publish log.`
    )
  }
}

/**
 * The publish-findings-json output: the findings pointed at the repository (the first
 * MAX_FINDINGS_JSON, those with a line first); the others stay in the log and the summary.
 */
export function publishFindingsJson(findings: readonly PublishFinding[]): object[] {
  return usefulFirst(findings.filter(finding => finding.place !== undefined))
    .slice(0, MAX_FINDINGS_JSON)
    .map(finding => ({
      ...(finding.project === undefined ? {} : { project: finding.project }),
      ...(finding.item === undefined ? {} : { item: finding.item }),
      ...(finding.place === undefined ? {} : { file: finding.place.file }),
      ...(finding.place?.line === undefined ? {} : { line: finding.place.line }),
      level: finding.level,
      rule: finding.rule,
      // Masked and bounded, not defused: JSON consumers read it as data.
      message: bounded(finding.message, MESSAGE_CHARS)
    }))
}

/**
 * The summary's "Where it failed" section (first in the summary): a row per finding pointed at
 * the repository, those with a line first; undefined when none is (the instance's own list of
 * errors and warnings follows in the summary either way).
 */
export function whereItFailed(
  findings: readonly PublishFinding[],
  options: { host?: Host; failed?: boolean } = {}
): Summary | undefined {
  const pointed = usefulFirst(findings.filter(finding => finding.place !== undefined))
  if (pointed.length === 0) return undefined
  const blocks: Block[] = [
    {
      kind: 'heading',
      level: 3,
      text: [options.failed === false ? 'Where the publish warned' : 'Where it failed']
    },
    {
      kind: 'paragraph',
      text: [
        `${pointed.length} of the ${findings.length} errors and warnings of the publish log ${pointed.length === 1 ? 'points' : 'point'} at the repository.`
      ]
    },
    {
      kind: 'table',
      head: ['', 'Project', 'Item', 'Where', 'Message'],
      rows: pointed
        .slice(0, TABLE_ROWS)
        .map(finding => [
          [finding.level === 'error' ? '❌' : '⚠️'],
          [quote(finding.project ?? '')],
          finding.item ? [code(finding.item, true)] : ['—'],
          [code(placeText(finding) ?? '', true)],
          [code(finding.rule, true), ' ', quote(bounded(finding.message, MESSAGE_CHARS))]
        ])
    }
  ]
  if (pointed.length > TABLE_ROWS) {
    blocks.push({
      kind: 'paragraph',
      text: [
        `And ${pointed.length - TABLE_ROWS} more: ${outputWhere('publish-findings-json', options.host)}.`
      ]
    })
  }
  return { blocks }
}
