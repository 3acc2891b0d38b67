export const id = 857;
export const ids = [857];
export const modules = {

/***/ 5862:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ postCommand)
/* harmony export */ });
/* harmony import */ var _api_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47388);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70060);
/* harmony import */ var _inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63988);
/* harmony import */ var _runner_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6003);
/* harmony import */ var _report_shared_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66093);
/* harmony import */ var _deploy_lockout_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68726);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21358);
/* harmony import */ var _report_host_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90022);
// The post step: releases the API session the main step opened, whatever happened there.
// A licence allows two or three API sessions; a leaked one breaks the next deploy. It never
// fails the job: a session already gone (the publish restarted the application pool) is an info
// line, as a successful deploy prints no warning; a logout that fails otherwise is a warning.









// The post step must finish within the runner's 5 minutes after a cancellation.
const MAX_LOGOUT_SECONDS = 60;
// How long the post step waits for a restarting site to stop a lockout (Actions; the command line
// waits verify-timeout), leaving time for the logout within those 5 minutes.
const MAX_POST_STOP_SECONDS = 180;
/**
 * The post step (and the command line's closing logout): reads the session and the lockout the
 * run saved, stops the lockout and releases the session. Its result is the word of what it did,
 * never a failure; what went wrong is a warning of its log.
 */
const postCommand = {
    // It reads the saved state, not inputs (the lockout stop's new login reads the main step's).
    readSettings: () => undefined,
    notStarted: failure => ({ result: 'not-released', outputs: {}, failure }),
    // Each request is bounded (MAX_LOGOUT_SECONDS): a signal ending the step now would only leave
    // the seat taken (the command line's Ctrl-C during its closing logout).
    finishesOnSignal: () => 'releasing the API session first.',
    run: async ({ runner, log }) => ({ result: await release(runner, log), outputs: {} })
};
async function release(runner, log) {
    // runCommand masked the password first: server text quoted in a warning may echo it.
    try {
        const progress = (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_4__/* .readProgress */ .gQ)(runner);
        if (progress !== '' && !progress.startsWith('done')) {
            log.warning(`${runner.host === 'cli' ? 'The run' : 'The main step'} did not finish: it stopped during '${progress}'. ${whatItLeft(progress, runner.host)}`);
        }
        const session = (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_4__/* .readSession */ .lx)(runner);
        if (session === undefined) {
            log.info(`${runner.host === 'cli' ? 'The run' : 'The main step'} opened no API session: nothing to release.`);
            return 'no-session';
        }
        const lockout = (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_4__/* .readLockout */ .Q8)(runner);
        if (lockout)
            await stopLockout(runner, log, session, lockout, progress);
        return await runner.group('Log out', async () => {
            const client = savedSessionClient(runner, session, session.requestTimeoutSeconds);
            const logout = await (0,_api_session_js__WEBPACK_IMPORTED_MODULE_2__/* .logOut */ .j)(client);
            switch (logout.kind) {
                case 'released':
                    log.info(`Logged out of ${session.baseUrl}: the API session is released.`);
                    return 'released';
                case 'ended':
                    // A publish restarts the application pool, which ends every session: the usual end of
                    // a successful deploy, and nothing is left to release.
                    log.info(`Nothing to release: the API session had already ended (${logout.reason}).`);
                    return 'already-ended';
                case 'failed':
                    log.warning(`The API session could not be released: ${logout.reason}. If the next deploy meets the API Login Limit, the session ends by itself after the instance's session timeout.`);
                    return 'not-released';
            }
        });
    }
    catch (error) {
        const who = runner.host === 'cli' ? 'The command' : 'The post step';
        log.warning(`${who} could not release the API session: ${String(error)}`);
        return 'not-released';
    }
}
/**
 * Lets users back in while the main step left the lockout possibly on (failure, cancel, timeout,
 * a kill): the stop waits for a restarting site as the main step's does (up to verify-timeout;
 * one try more when the main step already waited), with a new session when the saved one ended,
 * released at once. A stop that fails is an error naming Apply Updates, where a person ends it;
 * the saved flag then stays on (the command line fails on it).
 */
