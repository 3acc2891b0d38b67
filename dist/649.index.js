export const id = 649;
export const ids = [649];
export const modules = {

/***/ 40419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ isLoginPage),
/* harmony export */   Dn: () => (/* binding */ readPublished),
/* harmony export */   Dp: () => (/* binding */ readPublishEnd),
/* harmony export */   Ir: () => (/* binding */ readServerLog),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   ME: () => (/* binding */ saysAccountLocked),
/* harmony export */   V9: () => (/* binding */ isErrorEntry),
/* harmony export */   _6: () => (/* binding */ isHtml),
/* harmony export */   x6: () => (/* binding */ readLog),
/* harmony export */   xX: () => (/* binding */ isApiBody),
/* harmony export */   x_: () => (/* binding */ serverMessage),
/* harmony export */   xc: () => (/* binding */ errorMessages)
/* harmony export */ });
/* unused harmony exports saysNothingPublished, MAX_PUBLISHED_NAMES, readPublishedNames */
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64402);
// Pure readers of the service's answers. Real servers vary in letter case and shape and report
// many failures in-band (HTTP 200 with an error log entry), so every reader accepts the shapes
// seen in the field and returns a defined result for any text: never throws.


/**
 * publishEnd: plain `true` / `false`, or JSON with `isCompleted` / `isFailed` / `log` (`{}` means
 * still running; `isFailed` wins over `isCompleted`). Undefined when the text is neither: the
 * caller treats that as a transient fault (a proxy page, an ASP.NET error object).
 */
function readPublishEnd(text) {
    const trimmed = stripBom(text).trim();
    const plain = trimmed.toLowerCase();
    if (plain === 'true' || plain === '"true"')
        return { state: 'completed', log: [] };
    if (plain === 'false' || plain === '"false"')
        return { state: 'running', log: [] };
    const value = parseJson(trimmed);
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value))
        return undefined;
    const fields = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value);
    const known = ['iscompleted', 'isfailed', 'log'];
    if (Object.keys(fields).length > 0 && !known.some(key => key in fields))
        return undefined;
    const failed = isTrue(fields.isfailed);
    const state = failed
        ? 'failed'
        : isTrue(fields.iscompleted)
            ? 'completed'
            : 'running';
    return { state, log: readLog(fields.log, failed ? 'error' : 'information') };
}
/**
 * The log of an answer of Import, getProject, getPublished or publishBegin: a JSON object with a
 * `log` (any letter case) that is an array of entries or a string. Empty for any other text.
 */
function readServerLog(text) {
    const value = parseJson(stripBom(text).trim());
    if (Array.isArray(value))
        return readLog(value, 'information');
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value))
        return [];
    return readLog((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value).log, 'information');
}
/** The messages of the error entries (logType `error`, any case): an in-band failure when not empty. */
function errorMessages(log) {
    return log.filter(isErrorEntry).map(entry => entry.message);
}
function isErrorEntry(entry) {
    return entry.logType.toLowerCase() === 'error';
}
/**
 * Normalises a `log` value: an array of `{timestamp, logType, message}` (any key case; strings
 * allowed as entries), one entry, or a string (one entry per non-empty line, of `defaultType`).
 */
function readLog(value, defaultType) {
    if (value === undefined || value === null)
        return [];
    if (typeof value === 'string') {
        return value
            .split(/\r?\n|\r/)
            .map(line => line.trim())
            .filter(line => line.length > 0)
            .map(message => ({ logType: defaultType, message }));
    }
    const items = Array.isArray(value) ? value : [value];
    const entries = [];
    for (const item of items) {
        if (item === null || item === undefined)
            continue;
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(item)) {
            entries.push({ logType: defaultType, message: textOf(item) });
            continue;
        }
        const fields = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(item);
        const entry = {
            logType: typeof fields.logtype === 'string' && fields.logtype ? fields.logtype : defaultType,
            message: textOf(fields.message ?? fields.text ?? '')
        };
        if (fields.timestamp !== undefined && fields.timestamp !== null) {
            entry.timestamp = textOf(fields.timestamp);
        }
        entries.push(entry);
    }
    return entries;
}
/**
 * getPublished: error entries first (an in-band failure wins over any list), then a list of
 * projects, then the "nothing published" log of a new instance
 * (`{"log":[{"logType":"information","message":"The system does not contain published projects"}]}`).
 */
function readPublished(text) {
    const value = parseJson(stripBom(text).trim());
    const errors = errorMessages((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value) ? readLog((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value).log, 'information') : []);
    if (errors.length > 0)
        return { form: 'error', messages: errors };
    const names = publishedNamesOf(value);
    if (names !== undefined && names.length > MAX_PUBLISHED_NAMES) {
        return { form: 'too-many', limit: MAX_PUBLISHED_NAMES };
    }
    if (names !== undefined)
        return { form: 'projects', names };
    if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value)) {
        const said = readLog((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value).log, 'information').find(entry => saysNothingPublished(entry.message));
        if (said)
            return { form: 'nothing-published', message: said.message };
    }
    return { form: 'malformed' };
}
/**
 * "The system does not contain published projects", the words real instances write (any letter
 * case, surrounding white space aside). Exact on purpose: an answer taken for "nothing
 * published" by mistake would leave every other project out of the publish, unpublishing it.
 */
function saysNothingPublished(message) {
    return message.trim().toLowerCase() === 'the system does not contain published projects';
}
/**
 * More published projects than any real instance has (a few hundred are many): a list longer
 * than this is not the instance's, and every step over it (the log, publishBegin) would grow
 * with it.
 */
const MAX_PUBLISHED_NAMES = 10_000;
/**
 * The names of a getPublished list: an array of names, an array of `{name}`, or an object whose
 * `projects` holds either (any key case). Undefined when the text is none of these. Names are
 * kept once (the instance compares them ignoring letter case), in order, and at most
 * MAX_PUBLISHED_NAMES + 1 are read.
 */
function readPublishedNames(text) {
    return publishedNamesOf(parseJson(stripBom(text).trim()));
}
function publishedNamesOf(answer) {
    let value = answer;
    if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value)) {
        const fields = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value);
        if (!('projects' in fields))
            return undefined;
        value = fields.projects ?? [];
    }
    if (!Array.isArray(value))
        return undefined;
    const names = [];
    // A set of case-folded names: a list of 40,000 names checked one against all the others took
    // seconds.
    const seen = new Set();
    for (const item of value) {
        let name = item;
        if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(item))
            name = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(item).name;
        if (typeof name !== 'string')
            return undefined;
        const trimmed = name.trim();
        const folded = trimmed.toLowerCase();
        if (!trimmed || seen.has(folded))
            continue;
        seen.add(folded);
        names.push(trimmed);
        if (names.length > MAX_PUBLISHED_NAMES)
            break;
    }
    return names;
}
// Error pages can be large and are written by whoever stands between us and the instance:
// messages are read from their first 64 Ki characters, by scanning (indexOf), never by a regular
// expression that may backtrack over the whole page.
const MESSAGE_SCAN_CHARS = 64 * 1024;
/**
 * An HTML page (the instance's login page, a proxy's or single sign-on page) where an API answer
 * was expected: an HTML content type, or a body that starts with `<` (API answers are JSON, plain
 * text or empty).
 */
function isHtml(contentType, text) {
    if (contentType && /\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType))
        return true;
    return stripBom(text.slice(0, MESSAGE_SCAN_CHARS)).trimStart().startsWith('<');
}
/** An HTML page that is the instance's login page (the session is gone). */
function isLoginPage(contentType, text) {
    if (!isHtml(contentType, text))
        return false;
    const page = text.slice(0, MESSAGE_SCAN_CHARS).toLowerCase();
    if (['login.aspx', 'txtuser', 'txtpass'].some(mark => page.includes(mark)))
        return true;
    if (/type=["']?password/.test(page))
        return true;
    return /\b(sign|log)\s{0,3}-?\s{0,3}in\b/.test(titleOf(page) ?? '');
}
/** The account is locked out or disabled (never retried: more attempts do not help). */
function saysAccountLocked(text) {
    return /\b(locked(\s+out)?|lockout|disabled|deactivated)\b/i.test(text);
}
/**
 * The readable message of an error answer: an ASP.NET error object (`exceptionMessage`,
 * `message`), the error entries of a log, or the text itself without HTML; one short line.
 */
function serverMessage(text, maxLength = 200) {
    const value = parseJson(stripBom(text).trim());
    if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value)) {
        const fields = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value);
        const errors = errorMessages(readLog(fields.log, 'information'));
        if (errors.length > 0)
            return excerpt(errors.join(' '), maxLength);
        for (const key of ['exceptionmessage', 'message', 'error', 'error_description', 'title']) {
            const field = fields[key];
            if (typeof field === 'string' && field.trim())
                return excerpt(field, maxLength);
            if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(field)) {
                const inner = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(field).message;
                if (typeof inner === 'string' && inner.trim())
                    return excerpt(inner, maxLength);
            }
        }
    }
    else if (typeof value === 'string') {
        return excerpt(value, maxLength);
    }
    const head = text.slice(0, MESSAGE_SCAN_CHARS);
    if (isHtml(undefined, head)) {
        const lower = head.toLowerCase();
        const title = titleOf(head, lower);
        if (title && title.trim())
            return excerpt(textOfHtml(title), maxLength);
        const body = lower.indexOf('<body');
        const bodyStart = body < 0 ? -1 : lower.indexOf('>', body);
        return excerpt(textOfHtml(bodyStart < 0 ? head : head.slice(bodyStart + 1)), maxLength);
    }
    return excerpt(head, maxLength);
}
/** The text between `<title ...>` and `</title>`, found by scanning. */
function titleOf(html, lower = html.toLowerCase()) {
    const open = lower.indexOf('<title');
    if (open < 0)
        return undefined;
    const start = lower.indexOf('>', open);
    if (start < 0)
        return undefined;
    const end = lower.indexOf('</title', start);
    return html.slice(start + 1, end < 0 ? undefined : end);
}
/**
 * One line of at most `maxLength` characters, for messages that quote an answer. The secrets of
 * the run are masked before the text is collapsed or cut (either would make an echo of the
 * password unrecognisable to the runner's mask); a cut through what may be a secret drops the
 * quote.
 */
function excerpt(text, maxLength = 200) {
    let head = text.slice(0, MESSAGE_SCAN_CHARS);
    if (head.length < text.length && (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .endsInSecret */ .OM)(head))
        return SECRET_CUT;
    head = (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(head);
    const line = stripBom(head).replace(/\s+/g, ' ').trim();
    if (line.length <= maxLength)
        return line;
    const cut = line.slice(0, Math.max(0, maxLength - 3));
    return (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .endsInSecret */ .OM)(cut) ? SECRET_CUT : `${cut}...`;
}
const SECRET_CUT = '(not quoted: the text would be cut inside a secret)';
/** The readable text of an HTML fragment: tags, scripts and styles out, common entities decoded. */
function textOfHtml(html) {
    const lower = html.toLowerCase();
    let out = '';
    let at = 0;
    while (at < html.length) {
        const open = html.indexOf('<', at);
        if (open < 0) {
            out += html.slice(at);
            break;
        }
        out += html.slice(at, open) + ' ';
        // A script or style block goes whole, up to its closing tag.
        const block = ['script', 'style'].find(name => lower.startsWith(`<${name}`, open));
        const close = block ? lower.indexOf(`</${block}`, open) : open;
        const end = close < 0 ? -1 : lower.indexOf('>', close);
        if (end < 0)
            break;
        at = end + 1;
    }
    return out
        .replaceAll('&nbsp;', ' ')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&');
}
function parseJson(text) {
    if (!text)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function isTrue(value) {
    return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}
function textOf(value) {
    if (typeof value === 'string')
        return value;
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'object') {
        try {
            return JSON.stringify(value);
        }
        catch {
            return String(value);
        }
    }
    return String(value);
}
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * True when `text` is a body the Customization API writes: a JSON object with a `log` array (any
 * key case), as every answer of the API carries. `Service Unavailable` as text/plain, a proxy's
 * page, an empty body, and the JSON a gateway writes (`{"message":"upstream timed out"}`, `{}`,
 * `[]`) are not.
 */
function isApiBody(text) {
    const value = parseJson(stripBom(text).trim());
    return (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value) && Array.isArray((0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value).log);
}


/***/ }),

/***/ 47388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ clientFor)
});

// UNUSED EXPORTS: CustomizationClient

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/answers.ts
var answers = __webpack_require__(40419);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/api/read-answers.ts
// Pure readers shared by the verification's reads (`GET /entity`, entity reads, screens): what
// came back, in one short line, and the answers real sites give until one more application
// restart. Everything here is instance text: bounded, masked and cut by excerpt().

// Content types are instance text too: only the media type, in the characters media types use.
const MEDIA_TYPE = /^[\w.+-]{1,40}\/[\w.+-]{1,60}$/;
/**
 * What came back, for a failure: status, content type, the redirect's target and the first
 * line (an HTML page's title, an error object's `exceptionMessage`, else the first line of text).
 * `HTTP 302 to /AcumaticaERP/ui/error`, `HTTP 200 text/html: "Something went wrong"`.
 */
