// Automation sub-items as the engine reads them. The Source Control screen saves an
// `<Automation screen>` container with its sub-items inside, and each sub-item again as a
// fragment of its own; the engine nests sub-items into their container and never writes one at
// the top of project.xml. A sub-item the container already holds adds nothing: as a child, or at
// any depth for a named one (an `<AutomationScreenCondition>` is inside its `<Conditions>`).
import {
  automationContainerKey,
  isAutomationSubItem,
  itemKey,
  subItemScreen
} from '../project/item-key.js'
import { ownedText } from '../project/owned-text.js'
import type { XmlNodeSink } from '../project/xml-scan.js'

/**
 * Sub-items keyed by a name or id of their own besides the screen. Held at any depth: the
 * others (`Actions#<screen>`, `Fields#<screen>`, ...) count only as children of the container,
 * since a workflow's states hold elements of those names too.
 */
const NAMED_SUB_ITEMS: ReadonlySet<string> = new Set([
  'AUScreenAction',
  'AUScreenNavigationAction',
  'AutomationScreenCondition',
  'AutomationScreenField'
])

/**
 * Passes every node on to `inner` and, when the root is an `<Automation>` container or one of
 * its sub-items, records the keys of the sub-items it holds: the container's children, and
 * named sub-items (NAMED_SUB_ITEMS) at any depth. A sub-item inside it that names no screen of
 * its own is the root's screen's.
 */
export class HeldSubItems implements XmlNodeSink {
  /** Keys of the sub-items held below an `<Automation>` or sub-item root. */
  readonly keys = new Set<string>()
  private depth = 0
  private screen: string | undefined
  private container = false

  constructor(
    private readonly inner: XmlNodeSink | undefined,
    private readonly fragmentFile: string
  ) {}

  open(name: string, attributes: Readonly<Record<string, string>>, selfClosing: boolean): void {
    if (this.depth === 0) {
      this.container = name === 'Automation'
      this.screen =
        name === 'Automation'
          ? (attributes['screen'] ?? '')
          : isAutomationSubItem(name)
            ? subItemScreen(attributes)
            : undefined
    } else if (
      this.screen !== undefined &&
      isAutomationSubItem(name) &&
      ((this.depth === 1 && this.container) || NAMED_SUB_ITEMS.has(name))
    ) {
      const named =
        subItemScreen(attributes) === '' ? { ...attributes, ScreenID: this.screen } : attributes
      this.keys.add(ownedText(itemKey({ name, attributes: named }, this.fragmentFile)))
    }
    this.depth++
    this.inner?.open(name, attributes, selfClosing)
  }

  close(): void {
    this.depth--
    this.inner?.close()
  }

  text(text: string): void {
    this.inner?.text(text)
  }

  cdata(text: string): void {
    this.inner?.cdata(text)
  }

  comment(text: string): void {
    this.inner?.comment(text)
  }

  processingInstruction(target: string, body: string): void {
    this.inner?.processingInstruction(target, body)
  }
}

/** A sub-item fragment: its key, its file, and the keys of the sub-items it holds. */
export interface SubItemFragment {
  readonly key: string
  readonly origin: string
  readonly heldSubItems?: ReadonlySet<string>
}

/** Sub-item fragments grouped by the container they belong in. */
export class SubItemGroups<T extends SubItemFragment> {
  private readonly byContainer = new Map<string, Map<string, T>>()

  /**
   * Files a sub-item fragment under its container; a warning (it is left out) when it names no
   * screen, since no container is made for an empty screen.
   */
  add(item: T, attributes: Readonly<Record<string, string>>): string | undefined {
    const container = automationContainerKey(attributes)
    if (container === undefined) {
      return `${item.origin} is an Automation part that names no screen (no ScreenID nor screen attribute): left out, since it belongs to no <Automation screen> container.`
    }
    const byKey = this.byContainer.get(container) ?? new Map<string, T>()
    byKey.set(item.key, item)
    this.byContainer.set(container, byKey)
    return undefined
  }

  /**
   * Each container's sub-item fragments that add something: neither the container's own fragment
   * (`held` gives what it holds, undefined when no fragment is that container) nor another
   * fragment going into it (a `<Conditions>` holding an `<AutomationScreenCondition>`) holds them.
   */
  *missing(held: (containerKey: string) => ReadonlySet<string> | undefined): Generator<{
    containerKey: string
    items: T[]
  }> {
    for (const [containerKey, byKey] of this.byContainer) {
      const holds = held(containerKey)
      const lacking = [...byKey.values()].filter(item => !holds?.has(item.key))
      // Two fragments that each hold the other (no saved folder has them) are both kept.
      const items = lacking.filter(
        item =>
          !lacking.some(
            other =>
              other !== item &&
              other.heldSubItems?.has(item.key) === true &&
              item.heldSubItems?.has(other.key) !== true
          )
      )
      if (items.length > 0) yield { containerKey, items }
    }
  }
}
