export const id = 304;
export const ids = [304];
export const modules = {

/***/ 33605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ readLintMode),
/* harmony export */   J0: () => (/* binding */ readLintSettings),
/* harmony export */   Yl: () => (/* binding */ lintProjectOf),
/* harmony export */   jE: () => (/* binding */ readLintRuleSettings)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39354);
/* harmony import */ var _project_lines_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(28074);
/* harmony import */ var _projects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18955);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18463);
/* harmony import */ var _package_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57612);
/* harmony import */ var _lint_lint_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55136);
// The lint's inputs (lint/action.yml, the command line's `lint`, and the deploy's lint, isv-prefix,
// lint-disable and sarif): which projects, which rules, when to fail. Project names are not
// refused here: a name the server refuses is the lint's finding ACU001, not an input error.







const ISV_PREFIX = /^[A-Za-z]{2,4}$/;
/** isv-prefix, the disable list (`disableInput` names it) and sarif. */
function readLintRuleSettings(input, workspace, disableInput) {
    const isvPrefix = input('isv-prefix');
    if (isvPrefix !== '' && !ISV_PREFIX.test(isvPrefix)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('isv-prefix', `("${isvPrefix}") must be 2 to 4 Latin letters (the prefix Acumatica gives an ISV), or empty.`);
    }
    const disable = new Set();
    for (const id of (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(input(disableInput))) {
        const upper = id.toUpperCase();
        if (!(0,_lint_lint_js__WEBPACK_IMPORTED_MODULE_5__/* .isRuleId */ .KX)(upper)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(disableInput, `names "${id}", which is no rule: use the ids ACU001 to ACU007 (see docs/lint.md), comma or newline separated.`);
        }
        disable.add(upper);
    }
    const sarif = input('sarif');
    return {
        isvPrefix,
        disable,
        sarifPath: sarif === '' ? undefined : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, sarif)
    };
}
function readLintMode(input) {
    const raw = (input('lint') || 'warn').toLowerCase();
    if (raw !== 'warn' && raw !== 'fail' && raw !== 'off') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('lint', `("${input('lint')}") must be warn (report the findings), fail (stop before login on an error-level finding) or off.`);
    }
    return raw;
}
function readFailOn(input) {
    const raw = (input('fail-on') || 'error').toLowerCase();
    if (raw !== 'error' && raw !== 'warning' && raw !== 'never') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('fail-on', `("${input('fail-on')}") must be error (fail on an error-level finding), warning (on any error or warning) or never.`);
    }
    return raw;
}
function readTenantMode(input) {
    const raw = input('tenant-mode') || 'Current';
    const mode = ['Current', 'All', 'List'].find(m => m.toLowerCase() === raw.toLowerCase());
    if (!mode)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('tenant-mode', `("${raw}") must be Current, All or List.`);
    return mode;
}
/** The inputs of lint/action.yml (and the command line's lint). */
async function readLintSettings(input, workspace) {
    const projects = input('projects')
        ? await lintLines(input, workspace)
        : [await lintSingle(input, workspace)];
    return {
        projects,
        failOn: readFailOn(input),
        tenantMode: readTenantMode(input),
        ...readLintRuleSettings(input, workspace, 'disable')
    };
}
/** A deploy's projects as the lint reads them (their names were checked by the deploy's inputs). */
function lintProjectOf(project) {
    const source = project.source;
    return {
        name: project.name,
        kind: source.kind,
        path: source.path,
        exclude: source.kind === 'package' ? [] : source.exclude,
        include: source.kind === 'package' ? [] : source.include
    };
}
function metadataName(source) {
    if (source.kind !== 'source-control')
        return '';
    try {
        return (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readProjectMetadata */ .Nx)(source.path).name ?? '';
    }
    catch {
        return ''; // ACU005 reports an unreadable ProjectMetadata.xml
    }
}
function metadataPlace(source, workspace) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(source.path, '_project', 'ProjectMetadata.xml');
    return { file: node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(workspace, file).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/') };
}
async function lintSingle(input, workspace) {
    const source = await (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .readSource */ .o$)(input, workspace);
    const given = input('project-name');
    const project = lintProjectOf({ name: given || metadataName(source), source });
    if (!given && source.kind === 'source-control')
        project.namePlace = metadataPlace(source, workspace);
    return project;
}
async function lintLines(input, workspace) {
    const lines = (0,_project_lines_js__WEBPACK_IMPORTED_MODULE_6__/* .parseProjectLines */ .Q)(input('projects'));
    if (lines.length === 0) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('projects', 'has no project line: write one Name=path a line.');
    }
    const names = lines.map(line => line.name).filter((n) => !!n);
    const includes = await (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .packageCheck */ .n3)('include', async () => (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .includeByProject */ .VV)(input('include'), workspace, names));
    const folder = { exclude: (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .readExclude */ .x2)(input), productVersion: (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .readProductVersion */ .W)(input) };
    const projects = [];
    for (const line of lines) {
        if (line.path === '') {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('projects', `${(0,_project_lines_js__WEBPACK_IMPORTED_MODULE_6__/* .lineLabel */ .b)(line)} has no path after "=": write Name=path.`);
        }
        const source = await (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .lineSource */ .KJ)(line, workspace, folder);
        const name = line.name ?? metadataName(source);
        if (source.kind !== 'package')
            source.include = includes.get(name.toLowerCase()) ?? [];
        const project = lintProjectOf({ name, source });
        if (line.name === undefined && source.kind === 'source-control') {
            project.namePlace = metadataPlace(source, workspace);
        }
        projects.push(project);
    }
    return projects;
}


/***/ }),

/***/ 55136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* reexport safe */ _rules_js__WEBPACK_IMPORTED_MODULE_3__.Iu),
/* harmony export */   KX: () => (/* reexport safe */ _rules_js__WEBPACK_IMPORTED_MODULE_3__.KX),
/* harmony export */   y0: () => (/* reexport safe */ _rules_js__WEBPACK_IMPORTED_MODULE_3__.y0),
/* harmony export */   yJ: () => (/* binding */ lintProjects)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _project_app_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56700);
/* harmony import */ var _read_project_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76206);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70834);
// The lint: checks of the package a deploy would import that need no instance (rules.ts,
// docs/lint.md). Offline: it reads files and sends nothing.






