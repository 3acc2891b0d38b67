export const id = 147;
export const ids = [147];
export const modules = {

/***/ 12538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ waitForSite),
/* harmony export */   R: () => (/* binding */ verifyPublish)
/* harmony export */ });
/* harmony import */ var _api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84019);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _retry_deadline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54420);
// The verification after a completed publish: the site answers `GET /entity` again, the
// projects of the publish are listed by getPublished (with a new session when the restart ended
// the run's one: the old one logged out first, so that a run never holds two API seats), each
// verify-entities read answers rows and each verify-screens screen opens. Reads that answer as
// a site that needs one more restart until the deadline make the problem `needs-restart`.
// Everything within verify-timeout, counted from the end of the publish (or from a restart, or
// from the start of the command line's check). It records a VerificationReport; it never
// imports, publishes or restarts.



/**
 * Polls `GET /entity` every poll-interval until it answers JSON of either form, or `deadline`.
 * Everything else (refused, reset, 5xx, a web page, no answer in time) means "not yet".
 */
async function waitForSite(ports, settings, since, deadline) {
    const until = new _retry_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B(deadline, ports);
    const seconds = () => (ports.now() - since) / 1000;
    let lastAnswer = 'no answer yet';
    let told = false;
    for (;;) {
        if (until.passed())
            return { seconds: seconds(), lastAnswer };
        try {
            const info = await ports.api.readInstance(until.left());
            return { info, seconds: seconds(), lastAnswer };
        }
        catch (error) {
            if (ports.signal?.aborted)
                throw error;
            lastAnswer = error instanceof Error ? error.message : String(error);
            if (!told)
                ports.log.event({ kind: 'site-waiting', reason: lastAnswer });
            told = true;
        }
        await until.pause(settings.pollIntervalSeconds * 1000);
    }
}
async function verifyPublish(settings, verify, projectNames, publishEndedAt, ports, hooks) {
    const { api, log } = ports;
    const deadline = new _retry_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B(publishEndedAt + verify.timeoutSeconds * 1000, ports);
    const report = {
        loggedInAgain: false,
        entities: verify.entities.map((spec) => ({
            line: spec.line,
            state: 'not-read',
            attempts: 0
        })),
        screens: verify.screens.map((id) => ({
            line: id,
            target: id,
            state: 'not-read',
            attempts: 0
        }))
    };
    // An instance (or a proxy in front of it) that never answered GET /entity cannot be waited
    // for with it: the published list, retried until the deadline, then stands for the site.
    const site = hooks.unreadable
        ? { info: { endpoints: [] }, seconds: NaN, lastAnswer: hooks.unreadable }
        : await waitForSite(ports, settings, publishEndedAt, deadline.at);
    if (hooks.unreadable) {
        report.siteCheckSkipped = hooks.unreadable;
        log.event({ kind: 'site-check-skipped', reason: hooks.unreadable });
    }
    else if (!site.info) {
        report.problem = {
            kind: 'site-not-ready',
            timeoutSeconds: verify.timeoutSeconds,
            lastAnswer: site.lastAnswer
        };
        return report;
    }
    const info = site.info;
    if (!hooks.unreadable) {
        report.siteReadySeconds = site.seconds;
        if (info.build)
            report.build = info.build;
        log.event({
            kind: 'site-ready',
            seconds: site.seconds,
            build: info.build,
            ...(hooks.since ? { since: hooks.since } : {})
        });
    }
    /** The run's session, or one new login after the old one is logged out. */
    const withSession = async (call) => {
        try {
            return await call();
        }
        catch (error) {
            if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SessionLostError */ .Tv))
                throw error;
            log.event({ kind: 'verify-session-ended', reason: error.message });
            // The client's login releases the old session first: never two API seats at once.
            await hooks.login();
            report.loggedInAgain = true;
            return call();
        }
    };
    let listed;
    try {
        // Retried every poll-interval while it fails transiently (5xx, no answer), until the deadline.
        listed = await deadline.retry(() => withSession(() => api.getPublished(Math.max(1, deadline.left()))), {
            intervalMs: settings.pollIntervalSeconds * 1000,
            retryable: error => error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TransientError */ .N_ && !deadline.passed() && !ports.signal?.aborted
        });
    }
    catch (error) {
        report.problem = {
            kind: 'error',
            message: error instanceof Error ? error.message : String(error)
        };
        return report;
    }
    if (listed === undefined) {
        report.publishedUnavailable = true;
        log.event({ kind: 'verify-published-unavailable' });
    }
    else {
        report.listed = listed;
        const missing = projectNames.filter(name => !listed.some(l => l.toLowerCase() === name.toLowerCase()));
        if (missing.length > 0) {
            report.problem = { kind: 'not-listed', names: missing };
            return report;
        }
        if (projectNames.length > 0)
            log.event({ kind: 'verify-listed', names: [...projectNames] });
    }
    for (const [index, spec] of verify.entities.entries()) {
        const check = report.entities[index];
        const target = targetOf(spec, info);
        if (!target) {
            report.problem = { kind: 'no-endpoint', line: spec.line, endpoint: 'Default' };
            return report;
        }
        check.target = `${target.endpoint}/${target.version}/${target.entity}`;
        const timedOut = await readUntilAnswered(ports, settings, deadline, check, hooks, report, {
            kind: 'entity',
            read: withinMs => api.readEntity(target, withinMs)
        });
        if (check.state !== 'answered') {
            report.problem = check.needsRestart
                ? { kind: 'needs-restart', check, screen: false }
                : { kind: 'entity-failed', check, timedOut };
            return report;
        }
    }
    for (const check of report.screens) {
        const timedOut = await readUntilAnswered(ports, settings, deadline, check, hooks, report, {
            kind: 'screen',
            read: withinMs => api.readScreen(check.line, withinMs)
        });
        if (check.state !== 'answered') {
            report.problem = check.needsRestart
                ? { kind: 'needs-restart', check, screen: true }
                : { kind: 'screen-failed', check, timedOut };
            return report;
        }
    }
    // No GET /entity, no getPublished, no entity to read and no screen to open: `verify: true`
    // checked nothing.
    if (hooks.unreadable &&
        listed === undefined &&
        verify.entities.length === 0 &&
        verify.screens.length === 0) {
        report.checkedNothing = true;
        log.event({ kind: 'verify-checked-nothing' });
    }
    return report;
}
/** The endpoint of one line: as written, or the newest Default the instance lists. */
function targetOf(spec, info) {
    if (spec.endpoint && spec.version) {
        return { endpoint: spec.endpoint, version: spec.version, entity: spec.entity };
    }
    const endpoint = (0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .newestEndpoint */ .Gx)(info.endpoints, 'Default');
    return endpoint && { endpoint: endpoint.name, version: endpoint.version, entity: spec.entity };
}
/**
 * One entity read or screen, retried through 401 (a new login, the old session logged out
 * first) and 5xx, no answer or an answer of a site that needs one more restart, until the
 * deadline. A screen that shows the sign-in page again after the new login fails. Returns true
 * when it ran out of time.
 */
async function readUntilAnswered(ports, settings, deadline, check, hooks, report, what) {
    const { log } = ports;
    // One new login per read at most: a read that keeps answering 401 is then only retried.
    let loggedIn = false;
    for (;;) {
        check.attempts++;
        try {
            await what.read(Math.max(1, deadline.left()));
            check.state = 'answered';
            delete check.needsRestart;
            log.event(what.kind === 'entity'
                ? { kind: 'entity-answered', target: check.target }
                : { kind: 'screen-opened', target: check.target });
            return false;
        }
        catch (error) {
            if (ports.signal?.aborted)
                throw error;
            // A read cut short by the end of verify-timeout says nothing new of the entity: the
            // failure an earlier attempt got (the instance's own words) is the one to report.
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RequestTimeoutError */ .DH &&
                check.message !== undefined &&
                deadline.passed()) {
                return true;
            }
            check.state = 'failed';
            check.message = error instanceof Error ? error.message : String(error);
            const said = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD ? error.serverMessages[0] : undefined;
            if (said)
                check.serverMessage = said;
            else
                delete check.serverMessage;
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NeedsRestartError */ .Nw)
                check.needsRestart = true;
            else
                delete check.needsRestart;
            const retryable = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SessionLostError */ .Tv || error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TransientError */ .N_;
            if (!retryable)
                return false;
            if (what.kind === 'screen' && error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SessionLostError */ .Tv && loggedIn)
                return false;
            if (deadline.passed())
                return true;
            log.event({
                kind: what.kind === 'entity' ? 'entity-retry' : 'screen-retry',
                target: check.target,
                attempt: check.attempts,
                reason: check.message
            });
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SessionLostError */ .Tv && !loggedIn) {
                loggedIn = true;
                log.event({ kind: 'verify-session-ended', reason: error.message });
                await hooks.login();
                report.loggedInAgain = true;
            }
            else {
                await deadline.pause(settings.pollIntervalSeconds * 1000);
            }
            if (deadline.passed())
                return true;
        }
    }
}


/***/ }),

/***/ 22625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readMaintenanceOptions),
/* harmony export */   b: () => (/* binding */ readRemove)
/* harmony export */ });
/* harmony import */ var _api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84019);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39354);
/* harmony import */ var _login_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63988);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18463);
// busy-timeout, maintenance-endpoint, lockout, lockout-reason and remove: raw inputs -> the
// settings of a shared instance, checked before anything is sent.




function readMaintenanceOptions(input, run = {
    projectNames: []
}) {
    const busyTimeoutSeconds = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'busy-timeout', {
        min: 0,
        max: _values_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TIMER_SECONDS */ .Zu,
        why: _login_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMER_LIMIT */ .Y2,
        fallback: 600
    });
    const raw = input('maintenance-endpoint');
    const wantsLockout = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'lockout', true);
    const reason = input('lockout-reason');
    if (raw === '')
        return { busyTimeoutSeconds };
    const parts = raw.split('/');
    const [endpoint, version, entity] = parts;
    if (parts.length !== 3 ||
        !(0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isEntityName */ .$T)(endpoint) ||
        !(0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(version) ||
        !(0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isEntityName */ .$T)(entity)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('maintenance-endpoint', `("${raw}") must be Endpoint/Version/Entity of the Web Service Endpoint your team created over Apply Updates (SM203510), e.g. Lock/1/ApplyUpdate: names of letters, digits and _, the version digits and dots (see docs/maintenance.md).`);
    }
    // Users are never locked out for a run that changes nothing they use.
    const locks = wantsLockout && !run.validateOnly && !run.dryRun;
    const removing = run.remove !== undefined && run.remove.length > 0;
    const names = removing ? run.remove : run.projectNames;
    return {
        busyTimeoutSeconds,
        maintenanceEndpoint: { endpoint, version, entity },
        ...(locks
            ? {
                lockout: {
                    reason: reason || `${removing ? 'Removing' : 'Deploying'} ${names.join(', ')}`
                }
            }
            : {})
    };
}
/**
 * `remove`: names to unpublish, comma or newline separated. A run with it deploys nothing, so
 * the inputs that name a package are refused beside it (project-path is not read).
 */
function readRemove(input, checkName) {
    const names = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(input('remove'));
    if (names.length === 0)
        return undefined;
    for (const other of ['project-name', 'projects', 'package']) {
        if (input(other) !== '') {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(other, `cannot be combined with remove: a run with remove deploys nothing. Deploy in one run and remove in another, or leave ${other} empty.`);
        }
    }
    for (const other of ['validate-only', 'dry-run']) {
        if (/^true$/i.test(input(other))) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(other, `cannot be combined with remove: a removal publishes the other projects without the removed ones. Set ${other}: false, or leave remove empty.`);
        }
    }
    const template = input('backup-artifact-name');
    if (template !== '' && !template.includes('<name>')) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('backup-artifact-name', `("${template}") must contain <name> with remove, which backs up every published project, e.g. <name>-backup-production.`);
    }
    for (const name of names)
        checkName('remove', name);
    return names;
}


/***/ }),

/***/ 32269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ readVerifyOptions)
/* harmony export */ });
/* harmony import */ var _api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84019);
/* harmony import */ var _api_screen_answers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55672);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39354);
/* harmony import */ var _login_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63988);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18463);
// verify, verify-timeout, verify-entities, rollback, version-check and dry-run: raw inputs ->
// VerifyOptions, checked before anything is sent.





const VERSION_CHECKS = ['warn', 'fail', 'off'];
function readVerifyOptions(input) {
    const verify = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'verify', true);
    const timeoutSeconds = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'verify-timeout', {
        min: 0,
        exclusiveMin: true,
        max: _values_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TIMER_SECONDS */ .Zu,
        why: _login_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMER_LIMIT */ .Y2,
        fallback: 600
    });
    const entities = readEntities(input('verify-entities'));
    const screens = readScreens(input('verify-screens'));
    const restartWhenNeeded = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'restart-when-needed', true);
    const rollback = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'rollback', false);
    if (rollback && !verify) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('rollback', 'needs verify: true (a rollback follows a failed verification): set verify: true, or remove rollback.');
    }
    const raw = input('version-check') || 'warn';
    const versionCheck = VERSION_CHECKS.find(mode => mode === raw.toLowerCase());
    if (versionCheck === undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('version-check', `("${raw}") must be warn, fail or off.`);
    }
    return {
        ...(verify
            ? { verify: { timeoutSeconds, entities, screens, restartWhenNeeded, rollback } }
            : {}),
        versionCheck,
        dryRun: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'dry-run', false),
        productVersionGiven: input('product-version') !== ''
    };
}
function readEntities(raw) {
    const specs = [];
    for (const line of raw.split(/\r?\n/).map(l => l.trim())) {
        if (line === '')
            continue;
        const parts = line.split('/');
        const fix = 'write Entity (e.g. StockItem) or Endpoint/Version/Entity (e.g. Default/24.200.001/SalesOrder), one a line.';
        if (parts.length === 1 && (0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isEntityName */ .$T)(parts[0])) {
            specs.push({ entity: parts[0], line });
        }
        else if (parts.length === 3 &&
            (0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isEntityName */ .$T)(parts[0]) &&
            (0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(parts[1]) &&
            (0,_api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isEntityName */ .$T)(parts[2])) {
            specs.push({ endpoint: parts[0], version: parts[1], entity: parts[2], line });
        }
        else {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('verify-entities', `line "${line}" is not an entity: ${fix}`);
        }
    }
    return specs;
}
/** `verify-screens`: ids separated by commas or new lines, each once, upper case. */
function readScreens(raw) {
    const ids = [];
    for (const id of (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(raw)) {
        if (!(0,_api_screen_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .isScreenId */ .E1)(id)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('verify-screens', `"${id.slice(0, 40)}" is not a screen id: write ids such as SO301000 or IN202500 (two letters and six letters or digits), separated by commas or new lines.`);
        }
        if (!ids.includes(id.toUpperCase()))
            ids.push(id.toUpperCase());
    }
    return ids;
}


/***/ }),

/***/ 71782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ contentDigestOfKey),
/* harmony export */   gd: () => (/* binding */ ledgerPrefix),
/* harmony export */   hj: () => (/* binding */ digestOfKey),
/* harmony export */   lj: () => (/* binding */ ledgerKey)
/* harmony export */ });
/* unused harmony export instanceName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The cache keys of the ledger. One entry per completed deploy: the prefix names the instance
// (host, port and path), the tenant and the project, so that a prefix lookup finds the newest
// entry of these three whatever its package; then the run and the package digest. Every part
// is percent-encoded, so that no part can run into the next one (`|` never appears inside a
// part) and the key never holds a comma (the cache refuses them).

const VERSION = 'acumatica-deploy-ledger-v1';
/** The cache refuses keys over 512 characters; the run and both digests take about 165. */
const MAX_PREFIX = 340;
/**
 * The instance as the key names it: host (lower case) and port, then the path (lower case: IIS
 * paths are not case-sensitive) without a trailing `/`. The scheme is left out: one site.
 */
function instanceName(baseUrl) {
    const url = new URL(baseUrl);
    const port = url.port || (url.protocol === 'http:' ? '80' : '443');
    const pathName = url.pathname.replace(/\/+$/, '').toLowerCase();
    return `${url.hostname.toLowerCase()}:${port}${pathName}`;
}
/** The prefix shared by every entry of this instance, tenant and project; ends with `|`. */
function ledgerPrefix(scope) {
    // Tenant and project names are not case-sensitive on an instance.
    const parts = [
        instanceName(scope.baseUrl),
        scope.tenant.toLowerCase(),
        scope.project.toLowerCase()
    ].map(part => encodeURIComponent(part));
    const prefix = `${VERSION}|${parts.join('|')}|`;
    if (prefix.length <= MAX_PREFIX)
        return prefix;
    // A very long address: its digest instead, still one prefix per instance, tenant and project.
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(parts.join('|')).digest('hex');
    return `${VERSION}|sha256-${digest}|`;
}
/**
 * The key of one entry: the prefix, the run, the package digest, then the content digest (the
 * items and files as the Changes comparison sees them; entries of earlier versions have none).
 */
