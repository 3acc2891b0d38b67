export const id = 530;
export const ids = [530];
export const modules = {

/***/ 28074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseProjectLines),
/* harmony export */   b: () => (/* binding */ lineLabel)
/* harmony export */ });
// The `projects` input: one project a line, `Name=path` or just `path` (a source-control folder
// that names itself), either with `@level` at the end. Pure text handling; inputs.ts checks the
// paths and names.
// `@` and digits at the very end: a level. A folder may hold `@` elsewhere (`@scope/x`).
const LEVEL = /@(\d{1,9})$/;
/** Lines of `projects`, without blank lines and `#` comments. */
function parseProjectLines(raw) {
    const lines = [];
    for (const [index, rawLine] of raw.split(/\r?\n/).entries()) {
        const text = rawLine.trim();
        if (text === '' || text.startsWith('#'))
            continue;
        // Project names never hold `=`, so the first one ends the name; a path may hold more.
        const level = LEVEL.exec(text);
        const body = level ? text.slice(0, level.index).trim() : text;
        const equals = body.indexOf('=');
        lines.push({
            line: index + 1,
            text,
            ...(equals === -1
                ? { path: body }
                : { name: body.slice(0, equals).trim(), path: body.slice(equals + 1).trim() }),
            ...(level ? { level: Number(level[1]) } : {})
        });
    }
    return lines;
}
/** How a message names one line: `line 2 ("B=projects/b")`. */
function lineLabel(line) {
    return `line ${line.line} ("${line.text}")`;
}


/***/ }),

/***/ 18955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KJ: () => (/* binding */ lineSource),
/* harmony export */   MO: () => (/* binding */ readSingleProject),
/* harmony export */   Q2: () => (/* binding */ backupArtifactName),
/* harmony export */   VH: () => (/* binding */ readProjects),
/* harmony export */   VV: () => (/* binding */ includeByProject),
/* harmony export */   W: () => (/* binding */ readProductVersion),
/* harmony export */   n3: () => (/* binding */ packageCheck),
/* harmony export */   o$: () => (/* binding */ readSource),
/* harmony export */   x2: () => (/* binding */ readExclude),
/* harmony export */   xX: () => (/* binding */ checkProjectName)
/* harmony export */ });
/* unused harmony export DEFAULT_PRODUCT_VERSION */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39354);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18463);
/* harmony import */ var _project_lines_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28074);
/* harmony import */ var _package_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57612);
// The projects of a deploy from the inputs: project-name, project-path or package (one project),
// or the lines of projects. Paths, kinds, names, levels, descriptions, include lines and backup
// names are checked here, before any request.






// The server accepts project names of letters, digits, `[`, `]` and `.`, starting with a letter.
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9[\].]*$/;
// Characters that artifact names refuse (see @actions/artifact's name validation).
const ARTIFACT_NAME_REFUSED = /[":<>|*?\\/\r\n]/;
const NAME_PLACEHOLDER = '<name>';
/** The project of project-name, project-path or package. */
async function readSingleProject(input, workspace, host) {
    const source = await readSource(input, workspace);
    const defaults = await projectDefaults(source, input);
    const projectName = input('project-name') || defaults.name || '';
    if (projectName === '') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('project-name', source.kind === 'source-control'
            ? 'is required: _project/ProjectMetadata.xml does not name the project (<project name="...">); set project-name, or save the project again from the Source Control screen.'
            : 'is required: set it to the customization project name on the instance.');
    }
    if (input('project-name') === '' && source.kind === 'source-control') {
        // The name came from the folder: the file to fix is ProjectMetadata.xml, not an input.
        if (!PROJECT_NAME.test(projectName)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('project-path', `("${input('project-path') || '.'}"): _project/ProjectMetadata.xml names the project "${projectName}", which is not a valid project name (letters, digits, [, ] and ., starting with a letter): fix the name there, or set project-name.`);
        }
    }
    else
        checkProjectName('project-name', projectName);
    return {
        name: projectName,
        source,
        description: input('project-description') || (defaults.description ?? ''),
        level: readLevel(input, defaults),
        backupArtifactName: backupName(input, projectName, host)
    };
}
function readLevel(input, defaults) {
    return (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'project-level', {
        integer: true,
        min: 0,
        fallback: defaults.level ?? 0
    });
}
/**
 * The `projects` input: one project a line, `Name=path` or `path` (a source-control folder that
 * names itself). Every line is checked here, before any request; messages name the line.
 */
async function readProjects(input, workspace, host) {
    for (const single of ['project-name', 'package']) {
        if (input(single) !== '') {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(single, `cannot be combined with projects: list every project in projects (Name=path), and remove ${single}.`);
        }
    }
    // project-path defaults to `.`, which the runner hands over as if it were set.
    const projectPath = input('project-path');
    if (projectPath !== '' && projectPath !== '.') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('project-path', `("${projectPath}") cannot be combined with projects: list every project in projects (Name=path), and remove project-path.`);
    }
    const lines = (0,_project_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .parseProjectLines */ .Q)(input('projects'));
    const names = lines.map(line => line.name).filter((n) => !!n);
    const includes = await packageCheck('include', async () => includeByProject(input('include'), workspace, names));
    const exclude = readExclude(input);
    const productVersion = readProductVersion(input);
    if (input('backup-artifact-name') !== '' && lines.length > 1) {
        if (!input('backup-artifact-name').includes(NAME_PLACEHOLDER)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('backup-artifact-name', `("${input('backup-artifact-name')}") must contain ${NAME_PLACEHOLDER} with several projects, so that each project's backup gets its own artifact, e.g. ${NAME_PLACEHOLDER}-backup-production.`);
        }
    }
    const projects = [];
    const seen = new Map();
    for (const line of lines) {
        const where = (0,_project_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .lineLabel */ .b)(line);
        const fail = (what) => {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('projects', `${where} ${what}`);
        };
        if (line.path === '')
            fail('has no path after "=": write Name=path, e.g. MyProject=customizations/MyProject.');
        const source = await lineSource(line, workspace, { exclude, productVersion });
        const resolved = source.path;
        const defaults = await packageCheck('projects', () => (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readProjectDefaults */ .mE)(resolved, source.kind), where);
        const name = line.name ?? defaults.name;
        if (!name) {
            return fail(source.kind === 'source-control'
                ? 'names no project: its _project/ProjectMetadata.xml has no name; write Name=path.'
                : 'names no project: write Name=path (only a source-control folder names itself).');
        }
        if (!PROJECT_NAME.test(name)) {
            fail(`gives the project name "${name}", which the server refuses: use letters, digits, [, ] and ., starting with a letter.`);
        }
        const earlier = seen.get(name.toLowerCase());
        if (earlier) {
            fail(`deploys ${name} again (as ${(0,_project_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .lineLabel */ .b)(earlier)} does): each project once.`);
        }
        seen.set(name.toLowerCase(), line);
        if (source.kind !== 'package')
            source.include = includes.get(name.toLowerCase()) ?? [];
        else if (includes.has(name.toLowerCase())) {
            fail(`is a ready-made .zip, so include cannot add files to ${name}: build them into the package, or deploy its folder.`);
        }
        projects.push({
            name,
            source,
            description: input('project-description') || (defaults.description ?? ''),
            level: line.level ?? readLevel(input, defaults),
            backupArtifactName: backupName(input, name, host)
        });
    }
    for (const [key, files] of includes) {
        if (!seen.has(key)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('include', `line ${files[0]?.line ?? '?'} names a project that is not in projects: start each include line with the name of a project of projects (${projects.map(p => p.name).join(', ')}).`);
        }
    }
    if (projects.length === 0) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('projects', 'has no project line: write one Name=path a line.');
    }
    return projects;
}
/** Where one `projects` line's package comes from: a .zip, a package folder or a source-control folder. */
async function lineSource(line, workspace, folder) {
    const where = (0,_project_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .lineLabel */ .b)(line);
    const fail = (what) => {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('projects', `${where} ${what}`);
    };
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, line.path);
    const outside = (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideWorkspace */ .tq)(resolved, workspace);
    if (outside)
        fail(`(${line.path}) ${outside}.`);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(resolved).catch(() => undefined);
    if (info?.isFile()) {
        if (info.size === 0 || !(await (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .looksLikeZip */ .fw)(resolved))) {
            fail('is not a zip file: give a customization package .zip, a package folder (with project.xml) or a source-control folder (with _project/).');
        }
        return { kind: 'package', path: resolved };
    }
    if (!info?.isDirectory()) {
        return fail('names a path that does not exist: give a package folder, a source-control folder or a .zip, relative to the repository root.');
    }
    const kind = await packageCheck('projects', () => (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .detectProjectKind */ .pA)(resolved), where);
    return {
        kind: kind === 'source-control' ? 'source-control' : 'folder',
        path: resolved,
        exclude: folder.exclude,
        include: [],
        productVersion: folder.productVersion
    };
}
// With `projects`, an include line names its project: `Name: source => AppRelativePath`.
const INCLUDE_PROJECT = /^([A-Za-z][A-Za-z0-9[\].]*)\s*:\s*(.*)$/;
/**
 * The include lines of each project (by lower-cased name). Each project's lines are parsed with
 * the others blanked, so that messages keep the input's line numbers.
 */
function includeByProject(text, workspace, names) {
    const lines = text.split(/\r?\n/);
    const byProject = new Map();
    lines.forEach((raw, index) => {
        const trimmed = raw.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            return;
        const match = INCLUDE_PROJECT.exec(trimmed);
        if (!match) {
            throw new _package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PackageError */ .JP(`include line ${index + 1} ("${trimmed}") names no project: with projects, write Name: source => AppRelativePath${names[0] ? `, e.g. ${names[0]}: build/MyExt.dll => Bin/MyExt.dll` : ''}.`);
        }
        const key = match[1].toLowerCase();
        const own = byProject.get(key) ?? lines.map(() => '');
        own[index] = match[2];
        byProject.set(key, own);
    });
    const result = new Map();
    for (const [key, own] of byProject)
        result.set(key, (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .parseInclude */ .KI)(own.join('\n'), workspace));
    return result;
}
function readExclude(input) {
    return input('exclude')
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(line => line !== '' && !line.startsWith('#'));
}
/** The backup artifact's name: the input, or `<project>-backup-<host>` made safe for artifact names. */
function backupName(input, projectName, host) {
    return backupArtifactName(input('backup-artifact-name'), projectName, host);
}
/**
 * The backup artifact's name of one project: `given` (backup-artifact-name, `<name>` standing
 * for the project) or `<name>-backup-<host>`. A removal names the projects it backs up only
 * once getPublished lists them.
 */
function backupArtifactName(given, projectName, host) {
    // `<name>` stands for the project's name (`<` and `>` cannot be in an artifact name otherwise).
    const name = given
        ? given.replaceAll(NAME_PLACEHOLDER, projectName)
        : `${projectName}-backup-${host}`.replace(new RegExp(ARTIFACT_NAME_REFUSED, 'g'), '-');
    if (ARTIFACT_NAME_REFUSED.test(name)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('backup-artifact-name', `("${name}") contains a character artifact names refuse (" : < > | * ? \\ / or a line break): remove it.`);
    }
    return name;
}
function checkProjectName(input, name) {
    if (!PROJECT_NAME.test(name)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `("${name}") is not a valid project name: use letters, digits, [, ] and ., starting with a letter.`);
    }
}
async function readSource(input, workspace) {
    const packageInput = input('package');
    if (packageInput !== '') {
        const packagePath = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, packageInput);
        inWorkspace('package', packageInput, packagePath, workspace);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(packagePath).catch(() => undefined);
        if (!info?.isFile()) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('package', `("${packageInput}") is not a file: give the path of a package .zip, or leave it empty to zip project-path.`);
        }
        if (info.size === 0 || !(await (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .looksLikeZip */ .fw)(packagePath))) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('package', `("${packageInput}") is not a zip file: give a customization package .zip (exported from the Customization Projects screen, or built by an earlier step).`);
        }
        return { kind: 'package', path: packagePath };
    }
    const projectInput = input('project-path') || '.';
    const projectPath = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, projectInput);
    inWorkspace('project-path', projectInput, projectPath, workspace);
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(projectPath).catch(() => undefined);
    if (folder?.isFile() && /\.zip$/i.test(projectInput)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('project-path', `("${projectInput}") is a .zip file: give a ready-made package as package: ${projectInput} (and leave project-path unset), or give project-path the folder it was built from.`);
    }
    if (!folder?.isDirectory()) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('project-path', `("${projectInput}") is not a folder: give the folder that holds project.xml, or _project/ of a source-control folder (relative to the repository root).`);
    }
    const kind = await packageCheck('project-path', () => (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .detectProjectKind */ .pA)(projectPath));
    const exclude = readExclude(input);
    const include = await packageCheck('include', async () => (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .parseInclude */ .KI)(input('include'), workspace));
    return {
        kind: kind === 'source-control' ? 'source-control' : 'folder',
        path: projectPath,
        exclude,
        include,
        productVersion: readProductVersion(input)
    };
}
/** A path an input names must resolve inside the workspace (see package/workspace.ts). */
function inWorkspace(input, written, resolved, workspace) {
    const outside = (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideWorkspace */ .tq)(resolved, workspace);
    if (outside)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(input, `("${written}") ${outside}.`);
}
/**
 * The name, level and description the project gives itself, read only when an input needs them
 * (a package folder's project.xml is not read when project-level and project-description are set).
 */
async function projectDefaults(source, input) {
    const needed = source.kind === 'source-control' ||
        input('project-level') === '' ||
        input('project-description') === '';
    if (!needed)
        return {};
    const name = source.kind === 'package' ? 'package' : 'project-path';
    return packageCheck(name, () => (0,_package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readProjectDefaults */ .mE)(source.path, source.kind));
}
/**
 * `product-version` when the input is empty: 2022 R2, the first release with the Customization
 * Web API, in the two-part form Acumatica writes (`24.208`: every package it exports). Importing
 * a package made for an older build is the documented upgrade path, so this never claims a build
 * newer than the instance.
 */
const DEFAULT_PRODUCT_VERSION = '22.200';
// Digits and dots: a build such as 24.208 (Acumatica's form) or 24.210.0016.
const PRODUCT_VERSION = /^\d+(\.\d+)*$/;
function readProductVersion(input) {
    const raw = input('product-version');
    if (raw === '')
        return DEFAULT_PRODUCT_VERSION;
    if (!PRODUCT_VERSION.test(raw)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('product-version', `("${raw}") must be an Acumatica build number such as 24.208, or empty for ${DEFAULT_PRODUCT_VERSION}.`);
    }
    return raw;
}
/**
 * Runs a check of the packager; its PackageError becomes an InputError of `name` (of one line
 * of it, `where`, for the `projects` input).
 */
async function packageCheck(name, check, where) {
    try {
        return await check();
    }
    catch (error) {
        if (error instanceof _package_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PackageError */ .JP) {
            // The packager's messages start with what they are about ("project-path ..."): name the input.
            const text = error.message;
            if (where !== undefined)
                throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, `${where}: ${text}`);
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(name, text.startsWith(`${name} `)
                ? `Input '${name}' ${text.slice(name.length + 1)}`
                : `Input '${name}': ${text}`, true);
        }
        throw error;
    }
}


/***/ }),

/***/ 4165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ PackageError),
/* harmony export */   b: () => (/* reexport safe */ _shared_message_of_js__WEBPACK_IMPORTED_MODULE_0__.b)
/* harmony export */ });
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21358);
/**
 * A problem with what the user asked to package. The message names the input (`project-path`,
 * `package`, `exclude`) and says what to do, so it can be shown as it is.
 */
class PackageError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = new.target.name;
    }
}



/***/ }),

/***/ 61514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ compileExclude)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98016);
/* harmony import */ var picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4165);

// The POSIX flavour matches the same way on every OS: our paths always use `/`.


/**
 * Compiles the `exclude` input. Patterns are picomatch globs relative to the project folder, with
 * `dot: true` so `**` also reaches dot files. A pattern that matches a folder leaves out all of
 * it; a pattern ending in `/` matches folders only. `.git` is handled by the walker, not here.
 * `nocase`: letter case ignored, for a file system that ignores it (the export's). Unicode
 * composed and decomposed forms of a name match alike.
 */
function compileExclude(patterns, options = {}) {
    const matchers = patterns
        .map(pattern => pattern.trim())
        .filter(pattern => pattern !== '')
        .map(pattern => picomatch_posix_js__WEBPACK_IMPORTED_MODULE_2___default()(checkedPattern(pattern).normalize('NFC'), {
        dot: true,
        nocase: options.nocase === true
    }));
    if (matchers.length === 0)
        return () => false;
    // Pattern and path both composed (NFC): macOS hands out names decomposed (NFD) where the
    // pattern was typed composed, and a file `café` would slip past `café/**`.
    return (relativePath, isDirectory) => {
        const composed = relativePath.normalize('NFC');
        return matchers.some(matches => matches(composed) || (isDirectory && matches(`${composed}/`)));
    };
}
function checkedPattern(pattern) {
    if (pattern.startsWith('!')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PackageError */ .J(`exclude pattern "${pattern}" is a negation, which is not supported: list only what to leave out.`);
    }
    const relative = pattern.startsWith('./') ? pattern.slice(2) : pattern;
    if (relative.startsWith('/') ||
        node_path__WEBPACK_IMPORTED_MODULE_0___default().win32.isAbsolute(relative) ||
        relative.split('/').includes('..')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PackageError */ .J(`exclude pattern "${pattern}" must be relative to project-path (no leading /, no drive, no ..), e.g. "Bin/*.pdb" or "**/*.bak".`);
    }
    return relative;
}


/***/ }),

/***/ 44070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ xmlAttribute),
/* harmony export */   U: () => (/* binding */ FileSink)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4165);
/* harmony import */ var _project_xml_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44566);



const BUFFER_BYTES = 1024 * 1024;
/**
 * A file written front to back through one reused buffer, with synchronous writes (see
 * src/zip/zip-writer.ts on why: no garbage per chunk). Used for the project.xml the packager
 * builds, and by the export for each item's fragment.
 */
class FileSink {
    buffer;
    length = 0;
    fd;
    written = 0;
    /**
     * `buffer`: one the caller keeps and reuses for many short files written one after another
     * (none given: a 1 MiB buffer of its own). Two sinks open at once must not share one.
     */
    constructor(path, buffer) {
        this.buffer = buffer ?? Buffer.allocUnsafe(BUFFER_BYTES);
        this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'w');
    }
    text(text) {
        // Encoded straight into the buffer when it surely fits (UTF-8: at most 3 bytes per UTF-16 unit).
        if (text.length * 3 <= this.buffer.length - this.length) {
            const bytes = this.buffer.write(text, this.length, 'utf8');
            this.length += bytes;
            this.written += bytes;
            return;
        }
        this.bytes(Buffer.from(text, 'utf8'));
    }
    bytes(bytes) {
        this.range(bytes, 0, bytes.length);
    }
    /** Bytes `start` to `end` of `bytes` (no view of them made). */
    range(bytes, start, end) {
        const count = end - start;
        if (this.length + count > this.buffer.length)
            this.flush();
        if (count >= this.buffer.length) {
            this.write(bytes, start, end);
        }
        else {
            bytes.copy(this.buffer, this.length, start, end);
            this.length += count;
        }
        this.written += count;
    }
    /**
     * Copies bytes `start` to `end` of the file at `readPath`. Returns false when the file ends
     * before `end` (it changed since it was read).
     */
    copyRange(readPath, start, end) {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(readPath, 'r');
        try {
            return this.copyFrom(fd, start, end);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    /** Copies bytes `start` to `end` of an open file; false when it ends before `end`. */
    copyFrom(fd, start, end) {
        let at = start;
        while (at < end) {
            if (this.length === this.buffer.length)
                this.flush();
            const room = Math.min(this.buffer.length - this.length, end - at);
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, this.buffer, this.length, room, at);
            if (read === 0)
                return false;
            this.length += read;
            this.written += read;
            at += read;
        }
        return true;
    }
    close() {
        if (this.fd === undefined)
            return;
        try {
            this.flush();
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
            this.fd = undefined;
        }
    }
    flush() {
        if (this.length === 0)
            return;
        this.write(this.buffer, 0, this.length);
        this.length = 0;
    }
    write(bytes, start, end) {
        if (this.fd === undefined)
            throw new Error('the file is already closed');
        for (let done = start; done < end;) {
            done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, bytes, done, end - done);
        }
    }
}
/**
 * An attribute value the action writes itself, escaped as the engine escapes it; `what` names it
 * when it holds a character XML cannot carry.
 */
