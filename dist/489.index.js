export const id = 489;
export const ids = [489];
export const modules = {

/***/ 45388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zn: () => (/* binding */ uploadFiles),
/* harmony export */   iP: () => (/* binding */ backupFileName),
/* harmony export */   kI: () => (/* binding */ uploadBackup)
/* harmony export */ });
/* unused harmony exports GHES_REFUSAL, UPLOAD_CONCURRENCY, refusesServer */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_library_chatter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99806);
/* harmony import */ var _shared_worker_job_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88409);
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
    const name = backupFileName(artifactName);
    const staged = await stageAs(zipPath, name);
    try {
        // skipArchive: the artifact is the zip itself, not a zip around it.
        return await uploadInWorker(name, [staged.path], node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(staged.path), 
        // A copy: it crosses to the worker thread as plain data.
        { ...env }, {
            retentionDays,
            skipArchive: true
        });
    }
    finally {
        await staged.cleanup();
    }
}
/**
 * The upload in a worker thread: @actions/artifact reads the file in 8 MiB chunks and V8 collects
 * them late (100 to 130 MiB at once on Node 24); in a worker they go with it, instead of lying
 * under the Import that follows (docs/performance.md). A small young generation collects them
 * sooner. Its output (the library's lines, made debug lines) reaches the step's log.
 */
const uploadInWorker = (0,_shared_worker_job_js__WEBPACK_IMPORTED_MODULE_2__/* .workerJob */ .wg)('acumatica-artifact-upload', upload, {
    youngMb: 2,
    oldMb: 128,
    output: 'forward',
    outOfMemory: 'fail'
});
/** One upload through the library: the artifact stored, or GHES's refusal. */
async function upload(name, files, rootDir, env, options) {
    // Loaded here, not at start-up: the library (with the Azure and Octokit clients it pulls in)
    // is two thirds of the bundle, and runs that upload nothing (bad input, backup: false, a first
    // deploy) start faster and lighter without it. ncc puts it in a chunk of its own.
    const { DefaultArtifactClient, GHESNotSupportedError } = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(30), __webpack_require__.e(458)]).then(__webpack_require__.bind(__webpack_require__, 67458));
    try {
        const uploaded = await withUploadConcurrency(() => (0,_shared_library_chatter_js__WEBPACK_IMPORTED_MODULE_3__/* .asDebugLines */ .T)(() => new DefaultArtifactClient().uploadArtifact(name, files, rootDir, options)));
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
}
/**
 * The blocks @actions/artifact uploads at once when the runner does not set
 * ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY. The library's own default, 5, holds five 8 MiB blocks
 * plus their copies on the way out (130 to 150 MiB outside V8's heap, which the C allocator
 * keeps for the rest of the run): with the lint, the Changes comparison and the Import after it,
 * that took the deploy over 300 MiB at 1 GB (docs/performance.md has the figures).
 */
const UPLOAD_CONCURRENCY = '2';
/** Uploads under way that set the concurrency (the variable is taken back after the last). */
let concurrencyHolders = 0;
/**
 * Runs `upload` with ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY at UPLOAD_CONCURRENCY when the runner
 * left it unset: the library reads it from the environment only. A value the user set wins.
 */