function describeAnswer(head) {
    const media = (head.contentType ?? '').split(';')[0].trim().toLowerCase();
    const type = MEDIA_TYPE.test(media) ? ` ${media}` : '';
    const target = head.location ? ` to ${(0,answers/* excerpt */.Kb)(head.location, 160)}` : '';
    const line = firstLine(head);
    return `HTTP ${head.status}${type}${target}${line ? `: "${line}"` : ''}`;
}
function firstLine(head) {
    const text = head.text.slice(0, 64 * 1024);
    if (!text.trim())
        return '';
    // An HTML page says most in its title; an error object in its exceptionMessage.
    if ((0,answers/* isHtml */._6)(head.contentType, text) || /^\s*[[{"]/.test(text))
        return (0,answers/* serverMessage */.x_)(text, 120);
    const line = text.split(/\r?\n|\r/).find(l => l.trim() !== '') ?? '';
    return (0,answers/* excerpt */.Kb)(line, 120);
}
/**
 * An answer of a site that needs one more application restart after a completed publish (real
 * on 26.101): HTTP 403 (feature-gated screens), or HTTP 500 whose JSON names
 * `NullReferenceException` with `OptimizedExport` (custom endpoints,
 * `{"exceptionType":"System.NullReferenceException","exceptionMessage":"OptimizedExportProviderBuilder"}`).
 */
function needsRestart(status, contentType, text) {
    if (status === 403)
        return true;
    if (status !== 500 || (0,answers/* isHtml */._6)(contentType, text))
        return false;
    const head = text.slice(0, 1024 * 1024);
    if (!/^\s*\{/.test(head))
        return false;
    return head.includes('NullReferenceException') && head.includes('OptimizedExport');
}

;// CONCATENATED MODULE: ./src/api/answer-errors.ts
// What a call's answer means when it is not the success the call expects: a lost session, an
// unexpected status, a web page in place of the API, an error entry in an HTTP 200 log. Each
// becomes an error of errors.ts carrying the server's own message.



/** HTTP 401, a redirect to the login page or the login page itself: the session is gone. */
function checkSession(call, answer, text) {
    const location = String(answer.headers.location ?? '');
    let how;
    // What came back is named (status, content type, target, title), never the sign-in page's
    // hidden "Last update was unsuccessful" texts: static markup, not a result.
    const came = (withLocation) => describeAnswer({
        status: answer.status,
        contentType: contentType(answer),
        ...(withLocation ? { location } : {}),
        text: withLocation ? '' : text
    });
    if (answer.status === 401)
        how = 'HTTP 401';
    else if (answer.status >= 300 && answer.status < 400 && /login/i.test(location)) {
        how = `a redirect to the login page: ${came(true)}`;
    }
    else if ((0,answers/* isLoginPage */.BG)(contentType(answer), text))
        how = `the login page: ${came(false)}`;
    if (how === undefined)
        return;
    throw new api_errors/* SessionLostError */.Tv(call, `${call}: the instance no longer knows this session (${how}); it may have restarted (publishing restarts the application pool) or the session expired`, { status: answer.status });
}
function throwServerLogErrors(call, answer, text, what) {
    const log = (0,answers/* readServerLog */.Ir)(text);
    const errors = (0,answers/* errorMessages */.xc)(log);
    if (errors.length > 0) {
        throw new api_errors/* ServerLogError */.SD(call, `${what} failed: ${errors.join('; ')}`, {
            status: answer.status,
            serverMessages: errors
        });
    }
    return log.filter(entry => !(0,answers/* isErrorEntry */.V9)(entry));
}
/** An answer with an unexpected status, with the server's message and a hint for the usual causes. */
function statusError(call, answer, text) {
    const status = answer.status;
    const message = (0,answers/* serverMessage */.x_)(text);
    const serverMessages = messagesOf(text);
    const said = message ? `: ${message}` : '';
    if (status >= 300 && status < 400) {
        const location = String(answer.headers.location ?? '');
        return new api_errors/* ApiError */.hD(call, `${call} was redirected (HTTP ${status}) to ${location || 'another address'}; check base-url (for example https:// instead of http://)`, { status, serverMessages });
    }
    if (status === 404 || status === 405) {
        // An address copied from the browser names a page of the site (…/Main, …/Main.aspx).
        const page = /\/(main|[^/]+\.aspx)\/(?:entity|CustomizationApi)(?:\/|$)/i.exec(new URL(answer.url).pathname);
        if (page) {
            return new api_errors/* ApiError */.hD(call, `${call} failed with HTTP ${status}${said}; base-url ends in /${page[1]}, a page of the site: give the site's address without it (e.g. https://erp.example.com/AcumaticaERP, not …/AcumaticaERP/Main)`, { status, serverMessages });
        }
        return new api_errors/* ApiError */.hD(call, `${call} failed with HTTP ${status}${said}; check that base-url is the instance's address (with its virtual directory, e.g. https://erp.example.com/AcumaticaERP)`, { status, serverMessages });
    }
    const ErrorClass = status === 502 || status === 503 || status === 504 ? api_errors/* TransientError */.N_ : api_errors/* ApiError */.hD;
    return new ErrorClass(call, `${call} failed with HTTP ${status}${said}`, {
        status,
        serverMessages
    });
}
function notTheApi(call, answer, text) {
    return new api_errors/* ApiError */.hD(call, `${call} answered a web page instead of the API (HTTP ${answer.status}${text ? `: "${(0,answers/* serverMessage */.x_)(text)}"` : ''}); check base-url`, { status: answer.status });
}
/** An HTTP 200 whose body is not what the API writes (plain text, nothing): not a success. */
function notAnApiAnswer(call, answer, text) {
    const said = text.trim() ? `"${(0,answers/* serverMessage */.x_)(text)}"` : 'no content';
    return new api_errors/* ApiError */.hD(call, `${call} answered ${said} (HTTP ${answer.status}) instead of the API's log: the package may not have been imported; check base-url and the instance`, { status: answer.status });
}
function messagesOf(text) {
    const errors = (0,answers/* errorMessages */.xc)((0,answers/* readServerLog */.Ir)(text));
    if (errors.length > 0)
        return errors;
    const message = (0,answers/* serverMessage */.x_)(text);
    return message ? [message] : [];
}
function contentType(answer) {
    const value = answer.headers['content-type'];
    return Array.isArray(value) ? value.join(', ') : value;
}

// EXTERNAL MODULE: ./node_modules/tough-cookie/dist/index.js
var dist = __webpack_require__(77380);
;// CONCATENATED MODULE: ./src/api/session-tokens.ts
// Which cookies of a login hold the session's tokens (masked in the log), and which are
// settings the instance also sets (`Locale=en-US`, `UserBranch=1`, `LastProject=<a name>`):
// masking those would blank the same words everywhere in the log for the rest of the job.
// ASP.NET's session and forms-authentication cookies, ASP.NET Core's, anti-forgery tokens, and
// any name that says it is a session, an authentication, a token or a single sign-on ticket.
const TOKEN_NAMES = /^(asp\.net_sessionid|\.aspxauth|\.aspxformsauth|\.aspnetcore\..*|__requestverificationtoken.*)$|sess|auth|token|jwt|saml|oidc|sso|ticket|^sid$|[._-]sid$/i;
function isSessionToken(cookieName) {
    return TOKEN_NAMES.test(cookieName);
}

;// CONCATENATED MODULE: ./src/api/cookies.ts
// The session: every cookie the login answer sets, sent back as one Cookie header. Attributes
// (domain, path, secure, expiry) are ignored on purpose: instances behind proxies set domains
// and paths that a browser-like jar would filter, and the service expects every cookie back.


/** A comma that starts another cookie (`, name=`), not one inside an `Expires` date. */
const COOKIE_SEPARATOR = /,(?=\s*[!#$%&'*+\-.^_`|~0-9A-Za-z]+=)/;
class SessionCookies {
    cookies = new Map();
    /** Reads the Set-Cookie headers of an answer (one string per header, or several joined by commas). */
    static fromSetCookie(headers) {
        const jar = new SessionCookies();
        const list = headers === undefined ? [] : Array.isArray(headers) ? headers : [headers];
        for (const header of list) {
            for (const part of header.split(COOKIE_SEPARATOR)) {
                const cookie = dist/* Cookie */.Hk.parse(part.trim());
                // A later cookie of the same name replaces the earlier one, as in a browser.
                if (cookie && cookie.key)
                    jar.cookies.set(cookie.key, cookie.value);
            }
        }
        return jar;
    }
    /** Reads a Cookie header saved earlier (`a=1; b=2`), e.g. by the main step for the post step. */
    static fromHeader(cookieHeader) {
        const jar = new SessionCookies();
        for (const pair of cookieHeader.split(';')) {
            const eq = pair.indexOf('=');
            if (eq <= 0)
                continue;
            const name = pair.slice(0, eq).trim();
            if (name)
                jar.cookies.set(name, pair.slice(eq + 1).trim());
        }
        return jar;
    }
    get size() {
        return this.cookies.size;
    }
    get names() {
        return [...this.cookies.keys()];
    }
    /** The Cookie request header (`a=1; b=2`), or undefined when there is no cookie. */
    get header() {
        if (this.cookies.size === 0)
            return undefined;
        return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    /** The non-empty values of the session's token cookies, for the caller to mask in logs. */
    get values() {
        return [...this.cookies]
            .filter(([name, value]) => value.length > 0 && isSessionToken(name))
            .map(([, value]) => value);
    }
}
/**
 * Where the session cookie may go: `target` on base-url's origin and under its path (the site's
 * own pages and services, not another application on the same host). The part of the address
 * below base-url's path (`/Main?ScreenId=SO301000`), or undefined when `target` is elsewhere.
 */
function pathUnderBaseUrl(target, baseUrl) {
    const base = new URL(baseUrl);
    const root = base.pathname.replace(/\/+$/, '');
    if (target.origin !== base.origin)
        return undefined;
    if (target.pathname !== root && !target.pathname.startsWith(`${root}/`))
        return undefined;
    return `${target.pathname.slice(root.length)}${target.search}`;
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
;// CONCATENATED MODULE: ./src/api/http.ts
// The transport under the client: one POST (or GET), its failures turned into the errors of errors.ts.
// Each request has one deadline for the whole exchange (connection, headers and body): an
// answer that trickles a byte a second cannot hold a step, which an idle or socket timeout
// (reset by every byte) would allow. The deadline aborts the request, freeing its socket.




/** first-answer-timeout's default, in seconds: an idle instance can take minutes to start. */
const DEFAULT_FIRST_ANSWER_TIMEOUT_SECONDS = 300;
/** How often a wait for the first answer is told, in seconds. */
const FIRST_ANSWER_TICK_SECONDS = 30;
/** Network failures worth another login attempt (the instance may be restarting or busy). */
class ConnectionError extends api_errors/* TransientError */.N_ {
    /** The failure in words (`connection refused`), for retry logs. */
    reason;
    /** The system's code (`ECONNREFUSED`), or CONNECT_TIMEOUT. */
    code;
    constructor(call, message, reason, cause, code = '') {
        super(call, message, { cause });
        this.reason = reason;
        this.code = code;
    }
}
/** The code of a connection that was not established within the connect timeout. */
const CONNECT_TIMEOUT = 'CONNECT_TIMEOUT';
/** Default connect timeout: a host that drops packets never refuses, it only stays silent. */
const DEFAULT_CONNECT_TIMEOUT_SECONDS = 30;
const NETWORK_REASONS = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'connection timed out',
    ECONNABORTED: 'connection aborted',
    EPIPE: 'connection closed while sending',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EAI_AGAIN: 'name lookup failed (temporary)',
    UND_ERR_SOCKET: 'connection closed'
};
const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(VERIFY|GET)/;
class Transport {
    baseUrl;
    timeoutSeconds;
    userAgent;
    connectTimeoutSeconds;
    timeoutMs;
    connectTimeoutMs;
    /** Whether the address has answered anything (any status) in this run. */
    answered = false;
    firstAnswerTimeoutSeconds;
    onFirstAnswerWait;
    /** When the first request that waited for the first answer was sent (Date.now()). */
    firstAnswerSince;
    constructor(baseUrl, timeoutSeconds, userAgent, connectTimeoutSeconds = DEFAULT_CONNECT_TIMEOUT_SECONDS, firstAnswer = {}) {
        this.baseUrl = baseUrl;
        this.timeoutSeconds = timeoutSeconds;
        this.userAgent = userAgent;
        this.connectTimeoutSeconds = connectTimeoutSeconds;
        this.timeoutMs = Math.max(1, Math.round(timeoutSeconds * 1000));
        this.connectTimeoutMs = Math.max(1, Math.round(connectTimeoutSeconds * 1000));
        this.firstAnswerTimeoutSeconds =
            firstAnswer.timeoutSeconds ?? DEFAULT_FIRST_ANSWER_TIMEOUT_SECONDS;
        this.onFirstAnswerWait = firstAnswer.onWait;
    }
    /** A client whose request carries `signal` (the deadline aborts it), idle for at most `socketMs`. */
    client(signal, socketMs = this.timeoutMs) {
        const handler = {
            prepareRequest: (options) => {
                options.signal = signal;
                if (options.agent instanceof external_node_http_.Agent)
                    this.boundConnect(options.agent);
            },
            canHandleAuthentication: () => false,
            handleAuthentication: () => Promise.reject(new Error('not handled'))
        };
        return new lib/* HttpClient */.Qq(this.userAgent, [handler], {
            socketTimeout: socketMs,
            // We decide what is retried (login only), and a redirect of a POST is never followed:
            // it means a login page or a wrong base-url, which the caller reports.
            allowRetries: false,
            allowRedirects: false,
            keepAlive: false
        });
    }
    /**
     * A connection must be established within the connect timeout, apart from request-timeout
     * (which is for slow answers): an address that swallows packets otherwise holds every attempt
     * for the whole request-timeout. The agent is this request's own (keepAlive is off); a proxy's
     * tunnel agent is not an http.Agent and keeps request-timeout alone.
     */
    boundConnect(agent) {
        const ms = this.connectTimeoutMs;
        const seconds = this.connectTimeoutSeconds;
        const original = agent
            .createConnection;
        Object.assign(agent, {
            createConnection: (...args) => {
                const socket = original.apply(agent, args);
                const timer = setTimeout(() => {
                    const error = Object.assign(new Error(`no connection within ${seconds} s`), {
                        code: CONNECT_TIMEOUT
                    });
                    socket.destroy(error);
                }, ms).unref();
                const stop = () => clearTimeout(timer);
                socket.once('connect', stop);
                socket.once('close', stop);
                return socket;
            }
        });
    }
    deadline(call, limit) {
        if (limit.firstAnswer && !this.answered)
            return this.firstAnswerDeadline(call);
        const ms = Math.max(1, Math.min(this.timeoutMs, Math.round(limit.ms ?? Infinity)));
        const error = ms < this.timeoutMs && limit.input
            ? this.timeoutError(call, ms / 1000, `what was left of ${limit.input}`)
            : this.timeoutError(call);
        return this.deadlineIn(ms, error);
    }
    deadlineIn(ms, error) {
        const controller = new AbortController();
        // Unref'd: a request in flight keeps the process up through its socket; a deadline left
        // behind by an answer never read must not keep the step alive for request-timeout.
        const timer = setTimeout(() => controller.abort(error), ms).unref();
        return { signal: controller.signal, error, clear: () => clearTimeout(timer) };
    }
    /**
     * Until the address has answered once, a request waits for what is left of first-answer-timeout
     * (counted from the run's first request), not request-timeout: IIS holds the first requests to
     * an idle application until it has started. The wait is told every 30 s.
     */
    firstAnswerDeadline(call) {
        const since = (this.firstAnswerSince ??= Date.now());
        const timeoutMs = Math.max(1, Math.round(this.firstAnswerTimeoutSeconds * 1000));
        const ms = Math.max(1, since + timeoutMs - Date.now());
        const error = this.noFirstAnswerError(call);
        const deadline = this.deadlineIn(ms, error);
        const onWait = this.onFirstAnswerWait;
        if (!onWait)
            return deadline;
        const tickMs = FIRST_ANSWER_TICK_SECONDS * 1000;
        // Ticks on whole multiples of 30 s since the first request, also across a second attempt.
        let next = since + tickMs * (Math.floor((Date.now() - since) / tickMs) + 1);
        let tick;
        const schedule = () => {
            if (next >= since + timeoutMs)
                return;
            tick = setTimeout(() => {
                if (this.answered || deadline.signal.aborted)
                    return;
                onWait({
                    baseUrl: this.baseUrl,
                    waitedSeconds: Math.round((next - since) / 1000),
                    timeoutSeconds: this.firstAnswerTimeoutSeconds
                });
                next += tickMs;
                schedule();
            }, Math.max(0, next - Date.now())).unref();
        };
        schedule();
        return {
            ...deadline,
            clear: () => {
                clearTimeout(tick);
                deadline.clear();
            }
        };
    }
    noFirstAnswerError(call) {
        return new api_errors/* NoFirstAnswerError */.KO(call, `no answer from ${this.baseUrl} within ${this.firstAnswerTimeoutSeconds} s (first-answer-timeout): an instance idle for a while answers its first request only once its application has started, which can take minutes, but a wrong base-url or a proxy that never answers looks the same: check base-url; if the instance is only slow to start, raise first-answer-timeout`);
    }
    url(path) {
        return `${this.baseUrl.replace(/\/+$/, '')}${path}`;
    }
    post(call, path, body, headers, limit = {}) {
        return this.exchange('POST', call, this.url(path), body, headers, limit);
    }
    /** A GET without a body (`GET /entity` and the contract-API reads of a verification). */
    get(call, path, headers, limit = {}) {
        return this.exchange('GET', call, this.url(path), {}, headers, limit);
    }
    /**
     * A GET of a whole address (a redirect of a screen the caller followed). The caller checks
     * that it is on the instance's origin before it sends the session there.
     */
    getAt(call, url, headers, limit = {}) {
        return this.exchange('GET', call, url, {}, headers, limit);
    }
    async exchange(method, call, url, body, headers, limit) {
        const waitsFirstAnswer = limit.firstAnswer === true && !this.answered;
        const deadline = this.deadline(call, limit);
        const all = { accept: 'application/json', ...headers };
        let data;
        if (method === 'GET') {
            data = null;
        }
        else if (body.stream) {
            all['content-type'] = 'application/json';
            all['content-length'] = body.contentLength ?? 0;
            data = body.stream;
        }
        else {
            if (body.text)
                all['content-type'] = 'application/json';
            data = body.text ?? '';
        }
        try {
            // A request waiting for the first answer may be silent longer than request-timeout.
            const socketMs = waitsFirstAnswer
                ? Math.max(this.timeoutMs, Math.round(this.firstAnswerTimeoutSeconds * 1000) + 1000)
                : this.timeoutMs;
            const requestPromise = this.client(deadline.signal, socketMs).request(method, url, data, all);
            const response = await (body.stream
                ? failWithStream(requestPromise, body.stream)
                : requestPromise);
            const message = response.message;
            this.answered = true;
            // A server that answers before reading the whole body (an early 401) gets no more of it.
            if (body.stream && !body.stream.readableEnded)
                body.stream.destroy();
            // The first answer came: its body has request-timeout, as every answer after it.
            const bodyDeadline = waitsFirstAnswer ? this.deadline(call, {}) : deadline;
            if (waitsFirstAnswer)
                deadline.clear();
            return {
                url,
                status: message.statusCode ?? 0,
                headers: message.headers,
                message,
                deadline: bodyDeadline
            };
        }
        catch (error) {
            deadline.clear();
            body.stream?.destroy();
            if (deadline.signal.aborted)
                throw deadline.error;
            if (error instanceof BodyStreamError) {
                throw new api_errors/* ApiError */.hD(call, `${call} was not sent completely: ${error.message}`, {
                    cause: error
                });
            }
            throw this.failure(call, url, error);
        }
    }
    /** The answer as text (at most `limitBytes`; the rest is read and dropped), with the idle timeout. */
    async readText(call, answer, limitBytes = 16 * 1024 * 1024) {
        const parts = [];
        let size = 0;
        for await (const chunk of this.guard(call, answer)) {
            if (size >= limitBytes)
                continue;
            const piece = chunk.subarray(0, limitBytes - size);
            parts.push(piece);
            size += piece.length;
        }
        return Buffer.concat(parts).toString('utf8');
    }
    /** The answer body, failing with RequestTimeoutError when the request's deadline passes. */
    async *guard(call, answer) {
        const { message, deadline } = answer;
        const iterator = message[Symbol.asyncIterator]();
        // The client's socket timeout (the same request-timeout) may close a stalled answer just
        // before the deadline: that is a timeout too, not a lost connection.
        let socketTimedOut = false;
        const onSocketTimeout = () => {
            socketTimedOut = true;
        };
        message.socket?.once('timeout', onSocketTimeout);
        // One abort listener per piece, removed once the piece arrives. (A race against one
        // long-lived "expired" promise kept a reaction, and with it the piece, for every piece read:
        // a 1 GB getProject answer stayed whole in memory.)
        const nextPiece = () => new Promise((resolve, reject) => {
            if (deadline.signal.aborted)
                return reject(deadline.error);
            const onAbort = () => reject(deadline.error);
            deadline.signal.addEventListener('abort', onAbort, { once: true });
            iterator.next().then(value => {
                deadline.signal.removeEventListener('abort', onAbort);
                resolve(value);
            }, (error) => {
                deadline.signal.removeEventListener('abort', onAbort);
                reject(error);
            });
        });
        try {
            for (;;) {
                let next;
                try {
                    next = await nextPiece();
                }
                catch (error) {
                    if (error instanceof api_errors/* ApiError */.hD)
                        throw error;
                    if (socketTimedOut || deadline.signal.aborted)
                        throw deadline.error;
                    throw this.failure(call, answer.url, error);
                }
                if (next.done)
                    return;
                yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
            }
        }
        finally {
            message.socket?.off('timeout', onSocketTimeout);
            // Frees the socket when the reader stops early (error, timeout, enough read).
            this.release(answer);
        }
    }
    /**
     * Ends an answer read in part or not at all: its deadline stops and, unless it came whole, its
     * socket is closed. Safe to call twice; every path that takes an answer ends with it.
     */
    release(answer) {
        answer.deadline.clear();
        if (!answer.message.complete)
            answer.message.destroy();
    }
    timeoutError(call, seconds = this.timeoutSeconds, input = 'request-timeout') {
        const advice = input === 'request-timeout'
            ? 'raise request-timeout for big packages or check the instance'
            : `raise ${input.replace(/^what was left of /, '')} or check the instance`;
        return new api_errors/* RequestTimeoutError */.DH(call, `no answer from ${call} within ${Math.round(seconds * 100) / 100} s (${input}); ${advice}`);
    }
    /** A thrown request error as an ApiError: timeout, connection (retryable), TLS, other. */
    failure(call, url, error) {
        if (error instanceof api_errors/* ApiError */.hD)
            return error;
        const err = error;
        const text = err?.message ?? String(error);
        if (/^Request timeout/i.test(text) || err?.code === 'ESOCKETTIMEDOUT')
            return this.timeoutError(call);
        const code = err?.code ?? '';
        if (code === CONNECT_TIMEOUT) {
            const reason = `no connection within ${this.connectTimeoutSeconds} s`;
            return new ConnectionError(call, `${call} failed: ${reason} (${url})`, reason, error, code);
        }
        if (code === 'ENOTFOUND') {
            return new api_errors/* ApiError */.hD(call, `${call} failed: the host of ${url} is not known (DNS lookup failed); check base-url`, { cause: error });
        }
        if (TLS_CODES.test(code)) {
            return new api_errors/* ApiError */.hD(call, `${call} failed: the TLS certificate of ${url} is not trusted (${code}); fix the certificate or give the runner its CA (NODE_EXTRA_CA_CERTS)`, { cause: error });
        }
        const reason = NETWORK_REASONS[code] ??
            (/socket hang up/i.test(text)
                ? 'connection closed'
                : /^aborted$/i.test(text)
                    ? 'connection closed before the answer was complete'
                    : '');
        if (reason) {
            return new ConnectionError(call, `${call} failed: ${reason} (${url})`, reason, error, code);
        }
        return new api_errors/* TransientError */.N_(call, `${call} failed: ${(0,known_secrets/* cutMasked */.y3)(text, 200).shown} (${url})`, {
            cause: error
        });
    }
}
/** A read error of the body stream (the package file) fails the request instead of hanging it. */
function failWithStream(request, stream) {
    return new Promise((resolve, reject) => {
        const onError = (error) => reject(new BodyStreamError(error.message));
        stream.once('error', onError);
        request.then(value => {
            stream.off('error', onError);
            resolve(value);
        }, (error) => {
            stream.off('error', onError);
            reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
}
class BodyStreamError extends Error {
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/api/import-body.ts
// The Import request body as a stream: the JSON text before the package, the base64 of the zip
// as it is read from disk, the JSON text after. Packages reach 1 GB, so the body is never built
// in memory, and its exact length is known up front from the file size.




/**
 * Read size: a multiple of 3, so that every chunk but the last encodes without padding; and
 * small enough that its base64 (64 KiB) is an ordinary young object for V8, which dies at the
 * next young-generation collection. Above 128 KiB a string goes to a large-object space, and
 * with 256 KiB strings the dead ones and the buffers made from them piled up between
 * collections (docs/performance.md).
 */
const READ_SIZE = 3 * 16 * 1024;
class EmptyPackageError extends Error {
    constructor(path) {
        super(`the package ${path} is empty; an Import without content deletes the project on the instance, so nothing was sent`);
        this.name = 'EmptyPackageError';
    }
}
async function createImportBody(request) {
    const info = await (0,promises_.stat)(request.packagePath).catch((error) => {
        throw new Error(`cannot read the package ${request.packagePath}: ${error.code ?? error.message}; check that the file exists and the runner can read it`);
    });
    if (!info.isFile())
        throw new Error(`the package ${request.packagePath} is not a file: give the path of a package .zip`);
    if (info.size === 0)
        throw new EmptyPackageError(request.packagePath);
    const { head, tail } = importBodyFrame(request);
    const packageSize = info.size;
    return {
        contentLength: Buffer.byteLength(head) + base64Length(packageSize) + Buffer.byteLength(tail),
        packageSize,
        open: () => bodyStream(head, tail, request.packagePath, packageSize)
    };
}
/** The JSON around the package: the five fields in the order of the spec, the last one open. */
function importBodyFrame(request) {
    const json = JSON.stringify({
        projectName: request.projectName,
        projectDescription: request.projectDescription,
        projectLevel: request.projectLevel,
        isReplaceIfExists: request.isReplaceIfExists,
        projectContentBase64: ''
    });
    // `json` ends with `""}`: the head keeps the opening quote, the tail is the closing quote and brace.
    return { head: json.slice(0, -2), tail: json.slice(-2) };
}
function base64Length(bytes) {
    return 4 * Math.ceil(bytes / 3);
}
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The two base64 characters of every 12 bits, as one 16-bit unit in this machine's byte order. */
const PAIRS_LITTLE = (0,external_node_os_.endianness)() === 'LE';
const PAIRS = (() => {
    const pairs = new Uint16Array(4096);
    const little = PAIRS_LITTLE;
    for (let bits = 0; bits < 4096; bits++) {
        const first = ALPHABET.charCodeAt(bits >>> 6);
        const second = ALPHABET.charCodeAt(bits & 63);
        pairs[bits] = little ? first | (second << 8) : (first << 8) | second;
    }
    return pairs;
})();
/**
 * The base64 of the first `length` bytes of `input`, written straight into a new buffer. Not
 * `toString('base64')`: that makes a 64 KiB string per chunk in V8's young generation, and over a
 * 1 GB package the many collections it causes made V8 grow the young generation to 128 MiB and
 * keep it (docs/performance.md). The buffer's memory is outside V8's heap.
 */
function encodeBase64(input, length) {
    const output = Buffer.allocUnsafe(base64Length(length));
    const whole = length - (length % 3);
    // A buffer of this size has an ArrayBuffer of its own at offset 0 (Buffer.allocUnsafe pools
    // only small ones), so a 32-bit view is aligned; otherwise one character at a time below.
    const aligned = output.byteOffset % 4 === 0;
    const little = PAIRS_LITTLE;
    let at = 0;
    if (aligned) {
        const quads = new Uint32Array(output.buffer, output.byteOffset, whole / 3);
        let quad = 0;
        for (let i = 0; i < whole; i += 3) {
            const bits = (input[i] << 16) | (input[i + 1] << 8) | input[i + 2];
            quads[quad++] = little
                ? PAIRS[bits >>> 12] | (PAIRS[bits & 4095] << 16)
                : (PAIRS[bits >>> 12] << 16) | PAIRS[bits & 4095];
        }
        at = quad * 4;
    }
    else {
        for (let i = 0; i < whole; i += 3) {
            const bits = (input[i] << 16) | (input[i + 1] << 8) | input[i + 2];
            output[at++] = ALPHABET.charCodeAt(bits >>> 18);
            output[at++] = ALPHABET.charCodeAt((bits >>> 12) & 63);
            output[at++] = ALPHABET.charCodeAt((bits >>> 6) & 63);
            output[at++] = ALPHABET.charCodeAt(bits & 63);
        }
    }
    const rest = length - whole;
    if (rest > 0) {
        const bits = (input[whole] << 16) | (rest === 2 ? input[whole + 1] << 8 : 0);
        output[at++] = ALPHABET.charCodeAt(bits >>> 18);
        output[at++] = ALPHABET.charCodeAt((bits >>> 12) & 63);
        output[at++] = rest === 2 ? ALPHABET.charCodeAt((bits >>> 6) & 63) : 61;
        output[at++] = 61;
    }
    return output;
}
/**
 * The head, the base64 of the file, the tail. The file is read into one buffer, reused for every
 * chunk (its base64 is a copy): only the encoded chunks are new. Reads are synchronous, like the
 * zip writer's: 48 KiB of a local file, each when the request asks for more, cost no thread pool
 * round trip and no request object per chunk.
 */
function bodyStream(head, tail, path, expectedSize) {
    const input = Buffer.allocUnsafe(READ_SIZE);
    let fd;
    let read = 0;
    /** The next chunk of base64, or undefined at the end of the file. */
    const nextChunk = (file) => {
        let filled = 0;
        for (;;) {
            const bytesRead = (0,external_node_fs_.readSync)(file, input, filled, input.length - filled, null);
            read += bytesRead;
            filled += bytesRead;
            if (bytesRead === 0 || filled === input.length)
                break;
        }
        if (filled === 0)
            return undefined;
        return encodeBase64(input, filled);
    };
    return new external_node_stream_.Readable({
        // One chunk at a time: the next is read when the request has taken this one.
        highWaterMark: READ_SIZE,
        read() {
            try {
                if (fd === undefined) {
                    fd = (0,external_node_fs_.openSync)(path, 'r');
                    this.push(Buffer.from(head));
                    return;
                }
                const chunk = nextChunk(fd);
                if (chunk) {
                    this.push(chunk);
                    return;
                }
            }
            catch (error) {
                this.destroy(error);
                return;
            }
            // The Content-Length went out with the size seen before reading: a file that changed
            // meanwhile would send a body of another length, which servers reject in confusing ways.
            if (read !== expectedSize) {
                this.destroy(new Error(`the package ${path} changed while it was being sent (${expectedSize} bytes before, ${read} bytes read)`));
                return;
            }
            this.push(Buffer.from(tail));
            this.push(null);
        },
        destroy(error, callback) {
            if (fd !== undefined)
                (0,external_node_fs_.closeSync)(fd);
            fd = undefined;
            callback(error);
        }
    });
}

// EXTERNAL MODULE: ./src/retry/retry.ts
var retry = __webpack_require__(3144);
;// CONCATENATED MODULE: ./src/api/login-answers.ts
// What a refused login says, read from the words real instances write (HTTP 500 serves several
// refusals that must be told apart: only the API Login Limit is worth waiting for; a wrong
// password, a password to change or an unknown tenant fail the same way on every attempt).
// Pure: the status and the body in, a reading out. Bodies are scanned (indexOf) over their
// first 64 Ki characters, never with a regular expression over the whole page.

const SCAN_CHARS = 64 * 1024;
const PASSWORD_CHANGE = 'you need to change your password';
const UNKNOWN_TENANT = ['pxundefinedcompanyexception', 'a proper company id cannot be determined'];
/** The refusal a login answer of `status` (not 2xx) with body `text` is; undefined for others. */
function readLoginRefusal(status, text, html) {
    const said = text.slice(0, SCAN_CHARS).toLowerCase();
    if (status === 500 && !html) {
        if (said.includes('api login limit'))
            return 'limit';
        if (said.includes('invalid credentials'))
            return 'bad-credentials';
        if (said.includes(PASSWORD_CHANGE))
            return 'password-change';
        if (UNKNOWN_TENANT.some(words => said.includes(words)))
            return 'unknown-tenant';
    }
    if (status === 403 || ((0,answers/* saysAccountLocked */.ME)(said) && !html))
        return 'locked';
    if (status === 401)
        return said.includes('invalid credentials') ? 'bad-credentials' : 'unauthorized';
    if (status === 500)
        return 'server-error';
    return undefined;
}

;// CONCATENATED MODULE: ./src/api/login.ts
// One login attempt and what it means: a session, a failure worth retrying (the API Login Limit,
// a connection that failed, an application restarting: RetryableLoginError), or a failure that
// retrying cannot fix (bad credentials, a locked account, a password to change, an unknown
// tenant; read by login-answers.ts). CustomizationClient.login retries it with retry/retry.ts.






const LOGIN_PATH = '/entity/auth/login';
const REFUSED_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Refused connections: at most this many attempts, the second after at most this wait. */
const REFUSED_ATTEMPTS = 2;
const REFUSED_MAX_WAIT_SECONDS = 2;
function fastFailOf(error) {
    if (error.code === CONNECT_TIMEOUT)
        return 'connect-timeout';
    return REFUSED_CODES.has(error.code) ? 'refused' : undefined;
}
/** A login attempt that may succeed when tried again; what it was is in `failure`. */
class RetryableLoginError extends Error {
    failure;
    constructor(failure) {
        super(`login failed: ${failure.reason}`);
        this.failure = failure;
    }
}
/** One login: the session's cookies, or a throw (RetryableLoginError when worth another try). */
async function loginOnce(transport, body) {
    let answer;
    let text;
    try {
        // Until the address has answered once, the attempt waits up to first-answer-timeout.
        answer = await transport.post('login', LOGIN_PATH, { text: body }, {}, { firstAnswer: true });
        text = await transport.readText('login', answer);
    }
    catch (error) {
        if (error instanceof ConnectionError) {
            throw new RetryableLoginError({
                kind: 'connection',
                reason: error.reason,
                error,
                fastFail: fastFailOf(error)
            });
        }
        // Waited up to first-answer-timeout already: another attempt would wait again.
        if (error instanceof api_errors/* NoFirstAnswerError */.KO)
            throw error;
        if (error instanceof api_errors/* RequestTimeoutError */.DH) {
            const reason = `no answer within ${transport.timeoutSeconds} s (request-timeout)`;
            throw new RetryableLoginError({ kind: 'connection', reason, error });
        }
        // No answer at all (unknown host, TLS refused): base-url is the first thing to check.
        if (error instanceof api_errors/* ApiError */.hD && error.status === undefined) {
            throw new api_errors/* UnreachableError */.Jk('login', error.message, { cause: error });
        }
        throw error;
    }
    const status = answer.status;
    const message = (0,answers/* serverMessage */.x_)(text);
    const serverMessages = message ? [message] : [];
    if (status >= 200 && status < 300) {
        if ((0,answers/* isHtml */._6)(contentType(answer), text))
            throw notTheApi('login', answer, text);
        const jar = SessionCookies.fromSetCookie(answer.headers['set-cookie']);
        if (jar.size === 0) {
            throw new api_errors/* ApiError */.hD('login', `the instance answered login (HTTP ${status}) without a session cookie; check that base-url is the instance's address`, { status });
        }
        return jar;
    }
    const refusal = readLoginRefusal(status, text, (0,answers/* isHtml */._6)(contentType(answer), text));
    const said = message ? `: ${message}` : '';
    switch (refusal) {
        case 'locked':
            throw new api_errors/* AccountLockedError */.Yh('login', `login refused: the account is locked or disabled (HTTP ${status}${said}); ask an administrator of the instance to unlock or enable it`, { status, serverMessages });
        case 'bad-credentials':
        case 'unauthorized':
            throw new api_errors/* BadCredentialsError */._U('login', `login failed: bad credentials (HTTP ${status}): check username and password, and tenant (on a site with several tenants the user signs in to one of them: set tenant to its login name); the account may lock after more failed attempts`, { status, serverMessages });
        case 'password-change':
            throw new api_errors/* PasswordChangeError */.gY('login', `login refused: the instance wants the password of this user changed first (HTTP ${status}${said}). Sign in to the instance with a browser, set a new password, then update the password secret`, { status, serverMessages });
        case 'unknown-tenant':
            throw new api_errors/* UnknownTenantError */.l_('login', `login refused: the instance cannot tell which tenant to sign in to (HTTP ${status}${said}). Check the tenant input: on a site with several tenants it must be the login name of one of them, as the instance's sign-in page lists it`, { status, serverMessages });
        case 'limit':
            throw new RetryableLoginError({
                kind: 'limit',
                reason: 'HTTP 500 (API Login Limit)',
                status,
                serverMessages
            });
        case 'server-error': {
            // Not the limit's words: the application may be restarting. Worth another try, but the
            // last message does not blame the session limit.
            const reason = `HTTP ${status}${message ? ` (${(0,answers/* excerpt */.Kb)(message, 80)})` : ''}`;
            const error = new api_errors/* TransientError */.N_('login', `login failed: ${reason}`, {
                status,
                serverMessages
            });
            throw new RetryableLoginError({ kind: 'connection', reason, error });
        }
    }
    if (status === 502 || status === 503 || status === 504) {
        const reason = `HTTP ${status}`;
        const error = new api_errors/* TransientError */.N_('login', `login failed: ${reason}`, {
            status,
            serverMessages
        });
        throw new RetryableLoginError({ kind: 'connection', reason, error });
    }
    throw statusError('login', answer, text);
}
function lastLoginError(failure, attempts, url) {
    const tries = `${attempts} of ${attempts} attempt${attempts === 1 ? '' : 's'}`;
    if (failure.kind === 'limit') {
        const said = failure.serverMessages.length > 0 ? ` The instance said: ${failure.serverMessages[0]}.` : '';
        return new api_errors/* LoginLimitError */.zj('login', `login failed after ${tries}: the API session limit of the instance is reached (HTTP 500, API Login Limit). Another API session may have to be released first (for example one left open by another tool), or wait for it to expire, before trying again.${said}`, { status: failure.status, serverMessages: failure.serverMessages });
    }
    const cause = failure.error;
    if (failure.fastFail) {
        const tried = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
        const why = failure.fastFail === 'refused'
            ? 'nothing listens at that address, which waiting does not change'
            : 'the address does not answer at all';
        return new api_errors/* UnreachableError */.Jk('login', `login failed after ${tried}: ${failure.reason} (${url}): ${why}`, { cause });
    }
    // Nothing answered (refused, reset, no answer in time): the address may be wrong.
    const failed = cause.status === undefined ? api_errors/* UnreachableError */.Jk : api_errors/* TransientError */.N_;
    return new failed('login', `login failed after ${tries}: ${failure.reason} (${url})`, {
        status: cause.status,
        serverMessages: cause.serverMessages,
        cause
    });
}
function loginBody(credentials) {
    const body = { name: credentials.name, password: credentials.password };
    if (credentials.tenant)
        body.tenant = credentials.tenant;
    if (credentials.branch)
        body.branch = credentials.branch;
    if (credentials.locale)
        body.locale = credentials.locale;
    return body;
}

// EXTERNAL MODULE: ./src/api/not-found.ts
var not_found = __webpack_require__(42348);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./node_modules/stream-chain/src/defs.js
var defs = __webpack_require__(41008);
// EXTERNAL MODULE: ./node_modules/stream-json/src/assembler.js + 1 modules
var assembler = __webpack_require__(74205);
// EXTERNAL MODULE: ./node_modules/stream-json/src/parser.js + 7 modules
var parser = __webpack_require__(3071);
;// CONCATENATED MODULE: ./src/api/base64-decode.ts
// Base64 text in (any chunking), bytes out. The alphabet and the padding are checked as the text
// arrives; the 0-3 characters that do not fill a 4-character group wait for the next piece, so a
// 1 GB payload is decoded without being held whole. A plain object called by the stage that reads
// the text (payload-text.ts), not a stream stage of its own: the text then never waits in a
// stream's queue, where each piece (tens of KiB of heap string) would survive collections and
// make V8 grow its young generation as the answer grows; only the decoded Buffers (outside the
// heap) go on downstream.
/** The answer is not bare base64, a quoted base64 string, or a JSON object holding one. */
class Base64PayloadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'Base64PayloadError';
    }
}
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
const WHITESPACE = /\s+/g;
class Base64Decoder {
    decodedBytes = 0;
    /** Base64 characters seen (whitespace left out), padding included. */
    charsSeen = 0;
    rest = '';
    dataChars = 0;
    padding = 0;
    /** The bytes of the next piece of text (undefined: none complete yet). */
    write(text) {
        return this.decode(text.replace(WHITESPACE, ''));
    }
    /** The last bytes, once the text has ended; throws when the payload cannot end here. */
    end() {
        const left = this.dataChars % 4;
        if (left === 1) {
            throw new Base64PayloadError('invalid base64: the payload length is not possible (one character too many or too few)');
        }
        if (this.padding > 0 && this.padding !== 4 - left) {
            throw new Base64PayloadError('invalid base64: wrong padding at the end of the payload');
        }
        return this.rest ? this.output(Buffer.from(this.rest, 'base64')) : undefined;
    }
    decode(text) {
        if (!text)
            return undefined;
        const bad = NOT_BASE64.exec(text);
        if (bad) {
            throw new Base64PayloadError(`invalid base64: ${describeChar(bad[0])} at character ${this.charsSeen + bad.index + 1} of the payload`);
        }
        this.charsSeen += text.length;
        let data = text;
        const pad = this.padding > 0 ? 0 : text.indexOf('=');
        if (pad >= 0) {
            const tail = text.slice(pad);
            if (tail.replaceAll('=', '') !== '') {
                throw new Base64PayloadError('invalid base64: data after the padding (=)');
            }
            this.padding += tail.length;
            if (this.padding > 2) {
                throw new Base64PayloadError('invalid base64: more than two padding characters');
            }
            data = text.slice(0, pad);
        }
        this.dataChars += data.length;
        const all = this.rest + data;
        const cut = all.length - (all.length % 4);
        this.rest = all.slice(cut);
        if (cut === 0)
            return undefined;
        return this.output(Buffer.from(cut === all.length ? all : all.slice(0, cut), 'base64'));
    }
    output(bytes) {
        this.decodedBytes += bytes.length;
        return bytes;
    }
}
function describeChar(c) {
    const code = c.codePointAt(0) ?? 0;
    if (code >= 0x21 && code < 0x7f)
        return `'${c}'`;
    return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
;// CONCATENATED MODULE: ./src/api/payload-text.ts
// The base64 text of a getProject answer, out of any of the three forms servers give: bare
// base64, the same in double quotes (a JSON string), or a JSON object holding it in a field (any
// letter case). JSON is tokenized by stream-json with strings streamed in pieces, so the payload
// string is passed on as it arrives and never held whole; the small other fields of an object
// are assembled (up to a cap) for their log.







const LEADING = /^[\s\ufeff]*/;
/** What ends a run of plain characters in a JSON string. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const STRING_STOP = /[\u0000-\u001f"\\]/;
/** In the last characters given to the parser: it may be holding them, waiting for more (an
 * escape, a control character, a high surrogate). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const PARSER_WAITS = /[\u0000-\u001f\\\ud800-\udbff]/;
class PayloadText extends external_node_stream_.Transform {
    maxOther;
    form;
    /** For a JSON object: whether it had the payload field at all (null or empty counts). */
    fieldSeen = false;
    utf8 = new external_node_string_decoder_.StringDecoder('utf8');
    field;
    parse;
    others = new assembler/* Assembler */.t8();
    othersSize = 0;
    depth = 0;
    topDone = false;
    inPayload = false;
    /** The key, string or number being read (other fields only), joined from its pieces. */
    piece = '';
    /** The object's key whose value comes next, at depth 1. */
    key;
    /** The payload text of the chunk being read, decoded in one piece. */
    out = '';
    /** Decodes the payload as it is read: Buffers go out, never text (see base64-decode.ts). */
    decoder = new Base64Decoder();
    /** The last characters given to the parser (an escape it waits to end, a control character). */
    parsedTail = '';
    constructor(fieldName, maxOther) {
        super();
        this.maxOther = maxOther;
        this.field = fieldName.toLowerCase();
    }
    /** The other top-level fields of a JSON object (the payload field left out); null otherwise. */
    get otherFields() {
        return this.form === 'json' ? this.others.current : null;
    }
    _transform(chunk, _enc, done) {
        try {
            this.readText(this.utf8.write(chunk));
            this.flushOut();
            done();
        }
        catch (error) {
            done(error);
        }
    }
    _flush(done) {
        try {
            this.readText(this.utf8.end());
            if (this.parse) {
                try {
                    this.tokens(this.parse(defs/* none */.dv));
                }
                catch (error) {
                    if (this.topDone)
                        throw this.parseError(error);
                }
                if (!this.topDone) {
                    throw new Base64PayloadError(this.form === 'quoted'
                        ? 'the answer ended inside the base64 string (no closing quote)'
                        : 'the answer is not valid JSON: it ended before its JSON object was complete');
                }
            }
            this.form ??= 'bare';
            this.flushOut();
            const last = this.decoder.end();
            if (last)
                this.push(last);
            done();
        }
        catch (error) {
            done(error);
        }
    }
    readText(text) {
        if (this.form === undefined) {
            const start = LEADING.exec(text)[0].length;
            if (start === text.length)
                return;
            text = text.slice(start);
            this.form = text[0] === '"' ? 'quoted' : text[0] === '{' ? 'json' : 'bare';
            // jsonStreaming: a second value after the first is a token we can name, not a parse error.
            if (this.form !== 'bare')
                this.parse = (0,parser/* jsonParser */.Q$)({ packValues: false, jsonStreaming: true });
        }
        if (!this.parse) {
            this.out += text;
            return;
        }
        if (this.inPayload && !PARSER_WAITS.test(this.parsedTail)) {
            // Inside the payload string, plain characters go straight to the decoder: the parser
            // would make a token of every 256 of them, and those, alive at each young collection,
            // made V8 grow its young generation with the answer's size. The parser takes over again
            // at the string's end, an escape or a control character (which it refuses).
            const stop = text.search(STRING_STOP);
            const run = stop < 0 ? text : text.slice(0, stop);
            this.out += run;
            if (stop < 0)
                return;
            text = text.slice(stop);
        }
        this.parsedTail = (this.parsedTail + text).slice(-6);
        try {
            this.tokens(this.parse(text));
        }
        catch (error) {
            throw this.parseError(error);
        }
    }
    get where() {
        return this.form === 'json' ? 'JSON object' : 'quoted base64 string';
    }
    flushOut() {
        const bytes = this.out ? this.decoder.write(this.out) : undefined;
        this.out = '';
        if (bytes)
            this.push(bytes);
    }
    parseError(error) {
        if (error instanceof Base64PayloadError)
            return error;
        if (this.topDone)
            return new Base64PayloadError(`unexpected text after the end of the ${this.where}`);
        const said = (0,message_of/* messageOf */.b)(error).replace(/^Parser (cannot parse input: |has )/, '');
        return new Base64PayloadError(`the answer is not valid JSON: ${said}`);
    }
    tokens(result) {
        if (result === defs/* none */.dv)
            return;
        const tokens = (0,defs/* getManyValues */.kS)(result);
        for (let i = 0; i < tokens.length; i++) {
            const token = tokens[i];
            // The hot path: pieces of the payload string (a 1 GB answer is millions of them).
            if (this.inPayload && token.name === 'stringChunk')
                this.out += token.value;
            else
                this.token(token);
        }
    }
    token(token) {
        if (this.topDone) {
            throw new Base64PayloadError(`unexpected text after the end of the ${this.where}: ${describe(token)}`);
        }
        if (this.inPayload) {
            // startString went before; endString closes the payload.
            if (token.name === 'endString')
                this.endValue();
            this.inPayload = token.name === 'startString';
            return;
        }
        if (this.depth === 0 && this.form === 'quoted') {
            this.inPayload = true;
            return;
        }
        if (this.depth === 1 && this.key?.toLowerCase() === this.field && token.name !== 'startKey') {
            return this.payloadValue(token);
        }
        switch (token.name) {
            case 'startKey':
            case 'startString':
            case 'startNumber':
                this.piece = '';
                return;
            case 'stringChunk':
            case 'numberChunk':
                this.piece += token.value;
                return this.count(token.value.length);
            case 'endKey':
                return this.endKey(this.piece);
            case 'endString':
                this.feed({ name: 'stringValue', value: this.piece });
                return this.endValue();
            case 'endNumber':
                this.feed({ name: 'numberValue', value: this.piece });
                return this.endValue();
            case 'startObject':
            case 'startArray':
                this.depth++;
                this.feed(token);
                return this.count(1);
            case 'endObject':
            case 'endArray':
                this.depth--;
                this.feed(token);
                return this.endValue();
            default:
                this.feed(token);
                this.count(4);
                return this.endValue();
        }
    }
    payloadValue(token) {
        if (token.name === 'startString')
            this.inPayload = true;
        else if (token.name === 'nullValue')
            this.endValue();
        else
            throw new Base64PayloadError(`the field ${this.field} holds ${describe(token)}, not a base64 string`);
    }
    endKey(key) {
        if (this.depth === 1) {
            this.key = key;
            if (key.toLowerCase() === this.field) {
                if (this.fieldSeen)
                    throw new Base64PayloadError(`the answer holds the field ${key} twice`);
                this.fieldSeen = true;
                return;
            }
        }
        this.feed({ name: 'keyValue', value: key });
    }
    endValue() {
        if (this.depth === 1)
            this.key = undefined;
        if (this.depth === 0)
            this.topDone = true;
    }
    feed(token) {
        this.others.consume(token);
    }
    count(chars) {
        this.othersSize += chars;
        if (this.othersSize > this.maxOther) {
            throw new Base64PayloadError(`the other fields of the answer exceed ${this.maxOther} bytes; is this the expected answer?`);
        }
    }
}
function describe(token) {
    switch (token.name) {
        case 'startObject':
            return 'an object';
        case 'startArray':
            return 'an array';
        case 'startString':
            return 'a string';
        case 'startNumber':
            return 'a number';
        case 'trueValue':
        case 'falseValue':
            return 'a boolean';
        default:
            return 'a value';
    }
}

;// CONCATENATED MODULE: ./src/api/base64-payload.ts
// Streams the base64 payload of an answer into a sink as it arrives: the forms (payload-text.ts),
// which decodes the base64 itself as it reads it (base64-decode.ts) -> the sink, joined by
// stream.pipeline, which waits for the sink when it asks (backpressure) and tears every part down
// on an error.




/**
 * Reads `body` and writes the decoded payload bytes to `sink` (a stream, or transforms and a
 * stream to go through in order), which is ended when they are all
 * written (and destroyed on an error, like every stage of the pipeline). Throws Base64PayloadError for a
 * body that is not one of the three forms or holds invalid base64, and any error of the body or
 * the sink as it is.
 */
async function extractBase64Payload(body, sink, options) {
    const text = new PayloadText(options.fieldName, options.maxOtherFieldBytes ?? 1024 * 1024);
    const rest = Array.isArray(sink) ? sink : [sink];
    const { abandonBody } = options;
    if (abandonBody)
        for (const stage of [text, ...rest])
            stage.once('error', abandonBody);
    await (0,external_node_stream_promises_.pipeline)([external_node_stream_.Readable.from(body, { objectMode: false }), text, ...rest]);
    const decode = text.decoder;
    const form = text.form ?? 'bare';
    return {
        form,
        decodedBytes: decode.decodedBytes,
        otherFields: text.otherFields,
        empty: decode.decodedBytes === 0 && decode.charsSeen === 0,
        fieldPresent: form !== 'json' || text.fieldSeen
    };
}

// EXTERNAL MODULE: ./src/zip/records.ts
var records = __webpack_require__(88269);
;// CONCATENATED MODULE: ./src/api/project-download.ts
// The getProject answer of an HTTP 2xx -> the decoded zip on disk, hashed as it is written.
// The answer is streamed (packages reach 1 GB) and bounded: by the backup size cap and by the
// free disk of the folder it goes to, both checked before writing when the answer announces
// its length, and again as bytes arrive. An error entry beside the content is an in-band
// failure; only the instance's own not-found answer is "no project"; an empty answer is a
// failure, and bytes that are not a zip are refused, since a backup must be importable.










const DEFAULT_BACKUP_MAX_BYTES = 2 * 1024 ** 3;
/** Room for the other fields of a JSON answer when its length is judged before reading it. */
const OTHER_FIELDS_BYTES = 1024 * 1024;
/**
 * Writes the project's zip to `destinationPath`. The caller removes the file when this throws or
 * finds no project.
 */
async function downloadProject(transport, projectName, answer, destinationPath, maxBytes = DEFAULT_BACKUP_MAX_BYTES) {
    try {
        return await saveProject(transport, projectName, answer, destinationPath, maxBytes);
    }
    finally {
        // Refused before a byte was read, or failed before the body was reached (the file could not
        // be opened): the deadline and the connection end here, not at request-timeout.
        transport.release(answer);
    }
}
async function saveProject(transport, projectName, answer, destinationPath, maxBytes) {
    const free = await freeBytes((0,external_node_path_.dirname)(destinationPath));
    const announced = Number(answer.headers['content-length']);
    if (Number.isSafeInteger(announced) && announced > OTHER_FIELDS_BYTES) {
        checkSize(Math.floor(((announced - OTHER_FIELDS_BYTES) / 4) * 3), maxBytes, free, 'announces');
    }
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let size = 0;
    const counter = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            size += chunk.length;
            try {
                checkSize(size, maxBytes, free, 'holds');
            }
            catch (error) {
                return done(error);
            }
            hash.update(chunk);
            done(null, chunk);
        }
    });
    let result;
    try {
        result = await extractBase64Payload(transport.guard('getProject', answer), [counter, (0,external_node_fs_.createWriteStream)(destinationPath)], { fieldName: 'projectContentBase64', abandonBody: () => transport.release(answer) });
    }
    catch (error) {
        if (error instanceof Base64PayloadError) {
            throw new api_errors/* ApiError */.hD('getProject', `getProject answered something that is not a base64 package: ${error.message}`, { status: answer.status, cause: error });
        }
        throw error;
    }
    const errors = (0,answers/* errorMessages */.xc)((0,answers/* readLog */.x6)(lowerLog(result.otherFields), 'information'));
    if (errors.length > 0) {
        const notFound = result.empty ? (0,not_found/* notFoundMessage */.NC)(errors, projectName) : undefined;
        if (notFound !== undefined)
            return { found: false, message: notFound };
        throw new api_errors/* ServerLogError */.SD('getProject', `getProject of ${projectName} failed: ${errors.join('; ')}`, {
            status: answer.status,
            serverMessages: errors
        });
    }
    if (result.empty) {
        throw new api_errors/* ApiError */.hD('getProject', `getProject answered no content for ${projectName} (HTTP ${answer.status}) and did not say the project is not found; the backup is not usable, and a first deploy is only taken from the instance's own "not found" answer`, { status: answer.status });
    }
    await checkZip(destinationPath, result.decodedBytes);
    return {
        found: true,
        path: destinationPath,
        size: result.decodedBytes,
        sha256: hash.digest('hex')
    };
}
/** The runner's free disk where the backup goes; unlimited when the system cannot tell. */
async function freeBytes(folder) {
    try {
        const stats = await (0,promises_.statfs)(folder);
        return stats.bavail * stats.bsize;
    }
    catch {
        return Number.POSITIVE_INFINITY;
    }
}
function checkSize(bytes, maxBytes, free, verb) {
    if (bytes > maxBytes) {
        throw new api_errors/* BackupTooLargeError */.cR(`getProject's answer ${verb} more than ${mebibytes(maxBytes)} of zip, the backup size cap`, 'cap', maxBytes);
    }
    if (bytes > free) {
        throw new api_errors/* BackupTooLargeError */.cR(`getProject's answer ${verb} more than the ${mebibytes(free)} free on the runner's disk`, 'disk', free);
    }
}
function mebibytes(bytes) {
    if (bytes < 1024 ** 2)
        return `${Math.floor(bytes / 1024)} KiB`;
    return `${Math.floor(bytes / 1024 ** 2)} MiB`;
}
/** The `log` of the other fields, whatever its key's letter case. */
function lowerLog(fields) {
    if (!fields)
        return undefined;
    const key = Object.keys(fields).find(k => k.toLowerCase() === 'log');
    return key === undefined ? undefined : fields[key];
}
/** A zip starts with a local file header and ends with an end-of-central-directory record. */
async function checkZip(path, size) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const head = await (0,records/* signatureOf */.yK)(path);
        const { at } = await (0,records/* readEndRecord */.lB)(handle, size);
        if (size < 26 || head !== records/* LOCAL_FILE_HEADER */.r7 || at < 0) {
            throw new api_errors/* ApiError */.hD('getProject', `getProject answered ${size} bytes that are not a zip archive (no zip header or end record); the backup is not usable`);
        }
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./src/api/entity-answers.ts
var entity_answers = __webpack_require__(84019);
;// CONCATENATED MODULE: ./src/api/entity-client.ts
// The two contract-API calls of a verified deploy, on the client's transport: `GET /entity`
// (no session: it takes no API seat) and one entity read with the session. Same deadlines and
// bounded reading as every other answer; what they mean is in entity-answers.ts.





// `GET /entity` lists a few endpoints; an entity read asks for one row. Anything longer is
// read and dropped: only the head is needed to tell the forms apart.
const INDEX_BYTES = 1024 * 1024;
const READ_BYTES = 1024 * 1024;
/**
 * `GET <base-url>/entity`. Throws TransientError for every answer that is not HTTP 200 with one
 * of its two JSON forms: while the site restarts that means "not yet". The error says what came
 * back (status, content type, redirect target, first line).
 */
async function readInstance(transport, limit) {
    const answer = await transport.get('entity', '/entity', {}, limit);
    const text = await transport.readText('entity', answer, INDEX_BYTES);
    const html = (0,answers/* isHtml */._6)(contentType(answer), text);
    const info = answer.status === 200 && !html ? (0,entity_answers/* readEntityIndex */.E6)(text) : undefined;
    if (info)
        return info;
    const what = html ? 'a web page' : answer.status === 200 ? 'an answer of neither form' : '';
    throw new api_errors/* TransientError */.N_('entity', `GET /entity answered ${what ? `${what}, ` : ''}${describeAnswer(headOf(answer, text))}`, { status: answer.status });
}
/**
 * `GET /entity/<Endpoint>/<Version>/<Entity>?$top=1` with the session. Live only as HTTP 200
 * with a JSON array; everything else throws, naming what came back (status, content type,
 * redirect target, first line; the sign-in page by its title, never its hidden texts):
 * - HTTP 401, a redirect to the sign-in page or the page itself: SessionLostError;
 * - HTTP 403, or a 500 naming NullReferenceException with OptimizedExport: NeedsRestartError
 *   (the site needs one more restart; retried like a 5xx);
 * - 5xx, no answer, a redirect elsewhere (`/ui/error`), a web page at 200: TransientError;
 * - anything else (a 404, an error object at 200): ApiError.
 * Each carries the instance's message (`exceptionMessage` when there is one).
 */
async function readEntity(transport, cookie, target, limit) {
    const path = `/entity/${[target.endpoint, target.version, target.entity].map(encodeURIComponent).join('/')}?$top=1`;
    const answer = await transport.get('entityRead', path, { cookie }, limit);
    const text = await transport.readText('entityRead', answer, READ_BYTES);
    const type = contentType(answer);
    const html = (0,answers/* isHtml */._6)(type, text);
    const status = answer.status;
    if (status === 200 && !html && (0,entity_answers/* isEntityRows */.ZF)(text))
        return;
    const what = `${target.endpoint}/${target.version}/${target.entity}`;
    const came = describeAnswer(headOf(answer, text));
    if (sessionGone(answer, type, text)) {
        throw new api_errors/* SessionLostError */.Tv('entityRead', `reading ${what} answered ${came}: the session is gone (the restart after a publish ends it)`, { status });
    }
    const said = html ? '' : (0,entity_answers/* entityFailureMessage */.z2)(text);
    const serverMessages = said ? [said] : [];
    const ErrorClass = needsRestart(status, type, text)
        ? api_errors/* NeedsRestartError */.Nw
        : status >= 500 || (status >= 300 && status < 400) || (status === 200 && html)
            ? api_errors/* TransientError */.N_
            : api_errors/* ApiError */.hD;
    const shape = status === 200 ? (html ? ' (a web page, not rows)' : ' (not a JSON array of rows)') : '';
    throw new ErrorClass('entityRead', `reading ${what} is not live: ${came}${shape}`, {
        status,
        serverMessages
    });
}
/** HTTP 401, a redirect to the sign-in page, or the sign-in page itself. */
function sessionGone(answer, type, text) {
    if (answer.status === 401)
        return true;
    if (answer.status >= 300 && answer.status < 400)
        return /login/i.test(locationOf(answer));
    return (0,answers/* isLoginPage */.BG)(type, text);
}
function locationOf(answer) {
    const raw = answer.headers.location;
    return (Array.isArray(raw) ? raw[0] : raw) ?? '';
}
function headOf(answer, text) {
    const location = answer.status >= 300 && answer.status < 400 ? locationOf(answer) : '';
    return {
        status: answer.status,
        contentType: contentType(answer),
        ...(location ? { location } : {}),
        text
    };
}

// EXTERNAL MODULE: ./src/api/screen-answers.ts
var screen_answers = __webpack_require__(55672);
;// CONCATENATED MODULE: ./src/api/screen-client.ts
// One screen of `verify-screens`: `GET <base-url>/Main?ScreenId=<id>` with the session, its
// redirects followed only under base-url (its origin and path: the session cookie goes nowhere
// else), at most MAX_REDIRECTS, the page read bounded. What the page means is in
// screen-answers.ts.







const MAX_REDIRECTS = 5;
const PAGE_BYTES = 1024 * 1024;
const REDIRECT_BYTES = 16 * 1024;
/**
 * Resolves when the screen opens: HTTP 200 at an address that still reads `ScreenId=<id>`, not
 * the sign-in page, holding none of the broken-page texts. Throws SessionLostError for HTTP 401
 * or the sign-in page; NeedsRestartError for HTTP 403; TransientError for a 5xx or no answer;
 * ApiError (final) for everything else, naming the address it ended at and what came back.
 */
async function readScreen(transport, cookie, screenId, limit) {
    const id = screenId.toUpperCase();
    const base = transport.url('');
    const origin = new URL(base).origin;
    let url = new URL(transport.url(`/Main?ScreenId=${encodeURIComponent(id)}`));
    const headers = { cookie, accept: 'text/html,application/xhtml+xml' };
    for (let redirects = 0;; redirects++) {
        const answer = await transport.getAt('screen', url.href, headers, limit());
        const status = answer.status;
        if (status >= 300 && status < 400) {
            await transport.readText('screen', answer, REDIRECT_BYTES);
            const location = locationOf(answer);
            let next;
            try {
                next = location ? new URL(location, url) : undefined;
            }
            catch {
                next = undefined;
            }
            const came = describeAnswer(headOf(answer, ''));
            if (!next)
                throw fail(id, `${came}, an address that cannot be followed`, status);
            if (next.origin !== origin) {
                throw fail(id, `${came}: another origin (${next.origin}), not followed`, status);
            }
            if (pathUnderBaseUrl(next, base) === undefined) {
                throw fail(id, `${came}: outside base-url (${base}), not followed`, status);
            }
            if (redirects >= MAX_REDIRECTS) {
                throw fail(id, `more than ${MAX_REDIRECTS} redirects (the last: ${came})`, status);
            }
            url = next;
            continue;
        }
        const text = await transport.readText('screen', answer, PAGE_BYTES);
        const type = contentType(answer);
        const came = `${describeAnswer({ status, contentType: type, text })} at ${pathOf(url)}`;
        if (status === 401 || (status === 200 && (0,screen_answers/* isSignInPage */.Yn)(url, text))) {
            throw new api_errors/* SessionLostError */.Tv('screen', `${id}: the sign-in page came back (${came}), not the screen`, { status });
        }
        if (needsRestart(status, type, text)) {
            throw new api_errors/* NeedsRestartError */.Nw('screen', `${id} is not live: ${came}`, { status });
        }
        if (status >= 500)
            throw new api_errors/* TransientError */.N_('screen', `${id} is not live: ${came}`, { status });
        const lost = (0,screen_answers/* screenIdProblem */.F$)(url, id);
        if (lost) {
            const why = lost === 'none'
                ? `the site sent it to ScreenId=${screen_answers/* NO_SCREEN */.XC} (no such screen)`
                : `the site sent it to an address without ScreenId=${id}`;
            throw fail(id, `${why}: ${pathOf(url)}`, status);
        }
        if (status !== 200)
            throw fail(id, `not live: ${came}`, status);
        const broken = (0,screen_answers/* brokenPageText */.Ap)(text);
        if (broken)
            throw fail(id, `the page says "${broken}"`, status);
        return;
    }
}
/** The address below the origin, masked and then cut short: instance text in a message. */
function pathOf(url) {
    const { shown, cut } = (0,known_secrets/* cutMasked */.y3)(`${url.pathname}${url.search}`, 157);
    return cut ? `${shown}...` : shown;
}
function fail(id, why, status) {
    return new api_errors/* ApiError */.hD('screen', `${id} does not open: ${why}`, { status });
}

;// CONCATENATED MODULE: ./src/api/maintenance-client.ts
// The Apply Updates screen (SM203510) through a Web Service Endpoint the team created over it
// (`maintenance-endpoint`): the contract-based API's action call
// `POST <base-url>/entity/<Endpoint>/<Version>/<Entity>/<action>` with the run's session. The
// instance answers 204 (done) or 202 with a `Location` polled with GET until 204. It knows the
// wire and nothing of GitHub; what the actions mean for a deploy is the flow's business.






// Answers are small (204, 202, or an error object): only the head is kept for the message.
const ANSWER_BYTES = 64 * 1024;
// A 202 chain that never ends is cut at this many GETs even when the time allows more.
const MAX_POLLS = 10_000;
class MaintenanceClient {
    transport;
    session;
    target;
    options;
    endpoint;
    sleep;
    now;
    constructor(transport, session, target, options) {
        this.transport = transport;
        this.session = session;
        this.target = target;
        this.options = options;
        this.endpoint = `${target.endpoint}/${target.version}/${target.entity}`;
        this.sleep = options.sleep ?? (ms => (0,external_node_timers_promises_.setTimeout)(ms));
        this.now = options.now ?? Date.now;
    }
    scheduleLockoutCommand(reason, at = new Date()) {
        const when = at.toISOString();
        return this.run('scheduleLockoutCommand', {
            DateTime_Date: { value: when },
            DateTime_Time: { value: when },
            LockoutAll: { value: false },
            Reason: { value: reason }
        });
    }
    stopLockoutCommand() {
        return this.run('stopLockoutCommand', {});
    }
    restartApplicationCommand() {
        return this.run('restartApplicationCommand', {});
    }
    /**
     * That the endpoint and its entity are there, changing nothing (the command line's doctor):
     * `GET <base-url>/entity/<Endpoint>/<Version>/<Entity>/$adHocSchema` with the session, the
     * contract API's schema of the entity, answered 200 with a JSON object (assumed: no public
     * source quotes it; it schedules and stops nothing). Throws ApiError naming what came back.
     */
    async readSchema() {
        const cookie = this.session();
        if (!cookie)
            throw new api_errors/* ApiError */.hD('applyUpdates', 'reading the schema needs a session: log in first');
        const path = `/entity/${[this.target.endpoint, this.target.version, this.target.entity]
            .map(encodeURIComponent)
            .join('/')}/$adHocSchema`;
        const answer = await this.transport.get('applyUpdates', path, { cookie }, { ms: this.options.timeoutSeconds * 1000, input: this.options.timeoutInput });
        const text = await this.transport.readText('applyUpdates', answer, ANSWER_BYTES);
        checkSession('applyUpdates', answer, text);
        const html = (0,answers/* isHtml */._6)(contentType(answer), text);
        if (answer.status === 200 && !html && isJsonObject(text))
            return;
        const said = html ? '' : (0,answers/* serverMessage */.x_)(text);
        throw new api_errors/* ApiError */.hD('applyUpdates', `GET ${this.endpoint}/$adHocSchema answered HTTP ${answer.status}${html ? ' (a web page)' : answer.status === 200 ? ' (not a JSON object)' : ''}${said ? `: ${said}` : ''}`, { status: answer.status, serverMessages: said ? [said] : [] });
    }
    /** The action call, then its 202 polled until 204, all within `timeoutSeconds`. */
    async run(action, parameters) {
        const cookie = this.session();
        if (!cookie) {
            throw new api_errors/* MaintenanceError */.KD(action, this.endpoint, `${action} needs a session: log in first`);
        }
        const started = this.now();
        const deadline = started + this.options.timeoutSeconds * 1000;
        const left = () => ({
            ms: Math.max(1, deadline - this.now()),
            input: this.options.timeoutInput ?? 'request-timeout'
        });
        const path = `/entity/${[this.target.endpoint, this.target.version, this.target.entity, action]
            .map(encodeURIComponent)
            .join('/')}`;
        const body = JSON.stringify({ entity: {}, parameters });
        let answer = await this.call(action, () => this.transport.post('applyUpdates', path, { text: body }, { cookie }, left()));
        let text = await this.read(action, answer);
        let polls = 0;
        for (; answer.status === 202; polls++) {
            const location = this.statusPath(action, answer);
            const waited = (this.now() - started) / 1000;
            if (polls >= MAX_POLLS || this.now() + this.intervalMs() > deadline) {
                throw new api_errors/* MaintenanceError */.KD(action, this.endpoint, `${this.what(action)} had not finished after ${round(waited)} s (still HTTP 202; ${this.options.timeoutInput ?? 'request-timeout'} is ${this.options.timeoutSeconds} s); see the Apply Updates screen (SM203510) on the instance`, { status: 202, answer: 'unconfirmed' });
            }
            await this.sleep(this.intervalMs());
            answer = await this.call(action, () => this.transport.get('applyUpdates', location, { cookie }, left()));
            text = await this.read(action, answer);
        }
        // 204, or a 200 that is not a web page (a proxy's or the sign-in page at 200 did nothing).
        if (answer.status === 204)
            return;
        if (answer.status === 200 && !(0,answers/* isHtml */._6)(contentType(answer), text))
            return;
        this.fail(action, answer, text, polls === 0 ? 'post' : 'poll');
    }
    /** The answer's text; a connection lost while reading it leaves the action unconfirmed. */
    read(action, answer) {
        return this.call(action, () => this.transport.readText('applyUpdates', answer, ANSWER_BYTES));
    }
    intervalMs() {
        return Math.max(0, this.options.pollIntervalSeconds * 1000);
    }
    what(action) {
        return `Apply Updates ${action} (${this.endpoint})`;
    }
    /** The request (or the reading of its answer), with transport errors restated as this action's failure. */
    async call(action, send) {
        try {
            return await send();
        }
        catch (error) {
            if (!(error instanceof api_errors/* ApiError */.hD))
                throw error;
            throw new api_errors/* MaintenanceError */.KD(action, this.endpoint, `${this.what(action)} failed: ${error.message}`, {
                status: error.status,
                serverMessages: error.serverMessages,
                cause: error,
                // No answer (reset, timeout, refused): the instance may have done it all the same.
                answer: 'unconfirmed'
            });
        }
    }
    /**
     * The `Location` of a 202 as a path under base-url. It is instance text: it must stay on the
     * instance's origin and under its path, so the session cookie never goes anywhere else.
     */
    statusPath(action, answer) {
        const raw = answer.headers.location;
        const location = (Array.isArray(raw) ? raw[0] : raw) ?? '';
        let target;
        try {
            target = location ? new URL(location, answer.url) : undefined;
        }
        catch {
            target = undefined;
        }
        const below = target && pathUnderBaseUrl(target, this.transport.url('/'));
        if (below === undefined) {
            throw new api_errors/* MaintenanceError */.KD(action, this.endpoint, `${this.what(action)} answered HTTP 202 ${location ? 'with a Location outside the instance' : 'without a Location'}; see the Apply Updates screen (SM203510) on the instance`, { status: 202, answer: 'unconfirmed' });
        }
        return below;
    }
    /**
     * A failed answer as a MaintenanceError saying what it tells of the action: only the POST's own
     * 4xx (not 401) is a refusal; a poll's 4xx, a 5xx, a redirect or a web page leaves it unconfirmed.
     */
    fail(action, answer, text, stage) {
        try {
            checkSession('applyUpdates', answer, text);
        }
        catch (error) {
            if (error instanceof api_errors/* SessionLostError */.Tv) {
                throw new api_errors/* MaintenanceError */.KD(action, this.endpoint, `${this.what(action)}: ${error.message}`, { status: answer.status, cause: error, answer: 'session-lost' });
            }
            throw error;
        }
        const status = answer.status;
        const html = (0,answers/* isHtml */._6)(contentType(answer), text);
        const said = (0,answers/* serverMessage */.x_)(text);
        const hint = status === 404
            ? `; check maintenance-endpoint: the instance needs a Web Service Endpoint ${this.endpoint} over Apply Updates (SM203510) with the action ${action} mapped`
            : status === 403
                ? '; the user needs access to the Apply Updates screen (SM203510)'
                : '';
        // 408 and 429 are a proxy's or a busy site's "not now", not the instance's refusal.
        const refused = stage === 'post' && status >= 400 && status < 500 && status !== 408 && status !== 429
            ? 'refused'
            : 'unconfirmed';
        const redirect = status >= 300 && status < 400 ? ' (a redirect)' : '';
        throw new api_errors/* MaintenanceError */.KD(action, this.endpoint, `${this.what(action)} failed with HTTP ${status}${redirect}${html ? ' (a web page)' : ''}${said ? `: ${said}` : ''}${hint}`, { status, serverMessages: said ? [said] : [], answer: refused });
    }
}
function isJsonObject(text) {
    try {
        const value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
    }
    catch {
        return false;
    }
}
function round(seconds) {
    return Math.round(seconds * 100) / 100;
}

// EXTERNAL MODULE: ./src/api/session.ts
var session = __webpack_require__(70060);
;// CONCATENATED MODULE: ./src/api/client.ts
// The Customization API client: one method per call of the service, each turning the answer into
// a result or an error of errors.ts. It knows the wire (paths, bodies, cookies, statuses) and
// nothing of GitHub.

















const API_PATHS = {
    login: LOGIN_PATH,
    logout: '/entity/auth/logout',
    Import: '/CustomizationApi/Import',
    getProject: '/CustomizationApi/getProject',
    getPublished: '/CustomizationApi/getPublished',
    publishBegin: '/CustomizationApi/publishBegin',
    publishEnd: '/CustomizationApi/publishEnd',
    delete: '/CustomizationApi/delete',
    unpublishAll: '/CustomizationApi/unpublishAll',
    entity: '/entity',
    entityRead: '/entity/',
    screen: '/Main',
    applyUpdates: '/entity/'
};
/** Error answers are kept this far for their message (the rest is read and dropped). */
const ERROR_BODY_BYTES = 64 * 1024;
/**
 * The client as every command gets it (the one place, so their clients cannot drift apart): made
 * by runCommand (src/runner/command.ts); with `cookie`, in a session the main step saved (the post
 * step's logout).
 */
function clientFor(target, cookie) {
    const client = new CustomizationClient({
        baseUrl: target.baseUrl,
        requestTimeoutSeconds: target.requestTimeoutSeconds,
        ...(target.firstAnswerTimeoutSeconds === undefined
            ? {}
            : { firstAnswerTimeoutSeconds: target.firstAnswerTimeoutSeconds }),
        ...(target.onFirstAnswerWait ? { onFirstAnswerWait: target.onFirstAnswerWait } : {})
    });
    if (cookie !== undefined)
        client.useSession(cookie);
    return client;
}
class CustomizationClient {
    transport;
    sleep;
    jar;
    constructor(options) {
        this.transport = new Transport(options.baseUrl, options.requestTimeoutSeconds, options.userAgent ?? 'acumatica-customization-deploy', options.connectTimeoutSeconds, {
            ...(options.firstAnswerTimeoutSeconds === undefined
                ? {}
                : { timeoutSeconds: options.firstAnswerTimeoutSeconds }),
            ...(options.onFirstAnswerWait ? { onWait: options.onFirstAnswerWait } : {})
        });
        this.sleep = options.sleep ?? ((ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }));
    }
    get sessionCookie() {
        return this.jar?.header;
    }
    /** The cookie values of the session, for the caller to mask in logs. */
    get secretValues() {
        return this.jar?.values ?? [];
    }
    useSession(cookieHeader) {
        const jar = SessionCookies.fromHeader(cookieHeader);
        this.jar = jar.size > 0 ? jar : undefined;
    }
    async login(credentials, policy) {
        // A login again (a lost session while polling, a restart) first logs the old session out,
        // whatever said it was lost: a 401 or a login page may come from a proxy in front of a
        // session the instance still holds, and a login never leaves one open behind it.
        if (this.jar)
            await (0,session/* logOut */.j)(this);
        this.jar = undefined;
        const body = JSON.stringify(loginBody(credentials));
        const attempts = Math.max(1, Math.floor(policy.attempts));
        let made = 0;
        // The limit of attempts for this failure: a refused connection gets one more, a connect
        // timeout none (see FastFail).
        const limitFor = (failure) => failure.kind !== 'connection' || !failure.fastFail
            ? attempts
            : failure.fastFail === 'connect-timeout'
                ? made
                : Math.min(attempts, REFUSED_ATTEMPTS);
        let last;
        this.jar = await (0,retry/* retry */.L)(async (attempt) => {
            made = attempt;
            try {
                return await loginOnce(this.transport, body);
            }
            catch (error) {
                if (error instanceof RetryableLoginError)
                    last = error;
                throw error;
            }
        }, {
            attempts,
            delayMs: attempt => {
                const wait = policy.delaySeconds * attempt;
                const failure = last?.failure;
                const fast = failure?.kind === 'connection' && failure.fastFail !== undefined;
                return (fast ? Math.min(wait, REFUSED_MAX_WAIT_SECONDS) : wait) * 1000;
            },
            // 401 and a locked account are never tried again: more bad passwords lock accounts.
            retryable: (error, attempt) => error instanceof RetryableLoginError && attempt < limitFor(error.failure),
            onRetry: ({ error, attempt, waitMs }) => policy.onRetry?.({
                attempt,
                attempts: limitFor(error.failure),
                waitSeconds: waitMs / 1000,
                reason: error.failure.reason
            }),
            sleep: this.sleep,
            signal: policy.signal
        }).catch((error) => {
            if (!(error instanceof RetryableLoginError))
                throw error;
            const failure = error.failure;
            const fast = failure.kind === 'connection' && failure.fastFail !== undefined;
            throw lastLoginError(failure, fast ? made : attempts, this.transport.url(API_PATHS.login));
        });
    }
    async logout() {
        if (!this.jar)
            return;
        const answer = await this.post('logout', { text: '' }, true);
        const text = await this.transport.readText('logout', answer);
        checkSession('logout', answer, text);
        if (answer.status < 200 || answer.status >= 300)
            throw statusError('logout', answer, text);
        // A proxy's or single sign-on page with HTTP 200 did not log anything out.
        if ((0,answers/* isHtml */._6)(contentType(answer), text))
            throw notTheApi('logout', answer, text);
        this.jar = undefined;
    }
    async getProject(projectName, destinationPath, options = {}) {
        const answer = await this.post('getProject', { text: JSON.stringify({ projectName, isAutoResolveConflicts: false }) }, true);
        if (answer.status < 200 || answer.status >= 300) {
            const text = await this.transport.readText('getProject', answer, ERROR_BODY_BYTES);
            checkSession('getProject', answer, text);
            if (answer.status === 400 && !(0,answers/* isHtml */._6)(contentType(answer), text)) {
                // 24.2 cloud: the not-found answer with HTTP 400.
                const notFound = (0,not_found/* readNotFoundAnswer */.i8)(text, projectName);
                if (notFound !== undefined)
                    return { found: false, message: notFound };
            }
            throw statusError('getProject', answer, text);
        }
        if ((0,answers/* isHtml */._6)(contentType(answer), '')) {
            const text = await this.transport.readText('getProject', answer, ERROR_BODY_BYTES);
            checkSession('getProject', answer, text);
            throw notTheApi('getProject', answer, text);
        }
        try {
            const result = await downloadProject(this.transport, projectName, answer, destinationPath, options.maxBytes);
            if (!result.found)
                await (0,promises_.rm)(destinationPath, { force: true });
            return result;
        }
        catch (error) {
            await (0,promises_.rm)(destinationPath, { force: true });
            throw error;
        }
    }
    async getPublished(withinMs) {
        const { answer, text } = await this.sessionCall('getPublished', '{}', withinMs === undefined ? {} : { ms: withinMs, input: 'verify-timeout' });
        if (answer.status === 404 || answer.status === 405)
            return undefined;
        // A redirect (to /ui/error) or a web page is not live: after a publish, a site that is not
        // ready yet, so the verification tries again until verify-timeout (TransientError).
        if (answer.status >= 300 && answer.status < 400) {
            const error = statusError('getPublished', answer, text);
            throw new api_errors/* TransientError */.N_('getPublished', error.message, { status: answer.status });
        }
        if (answer.status < 200 || answer.status >= 300)
            throw statusError('getPublished', answer, text);
        if ((0,answers/* isHtml */._6)(contentType(answer), text)) {
            const came = describeAnswer({ status: answer.status, contentType: contentType(answer), text });
            throw new api_errors/* TransientError */.N_('getPublished', `getPublished answered a web page instead of the API (${came}); check base-url`, { status: answer.status });
        }
        const reading = (0,answers/* readPublished */.Dn)(text);
        switch (reading.form) {
            case 'projects':
                return reading.names;
            case 'nothing-published':
                return [];
            case 'error':
                throw new api_errors/* ServerLogError */.SD('getPublished', `getPublished failed: ${reading.messages.join('; ')}`, { status: answer.status, serverMessages: reading.messages });
            case 'too-many':
                throw new api_errors/* ApiError */.hD('getPublished', `getPublished listed more than ${reading.limit.toLocaleString('en-US')} projects, far more than an instance publishes: the answer is not trusted (check base-url and what answers there)`, { status: answer.status });
            case 'malformed':
                throw new api_errors/* ApiError */.hD('getPublished', `getPublished answered something that is neither a list of projects nor the "nothing published" log (HTTP ${answer.status}): "${(0,answers/* excerpt */.Kb)(text)}"`, { status: answer.status });
        }
    }
    async importPackage(request) {
        // Built before the request, so an empty or missing package is refused before anything is sent.
        const body = await createImportBody(request);
        const answer = await this.post('Import', { stream: body.open(), contentLength: body.contentLength }, true);
        const text = await this.transport.readText('Import', answer);
        checkSession('Import', answer, text);
        if (answer.status < 200 || answer.status >= 300) {
            throw withBusyHint(statusError('Import', answer, text));
        }
        if ((0,answers/* isHtml */._6)(contentType(answer), text))
            throw notTheApi('Import', answer, text);
        // Import always answers its log as JSON (an object with a `log` array): any other body,
        // also the JSON a gateway writes, did not come from the API, and the package may not have
        // been imported. (HTTP 204, no content, says so itself.)
        if (answer.status !== 204 && !(0,answers/* isApiBody */.xX)(text))
            throw notAnApiAnswer('Import', answer, text);
        return throwServerLogErrors('Import', answer, text, `Import of ${request.projectName}`);
    }
    async publishBegin(request) {
        const fields = {
            isMergeWithExistingPackages: request.isMergeWithExistingPackages,
            isOnlyValidation: request.isOnlyValidation,
            isOnlyDbUpdates: request.isOnlyDbUpdates,
            projectNames: request.projectNames,
            tenantMode: request.tenantMode
        };
        // The optional fields travel only when they mean something: servers refuse tenant names
        // with the other modes, and an absent replay flag is the server's own default.
        if (request.tenantMode === 'List')
            fields.tenantLoginNames = request.tenantLoginNames ?? [];
        if (request.isReplayPreviouslyExecutedScripts === true) {
            fields.isReplayPreviouslyExecutedScripts = true;
        }
        const body = JSON.stringify(fields);
        const { answer, text } = await this.sessionCall('publishBegin', body);
        if (answer.status >= 500) {
            throw new api_errors/* TransientError */.N_('publishBegin', `publishBegin failed with HTTP ${answer.status}: ${(0,answers/* serverMessage */.x_)(text) || 'no message'}; the publish may or may not have started${answer.status === 500 ? BUSY_HINT : ''}`, { status: answer.status, serverMessages: messagesOf(text) });
        }
        if (answer.status < 200 || answer.status >= 300)
            throw statusError('publishBegin', answer, text);
        if ((0,answers/* isHtml */._6)(contentType(answer), text))
            throw notTheApi('publishBegin', answer, text);
        return throwServerLogErrors('publishBegin', answer, text, 'publishBegin');
    }
    publishEnd(withinMs) {
        return this.publishState({ ms: withinMs, input: 'publish-timeout' });
    }
    publishProbe(withinMs) {
        // Bounded as a poll of a publish is (the flow hands in what publish-timeout allows).
        return this.publishState({ ms: withinMs, input: 'publish-timeout' });
    }
    async unpublishAll(tenantMode) {
        const { answer, text } = await this.sessionCall('unpublishAll', JSON.stringify({ tenantMode }));
        if (answer.status < 200 || answer.status >= 300) {
            throw withBusyHint(statusError('unpublishAll', answer, text));
        }
        if ((0,answers/* isHtml */._6)(contentType(answer), text))
            throw notTheApi('unpublishAll', answer, text);
        return throwServerLogErrors('unpublishAll', answer, text, 'unpublishAll');
    }
    async publishState(limit) {
        const { answer, text } = await this.sessionCall('publishEnd', '{}', limit);
        const reading = (0,answers/* isHtml */._6)(contentType(answer), text) ? undefined : (0,answers/* readPublishEnd */.Dp)(text);
        if (reading)
            return { ...reading, httpStatus: answer.status };
        const what = answer.status >= 500
            ? `HTTP ${answer.status} without a publish state`
            : `an answer that is neither true/false nor the publish state JSON (HTTP ${answer.status})`;
        throw new api_errors/* TransientError */.N_('publishEnd', `publishEnd gave ${what}: "${(0,answers/* excerpt */.Kb)(text)}"`, {
            status: answer.status
        });
    }
    async deleteProject(projectName) {
        const { answer, text } = await this.sessionCall('delete', JSON.stringify({ projectName }));
        if (answer.status < 200 || answer.status >= 300) {
            const error = statusError('delete', answer, text);
            const notFound = answer.status === 400 && !(0,answers/* isHtml */._6)(contentType(answer), text)
                ? (0,not_found/* readNotFoundAnswer */.i8)(text, projectName)
                : undefined;
            throw notFound === undefined ? error : asNotFound(error, projectName);
        }
        if ((0,answers/* isHtml */._6)(contentType(answer), text))
            throw notTheApi('delete', answer, text);
        try {
            return throwServerLogErrors('delete', answer, text, `delete of ${projectName}`);
        }
        catch (error) {
            if (!(error instanceof api_errors/* ApiError */.hD))
                throw error;
            if ((0,not_found/* notFoundMessage */.NC)(error.serverMessages, projectName) === undefined)
                throw error;
            throw asNotFound(error, projectName);
        }
    }
    readInstance(withinMs, beforeDeploy = false) {
        return readInstance(this.transport, beforeDeploy ? { firstAnswer: true } : { ms: withinMs, input: 'verify-timeout' });
    }
    async readEntity(target, withinMs) {
        const cookie = this.jar?.header;
        if (!cookie)
            throw new api_errors/* ApiError */.hD('entityRead', 'entityRead needs a session: log in first');
        await readEntity(this.transport, cookie, target, { ms: withinMs, input: 'verify-timeout' });
    }
    async readScreen(screenId, withinMs) {
        const cookie = this.jar?.header;
        if (!cookie)
            throw new api_errors/* ApiError */.hD('screen', 'opening a screen needs a session: log in first');
        // Each request of the redirect chain gets what is left of the time, not all of it again.
        const until = withinMs === undefined ? undefined : Date.now() + withinMs;
        await readScreen(this.transport, cookie, screenId, () => ({
            ms: until === undefined ? undefined : Math.max(1, until - Date.now()),
            input: 'verify-timeout'
        }));
    }
    /**
     * The Apply Updates endpoint (`maintenance-endpoint`) on this client's transport and session:
     * the session is read at each call, so a login again after a restart is used.
     */
    maintenance(target, options) {
        return new MaintenanceClient(this.transport, () => this.jar?.header, target, options);
    }
    /** POST to a session call, read the whole (small) answer and fail on a lost session. */
    async sessionCall(call, json, limit = {}) {
        const answer = await this.post(call, { text: json }, true, limit);
        const text = await this.transport.readText(call, answer);
        checkSession(call, answer, text);
        return { answer, text };
    }
    async post(call, body, withSession, limit = {}) {
        const headers = {};
        if (withSession) {
            const cookie = this.jar?.header;
            if (!cookie) {
                body.stream?.destroy();
                throw new api_errors/* ApiError */.hD(call, `${call} needs a session: log in first`);
            }
            headers.cookie = cookie;
        }
        return this.transport.post(call, API_PATHS[call], body, headers, limit);
    }
}
// Acumatica publishes one thing at a time (its "logical lock"); what Import or publishBegin
// answer meanwhile is documented nowhere. One team reads an HTTP 500 from them as "a publish may
// be in progress": a hint for the user, nothing is decided from it.
const BUSY_HINT = ' (an HTTP 500 can also mean that another publish is running on the instance: check the Customization Projects screen)';
function withBusyHint(error) {
    if (error.status === 500)
        error.message += BUSY_HINT;
    return error;
}
/** The error of a call the instance answered with its not-found answer for `projectName`. */
function asNotFound(error, projectName) {
    return new not_found/* ProjectNotFoundError */.jZ(error.call, projectName, error.message, {
        status: error.status,
        serverMessages: error.serverMessages
    });
}


/***/ }),

/***/ 84019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ isEntityName),
/* harmony export */   E6: () => (/* binding */ readEntityIndex),
/* harmony export */   Gx: () => (/* binding */ newestEndpoint),
/* harmony export */   ZF: () => (/* binding */ isEntityRows),
/* harmony export */   ag: () => (/* binding */ twoPartsOf),
/* harmony export */   l7: () => (/* binding */ releaseOf),
/* harmony export */   lF: () => (/* binding */ isVersion),
/* harmony export */   z2: () => (/* binding */ entityFailureMessage)
/* harmony export */ });
/* unused harmony export compareVersions */
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40419);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64402);
// Pure readers of the contract-API answers a verified deploy reads: `GET /entity` (the build
// and the endpoints, in the 2019 R2+ object form or the older bare endpoints array) and a read
// of an entity (a JSON array). Everything here is instance text: only names and numbers of the
// expected forms are kept, so nothing odd reaches a URL, a log line or an output.


