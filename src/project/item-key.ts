// The key of each customization item, as Acumatica's customization engine computes it: items of
// equal keys are one item (the last wins), and project.xml lists items sorted by key (see
// item-order.ts). The keys per element follow the engine's item classes (see
// docs/source-control.md). Stable exports: the source-control build and the export of a project
// to a source-control folder both name and order items with them.
import { compareItemKeys } from './item-order.js'

/** What the scanner read of a fragment's root element. */
export interface RootElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  /** Data-set items: attributes of the first row of the table named by `<relations main-table>`. */
  readonly mainRow?: Readonly<Record<string, string>>
  /** The first child element (`<EntityEndpoint>` is keyed by its `<Endpoint version name>`). */
  readonly firstChild?: {
    readonly name: string
    readonly attributes: Readonly<Record<string, string>>
  }
}

type KeyOf = (attribute: (name: string) => string) => string

const upper = (text: string): string => simpleCase(text, 'upper')
const lower = (text: string): string => simpleCase(text, 'lower')

/** Items keyed by their attributes. */
const ATTRIBUTE_KEYS: Record<string, KeyOf> = {
  File: a => `File#${a('AppRelativePath')}`,
  PerTenantFile: a => `PerTenantFile#${a('AppRelativePath')}`,
  Sql: a => `Sql#${a('TableName')}`,
  Table: a => a('TableName'),
  Page: a => lower(a('path')),
  Graph: a => `Code#${a('ClassName')}`,
  DAC: a => a('type'),
  Data: a => `DATA#${upper(a('tableName'))}`,
  Export: a => `EXPORT#${upper(a('Name'))}`,
  DataFields: a => `DataFields#${upper(a('Table'))}`,
  Report: a => `REPORT#${upper(a('Name'))}`,
  Screen: a => `SCREEN#${upper(a('ID'))}`,
  MobileSiteMap: a => `MobileSiteMap#${upper(a('ScreenID'))}`,
  ScreenConfiguration: a => `ScreenConfiguration#${a('ScreenId')}`,
  EditorUpdatedFields: a => a('ScreenId'),
  Info: () => 'Info',
  GenericInquiry: () => 'GenericInquiry',
  CodeGenSettings: () => 'CodeGenSettings',
  WorkflowContainer: a => `WorkflowContainer#${a('ScreenID')}`,
  Forms: a => `Forms#${a('ScreenID')}`,
  Actions: a => `Actions#${a('ScreenID')}`,
  Fields: a => `Fields#${a('ScreenID')}`,
  EventHandlers: a => `EventHandlers#${a('ScreenID')}`,
  Automation: a => `Automation#${a('screen')}`,
  AUScreenAction: a => `AUScreenAction#${upper(a('ScreenID'))}#${upper(a('ActionName'))}`,
  AUScreenNavigationAction: a =>
    `AUScreenNavigationAction#${upper(a('ScreenID'))}#${upper(a('ActionName'))}`,
  AutomationScreenCondition: a =>
    `AutomationScreenCondition#${a('ScreenID')}#${a('ConditionID')}#${a('ConditionName')}`,
  AutomationScreenField: a =>
    `AutomationScreenField#${a('ScreenID')}#${a('TableName')}#${a('FieldName')}`,
  // Sub-items with no key class of their own: told apart within their container by screen
  // (`<Conditions screen="...">` and `<AUFields screen="...">` name it in `screen`).
  Conditions: a => `Conditions#${a('ScreenID') || a('screen')}`,
  AutomationActions: a => `AutomationActions#${a('ScreenID')}`,
  AUFields: a => `AUFields#${a('ScreenID') || a('screen')}`
}

/**
 * Parts of an `<Automation screen>` container. The Source Control screen saves each of them
 * inside its container and again as a fragment of its own; the engine writes them only inside
 * the container, never as items of project.xml.
 */
const AUTOMATION_SUB_ITEMS: ReadonlySet<string> = new Set([
  'Actions',
  'Fields',
  'EventHandlers',
  'Forms',
  'WorkflowContainer',
  'AUScreenAction',
  'AUScreenNavigationAction',
  'AutomationScreenCondition',
  'AutomationScreenField',
  'Conditions',
  'AutomationActions',
  'AUFields'
])

/** True for the parts of an Automation container (see AUTOMATION_SUB_ITEMS). */
export function isAutomationSubItem(name: string): boolean {
  return AUTOMATION_SUB_ITEMS.has(name)
}