async function withUploadConcurrency(upload) {
    const variable = 'ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY';
    if (concurrencyHolders === 0 && process.env[variable] !== undefined)
        return upload();
    concurrencyHolders++;
    process.env[variable] = UPLOAD_CONCURRENCY;
    try {
        return await upload();
    }
    finally {
        if (--concurrencyHolders === 0)
            delete process.env[variable];
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
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(zipPath) === name)
        return { path: zipPath, cleanup: async () => { } };
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(zipPath), 'upload-'));
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(zipPath, target);
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(zipPath, target);
    }
    return { path: target, cleanup: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(folder, { recursive: true, force: true }) };
}
/** The artifact's link on the run page, as actions/upload-artifact builds it. */
function artifactUrl(id, env) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env.GITHUB_REPOSITORY ?? ''}/actions/runs/${env.GITHUB_RUN_ID ?? ''}/artifacts/${id}`;
}
/**
 * Uploads several files as one artifact `artifactName` (a zip around them, as the artifact
 * service keeps a set): the rehearsal's set, each project's zip named after it. Every file must
 * be in `rootDir`.
 */
async function uploadFiles(files, rootDir, artifactName, retentionDays, env = process.env) {
    if (refusesServer(process.env))
        return { unavailable: GHES_REFUSAL };
    return uploadInWorker(artifactName, [...files], rootDir, { ...env }, { retentionDays });
}


/***/ }),

/***/ 23782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ compareContent),
/* harmony export */   i: () => (/* binding */ hasChanges)
/* harmony export */ });
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


/***/ }),

/***/ 64769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ contentDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The digest of what a package holds, as the Changes comparison sees it: its items by key and
// canonical digest, its files by path and SHA-256, and the Import's level. Two packages with
// the same content digest are equal for compareContent, whatever their zips' bytes: a folder
// written back by an export and built again gives the digest of the package it came from.

const NUL = Buffer.from([0]);
/** SHA-256 (lower-case hex) over the sorted items, the sorted files, then the level. */
function contentDigest(content, level) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const items = [];
    for (let index = 0; index < content.items.size; index++) {
        items.push([content.items.keyAt(index), content.items.digestAt(index)]);
    }
    // Byte order of the UTF-8 keys: the same on every machine, whatever its locale.
    const byBytes = (a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0]));
    hash.update('items');
    hash.update(NUL);
    for (const [key, digest] of items.sort(byBytes)) {
        hash.update(key, 'utf8');
        hash.update(NUL);
        hash.update(digest);
    }
    // Paths as written, as the comparison matches files.
    const files = [...content.files];
    hash.update('files');
    hash.update(NUL);
    for (const [path, digest] of files.sort(byBytes)) {
        hash.update(path, 'utf8');
        hash.update(NUL);
        hash.update(digest, 'hex');
    }
    hash.update('level');
    hash.update(NUL);
    hash.update(String(level));
    return hash.digest('hex');
}


/***/ }),

/***/ 50947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ ContentReads)
});

// EXTERNAL MODULE: ./src/changes/digest-table.ts
var digest_table = __webpack_require__(16808);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
    return (await digestEntries(zipPath, () => undefined))(level);
}
/**
 * Reads the entries in the digest's order, each one's bytes also to the sink `sinkOf` gives for
 * it (none: the digest alone), and returns the digest at any level.
 */
async function digestEntries(zipPath, sinkOf) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    await (0,read_zip/* withZip */.o7)(zipPath, async (zip) => {
        const entries = [];
        for await (const entry of zip.files())
            entries.push(entry);
        // Byte order of the UTF-8 names: the same on every runner, whatever its locale.
        entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
        for (const entry of entries) {
            hash.update(entry.name, 'utf8');
            hash.update(NUL);
            const sink = sinkOf(entry);
            for await (const chunk of await zip.open(entry)) {
                hash.update(chunk);
                sink?.chunk(chunk);
            }
            sink?.end();
        }
    });
    return level => hash.copy().update('level').update(NUL).update(String(level)).digest('hex');
}
const NUL = Buffer.from([0]);

// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
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
    const reader = new ContentReader(what, limits, (await (0,promises_.stat)(zipPath)).size);
    await (0,read_zip/* withZip */.o7)(zipPath, async (zip) => {
        for await (const entry of zip.files()) {
            const sink = reader.entry(entry);
            for await (const chunk of await zip.open(entry))
                sink.chunk(chunk);
            sink.end();
        }
    });
    return reader.content();
}
/**
 * The package's content and its digest in one pass over its entries, in the digest's order (by
 * name): a package of 1 GB is inflated once, not once per question. A content that cannot be
 * read (XML that is not well-formed, past a bound) leaves the digest as it would be alone.
 */
async function readPackageContent(zipPath, what, limits = CONTENT_LIMITS) {
    const reader = new ContentReader(what, limits, (await (0,promises_.stat)(zipPath)).size);
    // The content's first refusal ends the content; the digest reads on.
    let failed;
    const attempt = (step) => {
        if (failed !== undefined)
            return undefined;
        try {
            return step();
        }
        catch (error) {
            failed = (0,message_of/* messageOf */.b)(error);
            return undefined;
        }
    };
    const digest = await digestEntries(zipPath, entry => {
        const sink = attempt(() => reader.entry(entry));
        return (sink && {
            chunk: bytes => attempt(() => sink.chunk(bytes)),
            end: () => attempt(() => sink.end())
        });
    });
    return { content: failed === undefined ? reader.content() : new Error(failed), digest };
}
/**
 * The items and files of one zip, entry by entry, within the bounds: entries in any order (the
 * files come out in the order of the zip's own listing).
 */
class ContentReader {
    what;
    limits;
    items = new digest_table/* DigestTable */.H();
    /** [place in the zip, path, SHA-256] of each file. */
    files = [];
    maxInflated;
    deadline;
    inflated = 0;
    entries = 0;
    constructor(what, limits, zipBytes) {
        this.what = what;
        this.limits = limits;
        this.maxInflated = Math.max(limits.minInflateBytes, limits.maxInflateRatio * zipBytes);
        this.deadline = Date.now() + limits.deadlineMs;
    }
    entry(entry) {
        const { what, limits } = this;
        if (++this.entries > limits.maxEntries) {
            throw new Error(`${what} holds more than ${limits.maxEntries} files: not compared`);
        }
        this.bound(entry.size);
        if (entry.name.toLowerCase() === 'project.xml')
            return this.itemsOf();
        const hash = (0,external_node_crypto_.createHash)('sha256');
        return {
            chunk: bytes => {
                this.bound(0);
                hash.update(bytes);
            },
            end: () => void this.files.push([entry.index, entry.name, hash.digest('hex')])
        };
    }
    content() {
        const files = new Map();
        for (const [, path, digest] of this.files.sort((a, b) => a[0] - b[0]))
            files.set(path, digest);
        return { items: this.items, files };
    }
    bound(bytes) {
        const { what, limits } = this;
        this.inflated += bytes;
        if (this.inflated > this.maxInflated) {
            throw new Error(`${what} unpacks to more than ${Math.round(this.maxInflated / 1024 ** 2)} MiB, far more than its zip: not compared`);
        }
        if (Date.now() >= this.deadline) {
            throw new Error(`${what} took more than ${limits.deadlineMs / 1000} s to read: not compared`);
        }
    }
    /**
     * Each top-level item of project.xml: its bytes as the splitter hands them (white space
     * between tags aside, as stored), read once for its key and canonical digest.
     */
    itemsOf() {
        const { what, items } = this;
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
                // toFixed, not a template: V8 keeps each number it turns into a string the usual way
                // in a cache that outlives young collections, and 100,000 of them made it grow its
                // young generation to 32 MiB (measured). toFixed(0) writes the same digits, uncached.
                const name = `item ${index.toFixed(0)}`;
                const { scanned, digest } = readCanonicalItem(item.subarray(0, length), `${what} project.xml ${name}`);
                items.set((0,item_key/* itemKey */.Dh)(scanned.root, name), digest);
            }
        }, `The project.xml of ${what}`);
        // The splitter's refusals name the document already; the item scanner's name the item.
        const notWellFormed = (error) => {
            if (!(error instanceof xml_scan/* XmlFileError */.a7))
                throw error;
            throw new Error(`The project.xml of ${what} is not well-formed XML: ${error.message}`, {
                cause: error
            });
        };
        return {
            chunk: bytes => {
                try {
                    splitter.feed(bytes);
                }
                catch (error) {
                    notWellFormed(error);
                }
                this.bound(0);
            },
            end: () => {
                try {
                    splitter.end();
                }
                catch (error) {
                    notWellFormed(error);
                }
            }
        };
    }
}

// EXTERNAL MODULE: ./src/shared/worker-job.ts
var worker_job = __webpack_require__(88409);
;// CONCATENATED MODULE: ./src/changes/content-worker.ts




/** `level`: the package's Import level, for its digest; null for a zip without one. */
async function readContent(zipPath, what, level) {
    if (level === null) {
        try {
            return { content: await readProjectContent(zipPath, what) };
        }
        catch (error) {
            return { unreadable: (0,message_of/* messageOf */.b)(error) };
        }
    }
    // A zip that cannot be read at all fails both answers: thrown.
    const read = await readPackageContent(zipPath, what);
    const digest = read.digest(level);
    return read.content instanceof Error
        ? { unreadable: read.content.message, digest }
        : { content: read.content, digest };
}
const inWorker = (0,worker_job/* workerJob */.wg)('acumatica-read-content', readContent, { youngMb: 8, oldMb: 256 });
/** readContent in a worker thread where the entry allows it (src/hosts/actions/main.ts). */
async function readContentApart(zipPath, what, level) {
    const read = await inWorker(zipPath, what, level);
    if (read.content && !(read.content.items instanceof digest_table/* DigestTable */.H)) {
        read.content = { items: digest_table/* DigestTable */.H.revive(read.content.items), files: read.content.files };
    }
    return read;
}

;// CONCATENATED MODULE: ./src/changes/content-reads.ts


class ContentReads {
    /** The run's packages: zip path -> how messages name it, and its Import level. */
    packages = new Map();
    reads = new Map();
    /** The zip at `zipPath` is a package of this run: its one read takes its digest too. */
    package(zipPath, what, level) {
        this.packages.set(zipPath, { what, level });
    }
    /** What the zip holds (readProjectContent), read once. */
    async content(zipPath, what) {
        const read = await this.readOf(zipPath, what);
        if (read.content)
            return read.content;
        throw new Error(read.unreadable);
    }
    /** The package digest at `level` (src/changes/package-digest.ts), read once. */
    async digest(zipPath, level) {
        const known = this.packages.get(zipPath);
        if (known?.level !== level)
            return packageDigest(zipPath, level);
        return (await this.readOf(zipPath, known.what)).digest;
    }
    readOf(zipPath, what) {
        let read = this.reads.get(zipPath);
        if (!read) {
            const known = this.packages.get(zipPath);
            read = readContentApart(zipPath, known?.what ?? what, known?.level ?? null);
            // Kept for later questions: a failure is the asker's, never an unhandled rejection.
            read.catch(() => undefined);
            this.reads.set(zipPath, read);
        }
        return read;
    }
}


/***/ }),

/***/ 16808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ DigestTable)
/* harmony export */ });
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
    /**
     * A table that crossed from a worker thread (structured clone keeps the fields, not the
     * class): the same table again, its buffers as they came.
     */
    static revive(cloned) {
        const fields = cloned;
        const table = new DigestTable();
        for (const name of Object.keys(table)) {
            const value = fields[name];
            // A Buffer crosses as a plain Uint8Array.
            table[name] =
                value instanceof Uint8Array && Buffer.isBuffer(table[name])
                    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
                    : value;
        }
        return table;
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


/***/ }),

/***/ 2489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LZ: () => (/* binding */ attemptName),
  Jp: () => (/* binding */ deployCommand),
  Wh: () => (/* binding */ deployPorts),
  kR: () => (/* binding */ workFolder)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/changes/content-reads.ts + 4 modules
var content_reads = __webpack_require__(50947);
// EXTERNAL MODULE: ./src/shared/collect-garbage.ts
var collect_garbage = __webpack_require__(1485);
// EXTERNAL MODULE: ./src/backup/upload-backup.ts
var upload_backup = __webpack_require__(45388);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/ledger/ledger-key.ts
var ledger_key = __webpack_require__(71782);
// EXTERNAL MODULE: ./src/shared/library-chatter.ts
var library_chatter = __webpack_require__(99806);
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
                key = await (0,library_chatter/* asDebugLines */.T)(() => cache.restoreCache([ENTRY_NAME], prefix, [prefix], { lookupOnly: true }, true));
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
                    id = await (0,library_chatter/* asDebugLines */.T)(() => cache.saveCache([ENTRY_NAME], key, undefined, true));
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

// EXTERNAL MODULE: ./src/deploy/deploy.ts + 8 modules
var deploy = __webpack_require__(51040);
// EXTERNAL MODULE: ./src/inputs/projects.ts
var projects = __webpack_require__(18955);
// EXTERNAL MODULE: ./src/deploy/backup.ts
var backup = __webpack_require__(50717);
// EXTERNAL MODULE: ./src/deploy/publish.ts
var publish = __webpack_require__(58712);
// EXTERNAL MODULE: ./src/deploy/run.ts + 2 modules
var deploy_run = __webpack_require__(92875);
// EXTERNAL MODULE: ./src/deploy/stop.ts
var stop = __webpack_require__(77067);
// EXTERNAL MODULE: ./src/deploy/verify.ts
var deploy_verify = __webpack_require__(12538);
// EXTERNAL MODULE: ./src/deploy/window-step.ts
var window_step = __webpack_require__(48930);
;// CONCATENATED MODULE: ./src/deploy/remove.ts
// Removing projects (`remove`). There is no call that unpublishes one project: Acumatica's
// documented way is to publish all the others without it. So: log in, wait for another publish,
// list what is published (a name to remove that is not published stops the run before anything
// changes), back up every published project, lock users out, then publishBegin with the others
// and merge off (or unpublishAll when none stays), poll, and verify that the removed projects
// are no longer listed and the others are. Nothing is deleted: the projects stay stored.







async function removeProjects(settings, ports) {
    const run = new deploy_run/* Run */.KF(settings, ports, {
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
        if ((0,window_step/* outsideWindow */.w)(run))
            return result;
        await (0,deploy_run/* logIn */.E8)(run);
        await (0,deploy_run/* waitForOtherPublish */.uN)(run);
        const published = await listPublished(run);
        const { removed, kept } = planRemoval(run, published);
        await backUpPublished(run, published);
        await (0,deploy_run/* lockOut */.gs)(run);
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
    await (0,deploy_run/* unlock */.Tl)(run);
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
            throw new stop/* DeployStop */._({ kind: 'published-not-listed', cause: (0,stop/* causeOf */.r)(error) });
        }
        if (names === undefined)
            throw new stop/* DeployStop */._({ kind: 'published-unavailable' });
        return names;
    });
}
/** The names to remove as getPublished spells them, and the others; one not published stops. */
function planRemoval(run, published) {
    const toRemove = run.settings.remove ?? [];
    const wanted = new Set(toRemove.map(name => name.toLowerCase()));
    const missing = toRemove.filter(name => !published.some(listed => listed.toLowerCase() === name.toLowerCase()));
    if (missing.length > 0) {
        throw new stop/* DeployStop */._({ kind: 'not-published', names: missing, published });
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
        backupArtifactName: (0,projects/* backupArtifactName */.Q2)(settings.backupArtifactTemplate ?? '', name, settings.host)
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
            result.projects[index].backup = await (0,backup/* backUpProject */.oH)(project, ports, {
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
        result.outcome = await (0,publish/* publish */.m)(removal, ports, result, {
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
// EXTERNAL MODULE: ./src/inputs/read-settings.ts
var read_settings = __webpack_require__(21119);
// EXTERNAL MODULE: ./src/package/index.ts + 3 modules
var src_package = __webpack_require__(57612);
// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(88850);
// EXTERNAL MODULE: ./src/report/progress-text.ts + 2 modules
var progress_text = __webpack_require__(29376);
// EXTERNAL MODULE: ./src/report/host.ts
var host = __webpack_require__(90022);
// EXTERNAL MODULE: ./src/report/changes-text.ts
var changes_text = __webpack_require__(69079);
// EXTERNAL MODULE: ./src/runner/state.ts
var state = __webpack_require__(6003);
// EXTERNAL MODULE: ./src/redact/safe-text.ts
var safe_text = __webpack_require__(35014);
// EXTERNAL MODULE: ./src/report/lint-report.ts
var lint_report = __webpack_require__(46332);
// EXTERNAL MODULE: ./src/report/lint-text.ts
var lint_text = __webpack_require__(56925);
// EXTERNAL MODULE: ./src/shared/summary.ts
var shared_summary = __webpack_require__(26929);
// EXTERNAL MODULE: ./src/report/publish-findings-report.ts + 3 modules
var publish_findings_report = __webpack_require__(90309);
// EXTERNAL MODULE: ./src/inputs/read-lint-settings.ts
var read_lint_settings = __webpack_require__(33605);
// EXTERNAL MODULE: ./src/shared/worker-job.ts
var worker_job = __webpack_require__(88409);
// EXTERNAL MODULE: ./src/lint/lint.ts
var lint = __webpack_require__(55136);
;// CONCATENATED MODULE: ./src/lint/lint-worker.ts
// The deploy's lint in a worker thread (src/shared/worker-job.ts): reading a project's XML items,
// scripts and C# text made V8 grow the main thread's young generation to 64 MiB within two
// seconds. The findings kept and the totals cross back as one message.


/**
 * The deploy keeps a bounded number of findings (LintOptions.keep): what stays alive is the
 * project's item list.
 */
const lintInWorker = (0,worker_job/* workerJob */.wg)('acumatica-lint-projects', lint/* lintProjects */.yJ, {
    youngMb: 16,
    oldMb: 256
});

// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
// EXTERNAL MODULE: ./src/fleet/result-recorder.ts
var result_recorder = __webpack_require__(70914);
// EXTERNAL MODULE: ./src/commands/source-control-passes.ts
var source_control_passes = __webpack_require__(31403);
// EXTERNAL MODULE: ./src/commands/result-file.ts
var result_file = __webpack_require__(41156);
;// CONCATENATED MODULE: ./src/commands/deploy.ts
// The main step: inputs in; outputs, state, log and job summary out. The order of the deploy is
// in deploy.ts, the wire in api/.































/** The deploy (or remove): its result is the `result` output (docs: the outcomes). */
const deployParts = {
    readSettings: (runner, log) => runner.group('Check inputs', async () => {
        const read = await (0,read_settings/* readSettings */.s)(name => runner.getInput(name), runner.env.workspace);
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
    }),
    notStarted: failure => ({
        result: 'failed',
        outputs: { result: 'failed' },
        failure,
        summary: (0,input_summary/* inputErrorSummary */.x)('Deploy', failure)
    }),
    cancellation: runner => ({
        stopping: `stopping. ${(0,host/* hostWords */.Ul)(runner.host).releasesSession}`,
        // A request still in flight: leave before the runner's kill (the session is in the saved
        // state for the post step; withResultFile writes the result file at once).
        inFlight: signal => ({
            result: 'cancelled',
            outputs: { result: 'cancelled' },
            failure: `The run was cancelled (${signal}) while a request was in flight.`
        }),
        // A cancel while the schedule is on its way waits for its answer: the stop must come after.
        holdFor: () => lockoutCallOf(runner).scheduling
    }),
    login: settings => settings,
    firstAnswerWait: progress_text/* firstAnswerWaitLine */.m6,
    run: deployRun
};
/** The deploy writes its result file in every outcome, a cancelled run's too (docs/fleet.md). */
const deployCommand = (0,result_file/* withResultFile */.Y)(deployParts, result_recorder/* targetOfSettings */.Q7);
/** Each run's lockout schedule while it is on its way (runCommand hands every part the run's runner). */
const lockoutCalls = new WeakMap();
function lockoutCallOf(runner) {
    let call = lockoutCalls.get(runner);
    if (!call)
        lockoutCalls.set(runner, (call = {}));
    return call;
}
/** The Apply Updates endpoint, its schedule call kept in `call` until it is answered. */
function trackSchedule(maintenance, call) {
    return {
        endpoint: maintenance.endpoint,
        scheduleLockoutCommand: (reason, at) => {
            const scheduled = maintenance.scheduleLockoutCommand(reason, at);
            const settled = scheduled.then(() => undefined, () => undefined);
            call.scheduling = settled;
            void settled.then(() => {
                if (call.scheduling === settled)
                    call.scheduling = undefined;
            });
            return scheduled;
        },
        stopLockoutCommand: () => maintenance.stopLockoutCommand(),
        restartApplicationCommand: () => maintenance.restartApplicationCommand()
    };
}
async function deployRun({ runner, log, settings, cancel, client }) {
    const temp = await workFolder(runner.env.tempDir);
    // Each source-control folder is read once: by the lint, the check before any request and the
    // build together.
    const passes = new source_control_passes/* SourceControlPasses */.G(temp, settings.projects);
    // Each package and stored project is read once: by the Changes, the drift check, the ledger
    // and the result file together.
    const reads = new content_reads/* ContentReads */.z();
    let result;
    let lint;
    const problems = new publish_findings_report/* PublishProblems */.M();
    try {
        lint = await lintBeforeLogin(runner, log, settings, passes);
        if (lint.failure !== undefined) {
            return {
                result: 'failed',
                outputs: { result: 'failed' },
                failure: lint.failure,
                summary: lint.summary
            };
        }
        const flow = settings.remove ? removeProjects : deploy/* deploy */.g;
        result = await flow(settings, deployPorts({ runner, log, settings, cancel, client }, temp, problems, passes, reads));
    }
    finally {
        await passes.removeAll();
    }
    // The publish log's errors and warnings at the repository's lines (docs/publish-errors.md).
    const pointAtLines = () => problems.report(log, {
        projects: settings.projects.map(read_lint_settings/* lintProjectOf */.Yl),
        root: runner.env.workspace,
        host: runner.host,
        failed: !(0,report/* isSuccess */.oJ)(result),
        sarifPath: settings.lint?.sarifPath,
        lintFindings: lint.findings
    });
    const publish = problems.size > 0
        ? await runner.group('Errors and warnings at the line', pointAtLines)
        : await pointAtLines();
    const ended = await deploy_report(settings, result, temp, lint.summary, log, runner.host, publish);
    (0,state/* saveProgress */.FB)(runner, `done: ${result.outcome}`);
    // The result file: each package's content digest (a removal imports none), and what else the
    // instance publishes.
    const record = {
        ...(settings.remove
            ? {}
            : {
                projects: await (0,result_recorder/* projectDigests */.lh)(result, settings, (zipPath, what) => reads.content(zipPath, what))
            }),
        ...(result.published ? { published: result.published } : {})
    };
    return { ...ended, record };
}
/**
 * What the deploy flow runs with in this command's host (the rehearsal's too): the client, the
 * packager, the backup store, the ledger, the session saved for the post step, the log.
 */
function deployPorts({ runner, log, settings, cancel, client }, temp, problems, passes = new source_control_passes/* SourceControlPasses */.G(temp, settings.projects), reads = new content_reads/* ContentReads */.z()) {
    const endpoint = settings.maintenanceEndpoint;
    const maintenance = endpoint
        ? trackSchedule(client.maintenance(endpoint, {
            pollIntervalSeconds: settings.pollIntervalSeconds,
            timeoutSeconds: settings.requestTimeoutSeconds
        }), lockoutCallOf(runner))
        : undefined;
    // When the schedule was sent: a post step after a kill waits for it before its stop.
    let lockoutSentAt;
    return {
        api: client,
        ...(maintenance ? { maintenance } : {}),
        lockoutChanged: (on, stopTried) => {
            lockoutSentAt ??= Date.now();
            (0,state/* saveLockout */.d4)(runner, on && endpoint
                ? {
                    endpoint,
                    pollIntervalSeconds: settings.pollIntervalSeconds,
                    requestTimeoutSeconds: settings.requestTimeoutSeconds,
                    stopTimeoutSeconds: settings.lockout?.stopTimeoutSeconds ?? 600,
                    ...(stopTried ? { stopTried } : {}),
                    sentAt: lockoutSentAt
                }
                : undefined);
        },
        makePackage: async (project, productVersion) => {
            const source = project.source;
            // The root's level stays ProjectMetadata.xml's, as the engine writes it (empty stays
            // empty); project-level goes to the Import's own projectLevel field.
            const built = source.kind === 'source-control'
                ? await passes.build(project, {
                    productVersion: productVersion ?? source.productVersion,
                    description: project.description
                })
                : await (0,src_package/* packageProject */.y4)(source.path, source.kind, {
                    outputPath: passes.outputPath(project),
                    exclude: source.kind === 'package' ? [] : source.exclude,
                    include: source.kind === 'package' ? [] : source.include,
                    productVersion: source.kind === 'package' ? '' : (productVersion ?? source.productVersion),
                    description: project.description
                });
            for (const warning of built.warnings)
                log.warning(warning);
            reads.package(built.path, `the package of ${project.name}`, project.level);
            return built;
        },
        checkSource: async (project) => {
            // The build's first pass (the lint's, when it ran): its warnings are told by the build.
            if (project.source.kind === 'source-control')
                await passes.of(project);
        },
        // Named as the artifact will be: an upload of the file as it is takes its name.
        backupPath: project => external_node_path_default().join(temp, 'backup', (0,upload_backup/* backupFileName */.iP)(project.backupArtifactName)),
        packageDetails: zipPath => (0,src_package/* readProjectDefaults */.mE)(zipPath, 'package'),
        packageDigest: (zipPath, level) => reads.digest(zipPath, level),
        projectContent: (zipPath, what) => reads.content(zipPath, what),
        // A workflow artifact, or where the host keeps it (the command line: a folder).
        storeBackup: (zipPath, project) => {
            const name = attemptName(project.backupArtifactName, runner.env.runAttempt);
            const args = [zipPath, name, settings.backupRetentionDays];
            return runner.storeBackup ? runner.storeBackup(...args) : (0,upload_backup/* uploadBackup */.kI)(...args);
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
        origin: {
            runId: runner.env.runId,
            ...(runner.env.repository ? { repository: runner.env.repository } : {}),
            ...(runner.env.commit ? { commit: runner.env.commit } : {}),
            ...(runner.env.runUrl ? { runUrl: runner.env.runUrl } : {})
        },
        log: flowLog(runner, log, problems),
        sleep: (ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }),
        now: () => Date.now(),
        settleMemory: collect_garbage/* collectGarbage */.i,
        signal: cancel.signal
    };
}
/**
 * The lint before login (docs/lint.md): its findings as annotations, and the summary's section
 * when it found errors or warnings; with `lint: fail`, `pass` is false on an error-level finding,
 * so that the run stops before anything is sent (the section is written then).
 */
async function lintBeforeLogin(runner, log, settings, passes) {
    const lint = settings.lint;
    // A removal imports nothing: there is no package to check.
    if (lint === undefined || lint.mode === 'off' || settings.remove)
        return {};
    return runner.group('Lint', async () => {
        const workspace = runner.env.workspace;
        const fullList = (0,host/* lintFullList */.TR)('deploy', runner.host);
        let counts;
        let summary;
        let findings;
        try {
            // A source-control folder is read by the build's first pass, the lint observing it: what
            // the build refuses, it refuses before any request with its own message (the lint then
            // leaves the packages to it rather than report the same thing first).
            const projects = settings.projects.map(read_lint_settings/* lintProjectOf */.Yl);
            const result = await (0,lint_report/* runLint */.n)(projects, { ...lint, tenantMode: settings.tenantMode }, workspace, runner, {
                notesInLog: true,
                fullList,
                reportedOnly: true,
                // A source-control folder: the lint watches the build's one pass, in this thread.
                // Packages only: a worker thread, whose heap goes with it (lint-worker.ts).
                ...(settings.projects.some(project => project.source.kind === 'source-control')
                    ? { read: passes.lintReader(projects) }
                    : { lint: lintInWorker })
            });
            findings = result.findings;
            counts = (0,lint_text/* countResult */.hG)(result);
            if (counts.errors + counts.warnings > 0)
                summary = (0,lint_text/* lintSummary */.cB)(result, fullList);
        }
        catch (error) {
            // A bad input (the SARIF file's path): the run stops before anything is sent.
            if (error instanceof input_error/* InputError */.d)
                return { summary, failure: error.message };
            // The package step meets the same problem before any request and says what to do.
            log.info(`The lint could not read the packages: ${(0,message_of/* messageOf */.b)(error)}`);
            return { summary };
        }
        if (lint.mode === 'fail' && counts.errors > 0) {
            return {
                summary,
                findings,
                failure: `The lint found ${counts.errors} error-level ${counts.errors === 1 ? 'finding' : 'findings'} (lint: fail): nothing was sent to the instance. See the annotations and docs/lint.md; lint: warn reports them without stopping.`
            };
        }
        return { summary, findings };
    });
}
function flowLog(runner, log, problems) {
    return {
        phase: (name, work) => {
            (0,state/* saveProgress */.FB)(runner, name);
            return runner.group(name, work);
        },
        event: event => (0,progress_text/* logProgress */.sc)(log, event, runner.host),
        publishLogEntry: (entry, phase) => {
            // Each entry once as a line; errors and warnings become annotations after the run, on the
            // repository's lines where they point (publish-findings-report.ts).
            const type = entry.logType.toLowerCase();
            if (type === 'error' || type === 'warning')
                problems.add(entry, phase);
            log.info((0,report/* entryLine */.bV)(entry));
        }
    };
}
async function deploy_report(settings, result, temp, lint, log, host, publish) {
    const outputs = {};
    const setOutput = (name, value) => {
        outputs[name] = value;
    };
    setOutput('result', result.outcome);
    setOutput('restored', String(result.restored));
    setOutput('projects-json', JSON.stringify((0,report/* projectsJson */.N8)(result)));
    setOutput('changes-json', JSON.stringify((0,changes_text/* changesJson */.c$)(result)));
    setOutput('instance-version', result.instance?.build ?? '');
    setOutput('publish-findings-json', publish.json);
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
        await (0,promises_.writeFile)(file, (0,report/* publishLogText */.Nc)(result.publishLog.map(safe_text/* safeLogEntry */.ar)));
        setOutput('publish-log', file);
    }
    // The lint's section after the run's own (its heading comes first in the summary).
    const summary = withSectionFirst((0,shared_summary/* joinSummaries */.nG)((0,report/* deploySummary */.eN)(settings, result, host), lint), publish.summary);
    if ((0,report/* isSuccess */.oJ)(result) && !result.lockout?.stopFailed) {
        log.info((0,report/* finalLine */.R2)(settings, result));
        return { result: result.outcome, outputs, summary };
    }
    return {
        result: result.outcome,
        outputs,
        summary,
        failure: (0,report/* failureMessage */.oh)(settings, result, host)
    };
}
/** `section` right after the summary's heading: what a reviewer opens the page for. */
function withSectionFirst(summary, section) {
    if (!section)
        return summary;
    const [first, ...rest] = summary.blocks;
    return first?.kind === 'heading'
        ? { blocks: [first, ...section.blocks, ...rest] }
        : { blocks: [...section.blocks, ...summary.blocks] };
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


/***/ }),

/***/ 41156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ withResultFile)
/* harmony export */ });
/* harmony import */ var _fleet_result_recorder_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70914);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21358);
// The result file (docs/fleet.md) as a part of the command layer: a command that writes one is
// wrapped once, and the file is written in every outcome (its run's end, an input error once the
// instance's name is known, a cancellation abandoned with a request in flight). The deploy (and
// removal) and the rehearsal use it.


/**
 * `command` writing its result file: the target recorded once the inputs are read, the file
 * written as the command ends whatever its end, and its path in the output `result-file`. A
 * file that cannot be written fails the command, which keeps its own result.
 */
function withResultFile(command, targetOf) {
    // One recorder a run: runCommand hands the same runner to every part of one run.
    const recorders = new WeakMap();
    const recorderOf = (runner) => {
        let recorder = recorders.get(runner);
        if (!recorder)
            recorders.set(runner, (recorder = new _fleet_result_recorder_js__WEBPACK_IMPORTED_MODULE_0__/* .ResultRecorder */ .Qg(runner)));
        return recorder;
    };
    const inner = command.cancellation;
    return {
        ...command,
        readSettings: async (runner, log) => {
            // A new run on this runner: its own start time and target.
            recorders.set(runner, new _fleet_result_recorder_js__WEBPACK_IMPORTED_MODULE_0__/* .ResultRecorder */ .Qg(runner));
            const settings = await command.readSettings(runner, log);
            recorderOf(runner).known(targetOf(settings));
            return settings;
        },
        notStarted: async (failure, runner) => {
            const recorder = recorderOf(runner);
            recorder.inputsRefused();
            return written(recorder, await command.notStarted(failure, runner));
        },
        ...(inner
            ? {
                cancellation: (runner) => {
                    const words = inner(runner);
                    return {
                        ...words,
                        // A request still in flight: the file at once, before the runner's kill.
                        inFlight: signal => {
                            const result = words.inFlight(signal);
                            const file = recorderOf(runner).writeNow(result.result);
                            return file
                                ? { ...result, outputs: { ...result.outputs, 'result-file': file } }
                                : result;
                        }
                    };
                }
            }
            : {}),
        run: async (kit) => written(recorderOf(kit.runner), await command.run(kit))
    };
}
/** The command's result with its result file written (output result-file). */
async function written(recorder, { record, ...result }) {
    let file;
    try {
        file = await recorder.write(result.result, record);
    }
    catch (error) {
        // The command's own result stands; only the fleet's report lacks this instance.
        const why = `The result file could not be written: ${(0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .b)(error)}`;
        return { ...result, failure: result.failure === undefined ? why : `${result.failure} ${why}` };
    }
    return file ? { ...result, outputs: { ...result.outputs, 'result-file': file } } : result;
}


/***/ }),

/***/ 31403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ SourceControlPasses)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lint_read_project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76206);
/* harmony import */ var _package_source_control_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6138);
// A source-control folder read once per run (issue 48): the pass that checks it before any
// request is the build's first one (every fragment parsed, its element spooled) and, when the
// lint runs, the lint's reading too. The check before login, the flow's check before GET /entity
// and the build each take the same pass; the build then writes project.xml from its spool.



/** The spools' memory in all (each project's pass holds its spool until its build). */
const SPOOL_BUDGET = 16 * 1024 * 1024;
class SourceControlPasses {
    temp;
    projects;
    passes = new Map();
    /** `temp`: the run's work folder, where each package is written (`<name>.zip`). */
    constructor(temp, projects) {
        this.temp = temp;
        this.projects = projects;
    }
    /** Where the package of `project` is written. */
    outputPath(project) {
        return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(this.temp, `${project.name}.zip`);
    }
    /**
     * The pass over the folder of `project` (a source-control one), started by whoever needs it
     * first; its failure (a PackageError naming the file) is the same for every caller.
     */
    of(project, observer) {
        let pass = this.passes.get(project);
        if (!pass) {
            const source = project.source;
            if (source.kind !== 'source-control') {
                throw new Error(`${project.name} is not a source-control folder.`);
            }
            const sourceControl = this.projects.filter(p => p.source.kind === 'source-control');
            pass = (0,_package_source_control_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareSourceControlPackage */ .q1)(source.path, {
                outputPath: this.outputPath(project),
                exclude: source.exclude,
                include: source.include,
                // Every project's spool is held until its build: the budget is shared.
                spoolBudget: Math.floor(SPOOL_BUDGET / Math.max(1, sourceControl.length)),
                ...(observer ? { observer } : {})
            });
            this.passes.set(project, pass);
        }
        return pass;
    }
    /**
     * The lint's reader: a source-control project not read yet is read by its pass, the lint
     * observing it; any other project is left to the lint's own reader. `lintProjects` are the
     * run's projects as the lint sees them, in the same order.
     */
    lintReader(lintProjects) {
        return (lintProject, context, findings) => {
            const project = this.projects[lintProjects.indexOf(lintProject)];
            if (project?.source.kind !== 'source-control' || this.passes.has(project))
                return undefined;
            const { observer, model } = (0,_lint_read_project_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceControlObserver */ .Di)(lintProject, context, findings);
            return this.of(project, observer).then(model);
        };
    }
    /** Builds the package of `project` from its pass, then lets the pass go. */
    async build(project, root) {
        const prepared = await this.of(project);
        try {
            return await prepared.build(root);
        }
        finally {
            this.passes.delete(project);
            await prepared.remove();
        }
    }
    /** Lets every pass go (their spools), whatever they did. */
    async removeAll() {
        const passes = [...this.passes.values()];
        this.passes.clear();
        for (const pass of passes) {
            const prepared = await pass.catch(() => undefined);
            await prepared?.remove();
        }
    }
}


/***/ }),

/***/ 50717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ downloadBackup),
/* harmony export */   A1: () => (/* binding */ storeBackup),
/* harmony export */   Ph: () => (/* binding */ notePublished),
/* harmony export */   oH: () => (/* binding */ backUpProject),
/* harmony export */   oe: () => (/* binding */ compareWithBackup)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _changes_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23782);
/* harmony import */ var _changes_content_digest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64769);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21358);
/* harmony import */ var _stop_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77067);
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
        const tooLarge = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BackupTooLargeError */ .cR
            ? { limit: error.limit, maxMiB: maxBytes / 1024 ** 2 }
            : undefined;
        throw new _stop_js__WEBPACK_IMPORTED_MODULE_2__/* .DeployStop */ ._({
            kind: 'backup-download',
            project: project.name,
            cause: (0,_stop_js__WEBPACK_IMPORTED_MODULE_2__/* .causeOf */ .r)(error),
            tooLarge
        });
    }
    ports.settleMemory?.();
    if (!download.found) {
        // Only a project the instance does not hold is a first deploy (the restore deletes what a
        // first deploy imported): a published project said to be missing is a wrong answer.
        let published;
        try {
            published = await options.listPublished();
        }
        catch (error) {
            throw new _stop_js__WEBPACK_IMPORTED_MODULE_2__/* .DeployStop */ ._({
                kind: 'first-deploy-unconfirmed',
                project: project.name,
                notFound: download.message,
                cause: (0,_stop_js__WEBPACK_IMPORTED_MODULE_2__/* .causeOf */ .r)(error)
            });
        }
        if (published?.some(name => name.toLowerCase() === project.name.toLowerCase())) {
            throw new _stop_js__WEBPACK_IMPORTED_MODULE_2__/* .DeployStop */ ._({
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
        throw new _stop_js__WEBPACK_IMPORTED_MODULE_2__/* .DeployStop */ ._({
            kind: 'backup-upload',
            project: project.name,
            path: download.path,
            cause: (0,_stop_js__WEBPACK_IMPORTED_MODULE_2__/* .causeOf */ .r)(error)
        });
    }
    ports.settleMemory?.();
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
        project.changes = (0,_changes_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareContent */ .T)(stored, next);
        project.contentDigest = (0,_changes_content_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .contentDigest */ .e)(next, level);
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
            reason: (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error)
        });
    }
}


/***/ }),

/***/ 51040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ deploy)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/deploy/backup.ts
var deploy_backup = __webpack_require__(50717);
// EXTERNAL MODULE: ./src/api/entity-answers.ts
var entity_answers = __webpack_require__(84019);
// EXTERNAL MODULE: ./src/deploy/stop.ts
var stop = __webpack_require__(77067);
;// CONCATENATED MODULE: ./src/deploy/instance.ts
// Before anything is imported: `GET /entity` (no session, no API seat) for the instance's build,
// the release a source-control build is made for, and the version check (version-check: warn,
// fail, off). A read that fails or does not answer within its own short bound is told (a
// notice) and the deploy goes on: nothing is checked then.


async function readInstance(ports) {
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
        throw new stop/* DeployStop */._({ kind: 'version-mismatch', report });
    }
    return report;
}

// EXTERNAL MODULE: ./src/deploy/publish.ts
var publish = __webpack_require__(58712);
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
            return { status: 'failed', cause: (0,stop/* causeOf */.r)(error) };
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
            return { status: 'failed', cause: (0,stop/* causeOf */.r)(error) };
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

// EXTERNAL MODULE: ./src/deploy/run.ts + 2 modules
var deploy_run = __webpack_require__(92875);
// EXTERNAL MODULE: ./src/changes/content-digest.ts
var content_digest = __webpack_require__(64769);
// EXTERNAL MODULE: ./src/changes/digest-table.ts
var digest_table = __webpack_require__(16808);
;// CONCATENATED MODULE: ./src/changes/content-record.ts

/**
 * Beyond this many items and files the record is left out: one ledger file holds every instance
 * and project of a fleet (about 100 bytes an item: at most 200 KB an entry, well within the
 * file's 16 MiB), and drift then still tells a difference by the content digest, unnamed.
 */
const MAX_RECORDED_ENTRIES = 2_000;
function contentRecord(content) {
    if (content.items.size + content.files.size > MAX_RECORDED_ENTRIES)
        return undefined;
    const items = [];
    for (let index = 0; index < content.items.size; index++) {
        items.push([content.items.keyAt(index), content.items.digestAt(index).toString('hex')]);
    }
    return { items, files: [...content.files] };
}
const HEX64 = /^[0-9a-f]{64}$/;
/** The content a record holds; undefined for anything this module did not write. */
function contentOfRecord(record) {
    if (typeof record !== 'object' || record === null)
        return undefined;
    const { items, files } = record;
    if (!Array.isArray(items) || !Array.isArray(files))
        return undefined;
    const pairs = (list) => list.every(pair => Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        typeof pair[1] === 'string' &&
        HEX64.test(pair[1]));
    if (!pairs(items) || !pairs(files))
        return undefined;
    const table = new digest_table/* DigestTable */.H();
    for (const [key, digest] of items)
        table.set(key, Buffer.from(digest, 'hex'));
    return { items: table, files: new Map(files) };
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
            let deployed;
            try {
                const content = await ports.projectContent(projectResult.package.path, `the package of ${project.name}`);
                projectResult.contentDigest ??= (0,content_digest/* contentDigest */.e)(content, project.level);
                // What drift names later: the items and files this deploy put on the instance.
                deployed = contentRecord(content);
            }
            catch {
                // The package digest alone still proves a later run of the same zip.
            }
            const written = await ledger.record(ledgerScope(settings, project.name), projectResult.digest, projectResult.contentDigest, deployed);
            ports.log.event(written.recorded
                ? { kind: 'ledger-recorded', project: project.name, key: written.key }
                : { kind: 'ledger-not-recorded', project: project.name, reason: written.reason });
        }
    });
}

// EXTERNAL MODULE: ./src/changes/compare.ts
var compare = __webpack_require__(23782);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
;// CONCATENATED MODULE: ./src/deploy/drift.ts
// Drift (on-drift, docs/fleet.md): before the first Import, the stored project (the backup the
// deploy takes anyway) against the newest verified deploy of that project to this instance in
// the ledger. When they differ, someone changed the project on the instance since (a hotfix on
// the Customization Projects screen): `fail` ends the run `drift` before any Import, naming the
// items that differ; `warn` goes on with a warning; `overwrite` goes on and says so in a line.
// No ledger entry: nothing to compare with, a notice. The description is no part of the
// content (changes/project-content.ts reads items and files only), so the stamp never drifts.






/**
 * The ports with a ledger that looks each scope up once per run: drift and skip-unchanged both
 * ask for the newest deploy before the Import (the Actions cache: one request each), and the
 * items come along with the first lookup.
 */
function oneLookupPerScope(ports) {
    const ledger = ports.ledger;
    if (!ledger)
        return ports;
    const asked = new Map();
    const memo = {
        newest: scope => {
            const key = JSON.stringify([scope.baseUrl, scope.tenant, scope.project]);
            let lookup = asked.get(key);
            if (!lookup) {
                lookup = ledger.newest(scope, { content: true });
                asked.set(key, lookup);
            }
            return lookup;
        },
        record: (...args) => ledger.record(...args)
    };
    return { ...ports, ledger: memo };
}
async function checkDrift(run) {
    const { settings, ports, result } = run;
    // Without a ledger (the command line without --ledger) there is nothing to compare with.
    if (!ports.ledger)
        return;
    const onDrift = settings.onDrift ?? 'fail';
    const projects = await run.timed('Check drift', async () => {
        const checked = [];
        for (const [index, project] of settings.projects.entries()) {
            const drift = await driftOf(run, project, result.projects[index]);
            checked.push(drift);
            ports.log.event({ kind: 'drift-checked', project: drift, onDrift });
        }
        return checked;
    });
    result.drift = { onDrift, projects };
    const drifted = projects.filter((p) => p.status === 'drifted');
    if (drifted.length > 0 && onDrift === 'fail') {
        throw new stop/* DeployStop */._({ kind: 'drift', projects: drifted }, undefined, 'drift');
    }
    run.checkCancelled();
}
async function driftOf(run, project, projectResult) {
    const { ports } = run;
    const name = project.name;
    const backup = projectResult.backup;
    if (backup.status === 'first-deploy')
        return { project: name, status: 'unchecked', why: 'first-deploy' };
    if (!('path' in backup))
        return { project: name, status: 'unchecked', why: 'no-backup' };
    // The stored project already holds this very package (a validation left it, or a publish that
    // failed): the deploy replaces nothing anyone made, whatever the ledger says.
    if (projectResult.changes && !(0,compare/* hasChanges */.i)(projectResult.changes)) {
        return { project: name, status: 'same', holdsPackage: true };
    }
    const ledger = ports.ledger;
    if (!ledger)
        return { project: name, status: 'unchecked', why: 'no-ledger' };
    const newest = await ledger.newest(ledgerScope(run.settings, name), { content: true });
    if ('unavailable' in newest) {
        return { project: name, status: 'unchecked', why: 'unavailable', reason: newest.unavailable };
    }
    if (!newest.found)
        return { project: name, status: 'unchecked', why: 'no-entry' };
    let stored;
    try {
        stored = await ports.projectContent(backup.path, `the stored ${name}`);
    }
    catch (error) {
        return { project: name, status: 'unchecked', why: 'unreadable', reason: (0,message_of/* messageOf */.b)(error) };
    }
    // The items the ledger kept: compared one by one, so the differences have names.
    const deployed = newest.content ? contentOfRecord(newest.content) : undefined;
    if (deployed) {
        const changes = (0,compare/* compareContent */.T)(deployed, stored);
        return (0,compare/* hasChanges */.i)(changes)
            ? { project: name, status: 'drifted', changes }
            : { project: name, status: 'same' };
    }
    if (newest.contentDigest === undefined)
        return { project: name, status: 'unchecked', why: 'old-entry' };
    if ((0,content_digest/* contentDigest */.e)(stored, project.level) === newest.contentDigest)
        return { project: name, status: 'same' };
    return {
        project: name,
        status: 'drifted',
        ...(await namedFromPackage(run, project, projectResult, newest.digest))
    };
}
/**
 * An entry without its items (the Actions cache is read by key only): when it recorded this
 * very package, the package is what was deployed, and its comparison with the stored project
 * (made for the Changes table) names the differences, turned round.
 */
async function namedFromPackage(run, project, projectResult, deployedDigest) {
    const changes = projectResult.changes;
    if (!changes || !projectResult.package)
        return {};
    try {
        projectResult.digest ??= await run.ports.packageDigest(projectResult.package.path, project.level);
    }
    catch {
        return {};
    }
    if (projectResult.digest !== deployedDigest)
        return {};
    return { changes: { added: changes.removed, changed: changes.changed, removed: changes.added } };
}

// EXTERNAL MODULE: ./src/project/stamp.ts
var stamp = __webpack_require__(90858);
;// CONCATENATED MODULE: ./src/deploy/stamp-step.ts
// The stamp in the Import's projectDescription (input `stamp`, project/stamp.ts): where the
// package came from, or the project's own description when the run cannot say (no repository or
// commit known, told once).

/** The projectDescription of each Import of this run. */
function importDescriber(settings, ports) {
    const plain = (project) => project.description;
    if (!settings.stamp)
        return plain;
    const origin = ports.origin;
    const missing = !origin?.repository
        ? 'the repository'
        : !origin.commit || !/^[0-9a-f]{7,}$/i.test(origin.commit)
            ? 'the commit'
            : undefined;
    if (missing !== undefined || !origin?.repository || !origin.commit) {
        ports.log.event({ kind: 'stamp-unknown', missing: missing ?? 'the commit' });
        return plain;
    }
    const source = { repository: origin.repository, commit: origin.commit, runId: origin.runId };
    return project => (0,stamp/* stampDescription */.cu)(project.description, source);
}

// EXTERNAL MODULE: ./src/deploy/window-step.ts
var window_step = __webpack_require__(48930);
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
        const outcome = await (0,publish/* publish */.m)(publishSettings, ports, again, {
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
            error instanceof stop/* DeployStop */._ && error.outcome === 'timed-out' ? 'timed-out' : 'not-started';
        report.publishMessage =
            error instanceof stop/* DeployStop */._ ? error.failure.kind : error instanceof Error ? error.message : '';
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
    const run = new deploy_run/* Run */.KF(settings, oneLookupPerScope(ports), startResult(settings));
    try {
        // Outside its window a run sends nothing at all, not even GET /entity.
        if ((0,window_step/* outsideWindow */.w)(run))
            return run.result;
        await checkAndPackage(run);
        await (0,deploy_run/* logIn */.E8)(run);
        if (!settings.dryRun)
            await (0,deploy_run/* waitForOtherPublish */.uN)(run);
        await backUp(run);
        await listPublishedTogether(run);
        if (settings.dryRun) {
            await plan(run);
            return run.result;
        }
        // Before anything is imported: a hotfix made on the instance is never replaced unsaid.
        await checkDrift(run);
        if (settings.skipUnchanged && (await skipUnchanged(run)))
            return run.result;
        // A rollback publishes again what was published before this run: listed before Import.
        if (settings.verify?.rollback)
            await run.listPublished().catch(() => undefined);
        await (0,deploy_run/* lockOut */.gs)(run);
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
    try {
        await putBack(run);
    }
    finally {
        // Users are let back in whatever the restore did.
        await (0,deploy_run/* unlock */.Tl)(run);
    }
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
        const read = await readInstance(ports);
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
    ports.settleMemory?.();
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
                ? await (0,deploy_backup/* downloadBackup */.$s)(project, ports, options)
                : await (0,deploy_backup/* backUpProject */.oH)(project, ports, options);
        await (0,deploy_backup/* compareWithBackup */.oe)(projectResult, ports, project.level);
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
                projectResult.backup = await (0,deploy_backup/* storeBackup */.A1)(project, backup, ports);
            }
        }));
    }
    return false;
}
/** Import: each package in order; from its first byte on, the instance may hold it. */
async function importPackages(run) {
    const { settings, ports } = run;
    const description = importDescriber(settings, ports);
    await run.timed('Import', () => run.eachProject(async (project, projectResult) => {
        ports.settleMemory?.();
        const started = ports.now();
        // From here on a failure may leave this package imported: say so.
        projectResult.importState = 'maybe-imported';
        run.setState({ kind: 'import-uncertain', project: project.name });
        let entries;
        try {
            entries = await ports.api.importPackage({
                projectName: project.name,
                projectDescription: description(project),
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
    result.outcome = await run.timed(phase, () => (0,publish/* publish */.m)(settings, ports, result, {
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
        throw new stop/* DeployStop */._({ kind: 'published-not-listed', cause: (0,stop/* causeOf */.r)(error) });
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

/***/ 58712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ publish)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _retry_deadline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54420);
/* harmony import */ var _stop_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77067);
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
        if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransientError */ .N_))
            throw error;
        // The instance may have started the publish before the answer was lost: never send
        // publishBegin twice; ask publishEnd what is going on.
        beginFault = error.message;
        log.event({ kind: 'publish-begin-fault', mode, reason: error.message });
    }
    hooks.mayBeRunning(true);
    hooks.setInstanceState({ kind: 'publish-may-run' });
    const started = ports.now();
    const deadline = new _retry_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B(started + settings.publishTimeoutSeconds * 1000, ports);
    let shown = 0;
    let unconfirmed = 0;
    const timedOut = () => new _stop_js__WEBPACK_IMPORTED_MODULE_1__/* .DeployStop */ ._({ kind: 'publish-timeout', timeoutSeconds: settings.publishTimeoutSeconds }, undefined, 'timed-out');
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
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SessionLostError */ .Tv) {
                if (deadline.passed())
                    throw timedOut();
                throw error;
            }
            const transient = error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransientError */ .N_;
            if (!transient && beginFault === undefined)
                throw error;
            if (transient)
                log.event({ kind: 'poll-fault', reason: error.message });
            // After a publishBegin fault, a refusal of publishEnd, or no answer in a few polls,
            // means the publish did not start.
            if (beginFault !== undefined && (!transient || ++unconfirmed >= START_CONFIRMATION_POLLS)) {
                hooks.mayBeRunning(false);
                throw new _stop_js__WEBPACK_IMPORTED_MODULE_1__/* .DeployStop */ ._({ kind: 'publish-not-started', beginFault, cause: (0,_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .causeOf */ .r)(error) }, { kind: 'imported' });
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
            retryable: error => error instanceof StillRunning || error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SessionLostError */ .Tv,
            onRetry: async ({ error }) => {
                if (!(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SessionLostError */ .Tv))
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
        if (ports.signal?.aborted && !(error instanceof _stop_js__WEBPACK_IMPORTED_MODULE_1__/* .DeployStop */ ._)) {
            throw new _stop_js__WEBPACK_IMPORTED_MODULE_1__/* .DeployStop */ ._({ kind: 'cancelled', whilePublishing: true }, undefined, 'cancelled');
        }
        throw error;
    }
}
/** A publishEnd that said "still running" (or gave no usable answer): ask again after a wait. */
class StillRunning extends Error {
}


/***/ }),

/***/ 92875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KF: () => (/* binding */ Run),
  gs: () => (/* binding */ lockOut),
  E8: () => (/* binding */ logIn),
  Tl: () => (/* binding */ unlock),
  uN: () => (/* binding */ waitForOtherPublish)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/session.ts
var session = __webpack_require__(70060);
// EXTERNAL MODULE: ./src/deploy/backup.ts
var backup = __webpack_require__(50717);
// EXTERNAL MODULE: ./src/retry/deadline.ts
var retry_deadline = __webpack_require__(54420);
// EXTERNAL MODULE: ./src/deploy/stop.ts
var stop = __webpack_require__(77067);
;// CONCATENATED MODULE: ./src/deploy/busy.ts
// Another publish on the instance: Acumatica runs one at a time (its "logical lock"), and an
// Import during another session's publish can corrupt a project. Right after login, before the
// first getProject or Import, publishEnd is asked once: a running publish (not completed, not
// failed, with a log) is waited for, up to busy-timeout; anything the probe cannot read is an info
// line and a row of the summary, and the deploy goes on. Nothing here is decided from the instance's words.



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
            : (0,stop/* causeOf */.r)(error).message;
        log.event({ kind: 'busy-unknown', reason });
        return { found: 'unknown', waitedSeconds: 0, reason };
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
    const busy = () => new stop/* DeployStop */._({ kind: 'busy', timeoutSeconds, ...(lastMessage ? { lastMessage } : {}) }, undefined, 'busy');
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
                log.event({ kind: 'busy-poll-fault', reason: (0,stop/* causeOf */.r)(error).message });
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
        if (ports.signal?.aborted && !(error instanceof stop/* DeployStop */._)) {
            throw new stop/* DeployStop */._({ kind: 'cancelled' }, undefined, 'cancelled');
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

// EXTERNAL MODULE: ./src/deploy/lockout.ts
var deploy_lockout = __webpack_require__(68726);
;// CONCATENATED MODULE: ./src/deploy/notice.ts
/** The lockout's start: now, or the notice's minutes ahead. */
function lockoutStart(run) {
    return run.ports.now() + noticeMs(run);
}
function noticeMs(run) {
    return (run.settings.lockoutNoticeMinutes ?? 0) * 60_000;
}
/** Waits until the scheduled lockout starts (nothing to wait without a notice). */
async function waitForLockoutStart(run) {
    const { ports, result, settings } = run;
    const startsAt = result.lockout?.startsAt;
    const minutes = settings.lockoutNoticeMinutes ?? 0;
    if (result.lockout?.lockedAt === undefined || startsAt === undefined || minutes === 0)
        return;
    await run.timed('Wait for the lockout notice', async () => {
        const left = startsAt - ports.now();
        if (left > 0) {
            try {
                await ports.sleep(left, ports.signal);
            }
            catch (error) {
                // An aborted sleep is the cancellation, told as one by the check below.
                if (!ports.signal?.aborted)
                    throw error;
            }
        }
        run.checkCancelled();
        ports.log.event({ kind: 'lockout-notice-over', minutes });
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
            throw new stop/* DeployStop */._({ kind: 'cancelled' }, undefined, 'cancelled');
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
    /**
     * A new session for the lockout's stop when the site ended the run's: one attempt each time
     * (the stop itself waits and tries again), and not given the cancellation, which must not
     * keep users locked out.
     */
    loginForStop = async () => {
        await session/* logIn */.E(this.ports.api, { ...this.settings, loginAttempts: 1 }, { onSession: cookie => this.ports.sessionStarted(cookie) });
    };
    /** A phase threw: the outcome, the Failure and where the instance stands. */
    stoppedBy(error) {
        const { result } = this;
        const aborted = this.ports.signal?.aborted === true;
        result.outcome = error instanceof stop/* DeployStop */._ ? error.outcome : aborted ? 'cancelled' : 'failed';
        result.failure = failureOf(error, aborted);
        if (error instanceof stop/* DeployStop */._ && error.instanceState)
            this.setState(error.instanceState);
    }
    setState(state) {
        this.result.instanceState = state;
    }
    /**
     * getPublished, asked once before the Import: it confirms a first deploy (the backup), lists
     * the projects published together, and is what a rollback publishes again.
     */
    listPublished = () => (this.published ??= this.ports.api.getPublished().then(names => {
        if (names)
            this.result.published = names;
        return (0,backup/* notePublished */.Ph)(this.result.projects, names);
    }));
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
    if (error instanceof stop/* DeployStop */._)
        return error.failure;
    if (aborted)
        return { kind: 'cancelled' };
    if (error instanceof errors/* UnreachableError */.Jk)
        return { kind: 'login-unreachable', cause: (0,stop/* causeOf */.r)(error) };
    return { kind: 'error', cause: (0,stop/* causeOf */.r)(error) };
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
    await run.timed('Lock users out', () => (0,deploy_lockout/* lockUsersOut */.sG)(run.settings, run.ports, run.result, lockoutStart(run)));
    run.checkCancelled();
    await waitForLockoutStart(run);
}
/**
 * Users back in once the verification, the rollback or the restore has ended, whenever the
 * schedule was sent (possibly on), whatever the run's end.
 */
async function unlock(run) {
    const lockout = run.result.lockout;
    if (!lockout || lockout.unlockedAt !== undefined)
        return;
    await run.timed('Let users back in', () => (0,deploy_lockout/* letUsersBackIn */.Mu)(run.settings, run.ports, run.result, run.loginForStop));
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

/***/ 48930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ outsideWindow)
/* harmony export */ });
/* harmony import */ var _inputs_window_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93901);
// The deploy window (docs/fleet.md): checked first, before anything is built or sent. Outside
// every window the run sends no request at all and ends `outside-window`, which is not a
// failure: a matrix over many instances simply tries again at its next schedule. A dry run
// changes nothing and is not held to the window.

/** True when the run is outside its window: the outcome is set, nothing may be sent. */
function outsideWindow(run) {
    const { settings, ports, result } = run;
    const window = settings.window;
    if (!window || settings.dryRun)
        return false;
    const now = ports.now();
    if ((0,_inputs_window_js__WEBPACK_IMPORTED_MODULE_0__/* .isOpen */ .nT)(window, now)) {
        result.window = { window: window.text, checkedAt: now, open: true };
        ports.log.event({ kind: 'window-open', window: window.text });
        return false;
    }
    const next = (0,_inputs_window_js__WEBPACK_IMPORTED_MODULE_0__/* .nextOpening */ .gR)(window, now);
    // The zone of the window that opens next says when (several windows may have several zones).
    const zone = next === undefined
        ? undefined
        : window.spans.find(s => (0,_inputs_window_js__WEBPACK_IMPORTED_MODULE_0__/* .isOpen */ .nT)({ ...window, spans: [s] }, next))?.zone;
    result.window = {
        window: window.text,
        checkedAt: now,
        open: false,
        ...(next !== undefined && zone
            ? { nextOpening: next, nextOpeningText: (0,_inputs_window_js__WEBPACK_IMPORTED_MODULE_0__/* .localText */ .lt)(next, zone) }
            : {})
    };
    result.outcome = 'outside-window';
    ports.log.event({ kind: 'window-closed', report: result.window });
    return true;
}


/***/ }),

/***/ 52818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TU: () => (/* reexport */ RESULT_FILE_FORMAT),
  Bi: () => (/* binding */ otherPublished),
  tK: () => (/* binding */ resultFileName),
  FE: () => (/* binding */ resultFilePath),
  tH: () => (/* binding */ writeResultFile),
  Fm: () => (/* binding */ writeResultFileNow)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/shared/fleet-shapes.ts
// The fleet's data shapes (docs/fleet.md), a leaf: src/fleet/ makes them and src/report/ words
// them, and the two stand on one layer, so neither imports the other.
/** The result file's format name (a reader refuses any other). */
const RESULT_FILE_FORMAT = 'acumatica-deploy-result-v1';

;// CONCATENATED MODULE: ./src/fleet/result-file.ts
// The result file (docs/fleet.md): every deploy, removal and rehearsal writes its result as one
// JSON file, whatever its end (published, rehearsed, failed, an input error once the instance's
// name is known, cancelled, unchanged, outside-window, drift), so that a fleet's last job can
// gather one file per instance (actions/upload-artifact, then download-artifact with
// merge-multiple) and report what runs where. The file holds no secret: names, digests, times,
// the commit and the run.





/** `result-<name>.json`, the name made safe for any file system and artifact name. */
function resultFileName(instanceName) {
    const safe = instanceName
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[.-]+/, '')
        .slice(0, 100);
    return `result-${safe || 'instance'}.json`;
}
/**
 * Where the file goes: result-file when given (relative to the workspace), else the runner's
 * temp folder (RUNNER_TEMP; the command line: the system's), in `acumatica-results/`.
 */
function resultFilePath(given, instanceName, where) {
    if (given)
        return external_node_path_default().resolve(where.workspace, given);
    return external_node_path_default().join(where.tempDir, 'acumatica-results', resultFileName(instanceName));
}
/** Written beside and renamed: a reader never sees half a file. */
async function writeResultFile(file, content) {
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    const next = `${file}.${process.pid}.tmp`;
    await (0,promises_.writeFile)(next, `${JSON.stringify(content, null, 2)}\n`);
    await (0,promises_.rename)(next, file);
}
/** The same, at once: a cancelled step has only moments before the runner kills it. */
function writeResultFileNow(file, content) {
    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(file), { recursive: true });
    (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify(content, null, 2)}\n`);
}
/** The names getPublished listed that this run does not deploy (case-insensitive). */
function otherPublished(published, own) {
    if (published === undefined)
        return null;
    const mine = new Set(own.map(name => name.toLowerCase()));
    return published.filter(name => !mine.has(name.toLowerCase()));
}


