export const id = 207;
export const ids = [207];
export const modules = {

/***/ 32653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ lintCommand)
/* harmony export */ });
/* harmony import */ var _report_lint_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46332);
/* harmony import */ var _report_lint_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56925);
/* harmony import */ var _report_host_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90022);
/* harmony import */ var _inputs_read_lint_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33605);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21358);
// The lint action's main step (lint/action.yml), also the command line's `lint`: inputs in; the
// checks of src/lint/ on the package a deploy would import; annotations, outputs, the SARIF file
// and the job summary out. No instance, no secret, no request: it fits fork pull requests.





/** `passed` (fail-on not met) or `failed` (met, or the lint could not run). */
const lintCommand = {
    readSettings: runner => (0,_inputs_read_lint_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readLintSettings */ .J0)(name => runner.getInput(name), runner.env.workspace),
    notStarted: failure => ({ result: 'failed', outputs: {}, failure }),
    run: lintRun
};
async function lintRun({ runner, settings }) {
    const workspace = runner.env.workspace;
    try {
        const fullList = (0,_report_host_js__WEBPACK_IMPORTED_MODULE_2__/* .lintFullList */ .TR)('lint', runner.host);
        const result = await (0,_report_lint_report_js__WEBPACK_IMPORTED_MODULE_0__/* .runLint */ .n)(settings.projects, settings, workspace, runner, { fullList });
        const { errors, warnings } = (0,_report_lint_text_js__WEBPACK_IMPORTED_MODULE_1__/* .countFindings */ .Gt)(result.findings);
        const failure = failureOf(settings.failOn, errors, warnings);
        return {
            result: failure === undefined ? 'passed' : 'failed',
            outputs: {
                errors: String(errors),
                warnings: String(warnings),
                'findings-json': JSON.stringify((0,_report_lint_text_js__WEBPACK_IMPORTED_MODULE_1__/* .findingsJson */ .p0)(result.findings)),
                'sarif-path': settings.sarifPath ?? ''
            },
            summary: (0,_report_lint_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lintSummary */ .cB)(result, fullList),
            ...(failure === undefined ? {} : { failure })
        };
    }
    catch (error) {
        return { result: 'failed', outputs: {}, failure: (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error) };
    }
}
/** Why the lint fails under fail-on, or undefined when it passes. */
function failureOf(failOn, errors, warnings) {
    if (failOn === 'never')
        return undefined;
    if (errors > 0) {
        return `The lint found ${errors} error-level ${errors === 1 ? 'finding' : 'findings'} (fail-on: ${failOn}): see the annotations, fix them or silence a rule (docs/lint.md).`;
    }
    if (failOn === 'warning' && warnings > 0) {
        return `The lint found ${warnings} ${warnings === 1 ? 'warning' : 'warnings'} (fail-on: warning): see the annotations, fix them or silence a rule (docs/lint.md).`;
    }
    return undefined;
}


/***/ }),

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

/***/ 58207:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4176);
/* harmony import */ var _shared_collect_garbage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1485);
// The command line (bin in package.json, bundled into dist/cli/): only calls main().


