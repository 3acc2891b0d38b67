// The web pages of the stand-in instance that a verification opens: `GET /Main?ScreenId=<id>`
// (a screen, with the session's cookies), the sign-in page it sends a browser without a session
// to (with the hidden "Last update was unsuccessful" and "customization failed to apply" texts
// every real sign-in page carries), and `/ui/error`, where broken endpoint metadata sends every
// contract-API read. Page markup beyond those texts is assumed: real pages are far larger.
import { sendEmpty, sendText } from './http-io.js'
import type { Exchange } from './exchange.js'
import type { ScreenBehaviour, SimulatorOptions } from './types.js'

const HTML = 'text/html; charset=utf-8'

/** The sign-in page's hidden texts, as real-answers lists them: static markup, never a result. */
const HIDDEN_SIGN_IN_TEXTS = `<div id="updateFailed" style="display:none">Last update was unsuccessful</div><div id="customizationFailed" style="display:none">customization failed to apply</div>`

function signInPage(): string {
  return `<!DOCTYPE html><html><head><title>Sign In</title></head><body><form method="post" action="./Login.aspx"><input id="txtUser" name="txtUser" type="text"><input id="txtPass" name="txtPass" type="password">${HIDDEN_SIGN_IN_TEXTS}<input type="submit" value="Sign In"></form></body></html>`
}

function screenPage(id: string, extra = ''): string {
  return `<!DOCTYPE html><html><head><title>${id}</title></head><body><form method="post" action="./Main?ScreenId=${id}"><div id="ctl00_phDS_ds" data-screen="${id}">${extra}</div><a href="../Frames/Login.aspx">Sign Out</a></form></body></html>`
}

/** The `/ui/error` page (its wording is not known: assumed). */
function uiErrorPage(): string {
  return `<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Something went wrong</h1></body></html>`
}

export interface ScreenTarget {
  options: SimulatorOptions
  basePath: string
  hasSession: boolean
  /** A completed publish waits for one more restart. */
  needsRestart: boolean
}

/** The GET pages this module answers, below the base path. */
export function isPagePath(path: string): boolean {
  return ['/main', '/frames/login.aspx', '/ui/error'].includes(path.toLowerCase())
}

export function answerPage(ex: Exchange, target: ScreenTarget): void {
  ex.req.resume()
  const path = ex.record.path.toLowerCase()
  if (path === '/frames/login.aspx') return sendText(ex.res, 200, signInPage(), HTML)
  if (path === '/ui/error') return sendText(ex.res, 200, uiErrorPage(), HTML)
  const base = target.basePath
  const url = new URL(ex.record.url, 'http://sim.invalid')
  let id = ''
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === 'screenid') id = value
  if (!target.hasSession) {
    const back = encodeURIComponent(`${base}/Main?ScreenId=${id}`)
    return redirect(ex, `${base}/Frames/Login.aspx?ReturnUrl=${back}`)
  }
  if (id === '00000000') {
    return sendText(ex.res, 200, screenPage(id, 'Welcome'), HTML)
  }
  const restartScreens = target.options.needsRestartAfterPublish?.screens ?? []
  if (target.needsRestart && restartScreens.includes(id)) {
    return sendText(ex.res, 403, statusHtml(403, 'Forbidden'), HTML)
  }
  const behaviour: ScreenBehaviour = target.options.screens?.[id] ?? 'opens'
  if (behaviour === 'opens') return sendText(ex.res, 200, screenPage(id), HTML)
  if (behaviour === 'no-screen') return redirect(ex, `${base}/Main?ScreenId=00000000`)
  if (behaviour === 'lost') return redirect(ex, `${base}/Main`)
  if (behaviour === 'sign-in') {
    return redirect(ex, `${base}/Frames/Login.aspx?ReturnUrl=${encodeURIComponent(base)}`)
  }
  if (behaviour === 'hidden-sign-in-texts') {
    return sendText(ex.res, 200, screenPage(id, HIDDEN_SIGN_IN_TEXTS), HTML)
  }
  if (behaviour === 'forbidden') return sendText(ex.res, 403, statusHtml(403, 'Forbidden'), HTML)
  if ('redirect' in behaviour) return redirect(ex, behaviour.redirect)
  sendText(ex.res, 200, screenPage(id, behaviour.text), HTML)
}

function redirect(ex: Exchange, location: string): void {
  sendEmpty(ex.res, 302, { Location: location, 'Content-Length': '0' })
}

function statusHtml(status: number, reason: string): string {
  return `<!DOCTYPE html><html><head><title>${reason}</title></head><body><h1>HTTP Error ${status}. ${reason}</h1></body></html>`
}