async function stopLockout(runner, log, session, lockout, progress) {
    await runner.group('Let users back in', async () => {
        await letScheduleLand(runner, log, lockout, progress);
        const client = savedSessionClient(runner, session, lockout.requestTimeoutSeconds);
        const maintenance = client.maintenance(lockout.endpoint, {
            pollIntervalSeconds: lockout.pollIntervalSeconds,
            timeoutSeconds: Math.min(lockout.requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
        });
        // Within the runner's 5 minutes after a cancellation; the command line has no such limit.
        const waitSeconds = lockout.stopTried
            ? 0
            : runner.host === 'cli'
                ? lockout.stopTimeoutSeconds
                : Math.min(lockout.stopTimeoutSeconds, MAX_POST_STOP_SECONDS);
        let loggedIn = false;
        try {
            await (0,_deploy_lockout_js__WEBPACK_IMPORTED_MODULE_6__/* .stopLockout */ .aB)({
                maintenance,
                // The site restarted and ended the saved session: one new session for the stop
                // (the inputs are the main step's), released below.
                login: async () => {
                    const login = (0,_inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readLoginSettings */ .l3)(name => runner.getInput(name));
                    loggedIn = true;
                    await client.login(login.credentials, { attempts: 1, delaySeconds: 0 });
                },
                sleep: ms => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(ms),
                now: () => Date.now()
            }, {
                timeoutSeconds: waitSeconds,
                intervalSeconds: lockout.pollIntervalSeconds,
                onWaiting: reason => log.info(`Stopping the lockout through Apply Updates (${maintenance.endpoint}) met a site that is not answering as it should (${reason}); trying again for up to ${waitSeconds} s.`)
            });
            (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_4__/* .saveLockout */ .d4)(runner, undefined);
            log.info(`Users are let back in: the lockout through Apply Updates (${maintenance.endpoint}) is stopped.`);
        }
        catch (error) {
            log.error((0,_report_shared_text_js__WEBPACK_IMPORTED_MODULE_5__/* .lockoutStopText */ .JU)(maintenance.endpoint, (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_8__/* .messageOf */ .b)(error)));
        }
        finally {
            if (loggedIn)
                await (0,_api_session_js__WEBPACK_IMPORTED_MODULE_2__/* .logOut */ .j)(client);
        }
    });
}
/**
 * The main step ended (a kill) while the schedule was on its way: the instance may still apply it.
 * A stop that overtook it would leave users locked out, so the stop waits until the schedule's
 * own bound (request-timeout from when it was sent) has passed, as the main step would have.
 */
async function letScheduleLand(runner, log, lockout, progress) {
    if (progress !== 'Lock users out' || lockout.sentAt === undefined)
        return;
    const cap = runner.host === 'cli' ? Infinity : MAX_POST_STOP_SECONDS * 1000;
    const waitMs = Math.min(lockout.sentAt + lockout.requestTimeoutSeconds * 1000 - Date.now(), cap);
    if (waitMs <= 0)
        return;
    log.info(`The run ended while the lockout was being scheduled: waiting ${Math.ceil(waitMs / 1000)} s (request-timeout) so that the stop comes after it.`);
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(waitMs);
}
/** A client in the saved session, its requests bounded by the post step's own limit. */
function savedSessionClient(runner, session, requestTimeoutSeconds) {
    const client = (0,_api_client_js__WEBPACK_IMPORTED_MODULE_0__/* .clientFor */ .$)({
        baseUrl: session.baseUrl,
        requestTimeoutSeconds: Math.min(requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
    }, session.cookie);
    (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_4__/* .maskCookieValues */ .XZ)(runner, client.secretValues);
    return client;
}
/** What an interrupted phase may have left on the instance. */
function whatItLeft(phase, host) {
    const backups = (0,_report_host_js__WEBPACK_IMPORTED_MODULE_7__/* .hostWords */ .Ul)(host).backups;
    switch (phase) {
        case 'Publish':
            return 'The publish may still be running on the instance: check the Customization Projects screen before deploying again.';
        case 'Validate':
            return `The validation may still be running; nothing is published by a validation, but the stored projects hold the imported packages: import ${backups} again if they must be as before.`;
        case 'Import':
            return 'The Import may or may not have completed; nothing was published by this run.';
        case 'Download':
            return 'The export was downloading the projects: no project folder was written.';
        case 'Write':
            return 'The export was writing the project folders: some files may be new and others old, and *.export-*.tmp files may be left beside them. Run the export again.';
        case 'Verify':
            return 'The publish had completed; checking that the site runs it was interrupted: check the site before deploying again.';
        case 'Roll back':
            return `The rollback after a failed verification was interrupted: the stored projects or the publish may be half-way. Check the Customization Projects screen; import and publish ${backups} named in the log by hand.`;
        case 'Restore':
            return `Putting the stored projects back was interrupted: import ${backups} named in the log by hand (Customization Projects screen), without publishing them.`;
        default:
            return 'Nothing was published by this run.';
    }
}


/***/ }),

/***/ 68726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mu: () => (/* binding */ letUsersBackIn),
/* harmony export */   aB: () => (/* binding */ stopLockout),
/* harmony export */   sG: () => (/* binding */ lockUsersOut)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _stop_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77067);
// Users locked out (all but administrators) through the team's Apply Updates endpoint while the
// packages go in: scheduled after the backups and before the first Import (a removal: before its
// publish), stopped once the verification, the rollback or the restore has ended.
//
// From the moment scheduleLockoutCommand is sent the lockout is *possibly on*, whatever comes
// back (a 202 whose status poll fails, a proxy's 5xx or a reset on the POST, a timeout): only a
// stop that succeeded clears it. A stop when no lockout exists does no harm, so a schedule the
// instance refused is stopped too. The saved flag (ports.lockoutChanged) tells the post step (or
// the command line's exit) to stop a lockout the run could not; see src/commands/post.ts.