// A build or an endpoint version: digits and dots, as Acumatica writes them.
const VERSION = /^\d{1,6}(\.\d{1,8}){0,3}$/;
// Endpoint and entity names: identifiers.
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
function isVersion(text) {
    return VERSION.test(text);
}
function isEntityName(text) {
    return NAME.test(text);
}
/** `GET /entity`: undefined when the text is neither form (an HTML page, an error object, ...). */
function readEntityIndex(text) {
    const value = parseJson(text);
    if (Array.isArray(value))
        return { endpoints: endpointsOf(value) };
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(value))
        return undefined;
    const fields = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(value);
    const version = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(fields.version) ? (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(fields.version) : undefined;
    if (!Array.isArray(fields.endpoints) && version === undefined)
        return undefined;
    const raw = version?.acumaticabuildversion;
    const build = typeof raw === 'string' && VERSION.test(raw.trim()) ? raw.trim() : undefined;
    return {
        ...(build === undefined ? {} : { build }),
        endpoints: Array.isArray(fields.endpoints) ? endpointsOf(fields.endpoints) : []
    };
}
function endpointsOf(items) {
    const endpoints = [];
    for (const item of items) {
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .G)(item))
            continue;
        const fields = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .lowerKeys */ .u)(item);
        const { name, version } = fields;
        if (typeof name !== 'string' || typeof version !== 'string')
            continue;
        if (!NAME.test(name) || !VERSION.test(version))
            continue;
        endpoints.push({ name, version });
    }
    return endpoints;
}
/** The newest version of the endpoint `name` (any case) the instance lists. */
function newestEndpoint(endpoints, name) {
    let newest;
    for (const endpoint of endpoints) {
        if (endpoint.name.toLowerCase() !== name.toLowerCase())
            continue;
        if (!newest || compareVersions(endpoint.version, newest.version) > 0)
            newest = endpoint;
    }
    return newest;
}
function compareVersions(a, b) {
    const left = a.split('.').map(Number);
    const right = b.split('.').map(Number);
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
        const diff = (left[i] ?? 0) - (right[i] ?? 0);
        if (diff !== 0)
            return diff;
    }
    return 0;
}
/**
 * The release of a build: its first part and the first digit of the second (`23.106` = 23.1 =
 * 2023 R1; `24.208.0012` = 24.2 = 2024 R2). Undefined for anything else.
 */