function ledgerKey(scope, run, digest, contentDigest) {
    const runPart = encodeURIComponent(`run-${run.id}-${run.attempt}`);
    const content = contentDigest ? `|${contentDigest.toLowerCase()}` : '';
    return `${ledgerPrefix(scope)}${runPart}|${digest.toLowerCase()}${content}`;
}
function digestsOfKey(scope, key) {
    const prefix = ledgerPrefix(scope);
    if (!key.startsWith(prefix))
        return null;
    return /^[^|]+\|([0-9a-f]{64})(?:\|([0-9a-f]{64}))?$/.exec(key.slice(prefix.length));
}
/** The package digest in a key this module made, or undefined for any other key. */
function digestOfKey(scope, key) {
    return digestsOfKey(scope, key)?.[1];
}
/** The content digest at the end of a key this module made, if it has one. */
function contentDigestOfKey(scope, key) {
    return digestsOfKey(scope, key)?.[2];
}


/***/ }),

/***/ 54420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3144);
// The one deadline: the busy wait, publishEnd polling and the verification's loops all count
// against a moment (busy-timeout, publish-timeout, verify-timeout) on a clock the tests replace,
// and wait "the poll interval, or what is left of the time when that is less".

class Deadline {
    at;
    clock;
    constructor(
    /** The moment, in ms of `clock.now()`. */
    at, clock) {
        this.at = at;
        this.clock = clock;
    }
    /** ms left, 0 once the moment has passed. */
    left() {
        return Math.max(0, this.at - this.clock.now());
    }
    passed() {
        return this.clock.now() >= this.at;
    }
    /** Waits `intervalMs`, or what is left of the time when that is less (not at all once passed). */
    async pause(intervalMs) {
        const ms = Math.min(intervalMs, this.at - this.clock.now());
        if (ms > 0)
            await this.clock.sleep(ms, this.clock.signal);
    }
    /**
     * Runs `work` until it returns or a failure is not retryable, waiting the interval (or what is
     * left of the time) between attempts: the last wait ends at the deadline, and the attempt then
     * still runs. An abort stops it before the next attempt. `work` is told the ms left (at least
     * 1), to bound its request.
     */
    retry(work, options) {
        const { clock } = this;
        return (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .retry */ .L)(() => work(Math.max(1, this.left())), {
            attempts: Infinity,
            delayMs: () => Math.min(options.intervalMs, this.left()),
            retryable: options.retryable,
            ...(options.onRetry ? { onRetry: options.onRetry } : {}),
            sleep: clock.sleep,
            signal: clock.signal
        });
    }
}


/***/ }),

/***/ 24147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// UNUSED EXPORTS: attemptName

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/client.ts + 15 modules
var api_client = __webpack_require__(47388);
// EXTERNAL MODULE: ./src/zip/read-zip.ts
var read_zip = __webpack_require__(45365);
;// CONCATENATED MODULE: ./src/changes/package-digest.ts
// The digest that names a package in the ledger of completed deploys: computed from what the package
// holds (entry names and bytes), not from the zip's bytes, so that rebuilding the same content
// with another zip writer or file times gives the same digest.


/**
 * SHA-256 over the package's entries sorted by name (each: the name's UTF-8 bytes, a NUL byte,
 * the entry's uncompressed bytes), then `level`, a NUL byte and the Import's level: a package
 * imported at another level is another deploy. Returns lower-case hex.
 */
async function packageDigest(zipPath, level) {
    return (0,read_zip/* withZip */.o7)(zipPath, async (zip) => {
        const entries = [];
        for await (const entry of zip.files())
            entries.push(entry);
        // Byte order of the UTF-8 names: the same on every runner, whatever its locale.
        entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
        const hash = (0,external_node_crypto_.createHash)('sha256');
        for (const entry of entries) {
            hash.update(entry.name, 'utf8');
            hash.update(NUL);
            for await (const chunk of await zip.open(entry))
                hash.update(chunk);
        }
        hash.update(`level`);
        hash.update(NUL);
        hash.update(String(level));
        return hash.digest('hex');
    });
}
const NUL = Buffer.from([0]);

// EXTERNAL MODULE: ./src/project/item-key.ts
var item_key = __webpack_require__(82944);
// EXTERNAL MODULE: ./src/project/item-splitter.ts
var item_splitter = __webpack_require__(93132);
// EXTERNAL MODULE: ./src/project/xml-scan.ts
var xml_scan = __webpack_require__(7672);
;// CONCATENATED MODULE: ./src/changes/canonical-item.ts
// An item's canonical form: what the instance keeps of it, whatever the writer. getProject
// rebuilds project.xml from the database (its own indentation, attribute order and line
// endings), so stored and new items compare on this form, never on bytes.


/**
 * One element's key data and the SHA-256 (hex) of its canonical form: element names, attributes
 * as a set (sorted by name), text that is not blank (trimmed), CDATA with line endings made
 * `\n`, children in order. Comments and processing instructions do not count, nor the `FileID` of
 * a `<File>` item (the instance's own number for the file, which a source-control folder does
 * not keep: a folder's build would otherwise change every file item). A plain element
 * (every package's, as a rule) is read by the fast reader, anything else by saxes; one read
 * gives both. Throws when the text is not well-formed XML.
 */
function readCanonicalItem(bytes, displayName) {
    const canonical = new CanonicalForm();
    let scanned = (0,xml_scan/* scanPlainBytes */.d3)(bytes, displayName, { sink: canonical });
    if (scanned === undefined) {
        const scanner = new xml_scan/* XmlScanner */.KG(displayName, false, undefined, canonical);
        scanner.feed(bytes);
        scanned = scanner.finish();
    }
    return { scanned, digest: canonical.digest() };
}
/** The digest of readCanonicalItem alone, in hex. */
function canonicalDigest(elementXml) {
    return readCanonicalItem(Buffer.from(elementXml), 'item').digest.toString('hex');
}
/** Receives an element's nodes from the scanner and hashes their canonical form. */
class CanonicalForm {
    /** The tokens so far (an item is small: one string, hashed once, costs less than a stream). */
    form = '';
    depth = 0;
    open(name, attributes) {
        const item = this.depth++ === 0;
        const sorted = Object.entries(attributes)
            .filter(([attribute]) => !(item && name === 'File' && attribute === 'FileID'))
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        this.put('<', [name, sorted]);
    }
    close() {
        this.depth--;
        this.put('>', '');
    }
    text(text) {
        const trimmed = text.trim();
        if (trimmed !== '')
            this.put('t', lineFeeds(trimmed));
    }
    cdata(text) {
        this.put('c', lineFeeds(text));
    }
    comment() { }
    processingInstruction() { }
    digest() {
        return (0,external_node_crypto_.hash)('sha256', this.form, 'buffer');
    }
    // Each token is written as JSON, so no name or value can fake a delimiter.
    put(kind, value) {
        this.form += `${kind}${JSON.stringify(value)}\n`;
    }
}
function lineFeeds(text) {
    return text.replace(/\r\n?/g, '\n');
}

;// CONCATENATED MODULE: ./src/changes/digest-table.ts
// Item key -> SHA-256 of the item's canonical form, in the order the items came. Keys and digests
// live in buffers, not as strings on the JavaScript heap: a project of 116,000 items held as a
// Map of strings left about 200 bytes per item on the heap, and two of them made V8 (Node 24)
// grow its young generation to about 100 MiB and keep it through the backup uploads that
// follow, which took the deploy of several projects over its 300 MiB ceiling (docs/performance.md).
// An open-addressing hash table over typed arrays: a few MiB for that project, and no object per
// item for the collector to copy.
const DIGEST_BYTES = 32;
const EMPTY = -1;
class DigestTable {
    /** UTF-8 keys, one after another; key `i` ends at `keyEnds[i]`. */
    keyBytes = Buffer.allocUnsafe(64 * 1024);
    keyUsed = 0;
    keyEnds = new Uint32Array(1024);
    hashes = new Uint32Array(1024);
    digests = Buffer.allocUnsafe(1024 * DIGEST_BYTES);
    /** Entry index per slot, EMPTY where none; never more than half full. */
    slots = new Int32Array(2048).fill(EMPTY);
    count = 0;
    get size() {
        return this.count;
    }
    /** Adds `key` with `digest` (32 bytes), or replaces the digest of a key already here (it keeps its place, as Map.set does). */
    set(key, digest) {
        if (digest.length !== DIGEST_BYTES)
            throw new RangeError(`a digest is ${DIGEST_BYTES} bytes`);
        // The key is written after the last one before it is looked up: kept if new, dropped if not.
        const start = this.keyUsed;
        const end = start + this.writeKey(key, start);
        const hash = hashBytes(this.keyBytes, start, end);
        const slot = this.find(this.keyBytes, start, end, hash);
        let index = this.slots[slot];
        if (index === EMPTY) {
            index = this.count++;
            this.ensureEntries(this.count);
            this.keyUsed = end;
            this.keyEnds[index] = end;
            this.hashes[index] = hash;
            this.slots[slot] = index;
            if (this.count * 2 > this.slots.length)
                this.rehash();
        }
        this.digests.set(digest, index * DIGEST_BYTES);
    }
    /** The index here of the key at `index` of `other`, or -1 (no string made). */
    indexOfKeyIn(other, index) {
        const start = index === 0 ? 0 : other.keyEnds[index - 1];
        return this.slots[this.find(other.keyBytes, start, other.keyEnds[index], other.hashes[index])];
    }
    keyAt(index) {
        return this.keyBytes.toString('utf8', this.keyStart(index), this.keyEnds[index]);
    }
    /** True when the key at `index` starts with `prefix` (ASCII), without making a string. */
    keyStartsWith(index, prefix) {
        const start = this.keyStart(index);
        if (this.keyEnds[index] - start < prefix.length)
            return false;
        for (let i = 0; i < prefix.length; i++) {
            if (this.keyBytes[start + i] !== prefix.charCodeAt(i))
                return false;
        }
        return true;
    }
    digestAt(index) {
        return Buffer.from(this.digests.subarray(index * DIGEST_BYTES, (index + 1) * DIGEST_BYTES));
    }
    /** True when the digest at `index` equals the digest at `otherIndex` of `other`. */
    sameDigest(index, other, otherIndex) {
        const at = index * DIGEST_BYTES;
        const otherAt = otherIndex * DIGEST_BYTES;
        return (this.digests.compare(other.digests, otherAt, otherAt + DIGEST_BYTES, at, at + DIGEST_BYTES) === 0);
    }
    keyStart(index) {
        return index === 0 ? 0 : this.keyEnds[index - 1];
    }
    /** Writes `key` as UTF-8 at `at` (growing the buffer as needed); its length in bytes. */
    writeKey(key, at) {
        const length = Buffer.byteLength(key);
        if (at + length > this.keyBytes.length) {
            const grown = Buffer.allocUnsafe(Math.max(this.keyBytes.length * 2, at + length));
            this.keyBytes.copy(grown, 0, 0, at);
            this.keyBytes = grown;
        }
        return this.keyBytes.write(key, at);
    }
    /** The slot holding the key `bytes[start..end)`, or the empty slot where it would go. */
    find(bytes, start, end, hash) {
        const mask = this.slots.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const index = this.slots[slot];
            if (index === EMPTY)
                return slot;
            if (this.hashes[index] === hash &&
                bytes.compare(this.keyBytes, this.keyStart(index), this.keyEnds[index], start, end) === 0) {
                return slot;
            }
        }
    }
    ensureEntries(count) {
        if (count <= this.keyEnds.length)
            return;
        const capacity = this.keyEnds.length * 2;
        this.keyEnds = grownArray(this.keyEnds, capacity);
        this.hashes = grownArray(this.hashes, capacity);
        const digests = Buffer.allocUnsafe(capacity * DIGEST_BYTES);
        this.digests.copy(digests);
        this.digests = digests;
    }
    rehash() {
        this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
        const mask = this.slots.length - 1;
        for (let index = 0; index < this.count; index++) {
            let slot = this.hashes[index] & mask;
            while (this.slots[slot] !== EMPTY)
                slot = (slot + 1) & mask;
            this.slots[slot] = index;
        }
    }
}
function grownArray(array, capacity) {
    const grown = new Uint32Array(capacity);
    grown.set(array);
    return grown;
}
/** FNV-1a over the bytes, with a final mix so that linear probing sees spread low bits. */
function hashBytes(bytes, start, end) {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) {
        hash ^= bytes[i];
        hash = Math.imul(hash, 0x01000193);
    }
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    return hash >>> 0;
}

;// CONCATENATED MODULE: ./src/changes/project-content.ts
// Reads what a package holds, for comparing two versions of a project: the top-level items of
// its project.xml (key and canonical digest) and its other files (path and SHA-256). Works the
// same on the package a run builds and on the zip getProject gave back (untrusted: parsed, never
// evaluated; entries streamed one at a time).








// Bounds of one comparison: the stored project comes from the instance, and a zip bomb, an item
// of hundreds of megabytes or a million entries must cost a warning, not the run's memory or time.
/** Longest item of project.xml held for its digest, in bytes. */
const MAX_ITEM_BYTES = 64 * 1024 * 1024;
const CONTENT_LIMITS = {
    maxEntries: 100_000,
    maxInflateRatio: 200,
    minInflateBytes: 256 * 1024 * 1024,
    deadlineMs: 120_000
};
/** Reads the items and files of the package zip at `zipPath` (`what` names it in messages). */
async function readProjectContent(zipPath, what, limits = CONTENT_LIMITS) {
    const items = new DigestTable();
    const files = new Map();
    const maxInflated = Math.max(limits.minInflateBytes, limits.maxInflateRatio * (await (0,promises_.stat)(zipPath)).size);
    const deadline = Date.now() + limits.deadlineMs;
    let inflated = 0;
    let entries = 0;
    const bound = (bytes) => {
        inflated += bytes;
        if (inflated > maxInflated) {
            throw new Error(`${what} unpacks to more than ${Math.round(maxInflated / 1024 ** 2)} MiB, far more than its zip: not compared`);
        }
        if (Date.now() >= deadline) {
            throw new Error(`${what} took more than ${limits.deadlineMs / 1000} s to read: not compared`);
        }
    };
    await (0,read_zip/* withZip */.o7)(zipPath, async (zip) => {
        for await (const entry of zip.files()) {
            if (++entries > limits.maxEntries) {
                throw new Error(`${what} holds more than ${limits.maxEntries} files: not compared`);
            }
            bound(entry.size);
            const stream = await zip.open(entry);
            if (entry.name.toLowerCase() === 'project.xml') {
                await readItems(stream, what, items, () => bound(0));
            }
            else {
                const hash = (0,external_node_crypto_.createHash)('sha256');
                for await (const chunk of stream) {
                    bound(0);
                    hash.update(chunk);
                }
                files.set(entry.name, hash.digest('hex'));
            }
        }
    });
    return { items, files };
}
/**
 * Each top-level item of project.xml: its bytes as the splitter hands them (white space between
 * tags aside, as stored), read once for its key and canonical digest.
 */
async function readItems(stream, what, items, checkTime) {
    let index = 0;
    // The item's bytes gathered in one buffer, reused from item to item (read, then dropped).
    let item = Buffer.allocUnsafe(64 * 1024);
    let length = 0;
    const splitter = new item_splitter/* ItemSplitter */.l({
        root: () => undefined,
        itemStart: () => {
            index++;
            length = 0;
        },
        itemBytes: (bytes, start, end) => {
            const needed = length + end - start;
            if (needed > MAX_ITEM_BYTES) {
                throw new Error(`item ${index} of the project.xml of ${what} is longer than ${MAX_ITEM_BYTES / 1024 ** 2} MiB: not compared`);
            }
            if (needed > item.length) {
                const grown = Buffer.allocUnsafe(Math.max(needed, item.length * 2));
                item.copy(grown, 0, 0, length);
                item = grown;
            }
            length += bytes.copy(item, length, start, end);
        },
        itemEnd: () => {
            // toFixed, not a template: V8 keeps each number it turns into a string the usual way in
            // a cache that outlives young collections, and 100,000 of them made it grow its young
            // generation to 32 MiB (measured). toFixed(0) writes the same digits, uncached.
            const name = `item ${index.toFixed(0)}`;
            const { scanned, digest } = readCanonicalItem(item.subarray(0, length), `${what} project.xml ${name}`);
            items.set((0,item_key/* itemKey */.Dh)(scanned.root, name), digest);
        }
    }, `The project.xml of ${what}`);
    try {
        for await (const chunk of stream) {
            splitter.feed(chunk);
            checkTime();
        }
        splitter.end();
    }
    catch (error) {
        // The splitter's refusals name the document already; the item scanner's name the item.
        if (!(error instanceof xml_scan/* XmlFileError */.a7))
            throw error;
        throw new Error(`The project.xml of ${what} is not well-formed XML: ${error.message}`, {
            cause: error
        });
    }
}

;// CONCATENATED MODULE: ./src/shared/library-chatter.ts
// GitHub's libraries report their progress on stdout with no quiet option (@actions/artifact:
// "Artifact name is valid!", "Beginning upload of artifact content to blob storage";
// @actions/cache: the tar command it runs, "Sent 382 of 382"): around their calls, those lines
// become debug lines, so a successful run's log holds the step's own lines.
/**
 * Runs `work` with the plain lines it prints turned into debug lines, shown only when the run's
 * debug logging is on: the step's own lines say what was stored. Workflow commands (a library's
 * warnings) pass as they are. Nothing else prints while a library call runs.
 */