/** How long a stop waits for a restarting site when the settings do not say (verify-timeout's default). */
const STOP_TIMEOUT_SECONDS = 600;
/** Locks users out, or stops the run (`lockout-failed`) before anything is imported. */
async function lockUsersOut(settings, ports, result, 
/** When the lockout starts (ms): later than now with lockout-notice-minutes (notice.ts). */
at = ports.now()) {
    const maintenance = ports.maintenance;
    if (!settings.lockout || !maintenance)
        return;
    const { reason } = settings.lockout;
    const pending = at > ports.now();
    // Possibly on from here: saved first, so a kill while the call is on its way ends in a stop.
    result.lockout = {
        endpoint: maintenance.endpoint,
        reason,
        sentAt: ports.now(),
        ...(pending ? { startsAt: at } : {})
    };
    ports.lockoutChanged?.(true);
    try {
        await maintenance.scheduleLockoutCommand(reason, new Date(at));
    }
    catch (error) {
        const cause = (0,_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .causeOf */ .r)(error);
        result.lockout.scheduleFailed = cause.message;
        // Refused by the instance itself: most likely no one is locked out, but the stop still goes.
        result.lockout.scheduleRefused = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MaintenanceError */ .KD && error.answer === 'refused';
        throw new _stop_js__WEBPACK_IMPORTED_MODULE_1__/* .DeployStop */ ._({ kind: 'lockout-failed', endpoint: maintenance.endpoint, cause });
    }
    result.lockout.lockedAt = ports.now();
    ports.log.event(pending
        ? {
            kind: 'lockout-pending',
            endpoint: maintenance.endpoint,
            reason,
            minutes: settings.lockoutNoticeMinutes ?? 0,
            startsAt: at
        }
        : { kind: 'lockout-scheduled', endpoint: maintenance.endpoint, reason });
}
/**
 * Lets users back in while the lockout is possibly on: the stop waits for a restarting site up
 * to verify-timeout. A failure is recorded (the run fails, naming Apply Updates) and the saved
 * flag stays on, so the post step tries once more.
 */
async function letUsersBackIn(settings, ports, result, login) {
    const lockout = result.lockout;
    const maintenance = ports.maintenance;
    if (!lockout || lockout.unlockedAt !== undefined || !maintenance)
        return;
    const timeoutSeconds = settings.lockout?.stopTimeoutSeconds ?? STOP_TIMEOUT_SECONDS;
    try {
        await stopLockout({ maintenance, login, sleep: ms => ports.sleep(ms), now: () => ports.now() }, {
            timeoutSeconds,
            intervalSeconds: settings.pollIntervalSeconds,
            onWaiting: reason => ports.log.event({
                kind: 'lockout-stop-waiting',
                endpoint: maintenance.endpoint,
                reason,
                timeoutSeconds
            })
        });
    }
    catch (error) {
        lockout.stopFailed = (0,_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .causeOf */ .r)(error).message;
        ports.lockoutChanged?.(true, true);
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
        seconds: (lockout.unlockedAt - (lockout.lockedAt ?? lockout.sentAt ?? lockout.unlockedAt)) / 1000,
        ...(lockout.lockedAt === undefined ? { unconfirmed: true } : {})
    });
}
// A login the instance refuses for good: waiting for the site does not change it.
const FINAL_LOGIN_ERRORS = [
    _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BadCredentialsError */ ._U,
    _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AccountLockedError */ .Yh,
    _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PasswordChangeError */ .gY,
    _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnknownTenantError */ .l_
];
/**
 * stopLockoutCommand until it succeeds. A site restarting (no answer, 5xx, a redirect, a web
 * page) is waited for and tried again until `timeoutSeconds`; a session it ended is replaced by a
 * new login. A refusal of the instance (4xx) is final. Throws the last error when it gives up.
 */
async function stopLockout(ports, options) {
    const deadline = ports.now() + options.timeoutSeconds * 1000;
    const intervalMs = Math.max(10, options.intervalSeconds * 1000);
    let needLogin = false;
    let told = false;
    for (;;) {
        let loggedInNow = false;
        try {
            if (needLogin) {
                await ports.login();
                needLogin = false;
                loggedInNow = true;
            }
            await ports.maintenance.stopLockoutCommand();
            return;
        }
        catch (error) {
            if (FINAL_LOGIN_ERRORS.some(kind => error instanceof kind))
                throw error;
            const answer = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MaintenanceError */ .KD ? error.answer : 'unconfirmed';
            if (answer === 'refused')
                throw error;
            // A lost session is replaced at once the first time; after a fresh login, the site waits.
            const atOnce = answer === 'session-lost' && !loggedInNow;
            if (answer === 'session-lost')
                needLogin = true;
            if (atOnce)
                continue;
            if (ports.now() + intervalMs > deadline)
                throw error;
            if (!told) {
                told = true;
                options.onWaiting?.((0,_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .causeOf */ .r)(error).message);
            }
            await ports.sleep(intervalMs);
        }
    }
}