function xmlAttribute(value, what) {
    if (_project_xml_text_js__WEBPACK_IMPORTED_MODULE_2__/* .XML_FORBIDDEN */ .WK.test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PackageError */ .J(`${what} holds a control character, which XML cannot carry: remove it.`);
    }
    return (0,_project_xml_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeAttribute */ .Gj)(value);
}


/***/ }),

/***/ 57612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JP: () => (/* reexport */ errors/* PackageError */.J),
  SB: () => (/* reexport */ describeKind),
  pA: () => (/* reexport */ detectProjectKind),
  fw: () => (/* reexport */ looksLikeZip),
  tq: () => (/* reexport */ package_workspace/* outsideWorkspace */.tq),
  y4: () => (/* binding */ packageProject),
  KI: () => (/* reexport */ parseInclude),
  mE: () => (/* binding */ readProjectDefaults),
  Nx: () => (/* reexport */ project_defaults/* readProjectMetadata */.Nx)
});

// UNUSED EXPORTS: buildSourceControlPackage, checkSourceControlFolder, inspectPackage, zipProjectFolder

// EXTERNAL MODULE: ./src/package/errors.ts
var errors = __webpack_require__(4165);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/zip/read-zip.ts
var read_zip = __webpack_require__(45365);
// EXTERNAL MODULE: ./src/zip/records.ts
var records = __webpack_require__(88269);
;// CONCATENATED MODULE: ./src/package/inspect.ts





const READ_BUFFER_BYTES = 1024 * 1024;
/**
 * Cheap check used before any network call: `filePath` is a file that starts with a zip entry
 * (the `PK\x03\x04` signature). An empty zip (`PK\x05\x06`) does not count: it cannot be a package.
 */
async function looksLikeZip(filePath) {
    return (await (0,records/* signatureOf */.yK)(filePath)) === records/* LOCAL_FILE_HEADER */.r7;
}
/**
 * Checks a ready-made package (the `package` input): a file, a zip, with at least one entry. Its
 * size and SHA-256 are computed by streaming it once; it is never read into memory whole.
 */
async function inspectPackage(zipPath) {
    await packageSize(zipPath);
    const signature = await (0,records/* signatureOf */.yK)(zipPath);
    if (signature === records/* END_OF_CENTRAL_DIRECTORY */.AR)
        throw noEntries(zipPath);
    if (signature !== records/* LOCAL_FILE_HEADER */.r7) {
        throw new errors/* PackageError */.J(`package "${zipPath}" is not a zip file (it does not start with the zip signature PK\\x03\\x04). Give the .zip exported from the Customization Projects screen, or use project-path to zip a folder.`);
    }
    const entries = await countEntries(zipPath);
    if (entries === 0)
        throw noEntries(zipPath);
    try {
        const { bytes, sha256 } = await hashFile(zipPath);
        return { path: zipPath, size: bytes, sha256, entries };
    }
    catch (error) {
        throw new errors/* PackageError */.J(`package "${zipPath}" cannot be read: ${(0,errors/* messageOf */.b)(error)}`, {
            cause: error
        });
    }
}
/**
 * SHA-256 and length of a file, read through one reused buffer: a stream would allocate a new
 * buffer per chunk, and that garbage alone adds tens of MB of peak memory on a 1 GB package.
 */
async function hashFile(filePath) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    let bytes = 0;
    const file = await (0,promises_.open)(filePath, 'r');
    try {
        for (;;) {
            const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            hash.update(buffer.subarray(0, bytesRead));
            bytes += bytesRead;
        }
    }
    finally {
        await file.close();
    }
    return { bytes, sha256: hash.digest('hex') };
}
function noEntries(zipPath) {
    return new errors/* PackageError */.J(`package "${zipPath}" is a zip with no entries. Importing it would empty the project: give the package that holds project.xml.`);
}
async function packageSize(zipPath) {
    let info;
    try {
        info = await (0,promises_.stat)(zipPath);
    }
    catch (error) {
        const notFound = error.code === 'ENOENT';
        throw new errors/* PackageError */.J(notFound
            ? `package "${zipPath}" does not exist. Check the path (relative to the workspace) and that an earlier step built it.`
            : `package "${zipPath}" cannot be read: ${(0,errors/* messageOf */.b)(error)}`, { cause: error });
    }
    if (!info.isFile()) {
        throw new errors/* PackageError */.J(`package "${zipPath}" is not a file. Give the path of a .zip, or use project-path for a folder.`);
    }
    if (info.size === 0) {
        throw new errors/* PackageError */.J(`package "${zipPath}" is empty (0 bytes). Check the step that built it; an empty Import would empty the project.`);
    }
    return info.size;
}
/** The entry count of the zip's end records (ZIP64 when they say so), read by yauzl. */
async function countEntries(zipPath) {
    try {
        return await (0,read_zip/* countZipEntries */.zt)(zipPath);
    }
    catch (error) {
        if (!(error instanceof read_zip/* ZipOpenError */.C3))
            throw error;
        throw new errors/* PackageError */.J(`package "${zipPath}" is not a complete zip (${(0,errors/* messageOf */.b)(error)}; the file may be cut short). Build or download it again.`, { cause: error });
    }
}

// EXTERNAL MODULE: ./src/package/project-defaults.ts
var project_defaults = __webpack_require__(5484);
// EXTERNAL MODULE: ./src/package/source-control.ts + 3 modules
var source_control = __webpack_require__(6138);
// EXTERNAL MODULE: ./src/package/zip.ts + 5 modules
var zip = __webpack_require__(79686);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: ./src/package/workspace.ts
var package_workspace = __webpack_require__(89237);
;// CONCATENATED MODULE: ./src/package/include.ts





/**
 * Reads the `include` input: one `source => AppRelativePath` a line; empty lines and lines
 * starting with `#` are skipped. `source` is relative to `workspace` (or absolute) and must be a
 * file; the target must stay inside the project. Every problem names the line and what to do.
 */
function parseInclude(text, workspace) {
    const files = [];
    const targets = new Map();
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = index + 1;
        const trimmed = raw.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            return;
        const arrow = trimmed.indexOf('=>');
        if (arrow < 0) {
            throw new errors/* PackageError */.J(`include line ${line} ("${trimmed}") has no "=>": write it as source => AppRelativePath, e.g. build/MyExt.dll => Bin/MyExt.dll.`);
        }
        const sourceText = trimmed.slice(0, arrow).trim();
        const targetText = trimmed.slice(arrow + 2).trim();
        if (sourceText === '') {
            throw new errors/* PackageError */.J(`include line ${line} ("${trimmed}") has no source before "=>": give the file to add, relative to the workspace.`);
        }
        const reason = (0,app_path/* outsideReason */.i4)(targetText);
        if (reason) {
            throw new errors/* PackageError */.J(`include line ${line}: the target "${targetText}" ${reason}.`);
        }
        const zipPath = (0,app_path/* toZipPath */.Eb)(targetText);
        const first = zipPath.split('/')[0].toLowerCase();
        if (zipPath.toLowerCase() === 'project.xml' || first === '_project') {
            throw new errors/* PackageError */.J(`include line ${line}: the target "${targetText}" would replace the project's own description (project.xml or _project/); give a file path such as Bin/MyExt.dll.`);
        }
        const key = (0,app_path/* samePathKey */.tT)(zipPath);
        const earlier = targets.get(key);
        if (earlier !== undefined) {
            throw new errors/* PackageError */.J(`include lines ${earlier} and ${line} both put a file at ${(0,app_path/* toAppRelativePath */.gN)(zipPath)}: keep one of them.`);
        }
        targets.set(key, line);
        const source = external_node_path_default().resolve(workspace, sourceText);
        const outside = (0,package_workspace/* outsideWorkspace */.tq)(source, workspace);
        if (outside)
            throw new errors/* PackageError */.J(`include line ${line}: the source "${sourceText}" ${outside}.`);
        files.push({
            source,
            appRelativePath: (0,app_path/* toAppRelativePath */.gN)(zipPath),
            zipPath,
            size: fileSize(source, sourceText, line),
            line
        });
    });
    return files;
}
function fileSize(source, written, line) {
    let info;
    try {
        info = (0,external_node_fs_.statSync)(source);
    }
    catch (error) {
        const notFound = error.code === 'ENOENT';
        throw new errors/* PackageError */.J(notFound
            ? `include line ${line}: the source "${written}" does not exist (looked for ${source}). Build it in an earlier step, or fix the path (relative to the workspace).`
            : `include line ${line}: the source "${written}" cannot be read: ${(0,errors/* messageOf */.b)(error)}`, { cause: error });
    }
    if (!info.isFile()) {
        throw new errors/* PackageError */.J(`include line ${line}: the source "${written}" is not a file; give one file per line.`);
    }
    return info.size;
}

;// CONCATENATED MODULE: ./src/package/project-kind.ts




/** One line for the log: what was found and what the action does with it. */
function describeKind(kind) {
    switch (kind) {
        case 'folder':
            return 'a package folder (project.xml at its root): zipped as it is';
        case 'source-control':
            return 'a source-control folder (_project/ProjectMetadata.xml): the package is built from it, as BuildProject does';
        case 'package':
            return 'a package zip: uploaded as it is';
    }
}
/**
 * Tells the kind of `projectPath` (absolute, or relative to the working directory). Throws a
 * PackageError that names the path and says what to give when it is none of the three.
 */
async function detectProjectKind(projectPath) {
    const info = await (0,promises_.stat)(projectPath).catch(() => undefined);
    if (!info) {
        throw new errors/* PackageError */.J(`project-path "${projectPath}" does not exist. Check the path (relative to the workspace) and that the repository was checked out.`);
    }
    if (info.isFile()) {
        if (projectPath.toLowerCase().endsWith('.zip') && (await looksLikeZip(projectPath))) {
            return 'package';
        }
        throw new errors/* PackageError */.J(`project-path "${projectPath}" is a file, not a folder or a package .zip: give the folder of the project (project.xml, or _project/ from source control).`);
    }
    if (!info.isDirectory()) {
        throw new errors/* PackageError */.J(`project-path "${projectPath}" is neither a folder nor a file.`);
    }
    if (await isFile(external_node_path_default().join(projectPath, 'project.xml')))
        return 'folder';
    const sourceControl = external_node_path_default().join(projectPath, '_project');
    if ((await (0,promises_.stat)(sourceControl).catch(() => undefined))?.isDirectory()) {
        if (await isFile(external_node_path_default().join(sourceControl, 'ProjectMetadata.xml'))) {
            return 'source-control';
        }
        throw new errors/* PackageError */.J(`project-path "${projectPath}" has _project/ but no _project/ProjectMetadata.xml, so it is not a complete source-control folder. Save the project again from the Source Control screen, or add _project/ProjectMetadata.xml: <project name="MyProject" level="" description="" />.`);
    }
    throw new errors/* PackageError */.J(`project-path "${projectPath}" has neither project.xml (a package folder) nor _project/ProjectMetadata.xml (a source-control folder) at its root: point it at the customization project's folder.`);
}
async function isFile(filePath) {
    return (await (0,promises_.stat)(filePath).catch(() => undefined))?.isFile() ?? false;
}

;// CONCATENATED MODULE: ./src/package/index.ts
// Packaging: a project folder -> a deterministic zip on disk, or checks of a ready-made zip.
// One project at a time, from a path and options (no action settings), so the same calls serve
// project-path and each line of projects.













/** The name, level and description a project gives itself (for the inputs' defaults). */
async function readProjectDefaults(projectPath, kind) {
    switch (kind) {
        case 'source-control':
            return (0,project_defaults/* readProjectMetadata */.Nx)(projectPath);
        case 'folder':
            return (0,project_defaults/* readProjectXmlDefaults */.rL)(projectPath);
        case 'package':
            return (0,project_defaults/* readPackageDefaults */.Ve)(projectPath);
    }
}
/** Builds (folders) or checks (zip) the package of one project. */
async function packageProject(projectPath, kind, options) {
    switch (kind) {
        case 'source-control':
            return (0,source_control/* buildSourceControlPackage */.dm)(projectPath, options);
        case 'folder':
            return { ...(await (0,zip/* zipProjectFolder */.p6)(projectPath, options)), warnings: [] };
        case 'package':
            if (options.include.length > 0) {
                throw new errors/* PackageError */.J(`include cannot add files to the ready-made package "${projectPath}": give its folder instead, or build the package with the files in it.`);
            }
            return { ...(await inspectPackage(projectPath)), warnings: [] };
    }
}


/***/ }),

/***/ 5484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nx: () => (/* binding */ readProjectMetadata),
/* harmony export */   Ve: () => (/* binding */ readPackageDefaults),
/* harmony export */   rL: () => (/* binding */ readProjectXmlDefaults)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _zip_entry_order_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7342);
/* harmony import */ var _zip_read_zip_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45365);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4165);
/* harmony import */ var _project_xml_scan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7672);
// What a project says about itself: the name, level and description that inputs default to.
// A source-control folder says it in _project/ProjectMetadata.xml; a package folder or a package
// zip in the attributes of project.xml's <Customization> root.





const METADATA_PATH = '_project/ProjectMetadata.xml';
/** Reads `<project name level description />` of a source-control folder. */
function readProjectMetadata(folder) {
    const scanned = scanned_(() => (0,_project_xml_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .scanXmlFile */ .F5)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(folder, '_project', 'ProjectMetadata.xml'), METADATA_PATH, {
        rootOnly: true
    }));
    const { name, attributes } = scanned.root;
    if (name !== 'project') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J(`project-path: ${METADATA_PATH} has a <${name}> root where <project name="..." level="..." description="..." /> was expected. Save the project again from the Source Control screen.`);
    }
    return {
        name: attributes['name'] || undefined,
        level: levelOf(attributes['level'], METADATA_PATH),
        description: attributes['description']
    };
}
/** Reads the `<Customization level description>` root of a package folder's project.xml. */
function readProjectXmlDefaults(folder) {
    const scanned = scanned_(() => (0,_project_xml_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .scanXmlFile */ .F5)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(folder, 'project.xml'), 'project.xml', { rootOnly: true }));
    return customizationDefaults(scanned.root.name, scanned.root.attributes, 'project.xml');
}
/** Reads the `<Customization>` root of the project.xml inside a package zip, streaming. */
async function readPackageDefaults(zipPath) {
    const where = `project.xml in package "${zipPath}"`;
    const scanner = new _project_xml_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .XmlScanner */ .KG(where, true);
    let found;
    try {
        found = await (0,_zip_read_zip_js__WEBPACK_IMPORTED_MODULE_1__/* .streamZipEntry */ .Sc)(zipPath, _zip_entry_order_js__WEBPACK_IMPORTED_MODULE_4__/* .PROJECT_XML */ .a8, chunk => scanned_(() => scanner.feed(chunk), ''));
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J)
            throw error;
        const what = error instanceof _zip_read_zip_js__WEBPACK_IMPORTED_MODULE_1__/* .ZipOpenError */ .C3 ? 'cannot be read as a zip' : 'cannot be read';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J(`package "${zipPath}" ${what}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error)}`, { cause: error });
    }
    if (!found) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J(`package "${zipPath}" has no project.xml at its root: give a customization package (exported from the Customization Projects screen or built from a project folder).`);
    }
    const root = scanned_(() => scanner.finish(), '').root;
    return customizationDefaults(root.name, root.attributes, where);
}
function customizationDefaults(name, attributes, where) {
    if (name !== 'Customization') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J(`${where} has a <${name}> root where <Customization> was expected: give the project.xml of a customization project.`);
    }
    return {
        level: levelOf(attributes['level'], where),
        description: attributes['description'],
        productVersion: attributes['product-version']
    };
}
function levelOf(raw, where) {
    const text = raw?.trim() ?? '';
    if (text === '')
        return undefined;
    if (!/^\d+$/.test(text)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J(`${where}: level="${raw}" is not a whole number. Fix it there, or set the project-level input.`);
    }
    return Number(text);
}
function scanned_(read, prefix = 'project-path: ') {
    try {
        return read();
    }
    catch (error) {
        if (error instanceof _project_xml_scan_js__WEBPACK_IMPORTED_MODULE_3__/* .XmlFileError */ .a7) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PackageError */ .J(`${prefix}${error.message}`, { cause: error });
        }
        throw error;
    }
}


/***/ }),

/***/ 6138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dm: () => (/* binding */ buildSourceControlPackage),
  q1: () => (/* binding */ prepareSourceControlPackage)
});

// UNUSED EXPORTS: checkSourceControlFolder, screenIdOf

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: ./src/package/errors.ts
var errors = __webpack_require__(4165);
// EXTERNAL MODULE: ./src/package/exclude.ts
var exclude = __webpack_require__(61514);
// EXTERNAL MODULE: ./src/package/file-sink.ts
var file_sink = __webpack_require__(44070);
// EXTERNAL MODULE: ./src/project/item-key.ts
var item_key = __webpack_require__(82944);
// EXTERNAL MODULE: ./src/project/owned-text.ts
var owned_text = __webpack_require__(88326);
;// CONCATENATED MODULE: ./src/package/automation-items.ts
// Automation sub-items as the engine reads them. The Source Control screen saves an
// `<Automation screen>` container with its sub-items inside, and each sub-item again as a
// fragment of its own; the engine nests sub-items into their container and never writes one at
// the top of project.xml. A sub-item the container already holds adds nothing: as a child, or at
// any depth for a named one (an `<AutomationScreenCondition>` is inside its `<Conditions>`).


/**
 * Sub-items keyed by a name or id of their own besides the screen. Held at any depth: the
 * others (`Actions#<screen>`, `Fields#<screen>`, ...) count only as children of the container,
 * since a workflow's states hold elements of those names too.
 */
const NAMED_SUB_ITEMS = new Set([
    'AUScreenAction',
    'AUScreenNavigationAction',
    'AutomationScreenCondition',
    'AutomationScreenField'
]);
/**
 * Passes every node on to `inner` and, when the root is an `<Automation>` container or one of
 * its sub-items, records the keys of the sub-items it holds: the container's children, and
 * named sub-items (NAMED_SUB_ITEMS) at any depth. A sub-item inside it that names no screen of
 * its own is the root's screen's.
 */