// Memory given back between a deploy's phases (src/shared/collect-garbage.ts).
(0,_shared_collect_garbage_js__WEBPACK_IMPORTED_MODULE_1__/* .collectBetweenPhases */ .H)();
try {
    process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2));
}
catch (error) {
    // main() reports every expected failure itself; this is the net for a bug.
    process.stderr.write(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/commands/post.ts
var post = __webpack_require__(5862);
// EXTERNAL MODULE: ./src/commands/fleet.ts + 4 modules
var fleet = __webpack_require__(99156);
// EXTERNAL MODULE: ./src/runner/secrets.ts
var secrets = __webpack_require__(72995);
// EXTERNAL MODULE: ./src/runner/command.ts + 2 modules
var command = __webpack_require__(56491);
// EXTERNAL MODULE: ./src/redact/safe-text.ts
var safe_text = __webpack_require__(35014);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/runner/runner.ts
var runner = __webpack_require__(41814);
// EXTERNAL MODULE: ./src/shared/safe-path.ts
var safe_path = __webpack_require__(97942);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
// EXTERNAL MODULE: ./src/ledger/ledger-key.ts
var ledger_key = __webpack_require__(71782);
;// CONCATENATED MODULE: ./src/ledger/file-ledger.ts
// The ledger kept in a file, for the command line (--ledger FILE): the same proof as the Actions
// cache, one entry per instance, tenant and project (the newest deploy is all a skip reads). The
// file is a CI cache's to keep between runs (docs/cli.md). A missing file is an empty ledger; a
// file that cannot be read or written is an answer ("unavailable", "not recorded"), never an
// error of the deploy. A cache or a checkout can hold a symbolic link where the ledger goes: the
// file is never read or written through one, and its next version is written to a new file of an
// unguessable name beside it (created exclusively, mode 0600), then renamed over it.






const FORMAT = 'acumatica-deploy-ledger-file-v1';
/** One entry is about 300 bytes: a file this large is not one this module wrote. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
const HEX64 = /^[0-9a-f]{64}$/;
// Opening refuses a link as the file itself (where the system has the flag; lstat checks first).
const NO_FOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
/**
 * `file`: the ledger (`--ledger`); `workspace`: the folder a checkout controls, in which no folder
 * on the way to the file may be a link either.
 */
function fileLedger(file, now = () => new Date(), workspace = process.cwd()) {
    const refuseLinks = async () => {
        const link = await (0,safe_path/* linkOnTheWay */.KH)(file, workspace);
        if (link !== undefined) {
            throw new Error(`"${link}" is a symbolic link: the ledger is never read or written through a link (a cache or a checkout can hold one that points elsewhere); remove it or give --ledger another path`);
        }
    };
    const read = async () => {
        await refuseLinks();
        const handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | NO_FOLLOW).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (!handle)
            return { format: FORMAT, entries: {} };
        let text;
        try {
            const info = await handle.stat();
            if (!info.isFile())
                throw new Error(`${file} is not a file`);
            if (info.size > MAX_FILE_BYTES)
                throw new Error(`${file} is larger than a ledger file can be`);
            text = await handle.readFile('utf8');
        }
        finally {
            await handle.close();
        }
        const parsed = JSON.parse(text);
        if (parsed?.format !== FORMAT || typeof parsed.entries !== 'object' || !parsed.entries) {
            throw new Error(`${file} is not a ledger file of this tool`);
        }
        return parsed;
    };
    return {
        async newest(scope, options) {
            let content;
            try {
                content = await read();
            }
            catch (error) {
                return { unavailable: `the ledger file could not be read: ${(0,message_of/* messageOf */.b)(error)}` };
            }
            const key = (0,ledger_key/* ledgerPrefix */.gd)(scope);
            const entry = Object.hasOwn(content.entries, key) ? content.entries[key] : undefined;
            if (!entry || typeof entry.digest !== 'string' || !HEX64.test(entry.digest)) {
                return { found: false };
            }
            const contentDigest = typeof entry.contentDigest === 'string' && HEX64.test(entry.contentDigest)
                ? entry.contentDigest
                : undefined;
            // Checked by its reader (changes/content-record.ts): the file is not trusted for its shape.
            const kept = options?.content && typeof entry.content === 'object' && entry.content !== null
                ? entry.content
                : undefined;
            return {
                found: true,
                digest: entry.digest,
                ...(contentDigest ? { contentDigest } : {}),
                ...(kept ? { content: kept } : {}),
                key
            };
        },
        async record(scope, digest, contentDigest, deployed) {
            try {
                const content = await read();
                const key = (0,ledger_key/* ledgerPrefix */.gd)(scope);
                content.entries[key] = {
                    digest: digest.toLowerCase(),
                    ...(contentDigest ? { contentDigest: contentDigest.toLowerCase() } : {}),
                    ...(deployed ? { content: deployed } : {}),
                    project: scope.project,
                    time: now().toISOString()
                };
                await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
                // Written beside it and renamed: a run killed while writing leaves the old ledger whole.
                // `wx`: the temporary file is new, never a file or link someone put at its name.
                const text = `${JSON.stringify(content, null, 2)}\n`;
                await (0,safe_path/* writeBeside */.Ae)(file, next => (0,promises_.writeFile)(next, text, { flag: 'wx', mode: 0o600 }));
                return { recorded: true, key: `${file}: ${key}` };
            }
            catch (error) {
                return {
                    recorded: false,
                    reason: `the ledger file could not be written: ${(0,message_of/* messageOf */.b)(error)}`
                };
            }
        }
    };
}

;// CONCATENATED MODULE: ./src/hosts/cli/cli-runner.ts
// The command line's runner: inputs from flags, the environment and action.yml's defaults (the
// `input` the command line gives); the log as plain lines; state kept in memory between the main
// step and the post step's code; a backup kept in a folder instead of a workflow artifact; the
// command line's words in the texts (host). The command's result goes back to the command line,
// which prints it and picks the exit code.










class CliRunner {
    options;
    state = new Map();
    env;
    host = 'cli';
    constructor(options) {
        this.options = options;
        this.env = options.env;
    }
    getInput(name) {
        return this.options.input(name).trim();
    }
    line(prefix, message, title) {
        const head = title === undefined ? prefix : `${prefix}${prefix ? ' ' : ''}(${title})`;
        this.options.write((0,secrets/* hideSecrets */.s0)(head ? `${head}: ${message}` : message));
    }
    info(message) {
        this.line('', message);
    }
    notice(message, title) {
        this.line('notice', message, title);
    }
    warning(message, title) {
        this.line('warning', message, title);
    }
    error(message, title) {
        this.line('error', message, title);
    }
    annotate(level, message, where) {
        const place = where.file === undefined ? '' : `${where.file}${where.line ? `:${where.line}` : ''}: `;
        this.line(level, `${place}${message}`, where.title);
    }
    /** The failure line of a command's result (the command line prints it as the run ends). */
    fail(message) {
        this.line('error', message);
    }
    async group(name, work) {
        this.options.write((0,secrets/* hideSecrets */.s0)(`== ${name}`));
        return work();
    }
    saveState(name, value) {
        this.state.set(name, value);
    }
    getState(name) {
        return this.state.get(name) ?? '';
    }
    setSecret() {
        // secrets.ts keeps the list; every line printed here goes through hideSecrets.
    }
    onCancel(listener) {
        // A closed terminal (over SSH) ends the run as a cancellation: without a handler, SIGHUP
        // would end the process with the API session still open. So does a closed output pipe.
        const stopSignals = (0,runner/* onCancelSignals */.P)(listener);
        const stopOutput = this.options.onOutputClosed?.(() => listener('SIGPIPE'));
        return () => {
            stopSignals();
            stopOutput?.();
        };
    }
    deployLedger() {
        return this.options.ledgerFile ? fileLedger(this.options.ledgerFile) : undefined;
    }
    abandon(result) {
        this.options.onAbandon(result);
    }
    /**
     * The backup as a file in the backup folder, named as the artifact would be plus the time it
     * was taken (`<name>-20261127T091530Z.zip`). Never over an existing file: a later run must not
     * replace the backup an earlier run's message told the user to import.
     */
    async storeBackup(zipPath, artifactName) {
        await (0,safe_path/* refuseLinks */.UA)(this.options.backupDir, this.env.workspace, '--backup-dir');
        // A backup holds the project's code: readable by this user alone, as the run's temp folder.
        await (0,promises_.mkdir)(this.options.backupDir, { recursive: true, mode: 0o700 });
        const stamp = (this.options.now?.() ?? new Date())
            .toISOString()
            .replace(/[-:]/g, '')
            .replace(/\.\d+Z$/, 'Z');
        let kept = '';
        for (let copy = 1;; copy++) {
            const suffix = copy === 1 ? '' : `-${copy}`;
            kept = external_node_path_default().resolve(this.options.backupDir, `${artifactName}-${stamp}${suffix}.zip`);
            try {
                // EXCL: never over an existing file, nor through a link standing at that name.
                await (0,promises_.copyFile)(zipPath, kept, external_node_fs_.constants.COPYFILE_EXCL);
                await (0,promises_.chmod)(kept, 0o600);
                break;
            }
            catch (error) {
                if (error.code !== 'EEXIST' || copy >= 100)
                    throw error;
            }
        }
        const hash = (0,external_node_crypto_.createHash)('sha256');
        for await (const chunk of (0,external_node_fs_.createReadStream)(kept))
            hash.update(chunk);
        await this.pruneBackups(artifactName, kept);
        return {
            stored: {
                artifactName: kept,
                artifactId: '',
                artifactUrl: (0,external_node_url_.pathToFileURL)(kept).href,
                digest: `sha256:${hash.digest('hex')}`,
                kind: 'file'
            }
        };
    }
    /**
     * Removes the oldest backups of `artifactName` beyond --keep-backups (never `kept`, the one
     * just written), so that a nightly deploy does not fill the disk. Only files named as this
     * runner names them (`<name>-<UTC time>[-n].zip`) are touched.
     */
    async pruneBackups(artifactName, kept) {
        const keep = this.options.keepBackups ?? DEFAULT_KEEP_BACKUPS;
        if (keep <= 0)
            return;
        const folder = this.options.backupDir;
        const ours = (await (0,promises_.readdir)(folder))
            .map(name => ({ name, order: backupOrder(name, artifactName) }))
            .filter((file) => file.order !== undefined)
            .sort((a, b) => a.order[0] === b.order[0] ? a.order[1] - b.order[1] : a.order[0] < b.order[0] ? -1 : 1);
        const old = ours
            .slice(0, Math.max(0, ours.length - keep))
            .map(file => external_node_path_default().resolve(folder, file.name))
            .filter(file => file !== kept);
        for (const file of old)
            await (0,promises_.rm)(file, { force: true });
        if (old.length > 0) {
            this.info(`Removed ${old.length} older backup${old.length === 1 ? '' : 's'} of ${artifactName} (--keep-backups ${keep}): ${old.map(file => external_node_path_default().basename(file)).join(', ')}.`);
        }
    }
}
/** Backups of one name kept by default: the newest ten. */
const DEFAULT_KEEP_BACKUPS = 10;
/** The time and copy of a backup file of `artifactName`, or undefined for any other file. */
function backupOrder(file, artifactName) {
    if (!file.startsWith(`${artifactName}-`))
        return undefined;
    const match = /^(\d{8}T\d{6}Z)(?:-(\d+))?\.zip$/.exec(file.slice(artifactName.length + 1));
    return match ? [match[1], Number(match[2] ?? 1)] : undefined;
}

// EXTERNAL MODULE: ./src/commands/deploy.ts + 3 modules
var deploy = __webpack_require__(2489);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/fleet/origin.ts
var fleet_origin = __webpack_require__(39428);
// EXTERNAL MODULE: ./src/fleet/report.ts
var report = __webpack_require__(95860);
// EXTERNAL MODULE: ./src/fleet/result-file.ts + 1 modules
var result_file = __webpack_require__(52818);
// EXTERNAL MODULE: ./src/runner/state.ts
var state = __webpack_require__(6003);
;// CONCATENATED MODULE: ./src/hosts/cli/fleet-deployer.ts
// The command line's `fleet deploy`: each instance of the inventory deployed in-process by the
// deploy command (runCommand), with a runner of its own whose inputs are the command line's flags
// overlaid with the instance's address, tenant, login, window, projects and result file, and whose
// log lines carry the instance's name. The session is released after each deploy, as after a
// single `deploy`. The instances share one ledger file, its writes taken one at a time.














/** An instance's runner: the command line's, with the fleet's one ledger. */
class InstanceRunner extends CliRunner {
    ledger;
    constructor(options, ledger) {
        super(options);
        this.ledger = ledger;
    }
    deployLedger() {
        return this.ledger;
    }
}
/** Calls one after the other: two deploys writing one ledger file at once would lose an entry. */
function serialLedger(ledger) {
    let queue = Promise.resolve();
    const serial = (work) => {
        const next = queue.then(work, work);
        queue = next.catch(() => undefined);
        return next;
    };
    return {
        newest: (scope, options) => serial(() => ledger.newest(scope, options)),
        record: (...args) => serial(() => ledger.record(...args))
    };
}
function cliFleetDeployer(options) {
    const ledger = options.ledgerFile ? serialLedger(fileLedger(options.ledgerFile)) : undefined;
    let origin;
    return {
        check(instances) {
            for (const instance of instances) {
                const where = `instance ${instance.name} (line ${instance.line} of the inventory)`;
                if (!options.env[instance.passwordEnv]) {
                    throw new input_error/* InputError */.d('inventory', `${where}: the environment variable ${instance.passwordEnv} (its password-env) is not set: set it to the instance's password; nothing was sent to any instance.`, true);
                }
                if (instance.urlVariable && !options.env[instance.urlVariable]) {
                    throw new input_error/* InputError */.d('inventory', `${where}: the environment variable ${instance.urlVariable} (its url-variable) is not set: set it to the instance's address; nothing was sent to any instance.`, true);
                }
                if (!instance.username && !options.input('username')) {
                    throw new input_error/* InputError */.d('username', `is not set, and ${where} names none: give username in the inventory or --username.`);
                }
            }
        },
        deploy: results => async (instance) => {
            origin ??= (0,fleet_origin/* originOfCheckout */.gk)(options.env, options.workspace);
            const own = {
                'base-url': instance.url || (options.env[instance.urlVariable] ?? ''),
                'instance-name': instance.name,
                'result-file': external_node_path_default().join(results, (0,result_file/* resultFileName */.tK)(instance.name)),
                ...(instance.tenant ? { tenant: instance.tenant } : {}),
                ...(instance.window ? { window: instance.window } : {}),
                ...(instance.username ? { username: instance.username } : {}),
                // The instance's projects replace the run's: a single project's inputs would conflict.
                ...(instance.projects
                    ? { projects: instance.projects, 'project-name': '', 'project-path': '', package: '' }
                    : {})
            };
            const password = options.env[instance.passwordEnv] ?? '';
            const input = (name) => name === 'password' ? password : Object.hasOwn(own, name) ? own[name] : options.input(name);
            // Its own folder for the package, the backup download and the publish log (mode 0700).
            const temp = await (0,promises_.mkdtemp)(external_node_path_default().join(options.env['RUNNER_TEMP'] || external_node_os_default().tmpdir(), 'acumatica-cli-'));
            let abandon = () => undefined;
            const abandoned = new Promise(resolve => (abandon = resolve));
            const runner = new InstanceRunner({
                input,
                write: line => options.write(`[${instance.name}] ${line}`),
                env: {
                    workspace: options.workspace,
                    tempDir: temp,
                    runId: 'local',
                    runAttempt: '1',
                    ...origin
                },
                backupDir: options.backupDir,
                ...(options.onOutputClosed ? { onOutputClosed: options.onOutputClosed } : {}),
                // A cancellation whose request is still in flight: this instance's result now.
                onAbandon: result => abandon(result)
            }, ledger);
            try {
                const result = await Promise.race([(0,command/* runCommand */.d)(deploy/* deployCommand */.Jp, runner), abandoned]);
                if (result.failure !== undefined)
                    runner.fail((0,safe_text/* plainText */.wh)(result.failure));
                await (0,command/* runCommand */.d)(post/* postCommand */.c, runner);
                const file = result.outputs['result-file'];
                return {
                    file: file ? await (0,report/* readResultFile */.kk)(file) : undefined,
                    // A lockout no stop could end (the error said where a person ends it) fails the fleet.
                    lockoutOn: (0,state/* readLockout */.Q8)(runner) !== undefined
                };
            }
            finally {
                await (0,promises_.rm)(temp, { recursive: true, force: true });
            }
        }
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/hosts/cli/action-inputs.ts
// The command line takes the actions' inputs: their names and defaults are read from action.yml,
// export/action.yml, lint/action.yml, rehearse/action.yml and fleet/action.yml themselves
// (shipped in the package beside dist/), so a flag exists for every input, with the runner's
// default, and no list is kept twice.


/**
 * The inputs of `deploy` (action.yml), `export` (export/action.yml), `lint` (lint/action.yml),
 * `rehearse` (rehearse/action.yml) or `fleet` (fleet/action.yml).
 */
function actionInputs(which) {
    // dist/cli/index.js and src/hosts/cli/*.ts are two and three folders below the package root. Each URL is
    // written out whole, so that ncc finds it and copies the file beside the bundle.
    const file = which === 'deploy'
        ? __webpack_require__.ab + "action.yml"
        : which === 'export'
            ? new URL(/* asset import */ __webpack_require__(71980), __webpack_require__.b)
            : which === 'lint'
                ? new URL(/* asset import */ __webpack_require__(99755), __webpack_require__.b)
                : which === 'rehearse'
                    ? new URL(/* asset import */ __webpack_require__(58659), __webpack_require__.b)
                    : new URL(/* asset import */ __webpack_require__(2104), __webpack_require__.b);
    const yml = (0,dist/* parse */.qg)((0,external_node_fs_.readFileSync)(file, 'utf8'));
    return Object.entries(yml.inputs ?? {}).map(([name, spec]) => ({
        name,
        default: spec?.default === undefined ? '' : String(spec.default),
        description: typeof spec?.description === 'string' ? spec.description : ''
    }));
}
/** The environment variable of an input: ACUMATICA_ and the name in upper case, `-` as `_`. */
function envName(input) {
    return `ACUMATICA_${input.toUpperCase().replaceAll('-', '_')}`;
}

;// CONCATENATED MODULE: ./src/hosts/cli/backup-dir.ts
// Where the command line keeps backups when --backup-dir is not given: a folder of the user's
// own state, outside the checkout, so that a `git add -A` after a deploy never commits a backup
// (XDG_STATE_HOME on Linux and macOS, %LOCALAPPDATA% on Windows).


const FOLDER = ['acumatica-customization-deploy', 'backups'];
/** The default backup folder, from the environment the command runs in. */
function defaultBackupDir(env, platform = process.platform) {
    if (platform === 'win32') {
        const local = env['LOCALAPPDATA'] || external_node_path_default().win32.join(homeOf(env), 'AppData', 'Local');
        return external_node_path_default().win32.join(local, ...FOLDER);
    }
    // The XDG spec: a relative XDG_STATE_HOME is ignored.
    const state = env['XDG_STATE_HOME'];
    const base = state && external_node_path_default().isAbsolute(state) ? state : external_node_path_default().join(homeOf(env), '.local', 'state');
    return external_node_path_default().join(base, ...FOLDER);
}
function homeOf(env) {
    return env['HOME'] || env['USERPROFILE'] || external_node_os_default().homedir();
}

// EXTERNAL MODULE: ./src/inputs/login-settings.ts
var login_settings = __webpack_require__(63988);
// EXTERNAL MODULE: ./src/api/client.ts + 15 modules
var api_client = __webpack_require__(47388);
// EXTERNAL MODULE: ./src/api/entity-answers.ts
var entity_answers = __webpack_require__(84019);
// EXTERNAL MODULE: ./src/inputs/projects.ts
var inputs_projects = __webpack_require__(18955);
// EXTERNAL MODULE: ./src/package/index.ts + 3 modules
var src_package = __webpack_require__(57612);
// EXTERNAL MODULE: ./src/report/progress-text.ts + 2 modules
var progress_text = __webpack_require__(29376);
;// CONCATENATED MODULE: ./src/commands/build.ts
// The command line's `build`: the package a deploy of these inputs would import, written to a
// file (no login). A source-control build's product-version is the one a deploy would write.











/**
 * `built` with the package written to the `output` input (the command line's --output), or
 * `failed`. No login: with base-url it reads the instance's release only (GET /entity).
 */
const buildCommand = {
    readSettings: async (runner) => {
        const input = (name) => runner.getInput(name);
        const workspace = runner.env.workspace;
        const output = input('output');
        if (output === '') {
            throw new input_error/* InputError */.d('output', 'build needs --output FILE: the package file to write', true);
        }
        const projects = input('projects')
            ? await (0,inputs_projects/* readProjects */.VH)(input, workspace, 'local')
            : [await (0,inputs_projects/* readSingleProject */.MO)(input, workspace, 'local')];
        return { projects, target: external_node_path_default().resolve(workspace, output) };
    },
    notStarted: failure => ({ result: 'failed', outputs: {}, failure }),
    run: ({ runner, log, settings }) => build(runner, log, settings)
};
async function build(runner, log, { projects, target }) {
    const input = (name) => runner.getInput(name);
    try {
        if (projects.length !== 1) {
            return {
                result: 'failed',
                outputs: {},
                failure: 'build writes one package: give project-path (or one line of projects)',
                oneProjectNeeded: true
            };
        }
        const [project] = projects;
        const source = project.source;
        const productVersion = source.kind === 'source-control'
            ? await buildProductVersion(input, source.productVersion, log)
            : source.kind === 'package'
                ? ''
                : source.productVersion;
        await (0,safe_path/* refuseLinks */.UA)(target, runner.env.workspace, '--output');
        let built;
        await (0,safe_path/* writeBeside */.Ae)(target, async (temporary) => {
            // The options deploy.ts's makePackage gives: the same bytes as the action's package.
            built = await (0,src_package/* packageProject */.y4)(source.path, source.kind, {
                outputPath: temporary,
                exclude: source.kind === 'package' ? [] : source.exclude,
                include: source.kind === 'package' ? [] : source.include,
                productVersion,
                description: project.description
            });
            if (external_node_path_default().resolve(built.path) !== external_node_path_default().resolve(temporary)) {
                await (0,promises_.copyFile)(built.path, temporary);
            }
        });
        if (built === undefined)
            throw new Error('build wrote no package');
        for (const warning of built.warnings)
            log.warning(warning);
        log.info(`Wrote the package of ${project.name} to ${target}: ${built.size} bytes, SHA-256 ${built.sha256}.`);
        const written = {
            project: project.name,
            path: target,
            size: built.size,
            sha256: built.sha256
        };
        return {
            result: 'built',
            outputs: {
                'package-path': target,
                'package-size': String(built.size),
                'package-sha256': built.sha256
            },
            package: written
        };
    }
    catch (error) {
        return { result: 'failed', outputs: {}, failure: (0,message_of/* messageOf */.b)(error) };
    }
}
/**
 * The product-version a source-control build writes, as a deploy decides it: product-version
 * when given; else, with base-url, the instance's own release (GET /entity, no login), as the
 * deploy reads it; else the default. Says which it wrote and why.
 */
async function buildProductVersion(input, fallback, log) {
    if (input('product-version').trim() !== '') {
        log.info(`product-version ${fallback} (the product-version input).`);
        return fallback;
    }
    // No login: GET /entity takes no session; an InputError here is the build's failure.
    const given = (0,login_settings/* readBaseUrl */.$P)(input);
    if (given === undefined) {
        log.info(`product-version ${fallback} (the default): a deploy writes the instance's own release instead; give --base-url (or --product-version) for the bytes a deploy imports.`);
        return fallback;
    }
    const address = given.baseUrl;
    // The read before a deploy waits for an idle instance as the deploy does (first-answer-timeout).
    const client = (0,api_client/* clientFor */.$)({
        baseUrl: address,
        requestTimeoutSeconds: 300,
        firstAnswerTimeoutSeconds: (0,login_settings/* readFirstAnswerTimeout */.Gp)(input),
        onFirstAnswerWait: wait => log.info((0,progress_text/* progressLine */.oz)({ kind: 'first-answer-wait', ...wait }, 'cli').text)
    });
    try {
        const info = await client.readInstance(undefined, true);
        const release = info.build ? (0,entity_answers/* twoPartsOf */.ag)(info.build) : undefined;
        if (release) {
            log.info(`product-version ${release}: the release of ${address} (build ${info.build}).`);
            return release;
        }
        log.info(`product-version ${fallback} (the default): ${address} does not say its build (GET /entity), as a deploy would find.`);
    }
    catch (error) {
        log.notice(`product-version ${fallback} (the default): the build of ${address} could not be read (GET /entity: ${(0,message_of/* messageOf */.b)(error)}), as a deploy would go on.`);
    }
    return fallback;
}

// EXTERNAL MODULE: ./src/commands/login.ts
var commands_login = __webpack_require__(17155);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/session.ts
var session = __webpack_require__(70060);
// EXTERNAL MODULE: ./src/inputs/read-maintenance-settings.ts
var read_maintenance_settings = __webpack_require__(22625);
// EXTERNAL MODULE: ./src/shared/summary.ts
var shared_summary = __webpack_require__(26929);
// EXTERNAL MODULE: ./src/report/units.ts
var units = __webpack_require__(17885);
;// CONCATENATED MODULE: ./src/commands/doctor.ts
// The command line's `doctor`: checks an instance and an account the way a first deploy would
// meet them, changing nothing. GET /entity (the address), the login (released at the end, also
// on failure or Ctrl-C), getPublished, getProject of a name no project has (read as the
// not-found answer real instances give), and the maintenance-endpoint's schema when one is set.
// Nothing is imported, published, deleted, locked out or restarted. One line per check.













/** The inputs `doctor` reads (the command line offers these flags). */
const DOCTOR_INPUTS = [...login_settings/* LOGIN_INPUTS */.E8, 'maintenance-endpoint'];
class Cancelled extends Error {
}
const BASE_URL_PARTS = "the scheme (https://), host, port and the instance's path, e.g. https://erp.example.com/AcumaticaERP, with nothing after it (no /Main, no page)";
const BASE_URL_FIX = `Check base-url: ${BASE_URL_PARTS}`;
/** `passed` (every check ok), `failed` or `cancelled`; outputs `checks-json`, `instance-version`. */
const doctorCommand = {
    readSettings: runner => ({
        login: (0,login_settings/* readLoginSettings */.l3)(name => runner.getInput(name)),
        maintenance: (0,read_maintenance_settings/* readMaintenanceOptions */.E)(name => runner.getInput(name)).maintenanceEndpoint
    }),
    notStarted: failure => ({ result: 'failed', outputs: { result: 'failed' }, failure }),
    login: settings => settings.login,
    firstAnswerWait: progress_text/* firstAnswerWaitLine */.m6,
    run: runDoctor
};
async function runDoctor({ runner, log, settings, cancel, client }) {
    const { login, maintenance } = settings;
    const { signal } = cancel;
    // Ctrl-C stops the wait for an answer at once; the session is still logged out below.
    const stopped = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Cancelled()), { once: true }));
    stopped.catch(() => undefined);
    const answer = (work) => Promise.race([work, stopped]);
    const checks = [];
    const ok = (check, ...what) => add(check, 'ok', ['ok ', ...what]);
    const fail = (check, what, happened, fix) => add(check, 'failed', [`FAIL ${what}: `, (0,shared_summary/* quote */.hD)(trimDot(happened)), `.${fix ? ` ${fix}.` : ''}`]);
    const skip = (check, what, why) => add(check, 'skipped', [`skipped ${what}: ${why}`]);
    function add(check, status, spans) {
        const line = (0,safe_text/* plainText */.wh)(spans.map(s => (typeof s === 'string' ? s : 'quote' in s ? s.quote : '')).join(''));
        // Printed once, as the summary (stdout); the log keeps the login's retries.
        checks.push({ check, status, line, spans });
    }
    const user = login.credentials.name;
    const later = ['login', 'getPublished', 'getProject'];
    if (maintenance)
        later.push('maintenance-endpoint');
    let build = '';
    let loggedIn = false;
    let cancelled = false;
    try {
        // 1. The address: GET /entity needs no session and takes no API seat.
        let answered = false;
        try {
            const info = await answer(client.readInstance(undefined, true));
            build = info.build ?? '';
            ok('address', `${login.baseUrl} answers GET /entity`, build ? ` (build ${build})` : '');
            answered = true;
        }
        catch (error) {
            if (error instanceof Cancelled)
                throw error;
            const mainSuffix = /\/(main|[^/]+\.aspx)$/i.test(new URL(login.baseUrl).pathname);
            fail('address', `address ${login.baseUrl}`, (0,message_of/* messageOf */.b)(error), mainSuffix ? `base-url ends in a page: drop it; give ${BASE_URL_PARTS}` : BASE_URL_FIX);
        }
        if (!answered) {
            for (const check of later)
                skip(check, checkWhat(check, user, maintenance), 'base-url must answer first');
        }
        else {
            // 2. The login, with login-attempts and login-retry-delay as a deploy uses them.
            try {
                await (0,commands_login/* logInForCommand */.G)(runner, log, client, login, {
                    signal: signal,
                    onSession: () => (loggedIn = true)
                });
                loggedIn = client.sessionCookie !== undefined;
                const tenant = login.credentials.tenant ? ` (tenant ${login.credentials.tenant})` : '';
                ok('login', `login as ${user}${tenant}`);
            }
            catch (error) {
                if (signal.aborted)
                    throw new Cancelled();
                const { happened, fix } = loginFailure(error);
                fail('login', `login as ${user}`, happened, fix);
                for (const check of later.slice(1))
                    skip(check, checkWhat(check, user, maintenance), 'needs a login');
            }
        }
        if (loggedIn) {
            // 3. The Customization API for this user: getPublished, then getProject of a name no
            // project has, which must be the not-found answer a first deploy and a restore rely on.
            let refused = false;
            try {
                const names = await answer(client.getPublished());
                if (names === undefined) {
                    // Not moot for getProject: a deploy goes on without getPublished (older builds).
                    fail('getPublished', 'the Customization API (getPublished)', 'the instance has no /CustomizationApi/getPublished (HTTP 404 or 405)', `The Customization Web API exists from 2022 R2 on: check base-url and the instance's version; ${roleFix(user)}`);
                }
                else {
                    ok('getPublished', 'the Customization API answers getPublished (', ...(names.length === 0
                        ? ['no project is published']
                        : ['published: ', (0,shared_summary/* quote */.hD)((0,units/* someNames */.Xq)(names))]), ')');
                }
            }
            catch (error) {
                if (error instanceof Cancelled)
                    throw error;
                refused = refusedUser(error);
                fail('getPublished', 'the Customization API (getPublished)', (0,message_of/* messageOf */.b)(error), roleFix(user));
            }
            const probe = `DoctorProbe${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
            if (refused) {
                skip('getProject', 'getProject', 'the Customization API refused this user (above)');
            }
            else {
                await checkGetProject(probe);
            }
            // 4. The Apply Updates endpoint: a read of its schema, never one of its actions.
            if (maintenance) {
                const named = `${maintenance.endpoint}/${maintenance.version}/${maintenance.entity}`;
                try {
                    await answer(client
                        .maintenance(maintenance, {
                        pollIntervalSeconds: 1,
                        timeoutSeconds: login.requestTimeoutSeconds
                    })
                        .readSchema());
                    ok('maintenance-endpoint', `maintenance-endpoint ${named} answers`);
                }
                catch (error) {
                    if (error instanceof Cancelled)
                        throw error;
                    const status = error instanceof errors/* ApiError */.hD ? error.status : undefined;
                    fail('maintenance-endpoint', `maintenance-endpoint ${named}`, (0,message_of/* messageOf */.b)(error), status === 404
                        ? `Check maintenance-endpoint: the instance needs a Web Service Endpoint ${named} over Apply Updates (SM203510), with scheduleLockoutCommand, stopLockoutCommand and restartApplicationCommand mapped (docs/maintenance.md)`
                        : status === 401 || status === 403
                            ? `Give ${user} access to the Apply Updates screen (SM203510) and the endpoint`
                            : 'Check maintenance-endpoint and the endpoint on the Web Service Endpoints screen (SM207060)');
                }
            }
        }
    }
    catch (error) {
        if (!(error instanceof Cancelled))
            throw error;
        cancelled = true;
    }
    finally {
        if (loggedIn)
            await release();
    }
    async function checkGetProject(probe) {
        const file = external_node_path_default().join(runner.env.tempDir, `${probe}.zip`);
        try {
            const got = await answer(client.getProject(probe, file, { maxBytes: 64 * 1024 * 1024 }));
            if (got.found) {
                // A project of a random name: the API answered, whatever the odds.
                ok('getProject', `getProject answers (a project named ${probe} exists)`);
            }
            else {
                ok('getProject', `getProject answers "not found" for a project no instance holds (${probe})`);
            }
        }
        catch (error) {
            if (error instanceof Cancelled)
                throw error;
            fail('getProject', `getProject of ${probe} (a name no project has)`, (0,message_of/* messageOf */.b)(error), refusedUser(error)
                ? roleFix(user)
                : `A first deploy and a restore need the instance's own answer "The project is not found: ${probe}"; ${roleFix(user)}`);
        }
        finally {
            await (0,promises_.rm)(file, { force: true });
        }
    }
    async function release() {
        const outcome = await (0,session/* logOut */.j)(client);
        if (outcome.kind === 'failed') {
            fail('logout', 'logout', outcome.reason, 'The session holds one of the API seats until the instance ends it');
        }
        else {
            ok('logout', 'logout: the API session is released');
        }
    }
    const failed = checks.filter(c => c.status === 'failed');
    const json = JSON.stringify(checks.map(({ check, status, line }) => ({ check, status, line })));
    const result = cancelled ? 'cancelled' : failed.length > 0 ? 'failed' : 'passed';
    const summary = {
        blocks: [
            { kind: 'heading', level: 2, text: [`Doctor: ${login.baseUrl} as ${user}`] },
            { kind: 'note', lines: checks.map(c => c.spans) }
        ]
    };
    const commandResult = {
        result,
        outputs: { result, 'checks-json': json, 'instance-version': build },
        summary,
        ...(cancelled
            ? { failure: 'The doctor was cancelled: the checks after it did not run.' }
            : failed.length > 0
                ? {
                    failure: `${failed.length} of ${checks.length} checks failed: ${failed.map(c => c.check).join(', ')}.`
                }
                : {})
    };
    if (cancelled)
        runner.abandon(commandResult);
    return commandResult;
}
function checkWhat(check, user, maintenance) {
    if (check === 'login')
        return `login as ${user}`;
    if (check === 'maintenance-endpoint' && maintenance) {
        return `maintenance-endpoint ${maintenance.endpoint}/${maintenance.version}/${maintenance.entity}`;
    }
    return check;
}
/** What a refused login was, and what to change (the error's own words say the rest). */
function loginFailure(error) {
    const status = error instanceof errors/* ApiError */.hD ? error.status : undefined;
    if (error instanceof errors/* BadCredentialsError */._U) {
        return {
            happened: `the instance refused the credentials (HTTP ${status ?? '?'})`,
            fix: 'Check username, the password (ACUMATICA_PASSWORD or stdin) and tenant (on a site with several tenants, the login name of one); more failed attempts may lock the account'
        };
    }
    if (error instanceof errors/* LoginLimitError */.zj) {
        return {
            happened: 'the API session limit of the instance is reached (HTTP 500, API Login Limit)',
            fix: 'Release another API session (one another tool left open) or wait for it to expire, then run doctor again (login-attempts and login-retry-delay set how long a deploy waits)'
        };
    }
    if (error instanceof errors/* UnreachableError */.Jk)
        return { happened: (0,message_of/* messageOf */.b)(error), fix: BASE_URL_FIX };
    return { happened: (0,message_of/* messageOf */.b)(error), fix: '' };
}
/** HTTP 401 or 403 from a Customization API call right after a login that worked. */
function refusedUser(error) {
    return error instanceof errors/* SessionLostError */.Tv || (error instanceof errors/* ApiError */.hD && error.status === 403);
}
function roleFix(user) {
    return `Give ${user} the Customizer role (or Administrator); if it has one, the Customization Web API may be off or blocked by a proxy in front of the instance`;
}
function trimDot(text) {
    return text.trim().replace(/\.+$/, '');
}

