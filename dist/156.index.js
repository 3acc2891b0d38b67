export const id = 156;
export const ids = [156];
export const modules = {

/***/ 99156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ fleetCommand),
  K: () => (/* binding */ fleetCommandWith)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/inputs/project-lines.ts
var project_lines = __webpack_require__(28074);
// EXTERNAL MODULE: ./src/inputs/window.ts
var inputs_window = __webpack_require__(93901);
// EXTERNAL MODULE: ./src/fleet/result-file.ts + 1 modules
var result_file = __webpack_require__(52818);
;// CONCATENATED MODULE: ./src/fleet/inventory.ts
// The inventory (acumatica-instances.yml, docs/fleet.md): the instances a fleet deploys to, each
// with its ring. Read with the `yaml` package's failsafe schema (every scalar is text as written:
// `tenant: 010` stays "010", `name: no` stays "no") and its LineCounter, so that every error
// names the file, the line and the field before anything is sent to any instance.





/** A file larger than this is no inventory (a thousand instances take about 200 KiB). */
const MAX_INVENTORY_BYTES = 4 * 1024 * 1024;
const FIELDS = [
    'name',
    'url',
    'url-variable',
    'environment',
    'ring',
    'tenant',
    'projects',
    'window',
    'username',
    'password-env'
];
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
const DEFAULT_PASSWORD_ENV = 'ACUMATICA_PASSWORD';
/**
 * Reads the inventory's text. Throws an InputError naming the `inventory` input, the file, the
 * line and the field.
 */
