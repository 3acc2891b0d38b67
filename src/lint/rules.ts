// The lint's rules: their ids, levels and one-line descriptions. Ids never change meaning (code
// scanning matches results across runs by ruleId); each has a page in docs/lint.md.

export type FindingLevel = 'error' | 'warning' | 'note'

export interface Rule {
  id: RuleId
  level: FindingLevel
  /** A short name (SARIF's rule name). */
  name: string
  /** One sentence: what the rule finds. */
  summary: string
}

export const RULE_IDS = [
  'ACU001',
  'ACU002',
  'ACU003',
  'ACU004',
  'ACU005',
  'ACU006',
  'ACU007'
] as const
export type RuleId = (typeof RULE_IDS)[number]

export const RULES: Readonly<Record<RuleId, Rule>> = {
  ACU001: {
    id: 'ACU001',
    level: 'error',
    name: 'ProjectNameRefused',
    summary:
      'The project name breaks the server rule: letters, digits, [, ] and ., starting with a letter.'
  },
  ACU002: {
    id: 'ACU002',
    level: 'error',
    name: 'ProjectFileMissing',
    summary:
      'A file the project lists is not in the package (error), or a file of the package is listed by no item (warning).'
  },
  ACU003: {
    id: 'ACU003',
    level: 'warning',
    name: 'SqlWithoutExistenceGuard',
    summary:
      'A <Sql> script creates or alters a table or column with no existence guard: it runs again on a replay and fails.'
  },
  ACU004: {
    id: 'ACU004',
    level: 'warning',
    name: 'UsrFieldWithoutColumn',
    summary:
      'A Usr field with a PXDB attribute whose column no <Table> item or <Sql> script of the project creates.'
  },
  ACU005: {
    id: 'ACU005',
    level: 'error',
    name: 'ItemNotReadable',
    summary:
      'A _project/ fragment or project.xml that is not well-formed XML, or an item the build cannot key.'
  },
  ACU006: {
    id: 'ACU006',
    level: 'warning',
    name: 'MissingIsvPrefix',
    summary: 'A new DAC, graph or table whose name does not start with isv-prefix.'
  },
  ACU007: {
    id: 'ACU007',
    level: 'note',
    name: 'TenantOnlyItem',
    summary:
      'An item that lands in one tenant only (generic inquiry, site map node, report, endpoint, access rights) while tenant-mode is Current.'
  }
}

/** The page of a rule in docs/lint.md (the heading's anchor is the lower-cased id). */
export function ruleHelpPath(id: RuleId): string {
  return `docs/lint.md#${id.toLowerCase()}`
}

export function isRuleId(text: string): text is RuleId {
  return (RULE_IDS as readonly string[]).includes(text)
}