function releaseOf(version) {
    const match = /^(\d+)\.(\d)/.exec(version.trim());
    return match ? `${match[1]}.${match[2]}` : undefined;
}
/** The first two parts of a build (`24.208.0012` -> `24.208`), as project.xml writes it. */
function twoPartsOf(build) {
    const match = /^(\d+\.\d+)/.exec(build.trim());
    return match ? match[1] : undefined;
}
/** An entity read answered rows: a JSON array (empty allowed). */
function isEntityRows(text) {
    return Array.isArray(parseJson(text));
}
/** The instance's own message of a failed read: `exceptionMessage` first, as ASP.NET gives it. */
function entityFailureMessage(text) {
    return (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .serverMessage */ .x_)(text);
}
function parseJson(text) {
    const trimmed = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).trim();
    if (!trimmed)
        return undefined;
    try {
        return JSON.parse(trimmed);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 53249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ RequestTimeoutError),
/* harmony export */   Jk: () => (/* binding */ UnreachableError),
/* harmony export */   KD: () => (/* binding */ MaintenanceError),
/* harmony export */   KO: () => (/* binding */ NoFirstAnswerError),
/* harmony export */   N_: () => (/* binding */ TransientError),
/* harmony export */   Nw: () => (/* binding */ NeedsRestartError),
/* harmony export */   SD: () => (/* binding */ ServerLogError),
/* harmony export */   Tv: () => (/* binding */ SessionLostError),
/* harmony export */   Yh: () => (/* binding */ AccountLockedError),
/* harmony export */   _U: () => (/* binding */ BadCredentialsError),
/* harmony export */   cR: () => (/* binding */ BackupTooLargeError),
/* harmony export */   gY: () => (/* binding */ PasswordChangeError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   l_: () => (/* binding */ UnknownTenantError),
/* harmony export */   zj: () => (/* binding */ LoginLimitError)
/* harmony export */ });
// One error family for "the server (or the network to it) said no". Each carries the call, the
// HTTP status when there was one, and the server's own messages, so the user sees what happened.
class ApiError extends Error {
    call;
    status;
    serverMessages;
    constructor(call, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = new.target.name;
        this.call = call;
        this.status = options.status;
        this.serverMessages = options.serverMessages ?? [];
    }
}
/** HTTP 401 at login: never retried (retrying bad passwords locks accounts). */
class BadCredentialsError extends ApiError {
}
/** The account is locked or disabled: never retried. */
class AccountLockedError extends ApiError {
}
/** The instance wants the user's password changed before any sign-in: never retried. */
class PasswordChangeError extends ApiError {
}
/** The instance cannot tell which tenant the login is for (the tenant input): never retried. */
class UnknownTenantError extends ApiError {
}
/** HTTP 500 at login on every attempt: the API Login Limit. */
class LoginLimitError extends ApiError {
}
/** A call made with a session the server no longer knows (HTTP 401, or a login page instead of the API answer). */
class SessionLostError extends ApiError {
}
/** Connection errors, HTTP 5xx without a usable body, an answer that is not one the API gives. */
class TransientError extends ApiError {
}
/**
 * Login found no instance to talk to: connection refused or reset, unknown host, TLS refused,
 * no answer in time. The address in base-url (host, port, scheme) is the first thing to check.
 */