// The server accepts project names of letters, digits, `[`, `]` and `.`, starting with a letter.
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/;
/** Items whose data lands in the tenant the package is published to, not in every tenant. */
const TENANT_ITEMS = {
    GenericInquiryScreen: 'generic inquiries',
    SiteMapNode: 'site map nodes',
    Report: 'reports',
    ReportDefinition: 'report definitions',
    EntityEndpoint: 'web service endpoints',
    ScreenWithRights: 'access rights',
    Dashboard: 'dashboards',
    DashboardV2: 'dashboards'
};
async function lintProjects(projects, options) {
    const findings = [];
    const totals = { findings: 0, levels: { error: 0, warning: 0, note: 0 }, rules: {} };
    let keptLoud = 0;
    // Each finding in order as it is found: counted, and kept unless past `keep`.
    const found = {
        push(finding) {
            if (options.disable.has(finding.ruleId))
                return;
            totals.findings++;
            totals.levels[finding.level]++;
            totals.rules[finding.ruleId] = (totals.rules[finding.ruleId] ?? 0) + 1;
            if (options.keep === undefined || finding.level === 'note' || keptLoud++ < options.keep) {
                findings.push(finding);
            }
        }
    };
    const checked = [];
    for (const project of projects) {
        const label = project.name || (0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(options.root, project.path) || '.';
        const prefixed = options.isvPrefix !== '';
        const context = { root: options.root, project: label, classes: prefixed };
        const model = await (options.read?.(project, context, found) ??
            (0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .readProject */ .Wh)(project, context, found));
        const add = (ruleId, message, place, item, level = _rules_js__WEBPACK_IMPORTED_MODULE_3__/* .RULES */ .y0[ruleId].level) => {
            const key = typeof item === 'string' ? item : item?.key;
            found.push({ ruleId, level, project: label, item: key, message, place });
        };
        checkName(project, options, add);
        checkFiles(project, model, add);
        checkScripts(model, add);
        // ACU004 and ACU006 read each C# file once: ACU006's findings wait for ACU004's.
        const later = [];
        checkCode(model, options.isvPrefix, add, (...finding) => later.push(finding));
        if (prefixed) {
            for (const finding of later)
                add(...finding);
            checkPrefixTables(model, options.isvPrefix, add);
        }
        if (options.tenantMode === 'Current')
            checkTenantItems(model, add);
        checked.push({
            name: label,
            path: (0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(options.root, project.path),
            items: model.items.length,
            files: model.files.size
        });
    }
    return { findings, totals, projects: checked };
}
function checkName(project, options, add) {
    if (project.name === '' || PROJECT_NAME.test(project.name))
        return;
    // Where the project is described: ProjectMetadata.xml, project.xml, or the zip.
    const described = project.kind === 'source-control'
        ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(project.path, '_project', 'ProjectMetadata.xml')
        : project.kind === 'folder'
            ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(project.path, 'project.xml')
            : project.path;
    const named = project.namePlace ?? { file: (0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(options.root, described) };
    // The line that names the project (a zip's lines are no lines of the repository).
    const line = project.kind === 'package' ? undefined : (named.line ?? nameLine(described));
    const place = line === undefined ? named : { ...named, line };
    add('ACU001', `The project name "${project.name}" is refused by the server (letters, digits, [, ] and ., starting with a letter): rename the project.`, place);
}
/**
 * The line of `file` that describes the project: the root element's `name` attribute
 * (ProjectMetadata.xml), else the root element (project.xml); undefined when unreadable.
 */
function nameLine(file) {
    let text;
    try {
        text = readStart(file, 64 * 1024);
    }
    catch {
        return undefined;
    }
    const root = /<(?![?!])[A-Za-z_]/.exec(text);
    if (!root)
        return undefined;
    const end = text.indexOf('>', root.index);
    const tag = text.slice(root.index, end < 0 ? undefined : end);
    const name = /\sname\s*=/.exec(tag);
    const at = root.index + (name ? name.index + 1 : 0);
    return text.slice(0, at).split('\n').length;
}
/** The first `bytes` bytes of a file as UTF-8. */
function readStart(file, bytes) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
    try {
        const buffer = Buffer.alloc(bytes);
        return buffer.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, bytes, 0)).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function checkFiles(project, model, add) {
    const listed = new Set();
    for (const item of model.items) {
        if (item.element !== 'File' && item.element !== 'PerTenantFile')
            continue;
        // A source-control folder's per-tenant items are made again from its files.
        if (item.element === 'PerTenantFile' && project.kind === 'source-control')
            continue;
        const zipPath = (0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .listedPath */ .jM)(item);
        listed.add((0,_project_app_path_js__WEBPACK_IMPORTED_MODULE_4__/* .samePathKey */ .tT)(zipPath));
        if (!model.files.has((0,_project_app_path_js__WEBPACK_IMPORTED_MODULE_4__/* .samePathKey */ .tT)(zipPath))) {
            add('ACU002', project.kind === 'source-control'
                ? `${item.key} names ${zipPath}, which is not in the folder (nor in include): BuildProject leaves it out. Add the file, or remove the fragment.`
                : `${item.key} names ${zipPath}, which is not in the package: add the file (or an include line), or remove the item.`, item.place, item);
        }
    }
    if (project.kind === 'source-control')
        return;
    for (const [key, file] of model.files) {
        if (listed.has(key) || file.included)
            continue;
        add('ACU002', `${file.zipPath} is in the package but no <File> item of project.xml lists it: the instance does not install it. List it in project.xml, or add it to exclude.`, file.place, `File#${file.zipPath.replaceAll('/', '\\')}`, 'warning');
    }
}
function placeIn(item, line, lineInText) {
    return line === undefined ? item.place : { file: item.place.file, line: line + lineInText };
}
function checkScripts(model, add) {
    for (const item of model.items) {
        const script = item.script;
        if (!script || script.silenced.has('ACU003'))
            continue;
        for (const statement of script.unguarded) {
            add('ACU003', `${item.key}: ${statement.statement} ${statement.table} has no existence guard (IF NOT EXISTS, COL_LENGTH, OBJECT_ID, sys.columns): the script runs again on a replay and fails there. Guard it.`, placeIn(item, script.line, statement.lineInScript), item);
        }
    }
}
/** The project's code, Code items first, then its C# files, each read when its turn comes. */
function* codeOf(model, classes) {
    for (const item of model.items) {
        const code = item.code;
        if (code) {
            yield { ...code, item: item.key, at: line => placeIn(item, code.line, line) };
        }
    }
    for (const file of model.codeFiles) {
        const text = (0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .readCodeText */ .hJ)(file);
        if (!text)
            continue;
        yield {
            ...(0,_read_project_js__WEBPACK_IMPORTED_MODULE_2__/* .readCode */ .wr)(text, classes),
            item: `File#${file.zipPath.replaceAll('/', '\\')}`,
            at: line => ({ file: file.place.file, line: line + 1 })
        };
    }
}
/** Column names (lower-cased) that the project's <Table> items and <Sql> items create. */
function createdColumns(model) {
    const columns = new Set();
    for (const item of model.items) {
        for (const column of item.columns)
            columns.add(column.toLowerCase());
        if (item.element !== 'Sql')
            continue;
        for (const column of item.schemaColumns ?? [])
            columns.add(column.toLowerCase());
        for (const word of item.script?.words ?? [])
            columns.add(word);
    }
    return columns;
}
/** ACU004 (added now) and ACU006 on classes (handed to `later`, added after ACU004's). */
function checkCode(model, prefix, add, later) {
    let columns;
    const starts = (name) => name.toLowerCase().startsWith(prefix.toLowerCase());
    for (const unit of codeOf(model, prefix !== '')) {
        for (const field of unit.fields ?? []) {
            columns ??= createdColumns(model);
            if (columns.has(field.name.toLowerCase()))
                continue;
            add('ACU004', `${unit.item}: ${field.name} is bound by [${field.attribute}], but no <Table> item or <Sql> script of the project creates a column ${field.name}: every read of the table fails with "Invalid column name" after the publish. Add the column (a <Table> item), or make the field unbound.`, unit.at(field.lineInCode), unit.item);
        }
        for (const declared of unit.classes ?? []) {
            if (starts(declared.name))
                continue;
            later('ACU006', `${unit.item}: the new ${declared.kind} ${declared.name} does not start with the ISV prefix ${prefix}: rename it (Acumatica's ISV rule keeps names of partners apart).`, unit.at(declared.lineInCode), unit.item);
        }
    }
}
function checkPrefixTables(model, prefix, add) {
    const starts = (name) => name.toLowerCase().startsWith(prefix.toLowerCase());
    for (const item of model.items) {
        if (item.element !== 'Sql' || item.attributes['TableSchemaXml'] === undefined)
            continue;
        const table = item.attributes['TableName'] ?? '';
        if (starts(table))
            continue;
        add('ACU006', `${item.key}: the new table ${table} does not start with the ISV prefix ${prefix}: rename it (with its DAC).`, item.place, item);
    }
}
function checkTenantItems(model, add) {
    const byKind = new Map();
    for (const item of model.items) {
        const kind = TENANT_ITEMS[item.element];
        if (kind === undefined)
            continue;
        const list = byKind.get(kind);
        if (list)
            list.push(item);
        else
            byKind.set(kind, [item]);
    }
    for (const [kind, items] of byKind) {
        const names = items.slice(0, 3).map(item => item.key);
        const more = items.length > 3 ? ` and ${items.length - 3} more` : '';
        add('ACU007', `${kind[0].toUpperCase()}${kind.slice(1)} (${items.length}: ${names.join(', ')}${more}) land in the tenant the project is published to only, as tenant-mode is Current: set tenant-mode (All or List) to publish them to the other tenants too.`, items[0].place, items[0]);
    }
}


/***/ }),

/***/ 76206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jM: () => (/* binding */ listedPath),
  wr: () => (/* binding */ readCode),
  hJ: () => (/* binding */ readCodeText),
  Wh: () => (/* binding */ readProject),
  qN: () => (/* binding */ repoPath),
  Di: () => (/* binding */ sourceControlObserver)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/package/exclude.ts
