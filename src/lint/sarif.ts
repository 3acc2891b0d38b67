// The findings as a SARIF 2.1.0 log for code scanning (github/codeql-action/upload-sarif):
// locations relative to the repository root (%SRCROOT%), a fingerprint per result so that code
// scanning follows a finding across runs, and the rules with their pages in docs/lint.md.
import { createHash } from 'node:crypto'
import type { Log, ReportingDescriptor, Result, Run } from 'sarif'
import type { PublishFinding } from './publish-findings.js'
import { RULES, RULE_IDS, ruleHelpPath } from './rules.js'
import type { Finding } from './types.js'

export interface SarifTool {
  name: string
  version?: string
  /** Where the rules' pages are (a repository's address); relative paths otherwise. */
  informationUri?: string
}

export function sarifLog(findings: readonly Finding[], tool: SarifTool): Log {
  const rules: ReportingDescriptor[] = RULE_IDS.map(id => ({
    id,
    name: RULES[id].name,
    shortDescription: { text: RULES[id].summary },
    helpUri: tool.informationUri
      ? `${tool.informationUri.replace(/\/$/, '')}/blob/main/${ruleHelpPath(id)}`
      : undefined,
    help: { text: `${RULES[id].summary} See ${ruleHelpPath(id)}.` },
    defaultConfiguration: { level: RULES[id].level }
  }))
  const results: Result[] = findings.map(finding => ({
    ruleId: finding.ruleId,
    ruleIndex: RULE_IDS.indexOf(finding.ruleId),
    level: finding.level,
    message: { text: finding.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodeUri(finding.place.file), uriBaseId: '%SRCROOT%' },
          region: finding.place.line === undefined ? undefined : { startLine: finding.place.line }
        }
      }
    ],
    partialFingerprints: { 'acumaticaLint/v1': fingerprint(finding) }
  }))
  return {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [
      {
        tool: {
          driver: {
            name: tool.name,
            version: tool.version,
            informationUri: tool.informationUri,
            rules
          }
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        results
      }
    ]
  }
}

/** A relative URI reference: each path segment percent-encoded, `/` between them. */
function encodeUri(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/')
}

/** Stable across runs and line moves: the rule, the file, the item and the message. */
function fingerprint(finding: Finding): string {
  return createHash('sha256')
    .update([finding.ruleId, finding.place.file, finding.item ?? '', finding.message].join('\0'))
    .digest('hex')
    .slice(0, 32)
}

/** The tool's name of the publish run (code scanning shows it beside each alert). */
export const PUBLISH_SARIF_TOOL = 'acumatica-publish'

/**
 * The publish log's findings as a second run of the same log (beside the lint's): the rule id is
 * the compiler's code (`CS0103`) or the message's kind; only findings with a place in the
 * repository (code scanning needs a location), the others stay in the summary and the JSON.
 */
export function publishRun(findings: readonly PublishFinding[], tool: SarifTool): Run {
  const placed = findings.filter(finding => finding.place !== undefined)
  const ids = [...new Set(placed.map(finding => finding.rule))].sort()
  const rules: ReportingDescriptor[] = ids.map(id => ({
    id,
    shortDescription: { text: publishRuleText(id) },
    help: { text: `${publishRuleText(id)} See docs/publish-errors.md.` }
  }))
  const results: Result[] = placed.map(finding => {
    const place = finding.place ?? { file: '' }
    return {
      ruleId: finding.rule,
      ruleIndex: ids.indexOf(finding.rule),
      level: finding.level,
      message: { text: finding.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: encodeUri(place.file), uriBaseId: '%SRCROOT%' },
            region: place.line === undefined ? undefined : { startLine: place.line }
          }
        }
      ],
      partialFingerprints: {
        'acumaticaPublish/v1': createHash('sha256')
          .update([finding.rule, place.file, finding.item ?? '', finding.message].join('\0'))
          .digest('hex')
          .slice(0, 32)
      }
    }
  })
  return {
    tool: {
      driver: { name: tool.name, version: tool.version, informationUri: tool.informationUri, rules }
    },
    originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
    results
  }
}

function publishRuleText(id: string): string {
  return /^CS\d+$/.test(id)
    ? `The C# compiler's ${id}, in code the publish compiled.`
    : `The publish log's message ${id}.`
}
