// Pure readers shared by the verification's reads (`GET /entity`, entity reads, screens): what
// came back, in one short line, and the answers real sites give until one more application
// restart. Everything here is instance text: bounded, masked and cut by excerpt().

import { excerpt, isHtml, serverMessage } from './answers.js'

/** The parts of an answer a message names. */
export interface AnswerHead {
  status: number
  contentType?: string
  /** The `Location` of a redirect, as the instance wrote it. */
  location?: string
  text: string
}

// Content types are instance text too: only the media type, in the characters media types use.
const MEDIA_TYPE = /^[\w.+-]{1,40}\/[\w.+-]{1,60}$/

/**
 * What came back, for a failure: status, content type, the redirect's target and the first
 * line (an HTML page's title, an error object's `exceptionMessage`, else the first line of text).
 * `HTTP 302 to /AcumaticaERP/ui/error`, `HTTP 200 text/html: "Something went wrong"`.
 */
export function describeAnswer(head: AnswerHead): string {
  const media = (head.contentType ?? '').split(';')[0].trim().toLowerCase()
  const type = MEDIA_TYPE.test(media) ? ` ${media}` : ''
  const target = head.location ? ` to ${excerpt(head.location, 160)}` : ''
  const line = firstLine(head)
  return `HTTP ${head.status}${type}${target}${line ? `: "${line}"` : ''}`
}

function firstLine(head: AnswerHead): string {
  const text = head.text.slice(0, 64 * 1024)
  if (!text.trim()) return ''
  // An HTML page says most in its title; an error object in its exceptionMessage.
  if (isHtml(head.contentType, text) || /^\s*[[{"]/.test(text)) return serverMessage(text, 120)
  const line = text.split(/\r?\n|\r/).find(l => l.trim() !== '') ?? ''
  return excerpt(line, 120)
}

/**
 * An answer of a site that needs one more application restart after a completed publish (real
 * on 26.101): HTTP 403 (feature-gated screens), or HTTP 500 whose JSON names
 * `NullReferenceException` with `OptimizedExport` (custom endpoints,
 * `{"exceptionType":"System.NullReferenceException","exceptionMessage":"OptimizedExportProviderBuilder"}`).
 */
export function needsRestart(
  status: number,
  contentType: string | undefined,
  text: string
): boolean {
  if (status === 403) return true
  if (status !== 500 || isHtml(contentType, text)) return false
  const head = text.slice(0, 1024 * 1024)
  if (!/^\s*\{/.test(head)) return false
  return head.includes('NullReferenceException') && head.includes('OptimizedExport')
}