var exclude = __webpack_require__(61514);
// EXTERNAL MODULE: ./src/package/project-defaults.ts
var project_defaults = __webpack_require__(5484);
// EXTERNAL MODULE: ./src/package/walk.ts + 1 modules
var walk = __webpack_require__(96832);
// EXTERNAL MODULE: ./src/package/errors.ts
var errors = __webpack_require__(4165);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: ./src/project/item-key.ts
var item_key = __webpack_require__(82944);
// EXTERNAL MODULE: ./src/project/xml-scan.ts
var xml_scan = __webpack_require__(7672);
// EXTERNAL MODULE: ./src/zip/entry-order.ts
var entry_order = __webpack_require__(7342);
// EXTERNAL MODULE: ./src/zip/read-zip.ts
var read_zip = __webpack_require__(45365);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
;// CONCATENATED MODULE: ./src/lint/source-text.ts
// Comments and string literals of SQL and C# blanked out (each of their characters but line
// breaks becomes a space), so that the rules' patterns see code only and offsets and lines stay
// those of the original text. One pass, linear in the text.
const SQL = { lineComment: '--', quotes: ["'"] };
const CSHARP = { lineComment: '//', quotes: ['"', "'"], verbatim: true };
function blankCommentsAndStrings(text, syntax) {
    // Pieces of the result: code as it is, comments and strings as spaces (line breaks kept).
    const pieces = [];
    let kept = 0;
    const blank = (from, to) => {
        const end = Math.min(to, text.length);
        pieces.push(text.slice(kept, from), text.slice(from, end).replace(/[^\r\n]/g, ' '));
        kept = end;
    };
    let i = 0;
    while (i < text.length) {
        const char = text[i];
        if (text.startsWith(syntax.lineComment, i)) {
            const end = text.indexOf('\n', i);
            const stop = end < 0 ? text.length : end;
            blank(i, stop);
            i = stop;
        }
        else if (text.startsWith('/*', i)) {
            const end = text.indexOf('*/', i + 2);
            const stop = end < 0 ? text.length : end + 2;
            blank(i, stop);
            i = stop;
        }
        else if (syntax.verbatim && char === '@' && text[i + 1] === '"') {
            let k = i + 2;
            while (k < text.length && !(text[k] === '"' && text[k + 1] !== '"')) {
                k += text[k] === '"' ? 2 : 1;
            }
            blank(i, k + 1);
            i = k + 1;
        }
        else if (syntax.quotes.includes(char)) {
            let k = i + 1;
            while (k < text.length) {
                if (text[k] === '\\' && syntax.lineComment === '//')
                    k += 2;
                else if (text[k] === char && text[k + 1] === char && syntax.lineComment === '--')
                    k += 2;
                else if (text[k] === char || text[k] === '\n')
                    break;
                else
                    k++;
            }
            blank(i, k + 1);
            i = k + 1;
        }
        else {
            i++;
        }
    }
    pieces.push(text.slice(kept));
    return pieces.join('');
}
/**
 * The line of an offset in `text` (0-based), by a binary search over the line starts: each
 * look-up costs log(lines), so many findings in one large script stay linear.
 */
function lineFinder(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return offset => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return low;
    };
}
// Each blank run is read one way only: `[ \t]*:?[ \t]*` would split a long run every way
// (quadratic in its length).
const SILENCE = /acu-lint[ \t]*(?::[ \t]*)?disable[ \t]*(?:[=:][ \t]*)?((?:ACU\d{3}[ \t,]*)+)/gi;
/**
 * The rules an item silences in its own text: a comment `acu-lint disable ACU003` (SQL `--`,
 * C# `//`), which travels with the script or class and changes nothing on the instance.
 */
function silencedRules(text) {
    const rules = new Set();
    for (const match of text.matchAll(SILENCE)) {
        for (const id of match[1].match(/ACU\d{3}/gi) ?? [])
            rules.add(id.toUpperCase());
    }
    return rules;
}

;// CONCATENATED MODULE: ./src/lint/csharp.ts
// What ACU004 and ACU006 read of C# code: Usr properties bound to a database column by a PXDB
// attribute, and the DACs and graphs a file declares. Patterns over the code with comments and
// strings blanked (source-text.ts), not a C# parser: a miss is a missed warning, never an error.