class HeldSubItems {
    inner;
    fragmentFile;
    /** Keys of the sub-items held below an `<Automation>` or sub-item root. */
    keys = new Set();
    depth = 0;
    screen;
    container = false;
    constructor(inner, fragmentFile) {
        this.inner = inner;
        this.fragmentFile = fragmentFile;
    }
    open(name, attributes, selfClosing) {
        if (this.depth === 0) {
            this.container = name === 'Automation';
            this.screen =
                name === 'Automation'
                    ? (attributes['screen'] ?? '')
                    : (0,item_key/* isAutomationSubItem */.bg)(name)
                        ? (0,item_key/* subItemScreen */.I6)(attributes)
                        : undefined;
        }
        else if (this.screen !== undefined &&
            (0,item_key/* isAutomationSubItem */.bg)(name) &&
            ((this.depth === 1 && this.container) || NAMED_SUB_ITEMS.has(name))) {
            const named = (0,item_key/* subItemScreen */.I6)(attributes) === '' ? { ...attributes, ScreenID: this.screen } : attributes;
            this.keys.add((0,owned_text/* ownedText */.h)((0,item_key/* itemKey */.Dh)({ name, attributes: named }, this.fragmentFile)));
        }
        this.depth++;
        this.inner?.open(name, attributes, selfClosing);
    }
    close() {
        this.depth--;
        this.inner?.close();
    }
    text(text) {
        this.inner?.text(text);
    }
    cdata(text) {
        this.inner?.cdata(text);
    }
    comment(text) {
        this.inner?.comment(text);
    }
    processingInstruction(target, body) {
        this.inner?.processingInstruction(target, body);
    }
}
/** Sub-item fragments grouped by the container they belong in. */
class SubItemGroups {
    byContainer = new Map();
    /**
     * Files a sub-item fragment under its container; a warning (it is left out) when it names no
     * screen, since no container is made for an empty screen.
     */
    add(item, attributes) {
        const container = (0,item_key/* automationContainerKey */.MN)(attributes);
        if (container === undefined) {
            return `${item.origin} is an Automation part that names no screen (no ScreenID nor screen attribute): left out, since it belongs to no <Automation screen> container.`;
        }
        const byKey = this.byContainer.get(container) ?? new Map();
        byKey.set(item.key, item);
        this.byContainer.set(container, byKey);
        return undefined;
    }
    /**
     * Each container's sub-item fragments that add something: neither the container's own fragment
     * (`held` gives what it holds, undefined when no fragment is that container) nor another
     * fragment going into it (a `<Conditions>` holding an `<AutomationScreenCondition>`) holds them.
     */
    *missing(held) {
        for (const [containerKey, byKey] of this.byContainer) {
            const holds = held(containerKey);
            const lacking = [...byKey.values()].filter(item => !holds?.has(item.key));
            // Two fragments that each hold the other (no saved folder has them) are both kept.
            const items = lacking.filter(item => !lacking.some(other => other !== item &&
                other.heldSubItems?.has(item.key) === true &&
                item.heldSubItems?.has(other.key) !== true));
            if (items.length > 0)
                yield { containerKey, items };
        }
    }
}

// EXTERNAL MODULE: ./src/project/item-order.ts
var item_order = __webpack_require__(53395);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/package/item-spool.ts
// Where the re-indented items wait until project.xml is written in key order: in memory up to a
// fixed budget (most projects: no file, no second read), the rest in a file beside the package.
// Memory stays bounded whatever the number or size of the fragments.