// EXTERNAL MODULE: ./src/commands/export.ts + 12 modules
var commands_export = __webpack_require__(11802);
// EXTERNAL MODULE: ./src/commands/lint.ts
var lint = __webpack_require__(32653);
;// CONCATENATED MODULE: ./src/commands/published.ts
// The command line's `published`: log in, list what the instance has published, log out (also on
// Ctrl-C). Nothing is changed on the instance.







const failed = (failure) => ({ result: 'failed', outputs: {}, failure });
const cancelled = (failure) => ({
    result: 'cancelled',
    outputs: {},
    failure
});
/** `listed` (output `published-json`), `failed` or `cancelled`. */
const publishedCommand = {
    readSettings: runner => (0,login_settings/* readLoginSettings */.l3)(name => runner.getInput(name)),
    notStarted: failed,
    login: settings => settings,
    firstAnswerWait: progress_text/* firstAnswerWaitLine */.m6,
    run: listPublished
};
async function listPublished({ runner, log, settings: login, cancel, client }) {
    const { signal } = cancel;
    try {
        await (0,commands_login/* logInForCommand */.G)(runner, log, client, login, { signal });
    }
    catch (error) {
        return signal.aborted
            ? cancelled('Cancelled before the login completed: no API session was opened.')
            : failed((0,message_of/* messageOf */.b)(error));
    }
    let result;
    try {
        // Ctrl-C stops the wait for the answer at once (the session is logged out below).
        const stopped = new Promise(resolve => signal.addEventListener('abort', () => resolve('cancelled'), { once: true }));
        const names = await Promise.race([client.getPublished(), stopped]);
        if (names === 'cancelled' || signal.aborted) {
            result = cancelled('Cancelled while waiting for getPublished: nothing was listed.');
        }
        else if (names === undefined) {
            result = failed('This instance does not offer getPublished: the published projects cannot be listed.');
        }
        else {
            log.info(names.length === 0
                ? `${login.baseUrl} has published no project.`
                : `Published on ${login.baseUrl}: ${(0,units/* someNames */.Xq)(names)}.`);
            result = {
                result: 'listed',
                outputs: { 'published-json': JSON.stringify(names) },
                // The command line's result on stdout: one name a line, for a script to read.
                summary: { blocks: [{ kind: 'note', lines: names.map(name => [(0,shared_summary/* quote */.hD)(name)]) }] }
            };
        }
    }
    catch (error) {
        result = failed((0,message_of/* messageOf */.b)(error));
    }
    const logout = await (0,session/* logOut */.j)(client);
    if (logout.kind === 'released') {
        log.info(`Logged out of ${login.baseUrl}: the API session is released.`);
    }
    else {
        log.warning(`The API session could not be released: ${logout.reason}`);
    }
    // The abandoned getPublished would hold the process until request-timeout.
    if (signal.aborted)
        runner.abandon(result);
    return result;
}