async function asDebugLines(work) {
    const write = process.stdout.write;
    const debug = (chunk) => {
        if (typeof chunk !== 'string')
            return chunk;
        return chunk.replace(/^(?!::)([^\r\n]+)/gm, (line) => `::debug::${line.replaceAll('%', '%25')}`);
    };
    process.stdout.write = ((chunk, ...rest) => write.call(process.stdout, debug(chunk), ...rest));
    try {
        return await work();
    }
    finally {
        process.stdout.write = write;
    }
}

;// CONCATENATED MODULE: ./src/backup/upload-backup.ts
// The downloaded backup zip -> a workflow artifact that is that zip itself (no zip around it), so
// that "Download" on the run page gives a package the Customization Projects screen imports as
// it is. The upload is @actions/artifact's (`skipArchive`): GitHub keeps that library in step
// with its artifact service. It refuses GitHub Enterprise Server: there the zip stays on the
// runner and the flow says how to keep it.



/** Why the backup stays on the runner on GitHub Enterprise Server (the flow's warning says it). */
const GHES_REFUSAL = '@actions/artifact, the library this action uploads artifacts with, does not support GitHub Enterprise Server';
/**
 * The backup's file name on the runner, which is also the artifact's name: an upload of one
 * file as it is (`skipArchive`) takes the file's name, so `<artifactName>.zip`.
 */
function backupFileName(artifactName) {
    return `${artifactName}.zip`;
}
/**
 * Uploads the zip at `zipPath` as it is, as the artifact `<artifactName>.zip`. A file with
 * another name is linked (or copied) under that name for the upload; `zipPath` is left in place.
 * `env` names the run for the artifact's link; the library reads the runner's artifact settings
 * (token, results URL, retention limit, server) from the process's environment itself.
 */
async function uploadBackup(zipPath, artifactName, retentionDays, env = process.env) {
    // Checked before the library loads, with the library's own rule: on GHES it would warn that
    // the upload "failed" and to check githubstatus.com, which is not what happened.
    if (refusesServer(process.env))
        return { unavailable: GHES_REFUSAL };
    // Loaded here, not at start-up: the library (with the Azure and Octokit clients it pulls in)
    // is two thirds of the bundle, and runs that upload nothing (bad input, backup: false, a first
    // deploy) start faster and lighter without it. ncc puts it in a chunk of its own.
    const { DefaultArtifactClient, GHESNotSupportedError } = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(30), __webpack_require__.e(458)]).then(__webpack_require__.bind(__webpack_require__, 67458));
    const name = backupFileName(artifactName);
    const staged = await stageAs(zipPath, name);
    try {
        const uploaded = await asDebugLines(() => new DefaultArtifactClient().uploadArtifact(name, [staged.path], external_node_path_default().dirname(staged.path), {
            retentionDays,
            skipArchive: true
        }));
        if (uploaded.id === undefined) {
            throw new Error('the artifact service did not return an artifact id');
        }
        const id = String(uploaded.id);
        return {
            stored: {
                artifactName: name,
                artifactId: id,
                artifactUrl: artifactUrl(id, env),
                digest: uploaded.digest ?? ''
            }
        };
    }
    catch (error) {
        if (error instanceof GHESNotSupportedError)
            return { unavailable: GHES_REFUSAL };
        throw error;
    }
    finally {
        await staged.cleanup();
    }
}
/**
 * The servers @actions/artifact 6 refuses (its `isGhes`, which it does not export): any but
 * github.com, *.ghe.com and *.localhost. Should the library's rule change, its
 * GHESNotSupportedError is still caught above.
 */
function refusesServer(env) {
    const host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toUpperCase();
    return !(host === 'GITHUB.COM' || host.endsWith('.GHE.COM') || host.endsWith('.LOCALHOST'));
}
/** `zipPath` under the file name `name`: itself, or a hard link (a copy where links fail). */
async function stageAs(zipPath, name) {
    if (external_node_path_default().basename(zipPath) === name)
        return { path: zipPath, cleanup: async () => { } };
    const folder = await (0,promises_.mkdtemp)(external_node_path_default().join(external_node_path_default().dirname(zipPath), 'upload-'));
    const target = external_node_path_default().join(folder, name);
    try {
        await (0,promises_.link)(zipPath, target);
    }
    catch {
        await (0,promises_.copyFile)(zipPath, target);
    }
    return { path: target, cleanup: () => (0,promises_.rm)(folder, { recursive: true, force: true }) };
}
/** The artifact's link on the run page, as actions/upload-artifact builds it. */
function artifactUrl(id, env) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/ledger/ledger-key.ts
var ledger_key = __webpack_require__(71782);
;// CONCATENATED MODULE: ./src/ledger/actions-cache-ledger.ts
// The ledger kept in the repository's Actions cache through @actions/cache (GitHub keeps its
// protocol; the library is loaded only when the ledger is used). Each entry holds a tiny JSON
// file, what the run wrote (digest, run, time); lookups never download it (lookupOnly), the key
// says all. A missing or failing service is an answer ("unavailable"), never an error.





/**
 * The path the cache is given: a lookup only finds entries saved with the same version, which
 * the library computes from the path strings. A relative name, the same on every runner (its
 * RUNNER_TEMP differs from one self-hosted runner to the next), so that every run that deploys
 * to an instance sees the entries of the others.
 */
const ENTRY_NAME = 'acumatica-deploy-ledger.json';
/** Where the entry's file is written (a folder of its own under RUNNER_TEMP). */
function ledgerFile(tempDir) {
    return external_node_path_default().join(tempDir, 'acumatica-deploy-ledger', ENTRY_NAME);
}
function actionsCacheLedger(options) {
    const file = ledgerFile(options.tempDir || external_node_os_default().tmpdir());
    const now = options.now ?? (() => new Date());
    return {
        async newest(scope) {
            const prefix = (0,ledger_key/* ledgerPrefix */.gd)(scope);
            let key;
            try {
                const cache = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(30), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
                if (!cache.isFeatureAvailable()) {
                    return { unavailable: 'the Actions cache service is not available to this step' };
                }
                // No entry has the prefix itself as its key: the service answers with the newest entry
                // whose key starts with it (a restore key's partial matches, newest first).
                key = await asDebugLines(() => cache.restoreCache([ENTRY_NAME], prefix, [prefix], { lookupOnly: true }, true));
            }
            catch (error) {
                return { unavailable: error instanceof Error ? error.message : String(error) };
            }
            if (key === undefined)
                return { found: false };
            const digest = (0,ledger_key/* digestOfKey */.hj)(scope, key);
            if (digest === undefined)
                return { found: false };
            const contentDigest = (0,ledger_key/* contentDigestOfKey */.IY)(scope, key);
            return { found: true, digest, ...(contentDigest ? { contentDigest } : {}), key };
        },
        async record(scope, digest, contentDigest) {
            try {
                const cache = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(30), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
                if (!cache.isFeatureAvailable()) {
                    return {
                        recorded: false,
                        reason: 'the Actions cache service is not available to this step'
                    };
                }
                const key = (0,ledger_key/* ledgerKey */.lj)(scope, options.run, digest, contentDigest);
                await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
                const entry = {
                    digest,
                    ...(contentDigest ? { contentDigest } : {}),
                    project: scope.project,
                    run: options.run.id,
                    attempt: options.run.attempt,
                    time: now().toISOString()
                };
                await (0,promises_.writeFile)(file, `${JSON.stringify(entry)}\n`);
                // The library finds the relative name from the working directory: the entry's folder,
                // for this call only. It reports a failed save in the log itself and returns -1.
                const cwd = process.cwd();
                let id;
                try {
                    process.chdir(external_node_path_default().dirname(file));
                    id = await asDebugLines(() => cache.saveCache([ENTRY_NAME], key, undefined, true));
                }
                finally {
                    process.chdir(cwd);
                }
                return id === -1
                    ? { recorded: false, reason: 'the cache service did not store the entry' }
                    : { recorded: true, key };
            }
            catch (error) {
                return { recorded: false, reason: error instanceof Error ? error.message : String(error) };
            }
        }
    };
}

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
;// CONCATENATED MODULE: ./src/changes/compare.ts
/**
 * Items are named by key, files by path (`Bin/MyExt.dll`); each list in the package's order. A
 * `<File>` or `<PerTenantFile>` item and the file it names are one entry, named by the path:
 * counted once, changed when either changes.
 */
function compareContent(stored, next) {
    const changes = { added: [], changed: [], removed: [] };
    const after = fileEntriesOf(next);
    const before = stored ? fileEntriesOf(stored) : undefined;
    // Items of the stored project matched by an item of the package.
    const matched = new Uint8Array(stored?.items.size ?? 0);
    walk(next, after, {
        item: index => {
            const at = stored ? stored.items.indexOfKeyIn(next.items, index) : -1;
            if (at < 0 || before.inFile.has(at))
                changes.added.push(next.items.keyAt(index));
            else {
                matched[at] = 1;
                if (!stored.items.sameDigest(at, next.items, index)) {
                    changes.changed.push(next.items.keyAt(index));
                }
            }
        },
        file: (path, digest) => {
            const was = before?.entries.get(path);
            if (was === undefined)
                changes.added.push(path);
            else if (was !== digest)
                changes.changed.push(path);
        }
    });
    if (stored && before) {
        walk(stored, before, {
            item: index => {
                if (!matched[index])
                    changes.removed.push(stored.items.keyAt(index));
            },
            file: path => {
                if (!after.entries.has(path))
                    changes.removed.push(path);
            }
        });
    }
    return changes;
}
/** The items that name a file of the package (`File#Bin\A.dll`): their key's path part. */
const FILE_ITEM = /^(?:File|PerTenantFile)#(.+)$/;
/**
 * The file entries: an item naming a file of the package takes the file's path and both digests
 * (paths match in any letter case and with either slash, as on the instance's disk).
 */
function fileEntriesOf(content) {
    const files = new Map();
    for (const [path, digest] of content.files)
        files.set(path.toLowerCase(), { path, digest });
    const entries = new Map();
    const inFile = new Map();
    const { items } = content;
    for (let index = 0; index < items.size; index++) {
        if (!items.keyStartsWith(index, 'File#') && !items.keyStartsWith(index, 'PerTenantFile#')) {
            continue;
        }
        const key = items.keyAt(index);
        const itemPath = FILE_ITEM.exec(key)?.[1].replaceAll('\\', '/').toLowerCase();
        const file = itemPath === undefined ? undefined : files.get(itemPath);
        if (file === undefined)
            continue;
        inFile.set(index, file.path);
        // File and PerTenantFile on one path: one entry holding both items and the bytes.
        const earlier = entries.get(file.path) ?? file.digest;
        entries.set(file.path, `${earlier}:${key}=${items.digestAt(index).toString('hex')}`);
    }
    for (const file of files.values())
        if (!entries.has(file.path))
            entries.set(file.path, file.digest);
    return { entries, inFile };
}
/**
 * The entries of one side in its order: items, each file named by items where its first item is,
 * then the files no item names.
 */
function walk(content, fileEntries, visit) {
    const { entries, inFile } = fileEntries;
    const seen = new Set();
    for (let index = 0; index < content.items.size; index++) {
        const path = inFile.get(index);
        if (path === undefined)
            visit.item(index);
        else if (!seen.has(path)) {
            seen.add(path);
            visit.file(path, entries.get(path));
        }
    }
    for (const [path, digest] of entries)
        if (!seen.has(path))
            visit.file(path, digest);
}
function hasChanges(changes) {
    return changes.added.length + changes.changed.length + changes.removed.length > 0;
}

;// CONCATENATED MODULE: ./src/changes/content-digest.ts
// The digest of what a package holds, as the Changes comparison sees it: its items by key and
// canonical digest, its files by path and SHA-256, and the Import's level. Two packages with
// the same content digest are equal for compareContent, whatever their zips' bytes: a folder
// written back by an export and built again gives the digest of the package it came from.

const content_digest_NUL = Buffer.from([0]);
/** SHA-256 (lower-case hex) over the sorted items, the sorted files, then the level. */
function contentDigest(content, level) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const items = [];
    for (let index = 0; index < content.items.size; index++) {
        items.push([content.items.keyAt(index), content.items.digestAt(index)]);
    }
    // Byte order of the UTF-8 keys: the same on every machine, whatever its locale.
    const byBytes = (a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0]));
    hash.update('items');
    hash.update(content_digest_NUL);
    for (const [key, digest] of items.sort(byBytes)) {
        hash.update(key, 'utf8');
        hash.update(content_digest_NUL);
        hash.update(digest);
    }
    // Paths as written, as the comparison matches files.
    const files = [...content.files];
    hash.update('files');
    hash.update(content_digest_NUL);
    for (const [path, digest] of files.sort(byBytes)) {
        hash.update(path, 'utf8');
        hash.update(content_digest_NUL);
        hash.update(digest, 'hex');
    }
    hash.update('level');
    hash.update(content_digest_NUL);
    hash.update(String(level));
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
;// CONCATENATED MODULE: ./src/deploy/stop.ts


/**
 * Raised inside the flow to stop it: why (a Failure), and where the instance stands when that
 * differs from what the flow tracks.
 */
class DeployStop extends Error {
    failure;
    instanceState;
    outcome;
    constructor(failure, instanceState, outcome = 'failed') {
        super(failure.kind);
        this.failure = failure;
        this.instanceState = instanceState;
        this.outcome = outcome;
    }
}
/** An error as data: its message, and the instance's own messages when it gave any. */
function causeOf(error) {
    if (error instanceof errors/* ApiError */.hD) {
        return { message: error.message, serverMessages: [...error.serverMessages] };
    }
    return { message: (0,message_of/* messageOf */.b)(error), serverMessages: [] };
}

;// CONCATENATED MODULE: ./src/deploy/backup-step.ts
// The backup of one project before Import: getProject to disk, then the workflow artifact.
// A project not on the instance yet (the instance's own not-found answer, and not listed by
// getPublished) is a first deploy; any other failure stops the deploy before Import, so that
// the deployed version is never lost. Then what the deploy changes in it: the backup against the
// package.





/** Records on each project whether getPublished lists it (what the report says runs). */
function notePublished(projects, names) {
    if (names === undefined)
        return names;
    const listed = new Set(names.map(name => name.toLowerCase()));
    for (const project of projects)
        project.publishedBefore = listed.has(project.name.toLowerCase());
    return names;
}
/** Downloads the backup, then uploads it as a workflow artifact. */
async function backUpProject(project, ports, options) {
    const downloaded = await downloadBackup(project, ports, options);
    return downloaded.status === 'downloaded' ? storeBackup(project, downloaded, ports) : downloaded;
}
/** getProject to disk: the deployed project, or a first deploy (confirmed by getPublished). */
async function downloadBackup(project, ports, options) {
    const { maxBytes } = options;
    const { api, log } = ports;
    let download;
    try {
        download = await api.getProject(project.name, ports.backupPath(project), { maxBytes });
    }
    catch (error) {
        const tooLarge = error instanceof errors/* BackupTooLargeError */.cR
            ? { limit: error.limit, maxMiB: maxBytes / 1024 ** 2 }
            : undefined;
        throw new DeployStop({
            kind: 'backup-download',
            project: project.name,
            cause: causeOf(error),
            tooLarge
        });
    }
    if (!download.found) {
        // Only a project the instance does not hold is a first deploy (the restore deletes what a
        // first deploy imported): a published project said to be missing is a wrong answer.
        let published;
        try {
            published = await options.listPublished();
        }
        catch (error) {
            throw new DeployStop({
                kind: 'first-deploy-unconfirmed',
                project: project.name,
                notFound: download.message,
                cause: causeOf(error)
            });
        }
        if (published?.some(name => name.toLowerCase() === project.name.toLowerCase())) {
            throw new DeployStop({
                kind: 'first-deploy-unconfirmed',
                project: project.name,
                notFound: download.message
            });
        }
        log.event({ kind: 'first-deploy', project: project.name, message: download.message });
        return { status: 'first-deploy', message: download.message };
    }
    log.event({
        kind: 'backup-downloaded',
        project: project.name,
        size: download.size,
        sha256: download.sha256
    });
    return { status: 'downloaded', path: download.path, size: download.size };
}
/** Uploads a downloaded backup as a workflow artifact (kept on the runner where there are none). */
async function storeBackup(project, download, ports) {
    const { log } = ports;
    let stored;
    try {
        stored = await ports.storeBackup(download.path, project);
    }
    catch (error) {
        // A cancelled run stops the upload: that is the cancellation, not a failed backup.
        if (ports.signal?.aborted)
            throw error;
        throw new DeployStop({
            kind: 'backup-upload',
            project: project.name,
            path: download.path,
            cause: causeOf(error)
        });
    }
    if ('unavailable' in stored) {
        log.event({
            kind: 'backup-kept-on-runner',
            project: project.name,
            path: download.path,
            reason: stored.unavailable
        });
        return {
            status: 'kept-on-runner',
            path: download.path,
            size: download.size,
            reason: stored.unavailable
        };
    }
    log.event({ kind: 'backup-stored', project: project.name, stored: stored.stored });
    return { status: 'stored', path: download.path, size: download.size, ...stored.stored };
}
/**
 * What the deploy changes in the stored project: the backup against the package. Told, never
 * fatal: a stored project that cannot be read is compared by nobody, and the deploy goes on.
 */