/** Bytes held in memory in all. */
const MEMORY_BUDGET = 16 * 1024 * 1024;
/** Held bytes live in blocks of this size (an item larger than a block gets its own). */
const BLOCK_BYTES = 1024 * 1024;
class ItemSpool {
    path;
    budget;
    file;
    held = 0;
    parts = [];
    partsLength = 0;
    /** The current item goes to the file from this offset (-1: it is still in memory). */
    fileStart = -1;
    block = Buffer.alloc(0);
    blockUsed = 0;
    /** `budget`: bytes held in memory in all, before items go to the file at `path`. */
    constructor(path, budget = MEMORY_BUDGET) {
        this.path = path;
        this.budget = budget;
    }
    /** Starts the next item. */
    begin() {
        this.parts = [];
        this.partsLength = 0;
        this.fileStart = -1;
    }
    text(text) {
        if (this.fileStart < 0) {
            // Characters count as bytes here (ASCII, nearly always); end() checks the real size.
            if (this.held + this.partsLength + text.length <= this.budget) {
                this.parts.push(text);
                this.partsLength += text.length;
                return;
            }
            this.toFile();
        }
        this.file?.text(text);
    }
    /** Ends the current item: where its text is. */
    end() {
        if (this.fileStart < 0) {
            const text = this.parts.join('');
            const length = Buffer.byteLength(text, 'utf8');
            if (this.held + length <= this.budget) {
                this.parts = [];
                this.held += length;
                return { bytes: this.keep(text, length) };
            }
            this.toFile();
        }
        const file = this.file;
        return { start: this.fileStart, end: file.written };
    }
    /** Finishes writing; then `read` gives the items back. */
    close() {
        this.file?.close();
    }
    /** Writes the items to a sink through `use(copy)`, reading the spool file if there is one. */
    read(use) {
        const fd = this.file ? (0,external_node_fs_.openSync)(this.path, 'r') : undefined;
        try {
            return use((entry, sink) => {
                if ('bytes' in entry) {
                    sink.bytes(entry.bytes);
                    return true;
                }
                return fd !== undefined && sink.copyFrom(fd, entry.start, entry.end);
            });
        }
        finally {
            if (fd !== undefined)
                (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** Removes the spool file, if any. */
    async remove() {
        this.close();
        await (0,promises_.rm)(this.path, { force: true });
    }
    /** The current item from here on goes to the file (what it has so far first). */
    toFile() {
        this.file ??= new file_sink/* FileSink */.U(this.path);
        this.fileStart = this.file.written;
        for (const part of this.parts)
            this.file.text(part);
        this.parts = [];
    }
    /**
     * Encodes an item's text straight into a block: one allocation per megabyte, not per item (a
     * buffer per item made thousands of external allocations for the collector to chase).
     */
    keep(text, length) {
        if (length > BLOCK_BYTES)
            return Buffer.from(text, 'utf8');
        if (this.blockUsed + length > this.block.length) {
            this.block = Buffer.allocUnsafe(BLOCK_BYTES);
            this.blockUsed = 0;
        }
        const start = this.blockUsed;
        this.blockUsed += this.block.write(text, start, length, 'utf8');
        return this.block.subarray(start, this.blockUsed);
    }
}

// EXTERNAL MODULE: ./src/project/xml-text.ts
var xml_text = __webpack_require__(44566);
;// CONCATENATED MODULE: ./src/project/item-writer.ts
// Writes an item element into project.xml the way the engine does: it loads every fragment
// (white space between elements dropped) and writes the document with an indenting XmlTextWriter
// (4 spaces, CRLF). So:
// - an element starts on a new line indented 4 spaces per depth (items at depth 1), unless its
//   parent holds text or CDATA ("mixed content": then nothing inside it is indented);
// - `<a/>` is written `<a />`; `<a></a>` keeps its end tag, on a line of its own;
// - attribute values in double quotes, `& < > "` and line breaks escaped; text with `& < >`
//   escaped; CDATA, comments and processing instructions as they are;
// - every line break, inside text and CDATA too, is CRLF: the Source Control screen saves on
//   Windows, and a checkout on Linux has LF where Acumatica's export has CRLF.

const NEWLINE = '\r\n';
const INDENT = '    ';
/** Written out when this many characters are waiting (a huge CDATA costs no more memory). */
const FLUSH_CHARS = 64 * 1024;
/** Receives the nodes of an XML document (one item element) and writes them re-indented. */
class ItemWriter {
    sink;
    depth;
    out = '';
    pendingText = '';
    stack = [];
    /** `depth`: the depth of the elements written at the top (1 for items of project.xml). */
    constructor(sink, depth = 1) {
        this.sink = sink;
        this.depth = depth;
    }
    /** True when no element is open. */
    get idle() {
        return this.stack.length === 0;
    }
    open(name, attributes, selfClosing) {
        this.flushText();
        const parent = this.stack.at(-1);
        if (parent)
            this.closeStartTag(parent);
        const mixed = parent?.mixed ?? false;
        let tag = mixed ? '<' : `${NEWLINE}${INDENT.repeat(this.depth + this.stack.length)}<`;
        tag += name;
        for (const attribute in attributes) {
            tag += ` ${attribute}="${(0,xml_text/* escapeAttribute */.Gj)(attributes[attribute])}"`;
        }
        this.out += tag;
        const space = attributes['xml:space'];
        this.stack.push({
            name,
            mixed,
            startOpen: true,
            selfClosing,
            preserveSpace: space === undefined ? (parent?.preserveSpace ?? false) : space === 'preserve'
        });
    }
    close() {
        this.flushText();
        const frame = this.stack.pop();
        if (!frame)
            return;
        if (frame.startOpen) {
            if (frame.selfClosing) {
                this.out += ' />';
                this.flushIfLarge();
                return;
            }
            this.out += '>';
        }
        if (!frame.mixed)
            this.out += NEWLINE + INDENT.repeat(this.depth + this.stack.length);
        this.out += `</${frame.name}>`;
        this.flushIfLarge();
    }
    text(text) {
        this.pendingText += text;
    }
    cdata(text) {
        this.flushText();
        this.markMixed();
        this.append(`<![CDATA[${crlf(text)}]]>`);
    }
    comment(text) {
        this.node(`<!--${crlf(text)}-->`);
    }
    processingInstruction(target, body) {
        this.node(body === '' ? `<?${target}?>` : `<?${target} ${crlf(body)}?>`);
    }
    /** Writes out what is waiting (call at the end of each item). */
    flush() {
        if (this.out !== '')
            this.sink.text(this.out);
        this.out = '';
    }
    node(markup) {
        this.flushText();
        const frame = this.stack.at(-1);
        if (!frame)
            return;
        this.closeStartTag(frame);
        if (!frame.mixed)
            this.out += NEWLINE + INDENT.repeat(this.depth + this.stack.length);
        this.append(markup);
    }
    /** Text is written once the next node shows where it ends; white space alone is dropped. */
    flushText() {
        const text = this.pendingText;
        if (text === '')
            return;
        this.pendingText = '';
        const frame = this.stack.at(-1);
        if (!frame || (!frame.preserveSpace && isWhiteSpace(text)))
            return;
        this.markMixed();
        this.append(escapeText(text));
    }
    markMixed() {
        const frame = this.stack.at(-1);
        if (!frame)
            return;
        this.closeStartTag(frame);
        frame.mixed = true;
    }
    closeStartTag(frame) {
        if (!frame.startOpen)
            return;
        frame.startOpen = false;
        this.out += '>';
    }
    append(text) {
        this.out += text;
        if (this.out.length >= FLUSH_CHARS)
            this.flush();
    }
    flushIfLarge() {
        if (this.out.length >= FLUSH_CHARS)
            this.flush();
    }
}
function isWhiteSpace(text) {
    return /^[ \t\r\n]*$/.test(text);
}
/** Every line break (LF, CR or CRLF) as CRLF. */
function crlf(text) {
    if (text.indexOf('\r') < 0) {
        return text.indexOf('\n') < 0 ? text : text.replaceAll('\n', NEWLINE);
    }
    // Saved on Windows, it is CRLF already: a search costs less than a copy.
    if (allCrlf(text))
        return text;
    return text.replace(/\r\n?|\n/g, NEWLINE);
}
/**
 * No CR without an LF after it and no LF without a CR before it. indexOf jumps from break to
 * break (a look-behind regex tries every character: it was a tenth of the parsing time).
 */
function allCrlf(text) {
    let at = text.indexOf('\r');
    while (at >= 0) {
        if (text.charCodeAt(at + 1) !== 0x0a)
            return false;
        at = text.indexOf('\r', at + 2);
    }
    at = text.indexOf('\n');
    while (at >= 0) {
        if (text.charCodeAt(at - 1) !== 0x0d)
            return false;
        at = text.indexOf('\n', at + 1);
    }
    return true;
}
function escapeText(text) {
    if (!/[&<>\r\n]/.test(text))
        return text;
    return crlf(text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
}

// EXTERNAL MODULE: ./src/package/project-defaults.ts
var project_defaults = __webpack_require__(5484);
// EXTERNAL MODULE: ./src/package/walk.ts + 1 modules
var walk = __webpack_require__(96832);
// EXTERNAL MODULE: ./src/project/xml-scan.ts
var xml_scan = __webpack_require__(7672);
// EXTERNAL MODULE: ./src/package/zip.ts + 5 modules
var zip = __webpack_require__(79686);
// EXTERNAL MODULE: ./src/zip/entry-order.ts
var entry_order = __webpack_require__(7342);
;// CONCATENATED MODULE: ./src/package/source-control.ts
// A source-control folder (_project/ with ProjectMetadata.xml and one XML fragment per item,
// plus the project's files) -> a customization package, the way Acumatica's
// `PX.CommandLine.exe /method BuildProject` assembles it, on any runner:
//
// - project.xml first: <Customization level description product-version> holding the root
//   element of every fragment, re-indented as the engine writes it (item-writer.ts), plus a
//   <File> item for each file outside _project/ (a <File> fragment naming that file is used
//   instead), or a <PerTenantFile> item for files under FrontendSources\screen\src\development\;
//   Automation sub-items inside their container, never at the top; items of equal key once (the
//   last wins), sorted by key as the engine sorts them (item-order.ts);
// - then each file under its AppRelativePath in the key order of its item, per-tenant files last.
//
// Two passes, memory bounded: the first parses every fragment once (checking it, reading its key)
// and keeps its element, re-indented, in the spool (memory up to a budget, then a file beside the
// package); the second writes project.xml from the spool in key order and zips it and the files.

















/** The per-tenant folder as an AppRelativePath begins. */
const DEVELOPMENT_PREFIX = (0,app_path/* toAppRelativePath */.gN)(app_path/* DEVELOPMENT_FOLDER */.rW);
const PROJECT_FOLDER = '_project/';
const source_control_INDENT = '    ';
/**
 * Checks a source-control folder without writing anything: ProjectMetadata.xml is there and
 * readable, every fragment is well-formed XML and a known item. Throws a PackageError naming the
 * file (and line and column). Meant for checking inputs before any request (the build does the
 * same checks).
 */
async function checkSourceControlFolder(folder, options) {
    const { metadata, items, fragments, warnings } = await plan(folder, options, undefined);
    return { metadata, items, fragments, warnings };
}
/** Builds the package of a source-control folder at `options.outputPath`. */
async function buildSourceControlPackage(folder, options) {
    const prepared = await prepareSourceControlPackage(folder, options);
    try {
        return await prepared.build(options);
    }
    finally {
        await prepared.remove();
    }
}
/**
 * The first pass of the build, which is also the folder's check: every fragment parsed once,
 * its element kept in the spool (memory up to `spoolBudget` bytes, then a file beside the
 * package), so that the check before any request, the lint and the build share one read.
 * Throws a PackageError as checkSourceControlFolder does (and leaves no spool behind).
 */
async function prepareSourceControlPackage(folder, options) {
    const outputPath = external_node_path_default().resolve(options.outputPath);
    await (0,promises_.mkdir)(external_node_path_default().dirname(outputPath), { recursive: true });
    const spool = new ItemSpool(`${outputPath}.items`, options.spoolBudget);
    let built;
    try {
        try {
            built = await plan(folder, options, {
                spool,
                skipRealPath: await (0,zip/* outputRealPath */.tZ)(outputPath),
                observer: options.observer
            });
        }
        finally {
            spool.close();
        }
    }
    catch (error) {
        await spool.remove();
        throw error;
    }
    const { metadata, items, fragments } = built;
    return {
        check: { metadata, items, fragments, warnings: [...built.warnings] },
        build: async (root) => {
            const projectXml = `${outputPath}.project.xml`;
            try {
                const level = root.level ?? built.metadata.level;
                const description = root.description ?? built.metadata.description ?? '';
                const size = writeProjectXml(projectXml, spool, built.sorted, {
                    level: level === undefined ? '' : String(level),
                    description,
                    productVersion: root.productVersion
                });
                const warnings = [...built.warnings];
                const sources = zipSources(projectXml, size, built.sorted, warnings);
                const info = await (0,zip/* writeZip */.zy)(outputPath, sources, root);
                return { ...info, warnings };
            }
            finally {
                await (0,promises_.rm)(projectXml, { force: true });
            }
        },
        remove: () => spool.remove()
    };
}
async function plan(folder, options, build) {
    const metadata = (0,project_defaults/* readProjectMetadata */.Nx)(folder);
    const files = await (0,walk/* listProjectFiles */.R)(folder, (0,exclude/* compileExclude */.M)(options.exclude), build?.skipRealPath);
    const warnings = [];
    const items = new Map();
    /** <File> fragments by the path they name: used when that file is added. */
    const fileFragments = new Map();
    /** Keys of file items by path (any case), so that an include replaces a folder file. */
    const fileKeys = new Map();
    /** Automation sub-item fragments by their container's key, then by their own key. */
    const subItems = new SubItemGroups();
    let fragments = 0;
    const content = [];
    for (const file of files) {
        if (!file.zipPath.startsWith(PROJECT_FOLDER)) {
            content.push(file);
            build?.observer?.file(file);
            continue;
        }
        const name = file.zipPath.slice(PROJECT_FOLDER.length);
        if (name.toLowerCase() === 'projectmetadata.xml')
            continue;
        if (name.includes('/') || !name.toLowerCase().endsWith('.xml')) {
            build?.observer?.file(file);
            warnings.push(`${file.zipPath} is not an XML fragment of _project/ (BuildProject reads only the files directly in _project/): left out of the package.`);
            continue;
        }
        fragments++;
        const { item, attributes } = readFragment(file, name, build?.spool, build?.observer);
        if (item.rootName === 'File') {
            const appRelativePath = attributes['AppRelativePath'] ?? '';
            const escape = (0,app_path/* escapeReason */.Gb)(appRelativePath);
            if (escape) {
                throw new errors/* PackageError */.J(`project-path: ${file.zipPath} names the file "${appRelativePath}", whose path ${escape}: it would land outside the website folder. Fix the fragment's AppRelativePath.`);
            }
            fileFragments.set((0,app_path/* samePathKey */.tT)(appRelativePath), { item, appRelativePath });
        }
        else if ((0,item_key/* isAutomationSubItem */.bg)(item.rootName)) {
            const warning = subItems.add(item, attributes);
            if (warning)
                warnings.push(warning);
        }
        else if (item.rootName !== 'PerTenantFile') {
            // PerTenantFile fragments are made again from the files, as BuildProject does.
            items.set(item.key, item);
        }
    }
    // Sub-items go inside their container: dropped when it holds them already (the Source Control
    // screen saves them both ways), else nested into it, or into a container made for them.
    const containerOf = (key) => {
        const container = items.get(key);
        return container?.kind === 'fragment' ? container : undefined;
    };
    for (const { containerKey, items: lacking } of subItems.missing(key => containerOf(key)?.heldSubItems)) {
        const missing = (0,item_order/* sortByItemKey */.yV)(lacking, item => item.key);
        const container = containerOf(containerKey);
        if (container)
            container.nested = missing;
        else
            items.set(containerKey, { kind: 'container', key: containerKey, nested: missing });
    }
    const addFile = (relative, source) => {
        const pathKey = (0,app_path/* samePathKey */.tT)(relative);
        const declared = fileFragments.get(pathKey);
        let item;
        if (declared) {
            // The fragment's element and its spelling of the path, as BuildProject keeps them.
            item = {
                kind: 'file',
                key: `File#${declared.appRelativePath}`,
                element: declared.item,
                zipPath: (0,app_path/* toZipPath */.Eb)(declared.appRelativePath),
                source,
                perTenant: false
            };
        }
        else {
            const appRelativePath = (0,app_path/* toAppRelativePath */.gN)(relative);
            const perTenant = appRelativePath.toLowerCase().startsWith(DEVELOPMENT_PREFIX.toLowerCase());
            if (perTenant) {
                const inDevelopment = appRelativePath.slice(DEVELOPMENT_PREFIX.length);
                item = {
                    kind: 'file',
                    key: `PerTenantFile#${inDevelopment}`,
                    element: {
                        tag: 'PerTenantFile',
                        appRelativePath: inDevelopment,
                        screenId: screenIdOf(inDevelopment)
                    },
                    zipPath: (0,app_path/* toZipPath */.Eb)(inDevelopment),
                    source,
                    perTenant
                };
            }
            else {
                item = {
                    kind: 'file',
                    key: `File#${appRelativePath}`,
                    element: { tag: 'File', appRelativePath },
                    zipPath: (0,app_path/* toZipPath */.Eb)(appRelativePath),
                    source,
                    perTenant
                };
            }
        }
        const earlier = fileKeys.get(pathKey);
        if (earlier !== undefined)
            items.delete(earlier);
        fileKeys.set(pathKey, item.key);
        items.set(item.key, item);
    };
    for (const file of content)
        addFile(file.zipPath, file);
    for (const file of options.include ?? []) {
        addFile(file.zipPath, {
            zipPath: file.zipPath,
            readPath: file.source,
            size: file.size,
            origin: `include line ${file.line}: ${file.zipPath}`
        });
    }
    for (const [pathKey, { item }] of fileFragments) {
        if (!fileKeys.has(pathKey)) {
            warnings.push(`${item.origin} names ${item.key.slice('File#'.length)}, which is not in the folder (nor in include): left out, as BuildProject does.`);
        }
    }
    if (items.size === 0) {
        throw new errors/* PackageError */.J(`project-path "${folder}" is a source-control folder with no items: _project/ holds no fragment but ProjectMetadata.xml and there are no files. Importing it would empty the project.`);
    }
    const sorted = (0,item_order/* sortByItemKey */.yV)(items.values(), item => item.key);
    return { metadata, items: sorted.length, fragments, warnings, sorted };
}
/**
 * Parses one fragment: checks it, reads its key, and (building) writes its element re-indented
 * to the spool. Refuses what the engine's build fails on, naming the file.
 */
function readFragment(file, name, spool, observer) {
    const { readPath, zipPath: origin } = file;
    spool?.begin();
    const writer = spool && new ItemWriter(spool);
    const held = new HeldSubItems(writer, name);
    const sink = observer ? new TeeSink(held, observer.fragment(file, name)) : held;
    // The lint needs lines, which only saxes' way gives (the fast reader's would be the same nodes).
    const scanned = scanFragment(readPath, origin, { sink, size: file.size, whole: !observer });
    writer?.flush();
    const { root, outsideRoot } = scanned;
    if (outsideRoot !== undefined) {
        throw new errors/* PackageError */.J(`project-path: ${origin} has ${outsideRoot} outside its root element <${root.name}>, which BuildProject cannot build (it reads every top-level node as an item). Remove it, or save the project again from the Source Control screen.`);
    }
    if (!(0,item_key/* isItemElement */.wg)(root.name)) {
        throw new errors/* PackageError */.J(`project-path: ${origin} holds a <${root.name}> element, which is not a customization item the engine knows (its build fails on it). Fix or remove the fragment, or leave it out with exclude.`);
    }
    const item = {
        kind: 'fragment',
        key: (0,item_key/* itemKey */.Dh)(root, name),
        rootName: root.name,
        readPath,
        origin,
        spooled: spool?.end() ?? { bytes: Buffer.alloc(0) }
    };
    if (held.keys.size > 0)
        item.heldSubItems = held.keys;
    observer?.fragmentRead(file, name);
    return { item, attributes: root.attributes };
}
/** One scan, two readers: the build's and an observer's (the lint's). */
class TeeSink {
    first;
    second;
    constructor(first, second) {
        this.first = first;
        this.second = second;
    }
    open(name, attributes, selfClosing, line) {
        this.first.open(name, attributes, selfClosing, line);
        this.second.open(name, attributes, selfClosing, line);
    }
    close() {
        this.first.close();
        this.second.close();
    }
    text(text) {
        this.first.text(text);
        this.second.text(text);
    }
    cdata(text, line) {
        this.first.cdata(text, line);
        this.second.cdata(text, line);
    }
    comment(text) {
        this.first.comment(text);
        this.second.comment(text);
    }
    processingInstruction(target, body) {
        this.first.processingInstruction(target, body);
        this.second.processingInstruction(target, body);
    }
}
function scanFragment(readPath, displayName, options) {
    try {
        return (0,xml_scan/* scanXmlFile */.F5)(readPath, displayName, { whole: true, ...options });
    }
    catch (error) {
        if (error instanceof xml_scan/* XmlFileError */.a7) {
            throw new errors/* PackageError */.J(`project-path: ${error.message} Fix the fragment (or save the project again from the Source Control screen), or leave it out with exclude.`, { cause: error });
        }
        throw error;
    }
}
/**
 * The screen of a per-tenant file, as the engine reads it from the development-relative path:
 * an 8-letter-or-digit prefix followed by `.` or `_`, else the last folder of 8 letters or digits.
 */
function screenIdOf(inDevelopment) {
    const parts = inDevelopment.split('\\');
    const fileName = parts.at(-1) ?? '';
    const eight = /^[\p{L}\p{Nd}]{8}$/u;
    if (fileName.length >= 9) {
        const prefix = inDevelopment.slice(0, 8);
        const next = inDevelopment[8];
        if (eight.test(prefix) && (next === '.' || next === '_'))
            return prefix.toUpperCase();
    }
    const folder = parts
        .slice(0, -1)
        .filter(part => eight.test(part))
        .at(-1);
    return folder?.toUpperCase();
}
function writeProjectXml(outPath, spool, items, root) {
    const sink = new file_sink/* FileSink */.U(outPath);
    try {
        spool.read(copy => writeItems(sink, items, root, copy));
    }
    catch (error) {
        if (error instanceof errors/* PackageError */.J)
            throw error;
        throw new errors/* PackageError */.J(`project.xml cannot be written: ${(0,errors/* messageOf */.b)(error)}`, { cause: error });
    }
    finally {
        sink.close();
    }
    return sink.written;
}
function writeItems(sink, items, root, copy) {
    sink.text(`<Customization level="${attribute(root.level, 'level')}" description="${attribute(root.description, 'The project description')}" product-version="${attribute(root.productVersion, 'product-version')}">`);
    for (const item of items) {
        const element = item.kind === 'file' ? item.element : item;
        if ('tag' in element) {
            const where = `The path ${element.appRelativePath}`;
            const screen = element.screenId === undefined ? '' : ` ScreenId="${attribute(element.screenId, where)}"`;
            sink.text(`${NEWLINE}${source_control_INDENT}<${element.tag} AppRelativePath="${attribute(element.appRelativePath, where)}"${screen} />`);
        }
        else if (element.kind === 'container') {
            const writer = new ItemWriter(sink);
            writer.open('Automation', { screen: (0,item_key/* automationScreenOf */.VP)(element.key) }, true);
            writeNested(writer, element.nested);
            writer.close();
            writer.flush();
        }
        else if (element.nested) {
            const writer = new ItemWriter(sink);
            const nested = element.nested;
            scanFragment(element.readPath, element.origin, {
                sink: new NestingSink(writer, () => writeNested(writer, nested))
            });
            writer.flush();
        }
        else if (!copy(element.spooled, sink)) {
            throw new errors/* PackageError */.J(`project-path: the items written for ${element.origin} were lost.`);
        }
    }
    sink.text(`${NEWLINE}</Customization>`);
}
/** Writes sub-item fragments (parsed again) inside the open container. */
function writeNested(writer, nested) {
    for (const item of nested)
        scanFragment(item.readPath, item.origin, { sink: writer });
}
/** Passes a container's nodes to the writer, and its sub-items just before its end tag. */
class NestingSink {
    writer;
    beforeRootEnd;
    depth = 0;
    constructor(writer, beforeRootEnd) {
        this.writer = writer;
        this.beforeRootEnd = beforeRootEnd;
    }
    open(name, attributes, selfClosing) {
        this.depth++;
        this.writer.open(name, attributes, selfClosing);
    }
    close() {
        if (--this.depth === 0)
            this.beforeRootEnd();
        this.writer.close();
    }
    text(text) {
        this.writer.text(text);
    }
    cdata(text) {
        this.writer.cdata(text);
    }
    comment(text) {
        this.writer.comment(text);
    }
    processingInstruction(target, body) {
        this.writer.processingInstruction(target, body);
    }
}
const attribute = file_sink/* xmlAttribute */.I;
/**
 * project.xml, then the files as the engine writes them: File items in the key order of
 * project.xml (`items` is sorted so), then PerTenantFile items. A File item and a PerTenantFile
 * item on one path (2025 R2 packages hold both) share one entry, the File item's.
 */
function zipSources(projectXml, size, items, warnings) {
    const sources = [
        { zipPath: entry_order/* PROJECT_XML */.a8, readPath: projectXml, size, origin: 'project.xml (built)' }
    ];
    const written = new Map();
    for (const perTenant of [false, true]) {
        for (const item of items) {
            if (item.kind !== 'file' || item.perTenant !== perTenant)
                continue;
            const pathKey = (0,app_path/* samePathKey */.tT)(item.zipPath);
            const earlier = written.get(pathKey);
            if (earlier) {
                if (earlier.size !== item.source.size)
                    warnings.push(sharedEntryWarning(earlier, item));
                continue;
            }
            const source = { ...item.source, zipPath: item.zipPath };
            written.set(pathKey, source);
            sources.push(source);
        }
    }
    return sources;
}
function sharedEntryWarning(earlier, item) {
    const name = (source) => source.origin ?? `project-path: ${source.zipPath}`;
    return `${name(item.source)} and ${name(earlier)} are one entry of the package (${item.zipPath}), but their sizes differ: the package holds ${name(earlier)}. Make the two files the same.`;
}


/***/ }),

/***/ 96832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ listProjectFiles)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/package/errors.ts
var errors = __webpack_require__(4165);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: ./src/package/workspace.ts
var workspace = __webpack_require__(89237);
// EXTERNAL MODULE: ./src/zip/entry-order.ts
var entry_order = __webpack_require__(7342);
;// CONCATENATED MODULE: ./src/package/file-list.ts


/** The files of a project, as the walk finds them, sorted before the zip is written. */
class FileList {
    files = [];
    /** Real paths of the folders the files are in (one string per folder, not per file). */
    folders = [];
    get length() {
        return this.files.length;
    }
    /** Registers a real folder path; returns the number to give `add` for its files. */
    addFolder(realFolder) {
        this.folders.push(realFolder);
        return this.folders.length - 1;
    }
    /** A file whose name on disk is the last part of `zipPath`, in the folder `folder`. */
    add(zipPath, folder, size) {
        const name = zipPath.slice(zipPath.lastIndexOf('/') + 1);
        this.files.push({ zipPath, readPath: inFolder(this.folders[folder], name), size });
    }
    /** A file listed under a link's path, read from the link's real target. */
    addLinked(zipPath, realFile, size) {
        this.files.push({ zipPath, readPath: realFile, size });
    }
    /**
     * Orders the files in the entry order of every package (src/zip/entry-order.ts): by rank, then
     * by the UTF-8 bytes of their zip path (the same as by code point).
     */
    sort() {
        const ranked = this.files.map(file => ({
            file,
            rank: (0,entry_order/* entryRank */.J8)(file.zipPath),
            bytes: Buffer.from(file.zipPath, 'utf8')
        }));
        ranked.sort((a, b) => a.rank - b.rank || Buffer.compare(a.bytes, b.bytes));
        ranked.forEach((entry, i) => (this.files[i] = entry.file));
        return this;
    }
    [Symbol.iterator]() {
        return this.files[Symbol.iterator]();
    }
}
/** `folder` is a real path (no trailing separator but at the root); cheaper than path.join. */
function inFolder(folder, name) {
    return folder.endsWith((external_node_path_default()).sep) ? folder + name : folder + (external_node_path_default()).sep + name;
}

;// CONCATENATED MODULE: ./src/package/walk.ts






/**
 * Lists the files of `folder` to zip, sorted by the UTF-8 bytes of their zip path so the zip is
 * the same whatever order the file system lists them in.
 *
 * `.git` (folder, or the file a submodule has) is always left out, at any depth.
 *
 * Symbolic links: a link whose real target is outside the folder is refused, so a package can
 * never carry files from elsewhere on the runner. A link to a file or folder inside the folder
 * is followed and its content stored under the link's own path, as `zip -r` does; a folder link
 * that leads back to a folder being walked is refused rather than followed forever.
 */
async function listProjectFiles(folder, isExcluded, skipRealPath) {
    const root = projectRoot(folder);
    const files = new FileList();
    const walker = { root, isExcluded, skipRealPath, files };
    walkFolder(walker, root, '', new Set([root]));
    return files.sort();
}
// The walk is synchronous, like the zip writer: a promise and a request per file and folder were
// most of the garbage of listing a project of many files, and a stat takes microseconds.
function projectRoot(folder) {
    try {
        const root = (0,external_node_fs_.realpathSync)(folder);
        if ((0,external_node_fs_.statSync)(root).isDirectory())
            return root;
    }
    catch (error) {
        if (isNotFound(error)) {
            throw new errors/* PackageError */.J(`project-path "${folder}" does not exist. Check the path (relative to the workspace) and that the repository was checked out.`);
        }
        throw new errors/* PackageError */.J(`project-path "${folder}" cannot be read: ${(0,errors/* messageOf */.b)(error)}`, {
            cause: error
        });
    }
    throw new errors/* PackageError */.J(`project-path "${folder}" is not a folder. Give the folder that holds project.xml, or a ready-made zip as package.`);
}
function walkFolder(walker, realFolder, relativeFolder, ancestors) {
    // One entry at a time: a whole folder's entries at once would live through collections.
    let dir;
    try {
        dir = (0,external_node_fs_.opendirSync)(realFolder);
    }
    catch (error) {
        throw unreadable(relativeFolder || '.', error);
    }
    const folder = walker.files.addFolder(realFolder);
    try {
        for (;;) {
            let entry;
            try {
                entry = dir.readSync();
            }
            catch (error) {
                throw unreadable(relativeFolder || '.', error);
            }
            if (entry === null)
                break;
            addEntry(walker, entry, realFolder, folder, relativeFolder, ancestors);
        }
    }
    finally {
        dir.closeSync();
    }
}
function addEntry(walker, entry, realFolder, folder, relativeFolder, ancestors) {
    const name = entry.name;
    if (name.toLowerCase() === '.git')
        return;
    const relative = relativeFolder === '' ? name : `${relativeFolder}/${name}`;
    // A name like `..\..\x.dll` is one file on Linux and a way out of the website on Windows.
    const escape = /[\\:]/.test(name) ? (0,app_path/* escapeReason */.Gb)(relative) : undefined;
    if (escape && !walker.isExcluded(relative, entry.isDirectory())) {
        throw new errors/* PackageError */.J(`project-path contains ${relative}, whose path ${escape} once the instance reads \\ as a separator. Rename it, or add it to exclude.`);
    }
    if (entry.isSymbolicLink()) {
        addLink(walker, inFolder(realFolder, name), relative, ancestors);
    }
    else if (entry.isDirectory()) {
        if (walker.isExcluded(relative, true))
            return;
        const subfolder = inFolder(realFolder, name);
        walkFolder(walker, subfolder, relative, new Set(ancestors).add(subfolder));
    }
    else if (entry.isFile()) {
        if (walker.isExcluded(relative, false))
            return;
        const realFile = inFolder(realFolder, name);
        if (realFile === walker.skipRealPath)
            return;
        walker.files.add(relative, folder, sizeOf(realFile, relative));
    }
    else {
        refuseSpecial(relative);
    }
}
function sizeOf(realFile, relative) {
    try {
        return (0,external_node_fs_.statSync)(realFile).size;
    }
    catch (error) {
        throw unreadable(relative, error);
    }
}
function addLink(walker, link, relative, ancestors) {
    // Checked before the target, so that excluding a link is a way out of the refusals below.
    if (walker.isExcluded(relative, false) || walker.isExcluded(relative, true))
        return;
    let target;
    try {
        target = (0,external_node_fs_.realpathSync)(link);
    }
    catch (error) {
        let written = '?';
        try {
            written = (0,external_node_fs_.readlinkSync)(link);
        }
        catch {
            // the message says '?'
        }
        throw new errors/* PackageError */.J(`project-path contains a symbolic link whose target cannot be reached: ${relative} -> ${written} (${(0,errors/* messageOf */.b)(error)}). Remove the link or add it to exclude.`, { cause: error });
    }
    if (!(0,workspace/* isInside */.FK)(walker.root, target)) {
        throw new errors/* PackageError */.J(`project-path contains a symbolic link that points outside it: ${relative} -> ${target}. Copy the content into the project folder, or add the link to exclude.`);
    }
    // A link into a .git folder (the checkout's token is in its config) never enters, like .git.
    if ((0,workspace/* isUnderGit */.tr)(external_node_path_default().relative(walker.root, target)))
        return;
    let kind;
    try {
        kind = (0,external_node_fs_.lstatSync)(target);
    }
    catch (error) {
        throw unreadable(relative, error);
    }
    if (kind.isDirectory()) {
        if (ancestors.has(target)) {
            throw new errors/* PackageError */.J(`project-path contains a symbolic link that leads back to a folder that holds it: ${relative} -> ${target}. Remove the link or add it to exclude.`);
        }
        walkFolder(walker, target, relative, new Set(ancestors).add(target));
    }
    else if (kind.isFile()) {
        if (target === walker.skipRealPath)
            return;
        walker.files.addLinked(relative, target, kind.size);
    }
    else {
        refuseSpecial(relative);
    }
}
function refuseSpecial(relative) {
    throw new errors/* PackageError */.J(`project-path contains ${relative}, which is neither a file, a folder nor a symbolic link (a socket, pipe or device). Remove it or add it to exclude.`);
}
function unreadable(relative, error) {
    return new errors/* PackageError */.J(`project-path: cannot read ${relative}: ${(0,errors/* messageOf */.b)(error)}. Check its permissions, or add it to exclude.`, { cause: error });
}
function isNotFound(error) {
    return error?.code === 'ENOENT';
}


/***/ }),

/***/ 89237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   tq: () => (/* binding */ outsideWorkspace),
/* harmony export */   tr: () => (/* binding */ isUnderGit)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Only the workspace goes into a package: a path the inputs name (project-path, package,
// include sources) must resolve, links followed, inside GITHUB_WORKSPACE, and nothing under a
// `.git` folder ever enters (it holds the checkout's token in its config).


/** `target` is `root` or below it (both real paths). */
function isInside(root, target) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, target);
    return (relative === '' ||
        (relative !== '..' && !relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative)));
}
/** A path with a `.git` folder among its parts (any letter case: Windows and macOS ignore it). */
function isUnderGit(realPath) {
    return realPath.split(/[\\/]/).some(part => part.toLowerCase() === '.git');
}
/**
 * Why `resolved` may not go into a package, or undefined when it may: it resolves (links
 * followed) outside `workspace`, or into a `.git` folder. A path that does not exist is left to
 * the caller's own check.
 */
function outsideWorkspace(resolved, workspace) {
    let real;
    let root;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(resolved);
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    }
    catch {
        return undefined;
    }
    if (!isInside(root, real)) {
        return `resolves to ${real}, outside the workspace (${root}): only files of the repository's checkout go into a package. Copy the file into the workspace in an earlier step`;
    }
    if (isUnderGit(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, real))) {
        return `resolves to ${real}, inside a .git folder, which holds the checkout's credentials: it never goes into a package`;
    }
    return undefined;
}