// EXTERNAL MODULE: ./src/commands/rehearse.ts + 3 modules
var rehearse = __webpack_require__(58827);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/deploy/verify.ts
var deploy_verify = __webpack_require__(12538);
// EXTERNAL MODULE: ./src/inputs/project-lines.ts
var project_lines = __webpack_require__(28074);
// EXTERNAL MODULE: ./src/inputs/read-verify-settings.ts
var read_verify_settings = __webpack_require__(32269);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
// EXTERNAL MODULE: ./src/report/verify-text.ts + 1 modules
var verify_text = __webpack_require__(67761);
;// CONCATENATED MODULE: ./src/commands/verify.ts
// The verification alone, against what the instance has published now (the command line's
// `verify`, e.g. in a scheduled health check): log in, the checks a verified deploy makes after
// its publish (the site answers, the projects named are published, verify-entities answer,
// verify-screens open), result and log out (the post step, with the saved session). Nothing is
// imported or published, and no restart is made: `needs-restart` says one is due.













/** The inputs `verify` reads (the command line offers these flags). */
const VERIFY_INPUTS = [
    ...login_settings/* LOGIN_INPUTS */.E8,
    'project-name',
    'projects',
    'publish-with',
    'poll-interval',
    'verify-timeout',
    'verify-entities',
    'verify-screens'
];
/** `verified`, `unverified`, `needs-restart`, `failed` or `cancelled` (the `result` output). */
const verifyCommand = {
    readSettings: runner => readInputs(runner),
    notStarted: failure => ({ result: 'failed', outputs: { result: 'failed' }, failure }),
    cancellation: () => ({
        stopping: 'stopping; the API session is released.',
        inFlight: signal => ({
            result: 'cancelled',
            outputs: { result: 'cancelled' },
            failure: `The run was cancelled (${signal}) while a request was in flight.`
        })
    }),
    login: settings => settings.login,
    firstAnswerWait: progress_text/* firstAnswerWaitLine */.m6,
    run: verifyRun
};
async function verifyRun({ runner, log, settings, cancel, client }) {
    const { login, verify, names, pollIntervalSeconds } = settings;
    const signIn = () => (0,commands_login/* logInForCommand */.G)(runner, log, client, login, { signal: cancel.signal, keepForPost: true });
    try {
        (0,state/* saveProgress */.FB)(runner, 'Log in');
        await signIn();
        log.info(`Logged in to ${login.baseUrl} as ${login.credentials.name}.`);
        (0,state/* saveProgress */.FB)(runner, 'Verify');
        const report = await (0,deploy_verify/* verifyPublish */.R)({ pollIntervalSeconds }, verify, names, Date.now(), {
            api: client,
            log: {
                phase: (_name, work) => work(),
                event: event => (0,progress_text/* logProgress */.sc)(log, event, runner.host),
                publishLogEntry: () => undefined
            },
            sleep: (ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }),
            now: () => Date.now(),
            signal: cancel.signal
        }, { login: signIn, since: 'check' });
        const ready = report.siteReadySeconds;
        const { result, text } = (0,verify_text/* verifyCheckText */.bG)(names, report, login.baseUrl);
        (0,state/* saveProgress */.FB)(runner, `done: ${result}`);
        if (result === 'verified')
            log.info(text);
        return {
            result,
            outputs: {
                'instance-version': report.build ?? '',
                'site-ready-seconds': ready === undefined ? '' : String(Math.round(ready * 100) / 100),
                result
            },
            ...(result === 'verified' ? {} : { failure: text }),
            // The command line's result on stdout: the verdict in the log's words.
            summary: { blocks: [{ kind: 'paragraph', text: [(0,shared_summary/* quote */.hD)(text)] }] }
        };
    }
    catch (error) {
        const cancelled = cancel.signal.aborted;
        if (cancelled)
            (0,state/* saveProgress */.FB)(runner, 'done: cancelled');
        const result = cancelled ? 'cancelled' : 'failed';
        return {
            result,
            outputs: { result },
            failure: cancelled
                ? 'The verification was cancelled.'
                : `The verification could not run: ${error instanceof Error ? error.message : String(error)}`
        };
    }
}
function readInputs(runner) {
    const input = (name) => runner.getInput(name);
    const login = (0,login_settings/* readLoginSettings */.l3)(input);
    const options = (0,read_verify_settings/* readVerifyOptions */.q)(input);
    if (!options.verify) {
        throw new input_error/* InputError */.d('verify', 'is false, but the verify command does nothing else: drop it.');
    }
    const names = [];
    for (const field of ['project-name', 'publish-with']) {
        for (const name of (0,values/* splitList */.ry)(input(field))) {
            (0,inputs_projects/* checkProjectName */.xX)(field, name);
            names.push(name);
        }
    }
    names.push(...projectNames(input('projects')));
    return {
        login,
        verify: options.verify,
        names: [...new Set(names)],
        pollIntervalSeconds: (0,login_settings/* readPollInterval */.nb)(input)
    };
}
/** The names of `projects` lines (`Name=path`, `Name=path@level`): only the names count here. */
function projectNames(raw) {
    return (0,project_lines/* parseProjectLines */.Q)(raw).map(line => {
        if (!line.name) {
            throw new input_error/* InputError */.d('projects', `${(0,project_lines/* lineLabel */.b)(line)} names no project: the verify command reads only names; write Name=path, or give the names in project-name.`);
        }
        (0,inputs_projects/* checkProjectName */.xX)('projects', line.name);
        return line.name;
    });
}