/***/ }),

/***/ 70914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q7: () => (/* binding */ targetOfSettings),
/* harmony export */   Qg: () => (/* binding */ ResultRecorder),
/* harmony export */   lh: () => (/* binding */ projectDigests)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _changes_content_digest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64769);
/* harmony import */ var _inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63988);
/* harmony import */ var _inputs_read_fleet_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60132);
/* harmony import */ var _result_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52818);
// A run's side of the result file: what it knows as the run goes (the instance's name once the
// inputs say it, the result at the end), turned into the file in every outcome. The command layer
// (src/commands/result-file.ts) drives it for every command that writes one.





/** The target of a deploy's (or a removal's) settings. */
function targetOfSettings(settings) {
    return {
        instance: settings.instanceName ?? settings.host,
        url: settings.baseUrl,
        resultFile: settings.resultFile,
        projects: settings.remove ?? settings.projects.map(p => p.name)
    };
}
class ResultRecorder {
    runner;
    started = new Date();
    target;
    constructor(runner) {
        this.runner = runner;
    }
    /** The inputs were read: the name, the address and the projects are known. */
    known(target) {
        this.target = {
            file: (0,_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .resultFilePath */ .FE)(target.resultFile, target.instance, this.where()),
            instance: target.instance,
            url: target.url,
            projects: target.projects
        };
    }
    /**
     * The inputs failed their check: a file still, when base-url and instance-name are good
     * enough to name it (the projects are then not known).
     */
    inputsRefused() {
        const input = (name) => this.runner.getInput(name);
        try {
            const read = (0,_inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readBaseUrl */ .$P)(input);
            if (!read)
                return;
            const { baseUrl, host } = read;
            const instance = (0,_inputs_read_fleet_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readInstanceName */ .X)(input, host);
            this.target = {
                file: (0,_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .resultFilePath */ .FE)(input('result-file'), instance, this.where()),
                instance,
                url: baseUrl,
                projects: []
            };
        }
        catch {
            // No name to give the file: the fleet's report lists the instance as not reporting.
        }
    }
    /**
     * Where a default file goes: the runner's temp folder (RUNNER_TEMP), which outlives the step;
     * the command line's temp folder of the run is removed as it ends, so there the system's.
     */
    where() {
        const env = this.runner.env;
        return { workspace: env.workspace, tempDir: env.runnerTemp ?? node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir() };
    }
    /** Writes the file of a run that ended; the path (the result-file output), or undefined. */
    async write(resultWord, record = {}) {
        const target = this.target;
        if (!target)
            return undefined;
        await (0,_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .writeResultFile */ .tH)(target.file, this.content(target, resultWord, record));
        return target.file;
    }
    /** A cancelled step about to be killed: the file at once, the projects without digests. */
    writeNow(resultWord) {
        const target = this.target;
        if (!target)
            return undefined;
        try {
            (0,_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .writeResultFileNow */ .Fm)(target.file, this.content(target, resultWord, {}));
        }
        catch {
            return undefined;
        }
        return target.file;
    }
    content(target, resultWord, record) {
        const env = this.runner.env;
        const projects = record.projects ?? target.projects.map(name => ({ name, digest: null }));
        return {
            format: _result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .RESULT_FILE_FORMAT */ .TU,
            instance: target.instance,
            url: target.url,
            result: resultWord,
            projects,
            commit: env.commit ?? null,
            run: { id: env.runId, url: env.runUrl ?? null },
            started: this.started.toISOString(),
            ended: new Date().toISOString(),
            published: (0,_result_file_js__WEBPACK_IMPORTED_MODULE_4__/* .otherPublished */ .Bi)(record.published, projects.map(project => project.name))
        };
    }
}
/**
 * Each project of a deploy with the content digest of its package (changes/content-digest.ts):
 * the same number for the same content whatever built the zip, so the report can tell instances
 * that run the same thing. Read from the package (`projectContent`: the run's one read of it) when
 * the run did not compute it already.
 */