const USR_PROPERTY = /\bpublic\s+(?:(?:virtual|override|new)\s+)*[\w.]+(?:\s*<[^;{}()]{0,200}>)?\??(?:\s*\[\s*\])?\s+(Usr\w*)\s*\{/g;
// Where the declaration before a property ends: a `{ get; set; }` body, a `{ }` class body (not
// an array's `new[] { }` or an initializer's `= { }` inside an attribute), a statement's `; }`,
// or a region line.
const DECLARATION_END = /\{\s*get\s*;\s*set\s*;\s*\}|;\s*\}|(?<![\]=]\s*)\{\s*\}|#(?:end)?region[^\n]*/g;
// PXDB attributes that bind no column of their own.
const UNBOUND = /^PXDB(?:Scalar|Calced|Default|LiteDefault|ChildIdentity)(?:Attribute)?$/;
const ATTRIBUTE = /[[,]\s*(?:PX\.Data\.)?(PXDB\w*)/g;
const LOOK_BACK = 4000;
function usrFields(code) {
    const text = blankCommentsAndStrings(code, CSHARP);
    const lineOf = lineFinder(text);
    // Where each declaration ends, found once: each property then looks back to the last one
    // before it (a moving index, as properties come in order), so a file costs one pass.
    const ends = [...text.matchAll(DECLARATION_END)].map(end => end.index + end[0].length);
    let next = 0;
    // The previous property's declaration ends there too: its attributes are not this one's, and
    // no text is read twice (4,000 characters again for each of many properties in a row).
    let previousProperty = 0;
    const fields = [];
    for (const property of text.matchAll(USR_PROPERTY)) {
        while (next < ends.length && ends[next] <= property.index)
            next++;
        const start = Math.max(next > 0 ? ends[next - 1] : 0, previousProperty, property.index - LOOK_BACK);
        previousProperty = property.index + property[0].length;
        const attributes = text.slice(start, property.index);
        const bound = [...attributes.matchAll(ATTRIBUTE)]
            .map(match => match[1])
            .find(name => !UNBOUND.test(name));
        // `BqlField = typeof(...)` maps the field onto a column of another table (projections).
        if (bound === undefined || /\bBqlField\s*=/.test(attributes))
            continue;
        fields.push({
            name: property[1],
            attribute: bound.replace(/Attribute$/, ''),
            lineInCode: lineOf(property.index)
        });
    }
    return fields;
}
// The bases start at a non-blank: `:\s*([^{]{1,400})` would read 400 characters again at each
// blank of a long run after the colon.
const CLASS = /\bclass\s+(\w+)\s*(?:<[^>{]{0,200}>\s*)?:\s*([^{\s][^{]{0,399})\{/g;
function declaredClasses(code) {
    const text = blankCommentsAndStrings(code, CSHARP);
    const lineOf = lineFinder(text);
    const classes = [];
    for (const match of text.matchAll(CLASS)) {
        const bases = match[2];
        let kind;
        if (/(?:^|[\s,.])PXGraph\s*</.test(bases))
            kind = 'graph';
        else if (/(?:^|[\s,.])(?:IBqlTable|PXBqlTable)\b/.test(bases))
            kind = 'DAC';
        if (kind)
            classes.push({ name: match[1], kind, lineInCode: lineOf(match.index) });
    }
    return classes;
}

// EXTERNAL MODULE: ./src/lint/rules.ts
var rules = __webpack_require__(70834);
;// CONCATENATED MODULE: ./src/lint/sql.ts
// ACU003's reading of a <Sql> script: statements that create a table or add to one (a column, a
// constraint), each with the batch it runs in (batches end at a GO line, as sqlcmd and the
// engine split them), and whether an existence guard stands in that batch or the table was
// dropped before in the script (drop and create again is a replay-safe pattern).

const GUARD = /\bIF\s+(?:NOT\s+)?EXISTS\b|\bCOL_LENGTH\s*\(|\bOBJECT_ID\s*\(|\bsys\s*\.\s*(?:columns|tables|objects|indexes)\b|\bINFORMATION_SCHEMA\b|\bsysobjects\b|\bsyscolumns\b/i;
const NAME = String.raw `((?:\[[^\]]{1,128}\]|"[^"]{1,128}"|[\w#@$]{1,128})(?:\s*\.\s*(?:\[[^\]]{1,128}\]|[\w$]{1,128})){0,2})`;
const DDL = new RegExp(String.raw `\b(CREATE\s+TABLE|ALTER\s+TABLE)\s+${NAME}(\s+(?:WITH\s+(?:NO)?CHECK\s+)?ADD\b)?`, 'gi');
const DROP = new RegExp(String.raw `\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${NAME}`, 'gi');
// No two blank runs side by side with only optional parts between them (`[ \t]*;?[ \t]*`):
// the engine would try every split of a long run, quadratic in its length.
const GO_LINE = /^[ \t]*GO(?:[ \t]+\d+)?[ \t]*(?:;[ \t]*)?$/gim;
/** The last part of a table name, without brackets or quotes, lower-cased. */
function bareName(name) {
    const last = name.split('.').at(-1) ?? name;
    return last
        .trim()
        .replace(/^[[\]"]|[[\]"]$/g, '')
        .replace(/^\[|\]$/g, '')
        .toLowerCase();
}
function unguardedStatements(script) {
    const code = blankCommentsAndStrings(script, SQL);
    const batches = [];
    let from = 0;
    for (const go of code.matchAll(GO_LINE)) {
        batches.push({ from, to: go.index });
        from = go.index + go[0].length;
    }
    batches.push({ from, to: code.length });
    const dropped = new Map();
    for (const drop of code.matchAll(DROP)) {
        const table = bareName(drop[1]);
        if (!dropped.has(table))
            dropped.set(table, drop.index);
    }
    const lineOf = lineFinder(code);
    const found = [];
    for (const batch of batches) {
        const text = code.slice(batch.from, batch.to);
        if (GUARD.test(text))
            continue;
        for (const match of text.matchAll(DDL)) {
            const verb = match[1].toUpperCase().replace(/\s+/g, ' ');
            const isAdd = match[3] !== undefined;
            if (verb === 'ALTER TABLE' && !isAdd)
                continue;
            const table = bareName(match[2]);
            // Temporary tables and table variables live for the batch only.
            if (table.startsWith('#') || table.startsWith('@'))
                continue;
            const at = batch.from + match.index;
            const drop = dropped.get(table);
            if (drop !== undefined && drop < at)
                continue;
            found.push({
                statement: verb === 'ALTER TABLE' ? 'ALTER TABLE ... ADD' : 'CREATE TABLE',
                table: match[2].trim(),
                lineInScript: lineOf(at)
            });
        }
    }
    return found;
}
/** Every word of a script (lower-cased), comments left out: the columns it may create. */
function scriptWords(script) {
    const code = blankCommentsAndStrings(script, SQL);
    return new Set(code.toLowerCase().match(/[a-z_][\w$]*/g) ?? []);
}

// EXTERNAL MODULE: ./src/project/xml-fast.ts
var xml_fast = __webpack_require__(20399);
// EXTERNAL MODULE: ./src/project/owned-text.ts
var owned_text = __webpack_require__(88326);
;// CONCATENATED MODULE: ./src/lint/read-project.ts
// Reads one project as the deploy would package it (a package folder, a source-control folder or
// a zip) into the items and files the rules look at, each with its place in the repository: the
// `_project/` fragment or the project.xml line. It reads with the build's own readers (the file
// walk, saxes through XmlScanner, the zip reader) and never stops at a broken item: an XML error
// or an item the build cannot key becomes an ACU005 finding, and the rest is still read.
//
// Memory stays flat whatever the project's size: project.xml streams through saxes and each item
// is boiled down, as it closes, to what the rules need (its key, place, listed path, columns, and
// what its script or code yields): no item's text outlives it. Files are known from the walk
// (paths and sizes, never their bytes); a C# file is read later, one at a time and bounded, by the
// rule that scans it (readCodeText).


















/** The most text of one item (a script, a code file) the rules read: far beyond real ones. */
const MAX_ITEM_TEXT = 4 * 1024 * 1024;
/** The items whose texts the rules read: scripts and code. */
const TEXT_ITEMS = new Set(['Sql', 'Graph']);
async function readProject(project, context, findings) {
    switch (project.kind) {
        case 'source-control':
            return readSourceControl(project, context, findings);
        case 'folder':
            return readPackageFolder(project, context, findings);
        case 'package':
            return readPackageZip(project, context, findings);
    }
}
/** `absolute` as a path relative to the repository root, with `/`. */
function repoPath(root, absolute) {
    return external_node_path_default().relative(root, absolute).split((external_node_path_default()).sep).join('/');
}
function readFinding(context, ruleId, message, place, level = rules/* RULES */.y0[ruleId].level) {
    return { ruleId, level, project: context.project, message, place };
}
/** The line an XML error names (`file:12:5: message`), if it names one. */
function errorLine(message) {
    const match = /:(\d+):(\d+):/.exec(message);
    return match ? Number(match[1]) : undefined;
}
/**
 * Collects the items of one document: the root element itself (a fragment, `itemDepth` 0) or
 * the children of `<Customization>` (project.xml, `itemDepth` 1).
 */
class ItemCollector {
    itemDepth;
    file;
    onItem;
    withLines;
    /** The items collected, when no `onItem` takes each as it closes. */
    items = [];
    count = 0;
    depth = 0;
    current;
    textName;
    textParts = [];
    textBytes = 0;
    textLine;
    /** A data-set item's elements (no text), replayed through the build's scanner for its key. */
    tokens;
    root = {};
    rootName;
    /**
     * `withLines: false`: places without lines (a zip's project.xml, whose lines are no lines of
     * the repository). `onItem` takes each item as it closes (its 0-based index among the items),
     * so that project.xml's items are not all held at once.
     */
    constructor(itemDepth, file, onItem, withLines = true) {
        this.itemDepth = itemDepth;
        this.file = file;
        this.onItem = onItem;
        this.withLines = withLines;
    }
    open(name, attributes, _selfClosing, line) {
        if (this.depth === 0)
            this.rootName = name;
        if (this.tokens && this.depth >= this.itemDepth) {
            this.tokens.push({ kind: 'open', name, attributes: { ...attributes }, selfClosing: false });
        }
        if (this.depth === this.itemDepth) {
            this.tokens = (0,item_key/* isDataSetItem */.Cy)(name)
                ? [{ kind: 'open', name, attributes: { ...attributes }, selfClosing: false }]
                : undefined;
            this.root = {};
            this.current = {
                root: { name, attributes: { ...attributes } },
                element: name,
                attributes: { ...attributes },
                texts: new Map(),
                columns: [],
                place: this.withLines ? { file: this.file, line } : { file: this.file }
            };
        }
        else if (this.current && this.depth === this.itemDepth + 1) {
            this.root.firstChild ??= { name, attributes: { ...attributes } };
            // Only the texts the rules read are kept (reports and inquiries hold large ones).
            if (name === 'CDATA' && TEXT_ITEMS.has(this.current.element)) {
                this.textName = attributes['name'] ?? '';
                this.textParts = [];
                this.textBytes = 0;
                this.textLine = undefined;
            }
            else if (name === 'Column' && attributes['ColumnName']) {
                this.current.columns.push(attributes['ColumnName']);
            }
        }
        // A self-closing tag gets its close() too, from saxes as from the fast reader.
        this.depth++;
    }
    close() {
        this.depth--;
        if (this.tokens && this.depth >= this.itemDepth)
            this.tokens.push({ kind: 'close' });
        if (this.current && this.depth === this.itemDepth + 1 && this.textName !== undefined) {
            this.current.texts.set(this.textName, { text: this.textParts.join(''), line: this.textLine });
            this.textName = undefined;
            this.textParts = [];
        }
        if (this.current && this.depth === this.itemDepth) {
            const mainRow = this.tokens
                ? new xml_scan/* XmlScanner */.KG(this.file, false).replay(this.tokens, 0).root.mainRow
                : undefined;
            this.current.root = { ...this.current.root, ...this.root, mainRow };
            if (this.onItem)
                this.onItem(this.current, this.count++);
            else
                this.items.push(this.current);
            this.current = undefined;
            this.tokens = undefined;
        }
    }
    text(text) {
        this.addText(text, undefined);
    }
    cdata(text, line) {
        this.addText(text, line === undefined ? undefined : line - countLines(text));
    }
    comment() { }
    processingInstruction() { }
    addText(text, startLine) {
        if (this.textName === undefined || this.depth !== this.itemDepth + 2)
            return;
        // Bounded: what is past the limit is not read by the rules.
        if (this.textBytes >= MAX_ITEM_TEXT)
            return;
        if (this.withLines)
            this.textLine ??= startLine;
        const piece = text.slice(0, MAX_ITEM_TEXT - this.textBytes);
        this.textParts.push(piece);
        this.textBytes += piece.length;
    }
}
/** Line breaks in `text` (CRLF counts once). */
function countLines(text) {
    let lines = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        lines++;
    return lines;
}
const NO_ATTRIBUTES = Object.freeze({});
const NO_COLUMNS = Object.freeze([]);
/** The items whose attributes the rules read. */
const ATTRIBUTE_ITEMS = new Set(['File', 'PerTenantFile', 'Sql']);
// One message per element name, shared by its findings: a project.xml of many unknown items
// would otherwise hold as many copies of the same sentence.
const unknownItemMessages = new Map();
function unknownItem(element) {
    let message = unknownItemMessages.get(element);
    if (message === undefined) {
        message = `<${element}> is not a customization item the engine knows: its build fails on it. Fix or remove it.`;
        // Bounded: element names come from the project.
        if (unknownItemMessages.size < 1000)
            unknownItemMessages.set(element, message);
    }
    return message;
}
function keyed(collected, fragmentName, findings, context) {
    if (!(0,item_key/* isItemElement */.wg)(collected.element)) {
        findings.push(readFinding(context, 'ACU005', unknownItem(collected.element), collected.place));
        return undefined;
    }
    return digest(collected, (0,item_key/* itemKey */.Dh)(collected.root, fragmentName), context);
}
/** What the rules read of one item, its texts scanned now: the item itself is not kept. */
function digest(collected, key, context) {
    // Every string kept owns its characters (ownedText): a piece cut from the XML or a script would
    // keep all of it alive, and the items of a whole project are kept.
    const element = (0,owned_text/* ownedText */.h)(collected.element);
    const item = {
        key: (0,owned_text/* ownedText */.h)(key),
        element,
        attributes: ATTRIBUTE_ITEMS.has(element)
            ? (0,owned_text/* ownedAttributes */.V)(collected.attributes)
            : NO_ATTRIBUTES,
        columns: collected.columns.length > 0 ? collected.columns.map(owned_text/* ownedText */.h) : NO_COLUMNS,
        place: collected.place
    };
    if (element === 'Sql') {
        const script = collected.texts.get('CustomScript');
        if (script?.text) {
            const silenced = silencedRules(script.text);
            item.script = {
                line: script.line,
                silenced,
                unguarded: silenced.has('ACU003')
                    ? []
                    : unguardedStatements(script.text).map(found => ({
                        ...found,
                        table: (0,owned_text/* ownedText */.h)(found.table)
                    })),
                words: new Set([...scriptWords(script.text)].map(owned_text/* ownedText */.h))
            };
        }
        const schema = collected.texts.get('TableSchemaXml')?.text;
        if (schema) {
            const columns = [];
            for (const token of (0,xml_fast/* readPlainXml */.y)(schema)?.tokens ?? []) {
                if (token.kind === 'open' && token.name === 'col' && token.attributes['name']) {
                    columns.push((0,owned_text/* ownedText */.h)(token.attributes['name']));
                }
            }
            item.schemaColumns = columns;
        }
    }
    else if (element === 'Graph') {
        const source = collected.texts.get('Source');
        if (source?.text)
            item.code = { line: source.line, ...readCode(source.text, context.classes) };
    }
    return item;
}
/** What ACU004 and ACU006 read of C# code. */
function readCode(text, classes = false) {
    const silenced = silencedRules(text);
    // Names cut from the code would keep the whole code alive in the findings (ownedText).
    return {
        silenced,
        fields: silenced.has('ACU004')
            ? undefined
            : usrFields(text).map(field => ({
                ...field,
                name: (0,owned_text/* ownedText */.h)(field.name),
                attribute: (0,owned_text/* ownedText */.h)(field.attribute)
            })),
        classes: classes && !silenced.has('ACU006')
            ? declaredClasses(text).map(found => ({ ...found, name: (0,owned_text/* ownedText */.h)(found.name) }))
            : undefined
    };
}
async function readSourceControl(project, context, findings) {
    const metadataPlace = {
        file: repoPath(context.root, external_node_path_default().join(project.path, '_project', 'ProjectMetadata.xml'))
    };
    try {
        (0,project_defaults/* readProjectMetadata */.Nx)(project.path);
    }
    catch (error) {
        if (!(error instanceof errors/* PackageError */.J))
            throw error;
        findings.push(readFinding(context, 'ACU005', error.message, {
            ...metadataPlace,
            line: errorLine(error.message)
        }));
    }
    const reader = new SourceControlReader(project, context, findings);
    const listed = await (0,walk/* listProjectFiles */.R)(project.path, (0,exclude/* compileExclude */.M)(project.exclude));
    for (const file of listed) {
        const name = fragmentName(file.zipPath);
        if (name === undefined) {
            reader.file(file);
            continue;
        }
        if (name.toLowerCase() === 'projectmetadata.xml')
            continue;
        const place = reader.placeOf(file);
        const sink = reader.fragment(file);
        try {
            const scanned = (0,xml_scan/* scanXmlFile */.F5)(file.readPath, place.file, { sink, size: file.size });
            if (scanned.outsideRoot !== undefined) {
                findings.push(readFinding(context, 'ACU005', `${file.zipPath} has ${scanned.outsideRoot} outside its root element <${scanned.root.name}>, which BuildProject cannot build. Remove it.`, place));
                continue;
            }
        }
        catch (error) {
            if (!(error instanceof xml_scan/* XmlFileError */.a7))
                throw error;
            findings.push(readFinding(context, 'ACU005', `${error.message} Fix the fragment, or save the project again from the Source Control screen.`, {
                ...place,
                line: errorLine(error.message)
            }));
            continue;
        }
        reader.fragmentRead(file, name);
    }
    return reader.model();
}
/** A fragment's name in `_project/` (one directly in it), or undefined for any other file. */
function fragmentName(zipPath) {
    if (!zipPath.startsWith('_project/'))
        return undefined;
    const name = zipPath.slice('_project/'.length);
    return name.includes('/') || !name.toLowerCase().endsWith('.xml') ? undefined : name;
}
/**
 * The lint's model of a source-control folder, from the files and fragments as they are read:
 * by the lint's own walk (readSourceControl), or by the build's one pass over the folder
 * (sourceControlPass: the deploy reads the folder once for its check, its lint and its build).
 */
class SourceControlReader {
    project;
    context;
    findings;
    items = new Map();
    files = new Map();
    codeFiles = [];
    fileFragments = [];
    collector;
    constructor(project, context, findings) {
        this.project = project;
        this.context = context;
        this.findings = findings;
    }
    placeOf(file) {
        return { file: repoPath(this.context.root, external_node_path_default().join(this.project.path, file.zipPath)) };
    }
    /** A file that is no fragment: a file of the package, or one the build leaves out. */
    file(file) {
        const place = this.placeOf(file);
        if (file.zipPath.startsWith('_project/')) {
            this.findings.push(readFinding(this.context, 'ACU002', `${file.zipPath} is not an XML fragment of _project/ (BuildProject reads only the .xml files directly in _project/): it is left out of the package. Move it out of _project/, or add it to exclude.`, place, 'warning'));
            return;
        }
        const zipPath = developmentPath(file.zipPath);
        this.files.set((0,app_path/* samePathKey */.tT)(zipPath), { zipPath, place });
        if (file.zipPath.toLowerCase().endsWith('.cs')) {
            this.codeFiles.push({ zipPath: file.zipPath, readPath: file.readPath, place });
        }
    }
    fragment(file) {
        this.collector = new ItemCollector(0, this.placeOf(file).file);
        return this.collector;
    }
    /** The fragment read whole and well-formed, its root the only top-level node. */
    fragmentRead(file, name) {
        const [collected] = this.collector?.items ?? [];
        this.collector = undefined;
        if (!collected)
            return;
        const item = keyed(collected, name, this.findings, this.context);
        if (!item)
            return;
        if (item.element === 'File') {
            const escape = (0,app_path/* escapeReason */.Gb)(item.attributes['AppRelativePath'] ?? '');
            if (escape) {
                this.findings.push(readFinding(this.context, 'ACU005', `${file.zipPath} names the file "${item.attributes['AppRelativePath']}", whose path ${escape}: it would land outside the website folder, and the build refuses it. Fix its AppRelativePath.`, item.place));
                return;
            }
            this.fileFragments.push(item);
        }
        else
            this.items.set(item.key, item);
    }
    model() {
        for (const file of this.project.include) {
            this.files.set((0,app_path/* samePathKey */.tT)(file.zipPath), {
                zipPath: file.zipPath,
                place: { file: repoPath(this.context.root, file.source) }
            });
        }
        for (const item of this.fileFragments)
            this.items.set(item.key, item);
        return { items: [...this.items.values()], files: this.files, codeFiles: this.codeFiles };
    }
}
/**
 * The lint's reading of a source-control folder from another pass over it (the build's): the
 * observer to hand that pass, and the model once it is done.
 */
function sourceControlObserver(project, context, findings) {
    const reader = new SourceControlReader(project, context, findings);
    return { observer: reader, model: () => reader.model() };
}
/** Files under the development folder are per-tenant items, keyed by the path below it. */
function developmentPath(zipPath) {
    return zipPath.toLowerCase().startsWith(app_path/* DEVELOPMENT_FOLDER */.rW.toLowerCase())
        ? zipPath.slice(app_path/* DEVELOPMENT_FOLDER */.rW.length)
        : zipPath;
}
async function readPackageFolder(project, context, findings) {
    const projectXml = external_node_path_default().join(project.path, entry_order/* PROJECT_XML */.a8);
    const file = repoPath(context.root, projectXml);
    const { collector, keyedItems } = projectXmlItems(file, context, true);
    try {
        (0,xml_scan/* scanXmlFile */.F5)(projectXml, file, { sink: collector });
    }
    catch (error) {
        if (!(error instanceof xml_scan/* XmlFileError */.a7))
            throw error;
        findings.push(readFinding(context, 'ACU005', `${error.message} Fix project.xml.`, {
            file,
            line: errorLine(error.message)
        }));
    }
    rootCheck(collector, { file }, findings, context);
    const items = keyedItems(findings);
    const listed = await (0,walk/* listProjectFiles */.R)(project.path, (0,exclude/* compileExclude */.M)(project.exclude));
    const files = new Map();
    const codeFiles = [];
    for (const entry of listed) {
        if (entry.zipPath === entry_order/* PROJECT_XML */.a8)
            continue;
        const place = { file: repoPath(context.root, external_node_path_default().join(project.path, entry.zipPath)) };
        files.set((0,app_path/* samePathKey */.tT)(entry.zipPath), { zipPath: entry.zipPath, place });
        if (entry.zipPath.toLowerCase().endsWith('.cs')) {
            codeFiles.push({ zipPath: entry.zipPath, readPath: entry.readPath, place });
        }
    }
    for (const include of project.include) {
        files.set((0,app_path/* samePathKey */.tT)(include.zipPath), {
            zipPath: include.zipPath,
            place: { file: repoPath(context.root, include.source) },
            included: true
        });
    }
    return { items, files, codeFiles };
}
async function readPackageZip(project, context, findings) {
    const file = repoPath(context.root, project.path);
    // Lines of project.xml inside a zip are no lines of the repository: the place is the zip.
    const { collector, keyedItems } = projectXmlItems(file, context, false);
    const scanner = new xml_scan/* XmlScanner */.KG(`${file}: project.xml`, false, undefined, collector);
    const files = new Map();
    let sawProjectXml = false;
    try {
        await (0,read_zip/* withZip */.o7)(project.path, async (zip) => {
            for await (const entry of zip.files()) {
                if (entry.name !== entry_order/* PROJECT_XML */.a8) {
                    files.set((0,app_path/* samePathKey */.tT)(entry.name), { zipPath: entry.name, place: { file } });
                    continue;
                }
                sawProjectXml = true;
                const stream = await zip.open(entry);
                try {
                    for await (const chunk of stream)
                        scanner.feed(chunk);
                }
                finally {
                    stream.destroy();
                }
                scanner.finish();
            }
        });
    }
    catch (error) {
        if (!(error instanceof xml_scan/* XmlFileError */.a7)) {
            throw new errors/* PackageError */.J(`package "${file}" cannot be read: ${(0,message_of/* messageOf */.b)(error)}`, {
                cause: error
            });
        }
        findings.push(readFinding(context, 'ACU005', `${error.message} Fix project.xml in the package.`, { file }));
    }
    if (!sawProjectXml) {
        findings.push(readFinding(context, 'ACU005', `${file} has no project.xml at its root: it is not a customization package.`, { file }));
    }
    rootCheck(collector, { file }, findings, context);
    return { items: keyedItems(findings), files, codeFiles: [] };
}
function rootCheck(collector, place, findings, context) {
    if (collector.rootName !== undefined && collector.rootName !== 'Customization') {
        findings.push(readFinding(context, 'ACU005', `project.xml has a <${collector.rootName}> root where <Customization> was expected: it is not a customization project.`, { ...place, line: 1 }));
    }
}
/**
 * A collector of project.xml's items that keys each item as it closes (equal keys once: the last
 * wins, as the engine reads them, in the place of the first), and `keyedItems` to call once the
 * file is read: the items, after the findings of items the build cannot key.
 */
function projectXmlItems(file, context, withLines) {
    const items = new Map();
    // The items the build cannot key wait for the end of the file (an XML error found later is
    // reported first): their messages (one string per element name) and lines, not findings.
    const unkeyedMessages = [];
    const unkeyedLines = [];
    const unkeyed = {
        push: finding => {
            unkeyedMessages.push(finding.message);
            unkeyedLines.push(finding.place.line);
        }
    };
    const collector = new ItemCollector(1, file, (collected, index) => {
        if (collector.rootName !== 'Customization')
            return;
        const item = keyed(collected, `item ${index + 1}`, unkeyed, context);
        if (item)
            items.set(item.key, item);
    }, withLines);
    const keyedItems = (findings) => {
        if (collector.rootName !== 'Customization')
            return [];
        for (const [n, message] of unkeyedMessages.entries()) {
            const line = unkeyedLines[n];
            findings.push(readFinding(context, 'ACU005', message, withLines ? { file, line } : { file }));
        }
        return [...items.values()];
    };
    return { collector, keyedItems };
}
// One buffer for every C# file read: a buffer per file is memory outside V8's heap that it
// collects late, and a project's files add up to the size of its code.
let codeBuffer = Buffer.allocUnsafe(64 * 1024);
/** The start of a C# file, at most MAX_ITEM_TEXT bytes, as UTF-8: what the rules scan of it. */
function readCodeText(file) {
    const fd = (0,external_node_fs_.openSync)(file.readPath, 'r');
    try {
        const size = Math.min((0,external_node_fs_.fstatSync)(fd).size, MAX_ITEM_TEXT);
        if (codeBuffer.length < size)
            codeBuffer = Buffer.allocUnsafe(size);
        const buffer = codeBuffer.subarray(0, size);
        let length = 0;
        for (;;) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
            if (length >= buffer.length)
                break;
        }
        return buffer
            .subarray(0, length)
            .toString('utf8')
            .replace(/^\ufeff/, '');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The zip path a `<File>` or `<PerTenantFile>` item names. */
function listedPath(item) {
    return (0,app_path/* toZipPath */.Eb)(item.attributes['AppRelativePath'] ?? '');
}


/***/ }),

/***/ 70834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ RULE_IDS),
/* harmony export */   KX: () => (/* binding */ isRuleId),
/* harmony export */   bw: () => (/* binding */ ruleHelpPath),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
// The lint's rules: their ids, levels and one-line descriptions. Ids never change meaning (code
// scanning matches results across runs by ruleId); each has a page in docs/lint.md.
const RULE_IDS = [
    'ACU001',
    'ACU002',
    'ACU003',
    'ACU004',
    'ACU005',
    'ACU006',
    'ACU007'
];
const RULES = {
    ACU001: {
        id: 'ACU001',
        level: 'error',
        name: 'ProjectNameRefused',
        summary: 'The project name breaks the server rule: letters, digits, [, ] and ., starting with a letter.'
    },
    ACU002: {
        id: 'ACU002',
        level: 'error',
        name: 'ProjectFileMissing',
        summary: 'A file the project lists is not in the package (error), or a file of the package is listed by no item (warning).'
    },
    ACU003: {
        id: 'ACU003',
        level: 'warning',
        name: 'SqlWithoutExistenceGuard',
        summary: 'A <Sql> script creates or alters a table or column with no existence guard: it runs again on a replay and fails.'
    },
    ACU004: {
        id: 'ACU004',
        level: 'warning',
        name: 'UsrFieldWithoutColumn',
        summary: 'A Usr field with a PXDB attribute whose column no <Table> item or <Sql> script of the project creates.'
    },
    ACU005: {
        id: 'ACU005',
        level: 'error',
        name: 'ItemNotReadable',
        summary: 'A _project/ fragment or project.xml that is not well-formed XML, or an item the build cannot key.'
    },
    ACU006: {
        id: 'ACU006',
        level: 'warning',
        name: 'MissingIsvPrefix',
        summary: 'A new DAC, graph or table whose name does not start with isv-prefix.'
    },
    ACU007: {
        id: 'ACU007',
        level: 'note',
        name: 'TenantOnlyItem',
        summary: 'An item that lands in one tenant only (generic inquiry, site map node, report, endpoint, access rights) while tenant-mode is Current.'
    }
};
/** The page of a rule in docs/lint.md (the heading's anchor is the lower-cased id). */
function ruleHelpPath(id) {
    return `docs/lint.md#${id.toLowerCase()}`;
}
function isRuleId(text) {
    return RULE_IDS.includes(text);
}


/***/ }),

/***/ 23332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZM: () => (/* binding */ publishRun),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   x_: () => (/* binding */ PUBLISH_SARIF_TOOL)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70834);
// The findings as a SARIF 2.1.0 log for code scanning (github/codeql-action/upload-sarif):
// locations relative to the repository root (%SRCROOT%), a fingerprint per result so that code
// scanning follows a finding across runs, and the rules with their pages in docs/lint.md.


function sarifLog(findings, tool) {
    const rules = _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULE_IDS */ .Iu.map(id => ({
        id,
        name: _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[id].name,
        shortDescription: { text: _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[id].summary },
        helpUri: tool.informationUri
            ? `${tool.informationUri.replace(/\/$/, '')}/blob/main/${(0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .ruleHelpPath */ .bw)(id)}`
            : undefined,
        help: { text: `${_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[id].summary} See ${(0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .ruleHelpPath */ .bw)(id)}.` },
        defaultConfiguration: { level: _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0[id].level }
    }));
    const results = findings.map(finding => ({
        ruleId: finding.ruleId,
        ruleIndex: _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULE_IDS */ .Iu.indexOf(finding.ruleId),
        level: finding.level,
        message: { text: finding.message },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: encodeUri(finding.place.file), uriBaseId: '%SRCROOT%' },
                    region: finding.place.line === undefined ? undefined : { startLine: finding.place.line }
                }
            }
        ],
        partialFingerprints: { 'acumaticaLint/v1': fingerprint(finding) }
    }));
    return {
        version: '2.1.0',
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        runs: [
            {
                tool: {
                    driver: {
                        name: tool.name,
                        version: tool.version,
                        informationUri: tool.informationUri,
                        rules
                    }
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
                results
            }
        ]
    };
}
/** A relative URI reference: each path segment percent-encoded, `/` between them. */
function encodeUri(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
/** Stable across runs and line moves: the rule, the file, the item and the message. */
function fingerprint(finding) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update([finding.ruleId, finding.place.file, finding.item ?? '', finding.message].join('\0'))
        .digest('hex')
        .slice(0, 32);
}
/** The tool's name of the publish run (code scanning shows it beside each alert). */
const PUBLISH_SARIF_TOOL = 'acumatica-publish';
/**
 * The publish log's findings as a second run of the same log (beside the lint's): the rule id is
 * the compiler's code (`CS0103`) or the message's kind; only findings with a place in the
 * repository (code scanning needs a location), the others stay in the summary and the JSON.
 */