async function compareWithBackup(project, ports, level) {
    const backup = project.backup;
    const firstDeploy = backup.status === 'first-deploy';
    const storedPath = backup.status === 'downloaded' ||
        backup.status === 'stored' ||
        backup.status === 'kept-on-runner'
        ? backup.path
        : undefined;
    if (!project.package || (storedPath === undefined && !firstDeploy))
        return;
    try {
        const stored = storedPath
            ? await ports.projectContent(storedPath, `the stored ${project.name}`)
            : undefined;
        const next = await ports.projectContent(project.package.path, `the package of ${project.name}`);
        project.changes = compareContent(stored, next);
        project.contentDigest = contentDigest(next, level);
        ports.log.event({
            kind: 'changes',
            project: project.name,
            changes: project.changes,
            firstDeploy
        });
    }
    catch (error) {
        ports.log.event({
            kind: 'changes-unknown',
            project: project.name,
            reason: (0,message_of/* messageOf */.b)(error)
        });
    }
}

// EXTERNAL MODULE: ./src/api/entity-answers.ts
var entity_answers = __webpack_require__(84019);
;// CONCATENATED MODULE: ./src/deploy/instance-step.ts
// Before anything is imported: `GET /entity` (no session, no API seat) for the instance's build,
// the release a source-control build is made for, and the version check (version-check: warn,
// fail, off). A read that fails or does not answer within its own short bound is told (a
// notice) and the deploy goes on: nothing is checked then.


async function readInstanceStep(ports) {
    let report;
    try {
        const info = await ports.api.readInstance(undefined, true);
        report = { endpoints: info.endpoints, ...(info.build ? { build: info.build } : {}) };
    }
    catch (error) {
        report = { endpoints: [], unreadable: error instanceof Error ? error.message : String(error) };
    }
    ports.log.event({ kind: 'instance-read', instance: report });
    return report;
}
/** A source-control build without product-version takes the instance's own release. */
function takesInstanceRelease(settings, project) {
    return project.source.kind === 'source-control' && settings.productVersionGiven !== true;
}
/** The product-version a source-control build gets from the instance (`24.208`), if it says. */
function instanceProductVersion(instance) {
    return instance.build ? (0,entity_answers/* twoPartsOf */.ag)(instance.build) : undefined;
}
/**
 * Compares the release each package was made for with the instance's. `fail` stops the run
 * (before login, so before any Import); `warn` is told as a warning by the report.
 */
async function checkVersions(settings, projects, instance, fromInstance, ports) {
    const mode = settings.versionCheck ?? 'off';
    const instanceRelease = instance.build ? (0,entity_answers/* releaseOf */.l7)(instance.build) : undefined;
    const packages = [];
    const mismatched = [];
    for (const project of projects) {
        if (!project.package)
            continue;
        const details = await ports.packageDetails(project.package.path).catch(() => ({}));
        const productVersion = details.productVersion?.trim();
        packages.push({
            project: project.name,
            ...(productVersion ? { productVersion } : {}),
            fromInstance: fromInstance.has(project.name)
        });
        const release = productVersion ? (0,entity_answers/* releaseOf */.l7)(productVersion) : undefined;
        if (mode !== 'off' && instanceRelease && release && release !== instanceRelease) {
            mismatched.push({ project: project.name, productVersion: productVersion, release });
        }
    }
    const report = {
        mode,
        ...(mode !== 'off' && instanceRelease ? { instanceRelease } : {}),
        packages,
        mismatched
    };
    ports.log.event({ kind: 'version-checked', report });
    if (mode === 'fail' && mismatched.length > 0) {
        throw new DeployStop({ kind: 'version-mismatch', report });
    }
    return report;
}

// EXTERNAL MODULE: ./src/retry/deadline.ts
var retry_deadline = __webpack_require__(54420);
;// CONCATENATED MODULE: ./src/deploy/publish.ts
// publishBegin once, then publishEnd until the publish (or validation) ends, fails or outlasts
// publish-timeout (the polls run through retry/deadline.ts, which also logs in again when the session
// is lost). publishBegin is never sent twice: a publish that may have started is asked about,
// not started again.



// After publishBegin fails without an answer, how many publishEnd answers to wait for before
// concluding the publish did not start.
const START_CONFIRMATION_POLLS = 3;
function publishBeginRequest(settings, projectNames) {
    return {
        isMergeWithExistingPackages: settings.mergeWithExisting,
        isOnlyValidation: settings.validateOnly,
        isOnlyDbUpdates: settings.dbUpdatesOnly,
        projectNames,
        tenantMode: settings.tenantMode,
        ...(settings.tenantMode === 'List' ? { tenantLoginNames: settings.tenants } : {}),
        ...(settings.replayDbScripts ? { isReplayPreviouslyExecutedScripts: true } : {})
    };
}
async function publish(settings, ports, result, hooks) {
    const { api, log } = ports;
    const mode = result.mode;
    const phase = settings.validateOnly ? 'Validate' : 'Publish';
    let beginFault;
    try {
        const entries = await api.publishBegin(publishBeginRequest(settings, result.projectNames));
        for (const entry of entries)
            log.publishLogEntry(entry, phase);
        log.event({ kind: 'publish-started', mode, names: result.projectNames });
    }
    catch (error) {
        // Refused: nothing started.
        if (!(error instanceof errors/* TransientError */.N_))
            throw error;
        // The instance may have started the publish before the answer was lost: never send
        // publishBegin twice; ask publishEnd what is going on.
        beginFault = error.message;
        log.event({ kind: 'publish-begin-fault', mode, reason: error.message });
    }
    hooks.mayBeRunning(true);
    hooks.setInstanceState({ kind: 'publish-may-run' });
    const started = ports.now();
    const deadline = new retry_deadline/* Deadline */.B(started + settings.publishTimeoutSeconds * 1000, ports);
    let shown = 0;
    let unconfirmed = 0;
    const timedOut = () => new DeployStop({ kind: 'publish-timeout', timeoutSeconds: settings.publishTimeoutSeconds }, undefined, 'timed-out');
    /** One publishEnd: the outcome once the publish has ended; StillRunning to ask again. */
    const poll = async () => {
        let answer;
        const askedAt = ports.now();
        try {
            // Bounded by what is left of publish-timeout too: a slow answer cannot hold the publish.
            answer = await api.publishEnd(Math.max(1, deadline.left()));
        }
        catch (error) {
            // A lost session is mended by the retry's re-login below, until the deadline.
            if (error instanceof errors/* SessionLostError */.Tv) {
                if (deadline.passed())
                    throw timedOut();
                throw error;
            }
            const transient = error instanceof errors/* TransientError */.N_;
            if (!transient && beginFault === undefined)
                throw error;
            if (transient)
                log.event({ kind: 'poll-fault', reason: error.message });
            // After a publishBegin fault, a refusal of publishEnd, or no answer in a few polls,
            // means the publish did not start.
            if (beginFault !== undefined && (!transient || ++unconfirmed >= START_CONFIRMATION_POLLS)) {
                hooks.mayBeRunning(false);
                throw new DeployStop({ kind: 'publish-not-started', beginFault, cause: causeOf(error) }, { kind: 'imported' });
            }
        }
        if (answer !== undefined) {
            if (beginFault !== undefined) {
                log.event({ kind: 'publish-confirmed', mode });
                beginFault = undefined;
            }
            // Only entries past the longest log shown so far: a log that shrinks and grows again
            // (a restarted log, or an instance that alternates) is never printed a second time, so
            // the lines printed stay within the longest log read.
            for (const entry of answer.log.slice(shown))
                log.publishLogEntry(entry, phase);
            shown = Math.max(shown, answer.log.length);
            result.publishLog = answer.log;
            if (answer.state !== 'running') {
                hooks.mayBeRunning(false);
                const seconds = (ports.now() - started) / 1000;
                log.event({ kind: 'publish-ended', mode, state: answer.state, seconds });
                if (answer.state === 'failed')
                    return 'failed';
                hooks.completed?.(askedAt);
                return settings.validateOnly ? 'validated' : 'published';
            }
        }
        if (deadline.passed())
            throw timedOut();
        throw new StillRunning();
    };
    try {
        // Every poll-interval, and once more at the deadline.
        return await deadline.retry(poll, {
            intervalMs: settings.pollIntervalSeconds * 1000,
            retryable: error => error instanceof StillRunning || error instanceof errors/* SessionLostError */.Tv,
            onRetry: async ({ error }) => {
                if (!(error instanceof errors/* SessionLostError */.Tv))
                    return;
                log.event({ kind: 'session-lost', reason: error.message });
                // The login logs the old session out first (the API client does, for every login
                // again): a 401 or a login page may come from a proxy in front of a live session.
                await hooks.login();
                log.event({ kind: 'logged-in-again' });
            }
        });
    }
    catch (error) {
        if (ports.signal?.aborted && !(error instanceof DeployStop)) {
            throw new DeployStop({ kind: 'cancelled', whilePublishing: true }, undefined, 'cancelled');
        }
        throw error;
    }
}
/** A publishEnd that said "still running" (or gave no usable answer): ask again after a wait. */
class StillRunning extends Error {
}

// EXTERNAL MODULE: ./src/api/not-found.ts
var not_found = __webpack_require__(42348);
// EXTERNAL MODULE: ./src/retry/retry.ts
var retry = __webpack_require__(3144);
;// CONCATENATED MODULE: ./src/deploy/restore.ts
// Putting stored projects back after a failed deploy or a validation: the backup imported again
// (isReplaceIfExists, the getProject zip unchanged), or the project this run created deleted.
// Nothing is published. Each restore is tried once; a failure is recorded (the report warns and
// says how to restore by hand), and never changes the run's result.




/** Restores every project whose Import ran (or may have run). Returns true when any was put back. */
async function restoreProjects(projects, results, ports, login) {
    let restored = false;
    for (const [index, project] of projects.entries()) {
        const result = results[index];
        if (result.importState === 'not-imported')
            continue;
        result.restore = await restoreOne(project, result, ports, login);
        if (result.restore.status === 'reimported' || result.restore.status === 'deleted') {
            restored = true;
        }
        ports.log.event({ kind: 'restored', project: result });
    }
    return restored;
}
async function restoreOne(project, result, ports, login) {
    const backup = result.backup;
    const name = project.name;
    if (backup.status === 'stored' || backup.status === 'kept-on-runner') {
        try {
            // The project as it was: its own level and description, not this run's.
            const details = await ports
                .packageDetails(backup.path)
                .catch(() => ({}));
            await onceMore(ports, login, () => ports.api.importPackage({
                projectName: name,
                projectDescription: details.description ?? project.description,
                projectLevel: details.level ?? project.level,
                isReplaceIfExists: true,
                packagePath: backup.path
            }));
            return { status: 'reimported' };
        }
        catch (error) {
            return { status: 'failed', cause: causeOf(error) };
        }
    }
    if (backup.status === 'first-deploy') {
        try {
            await onceMore(ports, login, () => ports.api.deleteProject(name));
            return { status: 'deleted' };
        }
        catch (error) {
            // An Import that failed may have stored nothing: then there is nothing to delete.
            if (result.importState !== 'imported' && error instanceof not_found/* ProjectNotFoundError */.jZ) {
                return { status: 'not-needed' };
            }
            return { status: 'failed', cause: causeOf(error) };
        }
    }
    return { status: 'not-possible' };
}
/** Runs `call`; when the session was lost (the call did not run), logs in again and runs it once more. */
function onceMore(ports, login, call) {
    return (0,retry/* retry */.L)(call, {
        attempts: 2,
        delayMs: () => 0,
        retryable: error => error instanceof errors/* SessionLostError */.Tv,
        onRetry: login,
        sleep: ports.sleep
    });
}

// EXTERNAL MODULE: ./src/api/session.ts
var session = __webpack_require__(70060);
;// CONCATENATED MODULE: ./src/deploy/busy.ts
// Another publish on the instance: Acumatica runs one at a time (its "logical lock"), and an
// Import during another session's publish can corrupt a project. Right after login, before the
// first getProject or Import, publishEnd is asked once: a running publish (not completed, not
// failed, with a log) is waited for, up to busy-timeout; anything the probe cannot read is one
// notice, and the deploy goes on. Nothing here is decided from the instance's words.



/** A running publish says so once a minute while the run waits. */
const SAY_EVERY_MS = 60_000;
/**
 * Waits while another publish runs. Resolves with what it found; throws DeployStop `busy` when
 * the publish outlasts busy-timeout (nothing of this run is on the instance then).
 */
async function waitWhileBusy(settings, ports, hooks) {
    const { api, log } = ports;
    const timeoutSeconds = settings.busyTimeoutSeconds ?? 600;
    // A publishEnd answer never takes longer than publish-timeout allows a poll, the probe's neither.
    const requestMs = Math.min(settings.requestTimeoutSeconds, settings.publishTimeoutSeconds) * 1000;
    let first;
    try {
        first = await api.publishProbe(requestMs);
    }
    catch (error) {
        // The status says enough; the body of an error page is not worth a notice's length.
        const reason = error instanceof errors/* ApiError */.hD && error.status !== undefined
            ? `publishEnd answered HTTP ${error.status}`
            : causeOf(error).message;
        log.event({ kind: 'busy-unknown', reason });
        return { found: 'unknown', waitedSeconds: 0 };
    }
    if (!isRunning(first)) {
        log.event({ kind: 'busy-idle' });
        return { found: 'idle', waitedSeconds: 0 };
    }
    return hooks.phase(() => waitFor(first, settings, ports, hooks, timeoutSeconds, requestMs));
}
async function waitFor(first, settings, ports, hooks, timeoutSeconds, requestMs) {
    const { api, log } = ports;
    const started = ports.now();
    const deadline = new retry_deadline/* Deadline */.B(started + timeoutSeconds * 1000, ports);
    let lastMessage = lastMessageOf(first);
    let saidAt = started;
    const waited = () => (ports.now() - started) / 1000;
    log.event({ kind: 'busy-waiting', timeoutSeconds, lastMessage, waitedSeconds: 0 });
    const busy = () => new DeployStop({ kind: 'busy', timeoutSeconds, ...(lastMessage ? { lastMessage } : {}) }, undefined, 'busy');
    if (timeoutSeconds === 0)
        throw busy();
    let sessionLost = false;
    const poll = async () => {
        let answer;
        try {
            answer = await api.publishProbe(Math.max(1, Math.min(requestMs, deadline.left())));
        }
        catch (error) {
            // The other publish's restart ends the session, and the site answers 5xx meanwhile:
            // waiting goes on (a lost session is mended before the next poll).
            if (error instanceof errors/* SessionLostError */.Tv)
                sessionLost = true;
            else
                log.event({ kind: 'busy-poll-fault', reason: causeOf(error).message });
        }
        if (answer !== undefined) {
            if (!isRunning(answer))
                return answer.state === 'running' ? 'idle' : answer.state;
            lastMessage = lastMessageOf(answer) ?? lastMessage;
        }
        if (deadline.passed())
            throw busy();
        if (ports.now() - saidAt >= SAY_EVERY_MS) {
            saidAt = ports.now();
            log.event({ kind: 'busy-waiting', timeoutSeconds, lastMessage, waitedSeconds: waited() });
        }
        throw new StillBusy();
    };
    let state;
    try {
        // The probe has just answered: the first poll comes a poll-interval later.
        await deadline.pause(settings.pollIntervalSeconds * 1000);
        state = await deadline.retry(poll, {
            intervalMs: settings.pollIntervalSeconds * 1000,
            retryable: error => error instanceof StillBusy,
            onRetry: async () => {
                if (!sessionLost)
                    return;
                sessionLost = false;
                await hooks.login();
            }
        });
    }
    catch (error) {
        if (ports.signal?.aborted && !(error instanceof DeployStop)) {
            throw new DeployStop({ kind: 'cancelled' }, undefined, 'cancelled');
        }
        throw error;
    }
    log.event({ kind: 'busy-ended', waitedSeconds: waited(), state });
    // A publish that completed restarted the application: this run's session ended with it.
    await hooks.login();
    return { found: 'running', waitedSeconds: waited(), ...(lastMessage ? { lastMessage } : {}) };
}
/** Not completed, not failed, and a log: a publish is running (`{}` or `false` alone is not). */
function isRunning(answer) {
    return answer.state === 'running' && answer.log.length > 0;
}
function lastMessageOf(answer) {
    const message = answer.log.at(-1)?.message.trim();
    return message ? message : undefined;
}
class StillBusy extends Error {
}

;// CONCATENATED MODULE: ./src/deploy/lockout.ts
// Users locked out (all but administrators) through the team's Apply Updates endpoint while the
// packages go in: scheduled after the backups and before the first Import (a removal: before its
// publish), stopped once the verification, the rollback or the restore has ended. The post step
// (or the command line's exit) stops a lockout the run left on; see steps/post-step.ts.