class UnreachableError extends TransientError {
}
/**
 * Nothing answered within first-answer-timeout since the run's first request: an idle instance
 * still starting, a wrong base-url or a proxy that holds requests. Not tried again.
 */
class NoFirstAnswerError extends UnreachableError {
}
/**
 * An answer real sites give after a completed publish until one more application restart: HTTP
 * 500 whose JSON names `NullReferenceException` with `OptimizedExport` (custom endpoints on
 * 26.101), or HTTP 403 (feature-gated screens). Retried like a 5xx until verify-timeout.
 */
class NeedsRestartError extends TransientError {
}
/** The request outlasted `request-timeout`. */
class RequestTimeoutError extends TransientError {
}
/** HTTP 200 whose JSON `log` holds an entry with `logType` `error`: the call failed in-band. */
class ServerLogError extends ApiError {
}
/**
 * A getProject answer larger than the backup may be (`limit: 'cap'`), or than the free disk
 * of the folder it is written to (`limit: 'disk'`). Nothing of it is kept.
 */
class BackupTooLargeError extends ApiError {
    limit;
    limitBytes;
    constructor(message, limit, limitBytes) {
        super('getProject', message);
        this.limit = limit;
        this.limitBytes = limitBytes;
    }
}
/** An Apply Updates action that failed: the action, the HTTP status and the instance's message. */
class MaintenanceError extends ApiError {
    action;
    endpoint;
    answer;
    constructor(action, endpoint, message, options = {}) {
        super('applyUpdates', message, options);
        this.action = action;
        this.endpoint = endpoint;
        this.answer = options.answer ?? 'unconfirmed';
    }
}