function parseInventory(text, file, rules = {}) {
    const lineCounter = new dist/* LineCounter */.HN();
    const fail = (line, message) => {
        throw new input_error/* InputError */.d('inventory', `(${file})${line === undefined ? '' : ` line ${line}`}: ${message}`);
    };
    if (Buffer.byteLength(text) > MAX_INVENTORY_BYTES) {
        fail(undefined, `is larger than ${MAX_INVENTORY_BYTES / 1024 / 1024} MiB: that is no inventory.`);
    }
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, schema: 'failsafe', prettyErrors: false });
    const lineOf = (node) => node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    const [syntax] = doc.errors;
    if (syntax) {
        const at = syntax.linePos?.[0]?.line ?? lineCounter.linePos(syntax.pos[0]).line;
        fail(at, `is not valid YAML: ${syntax.message.split('\n')[0]}`);
    }
    let list = doc.contents;
    if ((0,dist/* isMap */.jh)(list)) {
        for (const pair of list.items) {
            const key = keyText(pair);
            if (key !== 'instances') {
                fail(lineOf(pair.key), `unknown key "${key}": the file holds \`instances:\`, a list of instances.`);
            }
        }
        const instancesPair = list.items.find(pair => keyText(pair) === 'instances');
        list = instancesPair?.value ?? null;
    }
    if (!(0,dist/* isSeq */.oP)(list)) {
        fail(lineOf(list) ?? 1, 'must be a list of instances (or `instances:` holding that list), each with name, url (or url-variable), environment and ring.');
    }
    const seq = list;
    if (seq.items.length === 0)
        fail(lineOf(seq) ?? 1, 'lists no instance.');
    const instances = [];
    const seen = { names: new Map(), files: new Map() };
    for (const item of seq.items) {
        const line = lineOf(item) ?? 1;
        if (!(0,dist/* isMap */.jh)(item)) {
            fail(line, 'each instance is a mapping of fields (name:, url:, environment:, ring:, …).');
        }
        instances.push(instanceFrom(fieldsOf(item, line, lineOf, fail), line, rules, seen, fail));
    }
    checkRings(instances, fail);
    return { file, instances };
}
/** An instance's fields as text, each with its line (a list of projects: each entry's line). */
function fieldsOf(item, line, lineOf, fail) {
    const map = item;
    const values = new Map();
    for (const pair of map.items) {
        const key = keyText(pair);
        const keyLine = lineOf(pair.key) ?? line;
        if (!FIELDS.includes(key)) {
            fail(keyLine, `unknown field "${key}": an instance has ${FIELDS.join(', ')}.`);
        }
        const field = key;
        const value = pair.value;
        if (field === 'projects' && (0,dist/* isSeq */.oP)(value)) {
            const entries = value.items;
            const lines = entries.map(entry => {
                if (!(0,dist/* isScalar */.jn)(entry))
                    fail(lineOf(entry) ?? keyLine, 'projects: each entry is one line, `Name=path` or `path`.');
                return String(entry.value).trim();
            });
            // Each entry's own line, for a message about one of them.
            const entryLines = entries.map(entry => lineOf(entry) ?? keyLine);
            values.set(field, { text: lines.join('\n'), line: keyLine, lines: entryLines });
            continue;
        }
        if (value !== null && !(0,dist/* isScalar */.jn)(value)) {
            fail(lineOf(value) ?? keyLine, `${field} must be one value, not a list or a mapping.`);
        }
        const text = value === null ? '' : String(value.value).trim();
        values.set(field, { text, line: lineOf(value) ?? keyLine });
    }
    return values;
}
/** One instance from its fields, every field checked (`seen`: the names so far, by line). */
function instanceFrom(values, line, rules, seen, fail) {
    const { names, files } = seen;
    const get = (field) => values.get(field)?.text ?? '';
    const at = (field) => values.get(field)?.line ?? line;
    const name = get('name');
    if (name === '')
        fail(line, 'an instance has no name: give `name:` (letters, digits, `.`, `_`, `-`).');
    if (!NAME.test(name)) {
        fail(at('name'), `name "${name}" must be letters, digits, ".", "_" and "-" (at most 100, starting with a letter or digit): it names the result file and the artifact.`);
    }
    const label = `instance ${name}`;
    const before = names.get(name.toLowerCase());
    if (before !== undefined)
        fail(at('name'), `name "${name}" is used twice (first on line ${before}).`);
    names.set(name.toLowerCase(), at('name'));
    const resultName = (0,result_file/* resultFileName */.tK)(name).toLowerCase();
    const sameFile = files.get(resultName);
    if (sameFile !== undefined) {
        fail(at('name'), `name "${name}" gives the same result file as "${sameFile}": rename one.`);
    }
    files.set(resultName, name);
    const url = get('url');
    const urlVariable = get('url-variable');
    if ((url === '') === (urlVariable === '')) {
        fail(url === '' ? line : at('url-variable'), `${label}: give url (the instance's address) or url-variable (the variable that holds it), one of them.`);
    }
    if (url !== '')
        checkUrl(url, message => fail(at('url'), `${label}: url ${message}`));
    if (urlVariable !== '' && !VARIABLE.test(urlVariable)) {
        fail(at('url-variable'), `${label}: url-variable "${urlVariable}" is not a variable name (letters, digits and "_").`);
    }
    const environment = get('environment');
    if (environment === '' && rules.requireEnvironment) {
        fail(line, `${label}: no environment: give the GitHub environment that holds its secrets (its ring job runs in it).`);
    }
    const ringText = values.has('ring') ? get('ring') : '0';
    if (!/^\d{1,4}$/.test(ringText)) {
        fail(at('ring'), `${label}: ring must be a whole number, 0 for the first ring, got "${ringText}".`);
    }
    const projects = get('projects');
    for (const projectLine of (0,project_lines/* parseProjectLines */.Q)(projects)) {
        if (projectLine.path === '' || projectLine.name === '') {
            const entryLine = values.get('projects')?.lines?.[projectLine.line - 1];
            fail(entryLine ?? at('projects'), `${label}: projects line "${projectLine.text}" must be \`Name=path\` or \`path\`.`);
        }
    }
    const window = get('window');
    try {
        (0,inputs_window/* parseWindow */.Et)(window);
    }
    catch (error) {
        fail(at('window'), `${label}: ${error.message.replace(/^Input 'window' /, 'window ')}`);
    }
    const passwordEnv = get('password-env') || DEFAULT_PASSWORD_ENV;
    if (!VARIABLE.test(passwordEnv)) {
        fail(at('password-env'), `${label}: password-env "${passwordEnv}" is not a variable name (letters, digits and "_").`);
    }
    return {
        name,
        url,
        urlVariable,
        environment,
        ring: Number(ringText),
        tenant: get('tenant'),
        projects,
        window,
        username: get('username'),
        passwordEnv,
        line
    };
}
function keyText(pair) {
    const key = pair.key;
    return (0,dist/* isScalar */.jn)(key) ? String(key.value) : String(key);
}
function checkUrl(url, fail) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return fail(`"${url}" is not a URL: give the address with its scheme, e.g. https://erp.example.com/AcumaticaERP.`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        fail(`"${url}" must start with https:// (or http:// inside your network).`);
    }
    if (parsed.username || parsed.password) {
        fail('must not carry a user name or password: the password comes from the environment (password-env, secrets).');
    }
}
/** Rings are 0, 1, 2, … without gaps: the workflow's ring jobs run them in that order. */
function checkRings(instances, fail) {
    const present = new Set(instances.map(instance => instance.ring));
    for (const instance of [...instances].sort((a, b) => a.ring - b.ring || a.line - b.line)) {
        for (let ring = 0; ring < instance.ring; ring++) {
            if (!present.has(ring)) {
                fail(instance.line, `instance ${instance.name}: ring ${instance.ring}, and no instance is in ring ${ring}: rings are numbered 0, 1, 2, … without gaps (the workflow runs ring jobs in that order).`);
            }
        }
    }
}
/** The ring numbers, in order. */
function ringsOf(inventory) {
    return [...new Set(inventory.instances.map(instance => instance.ring))].sort((a, b) => a - b);
}

