export const id = 827;
export const ids = [827];
export const modules = {

/***/ 58827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ rehearseCommand)
});

// EXTERNAL MODULE: ./src/changes/content-reads.ts + 4 modules
var content_reads = __webpack_require__(50947);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/backup/upload-backup.ts
var upload_backup = __webpack_require__(45388);
// EXTERNAL MODULE: ./src/api/session.ts
var session = __webpack_require__(70060);
// EXTERNAL MODULE: ./src/inputs/projects.ts
var inputs_projects = __webpack_require__(18955);
// EXTERNAL MODULE: ./src/deploy/deploy.ts + 8 modules
var deploy = __webpack_require__(51040);
// EXTERNAL MODULE: ./src/deploy/stop.ts
var stop = __webpack_require__(77067);
;// CONCATENATED MODULE: ./src/deploy/rehearse.ts
// The upgrade rehearsal (docs/upgrade.md): the source's published set read (GET /entity, login,
// getPublished, getProject of each, logout: nothing else is ever sent to the source), stored
// together, then on the target the deploy's own phases over that set with this repository's
// projects in place of theirs: the busy probe, the backups, the Imports, one publishBegin with
// every name, the poll and, for a validation, the stored projects put back. Without a source, the
// set is the target's own published set, read the same way. It knows no HTTP: the services, the
// store and the log are handed in, as to deploy().




/** The engine's rule for a project name (as the inputs check it). */
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/;
async function rehearse(settings, ports) {
    const reading = settings.source ?? settings.target;
    const result = {
        outcome: 'failed',
        publish: settings.publish,
        setFrom: { baseUrl: reading.baseUrl, isTarget: settings.source === undefined },
        projects: [],
        phases: []
    };
    const timed = async (name, work) => {
        const started = ports.now();
        try {
            return await ports.log.phase(name, work);
        }
        finally {
            result.phases.push({ name, seconds: (ports.now() - started) / 1000 });
        }
    };
    const set = await timed('Read the set', () => readSet(settings, ports, result));
    if (ports.signal?.aborted) {
        // What a cancel broke is no failure of the instance's.
        delete result.setFailure;
        result.outcome = 'cancelled';
        return result;
    }
    if (set === undefined)
        return result;
    result.stored = await timed('Store the set', async () => {
        try {
            return await ports.storeSet(set);
        }
        catch (error) {
            // The set stays on the runner for this run; the rehearsal goes on (the target's backups
            // are what a restore needs).
            result.setFailure = { step: 'store', cause: (0,stop/* causeOf */.r)(error) };
            return undefined;
        }
    });
    const target = await targetSettings(settings, set, ports, result);
    if (target.projects.length === 0) {
        // Nothing to import or validate: the target is not touched.
        result.setFailure = { step: 'empty' };
        return result;
    }
    const deployed = await (0,deploy/* deploy */.g)(target, ports);
    result.deploy = deployed;
    result.deploySettings = target;
    result.phases.push(...deployed.phases);
    await countItems(result, deployed, ports);
    result.outcome =
        deployed.outcome === 'validated' || deployed.outcome === 'published'
            ? 'rehearsed'
            : deployed.outcome === 'cancelled'
                ? 'cancelled'
                : 'failed';
    return result;
}
/**
 * GET /entity, login, getPublished, getProject of each published project, logout: the set's zips
 * on disk, or undefined (result.setFailure says why). The logout runs whatever happened.
 */