function publishRun(findings, tool) {
    const placed = findings.filter(finding => finding.place !== undefined);
    const ids = [...new Set(placed.map(finding => finding.rule))].sort();
    const rules = ids.map(id => ({
        id,
        shortDescription: { text: publishRuleText(id) },
        help: { text: `${publishRuleText(id)} See docs/publish-errors.md.` }
    }));
    const results = placed.map(finding => {
        const place = finding.place ?? { file: '' };
        return {
            ruleId: finding.rule,
            ruleIndex: ids.indexOf(finding.rule),
            level: finding.level,
            message: { text: finding.message },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: encodeUri(place.file), uriBaseId: '%SRCROOT%' },
                        region: place.line === undefined ? undefined : { startLine: place.line }
                    }
                }
            ],
            partialFingerprints: {
                'acumaticaPublish/v1': (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
                    .update([finding.rule, place.file, finding.item ?? '', finding.message].join('\0'))
                    .digest('hex')
                    .slice(0, 32)
            }
        };
    });
    return {
        tool: {
            driver: { name: tool.name, version: tool.version, informationUri: tool.informationUri, rules }
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        results
    };
}
function publishRuleText(id) {
    return /^CS\d+$/.test(id)
        ? `The C# compiler's ${id}, in code the publish compiled.`
        : `The publish log's message ${id}.`;
}