;// CONCATENATED MODULE: ./src/hosts/cli/commands.ts
// The command line's commands, one entry each: the name, the overview's words, the actions'
// inputs it takes as flags and its own flags. main.ts parses and runs a command from its entry;
// help.ts prints the overview and each command's flags from the same entries. A new command is
// one module of src/commands/ and one more entry here.













// The backup inputs as the command line has them: files in --backup-dir, not artifacts.
const CLI_WORDS = {
    backup: 'Back up the deployed project (getProject) into --backup-dir before Import.',
    'backup-artifact-name': 'Name of the backup file, before its time and .zip; <name> stands for the project. Default: <name>-backup-<host>.',
    'backup-retention-days': 'Not used by the command line: the backups are files, kept until deleted.'
};
const deployInputs = () => actionInputs('deploy').map(input => input.name in CLI_WORDS ? { ...input, description: CLI_WORDS[input.name] } : input);
/** What names or builds a package: a removal takes none of them (it deploys nothing). */
const PACKAGE_INPUTS = [
    'project-name',
    'project-path',
    'package',
    'projects',
    'project-description',
    'project-level',
    'replace-if-exists',
    'validate-only',
    'dry-run',
    'skip-unchanged',
    'restore-after-validation',
    'exclude',
    'include',
    'product-version',
    'version-check',
    'lint',
    'lint-disable',
    'isv-prefix',
    'sarif'
];
/** What `build` reads: the package's inputs, and base-url for the instance's release. */
const BUILD_INPUTS = [
    'project-name',
    'project-path',
    'package',
    'projects',
    'project-description',
    'project-level',
    'exclude',
    'include',
    'product-version',
    'base-url',
    'first-answer-timeout'
];
const BACKUP_DIR = {
    name: 'backup-dir',
    value: 'DIR',
    description: 'Where backups are kept, a file each, named with the time taken, never written over. By default outside the checkout (git add -A never takes one): $XDG_STATE_HOME or ~/.local/state (Windows: %LOCALAPPDATA%), then acumatica-customization-deploy/backups.',
    default: env => defaultBackupDir(env)
};
const KEEP_BACKUPS = {
    name: 'keep-backups',
    value: 'N',
    description: 'How many backups of one project and instance to keep in --backup-dir, the newest; older ones are removed after a new one is written. 0 keeps every one.',
    default: () => String(DEFAULT_KEEP_BACKUPS)
};
const LEDGER = {
    name: 'ledger',
    value: 'FILE',
    description: 'The ledger of completed deploys that skip-unchanged needs (a JSON file: keep it in the CI cache between runs).'
};
const PARALLEL = {
    name: 'parallel',
    value: 'N',
    description: 'fleet deploy: instances of a ring deployed at once.',
    default: () => '1'
};
/** The inputs each instance of the inventory gives itself: not flags of fleet. */
const PER_INSTANCE = new Set(['base-url', 'instance-name', 'result-file', 'command']);
// fleet: the fleet action's inputs, then the deploy's, shared by every instance (the inventory's
// tenant, window, username and projects win over them).
const fleetInputs = () => {
    const fleet = actionInputs('fleet')
        .filter(input => !PER_INSTANCE.has(input.name))
        // No folder of the checkout by default: fleet deploy writes into a temp folder of its own.
        .map(input => (input.name === 'results' ? { ...input, default: '' } : input));
    const names = new Set(fleet.map(input => input.name));
    return [
        ...fleet,
        ...deployInputs().filter(input => !names.has(input.name) && !PER_INSTANCE.has(input.name))
    ];
};
const COMMANDS = [
    {
        name: 'deploy',
        summary: 'Package, back up, import and publish (or validate): the deploy action',
        // remove is a command of its own.
        inputs: () => deployInputs().filter(input => input.name !== 'remove'),
        flags: [BACKUP_DIR, KEEP_BACKUPS, LEDGER],
        logsIn: true,
        command: deploy/* deployCommand */.Jp,
        exitByResult: true
    },
    {
        name: 'remove',
        args: 'NAME...',
        summary: 'Unpublish these projects: back up every published project, publish the others without them (merge off), verify',
        // The names are its arguments; it builds no package.
        inputs: () => deployInputs().filter(input => input.name !== 'remove' && !PACKAGE_INPUTS.includes(input.name)),
        flags: [BACKUP_DIR, KEEP_BACKUPS],
        logsIn: true,
        command: deploy/* deployCommand */.Jp,
        exitByResult: true
    },
    {
        name: 'export',
        summary: 'Bring projects from the instance into folders: the export action',
        inputs: () => actionInputs('export'),
        flags: [],
        logsIn: true,
        command: commands_export/* exportCommand */.c
    },
    {
        name: 'lint',
        summary: 'Check the package a deploy would import, offline: the lint action (exit 1 when fail-on is met)',
        inputs: () => actionInputs('lint'),
        flags: [],
        logsIn: false,
        command: lint/* lintCommand */.D
    },
    {
        name: 'build',
        summary: "Write the package a deploy would import, no login (with --base-url: the instance's release as product-version)",
        inputs: () => deployInputs().filter(input => BUILD_INPUTS.includes(input.name)),
        flags: [
            {
                name: 'output',
                value: 'FILE',
                description: 'The package file to write (required).',
                required: 'the package file to write'
            }
        ],
        logsIn: false,
        command: buildCommand,
        // The package written (project, path, size, sha256), as a script reads it.
        json: (result) => result.package,
        wrongCommandLine: (result) => result.oneProjectNeeded ? result.failure : undefined
    },
    {
        name: 'published',
        summary: 'List the projects the instance has published',
        inputs: () => deployInputs().filter(input => login_settings/* LOGIN_INPUTS */.E8.includes(input.name)),
        flags: [],
        logsIn: true,
        command: publishedCommand,
        logsOutItself: true
    },
    {
        name: 'verify',
        summary: 'The verification alone, against what is published now; nothing is imported or published',
        inputs: () => deployInputs().filter(input => VERIFY_INPUTS.includes(input.name)),
        flags: [],
        logsIn: true,
        command: verifyCommand,
        exitByResult: true
    },
    {
        name: 'fleet',
        args: '[plan|deploy|report|gate]',
        summary: 'Many instances from the inventory (--inventory FILE): plan prints the rings; deploy (the default) deploys ring by ring, --parallel N at once, then reports; report --results DIR reads result files',
        inputs: fleetInputs,
        flags: [PARALLEL, BACKUP_DIR, LEDGER],
        logsIn: false,
        command: fleet/* fleetCommand */.C
    },
    {
        name: 'rehearse',
        summary: "Rehearse an upgrade: the source's published set (--source-url; password in ACUMATICA_SOURCE_PASSWORD) with this repository's projects in place, validated on the target of the new build, one row per project",
        inputs: () => actionInputs('rehearse').map(input => input.name in CLI_WORDS ? { ...input, description: CLI_WORDS[input.name] } : input),
        flags: [BACKUP_DIR],
        logsIn: true,
        command: rehearse/* rehearseCommand */.v,
        exitByResult: true
    },
    {
        name: 'doctor',
        summary: 'Check the instance and the account, changing nothing: the address, the login, the Customization API for this user, --maintenance-endpoint; one line a check',
        inputs: () => deployInputs().filter(input => DOCTOR_INPUTS.includes(input.name)),
        flags: [],
        logsIn: true,
        command: doctorCommand,
        logsOutItself: true
    }
];
/** Every command's own flags. */
const COMMON_FLAGS = [
    {
        name: 'json',
        description: 'Print the outputs as one JSON object on stdout instead of the summary.'
    },
    { name: 'help', description: 'This help.' }
];
function commandNamed(name) {
    return COMMANDS.find(command => command.name === name);
}