/***/ }),

/***/ 79686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tZ: () => (/* binding */ outputRealPath),
  zy: () => (/* binding */ writeZip),
  p6: () => (/* binding */ zipProjectFolder)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/zip/source-errors.ts
// What can go wrong with one file being added to a zip, as opposed to writing the zip itself:
// the caller turns these into messages that name the file and where it came from (`entry` is
// the very object it passed in).
/** Opening or reading a file to add failed. */
class SourceReadError extends Error {
    entry;
    constructor(entry, cause) {
        super(cause?.message ?? String(cause), { cause });
        this.entry = entry;
        this.name = 'SourceReadError';
    }
}
/** A file did not hold the number of bytes it was listed with (it changed in between). */
class SourceChangedError extends Error {
    entry;
    read;
    constructor(entry, read) {
        super(`${entry.readPath}: ${entry.size} bytes listed, ${read} read`);
        this.entry = entry;
        this.read = read;
        this.name = 'SourceChangedError';
    }
}

;// CONCATENATED MODULE: ./src/zip/compression.ts


/** zip's "method" field: stored as is, or deflated. */
const STORED = 0;
const DEFLATED = 8;
/**
 * zlib level for content worth deflating. 6 is zip's own default: the package is as small as one
 * made with `zip -r`. Level 1 packages the 1 GB benchmark folder in half the time but makes the
 * package 2.5 % bigger, a loss on any upload slower than about 10 MB/s (docs/performance.md).
 */
const DEFLATE_LEVEL = 6;
/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const COMPRESSED_EXTENSIONS = new Set([
    '7z', 'avif', 'br', 'bz2', 'cab', 'docx', 'gif', 'gz', 'jar', 'jpeg', 'jpg', 'mp3', 'mp4',
    'nupkg', 'ogg', 'png', 'pptx', 'rar', 'snupkg', 'tgz', 'webm', 'webp', 'woff', 'woff2', 'xlsx',
    'xz', 'zip', 'zst'
]); // prettier-ignore
/** Files smaller than this are deflated without a look: the cost either way is tiny. */
const SAMPLE_FROM_SIZE = 256 * 1024;
const SAMPLE_BYTES = 64 * 1024;
/**
 * The choice depends only on a file's name and content, so the same folder always gives the
 * same zip. Known compressed formats are stored. A big file of another name is sampled (64 KiB
 * at its start and middle): when its bytes are spread evenly over all 256 values, as in
 * compressed, encrypted or random data, deflate cannot shrink it and it is stored too, which
 * saves most of the time `zip -r` spends on such files. Executables, DLLs and text are far from
 * even (see docs/performance.md) and are deflated.
 *
 * The sample buffer is reused, so choosing allocates next to nothing per file. One chooser
 * serves one zip at a time.
 */
function createCompressionChooser() {
    const sample = Buffer.allocUnsafe(SAMPLE_BYTES);
    const counts = new Uint32Array(256);
    return entry => {
        const { zipPath, readPath, size } = entry;
        const dot = zipPath.lastIndexOf('.');
        const extension = dot > zipPath.lastIndexOf('/') ? zipPath.slice(dot + 1).toLowerCase() : '';
        if (COMPRESSED_EXTENSIONS.has(extension))
            return STORED;
        if (size < SAMPLE_FROM_SIZE)
            return DEFLATED;
        counts.fill(0);
        let sampled = 0;
        // Synchronous: two small reads, no promise or stream per file.
        try {
            const fd = (0,external_node_fs_.openSync)(readPath, 'r');
            try {
                for (const position of [0, Math.floor(size / 2)]) {
                    const bytesRead = (0,external_node_fs_.readSync)(fd, sample, 0, SAMPLE_BYTES, position);
                    for (let i = 0; i < bytesRead; i++)
                        counts[sample[i]]++;
                    sampled += bytesRead;
                }
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        }
        catch (error) {
            throw new SourceReadError(entry, error);
        }
        return looksEven(counts, sampled) ? STORED : DEFLATED;
    };
}
/**
 * True when 256 * sum(count^2) / n^2 < 1.05: 1 for perfectly even bytes (random data and
 * compressed formats measure 1.00 to 1.01), 8 to 90 for executables and text. Integer arithmetic
 * (exact below 2^53), so every platform decides the same.
 */
function looksEven(counts, sampled) {
    if (sampled === 0)
        return false;
    let squares = 0;
    for (const count of counts)
        squares += count * count;
    return 20 * 256 * squares < 21 * sampled * sampled;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/zip/zip-writer.ts






/**
 * A zip file written front to back through two reused buffers, its SHA-256 taken from the bytes
 * on their way to disk.
 *
 * Why not yazl: yazl pipes every entry through a chain of streams with a deflater of its own,
 * and each chunk read is a new buffer. The buffers die young, but V8 collects them late, so the
 * peak memory grows with the package and its number of files (255 MiB at 1 GB against 107 MiB
 * here, `npm run bench`, docs/performance.md). Here every file is read into the same buffer and
 * written out before the next read, and records are written in place into the output buffer:
 * memory stays flat. Reads and writes are synchronous (local
 * files, mostly in the page cache): a promise per chunk and a FileHandle per file would be
 * garbage again, by the thousand on projects with many files. Only deflate runs off the main
 * thread, and the loop yields to the event loop regularly so that signals are still handled.
 *
 * The records are laid out as yazl lays them out (local header with bit 3 and sizes after the
 * data, a data descriptor with its signature, ZIP64 only where needed), a layout zip readers
 * handle well.
 */
const BUFFER_BYTES = 1024 * 1024;
/** UNIX (3), spec 6.3: external attributes then carry the Unix mode, as yazl writes them. */
const VERSION_MADE_BY = (3 << 8) | 63;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
/** Bit 3: CRC and sizes follow the data (they are not known before); bit 11: UTF-8 names. */
const FLAGS = 0x0008 | 0x0800;
/** Every entry: 1980-01-01 00:00 (DOS fields), mode 0644, so only names and content matter. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0;
/** Values above this do not fit the 32-bit fields (0xffffffff means "see ZIP64"). */
const MAX_32 = 0xfffffffe;
const MAX_16 = 0xfffe;
/** Bytes read between two yields to the event loop. */
const YIELD_EVERY = 16 * 1024 * 1024;
/** The central directory starts this big and doubles when full. */
const CENTRAL_START_BYTES = 64 * 1024;
const EMPTY = Buffer.alloc(0);
class ZipWriter {
    level;
    forceZip64;
    hash = (0,external_node_crypto_.createHash)('sha256');
    /** Records and small chunks gather here, so that small files do not cost a write each. */
    output = Buffer.allocUnsafe(BUFFER_BYTES);
    input = Buffer.allocUnsafe(BUFFER_BYTES);
    outputLength = 0;
    /** Bytes of the zip so far, buffered ones included: the offset of the next record. */
    length = 0;
    readSinceYield = 0;
    /**
     * The central directory, written record by record as each entry is done. Kept as bytes rather
     * than an object per entry: held until the end, such objects are copied by every young
     * collection they live through, which grows V8's young generation (docs/performance.md).
     */
    central = Buffer.allocUnsafe(CENTRAL_START_BYTES);
    centralLength = 0;
    entries = 0;
    openDeflater;
    /** Deflated output not yet appended. */
    produced = [];
    fd;
    constructor(fd, level, forceZip64) {
        this.level = level;
        this.forceZip64 = forceZip64;
        this.fd = fd;
    }
    /**
     * `level`: the zlib level of deflated entries. `forceZip64` writes ZIP64 records even for a
     * small zip (for tests of that layout).
     */
    static create(path, options) {
        return new ZipWriter((0,external_node_fs_.openSync)(path, 'w'), options.level, options.forceZip64 ?? false);
    }
    /**
     * Adds the file of `entry`, deflated or stored. Returns the bytes read, so the caller can tell
     * a file that changed since it was listed. The name must fit (65535 bytes of UTF-8).
     */
    async addFile(entry, method) {
        const name = entry.zipPath;
        const nameLength = Buffer.byteLength(name, 'utf8');
        if (nameLength > 0xffff)
            throw new Error(`a zip entry name of ${nameLength} bytes`);
        const offset = this.length;
        this.writeLocalHeader(name, nameLength, method);
        let source;
        try {
            source = (0,external_node_fs_.openSync)(entry.readPath, 'r');
        }
        catch (error) {
            throw new SourceReadError(entry, error);
        }
        const sums = { crc: 0, uncompressed: 0 };
        let compressed;
        try {
            compressed =
                method === STORED
                    ? await this.copy(source, entry, sums)
                    : await this.deflate(source, entry, sums);
        }
        finally {
            (0,external_node_fs_.closeSync)(source);
        }
        const { crc, uncompressed } = sums;
        const zip64 = this.forceZip64 || uncompressed > MAX_32 || compressed > MAX_32 || offset > MAX_32;
        this.writeDataDescriptor(crc, compressed, uncompressed, zip64);
        this.writeCentralRecord(name, nameLength, method, crc, compressed, uncompressed, offset, zip64);
        this.entries++;
        return uncompressed;
    }
    /** Writes the central directory and the end records, closes the file. */
    finish() {
        const directoryOffset = this.length;
        this.append(this.central.subarray(0, this.centralLength));
        this.writeEndRecords(directoryOffset, this.length - directoryOffset);
        this.flush();
        this.close();
        return { size: this.length, sha256: this.hash.digest('hex'), entries: this.entries };
    }
    /** Closes the file without finishing it (after a failure; the caller removes it). */
    abandon() {
        this.close();
    }
    close() {
        this.openDeflater?.destroy();
        this.openDeflater = undefined;
        if (this.fd !== undefined)
            (0,external_node_fs_.closeSync)(this.fd);
        this.fd = undefined;
    }
    /**
     * Reads the next chunk of `source` into the input buffer; an empty result is the end. Not a
     * promise per chunk: see `pause`.
     */
    read(source, entry) {
        let bytesRead;
        try {
            bytesRead = (0,external_node_fs_.readSync)(source, this.input, 0, this.input.length, null);
        }
        catch (error) {
            throw new SourceReadError(entry, error);
        }
        this.readSinceYield += bytesRead;
        return bytesRead === 0 ? EMPTY : this.input.subarray(0, bytesRead);
    }
    /** Every 16 MiB read, a turn of the event loop (signals); otherwise nothing to await. */
    pause() {
        if (this.readSinceYield < YIELD_EVERY)
            return undefined;
        this.readSinceYield = 0;
        return (0,external_node_timers_promises_.setImmediate)();
    }
    async copy(source, entry, sums) {
        for (;;) {
            const chunk = this.read(source, entry);
            if (chunk.length === 0)
                return sums.uncompressed;
            sums.crc = (0,external_node_zlib_.crc32)(chunk, sums.crc);
            sums.uncompressed += chunk.length;
            this.append(chunk);
            const pause = this.pause();
            if (pause)
                await pause;
        }
    }
    async deflate(source, entry, sums) {
        const deflater = this.deflater();
        let compressed = 0;
        const drain = () => {
            for (const chunk of this.produced.splice(0)) {
                compressed += chunk.length;
                this.append(chunk);
            }
        };
        for (;;) {
            const chunk = this.read(source, entry);
            if (chunk.length === 0)
                break;
            sums.crc = (0,external_node_zlib_.crc32)(chunk, sums.crc);
            sums.uncompressed += chunk.length;
            // The callback comes once zlib has consumed the chunk: only then is the buffer reused.
            await settle(callback => deflater.write(chunk, callback));
            drain();
            const pause = this.pause();
            if (pause)
                await pause;
        }
        // Z_FINISH ends this entry's deflate stream; reset() readies the same deflater for the next.
        await settle(callback => deflater.flush(external_node_zlib_.constants.Z_FINISH, () => callback(null)));
        if (deflater.readableLength > 0)
            await (0,external_node_timers_promises_.setImmediate)();
        drain();
        deflater.reset();
        return compressed;
    }
    /**
     * One deflater for the whole zip: a new one per entry would allocate zlib's state and output
     * buffer each time, garbage that grows the peak memory with the number of files.
     */
    deflater() {
        if (this.openDeflater)
            return this.openDeflater;
        const deflater = (0,external_node_zlib_.createDeflateRaw)({ level: this.level, chunkSize: 64 * 1024 });
        deflater.on('data', (chunk) => this.produced.push(chunk));
        deflater.on('error', () => undefined); // reported through the write callbacks
        this.openDeflater = deflater;
        return deflater;
    }
    append(bytes) {
        if (this.outputLength + bytes.length > this.output.length) {
            this.flush();
            // Big chunks (file data) go straight to disk instead of through the output buffer.
            if (bytes.length >= this.output.length / 2) {
                this.length += bytes.length;
                return this.write(bytes);
            }
        }
        bytes.copy(this.output, this.outputLength);
        this.outputLength += bytes.length;
        this.length += bytes.length;
    }
    /** Room for a record of `size` bytes at the end of the output buffer; returns its position. */
    reserve(size) {
        if (this.outputLength + size > this.output.length)
            this.flush();
        const at = this.outputLength;
        this.output.fill(0, at, at + size);
        this.outputLength += size;
        this.length += size;
        return at;
    }
    flush() {
        if (this.outputLength === 0)
            return;
        this.write(this.output.subarray(0, this.outputLength));
        this.outputLength = 0;
    }
    write(bytes) {
        if (this.fd === undefined)
            throw new Error('the zip is already closed');
        this.hash.update(bytes);
        for (let done = 0; done < bytes.length;) {
            done += (0,external_node_fs_.writeSync)(this.fd, bytes, done, bytes.length - done);
        }
    }
    writeLocalHeader(name, nameLength, method) {
        const out = this.output;
        const at = this.reserve(30 + nameLength);
        out.writeUInt32LE(0x04034b50, at);
        out.writeUInt16LE(VERSION_NEEDED, at + 4);
        out.writeUInt16LE(FLAGS, at + 6);
        out.writeUInt16LE(method, at + 8);
        out.writeUInt16LE(DOS_TIME, at + 10);
        out.writeUInt16LE(DOS_DATE, at + 12);
        // CRC-32 and both sizes stay 0: they follow the data (bit 3).
        out.writeUInt16LE(nameLength, at + 26);
        out.writeUInt16LE(0, at + 28);
        out.write(name, at + 30, 'utf8');
    }
    writeDataDescriptor(crc, compressed, size, zip64) {
        const out = this.output;
        const at = this.reserve(zip64 ? 24 : 16);
        out.writeUInt32LE(0x08074b50, at);
        out.writeUInt32LE(crc, at + 4);
        if (zip64) {
            out.writeBigUInt64LE(BigInt(compressed), at + 8);
            out.writeBigUInt64LE(BigInt(size), at + 16);
        }
        else {
            out.writeUInt32LE(compressed, at + 8);
            out.writeUInt32LE(size, at + 12);
        }
    }
    /** Room for `size` more bytes of central directory; returns their position. */
    reserveCentral(size) {
        if (this.centralLength + size > this.central.length) {
            const bigger = Buffer.allocUnsafe(Math.max(2 * this.central.length, this.centralLength + size));
            this.central.copy(bigger, 0, 0, this.centralLength);
            this.central = bigger;
        }
        const at = this.centralLength;
        this.central.fill(0, at, at + size);
        this.centralLength += size;
        return at;
    }
    writeCentralRecord(name, nameLength, method, crc, compressed, uncompressed, offset, zip64) {
        const extraLength = zip64 ? 28 : 0;
        const at = this.reserveCentral(46 + nameLength + extraLength);
        const out = this.central;
        const over = zip64 ? 0xffffffff : undefined;
        out.writeUInt32LE(0x02014b50, at);
        out.writeUInt16LE(VERSION_MADE_BY, at + 4);
        out.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, at + 6);
        out.writeUInt16LE(FLAGS, at + 8);
        out.writeUInt16LE(method, at + 10);
        out.writeUInt16LE(DOS_TIME, at + 12);
        out.writeUInt16LE(DOS_DATE, at + 14);
        out.writeUInt32LE(crc, at + 16);
        out.writeUInt32LE(over ?? compressed, at + 20);
        out.writeUInt32LE(over ?? uncompressed, at + 24);
        out.writeUInt16LE(nameLength, at + 28);
        out.writeUInt16LE(extraLength, at + 30);
        // comment length, disk number, internal attributes: 0
        out.writeUInt32LE(EXTERNAL_ATTRIBUTES, at + 38);
        out.writeUInt32LE(over ?? offset, at + 42);
        out.write(name, at + 46, 'utf8');
        if (zip64) {
            const extra = at + 46 + nameLength;
            out.writeUInt16LE(0x0001, extra);
            out.writeUInt16LE(24, extra + 2);
            out.writeBigUInt64LE(BigInt(uncompressed), extra + 4);
            out.writeBigUInt64LE(BigInt(compressed), extra + 12);
            out.writeBigUInt64LE(BigInt(offset), extra + 20);
        }
    }
    writeEndRecords(offset, size) {
        const out = this.output;
        const entries = this.entries;
        const zip64 = this.forceZip64 || entries > MAX_16 || offset > MAX_32 || size > MAX_32;
        if (zip64) {
            const record = this.reserve(56);
            out.writeUInt32LE(0x06064b50, record);
            out.writeBigUInt64LE(BigInt(56 - 12), record + 4);
            out.writeUInt16LE(VERSION_MADE_BY, record + 12);
            out.writeUInt16LE(VERSION_NEEDED_ZIP64, record + 14);
            out.writeBigUInt64LE(BigInt(entries), record + 24);
            out.writeBigUInt64LE(BigInt(entries), record + 32);
            out.writeBigUInt64LE(BigInt(size), record + 40);
            out.writeBigUInt64LE(BigInt(offset), record + 48);
            const locator = this.reserve(20);
            out.writeUInt32LE(0x07064b50, locator);
            out.writeBigUInt64LE(BigInt(offset + size), locator + 8);
            out.writeUInt32LE(1, locator + 16);
        }
        const end = this.reserve(22);
        out.writeUInt32LE(0x06054b50, end);
        out.writeUInt16LE(zip64 ? 0xffff : entries, end + 8);
        out.writeUInt16LE(zip64 ? 0xffff : entries, end + 10);
        out.writeUInt32LE(zip64 ? 0xffffffff : size, end + 12);
        out.writeUInt32LE(zip64 ? 0xffffffff : offset, end + 16);
    }
}
/** Awaits a callback-style call. */
function settle(call) {
    return new Promise((resolve, reject) => call(error => (error ? reject(error) : resolve())));
}

;// CONCATENATED MODULE: ./src/zip/write-zip.ts


/**
 * Writes `sources`, in their order, into a new zip at `outputPath`, front to back as the files
 * are read (zip-writer.ts: one file open at a time, nothing held whole, the SHA-256 and size
 * taken from the bytes on their way to disk). Sources are taken from the iterable one at a
 * time, so a lazy listing stays lazy and an error it throws fails the zip.
 *
 * On failure the file is closed, not removed (the caller decides); a file that cannot be read
 * rejects with SourceReadError, one that does not hold its listed size with SourceChangedError.
 */
async function writeZipFile(outputPath, sources, options) {
    const zip = ZipWriter.create(outputPath, {
        level: options.level,
        forceZip64: options.forceZip64
    });
    try {
        for (const source of sources) {
            const read = await zip.addFile(source, options.method(source));
            // The listing and the zip must agree, or the same folder could give two different zips.
            if (read !== source.size)
                throw new SourceChangedError(source, read);
        }
        return zip.finish();
    }
    catch (error) {
        zip.abandon();
        throw error;
    }
}

// EXTERNAL MODULE: ./src/package/errors.ts
var errors = __webpack_require__(4165);
// EXTERNAL MODULE: ./src/package/exclude.ts
var exclude = __webpack_require__(61514);
// EXTERNAL MODULE: ./src/zip/entry-order.ts
var entry_order = __webpack_require__(7342);
// EXTERNAL MODULE: ./src/package/file-sink.ts
var file_sink = __webpack_require__(44070);
// EXTERNAL MODULE: ./src/project/xml-scan.ts
var xml_scan = __webpack_require__(7672);
;// CONCATENATED MODULE: ./src/package/package-folder-include.ts
// `include` for a package folder: the included files join the folder's files in the zip, and
// project.xml gains a <File> element for each path it does not name yet. project.xml is copied,
// not re-serialised: the new elements go right after its <Customization ...> start tag.






function addIncludedFiles(folder, files, include, projectXmlOut) {
    let projectXml;
    for (const file of files)
        if (file.zipPath === 'project.xml')
            projectXml = file;
    if (!projectXml)
        throw new errors/* PackageError */.J(`project-path "${folder}" has no project.xml.`);
    const named = new Set();
    let scanned;
    try {
        scanned = (0,xml_scan/* scanXmlFile */.F5)(projectXml.readPath, 'project.xml', {
            onChild: (name, attributes) => {
                if (name === 'File')
                    named.add((0,app_path/* samePathKey */.tT)(attributes['AppRelativePath'] ?? ''));
            }
        });
    }
    catch (error) {
        if (error instanceof xml_scan/* XmlFileError */.a7) {
            throw new errors/* PackageError */.J(`project-path: ${error.message}`, { cause: error });
        }
        throw error;
    }
    if (scanned.root.name !== 'Customization') {
        throw new errors/* PackageError */.J(`project-path: project.xml has a <${scanned.root.name}> root where <Customization> was expected.`);
    }
    const added = include.filter(file => !named.has((0,app_path/* samePathKey */.tT)(file.zipPath)));
    if (added.length > 0) {
        if (scanned.rootTagEnd < 0) {
            throw new errors/* PackageError */.J('project-path: project.xml is an empty <Customization /> element; write it as <Customization ...></Customization> so that include can add <File> elements to it.');
        }
        const sink = new file_sink/* FileSink */.U(projectXmlOut);
        let complete;
        try {
            complete = sink.copyRange(projectXml.readPath, 0, scanned.rootTagEnd);
            for (const file of added) {
                const value = (0,file_sink/* xmlAttribute */.I)(file.appRelativePath, `include line ${file.line}`);
                sink.text(`\r\n    <File AppRelativePath="${value}" />`);
            }
            complete &&= sink.copyRange(projectXml.readPath, scanned.rootTagEnd, scanned.size);
        }
        finally {
            sink.close();
        }
        if (!complete || (0,external_node_fs_.statSync)(projectXml.readPath).size !== scanned.size) {
            throw new errors/* PackageError */.J('project-path: project.xml changed while it was being read. Do not write to the project folder while the action runs.');
        }
        projectXml = { zipPath: 'project.xml', readPath: projectXmlOut, size: sink.written };
    }
    return merged(files, include, projectXml);
}
/** The folder's files (sorted already) and the included ones, in the entry order. */
function* merged(files, include, projectXml) {
    const replaced = new Set(include.map(file => (0,app_path/* samePathKey */.tT)(file.zipPath)));
    const extra = include
        .map(file => ({
        zipPath: file.zipPath,
        readPath: file.source,
        size: file.size,
        origin: `include line ${file.line}: ${file.zipPath}`
    }))
        .sort(entry_order/* compareEntries */.wD);
    let next = 0;
    for (const file of files) {
        if (replaced.has((0,app_path/* samePathKey */.tT)(file.zipPath)))
            continue;
        while (next < extra.length && (0,entry_order/* compareEntries */.wD)(extra[next], file) < 0)
            yield extra[next++];
        yield file.zipPath === 'project.xml' ? projectXml : file;
    }
    while (next < extra.length)
        yield extra[next++];
}

// EXTERNAL MODULE: ./src/package/walk.ts + 1 modules
var walk = __webpack_require__(96832);
;// CONCATENATED MODULE: ./src/package/zip.ts










/**
 * Zips the contents of `folder` into `outputPath` (`project.xml` at the zip root). The zip is
 * written as the files are read, and its size and SHA-256 are taken from the bytes on their way
 * to disk: memory stays flat whatever the project's size.
 *
 * The same folder always gives the same bytes: entries sorted by the UTF-8 bytes of their path,
 * one fixed time and mode for all, store or deflate chosen from the name and content only.
 *
 * `include` adds files built elsewhere at their AppRelativePath (replacing a file of the folder
 * at that path), and a `<File>` element for each to project.xml unless it names that path already.
 */
async function zipProjectFolder(folder, options) {
    const outputPath = external_node_path_default().resolve(options.outputPath);
    const isExcluded = (0,exclude/* compileExclude */.M)(options.exclude);
    await (0,promises_.mkdir)(external_node_path_default().dirname(outputPath), { recursive: true });
    const skip = await outputRealPath(outputPath);
    const files = await (0,walk/* listProjectFiles */.R)(folder, isExcluded, skip);
    checkContent(folder, files);
    const include = options.include ?? [];
    if (include.length === 0)
        return writeZip(outputPath, files, options);
    const projectXml = `${outputPath}.project.xml`;
    try {
        const sources = addIncludedFiles(folder, files, include, projectXml);
        return await writeZip(outputPath, sources, options);
    }
    finally {
        await (0,promises_.rm)(projectXml, { force: true });
    }
}
/** The real path the package will have, so that a rerun does not zip its own package. */
async function outputRealPath(outputPath) {
    return external_node_path_default().join(await (0,promises_.realpath)(external_node_path_default().dirname(outputPath)), external_node_path_default().basename(outputPath));
}
/**
 * Writes `sources` in their order into a new zip at `outputPath` (src/zip/write-zip.ts). On any
 * failure the partial zip is removed. Two entries of one name (any letter case) are refused.
 */
async function writeZip(outputPath, sources, options = {}) {
    const chooser = createCompressionChooser();
    try {
        const summary = await writeZipFile(outputPath, checkedNames(sources), {
            method: chooser,
            level: DEFLATE_LEVEL,
            forceZip64: options.forceZip64
        });
        return { path: outputPath, ...summary };
    }
    catch (error) {
        await (0,promises_.rm)(outputPath, { force: true });
        throw packageErrorOf(error, outputPath);
    }
}
/** The sources, refused as they come when a name repeats or does not fit a zip entry. */
function* checkedNames(sources) {
    const names = new Set();
    for (const source of sources) {
        const key = (0,app_path/* samePathKey */.tT)(source.zipPath);
        if (names.has(key)) {
            throw new errors/* PackageError */.J(`The package would hold ${source.zipPath} twice (names differ only in letter case, or a file and an include share a path): rename or exclude one of them.`);
        }
        names.add(key);
        const nameLength = Buffer.byteLength(source.zipPath, 'utf8');
        if (nameLength > 0xffff) {
            throw new errors/* PackageError */.J(`${originOf(source)} is a path of ${nameLength} bytes, longer than a zip entry name may be (65535): leave it out with exclude, or shorten it.`);
        }
        yield source;
    }
}
/** A failure of the writer, in the words of the package's inputs. */
function packageErrorOf(error, outputPath) {
    if (error instanceof errors/* PackageError */.J)
        return error;
    if (error instanceof SourceReadError) {
        const origin = originOf(error.entry);
        return new errors/* PackageError */.J(`${origin.replace(/: /, ': cannot read ')}: ${(0,errors/* messageOf */.b)(error)}. Check its permissions, or add it to exclude.`, { cause: error });
    }
    // The listing and the zip must agree, or the same folder could give two different zips.
    if (error instanceof SourceChangedError) {
        return new errors/* PackageError */.J(`${originOf(error.entry)} changed while it was being zipped (${error.entry.size} bytes listed, ${error.read} read). Do not write to the project folder while the action runs.`, { cause: error });
    }
    return new Error(`Could not write the package ${outputPath}: ${(0,errors/* messageOf */.b)(error)}`, {
        cause: error
    });
}
function originOf(source) {
    return source.origin ?? `project-path: ${source.zipPath}`;
}
function checkContent(folder, files) {
    if (files.length === 0) {
        throw new errors/* PackageError */.J(`project-path "${folder}" has no files to zip (after leaving out .git and exclude). Point project-path at the folder that holds project.xml.`);
    }
    if (!hasProjectXml(files)) {
        throw new errors/* PackageError */.J(`project-path "${folder}" has no project.xml at its root (or exclude leaves it out). Point project-path at the folder of the customization project (the one holding project.xml), or give a ready-made zip as package.`);
    }
}
function hasProjectXml(files) {
    for (const file of files)
        if (file.zipPath === 'project.xml')
            return true;
    return false;
}


/***/ }),