/** Locks users out, or stops the run (`lockout-failed`) before anything is imported. */
async function lockUsersOut(settings, ports, result) {
    const maintenance = ports.maintenance;
    if (!settings.lockout || !maintenance)
        return;
    const { reason } = settings.lockout;
    result.lockout = { endpoint: maintenance.endpoint, reason };
    // Saved first: a kill while the call is on its way must still end in a stop.
    ports.lockoutChanged?.(true);
    try {
        await maintenance.scheduleLockoutCommand(reason, new Date(ports.now()));
    }
    catch (error) {
        const cause = causeOf(error);
        result.lockout.scheduleFailed = cause.message;
        // An answer that refused it locked no one out. Without an answer it may have: the saved
        // flag stays on, and the post step stops it.
        if (error instanceof errors/* ApiError */.hD && error.status !== undefined && error.status !== 202) {
            ports.lockoutChanged?.(false);
        }
        throw new DeployStop({ kind: 'lockout-failed', endpoint: maintenance.endpoint, cause });
    }
    result.lockout.lockedAt = ports.now();
    ports.log.event({ kind: 'lockout-scheduled', endpoint: maintenance.endpoint, reason });
}
/**
 * Lets users back in when this run locked them out. A failure is recorded (the step fails,
 * naming Apply Updates) and the saved flag stays on, so the post step tries once more.
 */
async function letUsersBackIn(ports, result) {
    const lockout = result.lockout;
    const maintenance = ports.maintenance;
    if (!lockout || lockout.lockedAt === undefined || lockout.unlockedAt !== undefined)
        return;
    if (!maintenance)
        return;
    try {
        await maintenance.stopLockoutCommand();
    }
    catch (error) {
        lockout.stopFailed = causeOf(error).message;
        ports.log.event({
            kind: 'lockout-stop-failed',
            endpoint: maintenance.endpoint,
            reason: lockout.stopFailed
        });
        return;
    }
    lockout.unlockedAt = ports.now();
    ports.lockoutChanged?.(false);
    ports.log.event({
        kind: 'lockout-stopped',
        endpoint: maintenance.endpoint,
        seconds: (lockout.unlockedAt - lockout.lockedAt) / 1000
    });
}

;// CONCATENATED MODULE: ./src/deploy/run.ts
// What the phases of one run (a deploy or a removal) share, in one object rather than closures:
// the settings, the ports, the result they fill in, and what one phase leaves for a later one
// (a publish that may still run, when publishEnd said it ended, the published list asked once).






class Run {
    settings;
    ports;
    result;
    /** publishBegin was sent and publishEnd has not said the publish ended: nothing is put back. */
    publishMayRun = false;
    /** When publishEnd said the publish completed (ports.now()): verify-timeout counts from it. */
    publishEndedAt;
    published;
    constructor(settings, ports, result) {
        this.settings = settings;
        this.ports = ports;
        this.result = result;
    }
    /** One phase: grouped in the log, its seconds recorded whatever its end. */
    async timed(name, work) {
        const started = this.ports.now();
        try {
            return await this.ports.log.phase(name, work);
        }
        finally {
            this.result.phases.push({ name, seconds: (this.ports.now() - started) / 1000 });
        }
    }
    /** Between two steps: a cancellation ends the run as cancelled. */
    checkCancelled() {
        if (this.ports.signal?.aborted) {
            throw new DeployStop({ kind: 'cancelled' }, undefined, 'cancelled');
        }
    }
    /** The first login and every login again (the old session is logged out first). */
    login = async () => {
        const { api, log } = this.ports;
        await session/* logIn */.E(api, this.settings, {
            signal: this.ports.signal,
            onRetry: retry => log.event({ kind: 'login-retry', ...retry }),
            onSession: cookie => this.ports.sessionStarted(cookie)
        });
    };
    /** A phase threw: the outcome, the Failure and where the instance stands. */
    stoppedBy(error) {
        const { result } = this;
        const aborted = this.ports.signal?.aborted === true;
        result.outcome = error instanceof DeployStop ? error.outcome : aborted ? 'cancelled' : 'failed';
        result.failure = failureOf(error, aborted);
        if (error instanceof DeployStop && error.instanceState)
            this.setState(error.instanceState);
    }
    setState(state) {
        this.result.instanceState = state;
    }
    /**
     * getPublished, asked once before the Import: it confirms a first deploy (the backup), lists
     * the projects published together, and is what a rollback publishes again.
     */
    listPublished = () => (this.published ??= this.ports.api
        .getPublished()
        .then(names => notePublished(this.result.projects, names)));
    /** `work` for each project in order, a cancellation checked after each. */
    async eachProject(work) {
        for (const [index, project] of this.settings.projects.entries()) {
            await work(project, this.result.projects[index]);
            this.checkCancelled();
        }
    }
}
/** A caught error as a Failure: a stop says its own; a login that reached nothing is told apart. */
function failureOf(error, aborted) {
    if (error instanceof DeployStop)
        return error.failure;
    if (aborted)
        return { kind: 'cancelled' };
    if (error instanceof errors/* UnreachableError */.Jk)
        return { kind: 'login-unreachable', cause: causeOf(error) };
    return { kind: 'error', cause: causeOf(error) };
}
// The phases a deploy and a removal both run, in this order.
async function logIn(run) {
    const { settings } = run;
    await run.timed('Log in', async () => {
        await run.login();
        run.ports.log.event({
            kind: 'logged-in',
            baseUrl: settings.baseUrl,
            user: settings.credentials.name
        });
    });
    run.checkCancelled();
}
/**
 * Another publish (another session's, or an earlier run's that timed out) is waited for before
 * anything is read or imported. A dry run changes nothing and never asks publishEnd.
 */
async function waitForOtherPublish(run) {
    run.result.busy = await waitWhileBusy(run.settings, run.ports, {
        login: run.login,
        phase: work => run.timed('Wait for another publish', work)
    });
    run.checkCancelled();
}
async function lockOut(run) {
    if (!run.settings.lockout || !run.ports.maintenance)
        return;
    await run.timed('Lock users out', () => lockUsersOut(run.settings, run.ports, run.result));
    run.checkCancelled();
}
/** Users back in once the verification, the rollback or the restore has ended. */
async function unlock(run) {
    if (run.result.lockout?.lockedAt === undefined)
        return;
    await run.timed('Let users back in', () => letUsersBackIn(run.ports, run.result));
}

;// CONCATENATED MODULE: ./src/deploy/unchanged.ts
// skip-unchanged: deploy nothing only on proof that this action published exactly these
// packages and nothing replaced them since. For every project: the newest ledger entry for the
// instance, tenant and project is this package's (an older one proves nothing), the stored
// project holds the package's content (the Changes comparison finds nothing), and getPublished
// lists it and every publish-with name. One missing fact is enough to deploy as usual: a skip
// that should not have happened leaves an old version running, silently.

/** The ledger's scope of one project of this run. */
function ledgerScope(settings, project) {
    return { baseUrl: settings.baseUrl, tenant: settings.credentials.tenant ?? '', project };
}
/**
 * `published` is getPublished's list (undefined when the instance has no such call). Each
 * project's `changes` is the comparison of the stored project with the package (undefined
 * when it could not be made), and its `digest` the package digest.
 */
async function decideSkip(settings, projects, published, ports) {
    if (settings.validateOnly)
        return { skip: false, reason: { kind: 'validation' } };
    if (settings.tenantMode !== 'Current') {
        return { skip: false, reason: { kind: 'tenant-mode', tenantMode: settings.tenantMode } };
    }
    if (published === undefined)
        return { skip: false, reason: { kind: 'published-unknown' } };
    const ledger = ports.ledger;
    if (!ledger)
        return { skip: false, reason: { kind: 'no-ledger' } };
    const isPublished = (name) => published.some(p => p.toLowerCase() === name.toLowerCase());
    const unchanged = [];
    for (const project of projects) {
        const name = project.name;
        if (project.backup.status === 'first-deploy') {
            return { skip: false, reason: { kind: 'first-deploy', project: name } };
        }
        const changes = project.changes;
        if (!changes)
            return { skip: false, reason: { kind: 'content-unknown', project: name } };
        const differences = changes.added.length + changes.changed.length + changes.removed.length;
        if (differences > 0) {
            return { skip: false, reason: { kind: 'content-differs', project: name, differences } };
        }
        if (!isPublished(name))
            return { skip: false, reason: { kind: 'not-published', project: name } };
        const digest = project.digest;
        const newest = await ledger.newest(ledgerScope(settings, name));
        if ('unavailable' in newest) {
            return {
                skip: false,
                reason: { kind: 'ledger-unavailable', project: name, cause: newest.unavailable }
            };
        }
        if (!newest.found)
            return { skip: false, reason: { kind: 'no-ledger-entry', project: name } };
        // The same zip, or the same content built again (an export's folder): both prove it.
        const sameContent = newest.contentDigest !== undefined && newest.contentDigest === project.contentDigest;
        if (newest.digest !== digest && !sameContent) {
            return {
                skip: false,
                reason: { kind: 'ledger-newer', project: name, newest: newest.digest, now: digest }
            };
        }
        unchanged.push({ name, digest });
    }
    for (const name of settings.publishWith) {
        if (!isPublished(name))
            return { skip: false, reason: { kind: 'not-published', project: name } };
    }
    return { skip: true, projects: unchanged };
}
/**
 * After a publish that completed (and, with verify, passed its verification): one new ledger
 * entry per project, so that a later skip-unchanged can prove what this instance runs. Nothing
 * else records one. A ledger that cannot be written is told, never a failed deploy: the
 * instance runs the new packages whatever the cache says.
 */
async function recordDeploys(run) {
    const { settings, ports, result } = run;
    const ledger = ports.ledger;
    if (!ledger)
        return;
    await run.timed('Record deploy', async () => {
        for (const [index, project] of settings.projects.entries()) {
            const projectResult = result.projects[index];
            try {
                projectResult.digest ??= await ports.packageDigest(projectResult.package.path, project.level);
            }
            catch (error) {
                const reason = error instanceof Error ? error.message : String(error);
                ports.log.event({ kind: 'ledger-not-recorded', project: project.name, reason });
                continue;
            }
            try {
                projectResult.contentDigest ??= contentDigest(await ports.projectContent(projectResult.package.path, `the package of ${project.name}`), project.level);
            }
            catch {
                // The package digest alone still proves a later run of the same zip.
            }
            const written = await ledger.record(ledgerScope(settings, project.name), projectResult.digest, projectResult.contentDigest);
            ports.log.event(written.recorded
                ? { kind: 'ledger-recorded', project: project.name, key: written.key }
                : { kind: 'ledger-not-recorded', project: project.name, reason: written.reason });
        }
    });
}

// EXTERNAL MODULE: ./src/deploy/verify.ts
var deploy_verify = __webpack_require__(12538);
;// CONCATENATED MODULE: ./src/deploy/rollback.ts




async function rollBack(settings, verify, ports, result, context) {
    const report = { reimported: [], leftOut: [], published: [] };
    const withBackup = [];
    for (const [index, project] of settings.projects.entries()) {
        const backup = result.projects[index].backup;
        if (backup.status === 'first-deploy') {
            report.leftOut.push(project.name);
            continue;
        }
        if (backup.status !== 'stored' && backup.status !== 'kept-on-runner') {
            // Without its backup the previous version is unknown: publishing the rest would be a
            // mixture nobody asked for.
            report.failed = { project: project.name, message: 'it has no backup (backup: false)' };
            return report;
        }
        try {
            const details = await ports.packageDetails(backup.path).catch(() => ({}));
            await onceMore(ports, context.login, () => ports.api.importPackage({
                projectName: project.name,
                projectDescription: details.description ?? project.description,
                projectLevel: details.level ?? project.level,
                isReplaceIfExists: true,
                packagePath: backup.path
            }));
        }
        catch (error) {
            report.failed = {
                project: project.name,
                message: error instanceof Error ? error.message : String(error)
            };
            return report;
        }
        report.reimported.push(project.name);
        withBackup.push(project.name);
        ports.log.event({ kind: 'rollback-imported', project: project.name });
    }
    const isFirst = (name) => report.leftOut.some(n => n.toLowerCase() === name.toLowerCase());
    const names = (context.publishedBefore ?? [
        ...withBackup,
        ...settings.publishWith.filter(n => !withBackup.includes(n))
    ]).filter(name => !isFirst(name));
    report.published = names;
    if (names.length === 0) {
        report.publishState = 'not-started';
        report.publishMessage = 'nothing was published before this run';
        return report;
    }
    ports.log.event({ kind: 'rollback-started', names });
    // The run's publishBegin options, as a real publish of these names.
    const again = { ...result, projectNames: names, mode: 'publish', publishLog: [] };
    const publishSettings = { ...settings, validateOnly: false };
    try {
        const outcome = await publish(publishSettings, ports, again, {
            login: context.login,
            setInstanceState: () => undefined,
            mayBeRunning: () => undefined
        });
        report.publishState = outcome === 'published' ? 'completed' : 'failed';
    }
    catch (error) {
        if (ports.signal?.aborted)
            throw error;
        report.publishState =
            error instanceof DeployStop && error.outcome === 'timed-out' ? 'timed-out' : 'not-started';
        report.publishMessage =
            error instanceof DeployStop ? error.failure.kind : error instanceof Error ? error.message : '';
    }
    result.publishLog = again.publishLog;
    if (report.publishState !== 'completed')
        return report;
    const ended = ports.now();
    const site = await (0,deploy_verify/* waitForSite */.Q)(ports, settings, ended, ended + verify.timeoutSeconds * 1000);
    if (site.info)
        report.siteReadySeconds = site.seconds;
    return report;
}

;// CONCATENATED MODULE: ./src/deploy/verified-deploy.ts
// The step after a completed publish, with verify on: the verification; when it finds a site
// that needs one more application restart, with a maintenance endpoint and restart-when-needed,
// one restart and the verification again; with rollback the previous version back when it
// fails otherwise. One call from the flow (deploy.ts), which reads only result.outcome
// afterwards: `published` (verified), `needs-restart`, `unverified` or `rolled-back`.


async function verifyDeploy(run) {
    const { settings, ports, result } = run;
    const verify = settings.verify;
    if (!verify || result.outcome !== 'published' || result.mode !== 'publish')
        return;
    const check = (since, restarted) => (0,deploy_verify/* verifyPublish */.R)(settings, verify, result.projectNames, since, ports, {
        login: run.login,
        unreadable: result.instance?.unreadable,
        ...(restarted ? { since: 'restart' } : {})
    });
    const publishEndedAt = run.publishEndedAt ?? ports.now();
    let report = await run.timed('Verify', () => check(publishEndedAt, false));
    // restart-when-needed: one restart through the maintenance endpoint (Apply Updates).
    const maintenance = ports.maintenance;
    const restart = maintenance && (() => maintenance.restartApplicationCommand());
    if (report.problem?.kind === 'needs-restart' && verify.restartWhenNeeded && restart) {
        const first = report;
        const problem = report.problem;
        ports.log.event({ kind: 'restart-requested', reason: problem.check.message ?? '' });
        const failed = await run.timed('Restart', async () => {
            try {
                await restart();
                return undefined;
            }
            catch (error) {
                if (ports.signal?.aborted)
                    throw error;
                return error instanceof Error ? error.message : String(error);
            }
        });
        ports.log.event({ kind: 'restart-done', failed });
        // Verified again even when the call failed: a restart can end the very connection that
        // asked for it. verify-timeout counts again from here; site-ready-seconds counts both waits.
        report = await run.timed('Verify', () => check(ports.now(), true));
        if (first.siteReadySeconds !== undefined && report.siteReadySeconds !== undefined) {
            report.siteReadySeconds += first.siteReadySeconds;
        }
        report.loggedInAgain ||= first.loggedInAgain;
        report.restart = { first: problem, ...(failed === undefined ? {} : { failed }) };
    }
    result.verification = report;
    if (!report.problem)
        return;
    result.failure = { kind: 'unverified', problem: report.problem };
    // The packages are in: a restart finishes them, a rollback would put back what works.
    if (report.problem.kind === 'needs-restart') {
        result.outcome = 'needs-restart';
        return;
    }
    result.outcome = 'unverified';
    if (!verify.rollback)
        return;
    // getPublished's list before the Import (the rollback publishes it again).
    const publishedBefore = await run.listPublished().catch(() => undefined);
    const rollback = await run.timed('Roll back', () => rollBack(settings, verify, ports, result, { login: run.login, publishedBefore }));
    result.rollback = rollback;
    if (rollback.publishState === 'completed') {
        result.outcome = 'rolled-back';
        result.instanceState = { kind: 'rolled-back', names: rollback.published };
    }
}

;// CONCATENATED MODULE: ./src/deploy/deploy.ts
// The order of a deploy, one named phase after the other: check and package every project, log
// in, wait while another publish runs, back each up, list the published projects, lock users
// out, import each in order, one publishBegin for all, poll publishEnd, verify, and put the
// stored projects back (or roll back) when the deploy failed or only validated. The phases
// share one Run (run.ts), never closures. It knows no HTTP and no @actions/core: the service,
// the packager, the backup store and the log are handed in, so the flow is tested with fakes.