;// CONCATENATED MODULE: ./src/hosts/cli/help.ts



const COMMAND = 'acumatica-customization-deploy';
const WIDTH = 100;
const FLAG_COLUMN = 30;
/** The overview: usage, the commands, what every command shares, the exit codes. */
function overviewHelp(env) {
    const commands = COMMANDS.map(command => row(`${command.name}${command.args ? ` ${command.args}` : ''}`, command.summary, 16));
    return `Usage: ${COMMAND} <command> [--<input> <value> ...] [--json]
       ${COMMAND} <command> --help      the command's flags and their defaults
       ${COMMAND} --version

Commands:
${commands.join('\n')}

Flags are the actions' inputs, with the same names and defaults (action.yml, export/action.yml,
lint/action.yml, rehearse/action.yml, fleet/action.yml). Each can also be an environment variable:
ACUMATICA_ and the name in capitals with _ for -, e.g. ${envName('base-url')}; a flag wins. The
password is read from ACUMATICA_PASSWORD, else from stdin (never from a flag); rehearse's source
password from ACUMATICA_SOURCE_PASSWORD.

The log goes to stderr; stdout holds only the result: the summary as text, or with --json the
outputs as one JSON object. Backups (deploy, remove) go to --backup-dir, by default outside the
checkout: ${defaultBackupDir(env)}

Exit codes: 0 published, validated, unchanged, planned, removed, rehearsed (and a successful
export, lint, build, published, verify); 1 failed or any other result; 2 a wrong command line;
3 timed-out; 4 rolled-back; 5 unverified; 6 busy; 7 needs-restart; 130 cancelled (Ctrl-C,
SIGTERM, SIGHUP: the API session is released first).
`;
}
/** One command's usage and every flag it takes, with its default. */
function commandHelp(command, env) {
    const inputs = command
        .inputs()
        .filter(input => input.name !== 'password' && input.name !== 'source-password');
    const lines = [
        `Usage: ${COMMAND} ${command.name}${command.args ? ` ${command.args}` : ''} [flags]`,
        '',
        ...wrap(command.summary, WIDTH),
        ''
    ];
    if (inputs.length) {
        lines.push('Inputs (a flag, or the variable ACUMATICA_<NAME>):', ...inputs.map(inputRow), '');
    }
    if (command.logsIn) {
        lines.push('The password: ACUMATICA_PASSWORD, else stdin (a prompt on a terminal); never a flag.', ...(command.inputs().some(input => input.name === 'source-password')
            ? ["The source's password (with --source-url): ACUMATICA_SOURCE_PASSWORD; never a flag."]
            : []), '');
    }
    lines.push('Flags of the command line:', ...[...command.flags, ...COMMON_FLAGS].map(f => flagRow(f, env)));
    return `${lines.join('\n')}\n`;
}
function inputRow(input) {
    const text = firstSentence(input.description);
    return row(`--${input.name} VALUE`, `${text}${input.default ? ` (default: ${input.default})` : ''}`);
}
function flagRow(flag, env) {
    const name = flag.name === 'help' ? '-h, --help' : `--${flag.name}`;
    const fallback = flag.default?.(env);
    return row(`${name}${flag.value ? ` ${flag.value}` : ''}`, `${flag.description}${fallback ? ` (default: ${fallback})` : ''}`);
}
/** The description up to its first full stop that ends a sentence (not `e.g.`'s). */
function firstSentence(description) {
    const text = description.replace(/\s+/g, ' ').trim();
    for (const end of text.matchAll(/[.!?](?=\s+[A-Z(<]|$)/g)) {
        if (!/\b(e\.g|i\.e)$/.test(text.slice(0, end.index)))
            return text.slice(0, end.index + 1);
    }
    return text;
}
/** `  name   text`, the text wrapped under its column. */
function row(name, text, column = FLAG_COLUMN) {
    const head = `  ${name}`;
    const body = wrap(text, WIDTH - column);
    const first = head.length <= column - 2
        ? head.padEnd(column) + body[0]
        : `${head}\n${' '.repeat(column)}${body[0]}`;
    return [first, ...body.slice(1).map(line => ' '.repeat(column) + line)].join('\n');
}
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line || lines.length === 0)
        lines.push(line);
    return lines;
}

;// CONCATENATED MODULE: ./src/hosts/cli/node-version.ts
// The Node the command line needs: package.json's engines (">=24"), scripts/check-node.mjs and
// the docs say the same (__tests__/docs/node-versions.test.ts). npx under an older Node only warns
// (EBADENGINE) and runs it: this check says why before something fails later.
const MIN_NODE_MAJOR = 24;
/** The message for a Node older than MIN_NODE_MAJOR, or undefined when `version` will do. */
function nodeTooOld(version) {
    const major = Number(version.replace(/^v/, '').split('.')[0]);
    if (major >= MIN_NODE_MAJOR)
        return undefined;
    return `Node ${MIN_NODE_MAJOR} or later is needed (this is Node ${version.replace(/^v/, '')}): install it (https://nodejs.org, or nvm install ${MIN_NODE_MAJOR}) and run the command again.`;
}