/***/ 56700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ toZipPath),
/* harmony export */   Gb: () => (/* binding */ escapeReason),
/* harmony export */   TL: () => (/* binding */ lengthReason),
/* harmony export */   gN: () => (/* binding */ toAppRelativePath),
/* harmony export */   i4: () => (/* binding */ outsideReason),
/* harmony export */   rW: () => (/* binding */ DEVELOPMENT_FOLDER),
/* harmony export */   tT: () => (/* binding */ samePathKey)
/* harmony export */ });
/* unused harmony export MAX_PATH_CHARS */
/* harmony import */ var _shared_trim_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31541);
// AppRelativePath: the path of a customization file inside the website, as project.xml writes it
// (`Bin\MyExt.dll`, with `\`), and the zip entry name that carries it (`Bin/MyExt.dll`).

/**
 * BuildProject's folder of per-tenant (modern UI development) files, as a zip path: a
 * PerTenantFile item's AppRelativePath is relative to it.
 */
const DEVELOPMENT_FOLDER = 'FrontendSources/screen/src/development/';
/**
 * The longest path accepted from a project or an instance, in characters (Linux's PATH_MAX;
 * Windows without long paths takes 260). Checked before any other test, so no later step works
 * on megabytes of one name.
 */
const MAX_PATH_CHARS = 4096;
/** Why `relative` is too long to be a path, or undefined. */
function lengthReason(relative) {
    return relative.length > MAX_PATH_CHARS
        ? `is ${relative.length} characters long, more than any file system takes (at most ${MAX_PATH_CHARS})`
        : undefined;
}
/** `Bin/MyExt.dll` or `Bin\MyExt.dll` -> `Bin\MyExt.dll`. */
function toAppRelativePath(relative) {
    return relative.replaceAll('/', '\\');
}
/** `Bin\MyExt.dll` -> `Bin/MyExt.dll`, without leading or trailing separators. */
function toZipPath(appRelativePath) {
    return (0,_shared_trim_js__WEBPACK_IMPORTED_MODULE_0__/* .trimBothOf */ .$)(appRelativePath.replaceAll('\\', '/'), '/');
}
/** Case-insensitive, separator-insensitive identity of a path, as the instance compares them. */
function samePathKey(relative) {
    return toZipPath(relative).toLowerCase();
}
/**
 * Why `relative` cannot be a path inside the project (absolute, a drive, `..`, empty parts), or
 * undefined when it can. Windows rules apply on every OS: the instance runs on Windows.
 */
/**
 * Why a path the project names (a file's name, the AppRelativePath of a source-control fragment)
 * would put a file outside the website folder on the instance, or undefined. A Linux file name
 * may hold `\`, which is a separator once the path is a Windows one.
 */
function escapeReason(relative) {
    const long = lengthReason(relative);
    if (long)
        return long;
    if (relative.startsWith('\\') || relative.startsWith('/'))
        return 'starts with \\ or /';
    if (/^[A-Za-z]:/.test(relative))
        return 'starts with a drive letter';
    if (relative.split(/[\\/]/).includes('..'))
        return 'has a .. part';
    return undefined;
}
function outsideReason(relative) {
    if (relative === '')
        return 'is empty';
    const long = lengthReason(relative);
    if (long)
        return long;
    if (relative.startsWith('/') || relative.startsWith('\\') || /^[A-Za-z]:/.test(relative)) {
        return 'is absolute (give a path relative to the website root, e.g. Bin/MyExt.dll)';
    }
    const parts = relative.split(/[\\/]/);
    if (parts.includes('..'))
        return 'leaves the project (.. is not allowed)';
    if (parts.some(part => part === '' || part === '.')) {
        return 'has an empty or "." part (write it as Bin/MyExt.dll)';
    }
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    if (/[<>:"|?*\u0000-\u001f]/.test(relative)) {
        return 'has a character Windows paths refuse (< > : " | ? * or a control character)';
    }
    return undefined;
}


/***/ }),

/***/ 82944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ isDataSetItem),
/* harmony export */   Dh: () => (/* binding */ itemKey),
/* harmony export */   I6: () => (/* binding */ subItemScreen),
/* harmony export */   MN: () => (/* binding */ automationContainerKey),
/* harmony export */   VP: () => (/* binding */ automationScreenOf),
/* harmony export */   bg: () => (/* binding */ isAutomationSubItem),
/* harmony export */   wg: () => (/* binding */ isItemElement)
/* harmony export */ });
/* unused harmony export compareKeys */
/* harmony import */ var _item_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53395);
// The key of each customization item, as Acumatica's customization engine computes it: items of
// equal keys are one item (the last wins), and project.xml lists items sorted by key (see
// item-order.ts). The keys per element follow the engine's item classes (see
// docs/source-control.md). Stable exports: the source-control build and the export of a project
// to a source-control folder both name and order items with them.

const upper = (text) => simpleCase(text, 'upper');
const lower = (text) => simpleCase(text, 'lower');
/** Items keyed by their attributes. */
const ATTRIBUTE_KEYS = {
    File: a => `File#${a('AppRelativePath')}`,
    PerTenantFile: a => `PerTenantFile#${a('AppRelativePath')}`,
    Sql: a => `Sql#${a('TableName')}`,
    Table: a => a('TableName'),
    Page: a => lower(a('path')),
    Graph: a => `Code#${a('ClassName')}`,
    DAC: a => a('type'),
    Data: a => `DATA#${upper(a('tableName'))}`,
    Export: a => `EXPORT#${upper(a('Name'))}`,
    DataFields: a => `DataFields#${upper(a('Table'))}`,
    Report: a => `REPORT#${upper(a('Name'))}`,
    Screen: a => `SCREEN#${upper(a('ID'))}`,
    MobileSiteMap: a => `MobileSiteMap#${upper(a('ScreenID'))}`,
    ScreenConfiguration: a => `ScreenConfiguration#${a('ScreenId')}`,
    EditorUpdatedFields: a => a('ScreenId'),
    Info: () => 'Info',
    GenericInquiry: () => 'GenericInquiry',
    CodeGenSettings: () => 'CodeGenSettings',
    WorkflowContainer: a => `WorkflowContainer#${a('ScreenID')}`,
    Forms: a => `Forms#${a('ScreenID')}`,
    Actions: a => `Actions#${a('ScreenID')}`,
    Fields: a => `Fields#${a('ScreenID')}`,
    EventHandlers: a => `EventHandlers#${a('ScreenID')}`,
    Automation: a => `Automation#${a('screen')}`,
    AUScreenAction: a => `AUScreenAction#${upper(a('ScreenID'))}#${upper(a('ActionName'))}`,
    AUScreenNavigationAction: a => `AUScreenNavigationAction#${upper(a('ScreenID'))}#${upper(a('ActionName'))}`,
    AutomationScreenCondition: a => `AutomationScreenCondition#${a('ScreenID')}#${a('ConditionID')}#${a('ConditionName')}`,
    AutomationScreenField: a => `AutomationScreenField#${a('ScreenID')}#${a('TableName')}#${a('FieldName')}`,
    // Sub-items with no key class of their own: told apart within their container by screen
    // (`<Conditions screen="...">` and `<AUFields screen="...">` name it in `screen`).
    Conditions: a => `Conditions#${a('ScreenID') || a('screen')}`,
    AutomationActions: a => `AutomationActions#${a('ScreenID')}`,
    AUFields: a => `AUFields#${a('ScreenID') || a('screen')}`
};
/**
 * Parts of an `<Automation screen>` container. The Source Control screen saves each of them
 * inside its container and again as a fragment of its own; the engine writes them only inside
 * the container, never as items of project.xml.
 */
const AUTOMATION_SUB_ITEMS = new Set([
    'Actions',
    'Fields',
    'EventHandlers',
    'Forms',
    'WorkflowContainer',
    'AUScreenAction',
    'AUScreenNavigationAction',
    'AutomationScreenCondition',
    'AutomationScreenField',
    'Conditions',
    'AutomationActions',
    'AUFields'
]);
/** True for the parts of an Automation container (see AUTOMATION_SUB_ITEMS). */
function isAutomationSubItem(name) {
    return AUTOMATION_SUB_ITEMS.has(name);
}
/**
 * The screen a sub-item names: its `ScreenID`, else its `screen` (`<Conditions screen="...">`,
 * `<AUFields screen="...">`); empty when it names none.
 */
function subItemScreen(attributes) {
    return valueIgnoringCase(attributes, 'ScreenID') || valueIgnoringCase(attributes, 'screen');
}
/**
 * The key of the `<Automation screen>` container that holds a sub-item, or undefined for a
 * sub-item that names no screen (no container is made for an empty screen).
 */
function automationContainerKey(attributes) {
    const screen = subItemScreen(attributes);
    return screen === '' ? undefined : `Automation#${screen}`;
}
/** The `screen` of an Automation container key (`Automation#SO301000` -> `SO301000`). */
function automationScreenOf(containerKey) {
    return containerKey.slice('Automation#'.length);
}
/** Data-set items: keyed by columns of the first row of their main table. */
const ROW_KEYS = {
    SiteMapNode: ['NodeID'],
    ScreenWithRights: ['ScreenID'],
    GenericInquiryScreen: ['Name'],
    BpEvent: ['EventID'],
    Dashboard: ['Name'],
    DashboardV2: ['Name'],
    SharedFilter: ['FilterName', 'ScreenID'],
    Locale: ['LocaleName'],
    MobileSiteMapWorkspaces: ['Name'],
    OAuthClient: ['ClientID'],
    PushNotification: ['HookId'],
    ReportDefinition: ['ReportUID'],
    Webhook: ['Name'],
    WikiArticle: ['PageID'],
    XportScenario: ['Name'],
    DeletedRecordsTrackingTable: ['TableName'],
    CSAttribute: ['AttributeID']
};
/** True for elements keyed by a row of their data set (the scanner then reads that row). */
function isDataSetItem(name) {
    return Object.hasOwn(ROW_KEYS, name);
}
/**
 * True for the root elements the engine knows as items (its build fails on any other name).
 */
function isItemElement(name) {
    return name === 'EntityEndpoint' || Object.hasOwn(ATTRIBUTE_KEYS, name) || isDataSetItem(name);
}
/**
 * The item key of a fragment's root element. An element this table does not know (check with
 * isItemElement first) is kept under `<name>#<fragment file>`, so that no item is lost or merged
 * with another by mistake.
 */