async function projectDigests(result, settings, projectContent) {
    const digests = [];
    for (const [index, project] of result.projects.entries()) {
        let digest = project.contentDigest ?? null;
        if (digest === null && project.package) {
            try {
                const content = await projectContent(project.package.path, `the package of ${project.name}`);
                digest = (0,_changes_content_digest_js__WEBPACK_IMPORTED_MODULE_1__/* .contentDigest */ .e)(content, settings.projects[index]?.level ?? 0);
            }
            catch {
                // Not known: null says so.
            }
        }
        digests.push({ name: project.name, digest });
    }
    return digests;
}


/***/ }),

/***/ 60132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readInstanceName),
/* harmony export */   f: () => (/* binding */ readFleetOptions)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39354);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18463);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93901);
// instance-name, result-file, window, lockout-notice-minutes, stamp and on-drift: raw inputs ->
// the settings of a deploy among many instances, checked before anything is sent.



const ON_DRIFT = ['fail', 'warn', 'overwrite'];
/** A day: a notice longer than that is a typo, and the run would hold its runner all along. */
const MAX_NOTICE_MINUTES = 24 * 60;
function readFleetOptions(input, run) {
    const instanceName = readInstanceName(input, run.host);
    const window = (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWindow */ .Et)(input('window'));
    const lockoutNoticeMinutes = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readNumber */ .kz)(input, 'lockout-notice-minutes', {
        integer: true,
        min: 0,
        max: MAX_NOTICE_MINUTES,
        fallback: 0
    });
    if (lockoutNoticeMinutes > 0 && !run.hasMaintenanceEndpoint) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('lockout-notice-minutes', `(${lockoutNoticeMinutes}) schedules the lockout ahead, and there is no lockout without maintenance-endpoint: set maintenance-endpoint (docs/maintenance.md), or remove lockout-notice-minutes.`);
    }
    const rawDrift = input('on-drift') || 'fail';
    const onDrift = ON_DRIFT.find(value => value === rawDrift.toLowerCase());
    if (onDrift === undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('on-drift', `("${rawDrift}") must be fail, warn or overwrite (what a deploy does when the project on the instance changed since this action deployed it).`);
    }
    return {
        instanceName,
        resultFile: input('result-file'),
        ...(window ? { window } : {}),
        lockoutNoticeMinutes,
        stamp: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoolean */ .Vf)(input, 'stamp', false),
        onDrift
    };
}
/** instance-name, or base-url's host when it is not given. */
function readInstanceName(input, host) {
    const name = input('instance-name') || host;
    const controls = [...name].some(char => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
    if (controls || name.length > 200) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('instance-name', "must be one line of at most 200 characters: the instance's name in the inventory (default: the host of base-url).");
    }
    return name;
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
                    reason: reason || `${removing ? 'Removing' : 'Deploying'} ${names.join(', ')}`,
                    // A stop that meets the site restarting waits for it as the verification would,
                    // with verify: false too.
                    stopTimeoutSeconds: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'verify-timeout', {
                        min: 0,
                        exclusiveMin: true,
                        max: _values_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TIMER_SECONDS */ .Zu,
                        why: _login_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .TIMER_LIMIT */ .Y2,
                        fallback: 600
                    })
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