/***/ }),

/***/ 77067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ DeployStop),
/* harmony export */   r: () => (/* binding */ causeOf)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21358);


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
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) {
        return { message: error.message, serverMessages: [...error.serverMessages] };
    }
    return { message: (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .b)(error), serverMessages: [] };
}


/***/ }),

/***/ 25939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ actionsRunner),
/* harmony export */   Cs: () => (/* binding */ runAction)
/* harmony export */ });
/* unused harmony export finishAction */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95658);
/* harmony import */ var _report_plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6676);
/* harmony import */ var _redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35014);
/* harmony import */ var _runner_runner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41814);
/* harmony import */ var _runner_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56491);
/* harmony import */ var _fleet_origin_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39428);
// The Actions runner: @actions/core and the runner's environment variables. An action's main step
// is runAction(its command): the command runs on this runner and its result becomes outputs, the
// job summary and, when it failed, a failed step.








function actionsRunner(env = process.env) {
    const runner = {
        env: {
            workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
            tempDir: env['RUNNER_TEMP'] || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(),
            ...(env['RUNNER_TEMP'] ? { runnerTemp: env['RUNNER_TEMP'] } : {}),
            runId: env['GITHUB_RUN_ID'] || 'local',
            runAttempt: env['GITHUB_RUN_ATTEMPT'] || '1',
            ...(0,_fleet_origin_js__WEBPACK_IMPORTED_MODULE_6__/* .originFromEnv */ .ad)(env)
        },
        getInput: name => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name),
        info: message => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(message),
        notice: (message, title) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(message, title === undefined ? undefined : { title }),
        warning: (message, title) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(message, title === undefined ? undefined : { title }),
        error: (message, title) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .error */ .z3(message, title === undefined ? undefined : { title }),
        annotate: (level, message, where) => {
            const properties = { title: where.title, file: where.file, startLine: where.line };
            if (level === 'error')
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .error */ .z3(message, properties);
            else if (level === 'warning')
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(message, properties);
            else
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(message, properties);
        },
        group: (name, work) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .group */ .Os(name, work),
        saveState: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .saveState */ .LZ(name, value),
        getState: name => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getState */ .Gu(name),
        setSecret: value => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setSecret */ .Pq(value),
        onCancel: _runner_runner_js__WEBPACK_IMPORTED_MODULE_7__/* .onCancelSignals */ .P,
        abandon: result => {
            // No summary: the runner kills the step within seconds, the outputs and the line first.
            setOutputsAndFailure(result);
            process.exit(1);
        }
    };
    return runner;
}
function setOutputsAndFailure(result) {
    for (const [name, value] of Object.entries(result.outputs))
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH(name, value);
    if (result.failure !== undefined)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(result.failure));
}
/**
 * A command's result as the runner shows it: outputs, the job summary, a failed step. The summary
 * is also in the log as the command line's text, in a folded group: raw logs (and the demo) read
 * it without the page's markdown.
 */