/***/ }),

/***/ 64402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject),
/* harmony export */   u: () => (/* binding */ lowerKeys)
/* harmony export */ });
// Reading the JSON objects an instance answers: untrusted, so every field is looked up in lower
// case and nothing is assumed of a value's type.
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Keys in lower case; the first spelling wins when two differ only in case. */
function lowerKeys(value) {
    const out = Object.create(null);
    for (const [key, field] of Object.entries(value)) {
        const lower = key.toLowerCase();
        if (!(lower in out))
            out[lower] = field;
    }
    return out;
}


/***/ }),

/***/ 42348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NC: () => (/* binding */ notFoundMessage),
/* harmony export */   i8: () => (/* binding */ readNotFoundAnswer),
/* harmony export */   jZ: () => (/* binding */ ProjectNotFoundError)
/* harmony export */ });
/* unused harmony export saysProjectNotFound */
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40419);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
// The one decider of "the project is not on the instance". A first deploy, and the delete that
// undoes one, hang on it: a project taken for absent by mistake is deleted by the restore. So
// only the instance's own answer counts, in the one form real instances are known to write
// (26.101 as an error log entry with HTTP 200, 24.2 cloud with HTTP 400):
// `The project is not found: <Name>`, the name as sent (compared in any letter case), matched
// whole by comparing strings (linear time, no regular expression over the body). Any other
// wording is a guess, and an IO error such as `Could not find file '...\Pkg.zip'` is not it.


/** The call was answered "this project does not exist" by the instance itself. */
class ProjectNotFoundError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD {
    projectName;
    constructor(call, projectName, message, options = {}) {
        super(call, message, options);
        this.projectName = projectName;
    }
}
const NOT_FOUND = 'the project is not found: ';
/** Longer than any project name Acumatica accepts with the words around it. */
const MAX_MESSAGE = 500;
/** True when `message` is the instance's not-found answer for `projectName`, and nothing else. */
function saysProjectNotFound(message, projectName) {
    const name = projectName.trim().toLowerCase();
    if (!name || message.length > MAX_MESSAGE)
        return false;
    return message.trim().toLowerCase() === NOT_FOUND + name;
}
/**
 * The not-found message when `messages` (the error messages of one answer) are all the
 * instance's not-found answer for `projectName`; undefined when any says something else.
 */
function notFoundMessage(messages, projectName) {
    if (messages.length === 0)
        return undefined;
    return messages.every(message => saysProjectNotFound(message, projectName))
        ? messages[0].trim()
        : undefined;
}
/**
 * The not-found message of a whole error answer (HTTP 400 on 24.2 cloud), in each form it may
 * take: a `log` whose error entries all say it; ASP.NET's error object, whose
 * `exceptionMessage` (or, without one, `message`) says it; a JSON string or plain text that is
 * the message itself. Undefined for anything else, so the caller fails rather than guess.
 */