/***/ 21119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readSettings)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39354);
/* harmony import */ var _login_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63988);
/* harmony import */ var _projects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18955);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18463);
/* harmony import */ var _read_verify_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32269);
/* harmony import */ var _read_lint_settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33605);
/* harmony import */ var _read_maintenance_settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22625);
/* harmony import */ var _read_fleet_settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(60132);
// Raw action inputs -> one typed, validated settings object. Every check happens here, before
// anything is sent: a bad input fails with one line that names it and says what to do.









async function readSettings(input, workspace, options = {}) {
    // The order of the checks is the order users read the inputs in: login first.
    const login = (0,_login_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readLoginSettings */ .l3)(input);
    const { baseUrl, host, credentials } = login;
    // A removal deploys nothing: no package is read (project-path is not read either).
    const remove = (0,_read_maintenance_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .readRemove */ .b)(input, _projects_js__WEBPACK_IMPORTED_MODULE_2__/* .checkProjectName */ .xX);
    const projects = remove || (options.projectsOptional && !PROJECT_INPUTS.some(name => input(name) !== ''))
        ? []
        : input('projects')
            ? await (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .readProjects */ .VH)(input, workspace, host)
            : [await (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .readSingleProject */ .MO)(input, workspace, host)];
    const publishWith = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(input('publish-with'));
    for (const other of publishWith)
        (0,_projects_js__WEBPACK_IMPORTED_MODULE_2__/* .checkProjectName */ .xX)('publish-with', other);
    const retention = input('backup-retention-days');
    const { tenantMode, tenants } = readTenants(input);
    const verifyOptions = (0,_read_verify_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readVerifyOptions */ .q)(input);
    const validateOnly = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'validate-only', false);
    return {
        baseUrl,
        host,
        credentials,
        projects,
        replaceIfExists: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'replace-if-exists', true),
        validateOnly,
        publishWith,
        includePublished: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'include-published', true),
        mergeWithExisting: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'merge-with-existing', false),
        dbUpdatesOnly: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'db-updates-only', false),
        tenantMode,
        tenants,
        replayDbScripts: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'replay-db-scripts', false),
        skipUnchanged: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'skip-unchanged', false),
        restoreOnFailure: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'restore-on-failure', true),
        restoreAfterValidation: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'restore-after-validation', true),
        backup: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readBoolean */ .Vf)(input, 'backup', true),
        backupRetentionDays: retention === ''
            ? undefined
            : (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'backup-retention-days', { integer: true, min: 1, max: 90 }),
        backupMaxBytes: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'backup-max-size', {
            integer: true,
            min: 1,
            max: MAX_BACKUP_MIB,
            fallback: 2048
        }) *
            1024 ** 2,
        pollIntervalSeconds: (0,_login_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readPollInterval */ .nb)(input),
        publishTimeoutSeconds: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .readNumber */ .kz)(input, 'publish-timeout', {
            min: 0,
            exclusiveMin: true,
            max: _values_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TIMER_SECONDS */ .Zu,
            why: _login_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .TIMER_LIMIT */ .Y2,
            fallback: 600
        }),
        requestTimeoutSeconds: login.requestTimeoutSeconds,
        firstAnswerTimeoutSeconds: login.firstAnswerTimeoutSeconds,
        loginAttempts: login.loginAttempts,
        loginRetryDelaySeconds: login.loginRetryDelaySeconds,
        ...verifyOptions,
        lint: { mode: (0,_read_lint_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .readLintMode */ .DK)(input), ...(0,_read_lint_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .readLintRuleSettings */ .jE)(input, workspace, 'lint-disable') },
        ...(0,_read_maintenance_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .readMaintenanceOptions */ .E)(input, {
            projectNames: projects.map(p => p.name),
            remove,
            validateOnly,
            dryRun: verifyOptions.dryRun
        }),
        ...(remove ? { remove, backupArtifactTemplate: input('backup-artifact-name') } : {}),
        ...(0,_read_fleet_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .readFleetOptions */ .f)(input, {
            host,
            hasMaintenanceEndpoint: input('maintenance-endpoint') !== ''
        })
    };
}
/** The inputs that name this repository's projects (a rehearsal may have none). */
const PROJECT_INPUTS = ['project-name', 'project-path', 'package', 'projects'];
/** 1 TiB: beyond what a runner's disk holds, and well within what a byte count can say. */
const MAX_BACKUP_MIB = 1024 * 1024;
const TENANT_MODES = ['Current', 'All', 'List'];
/** tenant-mode (any letter case, sent as the API spells it) and the tenants it needs. */
function readTenants(input) {
    const raw = input('tenant-mode') || 'Current';
    const tenantMode = TENANT_MODES.find(mode => mode.toLowerCase() === raw.toLowerCase());
    if (tenantMode === undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('tenant-mode', `("${raw}") must be Current, All or List (List publishes to the tenants named in tenants).`);
    }
    const tenants = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(input('tenants'));
    if (tenantMode === 'List' && tenants.length === 0) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('tenants', 'is required with tenant-mode: List: give the tenant login names, comma or newline separated.');
    }
    if (tenantMode !== 'List' && tenants.length > 0) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('tenants', `is only used with tenant-mode: List (tenant-mode is ${tenantMode}): set tenant-mode: List, or remove tenants.`);
    }
    return { tenantMode, tenants };
}