async function deploy(settings, ports) {
    const run = new Run(settings, ports, startResult(settings));
    try {
        await checkAndPackage(run);
        await logIn(run);
        if (!settings.dryRun)
            await waitForOtherPublish(run);
        await backUp(run);
        await listPublishedTogether(run);
        if (settings.dryRun) {
            await plan(run);
            return run.result;
        }
        if (settings.skipUnchanged && (await skipUnchanged(run)))
            return run.result;
        // A rollback publishes again what was published before this run: listed before Import.
        if (settings.verify?.rollback)
            await run.listPublished().catch(() => undefined);
        await lockOut(run);
        await importPackages(run);
        await publishPackages(run);
        // Verified deploys: the site runs what was published (or, with rollback, the previous version).
        await verifyDeploy(run);
        // The one place a completed deploy is recorded (skip-unchanged's proof): only once it is
        // known good, after the verification (a failed or rolled-back one records nothing).
        if (run.result.outcome === 'published')
            await recordDeploys(run);
    }
    catch (error) {
        run.stoppedBy(error);
    }
    await putBack(run);
    await unlock(run);
    return run.result;
}
/** The result before anything ran: failed until a phase says otherwise, nothing changed. */
function startResult(settings) {
    const deployed = settings.projects.map(p => p.name);
    return {
        outcome: 'failed',
        mode: settings.validateOnly ? 'validation' : 'publish',
        projectNames: [...deployed, ...settings.publishWith.filter(n => !includesName(deployed, n))],
        projects: settings.projects.map((p) => ({
            name: p.name,
            backup: settings.backup ? { status: 'not-taken' } : { status: 'disabled' },
            importState: 'not-imported'
        })),
        phases: [],
        publishLog: [],
        restored: false,
        instanceState: { kind: 'unchanged' },
        notPutBack: []
    };
}
/**
 * Check and package: every package built (or inspected), the instance's release read
 * (`GET /entity`, no session), the version check. A source-control build without
 * product-version waits for the instance's release; its folder is checked first, so a malformed
 * fragment still fails before any request.
 */
async function checkAndPackage(run) {
    const { settings, ports, result } = run;
    const fromInstance = new Set();
    result.instance = await run.timed('Package', async () => {
        const later = [];
        await run.eachProject(async (project, projectResult) => {
            if (takesInstanceRelease(settings, project) && ports.checkSource) {
                await ports.checkSource(project);
                later.push([project, projectResult]);
            }
            else {
                await buildPackage(run, project, projectResult);
            }
        });
        const read = await readInstanceStep(ports);
        const version = instanceProductVersion(read);
        for (const [project, projectResult] of later) {
            if (version)
                fromInstance.add(project.name);
            await buildPackage(run, project, projectResult, version);
            run.checkCancelled();
        }
        return read;
    });
    result.versionCheck = await checkVersions(settings, result.projects, result.instance, fromInstance, ports);
}
async function buildPackage(run, project, projectResult, productVersion) {
    const { ports } = run;
    const started = ports.now();
    const info = await ports.makePackage(project, productVersion);
    projectResult.package = info;
    if (run.settings.skipUnchanged) {
        projectResult.digest = await ports.packageDigest(info.path, project.level);
    }
    ports.log.event({
        kind: 'packaged',
        project: project.name,
        package: info,
        seconds: (ports.now() - started) / 1000
    });
}
/**
 * Back up: each stored project downloaded (and, unless skip-unchanged or a dry run waits to know
 * it deploys, uploaded) and compared with its package. skip-unchanged and dry-run read the
 * stored projects even with backup: false.
 */
async function backUp(run) {
    const { settings, ports } = run;
    if (!(settings.backup || settings.skipUnchanged || settings.dryRun))
        return;
    await run.timed('Back up', () => run.eachProject(async (project, projectResult) => {
        const options = { maxBytes: settings.backupMaxBytes, listPublished: run.listPublished };
        projectResult.backup =
            settings.skipUnchanged || settings.dryRun
                ? await downloadBackup(project, ports, options)
                : await backUpProject(project, ports, options);
        await compareWithBackup(projectResult, ports, project.level);
    }));
}
/** include-published: the projects getPublished lists are published together with these. */
async function listPublishedTogether(run) {
    if (!run.settings.includePublished)
        return;
    run.result.projectNames = await run.timed('List published projects', () => withPublished(run.result.projectNames, run.ports, run.listPublished));
    run.checkCancelled();
}
/**
 * dry-run: true: everything a deploy reads, nothing it writes. The phases before have logged in,
 * read `GET /entity`, built and checked the packages, run the version check and downloaded each
 * stored project (no artifact) with its Changes; this lists the published projects (even with
 * include-published: false) and says what a publish would send and whether skip-unchanged
 * would skip. No Import, publishBegin, publishEnd or delete.
 */
async function plan(run) {
    const { settings, result } = run;
    const published = await run.listPublished();
    const names = [...result.projectNames];
    if (settings.includePublished && published) {
        for (const name of published) {
            if (!includesName(names, name))
                names.push(name);
        }
    }
    const report = { wouldPublish: settings.validateOnly ? result.projectNames : names };
    if (settings.skipUnchanged) {
        const decision = await decideSkip({ ...settings, dryRun: false }, result.projects, published, run.ports);
        report.wouldSkip = decision.skip;
        if (!decision.skip)
            report.skipReason = reasonKind(decision.reason);
    }
    result.projectNames = report.wouldPublish;
    result.plan = report;
    result.outcome = 'planned';
    run.ports.log.event({ kind: 'planned', plan: report });
}
function reasonKind(reason) {
    return 'project' in reason ? `${reason.kind}: ${reason.project}` : reason.kind;
}
/**
 * skip-unchanged: true when nothing is deployed (the outcome is `unchanged`); otherwise the
 * backups held back until now are uploaded and the deploy goes on.
 */
async function skipUnchanged(run) {
    const { settings, ports, result } = run;
    // Without the list (no such call, or it failed) nothing is skipped.
    const list = await run.listPublished().catch(() => undefined);
    const decision = await run.timed('Check unchanged', () => decideSkip(settings, result.projects, list, ports));
    if (!settings.backup) {
        // Read for the check only: without a backup nothing is put back (backup: false).
        for (const projectResult of result.projects)
            projectResult.backup = { status: 'disabled' };
    }
    if (decision.skip) {
        result.outcome = 'unchanged';
        ports.log.event({ kind: 'unchanged', projects: decision.projects });
        return true;
    }
    ports.log.event({ kind: 'deploying-changed', reason: decision.reason });
    if (settings.backup) {
        await run.timed('Upload backups', () => run.eachProject(async (project, projectResult) => {
            const backup = projectResult.backup;
            if (backup.status === 'downloaded') {
                projectResult.backup = await storeBackup(project, backup, ports);
            }
        }));
    }
    return false;
}
/** Import: each package in order; from its first byte on, the instance may hold it. */
async function importPackages(run) {
    const { settings, ports } = run;
    await run.timed('Import', () => run.eachProject(async (project, projectResult) => {
        const started = ports.now();
        // From here on a failure may leave this package imported: say so.
        projectResult.importState = 'maybe-imported';
        run.setState({ kind: 'import-uncertain', project: project.name });
        let entries;
        try {
            entries = await ports.api.importPackage({
                projectName: project.name,
                projectDescription: project.description,
                projectLevel: project.level,
                isReplaceIfExists: settings.replaceIfExists,
                packagePath: projectResult.package.path
            });
        }
        catch (error) {
            // An answer that refused the Import: the step must not claim the instance holds this
            // package (it is put back all the same, after the failure).
            if (isRefusal(error)) {
                projectResult.importState = 'refused';
                run.setState({ kind: 'import-refused', project: project.name });
            }
            throw error;
        }
        projectResult.importState = 'imported';
        run.setState({ kind: 'imported' });
        for (const entry of entries)
            ports.log.publishLogEntry(entry, 'Import');
        ports.log.event({
            kind: 'imported',
            project: project.name,
            size: projectResult.package.size,
            seconds: (ports.now() - started) / 1000
        });
    }));
}
/**
 * The instance answered the Import with a refusal: an error entry in its log, or HTTP 4xx. No
 * answer, a lost session or a 5xx may have stored the package: those stay uncertain.
 */
function isRefusal(error) {
    if (error instanceof errors/* ServerLogError */.SD)
        return true;
    if (!(error instanceof errors/* ApiError */.hD) || error instanceof errors/* TransientError */.N_)
        return false;
    if (error instanceof errors/* SessionLostError */.Tv)
        return false;
    return error.status !== undefined && error.status >= 400 && error.status < 500;
}
/** Publish (or validate): one publishBegin for all, publishEnd until it ends. */
async function publishPackages(run) {
    const { settings, ports, result } = run;
    const phase = settings.validateOnly ? 'Validate' : 'Publish';
    result.outcome = await run.timed(phase, () => publish(settings, ports, result, {
        login: run.login,
        setInstanceState: state => run.setState(state),
        mayBeRunning: running => (run.publishMayRun = running),
        completed: askedAt => (run.publishEndedAt = askedAt)
    }));
    if (result.outcome === 'failed') {
        result.failure = { kind: 'publish-failed' };
        run.setState({ kind: 'publish-failed' });
    }
    else {
        // A validation leaves the packages imported (until the restore puts them back).
        run.setState({ kind: result.outcome === 'published' ? 'published' : 'imported' });
    }
}
/**
 * Restore: leaves the instance as found: after a failure (or any end of a validation) the
 * stored projects this run imported are put back. Never while a publish may still be running.
 */
async function putBack(run) {
    const { settings, ports, result } = run;
    // A refused Import is put back too: an error answer is not proof that nothing changed (an
    // Import without content deletes the stored project and then answers an error), and the
    // backup imported again is the version it held.
    const imported = result.projects.filter(p => p.importState !== 'not-imported');
    if (imported.length === 0)
        return;
    // The publish completed: what runs is no longer what the stored backups hold.
    if (['unverified', 'rolled-back', 'needs-restart'].includes(result.outcome))
        return;
    const ended = ['validated', 'failed'];
    const afterValidation = settings.validateOnly && settings.restoreAfterValidation;
    if (run.publishMayRun || !ended.includes(result.outcome) || ports.signal?.aborted) {
        if (result.outcome === 'published' || !(settings.restoreOnFailure || afterValidation))
            return;
        result.notPutBack = imported.map(p => p.name);
        return;
    }
    if (!((result.outcome === 'failed' && settings.restoreOnFailure) || afterValidation))
        return;
    result.restored = await run.timed('Restore', () => restoreProjects(settings.projects, result.projects, ports, run.login));
    const failed = result.projects.filter(p => p.restore?.status === 'failed' || p.restore?.status === 'not-possible');
    run.setState(failed.length
        ? { kind: 'put-back-partly', failed: failed.map(p => p.name) }
        : { kind: 'put-back', count: imported.length });
}
async function withPublished(names, ports, listPublished) {
    let published;
    try {
        published = await listPublished();
    }
    catch (error) {
        throw new DeployStop({ kind: 'published-not-listed', cause: causeOf(error) });
    }
    if (published === undefined) {
        ports.log.event({ kind: 'published-unknown', names });
        return names;
    }
    // A set of case-folded names: linear in the (capped) list the instance gave.
    const all = [...names];
    const taken = new Set(names.map(name => name.toLowerCase()));
    for (const name of published) {
        const folded = name.toLowerCase();
        if (taken.has(folded))
            continue;
        taken.add(folded);
        all.push(name);
    }
    ports.log.event({ kind: 'published-listed', published, together: all });
    return all;
}
function includesName(names, name) {
    return names.some(n => n.toLowerCase() === name.toLowerCase());
}

// EXTERNAL MODULE: ./src/inputs/projects.ts
var inputs_projects = __webpack_require__(18955);
;// CONCATENATED MODULE: ./src/deploy/remove.ts
// Removing projects (`remove`). There is no call that unpublishes one project: Acumatica's
// documented way is to publish all the others without it. So: log in, wait for another publish,
// list what is published (a name to remove that is not published stops the run before anything
// changes), back up every published project, lock users out, then publishBegin with the others
// and merge off (or unpublishAll when none stays), poll, and verify that the removed projects
// are no longer listed and the others are. Nothing is deleted: the projects stay stored.






async function removeProjects(settings, ports) {
    const run = new Run(settings, ports, {
        outcome: 'failed',
        mode: 'publish',
        projectNames: [],
        projects: [],
        phases: [],
        publishLog: [],
        restored: false,
        instanceState: { kind: 'unchanged' },
        notPutBack: []
    });
    const { result } = run;
    try {
        await logIn(run);
        await waitForOtherPublish(run);
        const published = await listPublished(run);
        const { removed, kept } = planRemoval(run, published);
        await backUpPublished(run, published);
        await lockOut(run);
        const endedAt = await publishWithout(run, kept);
        if (result.outcome === 'failed') {
            result.failure = { kind: 'publish-failed' };
            run.setState({ kind: 'publish-failed' });
        }
        else {
            run.setState({ kind: 'published' });
            await verifyRemoval(run, removed, endedAt);
        }
    }
    catch (error) {
        run.stoppedBy(error);
    }
    await unlock(run);
    return result;
}
/** What is published now; without the list nothing can be removed safely. */
function listPublished(run) {
    return run.timed('List published projects', async () => {
        let names;
        try {
            names = await run.ports.api.getPublished();
        }
        catch (error) {
            throw new DeployStop({ kind: 'published-not-listed', cause: causeOf(error) });
        }
        if (names === undefined)
            throw new DeployStop({ kind: 'published-unavailable' });
        return names;
    });
}
/** The names to remove as getPublished spells them, and the others; one not published stops. */
function planRemoval(run, published) {
    const toRemove = run.settings.remove ?? [];
    const wanted = new Set(toRemove.map(name => name.toLowerCase()));
    const missing = toRemove.filter(name => !published.some(listed => listed.toLowerCase() === name.toLowerCase()));
    if (missing.length > 0) {
        throw new DeployStop({ kind: 'not-published', names: missing, published });
    }
    // As getPublished spells them: publishBegin is sent the instance's own names.
    const removed = published.filter(name => wanted.has(name.toLowerCase()));
    const kept = published.filter(name => !wanted.has(name.toLowerCase()));
    run.result.projectNames = kept;
    run.result.removal = { removed, kept, unpublishedAll: kept.length === 0 };
    run.ports.log.event({ kind: 'remove-planned', removed, kept });
    return { removed, kept };
}
/**
 * Every published project is backed up, as for a deploy: the removed ones to put back, the
 * others because the publish rewrites the site from them.
 */
async function backUpPublished(run, published) {
    const { settings, ports, result } = run;
    const backups = published.map(name => ({
        name,
        source: { kind: 'package', path: '' },
        description: '',
        level: 0,
        backupArtifactName: (0,inputs_projects/* backupArtifactName */.Q2)(settings.backupArtifactTemplate ?? '', name, settings.host)
    }));
    result.projects = backups.map((project) => ({
        name: project.name,
        backup: settings.backup ? { status: 'not-taken' } : { status: 'disabled' },
        importState: 'not-imported',
        publishedBefore: true
    }));
    if (!settings.backup)
        return;
    await run.timed('Back up', async () => {
        for (const [index, project] of backups.entries()) {
            result.projects[index].backup = await backUpProject(project, ports, {
                maxBytes: settings.backupMaxBytes,
                listPublished: async () => published
            });
            run.checkCancelled();
        }
    });
}
/**
 * Publishes the others, merge off (or unpublishAll when none stays). Returns when the publish
 * ended (verify-timeout counts from it).
 */
async function publishWithout(run, kept) {
    const { settings, ports, result } = run;
    let endedAt = ports.now();
    await run.timed('Remove', async () => {
        if (kept.length === 0) {
            run.setState({ kind: 'publish-may-run' });
            const entries = await ports.api.unpublishAll(settings.tenantMode);
            for (const entry of entries)
                ports.log.publishLogEntry(entry, 'Remove');
            result.publishLog = entries;
            endedAt = ports.now();
            result.outcome = 'removed';
            return;
        }
        // The others, and nothing merged in: what is not named is unpublished.
        const removal = {
            ...settings,
            mergeWithExisting: false,
            validateOnly: false,
            dbUpdatesOnly: false
        };
        result.outcome = await publish(removal, ports, result, {
            login: run.login,
            setInstanceState: state => run.setState(state),
            mayBeRunning: () => undefined,
            completed: askedAt => (endedAt = askedAt)
        });
        if (result.outcome === 'published')
            result.outcome = 'removed';
    });
    return endedAt;
}
/** The removed projects are no longer listed, the others are (with verify on). */
async function verifyRemoval(run, removed, endedAt) {
    const { settings, ports, result } = run;
    const verify = settings.verify;
    if (!verify)
        return;
    const report = await run.timed('Verify', () => (0,deploy_verify/* verifyPublish */.R)(settings, verify, result.projectNames, endedAt, ports, { login: run.login }));
    result.verification = report;
    const still = removed.filter(name => report.listed?.some(listed => listed.toLowerCase() === name.toLowerCase()));
    const problem = report.problem ??
        (still.length > 0
            ? {
                kind: 'error',
                message: `getPublished still lists ${still.join(', ')} after the publish without ${still.length > 1 ? 'them' : 'it'}`
            }
            : undefined);
    if (!problem)
        return;
    result.verification.problem = problem;
    result.outcome = 'unverified';
    result.failure = { kind: 'unverified', problem };
}