async function finishAction(result) {
    if (result.summary) {
        try {
            await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z.addRaw((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderMarkdown */ .G)(result.summary)).write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`));
        }
        // Each line through safeText, as every line of the action's log: none is a workflow command.
        const text = (0,_report_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .renderText */ .S)(result.summary).split('\n').map(_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk).join('\n');
        await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .group */ .Os('Summary', async () => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text));
    }
    setOutputsAndFailure(result);
}
/** A main step: `command` on the Actions runner, its result handed to finishAction. */
async function runAction(command) {
    try {
        await finishAction(await (0,_runner_command_js__WEBPACK_IMPORTED_MODULE_5__/* .runCommand */ .d)(command, actionsRunner()));
    }
    catch (error) {
        // A command returns every expected failure as its result; this is the net for a bug.
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
}


/***/ }),

/***/ 80857:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _actions_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25939);
/* harmony import */ var _commands_post_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5862);
/* harmony import */ var _runner_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56491);
/* harmony import */ var _redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35014);





// The post step never fails the job: what it did is in its log, and what could not be done is a
// warning there (a seat left taken ends by itself after the instance's session timeout).
try {
    const result = await (0,_runner_command_js__WEBPACK_IMPORTED_MODULE_3__/* .runCommand */ .d)(_commands_post_js__WEBPACK_IMPORTED_MODULE_2__/* .postCommand */ .c, (0,_actions_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .actionsRunner */ .Aq)());
    if (result.failure !== undefined)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(result.failure));
}
catch (error) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(`The post step could not release the API session: ${error instanceof Error ? error.message : String(error)}`));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 63988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ readBaseUrl),
/* harmony export */   E8: () => (/* binding */ LOGIN_INPUTS),
/* harmony export */   Gp: () => (/* binding */ readFirstAnswerTimeout),
/* harmony export */   Y2: () => (/* binding */ TIMER_LIMIT),
/* harmony export */   l3: () => (/* binding */ readLoginSettings),
/* harmony export */   nb: () => (/* binding */ readPollInterval)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39354);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18463);


function readLoginSettings(input) {
    const { baseUrl, host } = parseBaseUrl(required(input, 'base-url', 'set it to the instance address, e.g. https://erp.example.com/AcumaticaERP'));
    const name = required(input, 'username', 'set it to a user with the Customizer role');
    const password = input('password');
    if (password === '') {
        // The workflow usually passes a secret already: what is missing is the secret's value.
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('password', "is empty: the secret the workflow passes is not set where this job can read it (an environment's secrets reach only a job with that environment:, runs from forks get none). Check the secret's name and where it is defined, e.g. password: ${{ secrets.ACUMATICA_PASSWORD }}.");
    }
    const credentials = { name, password };
    for (const field of ['tenant', 'branch', 'locale']) {
        const value = input(field);
        if (value !== '')
            credentials[field] = value;
    }
    return {
        baseUrl,
        host,
        credentials,
        requestTimeoutSeconds: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readNumber */ .kz)(input, 'request-timeout', {
            min: 0,
            exclusiveMin: true,
            max: _values_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMER_SECONDS */ .Zu,
            why: TIMER_LIMIT,
            fallback: 300
        }),
        firstAnswerTimeoutSeconds: readFirstAnswerTimeout(input),
        ...readLoginRetry(input)
    };
}
const TIMER_LIMIT = 'a timer holds at most 24.8 days';
/** first-answer-timeout, for the steps that talk to an instance without a login too (build). */
function readFirstAnswerTimeout(input) {
    return (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readNumber */ .kz)(input, 'first-answer-timeout', {
        min: 0,
        exclusiveMin: true,
        max: _values_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMER_SECONDS */ .Zu,
        why: TIMER_LIMIT,
        fallback: 300
    });
}
/** poll-interval, as the deploy and the verify command read it (seconds, 10 by default). */
function readPollInterval(input) {
    return (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readNumber */ .kz)(input, 'poll-interval', {
        min: 0,
        exclusiveMin: true,
        max: _values_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMER_SECONDS */ .Zu,
        why: TIMER_LIMIT,
        fallback: 10
    });
}
/** The waits between login attempts grow to delay × attempts: that must fit a timer too. */
function readLoginRetry(input) {
    const loginAttempts = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readNumber */ .kz)(input, 'login-attempts', { integer: true, min: 1, fallback: 5 });
    const loginRetryDelaySeconds = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readNumber */ .kz)(input, 'login-retry-delay', { min: 0, fallback: 15 });
    if (loginRetryDelaySeconds * loginAttempts > _values_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMER_SECONDS */ .Zu) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('login-retry-delay', `("${loginRetryDelaySeconds}") is too long: the last wait, login-retry-delay × login-attempts (${loginAttempts}), must be at most ${_values_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMER_SECONDS */ .Zu} s (${TIMER_LIMIT}).`);
    }
    return { loginAttempts, loginRetryDelaySeconds };
}
function required(input, name, what) {
    const value = input(name);
    if (value === '')
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `is required: ${what}.`);
    return value;
}
/** base-url when given (build reads it without a login), checked as every command checks it. */
function readBaseUrl(input) {
    const raw = input('base-url').trim();
    return raw === '' ? undefined : parseBaseUrl(raw);
}
/** base-url checked as every command checks it. */
function parseBaseUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('base-url', `("${raw}") is not a valid URL: give the instance address with its scheme, e.g. https://erp.example.com/AcumaticaERP.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('base-url', `("${raw}") must start with https:// (or http:// for an instance inside your network).`);
    }
    if (url.username || url.password) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('base-url', 'must not carry a user name or password: use the username and password inputs.');
    }
    if (url.search || url.hash) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('base-url', `("${raw}") must not have a query or fragment: give only the instance address.`);
    }
    const baseUrl = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    return { baseUrl, host: url.host };
}
/** The inputs a login reads: all `published` takes, and where `verify`'s flags start. */
const LOGIN_INPUTS = [
    'base-url',
    'username',
    'tenant',
    'branch',
    'locale',
    'request-timeout',
    'first-answer-timeout',
    'login-attempts',
    'login-retry-delay'
];


/***/ }),

/***/ 90022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TR: () => (/* binding */ lintFullList),
/* harmony export */   Ul: () => (/* binding */ hostWords),
/* harmony export */   fn: () => (/* binding */ inCliWords),
/* harmony export */   v0: () => (/* binding */ outputWhere),
/* harmony export */   yu: () => (/* binding */ inputName)
/* harmony export */ });
const WORDS = {
    actions: {
        machine: 'this runner',
        releasesSession: 'The post step will release the API session.',
        runAgain: 'Re-run the workflow',
        backups: 'the backup artifacts',
        publishLog: 'the publish-log file'
    },
    cli: {
        machine: 'this machine',
        releasesSession: 'The API session is released before the command ends.',
        runAgain: 'Run the command again',
        backups: 'the backup files',
        publishLog: 'the log above'
    }
};
function hostWords(host = 'actions') {
    return WORDS[host];
}
/** Where an output is read: the step's output, or the command line's --json object. */
function outputWhere(name, host = 'actions') {
    return host === 'cli' ? `\`${name}\` in the --json output` : `the \`${name}\` output`;
}
/**
 * Where every finding of a lint is when the summary (50 rows) or the annotations (200) stop
 * short: the lint's findings-json output and SARIF file; the deploy has no findings-json.
 */