/**
 * The screen a sub-item names: its `ScreenID`, else its `screen` (`<Conditions screen="...">`,
 * `<AUFields screen="...">`); empty when it names none.
 */
export function subItemScreen(attributes: Readonly<Record<string, string>>): string {
  return valueIgnoringCase(attributes, 'ScreenID') || valueIgnoringCase(attributes, 'screen')
}

/**
 * The key of the `<Automation screen>` container that holds a sub-item, or undefined for a
 * sub-item that names no screen (no container is made for an empty screen).
 */
export function automationContainerKey(
  attributes: Readonly<Record<string, string>>
): string | undefined {
  const screen = subItemScreen(attributes)
  return screen === '' ? undefined : `Automation#${screen}`
}

/** The `screen` of an Automation container key (`Automation#SO301000` -> `SO301000`). */
export function automationScreenOf(containerKey: string): string {
  return containerKey.slice('Automation#'.length)
}

/** Data-set items: keyed by columns of the first row of their main table. */
const ROW_KEYS: Record<string, readonly string[]> = {
  SiteMapNode: ['NodeID'],
  ScreenWithRights: ['ScreenID'],
  GenericInquiryScreen: ['Name'],
  BpEvent: ['EventID'],
  Dashboard: ['Name'],
  DashboardV2: ['Name'],
  SharedFilter: ['FilterName', 'ScreenID'],
  Locale: ['LocaleName'],
  MobileSiteMapWorkspaces: ['Name'],
  OAuthClient: ['ClientID'],
  PushNotification: ['HookId'],
  ReportDefinition: ['ReportUID'],
  Webhook: ['Name'],
  WikiArticle: ['PageID'],
  XportScenario: ['Name'],
  DeletedRecordsTrackingTable: ['TableName'],
  CSAttribute: ['AttributeID']
}

/** True for elements keyed by a row of their data set (the scanner then reads that row). */
export function isDataSetItem(name: string): boolean {
  return Object.hasOwn(ROW_KEYS, name)
}

/**
 * True for the root elements the engine knows as items (its build fails on any other name).
 */
export function isItemElement(name: string): boolean {
  return name === 'EntityEndpoint' || Object.hasOwn(ATTRIBUTE_KEYS, name) || isDataSetItem(name)
}

/**
 * The item key of a fragment's root element. An element this table does not know (check with
 * isItemElement first) is kept under `<name>#<fragment file>`, so that no item is lost or merged
 * with another by mistake.
 */
export function itemKey(root: RootElement, fragmentFile: string): string {
  const attribute = (name: string): string => root.attributes[name] ?? ''
  if (root.name === 'EntityEndpoint') {
    // The root has no attributes: the endpoint's version and name are on its first child.
    const endpoint = root.firstChild?.attributes ?? {}
    return `EntityEndpoint#${endpoint['version'] ?? ''}§${endpoint['name'] ?? ''}`
  }
  if (Object.hasOwn(ATTRIBUTE_KEYS, root.name)) return ATTRIBUTE_KEYS[root.name](attribute)
  if (isDataSetItem(root.name)) {
    const row = root.mainRow ?? {}
    const values = ROW_KEYS[root.name]
      .map(column => valueIgnoringCase(row, column))
      .filter(value => value !== '')
    return `${root.name}#${values.join('§')}`
  }
  return `${root.name}#${fragmentFile}`
}

function valueIgnoringCase(attributes: Readonly<Record<string, string>>, name: string): string {
  const wanted = name.toLowerCase()
  for (const [key, value] of Object.entries(attributes)) {
    if (key.toLowerCase() === wanted) return value
  }
  return ''
}

/**
 * Changes the case of each character alone, as .NET's invariant culture does (`ß` stays `ß`,
 * where JavaScript's toUpperCase would make `SS`).
 */
function simpleCase(text: string, to: 'upper' | 'lower'): string {
  let out = ''
  for (const char of text) {
    const changed = to === 'upper' ? char.toUpperCase() : char.toLowerCase()
    out += changed.length === char.length ? changed : char
  }
  return out
}

/**
 * The order of items in project.xml, as the engine sorts their keys (the .NET Framework culture
 * comparer; see item-order.ts). Same as compareItemKeys; kept under this name for its callers.
 */
export function compareKeys(a: string, b: string): number {
  return compareItemKeys(a, b)
}