function itemKey(root, fragmentFile) {
    const attribute = (name) => root.attributes[name] ?? '';
    if (root.name === 'EntityEndpoint') {
        // The root has no attributes: the endpoint's version and name are on its first child.
        const endpoint = root.firstChild?.attributes ?? {};
        return `EntityEndpoint#${endpoint['version'] ?? ''}§${endpoint['name'] ?? ''}`;
    }
    if (Object.hasOwn(ATTRIBUTE_KEYS, root.name))
        return ATTRIBUTE_KEYS[root.name](attribute);
    if (isDataSetItem(root.name)) {
        const row = root.mainRow ?? {};
        const values = ROW_KEYS[root.name]
            .map(column => valueIgnoringCase(row, column))
            .filter(value => value !== '');
        return `${root.name}#${values.join('§')}`;
    }
    return `${root.name}#${fragmentFile}`;
}
function valueIgnoringCase(attributes, name) {
    const wanted = name.toLowerCase();
    for (const [key, value] of Object.entries(attributes)) {
        if (key.toLowerCase() === wanted)
            return value;
    }
    return '';
}
/**
 * Changes the case of each character alone, as .NET's invariant culture does (`ß` stays `ß`,
 * where JavaScript's toUpperCase would make `SS`).
 */
function simpleCase(text, to) {
    let out = '';
    for (const char of text) {
        const changed = to === 'upper' ? char.toUpperCase() : char.toLowerCase();
        out += changed.length === char.length ? changed : char;
    }
    return out;
}
/**
 * The order of items in project.xml, as the engine sorts their keys (the .NET Framework culture
 * comparer; see item-order.ts). Same as compareItemKeys; kept under this name for its callers.
 */
function compareKeys(a, b) {
    return compareItemKeys(a, b);
}


/***/ }),

/***/ 53395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yV: () => (/* binding */ sortByItemKey)
/* harmony export */ });
/* unused harmony exports itemSortKey, compareItemKeys */
// The order of items in project.xml. The engine sorts item keys with the .NET Framework's culture
// comparer, which on Windows is NLS (en-US), not ICU: JavaScript's Intl.Collator orders symbols
// and hyphens differently. NLS, as checked against real exported packages:
//
// 1. letters compared without case, digits before letters, symbols before digits in the order
//    `space ! " # $ % & ( ) * , . / : ; ? @ [ \ ] ^ _ ` { | } ~ + < = >`; `-` and `'` are
//    skipped at this level ("word sort");
// 2. then accents (a letter's combining marks);
// 3. then case: lower case before upper case;
// 4. then the skipped `-` and `'`: a key with fewer of them first, else by their positions;
// 5. then, so that the order is total, the UTF-16 code units.
//
// Each key gets one sort string holding these levels in turn, so that sorting compares plain
// strings (cheap) and every runner, whatever its locale, gives the same order.
/** ASCII symbols in NLS order (the facts name most; the quote, star, slash, colon, question mark,
 * backslash, bar, less-than and greater-than take their NLS places). */
const SYMBOLS = ' !"#$%&()*,./:;?@[\\]^_`{|}~+<=>';
const LEVEL_END = '\u0001';
const SYMBOL_BASE = 0x0030;
const OTHER_SYMBOL_BASE = 0x0100;
const DIGIT_BASE = 0x9100;
const LATIN_BASE = 0x9200;
const OTHER_LETTER_BASE = 0x9300;
const asciiWeights = [];
for (let code = 0; code < 0x80; code++) {
    const char = String.fromCharCode(code);
    const symbol = SYMBOLS.indexOf(char);
    if (symbol >= 0)
        asciiWeights[code] = SYMBOL_BASE + symbol;
    else if (code >= 0x30 && code <= 0x39)
        asciiWeights[code] = DIGIT_BASE + code - 0x30;
    else if (code >= 0x61 && code <= 0x7a)
        asciiWeights[code] = LATIN_BASE + code - 0x61;
    else if (code >= 0x41 && code <= 0x5a)
        asciiWeights[code] = LATIN_BASE + code - 0x41;
    else
        asciiWeights[code] = 0x0002 + code; // control characters: before every symbol
}
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/**
 * The sort string of an item key: `a` sorts before `b` exactly when
 * `itemSortKey(a) < itemSortKey(b)`. Compute it once per key when sorting many.
 */
function itemSortKey(key) {
    // Nearly every key is ASCII: its levels come from one table, built as character codes.
    const primary = [];
    const cases = [];
    const skipped = [];
    for (let i = 0; i < key.length; i++) {
        const code = key.charCodeAt(i);
        if (code >= 0x80)
            return sortKeyOfAny(key);
        if (code === 0x2d || code === 0x27) {
            skipped.push(Math.min(0x21 + i, 0xffff), code === 0x27 ? 0x20 : 0x21);
            continue;
        }
        primary.push(asciiWeights[code]);
        cases.push(code >= 0x41 && code <= 0x5a ? 0x21 : 0x20);
    }
    return `${fromCodes(primary)}${LEVEL_END}${' '.repeat(primary.length)}${LEVEL_END}${fromCodes(cases)}${LEVEL_END}${fromCodes(skipped)}${LEVEL_END}${key}`;
}
function fromCodes(codes) {
    let out = '';
    for (let at = 0; at < codes.length; at += 4096) {
        out += String.fromCharCode(...codes.slice(at, at + 4096));
    }
    return out;
}
/** The sort string of a key with characters beyond ASCII (the same levels, char by char). */
function sortKeyOfAny(key) {
    let primary = '';
    let accents = '';
    let cases = '';
    let skipped = '';
    let position = 0;
    for (const char of key) {
        position++;
        const code = char.codePointAt(0) ?? 0;
        if (char === '-' || char === "'") {
            skipped += String.fromCharCode(Math.min(0x20 + position, 0xffff), char === "'" ? 0x20 : 0x21);
            continue;
        }
        if (code < 0x80) {
            primary += String.fromCharCode(asciiWeights[code]);
            accents += ' ';
            cases += code >= 0x41 && code <= 0x5a ? '!' : ' ';
            continue;
        }
        // A letter with accents sorts with its base letter first, its accents deciding later.
        const [base, ...marks] = char.normalize('NFD');
        const baseCode = base.codePointAt(0) ?? 0;
        if (baseCode < 0x80 && asciiWeights[baseCode] >= LATIN_BASE) {
            primary += String.fromCharCode(asciiWeights[baseCode]);
            cases += baseCode <= 0x5a ? '!' : ' ';
        }
        else {
            primary += String.fromCharCode(otherWeight(char, code));
            cases += char !== char.toLowerCase() ? '!' : ' ';
        }
        accents +=
            marks.length === 0
                ? ' '
                : String.fromCharCode(Math.min(0x20 + marks.join('').charCodeAt(0), 0xffff));
    }
    return `${primary}${LEVEL_END}${accents}${LEVEL_END}${cases}${LEVEL_END}${skipped}${LEVEL_END}${key}`;
}
function otherWeight(char, code) {
    if (DIGIT.test(char))
        return DIGIT_BASE + 10;
    if (LETTER.test(char))
        return OTHER_LETTER_BASE + Math.min(code, 0x6cff);
    return OTHER_SYMBOL_BASE + Math.min(code, 0x8fff);
}
/** Compares two item keys the way the engine orders items (see above). */
function compareItemKeys(a, b) {
    const x = itemSortKey(a);
    const y = itemSortKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
/** Sorts items by their keys in the engine's order, computing each sort string once. */
function sortByItemKey(items, keyOf) {
    const bySortKey = new Map();
    for (const item of items) {
        const sortKey = itemSortKey(keyOf(item));
        const same = bySortKey.get(sortKey);
        if (same)
            same.push(item);
        else
            bySortKey.set(sortKey, [item]);
    }
    // Plain strings sort natively by their UTF-16 code units, which is what the sort strings need.
    return [...bySortKey.keys()].sort().flatMap(sortKey => bySortKey.get(sortKey) ?? []);
}


/***/ }),

/***/ 88326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ ownedAttributes),
/* harmony export */   h: () => (/* binding */ ownedText)
/* harmony export */ });
// Strings kept beyond the document they were read from must not keep that document alive.
/**
 * A copy of `text` that owns its characters. V8 makes a substring of 13 or more characters a view
 * into the string it was cut from (a "sliced string"), which keeps the whole of that string alive:
 * an attribute value kept from a fragment kept the fragment's whole text, so a build held every
 * fragment it had read until the items were sorted (peak RSS 336 MiB at 16,000 fragments against
 * 155 MiB at 4,000). Slicing a concatenation makes new storage for it first.
 */
function ownedText(text) {
    return text.length < 13 ? text : ` ${text}`.slice(1);
}
/** The attributes with names and values that own their characters (see ownedText). */
function ownedAttributes(attributes) {
    // fromEntries defines each as an own property, as a spread does (even one named __proto__).
    return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [ownedText(name), ownedText(value)]));
}


/***/ }),

/***/ 20399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readPlainXml)
/* harmony export */ });
/* harmony import */ var _xml_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44566);
// A fast reader of small, plain XML documents (the fragments the Source Control screen saves),
// several times quicker than saxes, which reads one character at a time. It accepts only what it
// is sure is well-formed and answers `undefined` for anything else (a DOCTYPE, an odd name, an
// entity it does not know, a malformed spot...), so that the caller reads that document with saxes
// instead, which gives the exact error with its line and column. On what it accepts, it reports
// the same nodes as saxes does.