;// CONCATENATED MODULE: ./src/fleet/plan.ts
// The plan (docs/fleet.md): one GitHub Actions matrix per ring, each ready for
// `strategy.matrix: ${{ fromJSON(needs.plan.outputs.ring-N) }}`. A matrix given as JSON is an
// object whose `include` lists one object per job; every entry carries the same keys ('' when the
// inventory leaves a field out), so the workflow's `${{ matrix.tenant }}` is always defined.




/** GitHub runs at most this many jobs of one matrix (and of one workflow run). */
const MAX_JOBS = 256;
/**
 * The matrices. `projects`: the projects lines of the instances that give none (the plan's
 * `projects` input), so that every job deploys the same way.
 */
function planFleet(inventory, projects = '') {
    const rings = ringsOf(inventory);
    const matrices = new Map();
    for (const ring of rings) {
        const include = inventory.instances
            .filter(instance => instance.ring === ring)
            .map(instance => ({
            name: instance.name,
            url: instance.url,
            'url-variable': instance.urlVariable,
            environment: instance.environment,
            ring,
            tenant: instance.tenant,
            projects: instance.projects || projects,
            window: instance.window
        }));
        matrices.set(ring, { include });
    }
    return { rings, matrices };
}
/** The workflow's plan: a ring GitHub could not run as one matrix is an error of the inventory. */
function checkMatrixSizes(plan, file) {
    for (const [ring, { include }] of plan.matrices) {
        if (include.length > MAX_JOBS) {
            throw new input_error/* InputError */.d('inventory', `(${file}): ring ${ring} holds ${include.length} instances, and a matrix runs at most ${MAX_JOBS} jobs: move some into another ring (docs/fleet.md).`);
        }
    }
}
/** The plan's outputs: `rings` and `ring-N` for each ring. */
function planOutputs(plan) {
    const outputs = { rings: JSON.stringify(plan.rings) };
    for (const [ring, matrix] of plan.matrices)
        outputs[`ring-${ring}`] = JSON.stringify(matrix);
    return outputs;
}
/** Reads the inventory file (relative to the workspace); an InputError names `inventory`. */
async function readInventory(given, workspace, rules = {}) {
    const file = given || 'acumatica-instances.yml';
    const full = external_node_path_default().resolve(workspace, file);
    const info = await (0,promises_.stat)(full).catch(() => undefined);
    if (!info?.isFile()) {
        throw new input_error/* InputError */.d('inventory', `("${file}") is not a file: give the path of the inventory (acumatica-instances.yml, docs/fleet.md), relative to the workspace.`);
    }
    if (info.size > MAX_INVENTORY_BYTES) {
        throw new input_error/* InputError */.d('inventory', `("${file}") is larger than ${MAX_INVENTORY_BYTES / 1024 / 1024} MiB: that is no inventory.`);
    }
    return parseInventory(await (0,promises_.readFile)(full, 'utf8'), file, rules);
}

// EXTERNAL MODULE: ./src/fleet/report.ts
var fleet_report = __webpack_require__(95860);
;// CONCATENATED MODULE: ./src/fleet/rollout.ts

