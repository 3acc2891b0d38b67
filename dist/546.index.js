export const id = 546;
export const ids = [546];
export const modules = {

/***/ 55986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// UNUSED EXPORTS: COMMAND

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
// EXTERNAL MODULE: ./src/steps/export-step.ts + 11 modules
var export_step = __webpack_require__(44368);
// EXTERNAL MODULE: ./src/steps/deploy-step.ts + 24 modules
var deploy_step = __webpack_require__(18760);
// EXTERNAL MODULE: ./src/steps/lint-step.ts
var lint_step = __webpack_require__(5337);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/api/client.ts + 15 modules
var api_client = __webpack_require__(47388);
// EXTERNAL MODULE: ./src/api/session.ts
var session = __webpack_require__(70060);
// EXTERNAL MODULE: ./src/deploy/verify.ts
var deploy_verify = __webpack_require__(12538);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/inputs/login-settings.ts
var login_settings = __webpack_require__(63988);
// EXTERNAL MODULE: ./src/inputs/projects.ts
var inputs_projects = __webpack_require__(18955);
// EXTERNAL MODULE: ./src/inputs/read-verify-settings.ts
var read_verify_settings = __webpack_require__(32269);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
// EXTERNAL MODULE: ./src/report/progress-text.ts + 1 modules
var progress_text = __webpack_require__(26727);
// EXTERNAL MODULE: ./src/action/state.ts
var state = __webpack_require__(33175);
// EXTERNAL MODULE: ./src/report/verify-text.ts + 1 modules
var verify_text = __webpack_require__(67761);
// EXTERNAL MODULE: ./src/action/log.ts
var action_log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(87911);
// EXTERNAL MODULE: ./src/action/cancellation.ts
var cancellation = __webpack_require__(54559);
;// CONCATENATED MODULE: ./src/steps/verify-step.ts
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
async function runVerify(runner) {
    const log = (0,action_log/* safeLog */.E)(runner);
    const cancel = (0,cancellation/* watchCancellation */.Z)(runner, {
        stopping: 'stopping; the API session is released.',
        inFlight: signal => ({
            result: 'cancelled',
            outputs: { result: 'cancelled' },
            failure: `The run was cancelled (${signal}) while a request was in flight.`
        })
    });
    const password = runner.getInput('password');
    if (password)
        (0,secrets/* addPassword */.nR)(runner, password);
    let read;
    try {
        read = readInputs(runner);
    }
    catch (error) {
        return {
            result: 'failed',
            outputs: { result: 'failed' },
            failure: error instanceof input_error/* InputError */.d ? error.message : `Input check failed: ${String(error)}`
        };
    }
    const { login, verify, names, pollIntervalSeconds } = read;
    const client = new api_client/* CustomizationClient */.p({
        baseUrl: login.baseUrl,
        requestTimeoutSeconds: login.requestTimeoutSeconds
    });
    const signIn = () => (0,session/* logIn */.E)(client, login, {
        signal: cancel.signal,
        onRetry: retry => log.warning((0,progress_text/* progressLine */.o)({ kind: 'login-retry', ...retry }).text),
        onSession: cookie => {
            (0,state/* maskCookieValues */.XZ)(runner, client.secretValues);
            (0,state/* saveSession */.E1)(runner, {
                baseUrl: login.baseUrl,
                cookie,
                requestTimeoutSeconds: login.requestTimeoutSeconds
            });
        }
    });
    try {
        (0,state/* saveProgress */.FB)(runner, 'Log in');
        await signIn();
        log.info(`Logged in to ${login.baseUrl} as ${login.credentials.name}.`);
        (0,state/* saveProgress */.FB)(runner, 'Verify');
        const report = await (0,deploy_verify/* verifyPublish */.R)({ pollIntervalSeconds }, verify, names, Date.now(), {
            api: client,
            log: {
                phase: (_name, work) => work(),
                event: event => {
                    const { level, text } = (0,progress_text/* progressLine */.o)(event);
                    if (level === 'warning')
                        log.warning(text);
                    else if (level === 'notice')
                        log.notice(text);
                    else
                        log.info(text);
                },
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
            ...(result === 'verified' ? {} : { failure: text })
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
        pollIntervalSeconds: (0,values/* readNumber */.kz)(input, 'poll-interval', {
            min: 0,
            exclusiveMin: true,
            max: values/* MAX_TIMER_SECONDS */.Zu,
            why: login_settings/* TIMER_LIMIT */.Y2,
            fallback: 10
        })
    };
}
/** The names of `projects` lines (`Name=path`, `Name=path@level`): only the names count here. */
function projectNames(raw) {
    const names = [];
    for (const line of raw.split(/\r?\n/).map(l => l.trim())) {
        if (line === '')
            continue;
        const at = line.indexOf('=');
        if (at <= 0) {
            throw new input_error/* InputError */.d('projects', `line "${line.slice(0, 80)}" names no project: the verify command reads only names; write Name=path, or give the names in project-name.`);
        }
        const name = line.slice(0, at).trim();
        (0,inputs_projects/* checkProjectName */.xX)('projects', name);
        names.push(name);
    }
    return names;
}

// EXTERNAL MODULE: ./src/steps/post-step.ts
var post_step = __webpack_require__(93744);
// EXTERNAL MODULE: ./src/report/units.ts
var units = __webpack_require__(17885);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
;// CONCATENATED MODULE: ./src/steps/published-step.ts
// The command line's `published`: log in, list what the instance has published, log out (also on
// Ctrl-C). Nothing is changed on the instance.








/** `listed` (output `published-json`), `failed` or `cancelled`. */
async function runPublished(runner) {
    const log = (0,action_log/* safeLog */.E)(runner);
    const failed = (failure) => ({ result: 'failed', outputs: {}, failure });
    const cancelled = (failure) => ({
        result: 'cancelled',
        outputs: {},
        failure
    });
    let login;
    try {
        login = (0,login_settings/* readLoginSettings */.l3)(name => runner.getInput(name));
    }
    catch (error) {
        return failed(error instanceof input_error/* InputError */.d ? error.message : String(error));
    }
    const controller = new AbortController();
    runner.onCancel(() => controller.abort());
    const client = new api_client/* CustomizationClient */.p({
        baseUrl: login.baseUrl,
        requestTimeoutSeconds: login.requestTimeoutSeconds
    });
    try {
        await (0,session/* logIn */.E)(client, login, {
            signal: controller.signal,
            onRetry: retry => log.warning((0,progress_text/* progressLine */.o)({ kind: 'login-retry', ...retry }).text)
        });
    }
    catch (error) {
        return controller.signal.aborted
            ? cancelled('Cancelled before the login completed: no API session was opened.')
            : failed((0,message_of/* messageOf */.b)(error));
    }
    let result;
    try {
        // Ctrl-C stops the wait for the answer at once (the session is logged out below).
        const stopped = new Promise(resolve => controller.signal.addEventListener('abort', () => resolve('cancelled'), { once: true }));
        const names = await Promise.race([client.getPublished(), stopped]);
        if (names === 'cancelled' || controller.signal.aborted) {
            result = cancelled('Cancelled while waiting for getPublished: nothing was listed.');
        }
        else if (names === undefined) {
            result = failed('This instance does not offer getPublished: the published projects cannot be listed.');
        }
        else {
            log.info(names.length === 0
                ? `${login.baseUrl} has published no project.`
                : `Published on ${login.baseUrl}: ${(0,units/* someNames */.Xq)(names)}.`);
            result = { result: 'listed', outputs: { 'published-json': JSON.stringify(names) } };
        }
    }
    catch (error) {
        result = failed((0,message_of/* messageOf */.b)(error));
    }
    try {
        await client.logout();
        log.info(`Logged out of ${login.baseUrl}: the API session is released.`);
    }
    catch (error) {
        log.warning(`The API session could not be released: ${(0,message_of/* messageOf */.b)(error)}`);
    }
    // The abandoned getPublished would hold the process until request-timeout.
    if (controller.signal.aborted)
        runner.abandon(result);
    return result;
}

// EXTERNAL MODULE: ./src/api/entity-answers.ts
var entity_answers = __webpack_require__(84019);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/cli/safe-path.ts
// Files the command line writes where a pull request may have put a symbolic link: the backup
// folder (by default inside the checkout) and build's --output. A link committed there would
// make the write land outside (a file of the user's overwritten), so links are refused inside
// the current folder, which a checkout controls, and the file itself is written beside its
// target and renamed over it (a rename replaces a link, never what it points at).



/**
 * Throws when `target` is a symbolic link, or when a folder on its way down from `workspace`
 * (for a target inside it) is one. `what` names the flag for the message.
 */
async function refuseLinks(target, workspace, what) {
    const full = external_node_path_default().resolve(target);
    const relative = external_node_path_default().relative(workspace, full);
    const inside = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    const checked = inside
        ? relative
            .split((external_node_path_default()).sep)
            .map((_, index, parts) => external_node_path_default().join(workspace, ...parts.slice(0, index + 1)))
        : [full];
    for (const part of checked) {
        const stat = await (0,promises_.lstat)(part).catch(() => undefined);
        if (stat === undefined)
            return; // nothing further down exists yet: no link either
        if (stat.isSymbolicLink()) {
            throw new Error(`${what}: "${part}" is a symbolic link; the command writes no file through a link (a checkout can hold one that points outside). Remove the link or choose another path.`);
        }
    }
}
/** Writes `target` through `write(temporary)` in the same folder, then renames it into place. */
async function writeBeside(target, write) {
    const temporary = `${target}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    try {
        await write(temporary);
        await (0,promises_.rename)(temporary, target);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}

// EXTERNAL MODULE: ./src/package/index.ts + 13 modules
var src_package = __webpack_require__(78147);
;// CONCATENATED MODULE: ./src/steps/build-step.ts
// The command line's `build`: the package a deploy of these inputs would import, written to a
// file (no login). A source-control build's product-version is the one a deploy would write.










/** `built` with the package written to `output` (relative to the workspace), or `failed`. */
async function runBuild(runner, output) {
    const log = (0,action_log/* safeLog */.E)(runner);
    const input = (name) => runner.getInput(name);
    const workspace = runner.env.workspace;
    const target = external_node_path_default().resolve(workspace, output);
    try {
        const projects = input('projects')
            ? await (0,inputs_projects/* readProjects */.VH)(input, workspace, 'local')
            : [await (0,inputs_projects/* readSingleProject */.MO)(input, workspace, 'local')];
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
        await refuseLinks(target, workspace, '--output');
        let built;
        await writeBeside(target, async (temporary) => {
            // The options deploy-step.ts's makePackage gives: the same bytes as the action's package.
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
    const baseUrl = input('base-url').trim();
    if (baseUrl === '') {
        log.info(`product-version ${fallback} (the default): a deploy writes the instance's own release instead; give --base-url (or --product-version) for the bytes a deploy imports.`);
        return fallback;
    }
    // No login: GET /entity takes no session; an InputError here is the build's failure.
    const { baseUrl: address } = (0,login_settings/* parseBaseUrl */.Q2)(baseUrl);
    // The read before a deploy has its own 10 s bound, whatever request-timeout says.
    const client = new api_client/* CustomizationClient */.p({ baseUrl: address, requestTimeoutSeconds: 300 });
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

// EXTERNAL MODULE: ./src/report/safe-text.ts
var safe_text = __webpack_require__(39577);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/ledger/ledger-key.ts
var ledger_key = __webpack_require__(71782);
;// CONCATENATED MODULE: ./src/ledger/file-ledger.ts
// The ledger kept in a file, for the command line (--ledger FILE): the same proof as the Actions
// cache, one entry per instance, tenant and project (the newest deploy is all a skip reads). The
// file is a CI cache's to keep between runs (docs/cli.md). A missing file is an empty ledger; a
// file that cannot be read or written is an answer ("unavailable", "not recorded"), never an
// error of the deploy.




const FORMAT = 'acumatica-deploy-ledger-file-v1';
/** One entry is about 300 bytes: a file this large is not one this module wrote. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
const HEX64 = /^[0-9a-f]{64}$/;
function fileLedger(file, now = () => new Date()) {
    const read = async () => {
        const info = await (0,promises_.stat)(file).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (!info)
            return { format: FORMAT, entries: {} };
        if (info.size > MAX_FILE_BYTES)
            throw new Error(`${file} is larger than a ledger file can be`);
        const parsed = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
        if (parsed?.format !== FORMAT || typeof parsed.entries !== 'object' || !parsed.entries) {
            throw new Error(`${file} is not a ledger file of this tool`);
        }
        return parsed;
    };
    return {
        async newest(scope) {
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
            return { found: true, digest: entry.digest, ...(contentDigest ? { contentDigest } : {}), key };
        },
        async record(scope, digest, contentDigest) {
            try {
                const content = await read();
                const key = (0,ledger_key/* ledgerPrefix */.gd)(scope);
                content.entries[key] = {
                    digest: digest.toLowerCase(),
                    ...(contentDigest ? { contentDigest: contentDigest.toLowerCase() } : {}),
                    project: scope.project,
                    time: now().toISOString()
                };
                await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
                // Written beside it and renamed: a run killed while writing leaves the old ledger whole.
                const next = `${file}.${process.pid}.tmp`;
                await (0,promises_.writeFile)(next, `${JSON.stringify(content, null, 2)}\n`);
                await (0,promises_.rename)(next, file);
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

;// CONCATENATED MODULE: ./src/runner/cli-runner.ts
// The command line's runner: inputs from flags, the environment and action.yml's defaults (the
// `input` the command line gives); the log as plain lines; state kept in memory between the main
// step and the post step's code; a backup kept in a folder instead of a workflow artifact. The
// step's result goes back to the command line, which prints it and picks the exit code.









class CliRunner {
    options;
    state = new Map();
    env;
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
    /** The failure line of a step's result (the command line prints it as the run ends). */
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
        for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
            // A closed terminal (over SSH) ends the run as a cancellation: without a handler, SIGHUP
            // would end the process with the API session still open.
            process.on(signal, () => listener(signal));
        }
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
        await refuseLinks(this.options.backupDir, this.env.workspace, '--backup-dir');
        await (0,promises_.mkdir)(this.options.backupDir, { recursive: true });
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
        return {
            stored: {
                artifactName: kept,
                artifactId: '',
                artifactUrl: (0,external_node_url_.pathToFileURL)(kept).href,
                digest: `sha256:${hash.digest('hex')}`
            }
        };
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/cli/action-inputs.ts
// The command line takes the actions' inputs: their names and defaults are read from action.yml,
// export/action.yml and lint/action.yml themselves (shipped in the package beside dist/), so a
// flag exists for every input, with the runner's default, and no list is kept twice.


/** The inputs of `deploy` (action.yml), `export` (export/action.yml) or `lint` (lint/action.yml). */
function actionInputs(which) {
    // dist/cli/index.js and src/cli/*.ts are both two folders below the package root. Each URL is
    // written out whole, so that ncc finds it and copies the file beside the bundle.
    const file = which === 'deploy'
        ? __webpack_require__.ab + "action.yml"
        : which === 'export'
            ? new URL(/* asset import */ __webpack_require__(71980), __webpack_require__.b)
            : new URL(/* asset import */ __webpack_require__(99755), __webpack_require__.b);
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

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
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
    cancelled: 130
};
// `verified`: the command line's verify passed.
const SUCCESS = new Set(['published', 'validated', 'unchanged', 'planned', 'removed', 'verified']);
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
;// CONCATENATED MODULE: ./src/cli/password.ts
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

// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(95658);
;// CONCATENATED MODULE: ./src/report/plain-text.ts
// A summary (summary.ts) as the command line prints it: plain lines, no markup, no character
// reference, no invisible character (what is printed can be copied as it reads).



function span(part) {
    if (typeof part === 'string')
        return part;
    if ('quote' in part)
        return (0,safe_text/* plainText */.wh)(part.quote);
    if ('code' in part)
        return part.quoted ? (0,safe_text/* plainText */.wh)(part.code) : part.code;
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
            let budget = markdown/* MAX_SUMMARY_BYTES */.Q - bytes() - 200;
            let shown = 0;
            for (const entry of block.lines) {
                const text = (0,safe_text/* plainText */.wh)(entry);
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
    return (0,known_secrets/* maskSecrets */.QU)(lines.join('\n').trimEnd());
}

;// CONCATENATED MODULE: ./src/cli/terminal-text.ts
// What the command line writes to a terminal: the instance's text may hold characters a terminal
// acts on (escape sequences, also the one-character C1 forms) or that reorder what follows.
// C0 controls but tab and line feed, DEL, C1 controls (U+009B starts a terminal escape as ESC [
// does) and the bidirectional-text controls: what a terminal would act on or reorder.
const TERMINAL_CONTROLS = 
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Text for the terminal: the instance's text may carry controls (the log's are replaced already). */
function terminalText(text) {
    return text.replace(TERMINAL_CONTROLS, '\ufffd');
}
/** JSON for the terminal: the same controls as \u escapes, so the JSON still reads the same. */
function jsonForTerminal(text) {
    return text.replace(TERMINAL_CONTROLS, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line: the steps of src/steps/ run with the command line's runner
// (src/runner/cli-runner.ts), each result turned into the exit code, the summary as text or the
// outputs as JSON; plus `build` (the package of a folder, no instance). Flags are the actions'
// inputs; see docs/cli.md.




















const COMMAND = 'acumatica-customization-deploy';
const COMMANDS = ['deploy', 'remove', 'export', 'lint', 'build', 'published', 'verify'];
const HELP = `Usage: ${COMMAND} <command> [--<input> <value> ...] [--json]

Commands:
  deploy      Package, back up, import and publish (or validate): the deploy action
  remove NAME...
              Unpublish these projects: back up every published project, publish the
              others without them (merge off), verify (the deploy action's remove input)
  export      Bring projects from the instance into folders: the export action
  lint        Check the package a deploy would import, offline: the lint action
              (exit 1 when fail-on is met; --sarif FILE writes SARIF 2.1.0)
  build       Write the package a deploy would import: --output FILE (no login; with
              --base-url, the instance's release as product-version, as deploy writes it)
  published   List the projects the instance has published
  verify      The verification alone, against what is published now: the site answers, the
              projects named (--project-name, --projects) are published, --verify-entities
              answer, --verify-screens open; nothing is imported or published

Flags are the actions' inputs, with the same names and defaults (see action.yml and
export/action.yml, lint/action.yml), e.g. --base-url, --username, --project-name, --project-path, --projects.
Each can also be given as an environment variable: ACUMATICA_ and the name in capitals with _
for -, e.g. ACUMATICA_BASE_URL. A flag wins over the variable.
The password is read from ACUMATICA_PASSWORD, else from stdin (never from a flag).

  --json              Print the outputs as one JSON object on stdout (the log goes to stderr)
  --backup-dir DIR    deploy, remove: where backups are kept (default ./acumatica-backups),
                      each file named with the time it was taken
  --ledger FILE       deploy: the ledger of completed deploys that --skip-unchanged needs
                      (a JSON file: keep it in the CI's cache between runs, see docs/cli.md)
  --output FILE       build: the package file to write
  -h, --help          This help

Exit codes: 0 published, validated, unchanged, planned, removed (and a successful export,
lint, build, published); 1 failed or any other result; 2 a wrong command line; 3 timed-out;
4 rolled-back; 5 unverified; 6 busy (another publish ran past busy-timeout); 7 needs-restart
(the site needs one more application restart); 130 cancelled
(Ctrl-C or SIGTERM; the API session is released and a lockout stopped first).
`;
const defaultIo = {
    stdout: text => process.stdout.write(text),
    stderr: text => process.stderr.write(text),
    env: process.env
};
class UsageError extends Error {
}
/** Runs one command; resolves to the exit code. */
async function main(argv, io = defaultIo) {
    try {
        return await command(argv, io);
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr(`${COMMAND}: ${error.message}\n\nRun ${COMMAND} --help for the usage.\n`);
            return EXIT.usage;
        }
        throw error;
    }
}
async function command(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
        io.stdout(HELP);
        return name === undefined ? EXIT.usage : EXIT.ok;
    }
    if (!COMMANDS.includes(name)) {
        throw new UsageError(`unknown command '${name}': use ${COMMANDS.join(', ')}`);
    }
    const which = name;
    const inputs = inputsOf(which);
    if (rest.some(arg => arg === '--password' || arg.startsWith('--password='))) {
        throw new UsageError('the password is never a flag (the process list would show it): set ACUMATICA_PASSWORD or pipe it on stdin');
    }
    const options = {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' }
    };
    for (const input of inputs)
        if (input.name !== 'password')
            options[input.name] = { type: 'string' };
    if (which === 'deploy' || which === 'remove')
        options['backup-dir'] = { type: 'string' };
    if (which === 'deploy')
        options.ledger = { type: 'string' };
    if (which === 'build')
        options.output = { type: 'string' };
    let values;
    let positionals;
    try {
        const parsed = (0,external_node_util_.parseArgs)({
            args: rest,
            options,
            strict: true,
            allowPositionals: which === 'remove'
        });
        values = parsed.values;
        positionals = parsed.positionals;
    }
    catch (error) {
        throw new UsageError(error.message);
    }
    if (which === 'remove') {
        if (positionals.length === 0) {
            throw new UsageError('remove needs the names of the projects to unpublish: remove NAME...');
        }
        // The names are the remove input; the flag of the same name is not needed beside them.
        values.remove = positionals.join('\n');
    }
    if (values.help) {
        io.stdout(HELP);
        return EXIT.ok;
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
    const write = (line) => (json ? io.stderr : io.stdout)(`${terminalText(line)}\n`);
    const ledger = typeof values.ledger === 'string' && values.ledger !== '' ? values.ledger : '';
    // Without a ledger nothing proves what the instance runs: every run would publish.
    if (which === 'deploy' && ledger === '' && /^true$/i.test(input('skip-unchanged').trim())) {
        throw new UsageError('skip-unchanged needs --ledger FILE: the record of completed deploys that proves what the instance runs (keep the file in the CI cache, see docs/cli.md)');
    }
    let finished;
    const makeRunner = (tempDir) => new CliRunner({
        input,
        write,
        env: { workspace: process.cwd(), tempDir, runId: 'local', runAttempt: '1' },
        backupDir: external_node_path_default().resolve(typeof values['backup-dir'] === 'string' ? values['backup-dir'] : 'acumatica-backups'),
        ...(ledger ? { ledgerFile: external_node_path_default().resolve(ledger) } : {}),
        // A cancellation whose request is still in flight: log out, report, and leave.
        onAbandon: result => void finish(result).then(code => process.exit(code))
    });
    if (which === 'build') {
        const output = values.output;
        if (typeof output !== 'string' || output === '') {
            throw new UsageError('build needs --output FILE: the package file to write');
        }
        const runner = makeRunner(external_node_os_default().tmpdir());
        const built = await runBuild(runner, output);
        if (built.oneProjectNeeded)
            throw new UsageError(built.failure ?? '');
        if (built.failure !== undefined) {
            runner.fail(built.failure);
            return EXIT.failed;
        }
        if (json)
            io.stdout(`${JSON.stringify(built.package, null, 2)}\n`);
        return EXIT.ok;
    }
    if (which === 'lint') {
        const runner = makeRunner(external_node_os_default().tmpdir());
        const result = await (0,lint_step/* runLintStep */.b)(runner);
        if (result.failure !== undefined)
            runner.fail((0,safe_text/* safeText */.Hk)(result.failure));
        return report(which, result, io, json);
    }
    password = await readPassword(io.env, io.stdin);
    if (password === '') {
        throw new UsageError('no password: set ACUMATICA_PASSWORD or pipe the password on stdin');
    }
    // The package, the backup download and the publish log go into a folder of this run that
    // only this user can read (mkdtemp: mode 0700), removed when the command ends, also after
    // Ctrl-C; the runner's RUNNER_TEMP plays that part in a workflow.
    const temp = await (0,promises_.mkdtemp)(external_node_path_default().join(io.env['RUNNER_TEMP'] || external_node_os_default().tmpdir(), 'acumatica-cli-'));
    const runner = makeRunner(temp);
    (0,secrets/* addPassword */.nR)(runner, password);
    const finish = (result) => (finished ??= (async () => {
        try {
            if (result.failure !== undefined)
                runner.fail((0,safe_text/* safeText */.Hk)(result.failure));
            if (which !== 'published')
                await (0,post_step/* cleanup */.t)(runner);
            return report(which, result, io, json);
        }
        finally {
            await (0,promises_.rm)(temp, { recursive: true, force: true });
        }
    })());
    const result = which === 'deploy' || which === 'remove'
        ? await (0,deploy_step/* run */.e)(runner)
        : which === 'export'
            ? await (0,export_step/* runExport */.M)(runner)
            : which === 'verify'
                ? await runVerify(runner)
                : await runPublished(runner);
    return finish(result);
}
function inputsOf(which) {
    if (which === 'export' || which === 'lint')
        return actionInputs(which);
    const deploy = actionInputs('deploy');
    if (which === 'verify')
        return deploy.filter(i => VERIFY_INPUTS.includes(i.name));
    return which === 'published' ? deploy.filter(i => login_settings/* LOGIN_INPUTS */.E8.includes(i.name)) : deploy;
}
/** The summary as text (or the outputs as JSON) and the exit code, from the step's result. */
function report(which, result, io, json) {
    const code = which === 'deploy' || which === 'remove' || which === 'verify'
        ? exitCodeOf(result.result)
        : result.result === 'cancelled'
            ? EXIT.cancelled
            : result.failure !== undefined
                ? EXIT.failed
                : EXIT.ok;
    if (json) {
        const outputs = {};
        for (const [name, value] of Object.entries(result.outputs)) {
            // The publish-log file goes with the run's folder; the log and the summary show the entries.
            if (name === 'publish-log')
                continue;
            outputs[name] = name.endsWith('-json') ? parseOr(value) : value;
        }
        // Masked as the log is, and with the controls a terminal acts on written as \u escapes.
        io.stdout(`${jsonForTerminal((0,secrets/* hideSecrets */.s0)(JSON.stringify(outputs, null, 2)))}\n`);
    }
    else if (result.summary) {
        io.stdout(`\n${terminalText(renderText(result.summary))}\n`);
    }
    return code;
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

/***/ 33546:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55986);
// The command line (bin in package.json, bundled into dist/cli/): only calls main().

try {
    process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2));
}
catch (error) {
    // main() reports every expected failure itself; this is the net for a bug.
    process.stderr.write(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ runLintStep)
/* harmony export */ });
/* unused harmony export failureOf */
/* harmony import */ var _report_lint_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96158);
/* harmony import */ var _report_lint_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56925);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58592);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39354);
/* harmony import */ var _inputs_read_lint_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33605);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21358);
// The lint action's main step (lint/action.yml), also the command line's `lint`: inputs in; the
// checks of src/lint/ on the package a deploy would import; annotations, outputs, the SARIF file
// and the job summary out. No instance, no secret, no request: it fits fork pull requests.