/***/ }),

/***/ 32269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ readVerifyOptions)
/* harmony export */ });
/* harmony import */ var _api_entity_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84019);
/* harmony import */ var _api_screen_answers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55672);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39354);
/* harmony import */ var _login_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63988);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18463);
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38462);
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
        if (!(0,_api_screen_answers_js__WEBPACK_IMPORTED_MODULE_5__/* .isScreenId */ .E1)(id)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('verify-screens', `"${(0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .cutMasked */ .y3)(id, 40).shown}" is not a screen id: write ids such as SO301000 or IN202500 (two letters and six letters or digits), separated by commas or new lines.`);
        }
        if (!ids.includes(id.toUpperCase()))
            ids.push(id.toUpperCase());
    }
    return ids;
}


/***/ }),

/***/ 93901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ parseWindow),
/* harmony export */   gR: () => (/* binding */ nextOpening),
/* harmony export */   lt: () => (/* binding */ localText),
/* harmony export */   nT: () => (/* binding */ isOpen)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39354);
// The deploy window (input `window`): when a deploy may change an instance, in the instance's own
// time zone. `Mon-Fri 22:00-05:00 America/Chicago`: the days a window opens on, its opening and
// closing time (a closing time at or before the opening one closes the next day), an IANA zone.
// Several windows are separated by `;` or new lines (a `,` too, between whole windows). Local
// times are read with Intl (Node's full ICU), never with offsets worked out by hand: summer
// time, and zones whose offset is not whole hours, come out right.

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SPAN = /^(?:(?<days>[A-Za-z]{3}(?:-[A-Za-z]{3})?(?:\+[A-Za-z]{3}(?:-[A-Za-z]{3})?)*|daily)\s+)?(?<sh>\d{1,2}):(?<sm>\d{2})\s*-\s*(?<eh>\d{1,2}):(?<em>\d{2})\s+(?<zone>\S+)$/i;
const FORMAT_HELP = 'write it as days, opening and closing time, and an IANA time zone, for example "Mon-Fri 22:00-05:00 America/Chicago" (days: Mon-Fri, Sat, Sat+Sun, daily or none for every day; a closing time before the opening one closes the next day; several windows separated by ";")';
/** Reads the input `window` ('' : none). Throws an InputError naming `window`. */
function parseWindow(raw) {
    const text = raw.trim();
    if (text === '')
        return undefined;
    // A comma separates whole windows only: each part must read as a window on its own.
    const parts = text
        .split(/[;\n]|,(?=\s*(?:[A-Za-z]{3}(?:[-+][A-Za-z]{3})*|daily)?\s*\d{1,2}:\d{2}\s*-)/i)
        .map(part => part.trim())
        .filter(part => part !== '');
    return { text, spans: parts.map(parseSpan) };
}
function parseSpan(text) {
    const match = SPAN.exec(text);
    if (!match?.groups)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('window', `("${text}") is not a window: ${FORMAT_HELP}.`);
    const { days, sh, sm, eh, em, zone } = match.groups;
    const start = minutesOf(text, sh, sm, false);
    const end = minutesOf(text, eh, em, true);
    if (start === end) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('window', `("${text}") opens and closes at the same time: give a closing time other than the opening one (00:00-24:00 for a whole day).`);
    }
    return { days: daysOf(text, days), start, end, zone: checkZone(text, zone), text };
}
function minutesOf(text, hours, minutes, closing) {
    const h = Number(hours);
    const m = Number(minutes);
    if (m > 59 || h > 24 || (h === 24 && (m !== 0 || !closing))) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('window', `("${text}") has the time ${hours}:${minutes}, which is not a time of day (00:00 to 23:59; 24:00 only as a closing time).`);
    }
    return h * 60 + m;
}
function daysOf(text, days) {
    if (days === undefined || days.toLowerCase() === 'daily')
        return DAYS.map(() => true);
    const marked = DAYS.map(() => false);
    for (const range of days.split('+')) {
        const [from, to = from] = range.split('-').map(day => dayIndex(text, day));
        // Fri-Mon wraps over the week's end.
        for (let day = from;; day = (day + 1) % 7) {
            marked[day] = true;
            if (day === to)
                break;
        }
    }
    return marked;
}
function dayIndex(text, day) {
    const index = DAYS.findIndex(d => d.toLowerCase() === day.toLowerCase());
    if (index < 0) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('window', `("${text}") names the day "${day}": days are Mon, Tue, Wed, Thu, Fri, Sat and Sun.`);
    }
    return index;
}
function checkZone(text, zone) {
    try {
        // Intl refuses a zone its ICU data does not know (RangeError) and gives the canonical name.
        return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    }
    catch {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('window', `("${text}") names the time zone "${zone}", which is not an IANA time zone: use a name such as America/Chicago, Europe/Berlin or UTC.`);
    }
}
const formatters = new Map();
function localTime(time, zone) {
    let format = formatters.get(zone);
    if (!format) {
        format = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            weekday: 'short',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23'
        });
        formatters.set(zone, format);
    }
    let day = 0;
    let hour = 0;
    let minute = 0;
    for (const part of format.formatToParts(time)) {
        if (part.type === 'weekday')
            day = DAYS.indexOf(part.value);
        else if (part.type === 'hour')
            hour = Number(part.value);
        else if (part.type === 'minute')
            minute = Number(part.value);
    }
    return { day, minute: hour * 60 + minute };
}
/** Whether a deploy may run at `time` (ms since the epoch): inside one of the windows. */
function isOpen(window, time) {
    return window.spans.some(span => spanOpen(span, localTime(time, span.zone)));
}
function spanOpen(span, at) {
    if (span.start < span.end)
        return span.days[at.day] && at.minute >= span.start && at.minute < span.end;
    // Across midnight: the evening of an opening day, or the morning after one.
    const dayBefore = (at.day + 6) % 7;
    return ((span.days[at.day] && at.minute >= span.start) || (span.days[dayBefore] && at.minute < span.end));
}
/**
 * When the next window opens after `time` (ms, to the minute), within eight days; undefined when
 * none does (a window on no day cannot be written, so only a zone's gap could hide one).
 */
function nextOpening(window, time) {
    const minute = 60_000;
    // Minute by minute through the zone's own calendar: a gap or repeat of summer time is Intl's.
    for (let at = Math.ceil(time / minute) * minute; at <= time + 8 * 24 * 60 * minute; at += minute) {
        if (isOpen(window, at))
            return at;
    }
    return undefined;
}
/** `Mon 2026-12-07 22:00` in `zone`: how the summary says when a window opens. */
function localText(time, zone) {
    const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23'
    }).formatToParts(time);
    const part = (type) => parts.find(p => p.type === type)?.value ?? '';
    return `${DAYS[localTime(time, zone).day]} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${zone}`;
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

/***/ 90309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ PublishProblems)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: ./src/project/fragment-name.ts
var fragment_name = __webpack_require__(95009);
// EXTERNAL MODULE: ./src/project/item-key.ts
var item_key = __webpack_require__(82944);
// EXTERNAL MODULE: ./src/project/xml-scan.ts
var xml_scan = __webpack_require__(7672);
// EXTERNAL MODULE: ./src/zip/entry-order.ts
var entry_order = __webpack_require__(7342);
// EXTERNAL MODULE: ./src/zip/read-zip.ts
var read_zip = __webpack_require__(45365);
;// CONCATENATED MODULE: ./src/lint/publish-log.ts
// Reads a publish log (the `log` of publishEnd, Import or unpublish answers) into the messages a
// reviewer acts on: each entry of logType error or warning, or several entries that make one
// message (Acumatica's developer guide prints a compatibility message value by value). It decides
// only from the forms real instances and Acumatica's guides show (docs/publish-errors.md): a C#
// diagnostic naming a compiled file and a line, the five validation messages, a control conflict,
// a page error. Anything else is a message of its own, kept as it is. Pure: no file, no runner.
/** The rule id of each kind of message that has no compiler code. */
const MESSAGE_RULES = {
    'field-missing': 'ReferencedFieldMissing',
    'type-missing': 'DeclaringTypeMissing',
    reference: 'FailedToResolveReference',
    'could-not-resolve': 'CouldNotResolve',
    'control-conflict': 'ConflictControlId',
    'page-error': 'PageError',
    other: 'PublishLogMessage'
};
/**
 * Only so much of an entry is read: real messages are a few hundred characters; the rest of a
 * longer one is kept in the text (bounded later) but never matched against.
 */
