// The key of each customization item, as Acumatica's customization engine computes it: items of
// equal keys are one item (the last wins), and project.xml lists items sorted by key. The keys
// per element follow the engine's item classes as documented by a public reimplementation of
// BuildProject (see the README, "Deploy from source control").

/** What the scanner read of a fragment's root element. */
export interface RootElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  /** Data-set items: attributes of the first row of the table named by `<relations main-table>`. */
  readonly mainRow?: Readonly<Record<string, string>>
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
  EntityEndpoint: a => `EntityEndpoint#${a('Version')}§${a('Name')}`,
  AUScreenAction: a => `AUScreenAction#${upper(a('ScreenID'))}#${upper(a('ActionName'))}`,
  AUScreenNavigationAction: a =>
    `AUScreenNavigationAction#${upper(a('ScreenID'))}#${upper(a('ActionName'))}`,
  AutomationScreenCondition: a =>
    `AutomationScreenCondition#${a('ScreenID')}#${a('ConditionID')}#${a('ConditionName')}`,
  AutomationScreenField: a =>
    `AutomationScreenField#${a('ScreenID')}#${a('TableName')}#${a('FieldName')}`
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
 * The item key of a fragment's root element. An element this table does not know is kept under
 * `<name>#<fragment file>`, so that no item is lost or merged with another by mistake.
 */
export function itemKey(root: RootElement, fragmentFile: string): string {
  const attribute = (name: string): string => root.attributes[name] ?? ''
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

const collator = new Intl.Collator('en-US', { usage: 'sort', sensitivity: 'variant' })

/**
 * The order of items in project.xml: a culture-aware comparison of the keys, as the engine sorts
 * them (en-US, whatever the runner's locale, so every runner gives the same order), and keys that
 * compare equal there ordered by their UTF-16 code units, so that the order is total.
 */
export function compareKeys(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}