// EXTERNAL MODULE: ./src/inputs/clear-text.ts
var clear_text = __webpack_require__(97966);
// EXTERNAL MODULE: ./src/report/input-summary.ts
var input_summary = __webpack_require__(61447);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/inputs/login-settings.ts
var login_settings = __webpack_require__(63988);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
// EXTERNAL MODULE: ./src/inputs/read-verify-settings.ts
var read_verify_settings = __webpack_require__(32269);
// EXTERNAL MODULE: ./src/inputs/read-lint-settings.ts
var read_lint_settings = __webpack_require__(33605);
// EXTERNAL MODULE: ./src/inputs/read-maintenance-settings.ts
var read_maintenance_settings = __webpack_require__(22625);
;// CONCATENATED MODULE: ./src/inputs/read-settings.ts
// Raw action inputs -> one typed, validated settings object. Every check happens here, before
// anything is sent: a bad input fails with one line that names it and says what to do.








async function readSettings(input, workspace) {
    // The order of the checks is the order users read the inputs in: login first.
    const login = (0,login_settings/* readLoginSettings */.l3)(input);
    const { baseUrl, host, credentials } = login;
    // A removal deploys nothing: no package is read (project-path is not read either).
    const remove = (0,read_maintenance_settings/* readRemove */.b)(input, inputs_projects/* checkProjectName */.xX);
    const projects = remove
        ? []
        : input('projects')
            ? await (0,inputs_projects/* readProjects */.VH)(input, workspace, host)
            : [await (0,inputs_projects/* readSingleProject */.MO)(input, workspace, host)];
    const publishWith = (0,values/* splitList */.ry)(input('publish-with'));
    for (const other of publishWith)
        (0,inputs_projects/* checkProjectName */.xX)('publish-with', other);
    const retention = input('backup-retention-days');
    const { tenantMode, tenants } = readTenants(input);
    const verifyOptions = (0,read_verify_settings/* readVerifyOptions */.q)(input);
    const validateOnly = (0,values/* readBoolean */.Vf)(input, 'validate-only', false);
    return {
        baseUrl,
        host,
        credentials,
        projects,
        replaceIfExists: (0,values/* readBoolean */.Vf)(input, 'replace-if-exists', true),
        validateOnly,
        publishWith,
        includePublished: (0,values/* readBoolean */.Vf)(input, 'include-published', true),
        mergeWithExisting: (0,values/* readBoolean */.Vf)(input, 'merge-with-existing', false),
        dbUpdatesOnly: (0,values/* readBoolean */.Vf)(input, 'db-updates-only', false),
        tenantMode,
        tenants,
        replayDbScripts: (0,values/* readBoolean */.Vf)(input, 'replay-db-scripts', false),
        skipUnchanged: (0,values/* readBoolean */.Vf)(input, 'skip-unchanged', false),
        restoreOnFailure: (0,values/* readBoolean */.Vf)(input, 'restore-on-failure', true),
        restoreAfterValidation: (0,values/* readBoolean */.Vf)(input, 'restore-after-validation', true),
        backup: (0,values/* readBoolean */.Vf)(input, 'backup', true),
        backupRetentionDays: retention === ''
            ? undefined
            : (0,values/* readNumber */.kz)(input, 'backup-retention-days', { integer: true, min: 1, max: 90 }),
        backupMaxBytes: (0,values/* readNumber */.kz)(input, 'backup-max-size', {
            integer: true,
            min: 1,
            max: MAX_BACKUP_MIB,
            fallback: 2048
        }) *
            1024 ** 2,
        pollIntervalSeconds: (0,values/* readNumber */.kz)(input, 'poll-interval', {
            min: 0,
            exclusiveMin: true,
            max: values/* MAX_TIMER_SECONDS */.Zu,
            why: login_settings/* TIMER_LIMIT */.Y2,
            fallback: 10
        }),
        publishTimeoutSeconds: (0,values/* readNumber */.kz)(input, 'publish-timeout', {
            min: 0,
            exclusiveMin: true,
            max: values/* MAX_TIMER_SECONDS */.Zu,
            why: login_settings/* TIMER_LIMIT */.Y2,
            fallback: 600
        }),
        requestTimeoutSeconds: login.requestTimeoutSeconds,
        loginAttempts: login.loginAttempts,
        loginRetryDelaySeconds: login.loginRetryDelaySeconds,
        ...verifyOptions,
        lint: { mode: (0,read_lint_settings/* readLintMode */.DK)(input), ...(0,read_lint_settings/* readLintRuleSettings */.jE)(input, workspace, 'lint-disable') },
        ...(0,read_maintenance_settings/* readMaintenanceOptions */.E)(input, {
            projectNames: projects.map(p => p.name),
            remove,
            validateOnly,
            dryRun: verifyOptions.dryRun
        }),
        ...(remove ? { remove, backupArtifactTemplate: input('backup-artifact-name') } : {})
    };
}
/** 1 TiB: beyond what a runner's disk holds, and well within what a byte count can say. */
const MAX_BACKUP_MIB = 1024 * 1024;
const TENANT_MODES = ['Current', 'All', 'List'];
/** tenant-mode (any letter case, sent as the API spells it) and the tenants it needs. */
function readTenants(input) {
    const raw = input('tenant-mode') || 'Current';
    const tenantMode = TENANT_MODES.find(mode => mode.toLowerCase() === raw.toLowerCase());
    if (tenantMode === undefined) {
        throw new input_error/* InputError */.d('tenant-mode', `("${raw}") must be Current, All or List (List publishes to the tenants named in tenants).`);
    }
    const tenants = (0,values/* splitList */.ry)(input('tenants'));
    if (tenantMode === 'List' && tenants.length === 0) {
        throw new input_error/* InputError */.d('tenants', 'is required with tenant-mode: List: give the tenant login names, comma or newline separated.');
    }
    if (tenantMode !== 'List' && tenants.length > 0) {
        throw new input_error/* InputError */.d('tenants', `is only used with tenant-mode: List (tenant-mode is ${tenantMode}): set tenant-mode: List, or remove tenants.`);
    }
    return { tenantMode, tenants };
}

// EXTERNAL MODULE: ./src/package/index.ts + 13 modules
var src_package = __webpack_require__(78147);
// EXTERNAL MODULE: ./src/api/answers.ts
var answers = __webpack_require__(40419);
// EXTERNAL MODULE: ./src/report/units.ts
var units = __webpack_require__(17885);
// EXTERNAL MODULE: ./src/report/changes-text.ts
var changes_text = __webpack_require__(69079);
// EXTERNAL MODULE: ./src/report/verify-text.ts + 1 modules
var verify_text = __webpack_require__(67761);
// EXTERNAL MODULE: ./src/report/outcome-text.ts
var outcome_text = __webpack_require__(65960);
// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
// EXTERNAL MODULE: ./src/report/shared-text.ts
var shared_text = __webpack_require__(66093);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(95658);
// EXTERNAL MODULE: ./src/report/host.ts
var report_host = __webpack_require__(90022);
// EXTERNAL MODULE: ./src/report/summary.ts
var report_summary = __webpack_require__(57994);
;// CONCATENATED MODULE: ./src/report/report.ts
// The deploy result as people read it: the job summary (a model, summary.ts, rendered as markdown
// or text), the final log line, the error message and the publish log file. Pure builders: the
// step writes them out. The state and failure sentences come from outcome-text.ts.