/***/ }),

/***/ 46332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ SARIF_TOOL),
/* harmony export */   n: () => (/* binding */ runLint)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39354);
/* harmony import */ var _lint_lint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55136);
/* harmony import */ var _lint_sarif_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23332);
/* harmony import */ var _lint_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56925);
/* harmony import */ var _redact_safe_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35014);
/* harmony import */ var _shared_safe_path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97942);
// Runs the lint for a step (the lint action's, the command line's, the deploy's before login) and
// reports it: annotations, a log line, the SARIF file when asked for. Sends nothing anywhere.








/** The tool's name in SARIF (code scanning shows it beside each alert). */
const SARIF_TOOL = 'acumatica-customization-lint';
async function runLint(projects, settings, root, runner, options = {}) {
    const lint = options.read
        ? (all, lintOptions) => (0,_lint_lint_js__WEBPACK_IMPORTED_MODULE_3__/* .lintProjects */ .yJ)(all, { ...lintOptions, read: options.read })
        : (options.lint ?? _lint_lint_js__WEBPACK_IMPORTED_MODULE_3__/* .lintProjects */ .yJ);
    const result = await lint(projects, {
        root,
        disable: settings.disable,
        isvPrefix: settings.isvPrefix,
        tenantMode: settings.tenantMode,
        // `reportedOnly` (the deploy): the findings the words need, unless the SARIF file needs all.
        ...(options.reportedOnly && settings.sarifPath === undefined ? { keep: _lint_text_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORTED_FINDINGS */ .Bg } : {})
    });
    (0,_lint_text_js__WEBPACK_IMPORTED_MODULE_5__/* .annotateFindings */ .dv)(runner, result.findings, options.notesInLog, options.fullList, result.totals?.findings);
    runner.info((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_6__/* .safeText */ .Hk)((0,_lint_text_js__WEBPACK_IMPORTED_MODULE_5__/* .lintLine */ .gc)(result)));
    if (settings.sarifPath !== undefined) {
        await writeSarif(settings.sarifPath, root, result);
        runner.info((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_6__/* .safeText */ .Hk)(`Wrote the findings as SARIF 2.1.0 to ${settings.sarifPath}.`));
    }
    return result;
}
/**
 * The SARIF file, never through a symbolic link: the workspace is a checkout, which a pull
 * request may fill with a link to a file or folder outside (`sarif` names a path in it).
 */