;// CONCATENATED MODULE: ./src/hosts/cli/version.ts
// The package's version, from the package.json of this package (npm always packs it): the first
// one up from this module's folder that names the package, as src/hosts/cli/ and dist/ (whose own
// package.json only says "type": "module") sit at different depths. The path is built at run
// time so that ncc leaves the file where it is instead of copying it into dist/.



const NAME = 'acumatica-customization-deploy';
function packageVersion(from = (0,external_node_url_.fileURLToPath)(import.meta.url)) {
    for (let dir = external_node_path_default().dirname(from);; dir = external_node_path_default().dirname(dir)) {
        const manifest = readManifest(external_node_path_default().join(dir, 'package.json'));
        if (manifest?.name === NAME && typeof manifest.version === 'string')
            return manifest.version;
        if (external_node_path_default().dirname(dir) === dir)
            return 'unknown';
    }
}
function readManifest(file) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/hosts/cli/exit-codes.ts
// The exit code of a run, from its result: 0 for the results that leave nothing to do
// (published, validated, unchanged, planned), one code per other known result, and 1 for a
// failure or any result this version does not know.
const EXIT = {
    ok: 0,
    failed: 1,
    usage: 2,
    timedOut: 3,
    rolledBack: 4,
    unverified: 5,
    busy: 6,
    needsRestart: 7,
    /** Outside the deploy window: nothing was sent (not a failure; the next run deploys). */
    outsideWindow: 8,
    /** on-drift: fail found the project changed on the instance: nothing was imported. */
    drift: 9,
    cancelled: 130
};
// `verified`: the command line's verify passed; `rehearsed`: the rehearsal's set validated.
const SUCCESS = new Set([
    'published',
    'validated',
    'unchanged',
    'planned',
    'removed',
    'verified',
    'rehearsed'
]);
function exitCodeOf(result) {
    if (result !== undefined && SUCCESS.has(result))
        return EXIT.ok;
    switch (result) {
        case 'timed-out':
            return EXIT.timedOut;
        case 'rolled-back':
            return EXIT.rolledBack;
        case 'unverified':
            return EXIT.unverified;
        case 'needs-restart':
            return EXIT.needsRestart;
        case 'busy':
            return EXIT.busy;
        case 'outside-window':
            return EXIT.outsideWindow;
        case 'drift':
            return EXIT.drift;
        case 'cancelled':
            return EXIT.cancelled;
        default:
            return EXIT.failed;
    }
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/hosts/cli/password.ts
// The password never comes from a flag (a flag's value shows in the process list and in shell
// history): ACUMATICA_PASSWORD, else stdin (piped, or typed at a prompt that does not echo).


async function readPassword(env, stdin = process.stdin) {
    const fromEnv = env.ACUMATICA_PASSWORD;
    if (fromEnv !== undefined && fromEnv !== '')
        return fromEnv;
    if (!stdin.isTTY) {
        const parts = [];
        for await (const chunk of stdin)
            parts.push(chunk);
        // One line: the trailing line break of `echo` or a file is not part of it.
        return Buffer.concat(parts)
            .toString('utf8')
            .replace(/\r?\n$/, '');
    }
    process.stderr.write('Password: ');
    const silent = new external_node_stream_.Writable({ write: (_chunk, _encoding, done) => done() });
    const prompt = (0,external_node_readline_.createInterface)({ input: stdin, output: silent, terminal: true });
    try {
        return await new Promise(resolve => prompt.once('line', resolve));
    }
    finally {
        prompt.close();
        process.stderr.write('\n');
    }
}

// EXTERNAL MODULE: ./src/report/plain-text.ts
var plain_text = __webpack_require__(6676);
// EXTERNAL MODULE: ./src/report/host.ts
var host = __webpack_require__(90022);
// EXTERNAL MODULE: ./src/report/input-summary.ts
var input_summary = __webpack_require__(61447);
;// CONCATENATED MODULE: ./src/hosts/cli/terminal-text.ts
// What the command line writes to a terminal: the instance's text may hold characters a terminal
// acts on (escape sequences, also the one-character C1 forms) or that reorder what follows.
// C0 controls but tab and line feed, DEL, C1 controls (U+009B starts a terminal escape as ESC [
// does), the bidirectional-text controls and the zero-width characters: what a terminal would
// act on or reorder, or what would hide inside a name or a URL that is copied.
const TERMINAL_CONTROLS = 
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Text for the terminal: the instance's text may carry controls (the log's are replaced already). */
function terminalText(text) {
    return text.replace(TERMINAL_CONTROLS, '\ufffd');
}
/** JSON for the terminal: the same controls as \u escapes, so the JSON still reads the same. */
function jsonForTerminal(text) {
    return text.replace(TERMINAL_CONTROLS, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/hosts/cli/main.ts
// The command line: the commands of src/commands/ run with the command line's runner
// (cli-runner.ts), each result turned into the exit code, the summary as text or the
// outputs as JSON; plus `build` (the package of a folder, no instance). Flags are the actions'
// inputs; see docs/cli.md. The log goes to stderr and stdout holds only the result, so that
// `> result.json` or a pipe gets the result alone.

























/**
 * The process's own output. A closed pipe (`deploy ... 2>&1 | head`) is an error event on the
 * stream, which would end the process between two requests: it is caught here, later writes to
 * that stream are dropped, and the run is told, so it ends as a cancellation does.
 */
function processIo() {
    const closed = new Set();
    const listeners = new Set();
    for (const stream of [process.stdout, process.stderr]) {
        stream.on('error', () => {
            if (closed.has(stream))
                return;
            closed.add(stream);
            for (const listener of [...listeners])
                listener();
        });
    }
    const writeTo = (stream, text) => {
        if (closed.has(stream) || stream.destroyed)
            return;
        stream.write(text);
    };
    return {
        stdout: text => writeTo(process.stdout, text),
        stderr: text => writeTo(process.stderr, text),
        env: process.env,
        onClosed: listener => {
            listeners.add(listener);
            if (closed.size > 0)
                listener();
            return () => listeners.delete(listener);
        }
    };
}
class UsageError extends Error {
}
/** Inputs never taken as flags: ACUMATICA_PASSWORD (or stdin) and ACUMATICA_SOURCE_PASSWORD. */
const SECRET_INPUTS = ['password', 'source-password'];
/** Runs one command; resolves to the exit code. */
async function main(argv, io = processIo()) {
    const tooOld = nodeTooOld(io.nodeVersion ?? process.versions.node);
    if (tooOld !== undefined) {
        io.stderr(`${COMMAND}: ${tooOld}\n`);
        return EXIT.usage;
    }
    try {
        return await main_command(argv, io);
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr(`${COMMAND}: ${error.message}\n\nRun ${COMMAND} --help for the usage.\n`);
            return EXIT.usage;
        }
        throw error;
    }
}
async function main_command(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '-h' || name === '--help') {
        io.stdout(overviewHelp(io.env));
        return name === undefined ? EXIT.usage : EXIT.ok;
    }
    if (name === '--version' || name === '-V') {
        io.stdout(`${packageVersion()}\n`);
        return EXIT.ok;
    }
    if (name === 'help') {
        const asked = rest[0] === undefined ? undefined : commandNamed(rest[0]);
        io.stdout(asked ? commandHelp(asked, io.env) : overviewHelp(io.env));
        return EXIT.ok;
    }
    const spec = commandNamed(name);
    if (spec === undefined) {
        throw new UsageError(`unknown command '${name}': use ${COMMANDS.map(c => c.name).join(', ')}`);
    }
    const which = spec.name;
    const inputs = spec.inputs();
    if (rest.some(arg => arg === '--password' || arg.startsWith('--password='))) {
        throw new UsageError('the password is never a flag (the process list would show it): set ACUMATICA_PASSWORD or pipe it on stdin');
    }
    if (rest.some(arg => arg === '--source-password' || arg.startsWith('--source-password='))) {
        throw new UsageError("the source's password is never a flag (the process list would show it): set ACUMATICA_SOURCE_PASSWORD");
    }
    const options = {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' }
    };
    for (const input of inputs)
        if (!SECRET_INPUTS.includes(input.name))
            options[input.name] = { type: 'string' };
    for (const flag of spec.flags)
        options[flag.name] = { type: flag.value ? 'string' : 'boolean' };
    let values;
    let positionals;
    try {
        const parsed = (0,external_node_util_.parseArgs)({
            args: withSwitchValues(rest, switchInputs(inputs)),
            options,
            strict: true,
            allowPositionals: spec.args !== undefined
        });
        values = parsed.values;
        positionals = parsed.positionals;
    }
    catch (error) {
        throw new UsageError(usageMessage(error, which, Object.keys(options)));
    }
    if (values.help) {
        io.stdout(commandHelp(spec, io.env));
        return EXIT.ok;
    }
    if (which === 'remove') {
        if (positionals.length === 0) {
            throw new UsageError('remove needs the names of the projects to unpublish: remove NAME...');
        }
        // The names are the remove input; the flag of the same name is not needed beside them.
        values.remove = positionals.join('\n');
    }
    if (which === 'fleet') {
        if (positionals.length > 1) {
            throw new UsageError('fleet takes one of plan, deploy, report, gate (deploy when none)');
        }
        // The word is the fleet action's command input.
        if (positionals[0] !== undefined)
            values.command = positionals[0];
    }
    for (const flag of spec.flags) {
        const given = values[flag.name];
        if (flag.required !== undefined && (typeof given !== 'string' || given === '')) {
            throw new UsageError(`${which} needs --${flag.name} ${flag.value ?? 'VALUE'}: ${flag.required}`);
        }
    }
    const json = values.json === true;
    const defaults = new Map(inputs.map(input => [input.name, input.default]));
    let password = '';
    const input = (inputName) => {
        if (inputName === 'password')
            return password;
        const flag = values[inputName];
        if (typeof flag === 'string')
            return flag;
        return io.env[envName(inputName)] ?? defaults.get(inputName) ?? '';
    };
    // Every log line on stderr, with or without --json: stdout is the result's alone. The inputs'
    // messages are written for a workflow: said in the command line's words.
    const inputNames = inputs.map(input => input.name);
    const words = (text) => (0,host/* inCliWords */.fn)(text, inputNames);
    const write = (line) => io.stderr(`${terminalText(words(line))}\n`);
    const ledger = typeof values.ledger === 'string' && values.ledger !== '' ? values.ledger : '';
    // Without a ledger nothing proves what the instance runs: every run would publish.
    if ((which === 'deploy' || which === 'fleet') &&
        ledger === '' &&
        /^true$/i.test(input('skip-unchanged').trim())) {
        throw new UsageError('skip-unchanged needs --ledger FILE: the record of completed deploys that proves what the instance runs (keep the file in the CI cache, see docs/cli.md)');
    }
    const keepBackups = readKeepBackups(values['keep-backups']);
    let finished;
    const makeRunner = (tempDir) => new CliRunner({
        input,
        write,
        env: {
            workspace: process.cwd(),
            tempDir,
            runId: 'local',
            runAttempt: '1',
            // The stamp and the result file: the checkout's commit (read by a deploy or removal).
            ...(which === 'deploy' || which === 'remove' ? (0,fleet_origin/* originOfCheckout */.gk)(io.env, process.cwd()) : {})
        },
        backupDir: external_node_path_default().resolve(typeof values['backup-dir'] === 'string' && values['backup-dir'] !== ''
            ? values['backup-dir']
            : defaultBackupDir(io.env)),
        ...(keepBackups === undefined ? {} : { keepBackups }),
        ...(ledger ? { ledgerFile: external_node_path_default().resolve(ledger) } : {}),
        ...(io.onClosed ? { onOutputClosed: io.onClosed } : {}),
        // A cancellation whose request is still in flight: log out, report, and leave.
        onAbandon: result => void finish(result).then(code => process.exit(code))
    });
    const run = which === 'fleet'
        ? // fleet deploy runs the deploy command for each instance, with a runner of its own.
            (0,fleet/* fleetCommandWith */.K)(cliFleetDeployer({
                env: io.env,
                input,
                write,
                workspace: process.cwd(),
                backupDir: external_node_path_default().resolve(typeof values['backup-dir'] === 'string' && values['backup-dir'] !== ''
                    ? values['backup-dir']
                    : defaultBackupDir(io.env)),
                ...(ledger ? { ledgerFile: external_node_path_default().resolve(ledger) } : {}),
                ...(io.onClosed ? { onOutputClosed: io.onClosed } : {})
            }))
        : spec.command;
    if (!spec.logsIn) {
        const runner = makeRunner(external_node_os_default().tmpdir());
        const result = await (0,command/* runCommand */.d)(run, runner);
        const wrong = spec.wrongCommandLine?.(result);
        if (wrong !== undefined)
            throw new UsageError(wrong);
        failOnce(runner, result, json);
        return main_report(spec, result, io, json, words);
    }
    password = await readPassword(io.env, io.stdin);
    if (password === '') {
        throw new UsageError('no password: set ACUMATICA_PASSWORD or pipe the password on stdin');
    }
    // The package, the backup download and the publish log go into a folder of this run that
    // only this user can read (mkdtemp: mode 0700), removed when the command ends, also after
    // Ctrl-C; the runner's RUNNER_TEMP plays that part in a workflow.
    const temp = await (0,promises_.mkdtemp)(external_node_path_default().join(io.env['RUNNER_TEMP'] || external_node_os_default().tmpdir(), 'acumatica-cli-'));
    // runCommand masks the password before the command reads anything.
    const runner = makeRunner(temp);
    const finish = (result) => (finished ??= (async () => {
        try {
            failOnce(runner, result, json);
            if (!spec.logsOutItself)
                await (0,command/* runCommand */.d)(post/* postCommand */.c, runner);
            // A lockout no stop could end fails the run, whatever the deploy's result.
            return main_report(spec, result, io, json, words, (0,state/* readLockout */.Q8)(runner) !== undefined);
        }
        finally {
            await (0,promises_.rm)(temp, { recursive: true, force: true });
        }
    })());
    let result;
    try {
        result = await (0,command/* runCommand */.d)(run, runner);
    }
    catch (error) {
        // A bug in a command still ends the run as every other end does: the lockout stopped, the
        // session released, the temp folder removed (the message then says what broke).
        const failure = `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        result = { result: 'failed', outputs: { result: 'failed' }, failure };
    }
    return finish(result);
}
/**
 * The failure as the log's last error line, unless the summary printed next already says it in
 * the same words (an input error): a message read twice looks like two problems.
 */
function failOnce(runner, result, json) {
    if (result.failure === undefined)
        return;
    const failure = (0,safe_text/* plainText */.wh)(result.failure);
    // An input error's summary goes to stderr whole (report()), the message with it.
    if (!json && result.summary && (0,input_summary/* isInputErrorSummary */.v)(result.summary))
        return;
    if (!json && result.summary && (0,plain_text/* renderText */.S)(result.summary).includes(failure))
        return;
    runner.fail(failure);
}
/** The summary as text (or the outputs as JSON) and the exit code, from the command's result. */
function main_report(spec, result, io, json, words, lockoutOn = false) {
    const code = lockoutOn
        ? EXIT.failed
        : spec.exitByResult
            ? exitCodeOf(result.result)
            : result.result === 'cancelled'
                ? EXIT.cancelled
                : result.failure !== undefined
                    ? EXIT.failed
                    : EXIT.ok;
    const own = json ? spec.json?.(result) : undefined;
    if (own !== undefined) {
        io.stdout(`${jsonForTerminal((0,secrets/* hideSecrets */.s0)(JSON.stringify(own, null, 2)))}\n`);
    }
    else if (json) {
        const outputs = {};
        for (const [name, value] of Object.entries(result.outputs)) {
            // The publish-log file goes with the run's folder; the log and the summary show the entries.
            if (name === 'publish-log')
                continue;
            outputs[name] = typedOutput(name, value);
        }
        // Why it failed, as the log's error line says it (an input error names its flag).
        if (result.failure !== undefined)
            outputs.error = words((0,safe_text/* plainText */.wh)(result.failure));
        // Users may still be locked out: said where a script reads the result.
        if (lockoutOn)
            outputs.lockout = 'on';
        // Masked as the log is, and with the controls a terminal acts on written as \u escapes.
        io.stdout(`${jsonForTerminal((0,secrets/* hideSecrets */.s0)(JSON.stringify(outputs, null, 2)))}\n`);
    }
    else if (result.summary) {
        const text = words((0,plain_text/* renderText */.S)(result.summary));
        // A wrong input is no result: it goes with the log, so stdout stays empty.
        const out = (0,input_summary/* isInputErrorSummary */.v)(result.summary) ? io.stderr : io.stdout;
        if (text !== '')
            out(`${terminalText(text)}\n`);
    }
    return code;
}
/** --keep-backups N: a whole number, 0 or more; unset: the runner's default. */
function readKeepBackups(value) {
    if (typeof value !== 'string')
        return undefined;
    if (!/^\d+$/.test(value.trim())) {
        throw new UsageError(`--keep-backups ("${value}") must be a whole number of backups, 0 or more (0 keeps every one)`);
    }
    return Number(value.trim());
}
/** Outputs that are counts or seconds: numbers in --json ('' is null). */
const NUMBER_OUTPUTS = new Set([
    'package-size',
    'site-ready-seconds',
    'backup-artifact-id',
    'errors',
    'warnings'
]);
/** Outputs that are true or false: booleans in --json. */
const BOOLEAN_OUTPUTS = new Set(['restored', 'changed']);
/** An output as --json gives it: `*-json` as JSON, counts as numbers, flags as booleans. */
function typedOutput(name, value) {
    if (name.endsWith('-json'))
        return parseOr(value);
    if (NUMBER_OUTPUTS.has(name)) {
        const number = Number(value);
        return value.trim() === '' || !Number.isFinite(number) ? null : number;
    }
    if (BOOLEAN_OUTPUTS.has(name) && /^(true|false)$/.test(value))
        return value === 'true';
    return value;
}
/** The inputs that are switches (their default is true or false). */
function switchInputs(inputs) {
    return new Set(inputs.filter(input => /^(true|false)$/i.test(input.default)).map(input => input.name));
}
/** `--dry-run` alone (the next word is not true or false) as `--dry-run true`. */
function withSwitchValues(args, switches) {
    const out = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        out.push(arg);
        if (arg === '--') {
            out.push(...args.slice(i + 1));
            break;
        }
        if (!arg.startsWith('--') || arg.includes('='))
            continue;
        if (!switches.has(arg.slice(2)))
            continue;
        const next = args[i + 1];
        if (next === undefined || !/^(true|false)$/i.test(next))
            out.push('true');
    }
    return out;
}
/** parseArgs's message, with the flag meant when one was mistyped. */
function usageMessage(error, command, flags) {
    const unknown = /^Unknown option '(--?[^']+)'/.exec(error.message)?.[1];
    if (unknown === undefined)
        return error.message;
    const name = unknown.replace(/^--?/, '').split('=')[0];
    const near = closest(name, flags);
    const hint = near ? `; did you mean --${near}?` : '';
    return `unknown flag ${unknown} for ${command}${hint} (${command} --help lists its flags)`;
}
/** The flag nearest to `name` (a typo: at most 2 edits, or a prefix of one flag). */
function closest(name, flags) {
    const prefixed = flags.filter(flag => flag.startsWith(name));
    if (name.length >= 3 && prefixed.length === 1)
        return prefixed[0];
    let best;
    let bestDistance = 3;
    for (const flag of flags) {
        const distance = editDistance(name, flag);
        if (distance < bestDistance) {
            best = flag;
            bestDistance = distance;
        }
    }
    return best;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}
function parseOr(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 71980:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "5ba64560da5ac848d759.yml";

/***/ }),

/***/ 2104:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "dacc1ee1b1d1908ae4a8.yml";

/***/ }),

/***/ 99755:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "36345270f30f854b1444.yml";

/***/ }),

/***/ 58659:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "992eab97a515a5c5f300.yml";

/***/ })

};