function readNotFoundAnswer(text, projectName) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const errors = (0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessages */ .xc)((0,_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .readServerLog */ .Ir)(body));
    if (errors.length > 0)
        return notFoundMessage(errors, projectName);
    let value = body;
    try {
        value = JSON.parse(body);
    }
    catch {
        // Plain text: the message itself.
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const said = field(value, 'exceptionMessage') ?? field(value, 'message');
        return said === undefined ? undefined : notFoundMessage([said], projectName);
    }
    return typeof value === 'string' ? notFoundMessage([value], projectName) : undefined;
}
/** A string field of a JSON object, its key in any letter case. */
function field(value, name) {
    const key = Object.keys(value).find(k => k.toLowerCase() === name.toLowerCase());
    const found = key === undefined ? undefined : value[key];
    return typeof found === 'string' ? found : undefined;
}


/***/ }),

/***/ 55672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ brokenPageText),
/* harmony export */   E1: () => (/* binding */ isScreenId),
/* harmony export */   F$: () => (/* binding */ screenIdProblem),
/* harmony export */   XC: () => (/* binding */ NO_SCREEN),
/* harmony export */   Yn: () => (/* binding */ isSignInPage)
/* harmony export */ });
// Pure readers of a screen opened for `verify-screens` (`GET /Main?ScreenId=<id>`): whether the
// page that came back is the screen, the sign-in page, or a page that says the screen is broken.
// The page is instance text: searched by indexOf in its first MiB, never printed beyond the
// text that matched.
/** Screen ids as Acumatica writes them: two letters and six letters or digits (`SO301000`). */
const SCREEN_ID = /^[A-Za-z]{2}[A-Za-z0-9]{6}$/;
function isScreenId(text) {
    return SCREEN_ID.test(text);
}
/** The id a site redirects to when it cannot open the screen asked for. */
const NO_SCREEN = '00000000';
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
];
/** The first listed text the page holds, or undefined. */
function brokenPageText(page) {
    const lower = page.toLowerCase();
    return BROKEN_PAGE_TEXTS.find(text => lower.includes(text.toLowerCase()));
}
/**
 * What the final address says of the screen: `lost` when it no longer carries `ScreenId=<id>`,
 * `none` when it reads `ScreenId=00000000`, undefined when it is the screen's.
 */
function screenIdProblem(finalUrl, id) {
    let value;
    for (const [key, v] of finalUrl.searchParams) {
        if (key.toLowerCase() === 'screenid') {
            value = v;
            break;
        }
    }
    if (value === NO_SCREEN)
        return 'none';
    return value?.toUpperCase() === id.toUpperCase() ? undefined : 'lost';
}
/**
 * The sign-in page: its address (`/Frames/Login.aspx`) or a password field. A screen's page may
 * link to the sign-in page (sign out), so a mention of `Login.aspx` alone does not count.
 */
function isSignInPage(finalUrl, page) {
    if (/\/login\.aspx$/i.test(finalUrl.pathname))
        return true;
    const lower = page.slice(0, 1024 * 1024).toLowerCase();
    if (lower.includes('id="txtpass"') || lower.includes("id='txtpass'"))
        return true;
    // Each `<input` is looked at for its next 300 characters: linear in the page.
    for (let at = lower.indexOf('<input'); at >= 0; at = lower.indexOf('<input', at + 6)) {
        const end = lower.indexOf('>', at);
        const tag = lower.slice(at, end < 0 ? at + 300 : Math.min(end, at + 300));
        if (/type\s*=\s*["']?password/.test(tag))
            return true;
    }
    return false;
}


/***/ }),

/***/ 70060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ logIn),
/* harmony export */   j: () => (/* binding */ logOut)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21358);
// An API session opened and closed the one way, by the deploy, the removal, the verification,
// the export, the command line's `published` and the post step: a login with login-attempts and
// login-retry-delay that tells each retry (the API Login Limit answers while other sessions hold
// the seats), the session handed over the moment it exists (to be masked and saved for the post
// step), and a logout that never throws: releasing a seat is worth trying, never worth failing a
// run for. It knows the client's methods only, not HTTP.


/**
 * Logs in, retrying as login-attempts and login-retry-delay say; a login again first logs the
 * old session out (the client does), so a run never holds two seats.
 */
async function logIn(api, settings, options = {}) {
    await api.login(settings.credentials, {
        attempts: settings.loginAttempts,
        delaySeconds: settings.loginRetryDelaySeconds,
        signal: options.signal,
        onRetry: options.onRetry
    });
    const cookie = api.sessionCookie;
    if (cookie !== undefined)
        options.onSession?.(cookie);
}
/** Logs out; never throws: the caller says what the outcome means for its run. */
async function logOut(api) {
    try {
        await api.logout();
        return { kind: 'released' };
    }
    catch (error) {
        const reason = (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .b)(error);
        return error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SessionLostError */ .Tv
            ? { kind: 'ended', reason }
            : { kind: 'failed', reason };
    }
}


/***/ }),

/***/ 39428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ad: () => (/* binding */ originFromEnv),
/* harmony export */   gk: () => (/* binding */ originOfCheckout)
/* harmony export */ });
/* unused harmony export repositoryOfRemote */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Where a run's packages come from: the repository, the commit and the workflow run, for the
// stamp and the result file. On a runner GitHub's variables say it; the command line reads the
// same variables when a CI sets them, else asks git about the checkout it runs in.

/** GITHUB_REPOSITORY, GITHUB_SHA and the run's page, where the runner set them. */
function originFromEnv(env) {
    const repository = env['GITHUB_REPOSITORY'] || undefined;
    const commit = env['GITHUB_SHA'] || undefined;
    const server = env['GITHUB_SERVER_URL'] || 'https://github.com';
    const runId = env['GITHUB_RUN_ID'];
    return {
        ...(repository ? { repository } : {}),
        ...(commit ? { commit } : {}),
        ...(repository && runId ? { runUrl: `${server}/${repository}/actions/runs/${runId}` } : {})
    };
}
/**
 * The command line's origin: GitHub's variables when set (a workflow running the CLI), else the
 * checkout in `cwd`: its HEAD and the owner/repo of its `origin` remote. A folder that is no git
 * checkout (or a machine without git) has none: the stamp is then left out, with a notice.
 */
function originOfCheckout(env, cwd) {
    const fromEnv = originFromEnv(env);
    if (fromEnv.repository && fromEnv.commit)
        return fromEnv;
    const git = (...args) => {
        try {
            return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, {
                cwd,
                encoding: 'utf8',
                stdio: ['ignore', 'pipe', 'ignore'],
                timeout: 5000
            }).trim();
        }
        catch {
            return undefined;
        }
    };
    const commit = fromEnv.commit ?? git('rev-parse', 'HEAD');
    const repository = fromEnv.repository ?? repositoryOfRemote(git('remote', 'get-url', 'origin'));
    return {
        ...(repository ? { repository } : {}),
        ...(commit && /^[0-9a-f]{40,64}$/.test(commit) ? { commit } : {})
    };
}
/** `owner/repo` of a remote URL (https://host/owner/repo.git, git@host:owner/repo.git). */
function repositoryOfRemote(url) {
    if (!url)
        return undefined;
    const match = /[/:]([^/:\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url);
    return match ? `${match[1]}/${match[2]}` : undefined;
}


/***/ }),

/***/ 39354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
// The one error of the input checks, and how they read inputs.
/** A bad input: the message names the input and says what to do. */
class InputError extends Error {
    input;
    /** `whole`: the message names the input already (messages of the packager). */
    constructor(input, message, whole = false) {
        super(whole ? message : `Input '${input}' ${message}`);
        this.input = input;
        this.name = 'InputError';
    }
}


/***/ }),

/***/ 18463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   Zu: () => (/* binding */ MAX_TIMER_SECONDS),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   ry: () => (/* binding */ splitList)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39354);
// Booleans and numbers of the inputs, with one-line messages naming the input.

/** Comma or newline separated names, trimmed, without empties or duplicates. */
function splitList(raw) {
    const names = raw
        .split(/[,\r\n]/)
        .map(name => name.trim())
        .filter(name => name !== '');
    return [...new Set(names)];
}
// YAML 1.2 core schema, as core.getBooleanInput, but with a one-line message naming the input.
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function readBoolean(input, name, fallback) {
    const raw = input(name);
    if (raw === '')
        return fallback;
    if (TRUE.includes(raw))
        return true;
    if (FALSE.includes(raw))
        return false;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `("${raw}") must be true or false.`);
}
function readNumber(input, name, rule) {
    const raw = input(name);
    if (raw === '' && rule.fallback !== undefined)
        return rule.fallback;
    const kind = rule.integer ? 'a whole number' : 'a number';
    // Number('') is 0 and Number('0x10') is 16: accept plain decimal notation only.
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `("${raw}") must be ${kind}${describeRange(rule)}.`);
    }
    const value = Number(raw);
    const tooLow = rule.min !== undefined && (rule.exclusiveMin ? value <= rule.min : value < rule.min);
    const tooHigh = rule.max !== undefined && value > rule.max;
    if ((rule.integer && !Number.isInteger(value)) || tooLow || tooHigh) {
        const why = rule.why ? ` (${rule.why})` : '';
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `("${raw}") must be ${kind}${describeRange(rule)}${why}.`);
    }
    return value;
}
function describeRange(rule) {
    if (rule.min === undefined)
        return '';
    const low = rule.exclusiveMin ? `greater than ${rule.min}` : `${rule.min} or more`;
    if (rule.max === undefined)
        return ` ${low}`;
    return rule.exclusiveMin
        ? ` greater than ${rule.min} and at most ${rule.max}`
        : ` from ${rule.min} to ${rule.max}`;
}
/**
 * The longest wait a Node timer holds, in whole seconds (2^31-1 ms, about 24.8 days): past it a
 * timer fires at once, so a larger poll-interval would poll without pause.
 */
const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);


/***/ }),

/***/ 38462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ rememberSecret),
/* harmony export */   OM: () => (/* binding */ endsInSecret),
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   y3: () => (/* binding */ cutMasked)
/* harmony export */ });
// The secrets of a run (every form of the password, the session's tokens), known to every layer
// that quotes text from the instance, so that a quote is masked before it is collapsed or cut:
// the runner masks only the exact text it was given, and half a password is no longer that.
// A leaf: every cut of instance or user text goes through cutMasked (the API client's excerpts
// through endsInSecret), action/secrets.ts fills it.
const known = new Set();
let ordered = [];
/** Adds a secret; false when it was known already. */
function rememberSecret(value) {
    if (value === '' || known.has(value))
        return false;
    known.add(value);
    // Longest first, so a secret that contains another is replaced whole.
    ordered = [...known].sort((a, b) => b.length - a.length);
    return true;
}
/** `text` with every secret replaced by `***`, as the runner shows the log. */
function maskSecrets(text) {
    let result = text;
    for (const secret of ordered)
        result = result.replaceAll(secret, '***');
    return result;
}
/** The shortest start of a secret that counts as a piece of it at a cut. */
const PIECE = 4;
/** How many characters at the end of `text` are the start of a secret (a few at least), or 0. */
function secretStartAtEnd(text) {
    let longest = 0;
    for (const secret of ordered) {
        for (let length = Math.min(secret.length - 1, text.length); length > longest; length--) {
            if (length >= PIECE && text.endsWith(secret.slice(0, length)))
                longest = length;
        }
    }
    return longest;
}
/**
 * True when `text` ends with the start of a secret (at least a few characters of it): cutting the
 * text there would print a piece of the secret that no mask recognises.
 */
function endsInSecret(text) {
    return secretStartAtEnd(text) > 0;
}
/** Text past this far beyond a cut is not read (a secret is far shorter). */
const CUT_SLACK = 64 * 1024;
/**
 * At most `max` characters of `text` (instance or user text in a message), its secrets masked
 * before the cut: a cut through a password leaves a piece that no mask recognises (the runner's
 * included). A start of a secret left at the cut is dropped too. `cut`: something was left out,
 * `left` characters (of the masked text).
 */
function cutMasked(text, max) {
    const read = text.length > max + CUT_SLACK ? text.slice(0, max + CUT_SLACK) : text;
    const masked = maskSecrets(read);
    if (masked.length <= max && read.length === text.length) {
        return { shown: masked, cut: false, left: 0 };
    }
    const head = masked.slice(0, max);
    const shown = head.slice(0, head.length - secretStartAtEnd(head));
    return { shown, cut: true, left: masked.length - shown.length + (text.length - read.length) };
}


/***/ }),

/***/ 35014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ safeText),
/* harmony export */   ar: () => (/* binding */ safeLogEntry),
/* harmony export */   g5: () => (/* binding */ summaryText),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* harmony import */ var _known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);
// Text from the instance (project names, publish log entries, error bodies) made harmless to
// print. The runner carries out a workflow command at the start of any line it reads
// (`::add-mask::`, `::stop-commands::`, `::save-state` ...), after leading spaces, and the
// older `##[command]` form anywhere in a line; a server that slips a line break into a message
// could otherwise command the runner. Every line, annotation and summary text of the action
// goes through safeText; summaryText also keeps markdown and HTML from being rendered.

// Every character .NET or a terminal may take for the end of a line.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
// Other control characters (terminal escapes among them); tab stays.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
// Bidirectional-text controls (U+202E and its kin) reorder what a reader sees after them: a
// name or message could show other text than it holds.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ZERO_WIDTH_SPACE = '\u200b';
/** One line that the runner reads as text: secrets hidden, no line break, no command. */
function safeText(text) {
    let line = (0,_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(String(text))
        .replace(LINE_BREAKS, ' ⏎ ')
        .replace(CONTROLS, '\ufffd')
        .replace(BIDI_CONTROLS, '\ufffd')
        .replaceAll('##[', `#${ZERO_WIDTH_SPACE}#[`);
    const start = line.length - line.trimStart().length;
    if (line.startsWith('::', start)) {
        line = `${line.slice(0, start)}:${ZERO_WIDTH_SPACE}${line.slice(start + 1)}`;
    }
    return line;
}
// Markdown and HTML punctuation as character references: shown as typed, never as a link,
// image, emphasis, heading, table cell, math or tag.
const MARKDOWN = /[&<>"'`*_[\]()!#|~$\\{}]/g;
const NAMED = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Server text for the job summary: one safe line, shown as text, not rendered. Character
 * references alone do not stop what GitHub finds in the text after decoding them (addresses
 * and e-mail addresses become links, `:name:` an emoji image), so those get a zero-width space.
 */
function summaryText(text) {
    return (safeText(text)
        .replace(MARKDOWN, char => NAMED[char] ?? `&#${char.charCodeAt(0)};`)
        // Bare addresses and e-mail addresses become links in GitHub's markdown.
        .replace(/:\/\//g, `&#58;${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, match => `${match.slice(0, 3)}${ZERO_WIDTH_SPACE}&#46;`)
        .replaceAll('@', `&#64;${ZERO_WIDTH_SPACE}`)
        // `:shipit:` is an image.
        .replace(/:(?=[A-Za-z0-9+-][\w+-]*:)/g, `:${ZERO_WIDTH_SPACE}`)
        // At the start of a list item or a line: no list marker, no heading or rule underline,
        // no indented code.
        .replace(/^[ \t]+/, space => '&#32;'.repeat(space.length))
        .replace(/^([-+=]|\d+(?=\.))/, (mark) => /^\d/.test(mark)
        ? `${mark.slice(0, -1)}&#${mark.charCodeAt(mark.length - 1)};`
        : `&#${mark.charCodeAt(0)};`));
}
/** A publish log entry with each of its texts made safe (for the log, the file, the summary). */
function safeLogEntry(entry) {
    return {
        logType: safeText(entry.logType),
        message: safeText(entry.message),
        ...(entry.timestamp === undefined ? {} : { timestamp: safeText(entry.timestamp) })
    };
}
/**
 * Text from outside for the command line's text: one line, secrets hidden, controls replaced, and
 * what the runner would take for a command (the command line runs in CI logs too) broken by a
 * visible space, not an invisible character: the text copies as it reads.
 */
function plainText(text) {
    const line = (0,_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(String(text))
        .replace(LINE_BREAKS, ' ⏎ ')
        .replace(CONTROLS, '\ufffd')
        .replace(BIDI_CONTROLS, '\ufffd')
        .replaceAll('##[', '# #[');
    const start = line.length - line.trimStart().length;
    return line.startsWith('::', start) ? `${line.slice(0, start)}: ${line.slice(start + 1)}` : line;
}


/***/ }),

/***/ 95658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ MAX_SUMMARY_BYTES),
  G: () => (/* binding */ renderMarkdown)
});

;// CONCATENATED MODULE: ./src/report/html.ts
// Text that goes into the job summary's HTML: shown as written, never as markup.
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}

// EXTERNAL MODULE: ./src/redact/safe-text.ts
var safe_text = __webpack_require__(35014);
// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
;// CONCATENATED MODULE: ./src/report/markdown.ts
// A summary (summary.ts) as the job summary's markdown, HTML tables inside: the action's words
// HTML-escaped, the instance's text through summaryText (shown as written, never rendered).



// The runner keeps at most 1 MiB of summary per step and drops a larger one whole: a summary
// stays under this many bytes (escaped, as written), its log cut with "and N more".
const MAX_SUMMARY_BYTES = 900 * 1024;
function span(part, place) {
    if (typeof part === 'string')
        return escapeHtml(part);
    if ('quote' in part)
        return (0,safe_text/* summaryText */.g5)(part.quote);
    if ('code' in part)
        return `<code>${part.quoted ? (0,safe_text/* summaryText */.g5)(part.code) : escapeHtml(part.code)}</code>`;
    if ('strong' in part) {
        const inner = line(part.strong, place);
        return place === 'html' ? `<b>${inner}</b>` : `**${inner}**`;
    }
    return `<a href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a>`;
}
function line(spans, place) {
    return spans.map(part => span(part, place)).join('');
}
function byteLength(lines) {
    return lines.reduce((sum, text) => sum + Buffer.byteLength(text) + 1, 0);
}
function render(block, lines) {
    switch (block.kind) {
        case 'heading':
            lines.push(`${'#'.repeat(block.level)} ${line(block.text, 'markdown')}`, '');
            return;
        case 'paragraph':
            lines.push(line(block.text, 'markdown'), '');
            return;
        case 'note':
            lines.push(...block.lines.map(text => `> ${line(text, 'markdown')}`), '');
            return;
        case 'list':
            lines.push(...block.items.map(item => `- ${line(item, 'markdown')}`), '');
            return;
        case 'fields':
            lines.push('<table>');
            for (const [name, value] of block.rows)
                lines.push(`<tr><th align="left">${line(name, 'html')}</th><td>${line(value, 'html')}</td></tr>`);
            lines.push('</table>', '');
            return;
        case 'table':
            if (block.html) {
                lines.push('<table>', `<tr>${block.head.map(name => `<th align="left">${escapeHtml(name)}</th>`).join('')}</tr>`, ...block.rows.map(row => `<tr>${row.map(cell => `<td>${line(cell, 'html')}</td>`).join('')}</tr>`), '</table>', '');
                return;
            }
            lines.push(`| ${block.head.map(escapeHtml).join(' | ')} |`, `| ${block.head.map((_, index) => (block.alignRight?.includes(index) ? '---:' : '---')).join(' | ')} |`, ...block.rows.map(row => `| ${row.map(cell => line(cell, 'markdown')).join(' | ')} |`), '');
            return;
        case 'details':
            lines.push(`<details><summary>${escapeHtml(block.title)}</summary>`, '');
            for (const inner of block.blocks)
                render(inner, lines);
            lines.push('</details>', '');
            return;
        case 'log': {
            // Each line escaped as text, as many as the bytes left hold (escaping can make a line
            // several times longer).
            const head = [`<details><summary>${escapeHtml(block.title)}</summary>`, '', '<pre>'];
            const tail = ['</pre>', '</details>', ''];
            let budget = MAX_SUMMARY_BYTES - byteLength([...lines, ...head, ...tail]) - 200; // the "more" line
            const shown = [];
            for (const entry of block.lines) {
                const text = (0,safe_text/* summaryText */.g5)(entry);
                budget -= Buffer.byteLength(text) + 1;
                if (budget < 0)
                    break;
                shown.push(text);
            }
            const more = block.lines.length - shown.length;
            if (more > 0)
                shown.push(`… and ${more} more ${escapeHtml(block.rest)}`);
            lines.push(head.join('\n') + shown.join('\n'), ...tail);
            return;
        }
    }
}
/** The summary as GITHUB_STEP_SUMMARY takes it. */
function renderMarkdown(summary) {
    const lines = [];
    for (const block of summary.blocks)
        render(block, lines);
    return (0,known_secrets/* maskSecrets */.QU)(lines.join('\n'));
}