/** Runs `work` on each item, at most `limit` at once, in order of the list; stops starting new ones once `stop()`. */
async function eachLimited(items, limit, work, stop = () => false) {
    let next = 0;
    const worker = async () => {
        while (next < items.length && !stop()) {
            const item = items[next++];
            await work(item);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
async function rollOut(inventory, options) {
    const lockedOut = new Set();
    const results = { byInstance: new Map(), strangers: [], lockedOut };
    const ringsRun = [];
    const rings = [...new Set(inventory.instances.map(instance => instance.ring))].sort((a, b) => a - b);
    const stopped = () => options.signal?.aborted === true;
    // Two entries on one instance (two tenants) never deploy at once: one publish at a time.
    const sameInstance = new Map();
    const oneAtATime = (instance, work) => {
        const key = (instance.url || `$${instance.urlVariable}`).toLowerCase().replace(/\/+$/, '');
        const next = (sameInstance.get(key) ?? Promise.resolve()).then(work, work);
        sameInstance.set(key, next.catch(() => undefined));
        return next;
    };
    for (const ring of rings) {
        if (stopped())
            break;
        const instances = inventory.instances.filter(instance => instance.ring === ring);
        options.events?.ringStarts?.(ring, instances);
        ringsRun.push(ring);
        await eachLimited(instances, options.parallel, async (instance) => {
            let outcome;
            try {
                outcome = await oneAtATime(instance, () => options.deploy(instance));
            }
            catch (error) {
                outcome = {
                    file: { unreadable: `the deploy ended with an error: ${error.message}` }
                };
            }
            const key = instance.name.toLowerCase();
            if (outcome.file)
                results.byInstance.set(key, outcome.file);
            if (outcome.lockoutOn)
                lockedOut.add(key);
            options.events?.instanceEnds?.(instance, outcome);
        }, stopped);
        const gate = (0,fleet_report/* ringGate */.Ap)(inventory, results, ring, options.haltAfter);
        options.events?.gate?.(gate);
        if (!gate.proceed)
            break;
    }
    return { results, ringsRun };
}

// EXTERNAL MODULE: ./src/shared/summary.ts
var summary = __webpack_require__(26929);
;// CONCATENATED MODULE: ./src/report/fleet-report-text.ts
// The fleet action's and the command line's fleet in words (docs/fleet.md): the plan's rings, the
// gate between two rings, and the report of what runs where. src/fleet/ gives the data.

const STANDING_WORDS = {
    ok: 'ok',
    waiting: 'outside its window (deploys in a later run)',
    drift: 'drift: changed on the instance, nothing imported',
    failed: 'failed',
    missing: 'did not report',
    halted: 'not deployed: halted',
    unreadable: 'result file unreadable',
    'locked-out': 'users may still be locked out'
};
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}
function where(instance) {
    return instance.url ? [(0,summary/* quote */.hD)(instance.url)] : ['variable ', (0,summary/* code */.aY)(instance.urlVariable)];
}
function planSummary(plan, inventory) {
    const blocks = [
        { kind: 'heading', level: 2, text: ['Fleet plan'] },
        {
            kind: 'paragraph',
            text: [
                `${plural(inventory.instances.length, 'instance')} of `,
                (0,summary/* code */.aY)(inventory.file),
                ` in ${plural(plan.rings.length, 'ring')}, deployed one ring after the other.`
            ]
        }
    ];
    for (const ring of plan.rings) {
        const instances = inventory.instances.filter(instance => instance.ring === ring);
        blocks.push({
            kind: 'heading',
            level: 3,
            text: [`Ring ${ring}: ${plural(instances.length, 'instance')}`]
        });
        blocks.push({
            kind: 'table',
            head: ['Instance', 'Address', 'Environment', 'Tenant', 'Window'],
            rows: instances.map(instance => [
                [(0,summary/* code */.aY)(instance.name)],
                where(instance),
                instance.environment ? [(0,summary/* code */.aY)(instance.environment)] : ['—'],
                instance.tenant ? [(0,summary/* code */.aY)(instance.tenant)] : ['—'],
                instance.window ? [(0,summary/* code */.aY)(instance.window)] : ['any time']
            ])
        });
    }
    return { blocks };
}
/** The log's line of one ring's plan. */
function planLine(plan) {
    return plan.rings
        .map(ring => {
        const names = plan.matrices.get(ring)?.include.map(entry => entry.name) ?? [];
        return `ring ${ring}: ${names.join(', ')}`;
    })
        .join('; ');
}
function gateText(gate, haltAfter) {
    const failed = `Ring ${gate.ring} failed on ${plural(gate.failed, 'instance')} (failed or did not report; halt-after: ${haltAfter})`;
    if (!gate.next)
        return `${failed}; it is the last ring.`;
    return gate.failed <= haltAfter
        ? `${failed}: ring ${gate.ring + 1} goes on.`
        : `${failed}: ring ${gate.ring + 1} and the rings after it are not deployed.`;
}
function gateSummary(gate, haltAfter) {
    return {
        blocks: [
            { kind: 'heading', level: 2, text: [`Fleet gate after ring ${gate.ring}`] },
            { kind: 'paragraph', text: [gateText(gate, haltAfter)] }
        ]
    };
}
function projectsCell(row) {
    const projects = row.result?.projects ?? [];
    if (projects.length === 0)
        return ['—'];
    return projects.flatMap((project, index) => [
        ...(index === 0 ? [] : [', ']),
        (0,summary/* code */.aY)(project.name, true),
        ...(project.digest ? [` ${project.digest.slice(0, 8)}`] : [])
    ]);
}
function commitCell(row) {
    // What the instance runs: this run's commit once it published (or found it there already).
    const runs = row.result && ['published', 'unchanged'].includes(row.result.result);
    if (!runs || !row.result?.commit)
        return ['—'];
    return [(0,summary/* code */.aY)(row.result.commit.slice(0, 7), true)];
}
function resultCell(row) {
    if (row.result) {
        return row.standing === 'ok' ? [(0,summary/* code */.aY)(row.result.result, true)] : [resultWord(row)];
    }
    return [STANDING_WORDS[row.standing]];
}
function resultWord(row) {
    const word = row.result?.result ?? '';
    if (row.standing === 'waiting')
        return `${word} (deploys in a later run)`;
    if (row.standing === 'locked-out')
        return `${word}; ${STANDING_WORDS['locked-out']}`;
    return word;
}
/** One line per count, for the log and the failure. */
function reportCounts(report) {
    const count = (standing) => report.rows.filter(row => row.standing === standing).length;
    const parts = [
        `${count('ok')} ok`,
        ...(count('waiting') ? [`${count('waiting')} outside their window`] : []),
        ...(count('drift') ? [`${count('drift')} drift`] : []),
        ...(count('failed') + count('unreadable')
            ? [`${count('failed') + count('unreadable')} failed`]
            : []),
        ...(count('missing') ? [`${count('missing')} did not report`] : []),
        ...(count('locked-out') ? [`${count('locked-out')} with users maybe still locked out`] : []),
        ...(count('halted') ? [`${count('halted')} halted`] : [])
    ];
    return `${plural(report.rows.length, 'instance')}: ${parts.join(', ')}`;
}
function reportFailure(report) {
    if (report.passed)
        return undefined;
    const halted = report.haltedAfter === undefined
        ? ''
        : ` Ring ${report.haltedAfter} failed on more than halt-after (${report.haltAfter}) instances, so the rings after it were not deployed.`;
    const drift = report.rows.some(row => row.standing === 'drift')
        ? ' A drift (the project changed on the instance) is settled with the export action or a deploy with on-drift: overwrite (docs/fleet.md).'
        : '';
    const lockedOut = report.rows.some(row => row.standing === 'locked-out')
        ? ' On an instance marked "users may still be locked out" no stop of its lockout succeeded: end it on its Apply Updates screen (Stop Lockout).'
        : '';
    return `The fleet did not deploy everywhere: ${reportCounts(report)}.${halted}${drift}${lockedOut} Each instance's row says what it ended with; its job (or log lines) say why.`;
}
function reportSummary(report) {
    const blocks = [
        { kind: 'heading', level: 2, text: ['Fleet report'] },
        { kind: 'paragraph', text: [`${reportCounts(report)}.`] }
    ];
    const failure = reportFailure(report);
    if (failure)
        blocks.push({ kind: 'note', lines: [[failure]] });
    blocks.push({
        kind: 'table',
        head: ['Ring', 'Instance', 'Result', 'Projects', 'Runs commit', 'Duration'],
        rows: report.rows.map(row => [
            [String(row.instance.ring)],
            [(0,summary/* code */.aY)(row.instance.name)],
            resultCell(row),
            projectsCell(row),
            commitCell(row),
            [row.seconds === undefined ? '—' : `${row.seconds} s`]
        ])
    });
    const unreadable = report.rows.filter(row => row.unreadable);
    if (unreadable.length > 0) {
        blocks.push({
            kind: 'list',
            items: unreadable.map(row => [(0,summary/* code */.aY)(row.instance.name), ': ', (0,summary/* quote */.hD)(row.unreadable ?? '')])
        });
    }
    const others = report.rows.filter(row => row.others.length > 0);
    if (others.length > 0) {
        blocks.push({
            kind: 'heading',
            level: 3,
            text: ['Published there, not deployed by this repository']
        });
        blocks.push({
            kind: 'table',
            head: ['Instance', 'Projects'],
            rows: others.map(row => [[(0,summary/* code */.aY)(row.instance.name)], (0,summary/* codeNames */.Gc)(row.others, 20)])
        });
    }
    if (report.strangers.length > 0) {
        blocks.push({
            kind: 'paragraph',
            text: [
                'Result files of instances the inventory does not list (left out): ',
                ...(0,summary/* codeNames */.Gc)(report.strangers, 20),
                '.'
            ]
        });
    }
    return { blocks };
}
/** `report-json`: one object per instance. */
function reportJson(report) {
    return JSON.stringify(report.rows.map(row => ({
        instance: row.instance.name,
        ring: row.instance.ring,
        standing: row.standing,
        result: row.result?.result ?? null,
        projects: row.result?.projects ?? [],
        commit: row.result?.commit ?? null,
        seconds: row.seconds ?? null,
        others: row.others
    })));
}

// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
;// CONCATENATED MODULE: ./src/commands/fleet.ts
// The fleet action's main step (fleet/action.yml) and the command line's `fleet` (docs/fleet.md):
// `plan` (the inventory -> one matrix per ring), `gate` (whether ring N+1 may start after ring N),
// `report` (the result files -> what runs where), and on the command line `deploy`, the rings one
// after the other, each instance's deploy run in-process by the deployer the command line gives.










const VERBS = ['plan', 'gate', 'report', 'deploy'];
/** The fleet command; with a deployer (the command line), `deploy` too. */
function fleetCommandWith(deployer) {
    return {
        async readSettings(runner) {
            const input = (name) => runner.getInput(name);
            const raw = input('command').toLowerCase() || (deployer ? 'deploy' : '');
            const verb = VERBS.find(v => v === raw);
            if (verb === undefined || (verb === 'deploy' && !deployer)) {
                throw new input_error/* InputError */.d('command', `("${raw}") must be plan, gate or report${deployer ? ' or deploy' : ' (in a workflow the deploys run in the ring jobs; the command line has fleet deploy)'}.`);
            }
            const workspace = runner.env.workspace;
            const inventory = await readInventory(input('inventory'), workspace, {
                // A ring job runs in the instance's environment, where its secrets are.
                requireEnvironment: verb === 'plan' && runner.host !== 'cli'
            });
            const haltAfter = (0,values/* readNumber */.kz)(input, 'halt-after', { integer: true, min: 0, fallback: 0 });
            const ring = verb === 'gate' ? (0,values/* readNumber */.kz)(input, 'ring', { integer: true, min: 0 }) : 0;
            if (verb === 'gate' && !inventory.instances.some(instance => instance.ring === ring)) {
                throw new input_error/* InputError */.d('ring', `(${ring}) is no ring of ${inventory.file}: give the ring whose jobs just ran.`);
            }
            const parallel = verb === 'deploy'
                ? (0,values/* readNumber */.kz)(input, 'parallel', { integer: true, min: 1, max: 64, fallback: 1 })
                : 1;
            const resultsInput = input('results');
            if ((verb === 'report' || verb === 'gate') && resultsInput === '') {
                throw new input_error/* InputError */.d('results', 'is empty: give the folder the result files were downloaded to.');
            }
            if (verb === 'deploy')
                deployer?.check(inventory.instances);
            return {
                verb,
                inventory,
                projects: input('projects'),
                results: resultsInput === '' ? '' : external_node_path_default().resolve(workspace, resultsInput),
                haltAfter,
                ring,
                parallel
            };
        },
        notStarted: failure => ({ result: 'failed', outputs: {}, failure }),
        run: kit => fleetRun(kit, deployer)
    };
}
/** The fleet action's command (plan, gate, report). */
const fleetCommand = fleetCommandWith();
async function fleetRun(kit, deployer) {
    const { settings, log } = kit;
    try {
        switch (settings.verb) {
            case 'plan': {
                const plan = planFleet(settings.inventory, settings.projects);
                checkMatrixSizes(plan, settings.inventory.file);
                log.info(`Fleet plan: ${planLine(plan)}.`);
                return {
                    result: 'planned',
                    outputs: planOutputs(plan),
                    summary: planSummary(plan, settings.inventory)
                };
            }
            case 'gate': {
                const results = await (0,fleet_report/* readResults */.x8)(settings.results, settings.inventory);
                const gate = (0,fleet_report/* ringGate */.Ap)(settings.inventory, results, settings.ring, settings.haltAfter);
                log.info(gateText(gate, settings.haltAfter));
                return {
                    result: gate.proceed ? 'proceed' : 'halt',
                    outputs: { proceed: String(gate.proceed), failed: String(gate.failed) },
                    summary: gateSummary(gate, settings.haltAfter)
                };
            }
            case 'report': {
                const results = await (0,fleet_report/* readResults */.x8)(settings.results, settings.inventory);
                return reported((0,fleet_report/* fleetReport */.jV)(settings.inventory, results, settings.haltAfter), kit);
            }
            case 'deploy': {
                if (!deployer)
                    throw new Error('fleet deploy without a deployer');
                const folder = settings.results || (await (0,promises_.mkdtemp)(external_node_path_default().join(external_node_os_default().tmpdir(), 'acumatica-fleet-')));
                log.info(`Fleet: ${planLine(planFleet(settings.inventory))}; result files in ${folder}.`);
                const rollout = await rollOut(settings.inventory, {
                    parallel: settings.parallel,
                    haltAfter: settings.haltAfter,
                    deploy: deployer.deploy(folder),
                    signal: kit.cancel.signal,
                    events: {
                        ringStarts: (ring, instances) => log.info(`Ring ${ring}: ${instances.length === 1 ? '1 instance' : `${instances.length} instances`}, ${Math.min(settings.parallel, instances.length)} at once.`),
                        instanceEnds: (instance, { file, lockoutOn }) => log.info(`${instance.name}: ${file === undefined ? 'no result file' : 'unreadable' in file ? file.unreadable : file.result}${lockoutOn ? '; users may still be locked out' : ''}.`),
                        gate: gate => log.info(gateText(gate, settings.haltAfter))
                    }
                });
                const report = (0,fleet_report/* fleetReport */.jV)(settings.inventory, rollout.results, settings.haltAfter);
                if (kit.cancel.received()) {
                    return { ...reported(report, kit), result: 'cancelled' };
                }
                return reported(report, kit);
            }
        }
    }
    catch (error) {
        // A ring larger than a matrix (an InputError), a results folder that cannot be read.
        return { result: 'failed', outputs: {}, failure: (0,message_of/* messageOf */.b)(error) };
    }
}
function reported(report, { log }) {
    const failure = reportFailure(report);
    const missing = report.rows.filter(row => row.standing === 'missing' || row.standing === 'halted').length;
    const failed = report.rows.filter(row => ['failed', 'unreadable', 'drift'].includes(row.standing)).length;
    log.info(`Fleet report: ${reportCounts(report)}.`);
    return {
        result: report.passed ? 'passed' : 'failed',
        outputs: {
            'report-json': reportJson(report),
            failed: String(failed),
            missing: String(missing)
        },
        summary: reportSummary(report),
        ...(failure === undefined ? {} : { failure })
    };
}


/***/ }),

