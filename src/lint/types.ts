// What the lint reads and reports: findings with the place of their item in the repository.
import type { IncludeFile } from '../package/index.js'
import type { FindingLevel, RuleId } from './rules.js'

/** A place in the repository: a path relative to its root (with `/`), and a 1-based line. */
export interface Place {
  file: string
  line?: number
}

export interface Finding {
  ruleId: RuleId
  level: FindingLevel
  /** The project the finding is in. */
  project: string
  /** The item's key (`Sql#AcmeTable`, `Code#SOOrderEntry_Extension`), when it is about one. */
  item?: string
  /** One line, naming the item. */
  message: string
  place: Place
}

/** One project to check: where its package comes from, as the deploy reads it. */
export interface LintProject {
  /** The name the project is deployed under ('' when no input and no metadata names it). */
  name: string
  /** Where the name comes from, when a file of the repository gives it (ProjectMetadata.xml). */
  namePlace?: Place
  kind: 'folder' | 'source-control' | 'package'
  /** Absolute path of the folder or zip. */
  path: string
  exclude: string[]
  include: readonly IncludeFile[]
}

export interface LintOptions {
  /** Absolute path of the repository root: places are given relative to it. */
  root: string
  /** Rules to leave out. */
  disable: ReadonlySet<RuleId>
  /** 2-4 Latin letters, or '' (ACU006 off). */
  isvPrefix: string
  tenantMode: 'Current' | 'All' | 'List'
  /**
   * Keep every note but only the first `keep` errors and warnings in `findings` (the rest are
   * counted in `totals`): what the deploy reports (annotations, the summary's rows) without
   * holding a list that grows with the project. Unset: every finding.
   */
  keep?: number
}

/** Findings counted, kept or not. */
export interface LintTotals {
  findings: number
  levels: Record<FindingLevel, number>
  rules: Partial<Record<RuleId, number>>
}

export interface LintResult {
  /** Every finding, or those kept (LintOptions.keep). */
  findings: Finding[]
  /** What was found in all (set by lintProjects; without it, `findings` is all). */
  totals?: LintTotals
  /** Projects checked, with the items and files read. */
  projects: { name: string; path: string; items: number; files: number }[]
}
