// The fleet's data shapes (docs/fleet.md), a leaf: src/fleet/ makes them and src/report/ words
// them, and the two stand on one layer, so neither imports the other.

/** The result file's format name (a reader refuses any other). */
export const RESULT_FILE_FORMAT = 'acumatica-deploy-result-v1'

export interface ResultFile {
  format: typeof RESULT_FILE_FORMAT
  /** instance-name (default: base-url's host). */
  instance: string
  /** base-url. */
  url: string
  /** The result output (`published`, `rehearsed`, `failed`, `outside-window`, `drift`, ...). */
  result: string
  /** Each project of the run with the content digest of its package (null: not known). */
  projects: Array<{ name: string; digest: string | null }>
  /** The commit the packages were built from, when known. */
  commit: string | null
  run: { id: string; url: string | null }
  /** ISO 8601 times the run started and ended. */
  started: string
  ended: string
  /** What else getPublished listed (projects this run does not deploy); null: not asked. */
  published: string[] | null
}

export interface InventoryInstance {
  name: string
  /** The instance's address, or '' when `urlVariable` names the variable that holds it. */
  url: string
  urlVariable: string
  /** The GitHub environment holding its secrets ('' when not given: the command line's). */
  environment: string
  ring: number
  tenant: string
  /** `projects` lines as the deploy's input takes them (one a line); '' : the run's own. */
  projects: string
  window: string
  /** The command line's: the login name ('' : the run's --username) and the password's variable. */
  username: string
  passwordEnv: string
  /** The line of the instance's entry in the file. */
  line: number
}

export interface Inventory {
  /** The file as the user named it, for messages. */
  file: string
  instances: InventoryInstance[]
}

/**
 * How a result counts. `ok`: the instance runs (or validated) what the run deployed;
 * `waiting`: outside its window, nothing sent (the next run deploys; not a failure); `drift`:
 * someone changed the project on the instance, nothing imported (the report fails: a person
 * decides, but the ring gate does not count it: it says nothing of the release); `failed`;
 * `missing`: no result file (a job that never ran or died); `halted`: not run, an earlier ring
 * failed on more than halt-after instances; `unreadable`: a file that is no result file;
 * `locked-out`: the command line's deploy ended, and no stop could end its lockout (users may
 * still be locked out, whatever the result).
 */
export type Standing =
  'ok' | 'waiting' | 'drift' | 'failed' | 'missing' | 'halted' | 'unreadable' | 'locked-out'

export interface FleetRow {
  instance: InventoryInstance
  standing: Standing
  /** The result file, when one came. */
  result?: ResultFile
  /** Why a file could not be read. */
  unreadable?: string
  /** Seconds from start to end, when the file says both. */
  seconds?: number
  /** Projects the instance publishes that this repository deploys to no instance. */
  others: string[]
}

export interface RingGate {
  ring: number
  /** Instances of the ring counted against halt-after. */
  failed: number
  proceed: boolean
}

export interface FleetReport {
  rows: FleetRow[]
  haltAfter: number
  gates: RingGate[]
  /** The first ring that failed on more than halt-after instances. */
  haltedAfter?: number
  /** Result files of instances the inventory does not list (named, not counted). */
  strangers: string[]
  passed: boolean
}

/** One job of a ring's matrix. */
export interface MatrixEntry {
  name: string
  url: string
  'url-variable': string
  environment: string
  ring: number
  tenant: string
  projects: string
  window: string
}

export interface FleetPlan {
  rings: number[]
  /** By ring number: the matrix of its jobs. */
  matrices: Map<number, { include: MatrixEntry[] }>
}