/** `passed` (fail-on not met) or `failed` (met, or the lint could not run). */
async function runLintStep(runner) {
    const log = (0,_action_log_js__WEBPACK_IMPORTED_MODULE_2__/* .safeLog */ .E)(runner);
    const workspace = runner.env.workspace;
    let settings;
    try {
        settings = await (0,_inputs_read_lint_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readLintSettings */ .J0)(name => runner.getInput(name), workspace);
    }
    catch (error) {
        return {
            result: 'failed',
            outputs: {},
            failure: error instanceof _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d ? error.message : `Input check failed: ${(0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_5__/* .messageOf */ .b)(error)}`
        };
    }
    try {
        const result = await (0,_report_lint_report_js__WEBPACK_IMPORTED_MODULE_0__/* .runLint */ .n)(settings.projects, settings, workspace, log);
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
            summary: (0,_report_lint_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lintSummary */ .cB)(result),
            ...(failure === undefined ? {} : { failure })
        };
    }
    catch (error) {
        return { result: 'failed', outputs: {}, failure: (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_5__/* .messageOf */ .b)(error) };
    }
}
/** Why the step fails under fail-on, or undefined when it passes. */
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

/***/ 93744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ cleanup)
/* harmony export */ });
/* harmony import */ var _api_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47388);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63988);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33175);
/* harmony import */ var _report_shared_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66093);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58592);
/* harmony import */ var _action_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87911);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21358);
// The post step: releases the API session the main step opened, whatever happened there.
// A licence allows two or three API sessions; a leaked one breaks the next deploy. It never
// fails the job: a session already gone (the publish restarted the application pool) is an info
// line, as a successful deploy prints no warning; a logout that fails otherwise is a warning.