async function readSet(settings, ports, result) {
    const api = ports.source ?? ports.api;
    const login = settings.source ?? settings.target;
    // A cancellation logs out at once, beside a download still in flight: the runner abandons the
    // command after a short grace, and the post step knows only the target's session.
    let loggedOut;
    const logOut = () => (loggedOut ??= session/* logOut */.j(api));
    let loggedIn = false;
    const onAbort = () => {
        if (loggedIn)
            void logOut();
    };
    ports.signal?.addEventListener('abort', onAbort, { once: true });
    try {
        const info = await api.readInstance(undefined, true);
        if (info.build)
            result.setFrom.build = info.build;
    }
    catch {
        // The build is for the summary; an instance that does not say it still has a set.
    }
    try {
        await session/* logIn */.E(api, login, {
            signal: ports.signal,
            onRetry: retry => ports.log.event({ kind: 'login-retry', ...retry }),
            onSession: cookie => settings.source ? ports.sourceSessionStarted(cookie) : ports.sessionStarted(cookie)
        });
    }
    catch (error) {
        ports.signal?.removeEventListener('abort', onAbort);
        result.setFailure = { step: 'login', cause: (0,stop/* causeOf */.r)(error) };
        return undefined;
    }
    loggedIn = true;
    try {
        if (ports.signal?.aborted)
            return undefined;
        let names;
        try {
            names = await api.getPublished();
        }
        catch (error) {
            result.setFailure = { step: 'list', cause: (0,stop/* causeOf */.r)(error) };
            return undefined;
        }
        if (names === undefined) {
            result.setFailure = {
                step: 'list',
                cause: {
                    message: 'the instance has no getPublished (HTTP 404 or 405): its published set cannot be read',
                    serverMessages: []
                }
            };
            return undefined;
        }
        // The instance is untrusted: a name the engine would refuse is never sent to the target,
        // and a name listed twice is taken once.
        const bad = names.find(name => !PROJECT_NAME.test(name));
        if (bad !== undefined) {
            result.setFailure = {
                step: 'list',
                cause: {
                    message: `getPublished listed "${bad.slice(0, 200)}", which is not a project name (letters, digits, [, ] and ., starting with a letter)`,
                    serverMessages: []
                }
            };
            return undefined;
        }
        const seen = new Set();
        names = names.filter(name => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
        ports.setRead?.(names, result.setFrom);
        const files = [];
        for (const [index, name] of names.entries()) {
            if (ports.signal?.aborted)
                return undefined;
            try {
                const download = await api.getProject(name, ports.setPath(name, index), {
                    maxBytes: settings.target.backupMaxBytes
                });
                if (!download.found) {
                    throw new Error(`getPublished lists it, but getProject answers: ${download.message}`);
                }
                files.push({ name, path: download.path });
            }
            catch (error) {
                result.setFailure = { step: 'download', project: name, cause: (0,stop/* causeOf */.r)(error) };
                return undefined;
            }
        }
        return files;
    }
    finally {
        ports.signal?.removeEventListener('abort', onAbort);
        result.sourceLogout = await logOut();
    }
}
/**
 * The deploy's settings on the target: the set's projects as ready-made packages in their order,
 * each of this repository's projects in place of the one of the same name (or after them when
 * the set has none of that name).
 */
async function targetSettings(settings, set, ports, result) {
    const target = settings.target;
    const ours = new Map(target.projects.map(project => [project.name.toLowerCase(), project]));
    const origin = settings.source ? 'source' : 'target';
    const projects = [];
    for (const entry of set) {
        const mine = ours.get(entry.name.toLowerCase());
        if (mine) {
            projects.push(mine);
            ours.delete(entry.name.toLowerCase());
            result.projects.push({ name: mine.name, origin: 'repository' });
            continue;
        }
        // Its level and description as its own project.xml gives them (a restore reads them so too).
        const details = await ports.packageDetails(entry.path).catch(() => ({}));
        projects.push({
            name: entry.name,
            source: { kind: 'package', path: entry.path },
            description: 'description' in details ? (details.description ?? '') : '',
            level: 'level' in details ? (details.level ?? 0) : 0,
            backupArtifactName: (0,inputs_projects/* backupArtifactName */.Q2)('', entry.name, target.host)
        });
        result.projects.push({ name: entry.name, origin });
    }
    for (const mine of ours.values()) {
        projects.push(mine);
        result.projects.push({ name: mine.name, origin: 'repository' });
    }
    return { ...target, projects };
}
/** Each project's item count, from the package the run imported (or would have). */
async function countItems(result, deployed, ports) {
    for (const [index, project] of result.projects.entries()) {
        const path = deployed.projects[index]?.package?.path;
        if (path === undefined)
            continue;
        try {
            project.items = (await ports.projectContent(path, project.name)).items.size;
        }
        catch {
            // Left unset: the summary says the count is not known.
        }
    }
}

// EXTERNAL MODULE: ./src/fleet/result-recorder.ts
var result_recorder = __webpack_require__(70914);
// EXTERNAL MODULE: ./src/inputs/clear-text.ts
var clear_text = __webpack_require__(97966);
// EXTERNAL MODULE: ./src/inputs/read-lint-settings.ts
var read_lint_settings = __webpack_require__(33605);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/inputs/login-settings.ts
var login_settings = __webpack_require__(63988);
// EXTERNAL MODULE: ./src/inputs/read-settings.ts
var read_settings = __webpack_require__(21119);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
;// CONCATENATED MODULE: ./src/inputs/read-rehearse-settings.ts
// The rehearsal's inputs (rehearse/action.yml, the command line's `rehearse`): the target and
// this repository's projects read as the deploy reads them, with the options a rehearsal fixes
// (validation unless `publish`, the set and nothing else, no skip, no lint, no lockout), and the
// source instance's login read under its own input names. Every check runs before any request.




/** The source's inputs, by the login input each stands for. */
const SOURCE_INPUTS = {
    'base-url': 'source-url',
    username: 'source-username',
    password: 'source-password',
    tenant: 'source-tenant'
};
async function readRehearseSettings(input, workspace) {
    const publish = (0,values/* readBoolean */.Vf)(input, 'publish', false);
    // What a rehearsal decides itself, whatever the deploy's defaults: the set alone is
    // published together, every package goes in, and a validation is put back.
    const fixed = {
        'validate-only': publish ? 'false' : 'true',
        'include-published': 'false',
        'publish-with': '',
        'skip-unchanged': 'false',
        'dry-run': 'false',
        // The source's packages were made for the release the rehearsal leaves: the summary names
        // both builds instead of a warning per project.
        'version-check': 'off',
        lint: 'off',
        remove: '',
        backup: 'true',
        'restore-on-failure': 'true',
        'restore-after-validation': 'true',
        verify: 'false',
        rollback: 'false',
        'maintenance-endpoint': ''
    };
    const targetInput = name => fixed[name] ?? input(name);
    const target = await (0,read_settings/* readSettings */.s)(targetInput, workspace, { projectsOptional: true });
    const source = readSourceLogin(input, target);
    return { target, publish, ...(source ? { source } : {}) };
}
function readSourceLogin(input, target) {
    if (input('source-url') === '') {
        for (const name of ['source-username', 'source-password', 'source-tenant']) {
            if (input(name) !== '') {
                throw new input_error/* InputError */.d(name, "is set but source-url is empty: set source-url to the instance whose published set is rehearsed (production), or leave the source's inputs empty to rehearse the target's own published set.");
            }
        }
        return undefined;
    }
    if (input('source-username') === '') {
        throw new input_error/* InputError */.d('source-username', 'is required with source-url: a user of the source instance allowed to read its projects (getPublished, getProject).');
    }
    if (input('source-password') === '') {
        throw new input_error/* InputError */.d('source-password', "is empty while source-url is set: the secret the workflow passes is not set where this job can read it. Check the secret's name, e.g. source-password: ${{ secrets.PRODUCTION_PASSWORD }}.");
    }
    let source;
    try {
        // The source's own address, user, password and tenant; the timeouts and retries are the run's.
        source = (0,login_settings/* readLoginSettings */.l3)(name => {
            if (name in SOURCE_INPUTS)
                return input(SOURCE_INPUTS[name]);
            return name === 'branch' || name === 'locale' ? '' : input(name);
        });
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d && error.input in SOURCE_INPUTS) {
            const name = SOURCE_INPUTS[error.input];
            throw new input_error/* InputError */.d(name, error.message.replace(`Input '${error.input}' `, ''));
        }
        throw error;
    }
    if (sameInstance(source.baseUrl, target.baseUrl)) {
        throw new input_error/* InputError */.d('source-url', `("${source.baseUrl}") is the target itself (base-url): a rehearsal imports into the target, and the source is never changed. Set base-url to an instance of the new build (staging, a copy), or leave source-url empty to rehearse the target's own published set.`);
    }
    return source;
}
/** The same instance: the same host, port and path, whatever the letter case or trailing `/`. */
function sameInstance(a, b) {
    const key = (url) => {
        const parsed = new URL(url);
        return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`.toLowerCase();
    };
    return key(a) === key(b);
}

// EXTERNAL MODULE: ./src/report/host.ts
var host = __webpack_require__(90022);
// EXTERNAL MODULE: ./src/report/input-summary.ts
var input_summary = __webpack_require__(61447);
// EXTERNAL MODULE: ./src/report/publish-findings-report.ts + 3 modules
var publish_findings_report = __webpack_require__(90309);
// EXTERNAL MODULE: ./src/redact/safe-text.ts
var safe_text = __webpack_require__(35014);
// EXTERNAL MODULE: ./src/shared/summary.ts
var shared_summary = __webpack_require__(26929);
// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(88850);
;// CONCATENATED MODULE: ./src/report/rehearsal-text.ts



const ORIGIN_TEXT = {
    repository: 'this repository',
    source: 'the source',
    target: 'the target'
};
/** How many places a row names before `and N more`. */
const PLACES_SHOWN = 3;
/** The log's line once the set is known. */
function setReadLine(names, from) {
    const where = from.isTarget ? 'The target' : 'The source';
    const build = from.build ? ` (build ${from.build})` : '';
    const list = names.length === 0 ? 'no project' : names.map(name => (0,safe_text/* plainText */.wh)(name)).join(', ');
    return `${where}${build} publishes ${names.length} ${names.length === 1 ? 'project' : 'projects'}: ${list}.`;
}
/** What one project's row says: `ok`, where its errors point, or why it was not validated. */
function projectVerdict(result, project, findings) {
    if (result.outcome === 'rehearsed')
        return { status: 'ok', places: [] };
    const mine = findings.filter(finding => finding.level === 'error' && finding.project?.toLowerCase() === project.name.toLowerCase());
    if (mine.length > 0) {
        // A package of the set is no file of the repository: its items are what to look for.
        const places = mine.map(finding => project.origin === 'repository' ? placeOf(finding) : itemOf(finding));
        return { status: 'failed', places };
    }
    // The validation ran and named none of this project's items: its part is not known to fail.
    const validated = result.deploy?.failure?.kind === 'publish-failed';
    return { status: validated ? 'ok' : 'not-validated', places: [] };
}
function itemOf(finding) {
    return finding.item ? `${finding.item} (${finding.rule})` : placeOf(finding);
}
function placeOf(finding) {
    const place = finding.place;
    const where = place ? (place.line ? `${place.file}:${place.line}` : place.file) : finding.item;
    return `${where ?? 'the project'} (${finding.rule})`;
}
/** The rehearsal-json output. */
function rehearsalJson(result, target, findings) {
    const stored = result.stored && 'stored' in result.stored ? result.stored.stored : undefined;
    return {
        result: result.outcome,
        mode: result.publish ? 'publish' : 'validation',
        source: result.setFrom.isTarget
            ? null
            : { url: result.setFrom.baseUrl, build: result.setFrom.build ?? null },
        target: { url: target.baseUrl, build: result.deploy?.instance?.build ?? null },
        set: stored ? { artifactName: stored.artifactName, artifactUrl: stored.artifactUrl } : null,
        projects: result.projects.map(project => {
            const verdict = projectVerdict(result, project, findings);
            return {
                name: project.name,
                origin: project.origin,
                items: project.items ?? null,
                result: verdict.status,
                errors: verdict.places
            };
        })
    };
}
function rehearsalSummary(result, target, findings, host, 
/** The publish log's "Where it failed" section, before the target's run. */
whereItFailed) {
    const verdict = result.outcome === 'rehearsed' ? 'rehearsed' : result.outcome;
    const mode = result.publish ? 'published' : 'validated';
    const sourceBuild = result.setFrom.build ?? 'not said';
    const targetBuild = result.deploy?.instance?.build ?? 'not said';
    const rows = [
        [
            [result.setFrom.isTarget ? 'Set read from (the target)' : 'Source'],
            [(0,shared_summary/* code */.aY)(result.setFrom.baseUrl), `, build ${sourceBuild}`]
        ],
        [['Target'], [(0,shared_summary/* code */.aY)(target.baseUrl), `, build ${targetBuild}`]],
        [['Mode'], [result.publish ? 'publish (publish: true)' : 'validation only']]
    ];
    const stored = result.stored;
    if (stored && 'stored' in stored) {
        rows.push([
            ['The set'],
            [
                stored.stored.kind === 'file'
                    ? (0,shared_summary/* code */.aY)(stored.stored.artifactName)
                    : stored.stored.artifactName
            ]
        ]);
    }
    else if (stored && 'unavailable' in stored) {
        rows.push([['The set'], [`not stored: ${stored.unavailable}`]]);
    }
    const blocks = [
        { kind: 'heading', level: 2, text: [`Rehearsal: ${verdict}`] },
        { kind: 'fields', rows }
    ];
    if (result.projects.length > 0) {
        blocks.push({
            kind: 'table',
            head: ['Project', 'Origin', 'Items', 'Result'],
            alignRight: [2],
            rows: result.projects.map(project => {
                const verdict = projectVerdict(result, project, findings);
                const status = verdict.status === 'ok'
                    ? [result.outcome === 'rehearsed' ? `ok (${mode})` : 'ok']
                    : verdict.status === 'not-validated'
                        ? ['not validated (the run stopped before)']
                        : ['errors at ', ...(0,shared_summary/* codeNames */.Gc)(verdict.places, PLACES_SHOWN)];
                return [
                    [(0,shared_summary/* code */.aY)(project.name, true)],
                    [ORIGIN_TEXT[project.origin]],
                    [project.items === undefined ? '?' : String(project.items)],
                    status
                ];
            })
        });
    }
    const unpointed = findings.filter(f => f.level === 'error' && f.project === undefined).length;
    if (result.outcome !== 'rehearsed' && unpointed > 0) {
        blocks.push({
            kind: 'paragraph',
            text: [
                `${unpointed} error ${unpointed === 1 ? 'message names' : 'messages name'} no project of the set: see the publish log below.`
            ]
        });
    }
    if (result.setFailure && result.setFailure.step !== 'store') {
        blocks.push({ kind: 'note', lines: [[(0,shared_summary/* quote */.hD)(setFailureText(result))]] });
    }
    const summary = (0,shared_summary/* joinSummaries */.nG)({ blocks }, whereItFailed);
    if (!result.deploy)
        return summary;
    const run = (0,report/* deploySummary */.eN)(target, result.deploy, host);
    return (0,shared_summary/* joinSummaries */.nG)(summary, {
        blocks: [{ kind: 'details', title: "The target's run", blocks: run.blocks }]
    });
}
/** The run's failure, or undefined when it rehearsed. */
function rehearsalFailure(result, target, host) {
    if (result.outcome === 'rehearsed')
        return undefined;
    if (result.outcome === 'cancelled' && !result.deploy) {
        return 'The rehearsal was cancelled while the set was read; nothing was sent to the target.';
    }
    if (result.setFailure && result.setFailure.step !== 'store')
        return setFailureText(result);
    if (result.deploy) {
        return `The rehearsal failed on the target: ${(0,report/* failureMessage */.oh)(target, result.deploy, host)}`;
    }
    return 'The rehearsal failed before anything was sent to the target.';
}
function setFailureText(result) {
    const failure = result.setFailure;
    const where = result.setFrom.isTarget ? 'the target' : 'the source';
    const url = result.setFrom.baseUrl;
    if (failure.step === 'empty') {
        return `${where === 'the target' ? 'The target' : 'The source'} (${url}) publishes no project and this repository gives none (project-name, project-path, package, projects): nothing to rehearse, nothing was imported.`;
    }
    const cause = causeText(failure.cause);
    const nothing = result.setFrom.isTarget
        ? 'Nothing was imported.'
        : 'Nothing was sent to the target.';
    switch (failure.step) {
        case 'login':
            return `Could not log in to ${where} (${url}): ${cause}. ${nothing} Check ${result.setFrom.isTarget ? 'username and password' : 'source-username and source-password'}.`;
        case 'list':
            return `Could not list the projects ${where} publishes (getPublished): ${cause}. ${nothing}`;
        case 'download':
            return `Could not download ${failure.project ?? 'a project'} from ${where} (getProject): ${cause}. ${nothing}`;
        case 'store':
            return `The set could not be stored: ${cause}.`;
    }
}
/** The store's failure: the set stays on the runner for this run. */
function setNotStoredLine(result) {
    const failure = result.setFailure;
    if (failure?.step !== 'store')
        return undefined;
    return `The set could not be stored as an artifact (${causeText(failure.cause)}); the rehearsal went on without it.`;
}
/** A logout of the set's instance that released nothing: said, never fatal. */
function sourceLogoutLine(result) {
    const outcome = result.sourceLogout;
    if (outcome?.kind !== 'failed')
        return undefined;
    const where = result.setFrom.isTarget ? 'the target' : 'the source';
    return `The session on ${where} (${result.setFrom.baseUrl}) could not be released: ${(0,safe_text/* plainText */.wh)(outcome.reason)}. It ends at the instance's session timeout; until then it holds one API seat.`;
}
function causeText(cause) {
    const messages = cause.serverMessages.length ? ` (${cause.serverMessages.join(' | ')})` : '';
    return (0,safe_text/* plainText */.wh)(`${cause.message}${messages}`);
}

// EXTERNAL MODULE: ./src/package/index.ts + 3 modules
var src_package = __webpack_require__(57612);
// EXTERNAL MODULE: ./src/runner/state.ts
var state = __webpack_require__(6003);
// EXTERNAL MODULE: ./src/runner/secrets.ts
var secrets = __webpack_require__(72995);
// EXTERNAL MODULE: ./src/commands/deploy.ts + 3 modules
var commands_deploy = __webpack_require__(2489);
// EXTERNAL MODULE: ./src/commands/source-control-passes.ts
var source_control_passes = __webpack_require__(31403);
// EXTERNAL MODULE: ./src/commands/result-file.ts
var result_file = __webpack_require__(41156);
;// CONCATENATED MODULE: ./src/commands/rehearse.ts
// The rehearsal of an upgrade (rehearse/action.yml, the command line's `rehearse`): the source's
// published set, this repository's projects in place of theirs, one validation (or publish) on
// the target of the new build, the target put back. The order is in src/deploy/rehearse.ts.



















/** The rehearsal; it writes its result file as the deploy does (result-file.ts). */
const rehearsal = {
    readSettings: (runner, log) => runner.group('Check inputs', async () => {
        // Masked before anything is read, as runCommand masks the target's password.
        (0,secrets/* addPassword */.nR)(runner, runner.getInput('source-password'));
        const read = await readRehearseSettings(name => runner.getInput(name), runner.env.workspace);
        const target = read.target;
        log.info(`Rehearsal: ${read.source ? `the published set of ${read.source.baseUrl}` : "the target's own published set"} on ${target.baseUrl}, ${read.publish ? 'published' : 'validation only'}, ${target.projects.length} ${target.projects.length === 1 ? 'project' : 'projects'} of this repository in place of theirs${target.projects.length ? ':' : '.'}`);
        for (const project of target.projects) {
            log.info(`- ${project.name}: "${project.source.path}" is ${(0,src_package/* describeKind */.SB)(project.source.kind)}.`);
        }
        for (const url of [read.source?.baseUrl, target.baseUrl]) {
            const clearText = url && (await (0,clear_text/* clearTextWarning */.F)(url));
            if (clearText)
                log.warning(clearText);
        }
        return read;
    }),
    notStarted: failure => ({
        result: 'failed',
        outputs: { result: 'failed' },
        failure,
        summary: (0,input_summary/* inputErrorSummary */.x)('Rehearsal', failure)
    }),
    cancellation: runner => ({
        stopping: `stopping. ${(0,host/* hostWords */.Ul)(runner.host).releasesSession}`,
        inFlight: signal => ({
            result: 'cancelled',
            outputs: { result: 'cancelled' },
            failure: `The rehearsal was cancelled (${signal}) while a request was in flight.`
        })
    }),
    login: settings => settings.target,
    sourceLogin: settings => settings.source,
    run: rehearseRun
};
// The target is the instance the file reports on (the source is only read).
const rehearseCommand = (0,result_file/* withResultFile */.Y)(rehearsal, settings => (0,result_recorder/* targetOfSettings */.Q7)(settings.target));
async function rehearseRun(kit) {
    const { runner, log, settings, cancel, client, sourceClient } = kit;
    const temp = await (0,commands_deploy/* workFolder */.kR)(runner.env.tempDir);
    const problems = new publish_findings_report/* PublishProblems */.M();
    const target = settings.target;
    const setName = (0,commands_deploy/* attemptName */.LZ)(`rehearsal-set-${target.host.replace(/[":<>|*?\\/\r\n]/g, '-')}`, runner.env.runAttempt);
    const setFolder = external_node_path_default().join(temp, 'set');
    // Only this user reads the set (a shared temp folder on the command line).
    await (0,promises_.mkdir)(setFolder, { recursive: true, mode: 0o700 });
    // This repository's source-control folders, read once; their spools gone however it ends.
    const passes = new source_control_passes/* SourceControlPasses */.G(temp, target.projects);
    // Each package read once: by the flow and the result file together.
    const reads = new content_reads/* ContentReads */.z();
    const ports = (0,commands_deploy/* deployPorts */.Wh)({ runner, log, settings: target, cancel, client }, temp, problems, passes, reads);
    const result = await rehearse(settings, {
        ...ports,
        ...(sourceClient ? { source: sourceClient } : {}),
        // A file name of its own for each (the names come from the instance).
        setPath: (name, index) => external_node_path_default().join(setFolder, `${name.replace(/[^\w.[\]-]/g, '_') || `project-${index + 1}`}.zip`),
        storeSet: files => storeSet(kit, files, setName),
        sourceSessionStarted: () => {
            if (sourceClient)
                (0,state/* maskCookieValues */.XZ)(runner, sourceClient.secretValues);
        },
        setRead: (names, from) => log.info(setReadLine(names, from))
    }).finally(() => passes.removeAll());
    const deployed = result.deploySettings ?? target;
    const notStored = setNotStoredLine(result);
    if (notStored)
        log.warning(notStored);
    const released = sourceLogoutLine(result);
    if (released)
        log.warning(released);
    const pointAtLines = () => problems.report(log, {
        projects: deployed.projects.map(read_lint_settings/* lintProjectOf */.Yl),
        root: runner.env.workspace,
        host: runner.host,
        failed: result.outcome !== 'rehearsed',
        sarifPath: target.lint?.sarifPath
    });
    const publish = problems.size > 0
        ? await runner.group('Errors and warnings at the line', pointAtLines)
        : await pointAtLines();
    const outputs = {
        result: result.outcome,
        'rehearsal-json': JSON.stringify(rehearsalJson(result, target, publish.findings)),
        'publish-findings-json': publish.json,
        'instance-version': result.deploy?.instance?.build ?? ''
    };
    const summary = rehearsalSummary(result, deployed, publish.findings, runner.host, publish.summary);
    const failure = rehearsalFailure(result, deployed, runner.host);
    (0,state/* saveProgress */.FB)(runner, `done: ${result.outcome}`);
    const record = await recordOf(result, reads);
    if (failure === undefined) {
        log.info(`Rehearsed: the set of ${result.projects.length} ${result.projects.length === 1 ? 'project' : 'projects'} ${result.publish ? 'published' : 'validated'} on ${target.baseUrl}.`);
        return { result: result.outcome, outputs, summary, record };
    }
    return { result: result.outcome, outputs, summary, failure, record };
}
/**
 * The result file of a rehearsal: the set as it went to the target with each package's content
 * digest, and what else the target published before; before the set reached the target, this
 * repository's projects (digests not known) and nothing of what it publishes (not asked).
 */
async function recordOf(result, reads) {
    const { deploy, deploySettings } = result;
    if (!deploy || !deploySettings)
        return {};
    return {
        projects: await (0,result_recorder/* projectDigests */.lh)(deploy, deploySettings, (zipPath, what) => reads.content(zipPath, what)),
        ...(deploy.published ? { published: deploy.published } : {})
    };
}
/** The set: one artifact on a runner, files in --backup-dir on the command line. */
async function storeSet({ runner, settings }, files, setName) {
    if (runner.storeBackup) {
        let first;
        for (const file of files) {
            const stored = await runner.storeBackup(file.path, `${setName}-${external_node_path_default().basename(file.path, '.zip')}`, undefined);
            first ??= stored;
        }
        if (first && 'stored' in first) {
            const folder = external_node_path_default().dirname(first.stored.artifactName);
            return {
                stored: { ...first.stored, artifactName: external_node_path_default().join(folder, `${setName}-*.zip`) }
            };
        }
        return first ?? { unavailable: 'the set is empty' };
    }
    if (files.length === 0)
        return { unavailable: 'the set is empty' };
    return (0,upload_backup/* uploadFiles */.Zn)(files.map(file => file.path), external_node_path_default().dirname(files[0].path), setName, settings.target.backupRetentionDays);
}


/***/ })

};