const DECLARATION = /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\4)?[ \t\r\n]*\?>/;
const NAME = '[A-Za-z_][A-Za-z0-9._:-]*';
const START_TAG = new RegExp(`<(${NAME})`, 'y');
const ATTRIBUTE = new RegExp(`[ \\t\\r\\n]+(${NAME})[ \\t\\r\\n]*=[ \\t\\r\\n]*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const TAG_END = /[ \t\r\n]*(\/?)>/y;
const END_TAG = new RegExp(`</(${NAME})[ \\t\\r\\n]*>`, 'y');
// A processing instruction's inside (between `<?` and the first `?>`): read after that end is
// found, so the blanks after the target are read once (a lazy body after them, ending at `?>`,
// was quadratic in a long run of blanks with no `?>`).
const PI_INSIDE = new RegExp(`^(${NAME})(?:[ \\t\\r\\n]+([^]*))?$`);
const WHITE_SPACE = /^[ \t\r\n]*$/;
const REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/gy;
const NAMED = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Not sure: leave it to saxes. */
class NotPlain extends Error {
}
/**
 * Reads `text` (decoded, without byte-order mark). Returns its nodes, or undefined when it is not
 * plainly well-formed (read it with saxes then). Line breaks in text, CDATA, comments and
 * processing instructions are left as they are (CRLF, LF or CR: the item writer makes them all
 * CRLF); in attribute values they read as spaces, as XML wants.
 */
function readPlainXml(text) {
    try {
        return read(text);
    }
    catch (error) {
        if (error instanceof NotPlain)
            return undefined;
        throw error;
    }
}
function read(text) {
    if (_xml_text_js__WEBPACK_IMPORTED_MODULE_0__/* .XML_FORBIDDEN */ .WK.test(text))
        throw new NotPlain();
    const tokens = [];
    let at = 0;
    let encoding;
    if (text.startsWith('<?xml')) {
        const declaration = DECLARATION.exec(text);
        if (!declaration)
            throw new NotPlain();
        encoding = declaration[3];
        at = declaration[0].length;
    }
    const open = [];
    let rootSeen = false;
    while (at < text.length) {
        const lt = text.indexOf('<', at);
        const end = lt < 0 ? text.length : lt;
        if (end > at) {
            const segment = text.slice(at, end);
            if (open.length === 0) {
                if (!WHITE_SPACE.test(segment))
                    throw new NotPlain();
            }
            else {
                tokens.push({ kind: 'text', text: decode(segment) });
            }
            at = end;
            if (lt < 0)
                break;
        }
        const next = text.charCodeAt(at + 1);
        if (next === 0x2f /* / */) {
            END_TAG.lastIndex = at;
            const match = END_TAG.exec(text);
            if (!match || open.pop() !== match[1])
                throw new NotPlain();
            tokens.push({ kind: 'close' });
            at = END_TAG.lastIndex;
        }
        else if (next === 0x21 /* ! */) {
            if (text.startsWith('<![CDATA[', at)) {
                if (open.length === 0)
                    throw new NotPlain();
                const close = text.indexOf(']]>', at + 9);
                if (close < 0)
                    throw new NotPlain();
                tokens.push({ kind: 'cdata', text: text.slice(at + 9, close) });
                at = close + 3;
            }
            else if (text.startsWith('<!--', at)) {
                const close = text.indexOf('--', at + 4);
                if (close < 0 || text.charCodeAt(close + 2) !== 0x3e /* > */)
                    throw new NotPlain();
                tokens.push({ kind: 'comment', text: text.slice(at + 4, close) });
                at = close + 3;
            }
            else {
                throw new NotPlain(); // DOCTYPE and the like
            }
        }
        else if (next === 0x3f /* ? */) {
            const close = text.indexOf('?>', at + 2);
            const match = close < 0 ? null : PI_INSIDE.exec(text.slice(at + 2, close));
            if (!match || match[1].toLowerCase() === 'xml')
                throw new NotPlain();
            tokens.push({ kind: 'pi', target: match[1], body: match[2] ?? '' });
            at = close + 2;
        }
        else {
            if (open.length === 0 && rootSeen)
                throw new NotPlain();
            START_TAG.lastIndex = at;
            const start = START_TAG.exec(text);
            if (!start)
                throw new NotPlain();
            const attributes = {};
            let position = START_TAG.lastIndex;
            for (;;) {
                ATTRIBUTE.lastIndex = position;
                const attribute = ATTRIBUTE.exec(text);
                if (!attribute)
                    break;
                const name = attribute[1];
                if (Object.hasOwn(attributes, name))
                    throw new NotPlain();
                attributes[name] = decode(normalize(attribute[2] ?? attribute[3]));
                position = ATTRIBUTE.lastIndex;
            }
            TAG_END.lastIndex = position;
            const tagEnd = TAG_END.exec(text);
            if (!tagEnd)
                throw new NotPlain();
            const selfClosing = tagEnd[1] === '/';
            tokens.push({ kind: 'open', name: start[1], attributes, selfClosing });
            rootSeen = true;
            if (selfClosing)
                tokens.push({ kind: 'close' });
            else
                open.push(start[1]);
            at = TAG_END.lastIndex;
        }
    }
    if (!rootSeen || open.length > 0)
        throw new NotPlain();
    return { encoding, tokens };
}
/** Text with its references replaced; `&` or `]]>` out of place is not plain. */
function decode(raw) {
    if (raw.includes(']]>'))
        throw new NotPlain();
    const amp = raw.indexOf('&');
    if (amp < 0)
        return raw;
    let out = raw.slice(0, amp);
    let at = amp;
    while (at < raw.length) {
        REFERENCE.lastIndex = at;
        const match = REFERENCE.exec(raw);
        if (!match)
            throw new NotPlain();
        if (match[1] !== undefined) {
            out += NAMED[match[1]];
        }
        else {
            const code = match[2] !== undefined ? Number(match[2]) : parseInt(match[3], 16);
            const allowed = code === 0x9 ||
                code === 0xa ||
                code === 0xd ||
                (code >= 0x20 && code <= 0xd7ff) ||
                (code >= 0xe000 && code <= 0xfffd) ||
                (code >= 0x10000 && code <= 0x10ffff);
            if (!allowed)
                throw new NotPlain();
            out += String.fromCodePoint(code);
        }
        at = REFERENCE.lastIndex;
        const nextAmp = raw.indexOf('&', at);
        const stop = nextAmp < 0 ? raw.length : nextAmp;
        out += raw.slice(at, stop);
        at = stop;
    }
    return out;
}
/**
 * Attribute-value normalisation as the engine reads: literal line breaks (CRLF as one) read as
 * spaces, literal tabs kept (its writer writes a tab as it is; see AttributeTabs in xml-scan.ts).
 */
function normalize(value) {
    if (value.indexOf('\n') < 0 && value.indexOf('\r') < 0)
        return value;
    return value.replace(/\r\n?|\n/g, ' ');
}


/***/ }),

/***/ 7672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ scanXmlFile),
/* harmony export */   KG: () => (/* binding */ XmlScanner),
/* harmony export */   a7: () => (/* binding */ XmlFileError),
/* harmony export */   d3: () => (/* binding */ scanPlainBytes)
/* harmony export */ });
/* unused harmony export AttributeTabs */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59800);
/* harmony import */ var _item_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82944);
/* harmony import */ var _xml_fast_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20399);
/* harmony import */ var _owned_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88326);
/* harmony import */ var _xml_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44566);
// Reading XML with saxes, a strict streaming parser: a file goes through one reused buffer in
// chunks, so a fragment or project.xml of any size costs the same memory. The parser checks that
// the XML is well-formed and reports the element data the packager needs; given a node sink (the
// item writer), it also hands it every node of the root element, to be written into project.xml.







/** A problem in an XML file: the message names the file, line and column. */
class XmlFileError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'XmlFileError';
    }
}
const READ_BYTES = 64 * 1024;
let sharedBuffer;
let sharedBufferBusy = false;
function isSpace(byte) {
    return byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;
}
/** Fragments up to this size are read whole by the fast reader (larger ones stream via saxes). */
const FAST_READ_BYTES = 4 * 1024 * 1024;
let wholeBuffer = Buffer.allocUnsafe(64 * 1024);
/** The bytes of a small file (a view of a reused buffer), or undefined: large, or unreadable. */
function readWhole(filePath, knownSize) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(filePath, 'r');
    }
    catch {
        return undefined; // saxes' way reports it
    }
    try {
        const size = knownSize ?? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size;
        if (size > FAST_READ_BYTES)
            return undefined;
        // One byte more than listed: a regular file reads whole in one call, and a file that grew
        // since it was listed fills the buffer (left to saxes' way, which reads it all).
        if (wholeBuffer.length < size + 1)
            wholeBuffer = Buffer.allocUnsafe(size + 1);
        let length = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, wholeBuffer, length, size + 1 - length, null);
            length += read;
            if (read === 0 || length >= size)
                break;
        }
        if (length > size)
            return undefined;
        return wholeBuffer.subarray(0, length);
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The fast reader's way: undefined when the file is large or not plainly well-formed. */
function scanPlain(filePath, displayName, options) {
    // Read whole into one reused buffer: no buffer per fragment for the collector to free.
    const bytes = readWhole(filePath, options.size);
    if (bytes === undefined)
        return undefined;
    return scanPlainBytes(bytes, displayName, options);
}
/**
 * The fast reader's way over a document already in memory (`bytes`, the byte-order mark
 * included if any): its root element, or undefined when it is not plainly well-formed (read the
 * file with scanXmlFile then, which names the problem).
 */
function scanPlainBytes(bytes, displayName, options = {}) {
    // Without the byte-order mark an ASCII file decodes to a one-byte string (half the memory,
    // quicker to search); invalid UTF-8 is left to saxes' way, which names it.
    const start = (0,_xml_text_js__WEBPACK_IMPORTED_MODULE_5__/* .startsWithBom */ .Mk)(bytes) ? 3 : 0;
    const body = bytes.subarray(start);
    let text;
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(body))
        text = body.toString('latin1');
    else if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body))
        text = body.toString('utf8');
    else
        return undefined;
    if (text.startsWith('\ufeff'))
        return undefined;
    const plain = (0,_xml_fast_js__WEBPACK_IMPORTED_MODULE_4__/* .readPlainXml */ .y)(text);
    if (plain === undefined)
        return undefined;
    const encoding = plain.encoding?.toLowerCase();
    if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'utf8')
        return undefined;
    const scanner = new XmlScanner(displayName, false, options.onChild, options.sink);
    return scanner.replay(plain.tokens, bytes.length);
}
/**
 * Parses the whole XML file at `filePath` (`displayName` in messages, e.g.
 * `_project/Code_MyGraph.xml`) and returns its root element and content range. With
 * `rootOnly`, stops at the root's start tag (for reading project.xml's attributes cheaply).
 */
function scanXmlFile(filePath, displayName, options = {}) {
    if (options.whole && !options.rootOnly) {
        const plain = scanPlain(filePath, displayName, options);
        if (plain)
            return plain;
    }
    // A scan may start while another one is under way (a sink writing a nested item): the shared
    // buffer then belongs to the outer one.
    const buffer = sharedBuffer === undefined || sharedBufferBusy ? Buffer.allocUnsafe(READ_BYTES) : sharedBuffer;
    const ownsShared = sharedBuffer === undefined || !sharedBufferBusy;
    if (ownsShared) {
        sharedBuffer = buffer;
        sharedBufferBusy = true;
    }
    const scanner = new XmlScanner(displayName, options.rootOnly ?? false, options.onChild, options.sink);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(filePath, 'r');
    }
    catch (error) {
        throw new XmlFileError(`${displayName} cannot be read: ${error.message}`, {
            cause: error
        });
    }
    try {
        for (;;) {
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            if (scanner.feed(buffer.subarray(0, bytesRead)))
                break;
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        if (ownsShared)
            sharedBufferBusy = false;
    }
    return scanner.finish();
}
/**
 * What stands for a literal tab inside an attribute value while saxes reads it: saxes reads such
 * a tab as a space (XML's attribute-value normalisation), but the engine keeps it (its reader
 * does not normalise, and its writer writes a tab as it is), so a package that holds one must
 * be built with it. A noncharacter of Unicode: no text of a project holds it.
 */
const TAB_STAND_IN = '\ufdd0';
/**
 * Finds the literal tabs inside attribute values of start tags, chunk by chunk, and replaces
 * each with TAB_STAND_IN (one UTF-16 unit for one: the parser's positions do not move). Comments,
 * CDATA, processing instructions and declarations are skipped whole.
 */
class AttributeTabs {
    state = 'text';
    quote = '';
    /** The end of what is skipped (`-->`, `]]>`, `?>`, `>`). */
    until = '';
    /** The end of the last chunk, read again with the next one (a `<!-` or `]]` split in two). */
    carry = '';
    mark(text) {
        const chunk = this.carry + text;
        const given = this.carry.length;
        this.carry = '';
        let out = '';
        let from = 0;
        let at = 0;
        while (at < chunk.length) {
            if (this.state === 'text') {
                const lt = chunk.indexOf('<', at);
                at = lt < 0 ? chunk.length : lt + 1;
                if (lt >= 0)
                    this.state = 'markup';
            }
            else if (this.state === 'markup') {
                const rest = chunk.slice(at, at + 8);
                if (rest[0] === '?')
                    this.skipTo('?>');
                else if (rest[0] === '/')
                    this.skipTo('>');
                else if (rest[0] !== '!')
                    this.state = 'tag';
                else if (rest.startsWith('!--')) {
                    this.skipTo('-->');
                    at += 3;
                }
                else if (rest.startsWith('![CDATA[')) {
                    this.skipTo(']]>');
                    at += 8;
                }
                else if ('!--'.startsWith(rest) || '![CDATA['.startsWith(rest)) {
                    // Too few characters to tell: read them again with the next chunk.
                    this.carry = chunk.slice(at);
                    at = chunk.length;
                }
                else
                    this.skipTo('>');
            }
            else if (this.state === 'tag') {
                const next = /["'>]/g;
                next.lastIndex = at;
                const found = next.exec(chunk);
                at = found ? found.index + 1 : chunk.length;
                if (found?.[0] === '>')
                    this.state = 'text';
                else if (found) {
                    this.quote = found[0];
                    this.state = 'quoted';
                }
            }
            else if (this.state === 'quoted') {
                const end = chunk.indexOf(this.quote, at);
                const stop = end < 0 ? chunk.length : end;
                for (let tab = chunk.indexOf('\t', at); tab >= 0 && tab < stop;) {
                    out += chunk.slice(from, tab) + TAB_STAND_IN;
                    from = tab + 1;
                    tab = chunk.indexOf('\t', from);
                }
                at = end < 0 ? chunk.length : end + 1;
                if (end >= 0)
                    this.state = 'tag';
            }
            else {
                const end = chunk.indexOf(this.until, at);
                at = end < 0 ? chunk.length : end + this.until.length;
                if (end >= 0)
                    this.state = 'text';
                // A terminator split over two chunks: its start is read again with the next one.
                else
                    this.carry = chunk.slice(Math.max(0, chunk.length - this.until.length + 1));
            }
        }
        // The characters carried in were given back with the last chunk.
        return (out + chunk.slice(from)).slice(given);
    }
    skipTo(end) {
        this.until = end;
        this.state = 'skip';
    }
}
/** The attributes saxes read, their literal tabs given back. */
function withTabs(attributes) {
    for (const name in attributes) {
        const value = attributes[name];
        if (value.includes(TAB_STAND_IN))
            attributes[name] = value.replaceAll(TAB_STAND_IN, '\t');
    }
    return attributes;
}
/** Feeds bytes of one XML document to saxes and keeps what the packager needs. */
class XmlScanner {
    displayName;
    rootOnly;
    onChild;
    sink;
    decoder = new TextDecoder('utf-8', { fatal: true });
    offset = 0;
    /** Where the prolog ends (after the BOM and XML declaration), once known. */
    prologEnd = -1;
    root;
    depth = 0;
    rootDone = false;
    // Data-set items: the main table and its first row (exact name, else lower-case, as the engine).
    mainTable;
    exactRow;
    lowerRow;
    waitingRow;
    // To turn the parser's position (UTF-16 index in the text fed) into a byte offset.
    bomBytes = 0;
    bytesFed = 0;
    charsFed = 0;
    text = '';
    rootTagEnd = -1;
    firstChild;
    outsideRoot;
    /** Nodes come from the fast reader: no byte offsets to track. */
    replaying = false;
    tabs = new AttributeTabs();
    constructor(displayName, rootOnly, onChild, sink) {
        this.displayName = displayName;
        this.rootOnly = rootOnly;
        this.onChild = onChild;
        this.sink = sink;
    }
    saxes;
    /** saxes, made on first use (the fast reader's documents never need it). */
    get parser() {
        if (this.saxes)
            return this.saxes;
        const displayName = this.displayName;
        const parser = new saxes__WEBPACK_IMPORTED_MODULE_2__/* .SaxesParser */ .wT({ fileName: displayName });
        this.saxes = parser;
        parser.on('error', error => {
            throw new XmlFileError(`${error.message.replace(/\.$/, '')}: the XML is not well-formed.`);
        });
        parser.on('xmldecl', decl => {
            const encoding = decl.encoding?.toLowerCase();
            if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'utf8') {
                throw new XmlFileError(`${displayName} declares encoding="${decl.encoding}": save it as UTF-8 (as the Source Control screen does).`);
            }
        });
        parser.on('doctype', () => {
            throw new XmlFileError(`${displayName} has a DOCTYPE, which cannot be put inside project.xml: remove it.`);
        });
        parser.on('opentag', tag => this.open(tag.name, withTabs(tag.attributes), tag.isSelfClosing ?? false));
        parser.on('closetag', () => this.close());
        parser.on('comment', text => this.comment(text));
        parser.on('processinginstruction', pi => this.processingInstruction(pi.target ?? '', pi.body));
        if (this.sink) {
            parser.on('text', text => this.textNode(text));
            parser.on('cdata', text => this.cdata(text));
        }
        return parser;
    }
    /** Takes the nodes read by the fast reader instead of saxes (see scanXmlFile). */
    replay(tokens, size) {
        this.replaying = true;
        for (const token of tokens) {
            switch (token.kind) {
                case 'open':
                    this.open(token.name, token.attributes, token.selfClosing);
                    break;
                case 'close':
                    this.close();
                    break;
                case 'text':
                    this.textNode(token.text);
                    break;
                case 'cdata':
                    this.cdata(token.text);
                    break;
                case 'comment':
                    this.comment(token.text);
                    break;
                case 'pi':
                    this.processingInstruction(token.target, token.body);
            }
        }
        this.offset = size;
        return this.result();
    }
    close() {
        this.depth--;
        if (this.depth === 0)
            this.rootDone = true;
        this.sink?.close();
    }
    comment(text) {
        if (this.depth === 0)
            this.outsideRoot ??= 'a comment';
        else
            this.sink?.comment(text);
    }
    processingInstruction(target, body) {
        if (this.depth === 0)
            this.outsideRoot ??= 'a processing instruction';
        else
            this.sink?.processingInstruction(target, body);
    }
    // Outside the root only white space can stand (the parsers refuse anything else).
    textNode(text) {
        if (this.depth > 0)
            this.sink?.text(text);
    }
    cdata(text) {
        this.sink?.cdata(text, this.saxes?.line);
    }
    /** Feeds the next bytes; true when the scan has all it needs (rootOnly) and may stop. */
    feed(bytes) {
        if (this.prologEnd < 0)
            this.findPrologEnd(bytes);
        this.offset += bytes.length;
        let text;
        try {
            text = this.decoder.decode(bytes, { stream: true });
        }
        catch (error) {
            throw new XmlFileError(`${this.displayName} is not valid UTF-8 (near byte ${this.offset - bytes.length}): save it as UTF-8.`, { cause: error });
        }
        this.text = text;
        this.parser.write(this.tabs.mark(text));
        this.bytesFed += Buffer.byteLength(text);
        this.charsFed += text.length;
        return this.rootOnly && this.root !== undefined;
    }
    finish() {
        if (!(this.rootOnly && this.root)) {
            try {
                this.parser.write(this.tabs.mark(this.decoder.decode()));
            }
            catch (error) {
                if (error instanceof XmlFileError)
                    throw error;
                throw new XmlFileError(`${this.displayName} is not valid UTF-8 at its end: save it as UTF-8.`);
            }
            this.parser.close();
        }
        return this.result();
    }
    result() {
        if (!this.root) {
            throw new XmlFileError(`${this.displayName} has no root element.`);
        }
        return {
            root: {
                name: this.root.name,
                attributes: this.root.attributes,
                mainRow: this.exactRow ?? this.lowerRow,
                firstChild: this.firstChild
            },
            outsideRoot: this.outsideRoot,
            size: this.offset,
            rootTagEnd: this.rootTagEnd
        };
    }
    /**
     * The byte-order mark and the XML declaration are left out of the copy. The declaration can
     * only stand at the very start, and none of its values can hold `?>`, so its end is the first
     * `?>` (the parser checks the rest).
     */
    findPrologEnd(first) {
        let at = (0,_xml_text_js__WEBPACK_IMPORTED_MODULE_5__/* .startsWithBom */ .Mk)(first) ? 3 : 0;
        this.bomBytes = at;
        if (first.subarray(at, at + 5).toString('latin1') === '<?xml' && isSpace(first[at + 5])) {
            const close = first.indexOf('?>', at);
            if (close < 0) {
                throw new XmlFileError(`${this.displayName}: its XML declaration does not end in the first ${first.length} bytes.`);
            }
            at = close + 2;
        }
        this.prologEnd = at;
    }
    open(name, attributes, selfClosing) {
        const tag = { name, isSelfClosing: selfClosing };
        if (this.depth === 0 && !this.rootDone) {
            this.root = { name: (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedText */ .h)(tag.name), attributes: (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedAttributes */ .V)(attributes) };
            if (!tag.isSelfClosing && !this.replaying) {
                const inText = this.parser.position - this.charsFed;
                this.rootTagEnd =
                    this.bomBytes + this.bytesFed + Buffer.byteLength(this.text.slice(0, inText));
            }
        }
        else if (this.depth === 1) {
            this.firstChild ??= { name: (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedText */ .h)(tag.name), attributes: (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedAttributes */ .V)(attributes) };
            this.onChild?.(tag.name, attributes);
        }
        else if (this.root && (0,_item_key_js__WEBPACK_IMPORTED_MODULE_3__/* .isDataSetItem */ .Cy)(this.root.name)) {
            this.readDataSet(tag.name, attributes);
        }
        this.sink?.open(name, attributes, selfClosing, this.replaying ? undefined : this.saxes?.line);
        // saxes reports a close tag for a self-closing one too.
        this.depth++;
    }
    readDataSet(name, attributes) {
        if (this.waitingRow) {
            // The main table's element had no attributes: its first child is the row.
            const row = (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedAttributes */ .V)(attributes);
            if (this.waitingRow.exact)
                this.exactRow ??= row;
            else
                this.lowerRow ??= row;
            this.waitingRow = undefined;
            return;
        }
        if (name === 'relations' && this.mainTable === undefined) {
            this.mainTable = attributes['main-table'] ?? '';
            return;
        }
        if (this.mainTable === undefined || this.mainTable === '')
            return;
        const exact = name === this.mainTable;
        const lowerCase = name === this.mainTable.toLowerCase();
        if ((exact && !this.exactRow) || (lowerCase && !exact && !this.lowerRow)) {
            if (Object.keys(attributes).length > 0) {
                if (exact)
                    this.exactRow = (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedAttributes */ .V)(attributes);
                else
                    this.lowerRow = (0,_owned_text_js__WEBPACK_IMPORTED_MODULE_6__/* .ownedAttributes */ .V)(attributes);
            }
            else {
                this.waitingRow = { depth: this.depth, exact };
            }
        }
    }
}


/***/ }),

/***/ 44566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gj: () => (/* binding */ escapeAttribute),
/* harmony export */   Mk: () => (/* binding */ startsWithBom),
/* harmony export */   WK: () => (/* binding */ XML_FORBIDDEN),
/* harmony export */   bh: () => (/* binding */ BOM)
/* harmony export */ });
// What the XML the action writes itself must hold, in one place: the byte-order mark the engine
// puts before every file it writes, the characters XML 1.0 forbids, and attribute values escaped
// as the engine's XmlTextWriter escapes them (tabs kept, line breaks as references).
// A leaf: the format's own modules and the builders use it.
/** The UTF-8 byte-order mark. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** A character XML 1.0 cannot carry, even as a reference. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
/** True when `bytes` start with the byte-order mark. */
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** An attribute value as XmlTextWriter escapes it (tabs kept, line breaks as references). */
function escapeAttribute(value) {
    if (!/[&<>"\n\r]/.test(value))
        return value;
    return value
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll('\n', '&#xA;')
        .replaceAll('\r', '&#xD;');
}


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

/***/ 26929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ codeNames),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   kU: () => (/* binding */ joinSpans),
/* harmony export */   ko: () => (/* binding */ strong),
/* harmony export */   nG: () => (/* binding */ joinSummaries),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
// A summary as data: sections, tables, lines and links, built once by the report's words and
// rendered twice, as the job summary's markdown (markdown.ts) and as the command line's text
// (plain-text.ts). What a piece of text is decides how it is shown: the action's own words as
// written, text from the instance or a file never as markup.
function quote(text) {
    return { quote: text };
}
function code(text, quoted = false) {
    return quoted ? { code: text, quoted } : { code: text };
}
function strong(...spans) {
    return { strong: spans };
}
function link(href, text) {
    return { link: href, text };
}
/** Spans joined by a separator, as `Array.join` does for strings. */
function joinSpans(parts, separator) {
    return parts.flatMap((part, index) => (index === 0 ? part : [separator, ...part]));
}
/** `a, b, c` or, past `limit`, `a, b and 38 more`, each name as code from outside. */
function codeNames(names, limit) {
    const shown = joinSpans(names.slice(0, limit).map(name => [code(name, true)]), ', ');
    return names.length > limit ? [...shown, ` and ${names.length - limit} more`] : shown;
}
/** Summaries one after the other (the deploy's and its lint's). */
function joinSummaries(...summaries) {
    return { blocks: summaries.flatMap(summary => summary?.blocks ?? []) };
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


/***/ }),

/***/ 7342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ entryRank),
/* harmony export */   a8: () => (/* binding */ PROJECT_XML),
/* harmony export */   wD: () => (/* binding */ compareEntries)
/* harmony export */ });
/* unused harmony export compareCodePoints */
// The order of the entries in every package the action builds, package folder and
// source-control folder alike. Defined here once so that both builds agree, and so that the same
// files always give the same zip.
const PROJECT_XML = 'project.xml';
/**
 * 0 for `project.xml` (first: it is what the instance reads before anything else), 2 for an
 * entry marked `last`, 1 for the others.
 */
function entryRank(zipPath, last = false) {
    if (zipPath === PROJECT_XML)
        return 0;
    return last ? 2 : 1;
}
/**
 * `project.xml` first, then every entry by the UTF-8 bytes of its path (the same as by code
 * point: not UTF-16 units, not the locale), entries marked `last` after the others.
 */
function compareEntries(a, b) {
    return (entryRank(a.zipPath, a.last) - entryRank(b.zipPath, b.last) ||
        compareCodePoints(a.zipPath, b.zipPath));
}
/** Orders two strings as their UTF-8 bytes would be ordered, without encoding them. */
function compareCodePoints(a, b) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        // A surrogate (U+D800-DFFF) is half of a code point above U+FFFF: after any other unit,
        // U+E000-FFFF included, where UTF-16 order would put it before them.
        const surrogateX = x >= 0xd800 && x <= 0xdfff;
        const surrogateY = y >= 0xd800 && y <= 0xdfff;
        if (surrogateX !== surrogateY)
            return surrogateX ? 1 : -1;
        return x - y;
    }
    return a.length - b.length;
}


/***/ }),

/***/ 45365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ ZipOpenError),
/* harmony export */   QH: () => (/* binding */ openZip),
/* harmony export */   Sc: () => (/* binding */ streamZipEntry),
/* harmony export */   o7: () => (/* binding */ withZip),
/* harmony export */   zt: () => (/* binding */ countZipEntries)
/* harmony export */ });
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20663);

/** The file could not be opened as a zip (missing end records, cut short, not a zip). */
class ZipOpenError extends Error {
    constructor(cause) {
        super(cause?.message ?? String(cause), { cause });
        this.name = 'ZipOpenError';
    }
}
async function openZip(zipPath) {
    let zip;
    try {
        zip = await yauzl__WEBPACK_IMPORTED_MODULE_0__.openPromise(zipPath, { lazyEntries: true, autoClose: false });
    }
    catch (error) {
        throw new ZipOpenError(error);
    }
    return {
        entryCount: zip.entryCount,
        files: async function* () {
            let index = 0;
            for await (const entry of zip.eachEntry()) {
                if (!entry.fileName.endsWith('/')) {
                    yield { name: entry.fileName, size: entry.uncompressedSize, index: index++, entry };
                }
            }
        },
        open: entry => zip.openReadStreamPromise(entry.entry),
        close: () => zip.close()
    };
}
/** Runs `use` on the zip at `zipPath` and closes it, whatever happens. */
async function withZip(zipPath, use) {
    const zip = await openZip(zipPath);
    try {
        return await use(zip);
    }
    finally {
        zip.close();
    }
}
/** The number of entries the zip's end records give (ZIP64 ones included). */
async function countZipEntries(zipPath) {
    return withZip(zipPath, async (zip) => zip.entryCount);
}
/**
 * Streams the content of the entry named `fileName` to `onChunk` until it returns true or the
 * entry ends. False when the zip has no such entry.
 */
async function streamZipEntry(zipPath, fileName, onChunk) {
    return withZip(zipPath, async (zip) => {
        for await (const entry of zip.files()) {
            if (entry.name !== fileName)
                continue;
            const stream = await zip.open(entry);
            try {
                for await (const chunk of stream)
                    if (onChunk(chunk))
                        break;
            }
            finally {
                stream.destroy();
            }
            return true;
        }
        return false;
    });
}


/***/ })

};