function lintFullList(step, host = 'actions') {
    const sarif = host === 'cli' ? 'the SARIF file of --sarif' : 'the SARIF file of the sarif input';
    return step === 'lint'
        ? `${outputWhere('findings-json', host)} and ${sarif}`
        : `${sarif}, or the lint ${host === 'cli' ? 'command' : "action's findings-json output"}`;
}
/** An input as the user sets it: its name in a workflow, its flag on the command line. */
function inputName(name, host = 'actions') {
    return host === 'cli' ? `--${name}` : name;
}
/** The values an advice like `set clean: false` gives, turned into `--clean false`. */
const ADVICE_VALUE = /^(?:true|false|auto|warn|fail|off|package|source-control|\d+(?:\.\d+)?)$/;
/**
 * A message of the inputs' checks (written for a workflow) in the command line's words: an input
 * is a flag (`Input 'project-path'` → `--project-path`, `clean: false` → `--clean false`), and paths
 * are relative to the current folder, not to a repository root or a workspace. `inputs` are the
 * command's input names: only those are turned into flags.
 */
function inCliWords(text, inputs) {
    const known = new Set(inputs);
    return (text
        // The source's password is never a flag on the command line: it comes from the environment.
        .replace(/\bInput 'source-password' is empty while source-url is set:[^\n]*\}\}\./, "ACUMATICA_SOURCE_PASSWORD is empty while --source-url is set: set it to the source instance's password.")
        .replace(/\bInput '([\w-]+)'/g, (whole, name) => known.has(name) ? `--${name}` : whole)
        .replace(/\b(set |with |give )?([a-z][a-z-]*): (`?)([\w.-]+)\3(?=[\s.,;)]|$)/g, (whole, verb, name, _tick, value) => known.has(name) && ADVICE_VALUE.test(value) ? `${verb ?? ''}--${name} ${value}` : whole)
        // A message of the packager starts with its input's name: `package "a.zip" does not exist`.
        .replace(/(^|error: |\n)([a-z][a-z-]*) (?=["(])/g, (whole, start, name) => known.has(name) ? `${start}--${name} ` : whole)
        .replace(/\bthe ([a-z][a-z-]*) input\b/g, (whole, name) => known.has(name) ? `--${name}` : whole)
        .replace(/\bthe username and password inputs\b/g, '--username and the password')
        .replace(/\band that an earlier step built it\b/g, 'and that it was built')
        .replace(/\bFix the input the message names\b/g, 'Fix the flag the message names')
        .replace(/\bin an earlier step\b/g, 'first')
        .replace(/\band that the repository was checked out\b/g, 'and that this is the checkout')
        .replace(/\brelative to the (?:repository root|workspace)\b/g, 'relative to the current folder')
        .replace(/\b(outside|into|inside) the workspace\b/g, '$1 the current folder')
        .replace(/\bthe workspace itself\b/g, 'the current folder itself')
        .replace(/\bthe repository's checkout\b/g, 'the current folder'));
}


/***/ }),

/***/ 66093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ CONFLICT_FIX),
/* harmony export */   JU: () => (/* binding */ lockoutStopText),
/* harmony export */   J_: () => (/* binding */ sharedFailureText),
/* harmony export */   KR: () => (/* binding */ LOCKOUT_BY_HAND),
/* harmony export */   _p: () => (/* binding */ conflictLines),
/* harmony export */   mX: () => (/* binding */ sharedLine)
/* harmony export */ });
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17885);
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);
/* harmony import */ var _shared_trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31541);



// Dots and blanks ending instance text, trimmed by scanning (a regular expression backtracks).
const SENTENCE_END = '. \t\r\n';
// Instance text quoted in a line is cut: a publish log line can be kilobytes long.
const QUOTE_CHARS = 300;
function quote(text) {
    // White space collapsed (the masks know the collapsed forms too), then masked, then cut.
    const { shown, cut } = (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMasked */ .y3)(text.replace(/\s+/g, ' ').trim(), QUOTE_CHARS);
    return `"${cut ? `${shown}…` : shown}"`;
}
function sharedLine(event) {
    const info = (text) => ({ level: 'info', text });
    switch (event.kind) {
        case 'busy-idle':
            return info('No other publish is running on the instance.');
        case 'busy-unknown':
            // An info line, not a notice: many instances answer the probe HTTP 500 when no publish ran
            // since their start, so it comes on most happy runs; the summary keeps it in a row.
            return info(`Could not tell whether another publish is running on the instance (${event.reason}); the run goes on. Acumatica publishes one thing at a time: if one is running, the Import or the publish may be refused (docs/troubleshooting.md).`);
        case 'busy-waiting': {
            const last = event.lastMessage ? `; its last log line: ${quote(event.lastMessage)}` : '';
            return event.waitedSeconds === 0
                ? {
                    level: 'notice',
                    text: `Another publish is running on the instance${last}. Waiting up to ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(event.timeoutSeconds)} (busy-timeout) for it to end before anything is imported.`
                }
                : info(`Still waiting for the other publish to end (${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(event.waitedSeconds)} so far${last}).`);
        }
        case 'busy-ended':
            return info(`The other publish ${event.state === 'idle' ? 'ended' : event.state} after ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(event.waitedSeconds)} of waiting; the deploy goes on (logging in again, as its restart ends sessions).`);
        case 'busy-poll-fault':
            return info(`publishEnd: ${event.reason}; waiting for the other publish goes on.`);
        case 'lockout-scheduled':
            return info(`Users are locked out (all but administrators) through Apply Updates (${event.endpoint}), reason ${quote(event.reason)}.`);
        case 'lockout-stopped':
            return info(event.unconfirmed
                ? `Users are let back in: the lockout through Apply Updates (${event.endpoint}), never confirmed, is stopped to be sure.`
                : `Users are let back in: the lockout through Apply Updates (${event.endpoint}) ended after ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(event.seconds)}.`);
        case 'lockout-stop-waiting':
            return info(`Stopping the lockout through Apply Updates (${event.endpoint}) met a site that is not answering as it should (${(0,_shared_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(event.reason.trim(), SENTENCE_END)}); it may be restarting: trying again for up to ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(event.timeoutSeconds)} (verify-timeout).`);
        case 'lockout-stop-failed':
            return {
                level: 'warning',
                text: lockoutStopText(event.endpoint, event.reason)
            };
        case 'remove-planned':
            return info(event.kept.length === 0
                ? `Removing ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(event.removed)}: nothing else is published, so every project is unpublished (unpublishAll).`
                : `Removing ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(event.removed)}: publishing the others without them (${event.kept.join(', ')}), with merge off.`);
    }
}
/** Where a person ends a lockout the run could not stop (the contract's words). */
const LOCKOUT_BY_HAND = 'A person ends it on the instance: Apply Updates (SM203510), Stop Lockout.';
function lockoutStopText(endpoint, reason) {
    return `Users may still be locked out: stopping the lockout through Apply Updates (${endpoint}) failed: ${(0,_shared_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(reason.trim(), SENTENCE_END)}. ${LOCKOUT_BY_HAND}`;
}
/** The failures of this part of the flow in words; undefined for the others. */
function sharedFailureText(failure) {
    switch (failure.kind) {
        case 'busy':
            return `Another publish was running on the instance for longer than busy-timeout (${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(failure.timeoutSeconds)})${failure.lastMessage ? `; its last log line: ${quote(failure.lastMessage)}` : ''}. Nothing was imported. Acumatica publishes one thing at a time: wait for it to end (Customization Projects screen), then re-run, or raise busy-timeout.`;
        case 'lockout-failed':
            return `Could not lock users out through Apply Updates (${failure.endpoint}): ${failure.cause.message} Nothing was imported. Check maintenance-endpoint and the endpoint on the instance (docs/maintenance.md), or set lockout: false.`;
        case 'not-published':
            return `Cannot remove ${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(failure.names)}: the instance does not publish ${failure.names.length > 1 ? 'them' : 'it'} (published now: ${failure.published.length ? failure.published.join(', ') : 'none'}). Nothing was changed; check the names in remove.`;
        case 'published-unavailable':
            return 'Cannot remove: this instance has no getPublished call, so the projects to publish again without the removed ones cannot be known. Nothing was changed; remove the project on the Customization Projects screen.';
        default:
            return undefined;
    }
}
/** `Conflict control ID` lines of a failed publish log: two projects change one control. */
function conflictLines(log) {
    const lines = [];
    for (const entry of log) {
        if (/Conflict control ID/i.test(entry.message))
            lines.push(entry.message);
        if (lines.length >= 20)
            break;
    }
    return lines;
}
/** What to do about conflicts, after their lines. */
const CONFLICT_FIX = 'Two projects change the same control: give them different levels (Name=path@level in projects, or project-level), so the higher level wins, or merge the changes into one project.';


/***/ }),

/***/ 17885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TW: () => (/* binding */ LISTED_NAMES),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   Xq: () => (/* binding */ someNames),
/* harmony export */   yh: () => (/* binding */ listWords)
/* harmony export */ });
// Units for the report's words: durations and lists.
/** Seconds with a unit: `0.25 s`, `12.35 s`, `600 s` (hundredths up to 100 s, for timings). */
function formatSeconds(seconds) {
    const rounded = seconds >= 100 ? Math.round(seconds) : Math.round(seconds * 100) / 100;
    return `${rounded} s`;
}
/**
 * `A`, `A and B`, `A, B and C`; past LISTED_NAMES items `A, B, ... and 38 more` (lists of the
 * instance's names can be long: the line stays bounded).
 */
function listWords(items) {
    if (items.length > LISTED_NAMES)
        return someNames(items);
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
/** The names a log line or the summary lists at most: the instance's list can be long. */
const LISTED_NAMES = 20;
/** `A, B, C` or, past `limit`, `A, B, ... and 38 more`: one bounded line whatever the list. */
function someNames(names, limit = LISTED_NAMES) {
    const shown = names.slice(0, limit).join(', ');
    return names.length > limit ? `${shown} and ${names.length - limit} more` : shown;
}


/***/ }),

/***/ 6003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ saveSession),
/* harmony export */   FB: () => (/* binding */ saveProgress),
/* harmony export */   Q8: () => (/* binding */ readLockout),
/* harmony export */   XZ: () => (/* binding */ maskCookieValues),
/* harmony export */   d4: () => (/* binding */ saveLockout),
/* harmony export */   gQ: () => (/* binding */ readProgress),
/* harmony export */   lx: () => (/* binding */ readSession)
/* harmony export */ });
/* unused harmony export isTokenShaped */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72995);

const SESSION = 'session';
/**
 * Masks the session's cookie values in the log, in the main step and again in the post step.
 * Only values shaped like tokens: the instance chooses them, and a value `published` or a project
 * name would become a mask that blanks those words in every line of the job (`Result: *** ***`).
 * Real tokens are long (ASP.NET_SessionId 24 characters, .ASPXAUTH hundreds).
 */
function maskCookieValues(runner, values) {
    for (const value of values)
        if (isTokenShaped(value))
            (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .addSecret */ .Ck)(runner, value);
}
/** At least 24 characters, or 16 with a character other than a letter (a word is not a token). */
function isTokenShaped(value) {
    return value.length >= 24 || (value.length >= 16 && /[^\p{L}]/u.test(value));
}
function saveSession(runner, session) {
    runner.saveState(SESSION, JSON.stringify(session));
}
/** The session the main step left, or undefined when it never logged in. */
function readSession(runner) {
    const raw = runner.getState(SESSION);
    if (raw === '')
        return undefined;
    try {
        const parsed = JSON.parse(raw);
        if (typeof parsed.baseUrl !== 'string' || typeof parsed.cookie !== 'string')
            return undefined;
        return {
            baseUrl: parsed.baseUrl,
            cookie: parsed.cookie,
            requestTimeoutSeconds: Number(parsed.requestTimeoutSeconds) || 60
        };
    }
    catch {
        return undefined;
    }
}
const PROGRESS = 'progress';
/** Where the main step is, so the post step can say what a cancelled or killed run left. */
function saveProgress(runner, progress) {
    runner.saveState(PROGRESS, progress);
}
function readProgress(runner) {
    return runner.getState(PROGRESS);
}
const LOCKOUT = 'lockout';
/**
 * Saved before the lockout is scheduled (possibly on from then: a kill during the call must still
 * end in a stop); undefined only once a stop succeeded.
 */
function saveLockout(runner, lockout) {
    runner.saveState(LOCKOUT, lockout ? JSON.stringify(lockout) : '');
}
function readLockout(runner) {
    const raw = runner.getState(LOCKOUT);
    if (raw === '')
        return undefined;
    try {
        const parsed = JSON.parse(raw);
        const target = parsed.endpoint;
        if (!target || typeof target.endpoint !== 'string')
            return undefined;
        return {
            endpoint: {
                endpoint: String(target.endpoint),
                version: String(target.version),
                entity: String(target.entity)
            },
            pollIntervalSeconds: Number(parsed.pollIntervalSeconds) || 10,
            requestTimeoutSeconds: Number(parsed.requestTimeoutSeconds) || 60,
            stopTimeoutSeconds: Number(parsed.stopTimeoutSeconds) || 600,
            ...(parsed.stopTried === true ? { stopTried: true } : {}),
            ...(Number.isFinite(parsed.sentAt) ? { sentAt: Number(parsed.sentAt) } : {})
        };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 31541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ trimBothOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
// Trimming runs of given characters from the ends of a string by scanning, in linear time. A
// regular expression such as /[. ]+$/ tries every start of a run and backtracks over the rest:
// quadratic in the run, minutes for the names a hostile instance can send. A leaf.
/** `text` without the characters of `chars` at its end. */
function trimEndOf(text, chars) {
    let end = text.length;
    while (end > 0 && chars.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}
/** `text` without the characters of `chars` at its start. */
function trimStartOf(text, chars) {
    let start = 0;
    while (start < text.length && chars.includes(text[start]))
        start++;
    return start === 0 ? text : text.slice(start);
}
/** `text` without the characters of `chars` at either end. */
function trimBothOf(text, chars) {
    return trimEndOf(trimStartOf(text, chars), chars);
}


/***/ })

};
