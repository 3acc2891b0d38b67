// Pure readers of a screen opened for `verify-screens` (`GET /Main?ScreenId=<id>`): whether the
// page that came back is the screen, the sign-in page, or a page that says the screen is broken.
// The page is instance text: searched by indexOf in its first MiB, never printed beyond the
// text that matched.

/** Screen ids as Acumatica writes them: two letters and six letters or digits (`SO301000`). */
const SCREEN_ID = /^[A-Za-z]{2}[A-Za-z0-9]{6}$/

export function isScreenId(text: string): boolean {
  return SCREEN_ID.test(text)
}

/** The id a site redirects to when it cannot open the screen asked for. */
export const NO_SCREEN = '00000000'

/**
 * Texts of a broken screen, as teams that test screens after a publish look for them (an
 * unwritten page: `The file '/Pages/SB/SB501000.aspx' does not exist.`; a field without its
 * column: `Invalid column name '[InventoryItem].[UsrHTSCode]'`). Matched in any letter case.
 * The sign-in page's hidden "Last update was unsuccessful" and "customization failed to apply"
 * are static markup and never read.
 */
const BROKEN_PAGE_TEXTS = [
  'The page should be inherited',
  'Operand type clash',
  'Invalid column name',
  'PXSelector attribute is missing',
  'An error has occurred',
  'does not exist'
] as const

/** The first listed text the page holds, or undefined. */
export function brokenPageText(page: string): string | undefined {
  const lower = page.toLowerCase()
  return BROKEN_PAGE_TEXTS.find(text => lower.includes(text.toLowerCase()))
}

/**
 * What the final address says of the screen: `lost` when it no longer carries `ScreenId=<id>`,
 * `none` when it reads `ScreenId=00000000`, undefined when it is the screen's.
 */
export function screenIdProblem(finalUrl: URL, id: string): 'lost' | 'none' | undefined {
  let value: string | undefined
  for (const [key, v] of finalUrl.searchParams) {
    if (key.toLowerCase() === 'screenid') {
      value = v
      break
    }
  }
  if (value === NO_SCREEN) return 'none'
  return value?.toUpperCase() === id.toUpperCase() ? undefined : 'lost'
}

/**
 * The sign-in page: its address (`/Frames/Login.aspx`) or a password field. A screen's page may
 * link to the sign-in page (sign out), so a mention of `Login.aspx` alone does not count.
 */
export function isSignInPage(finalUrl: URL, page: string): boolean {
  if (/\/login\.aspx$/i.test(finalUrl.pathname)) return true
  const lower = page.slice(0, 1024 * 1024).toLowerCase()
  if (lower.includes('id="txtpass"') || lower.includes("id='txtpass'")) return true
  // Each `<input` is looked at for its next 300 characters: linear in the page.
  for (let at = lower.indexOf('<input'); at >= 0; at = lower.indexOf('<input', at + 6)) {
    const end = lower.indexOf('>', at)
    const tag = lower.slice(at, end < 0 ? at + 300 : Math.min(end, at + 300))
    if (/type\s*=\s*["']?password/.test(tag)) return true
  }
  return false
}