const READ_CHARS = 4096;
// `<any path>X.cs(L[,C])[ ]: error|warning CSnnnn: text`: the compiler's form and CodeDOM's (a
// space before the colon); the path may be absolute, start with `\App_RuntimeCode\` or be bare.
// Decided from the file name and the numbers only.
const COMPILE = /(?:^|[\s"'(\\/:])([^\s"'(\\/:]+)\.cs\((\d{1,9})(?:\s*,\s*(\d{1,9}))?\)\s*:\s*(error|warning)\s+(CS\d{1,6})\b(?:\s*:)?\s*(.*)$/i;
const MISSING = /^(Referenced Field missing|Declaring Type missing):\s*(.*)$/i;
const DLL_ALONE = /^(\S+\.dll)$/i;
const REFERENCE = /^(?:(\S+\.dll)\s+)?(Failed to resolve (\w+) reference:|Could not resolve:)\s*(.*)$/i;
const CONFLICT = /Conflict control ID:\s*(\S*) from page (~\/pages\/\S+?\.aspx)/i;
const PAGE_ERROR = /An error on the page (~\/pages\/\S+?\.aspx)/i;
/** A value of a message printed value by value: one word (a name, a signature has spaces). */
const WORD = /^[^\s:]+$/;
/** An assembly's name (`ADODB, Version=7.0.3300.0, ...`). */
const ASSEMBLY = /^[\w.-]+(?:,|$)/;
function levelOf(entry) {
    const type = entry.logType.toLowerCase();
    return type === 'error' || type === 'warning' ? type : undefined;
}
function head(entry) {
    return entry.message.slice(0, READ_CHARS).trim();
}
/** The messages of a log, in order: each error and warning once, none dropped. */
function readPublishLog(entries) {
    const messages = [];
    let at = 0;
    while (at < entries.length) {
        const level = levelOf(entries[at]);
        if (level === undefined) {
            at++;
            continue;
        }
        const message = messageAt(entries, at, level);
        messages.push(message);
        at = message.entries[message.entries.length - 1] + 1;
    }
    return messages;
}
/** The entries after `at` that carry values of the same message (same level, in order). */
function following(entries, at, level) {
    const values = [];
    for (let i = at + 1; i < entries.length && values.length < 4; i++) {
        if (levelOf(entries[i]) !== level)
            break;
        values.push(head(entries[i]));
    }
    return values;
}
function span(from, count) {
    return Array.from({ length: count }, (_, i) => from + i);
}
function messageAt(entries, at, level) {
    const text = head(entries[at]);
    const whole = (count) => entries
        .slice(at, at + count)
        .map(entry => entry.message.trim())
        .join(' ');
    const make = (kind, count, target, rule) => ({
        level,
        kind,
        rule: rule ?? MESSAGE_RULES[kind],
        text: whole(count),
        entries: span(at, count),
        ...(target ? { target } : {})
    });
    const compile = COMPILE.exec(text);
    if (compile) {
        const column = compile[3] === undefined ? {} : { column: Number(compile[3]) };
        return make('compile', 1, { kind: 'code', fileBase: compile[1], line: Number(compile[2]), ...column }, compile[5].toUpperCase());
    }
    const missing = MISSING.exec(text);
    if (missing) {
        const kind = missing[1].toLowerCase().startsWith('referenced')
            ? 'field-missing'
            : 'type-missing';
        const rest = missing[2].trim();
        if (rest !== '') {
            // One line: `Referenced field missing: action from PX.Objects.PM.ProjectEntry`.
            const [name, from] = splitFrom(rest);
            return make(kind, 1, symbolTarget(name, from));
        }
        // Value by value: the name, `from`, the class.
        const [name, word, from] = following(entries, at, level);
        if (name === undefined || !WORD.test(name))
            return make(kind, 1);
        if (word?.toLowerCase() === 'from' && from !== undefined) {
            return make(kind, 4, symbolTarget(name, from));
        }
        return make(kind, 2, symbolTarget(name, undefined));
    }
    // A DLL's name alone, then its message: `AM.Objects.dll` · `Failed to resolve ...` · ...
    const dllAlone = DLL_ALONE.exec(text);
    if (dllAlone) {
        const [next] = following(entries, at, level);
        const reference = next === undefined ? null : REFERENCE.exec(next);
        if (reference && reference[1] === undefined) {
            return referenceMessage(entries, at, level, dllAlone[1], 1, reference, make);
        }
        return make('other', 1, { kind: 'dll', name: dllAlone[1] });
    }
    const reference = REFERENCE.exec(text);
    if (reference) {
        // The DLL's name may stand alone on the entry before, logged at another level.
        const before = at > 0 ? DLL_ALONE.exec(head(entries[at - 1])) : null;
        return referenceMessage(entries, at, level, reference[1] ?? before?.[1], 0, reference, make);
    }
    const conflict = CONFLICT.exec(text);
    if (conflict)
        return make('control-conflict', 1, { kind: 'page', path: conflict[2] });
    const page = PAGE_ERROR.exec(text);
    if (page)
        return make('page-error', 1, { kind: 'page', path: page[1] });
    return make('other', 1);
}
/**
 * `Failed to resolve <what> reference:` or `Could not resolve:`, on the entry `at + offset`, after
 * the DLL's name (on the same entry or the one before), with its values on the same entry or the
 * next ones (`<reference>` · `declared in` · `<assembly>`, or `<assembly>`).
 */
function referenceMessage(entries, at, level, dll, offset, match, make) {
    const kind = match[2].toLowerCase().startsWith('could') ? 'could-not-resolve' : 'reference';
    const target = dll ? { kind: 'dll', name: dll } : undefined;
    let count = 1 + offset;
    if (match[4].trim() === '') {
        const values = following(entries, at + offset, level);
        if (kind === 'could-not-resolve') {
            if (values[0] !== undefined && ASSEMBLY.test(values[0]))
                count++;
        }
        else if (values[0] !== undefined && isValue(values[0])) {
            count++;
            if (values[1]?.toLowerCase() === 'declared in')
                count += values.length > 2 ? 2 : 1;
        }
    }
    return make(kind, count, target);
}
/** A value of a message, not a message of its own (a sentence ends with a period). */
function isValue(text) {
    return (!/\.$/.test(text) && ![COMPILE, MISSING, DLL_ALONE, REFERENCE].some(form => form.test(text)));
}
/** `name from Class` as [name, Class]; a name alone as [name]. */
function splitFrom(rest) {
    const match = /^(\S+)\s+from\s+(.+)$/i.exec(rest);
    return match ? [match[1], match[2].trim()] : [rest.split(/\s+/)[0], undefined];
}
function symbolTarget(name, from) {
    return { kind: 'symbol', name: simpleName(name), ...(from ? { from } : {}) };
}
/**
 * The name code would write: the last part of a dotted name, without a generic arity
 * (`PX.Data.PXGraphWithActionsBase`2` -> `PXGraphWithActionsBase`).
 */
function simpleName(name) {
    const plain = name.replace(/[`<].*$/, '');
    const dot = plain.lastIndexOf('.');
    return dot >= 0 ? plain.slice(dot + 1) : plain;
}

;// CONCATENATED MODULE: ./src/lint/publish-findings.ts
// Points each message of a publish log (publish-log.ts) at the repository's file and line it comes
// from: a Code item's line in project.xml or its `_project/` fragment, a DAC item, a `Bin/<dll>`
// File item, a page. It reads the projects' files only when a message names something, with the
// build's streaming XML scanner, keeps no item longer than it takes to match it, and in a
// source-control folder opens the fragment named after the item first. A message it cannot place
// stays a finding without a place: none is dropped.










/** The most text of one code item searched for a name (as the lint's bound). */
const MAX_CODE_TEXT = 4 * 1024 * 1024;
/** Reads a log and points its messages: see the module's comment. */
async function publishFindings(entries, projects, root) {
    return locateMessages(readPublishLog(entries), projects, root);
}
async function locateMessages(messages, projects, root) {
    const found = new Map();
    const wanted = messages.filter(message => message.target !== undefined);
    for (const project of projects) {
        const open = wanted.filter(message => !found.has(message));
        if (open.length === 0)
            break;
        const search = new Search(open, project.name || repoPath(root, project.path));
        try {
            await searchProject(project, root, search);
        }
        catch (error) {
            // A project the lint and the build could read is read here too; one that cannot be read
            // leaves its messages without a place rather than hide them.
            if (!(error instanceof xml_scan/* XmlFileError */.a7))
                throw error;
        }
        for (const [message, hit] of search.hits)
            found.set(message, hit);
    }
    return messages.map(message => {
        const hit = found.get(message);
        return {
            level: message.level,
            rule: message.rule,
            message: message.text,
            entry: message.entries[0],
            ...(hit ? { project: hit.project, item: hit.item, place: hit.place } : {})
        };
    });
}
/** The messages one project is searched for, and what was found. */
class Search {
    messages;
    project;
    hits = new Map();
    /** Grows with each hit recorded (a scan compares it to see whether it found anything). */
    changes = 0;
    constructor(messages, project) {
        this.messages = messages;
        this.project = project;
    }
    get done() {
        return this.messages.every(message => (this.hits.get(message)?.rank ?? 9) === 0);
    }
    /** True when some message is still looked for by a name any item's code may hold. */
    get needsEveryItem() {
        return this.messages.some(message => message.target?.kind === 'symbol' && !this.hits.has(message));
    }
    hit(message, item, place, rank) {
        const before = this.hits.get(message);
        if (before && before.rank <= rank)
            return;
        this.hits.set(message, { project: this.project, item, place, rank });
        this.changes++;
    }
    /** Forgets what was found in `file` (read again with its lines). */
    forget(file) {
        for (const [message, hit] of this.hits)
            if (hit.place.file === file)
                this.hits.delete(message);
    }
    visit(item) {
        const key = keyOf(item);
        const at = (line) => line === undefined ? { file: item.file } : { file: item.file, line };
        for (const message of this.messages) {
            const target = message.target;
            if (!target)
                continue;
            if (target.kind === 'code') {
                const base = target.fileBase.toLowerCase();
                if (item.element === 'Graph' &&
                    (item.attributes['ClassName'] ?? '').toLowerCase() === base) {
                    this.hit(message, key, at(codeLine(item, target.line)), 0);
                }
                else if (item.element === 'DAC' && dacFileBase(item.attributes['type'] ?? '') === base) {
                    this.hit(message, key, at(item.line), 1);
                }
            }
            else if (target.kind === 'symbol') {
                if (item.code === undefined)
                    continue;
                const line = lineNaming(item.code, target.name);
                if (line === undefined)
                    continue;
                // The first item that names it (items are visited in the file's order).
                if (!this.hits.has(message)) {
                    this.changes++;
                    this.hits.set(message, {
                        project: this.project,
                        item: key,
                        place: at(item.codeLine === undefined ? undefined : item.codeLine + line),
                        rank: 0
                    });
                }
            }
            else if (target.kind === 'dll') {
                if (isFileItem(item) &&
                    (0,app_path/* samePathKey */.tT)(item.attributes['AppRelativePath'] ?? '') === dllKey(target.name)) {
                    this.hit(message, key, at(item.line), 0);
                }
            }
            else if (item.element === 'Page') {
                if ((item.attributes['path'] ?? '').toLowerCase() === target.path.toLowerCase()) {
                    this.hit(message, key, at(item.line), 0);
                }
            }
            else if (isFileItem(item) &&
                (0,app_path/* samePathKey */.tT)(item.attributes['AppRelativePath'] ?? '') === pageFileKey(target.path)) {
                this.hit(message, key, at(item.line), 1);
            }
        }
    }
    /** A C# file of the repository under App_RuntimeCode (the compiled file is its copy). */
    visitCodeFile(file, fileBase, text) {
        for (const message of this.messages) {
            const target = message.target;
            if (target?.kind === 'code' && target.fileBase.toLowerCase() === fileBase.toLowerCase()) {
                this.hit(message, `File#App_RuntimeCode\\${fileBase}.cs`, { file, line: target.line }, 2);
            }
            else if (target?.kind === 'symbol' && text !== undefined && !this.hits.has(message)) {
                const line = lineNaming(text, target.name);
                if (line !== undefined) {
                    this.hits.set(message, {
                        project: this.project,
                        item: `File#App_RuntimeCode\\${fileBase}.cs`,
                        place: { file, line: line + 1 },
                        rank: 0
                    });
                }
            }
        }
    }
    /** The fragment names the Source Control screen gives the items looked for, most likely first. */
    fragmentNames() {
        const names = new Set();
        for (const message of this.messages) {
            const target = message.target;
            if (!target)
                continue;
            if (target.kind === 'code') {
                names.add(`${(0,fragment_name/* fragmentBaseName */.N)(`Code#${target.fileBase}`)}.xml`);
                const dac = /^(.*)_extensions$/i.exec(target.fileBase);
                if (dac)
                    names.add(`${(0,fragment_name/* fragmentBaseName */.N)(dac[1])}.xml`);
            }
            else if (target.kind === 'dll') {
                names.add(`${(0,fragment_name/* fragmentBaseName */.N)(`File#Bin\\${target.name}`)}.xml`);
            }
            else if (target.kind === 'page') {
                names.add(`${(0,fragment_name/* fragmentBaseName */.N)(target.path)}.xml`);
                names.add(`${(0,fragment_name/* fragmentBaseName */.N)(`File#${pageFileKey(target.path)}`)}.xml`);
            }
        }
        return [...names].map(name => name.toLowerCase());
    }
}
function isFileItem(item) {
    return item.element === 'File';
}
function keyOf(item) {
    return (0,item_key/* itemKey */.Dh)({ name: item.element, attributes: item.attributes }, item.fragment);
}
function dllKey(name) {
    return (0,app_path/* samePathKey */.tT)(`Bin/${name}`);
}
/** `~/pages/so/so301000.aspx` -> `pages/so/so301000.aspx` (a File item's path key). */
function pageFileKey(virtualPath) {
    return (0,app_path/* samePathKey */.tT)(virtualPath.replace(/^~\//, ''));
}
/** The compiled file of a DAC item: every character but letters and digits as `_`. */
function dacFileBase(type) {
    return `${type.replace(/[^A-Za-z0-9]/g, '_')}_extensions`.toLowerCase();
}
/** The file line of line `line` (1-based) of a Graph item's code; its start tag past the end. */
function codeLine(item, line) {
    if (item.codeLine === undefined || item.code === undefined)
        return item.line;
    return line >= 1 && line <= countLines(item.code) + 1 ? item.codeLine + line - 1 : item.line;
}
function countLines(text) {
    let lines = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        lines++;
    return lines;
}
/** The 0-based line of `code` that first names `name` as a whole word, if any. */
function lineNaming(code, name) {
    if (name === '')
        return undefined;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'u');
    const match = pattern.exec(code);
    return match ? countLines(code.slice(0, match.index)) : undefined;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** `absolute` relative to the repository root, with `/`. */
function repoPath(root, absolute) {
    return external_node_path_default().relative(root, absolute).split((external_node_path_default()).sep).join('/');
}
/**
 * Hands each item of a document to `visit`: the root itself (a fragment, `itemDepth` 0) or the
 * children of `<Customization>` (project.xml, `itemDepth` 1). Only a Graph item's `Source` text is
 * kept, and only until the item ends.
 */
class ItemSink {
    itemDepth;
    file;
    fragment;
    visit;
    withLines;
    depth = 0;
    current;
    inSource = false;
    parts = [];
    size = 0;
    constructor(itemDepth, file, fragment, visit, withLines) {
        this.itemDepth = itemDepth;
        this.file = file;
        this.fragment = fragment;
        this.visit = visit;
        this.withLines = withLines;
    }
    open(name, attributes, _selfClosing, line) {
        if (this.depth === this.itemDepth) {
            this.current = {
                element: name,
                attributes: { ...attributes },
                file: this.file,
                fragment: this.fragment,
                ...(this.withLines && line !== undefined ? { line } : {})
            };
        }
        else if (this.current?.element === 'Graph' &&
            this.depth === this.itemDepth + 1 &&
            name === 'CDATA' &&
            attributes['name'] === 'Source') {
            this.inSource = true;
            this.parts = [];
            this.size = 0;
        }
        this.depth++;
    }
    close() {
        this.depth--;
        if (this.inSource && this.depth === this.itemDepth + 1) {
            this.inSource = false;
            if (this.current)
                this.current.code = this.parts.join('');
            this.parts = [];
        }
        if (this.current && this.depth === this.itemDepth) {
            this.visit(this.current);
            this.current = undefined;
        }
    }
    text(text) {
        this.add(text, undefined);
    }
    cdata(text, line) {
        // saxes gives the line the section ends on: its first character is that many lines up.
        this.add(text, line === undefined ? undefined : line - countLines(text));
    }
    comment() { }
    processingInstruction() { }
    add(text, startLine) {
        if (!this.inSource || !this.current || this.size >= MAX_CODE_TEXT)
            return;
        if (this.withLines && this.parts.length === 0 && startLine !== undefined) {
            this.current.codeLine = startLine;
        }
        const piece = text.slice(0, MAX_CODE_TEXT - this.size);
        this.parts.push(piece);
        this.size += piece.length;
    }
}
async function searchProject(project, root, search) {
    if (project.kind === 'package')
        return searchZip(project, root, search);
    if (project.kind === 'folder') {
        const projectXml = external_node_path_default().join(project.path, entry_order/* PROJECT_XML */.a8);
        const file = repoPath(root, projectXml);
        (0,xml_scan/* scanXmlFile */.F5)(projectXml, file, {
            sink: new ItemSink(1, file, '', item => search.visit(item), true)
        });
    }
    else {
        searchFragments(project, root, search);
    }
    await searchCodeFiles(project, root, search);
}
function searchFragments(project, root, search) {
    const folder = external_node_path_default().join(project.path, '_project');
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(folder).filter(name => name.toLowerCase().endsWith('.xml') && name.toLowerCase() !== 'projectmetadata.xml');
    }
    catch {
        return;
    }
    const likely = new Set(search.fragmentNames());
    // `fast`: the build's fast reader, which knows no lines: a fragment it finds something in is
    // read again with saxes for them (most fragments hold nothing looked for).
    const scan = (name, fast = false) => {
        const file = repoPath(root, external_node_path_default().join(folder, name));
        try {
            (0,xml_scan/* scanXmlFile */.F5)(external_node_path_default().join(folder, name), file, {
                sink: new ItemSink(0, file, name, item => search.visit(item), !fast),
                whole: fast
            });
        }
        catch (error) {
            // The lint reports a fragment that is not well-formed (ACU005); the others are still read.
            if (!(error instanceof xml_scan/* XmlFileError */.a7))
                throw error;
        }
    };
    const first = names.filter(name => likely.has(name.toLowerCase()));
    for (const name of first)
        scan(name);
    if (search.done && !search.needsEveryItem)
        return;
    for (const name of names) {
        if (likely.has(name.toLowerCase()))
            continue;
        const before = search.changes;
        scan(name, true);
        if (search.changes === before)
            continue;
        search.forget(repoPath(root, external_node_path_default().join(folder, name)));
        scan(name);
    }
}
/** The project's own App_RuntimeCode/*.cs files: their lines are the compiled file's. */
async function searchCodeFiles(project, root, search) {
    const folder = external_node_path_default().join(project.path, 'App_RuntimeCode');
    if (!(0,external_node_fs_.existsSync)(folder))
        return;
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(folder).filter(name => name.toLowerCase().endsWith('.cs'));
    }
    catch {
        return;
    }
    for (const name of names) {
        const base = name.slice(0, -'.cs'.length);
        const file = repoPath(root, external_node_path_default().join(folder, name));
        const text = search.needsEveryItem ? await readStart(external_node_path_default().join(folder, name)) : undefined;
        search.visitCodeFile(file, base, text);
    }
}
async function readStart(file) {
    try {
        const handle = await (0,promises_.open)(file, 'r');
        try {
            const buffer = Buffer.alloc(Math.min((await handle.stat()).size, MAX_CODE_TEXT));
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
            return buffer
                .subarray(0, bytesRead)
                .toString('utf8')
                .replace(/^\ufeff/, '');
        }
        finally {
            await handle.close();
        }
    }
    catch {
        return undefined;
    }
}
/** A zip's project.xml, streamed: its lines are no lines of the repository, so the place is the zip. */
async function searchZip(project, root, search) {
    // A zip outside the repository (a rehearsal's set, taken from an instance) by its file name.
    const relative = repoPath(root, project.path);
    const file = relative.startsWith('../') ? external_node_path_default().basename(project.path) : relative;
    const sink = new ItemSink(1, file, '', item => search.visit(item), false);
    const scanner = new xml_scan/* XmlScanner */.KG(`${file}: project.xml`, false, undefined, sink);
    try {
        await (0,read_zip/* withZip */.o7)(project.path, async (zip) => {
            for await (const entry of zip.files()) {
                if (entry.name !== entry_order/* PROJECT_XML */.a8)
                    continue;
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
        if (error instanceof xml_scan/* XmlFileError */.a7)
            throw error;
        // The zip was imported as it is; one that cannot be read here leaves its messages unplaced.
    }
}

// EXTERNAL MODULE: ./src/lint/sarif.ts
var sarif = __webpack_require__(23332);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
// EXTERNAL MODULE: ./src/report/lint-report.ts
var lint_report = __webpack_require__(46332);
// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
// EXTERNAL MODULE: ./src/report/host.ts
var host = __webpack_require__(90022);
// EXTERNAL MODULE: ./src/redact/safe-text.ts
var safe_text = __webpack_require__(35014);
// EXTERNAL MODULE: ./src/shared/summary.ts
var summary = __webpack_require__(26929);
;// CONCATENATED MODULE: ./src/report/publish-findings-text.ts




/** Annotations of one level a step shows (GitHub's cap, actions/toolkit problem-matchers.md). */
const ANNOTATIONS_PER_LEVEL = 10;
/** An annotation's text at most (GitHub keeps 64 KiB; a reviewer reads the start). */
const ANNOTATION_CHARS = 2000;
/** A message in the table and in publish-findings-json at most. */
const MESSAGE_CHARS = 1000;
/** Rows of the "Where it failed" table, and entries of publish-findings-json, at most. */
const TABLE_ROWS = 50;
const MAX_FINDINGS_JSON = 200;
/**
 * `text` masked, then cut to `max` characters (the cut after the mask: half a secret is no longer
 * what the mask knows), with how much was left out.
 */
function bounded(text, max) {
    const masked = (0,known_secrets/* maskSecrets */.QU)(text);
    if (masked.length <= max)
        return masked;
    let cut = masked.slice(0, max);
    // No half of a surrogate pair at the cut.
    if (/[\ud800-\udbff]$/.test(cut))
        cut = cut.slice(0, -1);
    return `${cut}… (${masked.length - cut.length} more characters)`;
}
/** Where a finding points, as `file:line` (or the file alone), or undefined. */
function placeText(finding) {
    const place = finding.place;
    if (!place)
        return undefined;
    return place.line === undefined ? place.file : `${place.file}:${place.line}`;
}
/** The findings pointed at a line first (errors before warnings), then the rest, in log order. */
function usefulFirst(findings) {
    const rank = (finding) => (finding.place?.line !== undefined ? 0 : finding.place ? 1 : 2) * 2 +
        (finding.level === 'error' ? 0 : 1);
    return findings
        .map((finding, index) => ({ finding, index }))
        .sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index)
        .map(({ finding }) => finding);
}
/** The title of a finding's annotation: the rule, and the item with its project. */
function title(finding, unplacedTitle) {
    if (!finding.item)
        return `${finding.rule === 'PublishLogMessage' ? unplacedTitle : finding.rule}`;
    return `${finding.rule}: ${finding.item}${finding.project ? ` (${finding.project})` : ''}`;
}
/**
 * One annotation per finding, on its file and line when it has one, at most
 * ANNOTATIONS_PER_LEVEL of each level; then a line saying how many more and where they are.
 * `unplacedTitle` titles a message pointed at nothing (the phase it came in).
 */
function annotatePublishFindings(log, findings, options = {}) {
    const shown = { error: 0, warning: 0 };
    let more = 0;
    for (const finding of usefulFirst(findings)) {
        if (shown[finding.level] >= ANNOTATIONS_PER_LEVEL) {
            more++;
            continue;
        }
        shown[finding.level]++;
        const place = finding.place;
        log.annotate(finding.level, (0,safe_text/* safeText */.Hk)(bounded(finding.message, ANNOTATION_CHARS)), {
            title: (0,safe_text/* safeText */.Hk)(bounded(title(finding, options.unplacedTitle?.(finding) ?? 'Publish'), 200)),
            ...(place ? { file: (0,safe_text/* safeText */.Hk)(place.file) } : {}),
            ...(place?.line === undefined ? {} : { line: place.line })
        });
    }
    if (more > 0) {
        log.info(`${more} more publish ${more === 1 ? 'message is' : 'messages are'} not annotated (GitHub shows ${ANNOTATIONS_PER_LEVEL} errors and ${ANNOTATIONS_PER_LEVEL} warnings a step): see the job summary (the "Where it failed" table, the instance's errors and warnings), ${(0,host/* outputWhere */.v0)('publish-findings-json', options.host)} and the publish log.`);
    }
}
/**
 * The publish-findings-json output: the findings pointed at the repository (the first
 * MAX_FINDINGS_JSON, those with a line first); the others stay in the log and the summary.
 */
function publishFindingsJson(findings) {
    return usefulFirst(findings.filter(finding => finding.place !== undefined))
        .slice(0, MAX_FINDINGS_JSON)
        .map(finding => ({
        ...(finding.project === undefined ? {} : { project: finding.project }),
        ...(finding.item === undefined ? {} : { item: finding.item }),
        ...(finding.place === undefined ? {} : { file: finding.place.file }),
        ...(finding.place?.line === undefined ? {} : { line: finding.place.line }),
        level: finding.level,
        rule: finding.rule,
        // Masked and bounded, not defused: JSON consumers read it as data.
        message: bounded(finding.message, MESSAGE_CHARS)
    }));
}
/**
 * The summary's "Where it failed" section (first in the summary): a row per finding pointed at
 * the repository, those with a line first; undefined when none is (the instance's own list of
 * errors and warnings follows in the summary either way).
 */
function whereItFailed(findings, options = {}) {
    const pointed = usefulFirst(findings.filter(finding => finding.place !== undefined));
    if (pointed.length === 0)
        return undefined;
    const blocks = [
        {
            kind: 'heading',
            level: 3,
            text: [options.failed === false ? 'Where the publish warned' : 'Where it failed']
        },
        {
            kind: 'paragraph',
            text: [
                `${pointed.length} of the ${findings.length} errors and warnings of the publish log ${pointed.length === 1 ? 'points' : 'point'} at the repository.`
            ]
        },
        {
            kind: 'table',
            head: ['', 'Project', 'Item', 'Where', 'Message'],
            rows: pointed
                .slice(0, TABLE_ROWS)
                .map(finding => [
                [finding.level === 'error' ? '❌' : '⚠️'],
                [(0,summary/* quote */.hD)(finding.project ?? '')],
                finding.item ? [(0,summary/* code */.aY)(finding.item, true)] : ['—'],
                [(0,summary/* code */.aY)(placeText(finding) ?? '', true)],
                [(0,summary/* code */.aY)(finding.rule, true), ' ', (0,summary/* quote */.hD)(bounded(finding.message, MESSAGE_CHARS))]
            ])
        }
    ];
    if (pointed.length > TABLE_ROWS) {
        blocks.push({
            kind: 'paragraph',
            text: [
                `And ${pointed.length - TABLE_ROWS} more: ${(0,host/* outputWhere */.v0)('publish-findings-json', options.host)}.`
            ]
        });
    }
    return { blocks };
}

;// CONCATENATED MODULE: ./src/report/publish-findings-report.ts
// The publish log's errors and warnings at the line, for a step that publishes, validates or
// removes: each entry is a log line as it comes; after the run the messages are pointed at the
// repository (src/lint/publish-findings.ts) and reported: annotations (pointed ones first, within
// GitHub's cap), the "Where it failed" section, publish-findings-json, and a publish run in the
// SARIF file beside the lint's.







/** Collects the error and warning entries of a run's logs, with the phase each came in. */
class PublishProblems {
    entries = [];
    phases = [];
    /** How many error and warning entries were collected. */
    get size() {
        return this.entries.length;
    }
    add(entry, phase) {
        this.entries.push(entry);
        this.phases.push(phase);
    }
    /**
     * Points the messages at the projects' files, annotates them and writes the SARIF file when
     * asked (the lint's findings as its first run). A project that cannot be read leaves its
     * messages unpointed: the report never fails for it.
     */
    async report(log, options) {
        let findings;
        try {
            findings = await publishFindings(this.entries, options.projects, options.root);
        }
        catch (error) {
            log.info(`The publish log's messages could not be pointed at the repository: ${(0,message_of/* messageOf */.b)(error)}`);
            findings = await publishFindings(this.entries, [], options.root);
        }
        if (findings.length === 0)
            return { findings, json: '[]' };
        annotatePublishFindings(log, findings, {
            host: options.host,
            unplacedTitle: finding => this.phases[finding.entry] ?? 'Publish'
        });
        if (options.sarifPath !== undefined) {
            await writeSarif(options.sarifPath, options.lintFindings ?? [], findings);
            log.info(`Wrote the publish log's findings beside the lint's as SARIF 2.1.0 to ${options.sarifPath}.`);
        }
        return {
            findings,
            json: JSON.stringify(publishFindingsJson(findings)),
            summary: whereItFailed(findings, { host: options.host, failed: options.failed })
        };
    }
}
/** One SARIF log with two runs: the lint's, then the publish log's. */
async function writeSarif(file, lintFindings, findings) {
    const log = (0,sarif/* sarifLog */.ec)(lintFindings, { name: lint_report/* SARIF_TOOL */.L });
    // Masked and bounded as the annotations are: the file is uploaded to code scanning.
    const safe = findings.map(finding => ({
        ...finding,
        message: bounded(finding.message, ANNOTATION_CHARS)
    }));
    log.runs.push((0,sarif/* publishRun */.ZM)(safe, { name: sarif/* PUBLISH_SARIF_TOOL */.x_ }));
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, `${JSON.stringify(log, null, 2)}\n`);
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

/***/ 1485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ collectBetweenPhases),
/* harmony export */   i: () => (/* binding */ collectGarbage)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
// A full garbage collection between phases, without a V8 flag (flags are process-wide, and the
// action sets none). V8 collects what a phase left only when it needs room: after getProject's
// 1 GB the main thread held 60 to 80 MiB of dead buffers and a young generation grown to 64 MiB,
// under the upload and the Import that came next (docs/performance.md). v8.queryObjects counts a
// class's objects "in the heap after a full garbage collection", one that also gives back the
// young generation's unused room: asked for a class nobody makes, it is that collection alone.

class NoInstances {
}
let collecting = false;
/**
 * From now on collectGarbage collects: called by the entries of the bundle. Elsewhere (tests that
 * run a deploy in the test runner's process) each call would be a full collection of a heap of
 * hundreds of MiB, seconds per test, for a memory nobody measures there.
 */
function collectBetweenPhases() {
    collecting = true;
}
/** Collects what is dead now, once an entry asked for it; a few milliseconds for the deploy's heap. */
function collectGarbage() {
    if (!collecting)
        return;
    // Node warns once that queryObjects is experimental: about the API, not the run, and a
    // successful run prints no warning.
    const emitWarning = process.emitWarning;
    process.emitWarning = (() => undefined);
    try {
        node_v8__WEBPACK_IMPORTED_MODULE_0___default().queryObjects(NoInstances, { format: 'count' });
    }
    catch {
        // A Node without it: the collection comes when V8 decides.
    }
    finally {
        process.emitWarning = emitWarning;
    }
}


/***/ }),

/***/ 99806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ asDebugLines)
/* harmony export */ });
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