/***/ 95860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ ringGate),
/* harmony export */   jV: () => (/* binding */ fleetReport),
/* harmony export */   kk: () => (/* binding */ readResultFile),
/* harmony export */   x8: () => (/* binding */ readResults)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_project_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28074);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21358);
/* harmony import */ var _result_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52818);
// The fleet's report (docs/fleet.md): the result files of a run read against the inventory, one
// row per instance, what did not report, what was halted, and what else the instances publish.
// Data only: src/report/fleet-report-text.ts words it.





const OK_RESULTS = new Set([
    'published',
    'validated',
    'unchanged',
    'planned',
    'removed',
    'rehearsed'
]);
function standingOf(result) {
    if (OK_RESULTS.has(result))
        return 'ok';
    if (result === 'outside-window')
        return 'waiting';
    if (result === 'drift')
        return 'drift';
    return 'failed';
}
/** Standings the ring gate counts against halt-after: the release may be what broke them. */
const GATE_COUNTS = new Set([
    'failed',
    'missing',
    'unreadable',
    'locked-out'
]);
/** Standings that fail the report. */
const REPORT_FAILS = new Set([
    'locked-out',
    'drift',
    'failed',
    'missing',
    'halted',
    'unreadable'
]);
function fleetReport(inventory, results, haltAfter) {
    // What this repository deploys: every project a result names, and those the inventory names.
    const deployed = new Set(inventory.instances.flatMap(instance => (0,_inputs_project_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .parseProjectLines */ .Q)(instance.projects).flatMap(line => line.name ? [line.name.toLowerCase()] : [])));
    for (const found of results.byInstance.values()) {
        if ('projects' in found)
            for (const project of found.projects)
                deployed.add(project.name.toLowerCase());
    }
    const rows = inventory.instances.map(instance => {
        const row = rowOf(instance, results.byInstance.get(instance.name.toLowerCase()), deployed);
        // Whatever the deploy ended with, its users may still be locked out.
        return results.lockedOut?.has(instance.name.toLowerCase())
            ? { ...row, standing: 'locked-out' }
            : row;
    });
    const gates = [];
    let haltedAfter;
    const rings = [...new Set(rows.map(row => row.instance.ring))].sort((a, b) => a - b);
    for (const ring of rings) {
        const inRing = rows.filter(row => row.instance.ring === ring);
        if (haltedAfter !== undefined) {
            for (const row of inRing)
                if (row.standing === 'missing')
                    row.standing = 'halted';
            continue;
        }
        const failed = inRing.filter(row => GATE_COUNTS.has(row.standing)).length;
        const proceed = failed <= haltAfter;
        gates.push({ ring, failed, proceed });
        if (!proceed)
            haltedAfter = ring;
    }
    return {
        rows,
        haltAfter,
        gates,
        ...(haltedAfter === undefined ? {} : { haltedAfter }),
        strangers: results.strangers,
        passed: rows.every(row => !REPORT_FAILS.has(row.standing))
    };
}
function rowOf(instance, found, deployed) {
    if (!found)
        return { instance, standing: 'missing', others: [] };
    if ('unreadable' in found) {
        return { instance, standing: 'unreadable', unreadable: found.unreadable, others: [] };
    }
    const started = Date.parse(found.started);
    const ended = Date.parse(found.ended);
    return {
        instance,
        standing: standingOf(found.result),
        result: found,
        ...(Number.isFinite(started) && Number.isFinite(ended) && ended >= started
            ? { seconds: Math.round((ended - started) / 100) / 10 }
            : {}),
        others: (found.published ?? []).filter(name => !deployed.has(name.toLowerCase()))
    };
}
/**
 * The gate between ring N and ring N+1: whether ring N failed on at most halt-after instances
 * (failed, did not report, unreadable) and ring N+1 exists.
 */
