// The deploy window (docs/fleet.md): checked first, before anything is built or sent. Outside
// every window the run sends no request at all and ends `outside-window`, which is not a
// failure: a matrix over many instances simply tries again at its next schedule. A dry run
// changes nothing and is not held to the window.
import { isOpen, localText, nextOpening } from '../inputs/window.js'
import type { Run } from './run.js'

/** True when the run is outside its window: the outcome is set, nothing may be sent. */
export function outsideWindow(run: Run): boolean {
  const { settings, ports, result } = run
  const window = settings.window
  if (!window || settings.dryRun) return false
  const now = ports.now()
  if (isOpen(window, now)) {
    result.window = { window: window.text, checkedAt: now, open: true }
    ports.log.event({ kind: 'window-open', window: window.text })
    return false
  }
  const next = nextOpening(window, now)
  // The zone of the window that opens next says when (several windows may have several zones).
  const zone =
    next === undefined
      ? undefined
      : window.spans.find(s => isOpen({ ...window, spans: [s] }, next))?.zone
  result.window = {
    window: window.text,
    checkedAt: now,
    open: false,
    ...(next !== undefined && zone
      ? { nextOpening: next, nextOpeningText: localText(next, zone) }
      : {})
  }
  result.outcome = 'outside-window'
  ports.log.event({ kind: 'window-closed', report: result.window })
  return true
}