async function writeSarif(target, root, result) {
    const link = await (0,_shared_safe_path_js__WEBPACK_IMPORTED_MODULE_7__/* .linkOnTheWay */ .KH)(target, root);
    if (link !== undefined) {
        throw new _inputs_input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('sarif', `("${target}") leads through a symbolic link, "${link}": the lint writes no file through a link (a checkout can hold one that points outside). Remove the link or choose another path.`);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target), { recursive: true });
    const text = `${JSON.stringify((0,_lint_sarif_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifLog */ .ec)(result.findings, { name: SARIF_TOOL }), null, 2)}\n`;
    // Beside it, then renamed over it: a link put at the name meanwhile is replaced, not followed.
    await (0,_shared_safe_path_js__WEBPACK_IMPORTED_MODULE_7__/* .writeBeside */ .Ae)(target, temporary => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temporary, text, { flag: 'wx' }));
}


/***/ }),

/***/ 56925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ REPORTED_FINDINGS),
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   cB: () => (/* binding */ lintSummary),
/* harmony export */   dv: () => (/* binding */ annotateFindings),
/* harmony export */   gc: () => (/* binding */ lintLine),
/* harmony export */   hG: () => (/* binding */ countResult),
/* harmony export */   p0: () => (/* binding */ findingsJson)
/* harmony export */ });
/* unused harmony exports MAX_ANNOTATIONS, MAX_FINDINGS_JSON, lintMarkdown */
/* harmony import */ var _lint_lint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55136);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95658);
/* harmony import */ var _shared_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26929);
/* harmony import */ var _redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35014);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90022);
// The lint's findings in words: an annotation on the item's file and line for each finding, a log
// line per project, the job summary's table, and the outputs (counts and findings-json).