// The post step must finish within the runner's 5 minutes after a cancellation.
const MAX_LOGOUT_SECONDS = 60;
async function cleanup(runner) {
    const log = (0,_action_log_js__WEBPACK_IMPORTED_MODULE_4__/* .safeLog */ .E)(runner);
    // Server text quoted in a warning may echo the password: hidden here too.
    const password = runner.getInput('password');
    if (password)
        (0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .addPassword */ .nR)(runner, password);
    try {
        const progress = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readProgress */ .gQ)(runner);
        if (progress !== '' && !progress.startsWith('done')) {
            log.warning(`The main step did not finish: it stopped during '${progress}'. ${whatItLeft(progress)}`);
        }
        const session = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readSession */ .lx)(runner);
        if (session === undefined) {
            log.info('The main step opened no API session: nothing to release.');
            return 'no-session';
        }
        const lockout = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readLockout */ .Q8)(runner);
        if (lockout)
            await stopLockout(runner, log, session, lockout);
        return await runner.group('Log out', async () => {
            const client = new _api_client_js__WEBPACK_IMPORTED_MODULE_0__/* .CustomizationClient */ .p({
                baseUrl: session.baseUrl,
                requestTimeoutSeconds: Math.min(session.requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
            });
            client.useSession(session.cookie);
            (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .maskCookieValues */ .XZ)(runner, client.secretValues);
            try {
                await client.logout();
                log.info(`Logged out of ${session.baseUrl}: the API session is released.`);
                return 'released';
            }
            catch (error) {
                const message = (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .b)(error);
                if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SessionLostError */ .Tv) {
                    // A publish restarts the application pool, which ends every session: the usual end of
                    // a successful deploy, and nothing is left to release.
                    log.info(`Nothing to release: the API session had already ended (${message}).`);
                    return 'already-ended';
                }
                log.warning(`The API session could not be released: ${message}. If the next deploy meets the API Login Limit, the session ends by itself after the instance's session timeout.`);
                return 'not-released';
            }
        });
    }
    catch (error) {
        log.warning(`The post step could not release the API session: ${String(error)}`);
        return 'not-released';
    }
}
/**
 * Lets users back in when the main step locked them out and did not stop it (failure, cancel,
 * timeout). A stop that fails is an error annotation naming Apply Updates, where a person ends
 * it; the post step still never fails the job.
 */