/***/ }),

/***/ 6676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95658);
/* harmony import */ var _redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35014);
// A summary (summary.ts) as the command line prints it: plain lines, no markup, no character
// reference, no invisible character (what is printed can be copied as it reads).



function span(part) {
    if (typeof part === 'string')
        return part;
    if ('quote' in part)
        return (0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(part.quote);
    if ('code' in part)
        return part.quoted ? (0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(part.code) : part.code;
    if ('strong' in part)
        return line(part.strong);
    return `${part.text} (${part.link})`;
}
function line(spans) {
    return spans.map(span).join('');
}
function render(block, lines, bytes) {
    switch (block.kind) {
        case 'heading':
        case 'paragraph':
            lines.push(line(block.text), '');
            return;
        case 'note':
            lines.push(...block.lines.map(line), '');
            return;
        case 'list':
            lines.push(...block.items.map(item => `- ${line(item)}`), '');
            return;
        case 'fields':
            lines.push(...block.rows.map(([name, value]) => `${line(name)}: ${line(value)}`), '');
            return;
        case 'table':
            lines.push(block.head.join(' | '), ...block.rows.map(row => row.map(line).join(' | ')), '');
            return;
        case 'details':
            lines.push(block.title);
            for (const inner of block.blocks)
                render(inner, lines, bytes);
            return;
        case 'log': {
            lines.push(block.title);
            // Bounded as the job summary's is: a publish log can hold thousands of lines.
            let budget = _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SUMMARY_BYTES */ .Q - bytes() - 200;
            let shown = 0;
            for (const entry of block.lines) {
                const text = (0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(entry);
                budget -= Buffer.byteLength(text) + 1;
                if (budget < 0)
                    break;
                lines.push(text);
                shown++;
            }
            if (shown < block.lines.length)
                lines.push(`… and ${block.lines.length - shown} more ${block.rest}`);
            lines.push('');
            return;
        }
    }
}
/** The summary as text for a terminal or a CI log. */
function renderText(summary) {
    const lines = [];
    const bytes = () => lines.reduce((sum, text) => sum + Buffer.byteLength(text) + 1, 0);
    for (const block of summary.blocks)
        render(block, lines, bytes);
    return (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(lines.join('\n').trimEnd());
}


/***/ }),

/***/ 3144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ retry)
/* harmony export */ });
// The one retry loop: login (the API Login Limit and lost connections), publishEnd polling and
// the re-login of a lost session all run through it. Hand-written on purpose: p-retry (the
// well-kept choice) waits exponentially with jitter on its own timers, and these loops need
// waits of `delay × n` or "until the deadline", on a sleep the tests can replace.
/** Runs `work` until it returns, a failure is not retryable, or the attempts are used up. */
async function retry(work, options) {
    const attempts = Math.max(1, options.attempts);
    for (let attempt = 1;; attempt++) {
        options.signal?.throwIfAborted();
        try {
            return await work(attempt);
        }
        catch (error) {
            if (attempt >= attempts || !(options.retryable?.(error, attempt) ?? true))
                throw error;
            const waitMs = Math.max(0, options.delayMs(attempt));
            await options.onRetry?.({ error, attempt, attempts, waitMs });
            if (waitMs > 0)
                await options.sleep(waitMs, options.signal);
        }
    }
}


/***/ }),

/***/ 56491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: ./src/api/client.ts + 15 modules
var api_client = __webpack_require__(47388);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
// EXTERNAL MODULE: ./src/redact/safe-text.ts
var safe_text = __webpack_require__(35014);
;// CONCATENATED MODULE: ./src/runner/log.ts

/** The runner's log, each text made safe first. */
function safeLog(runner) {
    const safeText = runner.host === 'cli' ? safe_text/* plainText */.wh : safe_text/* safeText */.Hk;
    const title = (value) => value === undefined ? undefined : safeText(value);
    return {
        info: message => runner.info(safeText(message)),
        notice: (message, heading) => runner.notice(safeText(message), title(heading)),
        warning: (message, heading) => runner.warning(safeText(message), title(heading)),
        error: (message, heading) => runner.error(safeText(message), title(heading)),
        annotate: (level, message, where) => runner.annotate(level, safeText(message), {
            title: safeText(where.title),
            file: where.file === undefined ? undefined : safeText(where.file),
            line: where.line
        })
    };
}

;// CONCATENATED MODULE: ./src/runner/cancellation.ts

// After the signal, how long an in-flight request may keep the command alive.
const GRACE_MS = 3000;
/**
 * Listens for the runner's cancellation. `stopping` is the warning when the signal comes;
 * `inFlight` is the command's result when the grace time is over and it has not ended by
 * itself: the runner abandons the command with it. Without words, the signal only aborts.
 * `finishing`: the command finishes its work anyway (the post step's release, each request
 * bounded): the signal is an info line saying so, and neither aborts nor abandons it.
 */
function watchCancellation(runner, options, finishing) {
    const controller = new AbortController();
    let received;
    let abandon;
    let disposed = false;
    const giveUp = (signal, options) => {
        const hold = options.holdFor?.();
        if (hold === undefined) {
            runner.abandon(options.inFlight(signal));
            return;
        }
        // Once the call is answered the step gets its grace time again to end by itself.
        void hold.then(() => !disposed && (abandon = setTimeout(() => giveUp(signal, options), GRACE_MS).unref()), () => !disposed && (abandon = setTimeout(() => giveUp(signal, options), GRACE_MS).unref()));
    };
    const stopListening = runner.onCancel(signal => {
        if (finishing !== undefined) {
            // Each signal said: a second Ctrl-C is answered too, and the work still goes on.
            received ??= signal;
            safeLog(runner).info(`Received ${signal}: ${finishing}`);
            return;
        }
        if (received)
            return;
        received = signal;
        if (options)
            safeLog(runner).warning(`Received ${signal}: ${options.stopping}`);
        controller.abort();
        if (options)
            abandon = setTimeout(() => giveUp(signal, options), GRACE_MS).unref();
    });
    return {
        signal: controller.signal,
        received: () => received,
        dispose: () => {
            disposed = true;
            stopListening();
            clearTimeout(abandon);
        }
    };
}

// EXTERNAL MODULE: ./src/runner/secrets.ts
var secrets = __webpack_require__(72995);
;// CONCATENATED MODULE: ./src/runner/command.ts
// One shape for every command (src/commands/), and runCommand, the opening they all share: the
// password masked before anything is read, a bad input turned into the command's failed result,
// the cancellation watched and released, the log made safe. A host (src/hosts/) only builds the
// Runner, calls runCommand and turns the result into outputs or an exit code.






/** Runs one command on `runner`: the opening every command needs, then its own run. */
async function runCommand(command, runner) {
    (0,secrets/* maskPasswordInput */.WC)(runner);
    const cancel = watchCancellation(runner, command.cancellation?.(runner), command.finishesOnSignal?.(runner));
    try {
        const log = safeLog(runner);
        let settings;
        try {
            settings = await command.readSettings(runner, log);
        }
        catch (error) {
            return await command.notStarted(error instanceof input_error/* InputError */.d ? error.message : `Input check failed: ${(0,message_of/* messageOf */.b)(error)}`, runner);
        }
        // base-url goes from the settings to the client here, the one place (docs/design.md).
        const login = command.login?.(settings);
        // Until the instance answers once, the wait is told every 30 s in the command's words.
        const waitLine = command.firstAnswerWait;
        const client = login &&
            (0,api_client/* clientFor */.$)({
                ...login,
                ...(waitLine ? { onFirstAnswerWait: wait => log.info(waitLine(wait, runner.host)) } : {})
            });
        const source = command.sourceLogin?.(settings);
        const sourceClient = source &&
            (0,api_client/* clientFor */.$)({
                ...source,
                ...(waitLine ? { onFirstAnswerWait: wait => log.info(waitLine(wait, runner.host)) } : {})
            });
        return await command.run({
            runner,
            log,
            settings,
            cancel,
            ...(sourceClient ? { sourceClient } : {}),
            get client() {
                if (client === undefined)
                    throw new Error('kit.client without login()');
                return client;
            }
        });
    }
    finally {
        cancel.dispose();
    }
}


/***/ }),

/***/ 41814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ onCancelSignals)
/* harmony export */ });
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** The process's cancellation signals to `listener`, until the returned function removes it. */
function onCancelSignals(listener) {
    const handlers = CANCEL_SIGNALS.map(signal => {
        const handler = () => listener(signal);
        process.on(signal, handler);
        return { signal, handler };
    });
    return () => {
        for (const { signal, handler } of handlers)
            process.off(signal, handler);
    };
}


/***/ }),

/***/ 72995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ addSecret),
/* harmony export */   WC: () => (/* binding */ maskPasswordInput),
/* harmony export */   nR: () => (/* binding */ addPassword),
/* harmony export */   s0: () => (/* binding */ hideSecrets)
/* harmony export */ });
/* unused harmony exports passwordForms, base64Forms */
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);

/**
 * The password as typed and as an HTML page, a JSON body or a URL would carry it: the runner
 * masks only the exact text it was given.
 */
function passwordForms(password) {
    const html = (apostrophe) => password
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", apostrophe);
    const json = JSON.stringify(password).slice(1, -1);
    // .NET's serializers escape HTML-significant and non-ASCII characters as \uXXXX.
    const jsonAscii = password
        .replaceAll('\\', '\\\\')
        .replace(/[^\x20-\x7e]|[&<>'"]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const url = encodeURIComponent(password);
    const base = [
        password,
        html('&#39;'),
        html('&#x27;'),
        html('&apos;'),
        json,
        jsonAscii.replaceAll('\\u0022', '\\"'),
        jsonAscii,
        url,
        url.replaceAll('%20', '+'),
        url.toLowerCase(),
        ...urlObjectForms(password),
        ...dotNetForms(password)
    ];
    // Error pages and excerpts collapse white space (tabs, line breaks, runs of spaces) to one.
    const forms = base.flatMap(form => [
        form,
        form.replace(/\s+/g, ' '),
        form.replace(/\s+/g, ' ').trim()
    ]);
    return [...new Set(forms)].filter(form => form !== '');
}
/**
 * The password as a URL object writes it back in a path and in a query (a redirect's address in
 * a message): its own escapes (`'` as %27 in a query, `'` kept in a path), not
 * encodeURIComponent's.
 */
function urlObjectForms(password) {
    const escaped = password.replaceAll('%', '%25').replaceAll('#', '%23');
    try {
        return [
            new URL(`http://host/?${escaped}`).search.slice(1),
            new URL(`http://host/${escaped.replaceAll('?', '%3F')}`).pathname.slice(1)
        ];
    }
    catch {
        return [];
    }
}
/** The backslash escapes both of .NET's JSON and JavaScript string encoders write. */
const SHORT_ESCAPES = {
    '\\': '\\\\',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
    '\b': '\\b',
    '\f': '\\f'
};
/** The forms .NET's own encoders write. */
function dotNetForms(password) {
    const utf8Hex = (char, upper) => [...Buffer.from(char, 'utf8')]
        .map(byte => `%${byte.toString(16).padStart(2, '0')}`)
        .map(hex => (upper ? hex.toUpperCase() : hex))
        .join('');
    // HttpUtility.UrlEncode: lower-case hex, `+` for a space, `!()*-._` left as they are.
    const urlEncode = password.replace(/[^A-Za-z0-9!()*\-._]/gu, char => char === ' ' ? '+' : utf8Hex(char, false));
    // WebUtility.UrlEncode: the same characters left, but upper-case hex (`'` is %27, `~` %7E).
    const webUrlEncode = password.replace(/[^A-Za-z0-9!()*\-._]/gu, char => char === ' ' ? '+' : utf8Hex(char, true));
    // Uri.EscapeDataString: upper-case hex, only `-._~` left.
    const escapeDataString = password.replace(/[^A-Za-z0-9\-._~]/gu, char => utf8Hex(char, true));
    // System.Text.Json (JavaScriptEncoder.Default): HTML-significant characters, `+`, the backtick
    // and everything outside printable ASCII as \uXXXX with upper-case hex.
    const textJson = [...password]
        .map(char => {
        const short = SHORT_ESCAPES[char];
        if (short)
            return short;
        if (/[^\x20-\x7e]|[<>&'"+`]/.test(char)) {
            return [...char]
                .map(unit => unit.charCodeAt(0))
                .flatMap(code => code > 0xffff
                ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)]
                : [code])
                .map(code => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`)
                .join('');
        }
        return char;
    })
        .join('');
    // HttpUtility.HtmlEncode: `&<>"'` named or `&#39;`, and U+00A0 to U+00FF as decimal references.
    const htmlEncode = password
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;')
        .replace(/[\u00a0-\u00ff]/g, char => `&#${char.charCodeAt(0)};`);
    const htmlAllNumeric = htmlEncode.replace(/[\u0080-\u{10ffff}]/gu, char => `&#${char.codePointAt(0)};`);
    // HttpUtility.JavaScriptStringEncode: `"` and `\\` with a backslash, the short escapes,
    // and `'`, `<`, `>`, `&`, other controls, U+0085, U+2028 and U+2029 as \u with lower-case hex;
    // other characters (é) as they are.
    const javaScriptStringEncode = [...password]
        .map(char => {
        const short = char === '"' ? '\\"' : SHORT_ESCAPES[char];
        if (short)
            return short;
        const code = char.charCodeAt(0);
        if (code < 0x20 || "'<>&".includes(char) || [0x85, 0x2028, 0x2029].includes(code)) {
            return `\\u${code.toString(16).padStart(4, '0')}`;
        }
        return char;
    })
        .join('');
    return [
        urlEncode,
        webUrlEncode,
        escapeDataString,
        textJson,
        htmlEncode,
        htmlAllNumeric,
        javaScriptStringEncode
    ];
}
/**
 * The password in base64 (a Basic authorization header, a token an instance echoes), also as it
 * shows inside a longer base64 text: starting 1 or 2 bytes into a group, the first characters
 * differ, so those forms drop them (the runner masks base64 the same way). Forms shorter than
 * 6 characters are left out: they would mask ordinary words.
 */
function base64Forms(password) {
    const bytes = Buffer.from(password, 'utf8');
    const forms = [];
    // Alone: with and without its padding.
    const alone = bytes.toString('base64');
    forms.push(alone, alone.replace(/=+$/, ''));
    for (const offset of [0, 1, 2]) {
        const shifted = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        // Inside a longer text: the characters that also hold the bytes before it (1 byte: 2
        // characters, 2 bytes: 3) and the last, partial group (it holds what follows) differ.
        const start = offset === 0 ? 0 : offset + 1;
        const whole = Math.floor((offset + bytes.length) / 3) * 4;
        forms.push(shifted.slice(start, whole));
    }
    return [...new Set(forms)].filter(form => form.length >= 6);
}
// The values each runner was told. The password is added more than once (the command line, then
// its step, then the post step's code): each form reaches a runner's log (`::add-mask::`) once.
const told = new WeakMap();
/** Masks `value` in the log from now on, and in the text passed to hideSecrets. */
function addSecret(runner, value) {
    if (value === '')
        return;
    (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .rememberSecret */ .Gz)(value);
    // Each runner is told (a process may run several: the command line's commands, tests).
    let values = told.get(runner);
    if (values === undefined)
        told.set(runner, (values = new Set()));
    if (values.has(value))
        return;
    values.add(value);
    runner.setSecret(value);
}
function addPassword(runner, password) {
    for (const form of passwordForms(password))
        addSecret(runner, form);
    // The runner masks base64 forms of every secret itself; the text the action writes (the
    // summary, the publish-log file) and the command line's output need them here.
    for (const form of base64Forms(password))
        (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .rememberSecret */ .Gz)(form);
}
/** The password input, in every form it may be printed in, hidden before anything is read. */
function maskPasswordInput(runner) {
    const password = runner.getInput('password');
    if (password)
        addPassword(runner, password);
}
/** `text` with every secret replaced by `***`, as the runner shows the log. */
function hideSecrets(text) {
    return (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(text);
}


/***/ }),

/***/ 21358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf)
/* harmony export */ });
// The message of anything thrown, for the sentences the action writes around it. A leaf: the API
// client, the packager, the flow and the entry points all use it.
/** The message of an error, also of one from another realm (where instanceof Error fails). */
function messageOf(error) {
    const message = error?.message;
    return typeof message === 'string' ? message : String(error);
}


/***/ }),

/***/ 88269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ END_OF_CENTRAL_DIRECTORY),
/* harmony export */   lB: () => (/* binding */ readEndRecord),
/* harmony export */   r7: () => (/* binding */ LOCAL_FILE_HEADER),
/* harmony export */   yK: () => (/* binding */ signatureOf)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** The first four bytes as a little-endian number; undefined when they cannot be read. */
async function signatureOf(filePath) {
    try {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(filePath, 'r');
        try {
            const head = Buffer.alloc(4);
            const { bytesRead } = await file.read(head, 0, 4, 0);
            return bytesRead === 4 ? head.readUInt32LE(0) : undefined;
        }
        finally {
            await file.close();
        }
    }
    catch {
        return undefined;
    }
}
/**
 * The end of a zip of `size` bytes that can hold its end record (22 bytes and a comment of at
 * most 65535), and where in it the record starts (-1 when there is none).
 */
async function readEndRecord(file, size) {
    const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    return { tail, at: findEndRecord(tail) };
}
/** Position of the last end-of-central-directory signature whose comment fits in the file. */
function findEndRecord(tail) {
    for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
        if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
            at + EOCD_SIZE + tail.readUInt16LE(at + 20) <= tail.length) {
            return at;
        }
    }
    return -1;
}


/***/ })

};