/** At most this many findings are listed in the summary. */
const SUMMARY_ROWS = 50;
/**
 * At most this many annotations, and findings in findings-json: a pull request can hold any
 * number of findings, and the runner bounds what a step may print and output (the SARIF file
 * holds them all).
 */
const MAX_ANNOTATIONS = 200;
const MAX_FINDINGS_JSON = 1000;
function countFindings(findings) {
    const count = (level) => findings.filter(finding => finding.level === level).length;
    return { errors: count('error'), warnings: count('warning'), notes: count('note') };
}
/** The errors, warnings and notes found, those not kept included (LintOptions.keep). */
function countResult(result) {
    const levels = result.totals?.levels;
    return levels
        ? { errors: levels.error, warnings: levels.warning, notes: levels.note }
        : countFindings(result.findings);
}
/**
 * The findings the lint reports with nothing left out: enough that the annotations, the log's
 * notes and the summary's rows are those of the whole list (LintOptions.keep).
 */
const REPORTED_FINDINGS = Math.max(MAX_ANNOTATIONS, SUMMARY_ROWS) + 1;
/**
 * One annotation per finding, on its file and line (title: the rule id). `notesInLog`: notes
 * become log lines (the deploy's lint: its annotations are for what needs attention).
 */
function annotateFindings(runner, findings, notesInLog = false, fullList = (0,_host_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFullList */ .TR)('lint'), total = findings.length) {
    let annotated = 0;
    for (const finding of findings) {
        if (annotated === MAX_ANNOTATIONS) {
            runner.info(`${total - annotated} more findings are not annotated: see ${fullList}.`);
            return;
        }
        if (notesInLog && finding.level === 'note') {
            const where = `${finding.place.file}${finding.place.line === undefined ? '' : `:${finding.place.line}`}`;
            runner.info((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeText */ .Hk)(`${finding.ruleId} (note) ${where}: ${finding.message}`));
            continue;
        }
        const level = finding.level === 'note' ? 'notice' : finding.level;
        annotated++;
        // Paths and messages quote the repository's files: made safe as every line is.
        runner.annotate(level, (0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeText */ .Hk)(finding.message), {
            title: (0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeText */ .Hk)(finding.ruleId),
            file: (0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeText */ .Hk)(finding.place.file),
            line: finding.place.line
        });
    }
}
function lintLine(result) {
    const { errors, warnings, notes } = countResult(result);
    const projects = result.projects
        .map(p => `${p.name} (${plural(p.items, 'item')}, ${plural(p.files, 'file')})`)
        .join(', ');
    if (result.projects.length === 0)
        return 'Lint: no project to check.';
    return `Lint of ${projects}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')}.`;
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
/** The findings-json output: one object per finding (the first MAX_FINDINGS_JSON). */
function findingsJson(findings) {
    return findings.slice(0, MAX_FINDINGS_JSON).map(finding => ({
        rule: finding.ruleId,
        level: finding.level,
        project: finding.project,
        ...(finding.item === undefined ? {} : { item: finding.item }),
        file: finding.place.file,
        ...(finding.place.line === undefined ? {} : { line: finding.place.line }),
        message: finding.message
    }));
}
/** The summary's "Lint" section as markdown lines: counts per rule, then the findings. */
function lintMarkdown(result) {
    return renderMarkdown(lintSummary(result)).split('\n');
}
/** The summary's "Lint" section: counts per rule, then the findings. */
function lintSummary(result, fullList = (0,_host_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFullList */ .TR)('lint')) {
    const { errors, warnings, notes } = countResult(result);
    const total = result.totals?.findings ?? result.findings.length;
    const blocks = [
        { kind: 'heading', level: 3, text: ['Lint'] },
        {
            kind: 'paragraph',
            text: [
                `${plural(result.projects.length, 'project')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notes, 'note')}.`
            ]
        }
    ];
    if (total === 0)
        return { blocks };
    blocks.push({
        kind: 'table',
        head: ['Rule', 'Level', 'Findings', 'What it finds'],
        rows: _lint_lint_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE_IDS */ .Iu.flatMap(id => {
            const count = result.totals
                ? (result.totals.rules[id] ?? 0)
                : result.findings.filter(finding => finding.ruleId === id).length;
            return count > 0
                ? [[[id], [_lint_lint_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[id].level], [String(count)], [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(_lint_lint_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0[id].summary)]]]
                : [];
        })
    });
    blocks.push({
        kind: 'table',
        head: ['Rule', 'Where', 'Finding'],
        rows: result.findings.slice(0, SUMMARY_ROWS).map(finding => {
            const where = `${finding.place.file}${finding.place.line === undefined ? '' : `:${finding.place.line}`}`;
            return [[finding.ruleId], [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(where, true)], [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(finding.message)]];
        })
    });
    if (total > SUMMARY_ROWS) {
        blocks.push({
            kind: 'paragraph',
            text: [`And ${total - SUMMARY_ROWS} more: ${fullList}.`]
        });
    }
    blocks.push({
        kind: 'paragraph',
        text: ['Each rule, and how to fix or silence it: docs/lint.md of the action.']
    });
    return { blocks };
}


/***/ }),

/***/ 97942:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ writeBeside),
/* harmony export */   KH: () => (/* binding */ linkOnTheWay),
/* harmony export */   UA: () => (/* binding */ refuseLinks)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Files written where a pull request may have put a symbolic link: the command line's backup
// folder (by default inside the checkout), build's --output, the lint's SARIF file. A link
// committed there would make the write land outside (a file of the user's overwritten), so links
// are refused inside the workspace, which a checkout controls, and the file itself is written
// beside its target and renamed over it (a rename replaces a link, never what it points at).



/**
 * The first symbolic link on the way to `target`: `target` itself, or a folder on its way down
 * from `workspace` (for a target inside it). Undefined when there is none.
 */
async function linkOnTheWay(target, workspace) {
    const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(target);
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(workspace, full);
    const inside = relative !== '' && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(relative);
    const checked = inside
        ? relative
            .split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep))
            .map((_, index, parts) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, ...parts.slice(0, index + 1)))
        : [full];
    for (const part of checked) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(part).catch(() => undefined);
        if (stat === undefined)
            return undefined; // nothing further down exists yet: no link either
        if (stat.isSymbolicLink())
            return part;
    }
    return undefined;
}
/** Throws when there is a link on the way to `target` (linkOnTheWay). `what` names the flag. */
async function refuseLinks(target, workspace, what) {
    const link = await linkOnTheWay(target, workspace);
    if (link !== undefined) {
        throw new Error(`${what}: "${link}" is a symbolic link; the command writes no file through a link (a checkout can hold one that points outside). Remove the link or choose another path.`);
    }
}
/** Writes `target` through `write(temporary)` in the same folder, then renames it into place. */
async function writeBeside(target, write) {
    const temporary = `${target}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
    try {
        await write(temporary);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}


/***/ })

};