/***/ }),

/***/ 88409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Il: () => (/* binding */ runJobsInWorkers),
/* harmony export */   p5: () => (/* binding */ runWorkerJob),
/* harmony export */   wg: () => (/* binding */ workerJob)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _message_of_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21358);
// Work of the deploy that allocates many short-lived objects, in a worker thread of the bundle:
// in the main thread V8 answers such work by growing its young generation (to 64-128 MiB on a
// 1 GB project) and keeps it for the rest of the run, under the backup's and the Import's
// buffers (docs/performance.md). A worker's heap is its own, its young generation capped, and all
// of it is given back when the worker ends. No V8 flag: the caps are the worker's resourceLimits.
//
// A job is registered by the module that defines it (workerJob); the entry that runs the deploy
// names its launcher (runJobsInWorkers), and in a worker started from that launcher,
// runWorkerJob does the job and answers before the entry does anything else.


const jobs = new Map();
let launcher;
/**
 * `work` as a job: in a worker thread once the entry called runJobsInWorkers, else in this
 * thread (tests, the other hosts). Arguments and result cross by structured clone: plain data,
 * Maps, Sets, typed arrays (a class instance arrives without its prototype).
 */
function workerJob(name, work, caps) {
    jobs.set(name, args => work(...args));
    return async (...args) => {
        if (launcher === undefined)
            return work(...args);
        try {
            return (await inWorker(launcher, { job: name, args }, caps));
        }
        catch (error) {
            // Past its heap's cap (a project of an unusual size): the same work in this thread.
            if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY')
                throw error;
            if (caps.outOfMemory !== 'fail')
                return work(...args);
            throw new Error(`the ${name} worker thread ran out of its ${caps.oldMb} MiB heap`, {
                cause: error
            });
        }
    };
}
/** From now on the jobs run in worker threads that start `script` (the entry's launcher). */
function runJobsInWorkers(script) {
    launcher = script;
}
function inWorker(script, job, caps) {
    return new Promise((resolve, reject) => {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(script, {
            workerData: job,
            resourceLimits: {
                maxYoungGenerationSizeMb: caps.youngMb,
                maxOldGenerationSizeMb: caps.oldMb
            },
            // true: the worker's output stays with it, not in the step's log.
            stdout: caps.output !== 'forward',
            stderr: caps.output !== 'forward'
        });
        let answer;
        worker.once('message', (message) => (answer = message));
        worker.once('error', reject);
        worker.once('exit', code => {
            if (answer && 'result' in answer)
                resolve(answer.result);
            else if (answer)
                reject(new Error(answer.error));
            else
                reject(new Error(`the ${job.job} worker thread stopped (exit code ${code}) before answering`));
        });
    });
}
/**
 * In a worker started by a job: does it and answers, then true (the entry does nothing else).
 * False anywhere else.
 */
async function runWorkerJob() {
    const job = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    const work = job && jobs.get(job.job);
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread || !work || !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort)
        return false;
    let answer;
    try {
        answer = { result: await work(job.args) };
    }
    catch (error) {
        answer = { error: (0,_message_of_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .b)(error) };
    }
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage(answer);
    return true;
}


/***/ })

};