// The instance's errors and warnings listed before the rest is left to the publish log.
const LISTED_PROBLEMS = 50;
const PROBLEM_CHARS = 1000;
/** Every value of the result output, with its words in the summary's title. */
const OUTCOME_TEXT = {
    published: '✅ Published',
    validated: '✅ Validated',
    unchanged: '⏭️ Unchanged',
    failed: '❌ Failed',
    'timed-out': '⏱️ Timed out',
    cancelled: '🚫 Cancelled',
    unverified: '❌ Published, not verified',
    'rolled-back': '↩️ Rolled back',
    'needs-restart': '🔁 Published, needs one more restart',
    planned: '📝 Planned (dry run)',
    busy: '⏳ Busy: another publish was running',
    removed: '🗑️ Removed'
};
function isSuccess(result) {
    return ['published', 'validated', 'unchanged', 'planned', 'removed'].includes(result.outcome);
}
/** The projects a run is about: those it deploys, or those it removes. */
function runNames(settings) {
    return settings.remove ?? settings.projects.map(p => p.name);
}
/** The last line of the log: the result in words, and where the instance stands. */
function finalLine(settings, result) {
    const what = `${(0,units/* listWords */.yh)(runNames(settings))} on ${settings.host}`;
    const state = (0,outcome_text/* instanceStateText */.QX)(result);
    if (result.removal !== undefined || settings.remove !== undefined) {
        return result.outcome === 'removed'
            ? `Result: removed ${what}: no longer published${result.removal?.kept.length ? ` (still published: ${result.removal.kept.join(', ')})` : ''}. ${REMOVAL_STAYS}`
            : `Result: removal of ${what} ${result.outcome === 'busy' ? 'not started' : 'failed'}. ${state}`;
    }
    switch (result.outcome) {
        case 'busy':
            return `Result: busy: another publish was running on ${settings.host}; nothing of ${(0,units/* listWords */.yh)(runNames(settings))} was imported.`;
        case 'published':
            return `Result: published ${what} (with ${(0,units/* someNames */.Xq)(result.projectNames)}).`;
        case 'validated':
            return `Result: validated ${what}; nothing was published. ${state}`;
        case 'unchanged':
            return `Result: unchanged: ${what} already runs these packages, so nothing was imported or published (skip-unchanged).`;
        case 'planned':
            return `Result: planned (dry run): nothing was imported or published on ${settings.host}.`;
        case 'unverified':
            return `Result: ${what} published, but not verified. ${state}`;
        case 'rolled-back':
            return `Result: ${what} rolled back after a failed verification. ${state}`;
        case 'needs-restart':
            return `Result: ${what} published, but the site needs one more application restart. ${state}`;
        case 'timed-out':
            return `Result: timed out waiting for ${what}. ${state}`;
        case 'cancelled':
            return `Result: cancelled while deploying ${what}. ${state}`;
        default:
            return `Result: deploy of ${what} failed. ${state}`;
    }
}
/** The message of a failed run (setFailed): what went wrong and what to do, then the final line. */
function failureMessage(settings, result, host = 'actions') {
    // A run that did its work and could not let users back in fails for that alone.
    if (isSuccess(result))
        return `${finalLine(settings, result)}${lockoutLeftOn(result)}`;
    const error = (0,outcome_text/* failureText */.kY)(result, settings.baseUrl, host) || 'The deploy failed.';
    // Conflicts first: the one failure whose fix is in the workflow (the levels).
    const conflicts = (0,shared_text/* conflictLines */._p)(result.publishLog);
    const first = conflicts.length ? `${conflicts.join(' | ')}. ${shared_text/* CONFLICT_FIX */.$s} ` : '';
    return `${first}${error} ${finalLine(settings, result)}${lockoutLeftOn(result)}`;
}
/** What a removal leaves on the instance (Acumatica's docs): said with every removal. */
const REMOVAL_STAYS = 'Nothing was deleted: the projects stay stored, and their database changes, site map nodes, reports, access rights and integration scenarios stay on the instance.';
/** A lockout the run could not stop, in words (empty otherwise). */
function lockoutLeftOn(result) {
    const lockout = result.lockout;
    return lockout?.stopFailed ? ` ${(0,shared_text/* lockoutStopText */.JU)(lockout.endpoint, lockout.stopFailed)}` : '';
}
/** The publish log as plain text, one entry a line (for the publish-log output file). */
function publishLogText(entries) {
    return entries.map(entryLine).join('\n') + (entries.length ? '\n' : '');
}
function entryLine(entry) {
    const time = entry.timestamp ? `${entry.timestamp} ` : '';
    return `${time}[${entry.logType}] ${entry.message}`;
}
function isWarningEntry(entry) {
    return entry.logType.toLowerCase() === 'warning';
}
/** The job summary of a deploy as markdown (GITHUB_STEP_SUMMARY). */
function summaryMarkdown(settings, result) {
    return renderMarkdown(deploySummary(settings, result));
}
/** The job summary of a deploy, rendered as markdown or as the command line's text. */
function deploySummary(settings, result, host = 'actions') {
    const blocks = [];
    // Where each entry stands whole: the action's publish-log output, the command line's log.
    const whole = (0,report_host/* hostWords */.Ul)(host).publishLog;
    const mode = result.mode === 'validation' ? 'validation only' : 'publish';
    blocks.push({
        kind: 'heading',
        level: 2,
        text: [`${OUTCOME_TEXT[result.outcome]}: ${runNames(settings).join(', ')} → ${settings.host}`]
    });
    const conflicts = (0,shared_text/* conflictLines */._p)(result.publishLog);
    if (conflicts.length) {
        blocks.push({ kind: 'heading', level: 3, text: ['Conflicts'] }, { kind: 'list', items: conflicts.map(line => ['❌ ', (0,report_summary/* quote */.hD)(truncate(line, 2000, whole))]) }, { kind: 'note', lines: [[(0,report_summary/* strong */.ko)((0,report_summary/* quote */.hD)(shared_text/* CONFLICT_FIX */.$s))]] });
    }
    const leftOn = lockoutLeftOn(result);
    if (leftOn)
        blocks.push({ kind: 'note', lines: [[(0,report_summary/* strong */.ko)('⚠️ ', (0,report_summary/* quote */.hD)(leftOn.trim()))]] });
    // On failure the instance's own words come first: that is what people open the page for.
    if (!isSuccess(result)) {
        const problems = result.publishLog.filter(e => (0,answers/* isErrorEntry */.V9)(e) || isWarningEntry(e));
        if (problems.length) {
            const items = problems
                .slice(0, LISTED_PROBLEMS)
                .map(entry => [
                (0,answers/* isErrorEntry */.V9)(entry) ? '❌ ' : '⚠️ ',
                (0,report_summary/* quote */.hD)(truncate(entry.message, PROBLEM_CHARS, whole))
            ]);
            if (problems.length > LISTED_PROBLEMS) {
                items.push([
                    `and ${problems.length - LISTED_PROBLEMS} more errors and warnings: see the publish log below and ${whole}`
                ]);
            }
            blocks.push({ kind: 'heading', level: 3, text: ['Errors and warnings from the instance'] }, { kind: 'list', items });
        }
        const error = (0,outcome_text/* failureText */.kY)(result, settings.baseUrl, host);
        const lines = error ? [[(0,report_summary/* strong */.ko)((0,report_summary/* quote */.hD)(error))]] : [];
        lines.push([(0,report_summary/* quote */.hD)((0,outcome_text/* instanceStateText */.QX)(result))]);
        blocks.push({ kind: 'note', lines });
    }
    const rows = [
        [['Instance'], [`${settings.host} (`, (0,report_summary/* code */.aY)(settings.baseUrl), ')']],
        [[togetherLabel(result)], (0,report_summary/* codeNames */.Gc)(result.projectNames, units/* LISTED_NAMES */.TW)],
        [['Mode'], [mode]]
    ];
    if (result.projects.some(p => p.restore)) {
        rows.push([['Restored'], [result.restored ? 'yes: see each project' : 'no: see each project']]);
    }
    rows.push(...sharedRows(result));
    rows.push([['Result'], [OUTCOME_TEXT[result.outcome]]]);
    blocks.push({ kind: 'fields', rows });
    blocks.push({
        kind: 'table',
        html: true,
        head: ['Project', 'Source', 'Package', 'Backup', 'Put back'],
        rows: result.projects.map((projectResult, index) => {
            const project = settings.projects[index];
            return [
                [(0,report_summary/* code */.aY)(projectResult.name, true)],
                [project ? sourceText(project.source) : 'published on the instance'],
                projectResult.package
                    ? [
                        `${formatBytes(projectResult.package.size)}, ${projectResult.package.entries} files, SHA-256 `,
                        (0,report_summary/* code */.aY)(projectResult.package.sha256)
                    ]
                    : ['not built'],
                backupCell(projectResult),
                projectResult.restore ? [(0,report_summary/* quote */.hD)((0,outcome_text/* restoreText */.s2)(projectResult).text)] : ['—']
            ];
        })
    });
    if (result.outcome === 'unchanged') {
        blocks.push({
            kind: 'paragraph',
            text: [
                'The instance already runs these packages (the newest completed deploy recorded for each, stored and published as they are), so nothing was imported or published and no backup was uploaded: ',
                ...(0,report_summary/* joinSpans */.kU)(result.projects.map(p => [
                    (0,report_summary/* code */.aY)(p.name),
                    ' (sha256 ',
                    (0,report_summary/* code */.aY)(p.digest?.slice(0, 16) ?? ''),
                    ')'
                ]), ', '),
                '.'
            ]
        });
    }
    blocks.push(...(0,verify_text/* verifyBlocks */.E4)(result));
    blocks.push(...(0,changes_text/* changesBlocks */.Cy)(result, host));
    if (result.phases.length) {
        const total = result.phases.reduce((sum, p) => sum + p.seconds, 0);
        blocks.push({
            kind: 'table',
            head: ['Phase', 'Duration'],
            alignRight: [1],
            rows: [
                ...result.phases.map(phase => [[phase.name], [(0,units/* formatSeconds */.Xo)(phase.seconds)]]),
                [[(0,report_summary/* strong */.ko)('Total')], [(0,report_summary/* strong */.ko)((0,units/* formatSeconds */.Xo)(total))]]
            ]
        });
    }
    if (result.publishLog.length) {
        blocks.push({
            kind: 'log',
            title: `Publish log (${result.publishLog.length} entries)`,
            // As written: each rendering makes the line safe (truncate masks before it cuts: half a
            // password is no longer what the mask knows).
            lines: result.publishLog.map(entry => truncate(entryLine(entry), PROBLEM_CHARS, whole)),
            rest: `entries in ${whole}`
        });
    }
    return { blocks };
}
/** The summary's rows of a shared instance: the wait for another publish, the lockout, a removal. */
function sharedRows(result) {
    const rows = [];
    const busy = result.busy;
    if (busy?.found === 'running') {
        rows.push([
            ['Another publish'],
            [
                `waited ${(0,units/* formatSeconds */.Xo)(busy.waitedSeconds)} for it`,
                ...(busy.lastMessage
                    ? [' (its last log line: ', (0,report_summary/* quote */.hD)(truncate(busy.lastMessage, 300)), ')']
                    : [])
            ]
        ]);
    }
    const lockout = result.lockout;
    if (lockout) {
        const at = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
        const text = lockout.lockedAt === undefined
            ? ['not locked out: ', (0,report_summary/* quote */.hD)(lockout.scheduleFailed ?? 'the run stopped before')]
            : [
                `locked out at ${at(lockout.lockedAt)}`,
                ...(lockout.unlockedAt !== undefined
                    ? [`, let back in at ${at(lockout.unlockedAt)}`]
                    : lockout.stopFailed
                        ? ['; ', (0,report_summary/* strong */.ko)('still locked out'), ': stop it on Apply Updates (SM203510)']
                        : [])
            ];
        rows.push([[`Users (${lockout.endpoint})`], text]);
    }
    const removal = result.removal;
    if (removal) {
        rows.push([
            ['Removed'],
            [
                ...(0,report_summary/* joinSpans */.kU)(removal.removed.map(n => [(0,report_summary/* code */.aY)(n, true)]), ', '),
                `${removal.unpublishedAll ? ' (unpublishAll: nothing stays published)' : ''}. `,
                (0,report_summary/* quote */.hD)(REMOVAL_STAYS)
            ]
        ]);
    }
    return rows;
}
/** What the projects sent to publishBegin together were: only a publish that completed published them. */
function togetherLabel(result) {
    if (result.outcome === 'published')
        return 'Published together';
    if (result.outcome === 'validated')
        return 'Validated together';
    return result.mode === 'validation' ? 'Validation of' : 'Publish of';
}
/** The projects-json output: one object per project, in import order. */
function projectsJson(result) {
    return result.projects.map(project => {
        const backup = project.backup;
        return {
            name: project.name,
            packageSize: project.package?.size ?? null,
            packageSha256: project.package?.sha256 ?? null,
            backup: backup.status === 'stored'
                ? {
                    artifactId: backup.artifactId,
                    artifactUrl: backup.artifactUrl,
                    digest: backup.digest,
                    path: backup.path
                }
                : backup.status === 'kept-on-runner'
                    ? { artifactId: null, artifactUrl: null, digest: null, path: backup.path }
                    : null,
            restored: project.restore?.status === 'reimported' || project.restore?.status === 'deleted'
        };
    });
}
/** How the package was made, in words. */
function sourceText(source) {
    return source.kind === 'package'
        ? 'package .zip'
        : source.kind === 'source-control'
            ? 'source-control folder'
            : 'package folder';
}
function backupCell(result) {
    const backup = result.backup;
    switch (backup.status) {
        case 'stored':
            return [
                (0,report_summary/* link */.nf)(backup.artifactUrl, backup.artifactName),
                ` (${formatBytes(backup.size)}, digest `,
                (0,report_summary/* code */.aY)(backup.digest),
                ')'
            ];
        case 'kept-on-runner':
            return ['on the runner only: ', (0,report_summary/* code */.aY)(backup.path), ` (${backup.reason})`];
        case 'downloaded':
            return [`downloaded, not uploaded: nothing was deployed (${formatBytes(backup.size)})`];
        case 'first-deploy':
            return ['none: first deploy of this project'];
        case 'disabled':
            return ['turned off (', (0,report_summary/* code */.aY)('backup: false'), ')'];
        default:
            return ['not taken'];
    }
}
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    const units = ['KiB', 'MiB', 'GiB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}
function truncate(full, max, whole = 'the publish-log file') {
    // Masked before the cut: half a password is no longer what the mask recognises.
    const text = (0,known_secrets/* maskSecrets */.QU)(full);
    return text.length <= max
        ? text
        : `${text.slice(0, max)}… (${text.length - max} more characters in ${whole})`;
}

// EXTERNAL MODULE: ./src/report/progress-text.ts + 1 modules
var progress_text = __webpack_require__(26727);
// EXTERNAL MODULE: ./src/action/state.ts
var state = __webpack_require__(33175);
// EXTERNAL MODULE: ./src/action/log.ts
var action_log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/report/safe-text.ts
var safe_text = __webpack_require__(39577);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/action/cancellation.ts
var cancellation = __webpack_require__(54559);
// EXTERNAL MODULE: ./src/report/lint-report.ts + 1 modules
var lint_report = __webpack_require__(96158);
// EXTERNAL MODULE: ./src/report/lint-text.ts
var lint_text = __webpack_require__(56925);
;// CONCATENATED MODULE: ./src/steps/deploy-step.ts
// The main step: inputs in; outputs, state, log and job summary out. The order of the deploy is
// in deploy.ts, the wire in api/.





























/** The deploy (or remove): its result is the `result` output (docs: the outcomes). */
async function run(runner) {
    const cancel = (0,cancellation/* watchCancellation */.Z)(runner, {
        stopping: `stopping. ${(0,report_host/* hostWords */.Ul)(runner.host).releasesSession}`,
        // A request still in flight: leave before the runner's kill, with the result written (the
        // session is in the saved state for the post step).
        inFlight: signal => ({
            result: 'cancelled',
            outputs: { result: 'cancelled' },
            failure: `The run was cancelled (${signal}) while a request was in flight.`
        })
    });
    try {
        return await deployStep(runner, cancel);
    }
    finally {
        cancel.dispose();
    }
}
async function deployStep(runner, cancel) {
    const log = (0,action_log/* safeLog */.E)(runner);
    const password = runner.getInput('password');
    if (password)
        (0,secrets/* addPassword */.nR)(runner, password);
    let settings;
    try {
        settings = await runner.group('Check inputs', async () => {
            const read = await readSettings(name => runner.getInput(name), runner.env.workspace);
            if (read.remove) {
                log.info(`Instance ${read.baseUrl}, removing ${read.remove.join(', ')}.`);
            }
            else {
                log.info(`Instance ${read.baseUrl}, ${read.validateOnly ? 'validation only' : 'publish'}, ${read.projects.length} ${read.projects.length > 1 ? 'projects' : 'project'}:`);
            }
            for (const project of read.projects) {
                log.info(`- ${project.name}: "${project.source.path}" is ${(0,src_package/* describeKind */.SB)(project.source.kind)}.`);
            }
            const clearText = await (0,clear_text/* clearTextWarning */.F)(read.baseUrl);
            if (clearText)
                log.warning(clearText);
            return read;
        });
    }
    catch (error) {
        const message = error instanceof input_error/* InputError */.d ? error.message : `Input check failed: ${String(error)}`;
        return {
            result: 'failed',
            outputs: { result: 'failed' },
            failure: message,
            summary: (0,input_summary/* inputErrorSummary */.x)('Deploy', message)
        };
    }
    const lint = await lintBeforeLogin(runner, log, settings);
    if (lint.failure !== undefined) {
        return {
            result: 'failed',
            outputs: { result: 'failed' },
            failure: lint.failure,
            summary: lint.summary
        };
    }
    const temp = await workFolder(runner.env.tempDir);
    const client = (0,api_client/* clientFor */.$V)(settings);
    const endpoint = settings.maintenanceEndpoint;
    const maintenance = endpoint
        ? client.maintenance(endpoint, {
            pollIntervalSeconds: settings.pollIntervalSeconds,
            timeoutSeconds: settings.requestTimeoutSeconds
        })
        : undefined;
    const flow = settings.remove ? removeProjects : deploy;
    const result = await flow(settings, {
        api: client,
        ...(maintenance ? { maintenance } : {}),
        lockoutChanged: on => (0,state/* saveLockout */.d4)(runner, on && endpoint
            ? {
                endpoint,
                pollIntervalSeconds: settings.pollIntervalSeconds,
                requestTimeoutSeconds: settings.requestTimeoutSeconds
            }
            : undefined),
        makePackage: async (project, productVersion) => {
            const source = project.source;
            const built = await (0,src_package/* packageProject */.y4)(source.path, source.kind, {
                outputPath: external_node_path_default().join(temp, `${project.name}.zip`),
                exclude: source.kind === 'package' ? [] : source.exclude,
                include: source.kind === 'package' ? [] : source.include,
                productVersion: source.kind === 'package' ? '' : (productVersion ?? source.productVersion),
                // The root's level stays ProjectMetadata.xml's, as the engine writes it (empty stays
                // empty); project-level goes to the Import's own projectLevel field.
                description: project.description
            });
            for (const warning of built.warnings)
                log.warning(warning);
            return built;
        },
        checkSource: async (project) => {
            const source = project.source;
            if (source.kind !== 'source-control')
                return;
            // Its warnings are told by the build that follows.
            await (0,src_package/* checkSourceControlFolder */.rS)(source.path, {
                exclude: source.exclude,
                include: source.include
            });
        },
        // Named as the artifact will be: an upload of the file as it is takes its name.
        backupPath: project => external_node_path_default().join(temp, 'backup', backupFileName(project.backupArtifactName)),
        packageDetails: zipPath => (0,src_package/* readProjectDefaults */.mE)(zipPath, 'package'),
        packageDigest: packageDigest,
        projectContent: readProjectContent,
        // A workflow artifact, or where the host keeps it (the command line: a folder).
        storeBackup: (zipPath, project) => {
            const name = attemptName(project.backupArtifactName, runner.env.runAttempt);
            const args = [zipPath, name, settings.backupRetentionDays];
            return runner.storeBackup ? runner.storeBackup(...args) : uploadBackup(...args);
        },
        // The ledger of completed deploys (skip-unchanged's proof), in the repository's Actions
        // cache, or where the host keeps it (the command line: a file).
        ledger: runner.deployLedger
            ? runner.deployLedger()
            : actionsCacheLedger({
                run: { id: runner.env.runId, attempt: runner.env.runAttempt },
                tempDir: runner.env.runnerTemp
            }),
        sessionStarted: cookie => {
            (0,state/* maskCookieValues */.XZ)(runner, client.secretValues);
            (0,state/* saveSession */.E1)(runner, {
                baseUrl: settings.baseUrl,
                cookie,
                requestTimeoutSeconds: settings.requestTimeoutSeconds
            });
        },
        log: flowLog(runner, log),
        sleep: (ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }),
        now: () => Date.now(),
        signal: cancel.signal
    });
    const ended = await report(settings, result, temp, lint.summary, log, runner.host);
    (0,state/* saveProgress */.FB)(runner, `done: ${result.outcome}`);
    return ended;
}
/**
 * The lint before login (docs/lint.md): its findings as annotations, and the summary's section
 * when it found errors or warnings; with `lint: fail`, `pass` is false on an error-level finding,
 * so that the run stops before anything is sent (the section is written then).
 */
async function lintBeforeLogin(runner, log, settings) {
    const lint = settings.lint;
    if (lint === undefined || lint.mode === 'off')
        return {};
    return runner.group('Lint', async () => {
        const workspace = runner.env.workspace;
        const fullList = (0,report_host/* lintFullList */.TR)('deploy', runner.host);
        let counts;
        let summary;
        try {
            // What the build refuses, it refuses before any request with its own message: the lint
            // then leaves the packages to it rather than report the same thing first.
            for (const project of settings.projects) {
                const source = project.source;
                if (source.kind !== 'source-control')
                    continue;
                await (0,src_package/* checkSourceControlFolder */.rS)(source.path, {
                    exclude: source.exclude,
                    include: source.include
                });
            }
            const result = await (0,lint_report/* runLint */.n)(settings.projects.map(read_lint_settings/* lintProjectOf */.Yl), { ...lint, tenantMode: settings.tenantMode }, workspace, runner, { notesInLog: true, fullList });
            counts = (0,lint_text/* countFindings */.Gt)(result.findings);
            if (counts.errors + counts.warnings > 0)
                summary = (0,lint_text/* lintSummary */.cB)(result, fullList);
        }
        catch (error) {
            // The package step meets the same problem before any request and says what to do.
            log.info(`The lint could not read the packages: ${(0,message_of/* messageOf */.b)(error)}`);
            return { summary };
        }
        if (lint.mode === 'fail' && counts.errors > 0) {
            return {
                summary,
                failure: `The lint found ${counts.errors} error-level ${counts.errors === 1 ? 'finding' : 'findings'} (lint: fail): nothing was sent to the instance. See the annotations and docs/lint.md; lint: warn reports them without stopping.`
            };
        }
        return { summary };
    });
}
function flowLog(runner, log) {
    return {
        phase: (name, work) => {
            (0,state/* saveProgress */.FB)(runner, name);
            return runner.group(name, work);
        },
        event: event => {
            const { level, text } = (0,progress_text/* progressLine */.o)(event, runner.host);
            if (level === 'warning')
                log.warning(text);
            else if (level === 'notice')
                log.notice(text);
            else
                log.info(text);
        },
        publishLogEntry: (entry, phase) => {
            // Each entry once: errors and warnings as annotations titled with the phase.
            const line = entryLine(entry);
            const type = entry.logType.toLowerCase();
            const annotation = entry.timestamp ? `${entry.timestamp} ${entry.message}` : entry.message;
            if (type === 'error')
                log.error(annotation, phase);
            else if (type === 'warning')
                log.warning(annotation, phase);
            else
                log.info(line);
        }
    };
}
async function report(settings, result, temp, lint, log, host) {
    const outputs = {};
    const setOutput = (name, value) => {
        outputs[name] = value;
    };
    setOutput('result', result.outcome);
    setOutput('restored', String(result.restored));
    setOutput('projects-json', JSON.stringify(projectsJson(result)));
    setOutput('changes-json', JSON.stringify((0,changes_text/* changesJson */.c$)(result)));
    setOutput('instance-version', result.instance?.build ?? '');
    const ready = result.verification?.siteReadySeconds;
    setOutput('site-ready-seconds', ready === undefined ? '' : String(Math.round(ready * 100) / 100));
    // The single-valued outputs describe the first project.
    const first = result.projects.at(0);
    if (first?.package) {
        setOutput('package-size', String(first.package.size));
        setOutput('package-sha256', first.package.sha256);
    }
    const backup = first?.backup;
    if (backup?.status === 'stored' || backup?.status === 'kept-on-runner') {
        setOutput('backup-path', backup.path);
    }
    if (backup?.status === 'stored') {
        setOutput('backup-artifact-id', backup.artifactId);
        setOutput('backup-artifact-url', backup.artifactUrl);
        setOutput('backup-artifact-digest', backup.digest);
    }
    if (result.publishLog.length) {
        const file = external_node_path_default().join(temp, 'publish-log.txt');
        // The same lines as the log shows: neutralised and masked.
        await (0,promises_.writeFile)(file, publishLogText(result.publishLog.map(safe_text/* safeLogEntry */.ar)));
        setOutput('publish-log', file);
    }
    // The lint's section after the run's own (its heading comes first in the summary).
    const summary = (0,report_summary/* joinSummaries */.nG)(deploySummary(settings, result, host), lint);
    if (isSuccess(result) && !result.lockout?.stopFailed) {
        log.info(finalLine(settings, result));
        return { result: result.outcome, outputs, summary };
    }
    return {
        result: result.outcome,
        outputs,
        summary,
        failure: failureMessage(settings, result, host)
    };
}
/**
 * A re-run attempt's backup gets `-attempt<N>`: artifact names are unique within a run, and the
 * first attempt's backup (the one its messages named) must stay as it is.
 */
function attemptName(name, attempt) {
    const number = Number(attempt);
    return Number.isInteger(number) && number > 1 ? `${name}-attempt${number}` : name;
}
/** A private folder for the package, the backup and the publish log (RUNNER_TEMP on runners). */
async function workFolder(base) {
    const folder = external_node_path_default().join(base, `acumatica-deploy-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    // Only this user reads the package and the backup (a shared temp folder on the command line).
    await (0,promises_.mkdir)(external_node_path_default().join(folder, 'backup'), { recursive: true, mode: 0o700 });
    return folder;
}


/***/ })

};