function ringGate(inventory, results, ring, haltAfter) {
    const inRing = inventory.instances.filter(instance => instance.ring === ring);
    const report = fleetReport({ ...inventory, instances: inRing }, results, haltAfter);
    const failed = report.rows.filter(row => GATE_COUNTS.has(row.standing)).length;
    const next = inventory.instances.some(instance => instance.ring === ring + 1);
    return { ring, failed, proceed: failed <= haltAfter && next, next };
}
/** A result file is a few KiB; a larger one is not ours. */
const MAX_RESULT_BYTES = 1024 * 1024;
/** Reads `result-*.json` of a folder (a folder that does not exist: nothing reported). */
async function readResults(folder, inventory) {
    const byInstance = new Map();
    const strangers = [];
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { byInstance, strangers };
        throw error;
    }
    const listed = new Map(inventory.instances.map(instance => [instance.name.toLowerCase(), instance]));
    for (const name of names.filter(n => /^result-.*\.json$/.test(n)).sort()) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name);
        const read = await readResultFile(file);
        if ('unreadable' in read) {
            // Which instance it was: the name of the file says it, as resultFileName wrote it.
            const owner = inventory.instances.find(instance => `result-${instance.name}.json`.toLowerCase() === name.toLowerCase());
            if (owner)
                byInstance.set(owner.name.toLowerCase(), read);
            else
                strangers.push(name);
            continue;
        }
        const key = read.instance.toLowerCase();
        if (!listed.has(key)) {
            strangers.push(read.instance);
            continue;
        }
        const before = byInstance.get(key);
        // Two files of one instance (a re-run): the one that ended last.
        if (before && 'ended' in before && before.ended > read.ended)
            continue;
        byInstance.set(key, read);
    }
    return { byInstance, strangers };
}
async function readResultFile(file) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
        if (!info.isFile() || info.size > MAX_RESULT_BYTES)
            return { unreadable: `${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)} is not a result file (too large)` };
        const parsed = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'));
        const text = (value) => typeof value === 'string';
        if (parsed?.format !== _result_file_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULT_FILE_FORMAT */ .TU ||
            !text(parsed.instance) ||
            !text(parsed.result) ||
            !text(parsed.started) ||
            !text(parsed.ended) ||
            !Array.isArray(parsed.projects)) {
            return {
                unreadable: `${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)} is not a result file of this action (${_result_file_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULT_FILE_FORMAT */ .TU})`
            };
        }
        return {
            format: _result_file_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULT_FILE_FORMAT */ .TU,
            instance: parsed.instance,
            url: text(parsed.url) ? parsed.url : '',
            result: parsed.result,
            projects: parsed.projects
                .filter(p => p && text(p.name))
                .map(p => ({ name: p.name, digest: text(p.digest) ? p.digest : null })),
            commit: text(parsed.commit) ? parsed.commit : null,
            run: {
                id: text(parsed.run?.id) ? parsed.run.id : '',
                url: text(parsed.run?.url) ? parsed.run.url : null
            },
            started: parsed.started,
            ended: parsed.ended,
            published: Array.isArray(parsed.published) ? parsed.published.filter(text) : null
        };
    }
    catch (error) {
        return { unreadable: `${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)} could not be read: ${(0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error)}` };
    }
}


/***/ })

};
