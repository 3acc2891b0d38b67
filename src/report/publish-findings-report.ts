// The publish log's errors and warnings at the line, for a step that publishes, validates or
// removes: each entry is a log line as it comes; after the run the messages are pointed at the
// repository (src/lint/publish-findings.ts) and reported: annotations (pointed ones first, within
// GitHub's cap), the "Where it failed" section, publish-findings-json, and a publish run in the
// SARIF file beside the lint's.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Finding, LintProject } from '../lint/lint.js'
import { publishFindings, type PublishFinding } from '../lint/publish-findings.js'
import type { PublishLogEntry } from '../lint/publish-log.js'
import { PUBLISH_SARIF_TOOL, publishRun, sarifLog } from '../lint/sarif.js'
import { messageOf } from '../shared/message-of.js'
import type { Host } from './host.js'
import { SARIF_TOOL } from './lint-report.js'
import {
  ANNOTATION_CHARS,
  annotatePublishFindings,
  bounded,
  publishFindingsJson,
  whereItFailed,
  type PublishFindingsLog
} from './publish-findings-text.js'
import type { Summary } from '../shared/summary.js'

export interface PublishReport {
  findings: PublishFinding[]
  /** The publish-findings-json output. */
  json: string
  /** The "Where it failed" section, when the log held an error or a warning. */
  summary?: Summary
}

/** Collects the error and warning entries of a run's logs, with the phase each came in. */
export class PublishProblems {
  private readonly entries: PublishLogEntry[] = []
  private readonly phases: string[] = []

  /** How many error and warning entries were collected. */
  get size(): number {
    return this.entries.length
  }

  add(entry: PublishLogEntry, phase: string): void {
    this.entries.push(entry)
    this.phases.push(phase)
  }

  /**
   * Points the messages at the projects' files, annotates them and writes the SARIF file when
   * asked (the lint's findings as its first run). A project that cannot be read leaves its
   * messages unpointed: the report never fails for it.
   */
  async report(
    log: PublishFindingsLog,
    options: {
      projects: readonly LintProject[]
      root: string
      host?: Host
      /** False for a run that succeeded (its section then names warnings). */
      failed?: boolean
      sarifPath?: string
      lintFindings?: readonly Finding[]
    }
  ): Promise<PublishReport> {
    let findings: PublishFinding[]
    try {
      findings = await publishFindings(this.entries, options.projects, options.root)
    } catch (error) {
      log.info(
        `The publish log's messages could not be pointed at the repository: ${messageOf(error)}`
      )
      findings = await publishFindings(this.entries, [], options.root)
    }
    if (findings.length === 0) return { findings, json: '[]' }
    annotatePublishFindings(log, findings, {
      host: options.host,
      unplacedTitle: finding => this.phases[finding.entry] ?? 'Publish'
    })
    if (options.sarifPath !== undefined) {
      await writeSarif(options.sarifPath, options.lintFindings ?? [], findings)
      log.info(
        `Wrote the publish log's findings beside the lint's as SARIF 2.1.0 to ${options.sarifPath}.`
      )
    }
    return {
      findings,
      json: JSON.stringify(publishFindingsJson(findings)),
      summary: whereItFailed(findings, { host: options.host, failed: options.failed })
    }
  }
}

/** One SARIF log with two runs: the lint's, then the publish log's. */
async function writeSarif(
  file: string,
  lintFindings: readonly Finding[],
  findings: readonly PublishFinding[]
): Promise<void> {
  const log = sarifLog(lintFindings, { name: SARIF_TOOL })
  // Masked and bounded as the annotations are: the file is uploaded to code scanning.
  const safe = findings.map(finding => ({
    ...finding,
    message: bounded(finding.message, ANNOTATION_CHARS)
  }))
  log.runs.push(publishRun(safe, { name: PUBLISH_SARIF_TOOL }))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(log, null, 2)}\n`)
}