async function stopLockout(runner, log, session, lockout) {
    await runner.group('Let users back in', async () => {
        const client = new _api_client_js__WEBPACK_IMPORTED_MODULE_0__/* .CustomizationClient */ .p({
            baseUrl: session.baseUrl,
            requestTimeoutSeconds: Math.min(lockout.requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
        });
        client.useSession(session.cookie);
        (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .maskCookieValues */ .XZ)(runner, client.secretValues);
        const maintenance = client.maintenance(lockout.endpoint, {
            pollIntervalSeconds: lockout.pollIntervalSeconds,
            timeoutSeconds: Math.min(lockout.requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
        });
        try {
            try {
                await maintenance.stopLockoutCommand();
            }
            catch (error) {
                // A publish that completed meanwhile restarted the site, ending the saved session: one
                // new session for the stop, released at once (the inputs are the main step's).
                if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD) || error.status !== 401)
                    throw error;
                const login = (0,_inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readLoginSettings */ .l3)(name => runner.getInput(name));
                await client.login(login.credentials, { attempts: 2, delaySeconds: 2 });
                try {
                    await maintenance.stopLockoutCommand();
                }
                finally {
                    await client.logout().catch(() => undefined);
                }
            }
            (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .saveLockout */ .d4)(runner, undefined);
            log.info(`Users are let back in: the lockout through Apply Updates (${maintenance.endpoint}) is stopped.`);
        }
        catch (error) {
            log.error((0,_report_shared_text_js__WEBPACK_IMPORTED_MODULE_7__/* .lockoutStopText */ .JU)(maintenance.endpoint, (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .b)(error)));
        }
    });
}
/** What an interrupted phase may have left on the instance. */
function whatItLeft(phase) {
    switch (phase) {
        case 'Publish':
            return 'The publish may still be running on the instance: check the Customization Projects screen before deploying again.';
        case 'Validate':
            return 'The validation may still be running; nothing is published by a validation, but the stored projects hold the imported packages: import the backup artifacts again if they must be as before.';
        case 'Import':
            return 'The Import may or may not have completed; nothing was published by this run.';
        case 'Download':
            return 'The export was downloading the projects: no project folder was written.';
        case 'Write':
            return 'The export was writing the project folders: some files may be new and others old, and *.export-*.tmp files may be left beside them. Run the export again.';
        case 'Verify':
            return 'The publish had completed; checking that the site runs it was interrupted: check the site before deploying again.';
        case 'Roll back':
            return 'The rollback after a failed verification was interrupted: the stored projects or the publish may be half-way. Check the Customization Projects screen; import and publish the backup artifacts named in the log by hand.';
        case 'Restore':
            return 'Putting the stored projects back was interrupted: import the backup artifacts named in the log by hand (Customization Projects screen), without publishing them.';
        default:
            return 'Nothing was published by this run.';
    }
}


/***/ }),

/***/ 71980:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "36ec3d0440ba047ab715.yml";

/***/ }),

/***/ 99755:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "36345270f30f854b1444.yml";

/***/ })

};
