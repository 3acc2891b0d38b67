// A shared instance in words: another publish (busy), the lockout through Apply Updates, a
// removal and the conflicts of two projects. The flow records these as data
// (deploy/shared-types.ts); this is the one place that words them.
import type { Failure } from '../deploy/types.js'
import type { SharedEvent } from '../deploy/shared-types.js'
import type { LogEntry } from '../api/types.js'
import { formatSeconds, listWords } from './units.js'
import { cutMasked } from '../redact/known-secrets.js'
import { trimEndOf } from '../shared/trim.js'

// Dots and blanks ending instance text, trimmed by scanning (a regular expression backtracks).
const SENTENCE_END = '. \t\r\n'

export type SharedLevel = 'info' | 'notice' | 'warning'

// Instance text quoted in a line is cut: a publish log line can be kilobytes long.
const QUOTE_CHARS = 300

function quote(text: string): string {
  // White space collapsed (the masks know the collapsed forms too), then masked, then cut.
  const { shown, cut } = cutMasked(text.replace(/\s+/g, ' ').trim(), QUOTE_CHARS)
  return `"${cut ? `${shown}…` : shown}"`
}

export function sharedLine(event: SharedEvent): { level: SharedLevel; text: string } {
  const info = (text: string) => ({ level: 'info' as const, text })
  switch (event.kind) {
    case 'busy-idle':
      return info('No other publish is running on the instance.')
    case 'busy-unknown':
      // An info line, not a notice: many instances answer the probe HTTP 500 when no publish ran
      // since their start, so it comes on most happy runs; the summary keeps it in a row.
      return info(
        `Could not tell whether another publish is running on the instance (${event.reason}); the run goes on. Acumatica publishes one thing at a time: if one is running, the Import or the publish may be refused (docs/troubleshooting.md).`
      )
    case 'busy-waiting': {
      const last = event.lastMessage ? `; its last log line: ${quote(event.lastMessage)}` : ''
      return event.waitedSeconds === 0
        ? {
            level: 'notice',
            text: `Another publish is running on the instance${last}. Waiting up to ${formatSeconds(event.timeoutSeconds)} (busy-timeout) for it to end before anything is imported.`
          }
        : info(
            `Still waiting for the other publish to end (${formatSeconds(event.waitedSeconds)} so far${last}).`
          )
    }
    case 'busy-ended':
      return info(
        `The other publish ${event.state === 'idle' ? 'ended' : event.state} after ${formatSeconds(event.waitedSeconds)} of waiting; the deploy goes on (logging in again, as its restart ends sessions).`
      )
    case 'busy-poll-fault':
      return info(`publishEnd: ${event.reason}; waiting for the other publish goes on.`)
    case 'lockout-scheduled':
      return info(
        `Users are locked out (all but administrators) through Apply Updates (${event.endpoint}), reason ${quote(event.reason)}.`
      )
    case 'lockout-stopped':
      return info(
        event.unconfirmed
          ? `Users are let back in: the lockout through Apply Updates (${event.endpoint}), never confirmed, is stopped to be sure.`
          : `Users are let back in: the lockout through Apply Updates (${event.endpoint}) ended after ${formatSeconds(event.seconds)}.`
      )
    case 'lockout-stop-waiting':
      return info(
        `Stopping the lockout through Apply Updates (${event.endpoint}) met a site that is not answering as it should (${trimEndOf(event.reason.trim(), SENTENCE_END)}); it may be restarting: trying again for up to ${formatSeconds(event.timeoutSeconds)} (verify-timeout).`
      )
    case 'lockout-stop-failed':
      return {
        level: 'warning',
        text: lockoutStopText(event.endpoint, event.reason)
      }
    case 'remove-planned':
      return info(
        event.kept.length === 0
          ? `Removing ${listWords(event.removed)}: nothing else is published, so every project is unpublished (unpublishAll).`
          : `Removing ${listWords(event.removed)}: publishing the others without them (${event.kept.join(', ')}), with merge off.`
      )
  }
}

/** Where a person ends a lockout the run could not stop (the contract's words). */
export const LOCKOUT_BY_HAND =
  'A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.'

export function lockoutStopText(endpoint: string, reason: string): string {
  return `Users may still be locked out: stopping the lockout through Apply Updates (${endpoint}) failed: ${trimEndOf(reason.trim(), SENTENCE_END)}. ${LOCKOUT_BY_HAND}`
}

/** The failures of this part of the flow in words; undefined for the others. */
export function sharedFailureText(failure: Failure): string | undefined {
  switch (failure.kind) {
    case 'busy':
      return `Another publish was running on the instance for longer than busy-timeout (${formatSeconds(failure.timeoutSeconds)})${failure.lastMessage ? `; its last log line: ${quote(failure.lastMessage)}` : ''}. Nothing was imported. Acumatica publishes one thing at a time: wait for it to end (Customization Projects screen), then re-run, or raise busy-timeout.`
    case 'lockout-failed':
      return `Could not lock users out through Apply Updates (${failure.endpoint}): ${failure.cause.message} Nothing was imported. Check maintenance-endpoint and the endpoint on the instance (docs/maintenance.md), or set lockout: false.`
    case 'not-published':
      return `Cannot remove ${listWords(failure.names)}: the instance does not publish ${failure.names.length > 1 ? 'them' : 'it'} (published now: ${failure.published.length ? failure.published.join(', ') : 'none'}). Nothing was changed; check the names in remove.`
    case 'published-unavailable':
      return 'Cannot remove: this instance has no getPublished call, so the projects to publish again without the removed ones cannot be known. Nothing was changed; remove the project on the Customization Projects screen.'
    default:
      return undefined
  }
}

/** `Conflict control ID` lines of a failed publish log: two projects change one control. */
export function conflictLines(log: LogEntry[]): string[] {
  const lines: string[] = []
  for (const entry of log) {
    if (/Conflict control ID/i.test(entry.message)) lines.push(entry.message)
    if (lines.length >= 20) break
  }
  return lines
}

/** What to do about conflicts, after their lines. */
export const CONFLICT_FIX =
  'Two projects change the same control: give them different levels (Name=path@level in projects, or project-level), so the higher level wins, or merge the changes into one project.'
