export const id = 802;
export const ids = [802];
export const modules = {

/***/ 11802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ exportCommand)
});

// EXTERNAL MODULE: ./src/commands/login.ts
var commands_login = __webpack_require__(17155);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/runner/state.ts
var state = __webpack_require__(6003);
// EXTERNAL MODULE: ./src/api/not-found.ts
var not_found = __webpack_require__(42348);
// EXTERNAL MODULE: ./src/package/exclude.ts
var package_exclude = __webpack_require__(61514);
// EXTERNAL MODULE: ./src/project/app-path.ts
var app_path = __webpack_require__(56700);
// EXTERNAL MODULE: ./src/shared/trim.ts
var trim = __webpack_require__(31541);
;// CONCATENATED MODULE: ./src/export/path-rules.ts
// The export's names, compared the way the file systems of runners compare them. The instance
// chooses the paths the export writes, and a name that Linux keeps apart may be one file on
// Windows or macOS: `.GIT`, `.git.` and `GIT~1` are the checkout's `.git` there (a `config`
// written into it runs the instance's command at the next git call), `CON.xml` is a device, and
// `README.md` and `readme.md` are one file. So the names that are refused are refused on every
// runner (the folder goes into a repository that Windows and macOS users check out too), and
// only the matching of `exclude`, `clean` and overlapping folders follows the runner's platform.
// Every test here scans (no regular expression that backtracks over a name the instance chose),
// and a path longer than MAX_PATH_CHARS is refused before any other test.


/** Windows and macOS (their default file systems) see `Readme.md` and `README.md` as one file. */
function caseInsensitivePlatform(platform = process.platform) {
    return platform === 'win32' || platform === 'darwin';
}
// Characters macOS (HFS+, APFS lookups) ignores in names, as git's protectHFS lists them.
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
/**
 * The key under which a case-insensitive file system files `part` (one name): Unicode composed
 * (macOS compares decomposed and composed forms as one), lower case, without the trailing dots
 * and spaces Windows drops.
 */
function foldName(part) {
    const folded = part.normalize('NFC').replace(HFS_IGNORED, '').toLowerCase();
    return (0,trim/* trimEndOf */.f)(folded, '. ');
}
/** A relative path (`/` between parts) as a case-insensitive file system keys it. */
function foldPath(relative) {
    return relative.split('/').map(foldName).join('/');
}
/**
 * True when Windows or macOS may take `part` for `.git`: any letter case, trailing dots or
 * spaces, ignorable characters, an NTFS stream (`.git::$INDEX_ALLOCATION`), or an 8.3 short
 * name (`GIT~1`, `GIT~2`, `GI7EB6~1`).
 */
function isGitName(part) {
    const colon = part.indexOf(':');
    const name = foldName(colon < 0 ? part : part.slice(0, colon));
    // GIT~1 (GIT~2 ... when other names share the start) and GI7EB6~1, the hashed form NTFS uses
    // once several such names exist; git refuses both.
    return name === '.git' || /^(git|gi7eb6)~\d+$/.test(name);
}
const DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/;
/** True for a Windows device name (`CON`, `nul.txt`, `COM1.xml`, `lpt1 .log`): never a file. */
function isDeviceName(part) {
    const dot = part.indexOf('.');
    const stem = (0,trim/* trimEndOf */.f)(dot < 0 ? part : part.slice(0, dot), ' ').toLowerCase();
    return DEVICES.test(stem);
}
/**
 * Why the relative path (`/` between parts) may not be written by the export, or undefined.
 * Checked on every platform, for every name the instance gives.
 */
function writeRefusal(relative) {
    const long = (0,app_path/* lengthReason */.TL)(relative);
    if (long)
        return long;
    for (const part of relative.split('/')) {
        if (isGitName(part)) {
            return `has a part "${part}" that Windows or macOS takes for .git (the checkout's own folder)`;
        }
        if (isDeviceName(part))
            return `has a part "${part}" that is a Windows device name`;
        if (/[. ]$/.test(part))
            return `has a part "${part}" ending in a dot or space (Windows drops it)`;
    }
    return undefined;
}
/** True when the path (`/` between parts) has a `.git` part, as any file system spells it. */
function insideGit(relative) {
    return relative.split(/[\\/]/).some(isGitName);
}
/**
 * The names one export writes, checked as they come: a name equal to an earlier one under case
 * folding, or a file where another name needs a folder (`a` and `A/b`), is one file on Windows and
 * macOS and would overwrite the other.
 */
class FoldedNames {
    /** Folded path -> the name as first given; folders end with `/`. */
    taken = new Map();
    /** Takes `relative`; returns the earlier name it collides with, or undefined. */
    add(relative) {
        const folded = foldPath(relative);
        const asFile = this.taken.get(folded) ?? this.taken.get(`${folded}/`);
        if (asFile !== undefined)
            return asFile;
        const parts = folded.split('/');
        for (let n = 1; n < parts.length; n++) {
            const folder = parts.slice(0, n).join('/');
            const file = this.taken.get(folder);
            if (file !== undefined)
                return file;
        }
        this.taken.set(folded, relative);
        const given = relative.split('/');
        for (let n = 1; n < parts.length; n++) {
            const key = `${parts.slice(0, n).join('/')}/`;
            if (!this.taken.has(key))
                this.taken.set(key, given.slice(0, n).join('/'));
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/export/size-guard.ts
// Bounds on what an untrusted package may make the export write: the total its entries unpack to
// against max-unpacked-size, and what is about to be written against the free disk (fs.statfs),
// checked before anything is written and again while writing, so that a zip bomb or a full disk
// fails the export with the project's folder left as it was.


const MIB = 1024 ** 2;
class ExportSizeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ExportSizeError';
    }
}
/** Fails when the entries unpack to more than `maxBytes` (their sizes are checked on reading). */
function checkUnpackedSize(sizes, maxBytes, projectName) {
    let total = 0;
    for (const size of sizes)
        total += size;
    if (total > maxBytes) {
        throw new ExportSizeError(`The package of ${projectName} unpacks to ${mib(total)}, more than max-unpacked-size (${mib(maxBytes)}): nothing was written. Raise max-unpacked-size if the project is that large.`);
    }
    return total;
}
/** Bytes free for this user at `folder` (or the nearest folder above it that exists). */
async function freeBytes(folder) {
    for (let at = folder;; at = external_node_path_default().dirname(at)) {
        try {
            const stats = await (0,promises_.statfs)(at);
            return stats.bavail * stats.bsize;
        }
        catch (error) {
            if (external_node_path_default().dirname(at) === at)
                throw error;
        }
    }
}
/** Fails when `bytes` more would not fit on the disk of `folder`. */
async function checkFreeDisk(folder, bytes, what) {
    const free = await freeBytes(folder);
    if (bytes > free) {
        throw new ExportSizeError(`${what} needs ${mib(bytes)} and the runner's disk has ${mib(free)} free: nothing was written. Free some space on the runner.`);
    }
}
function mib(bytes) {
    return `${(bytes / MIB).toFixed(1)} MiB`;
}

;// CONCATENATED MODULE: ./src/export/folder-sync.ts
// Makes a project's folder in the workspace equal to its staged export, touching only what
// differs: new and changed files are first copied beside their place under temporary names,
// then renamed over it (so a failure while copying leaves the folder as it was), then files
// the project no longer holds are deleted (with `clean`). `.git` (as any file system spells it)
// and what `exclude` matches are never written nor deleted; on a case-insensitive runner, names
// are compared as its file system compares them (path-rules.ts).





async function syncFolder(stage, stagedFiles, target, options) {
    const excluded = (relative) => isExcluded(relative, options.exclude);
    const existing = await listFiles(target, options.exclude);
    // The key of a name as the file system files it; the existing file under each key.
    const key = options.caseInsensitive ? foldPath : (relative) => relative;
    const existingByKey = new Map(existing.map(file => [key(file), file]));
    // Staged files whose existing file has another letter case: that one goes before the rename.
    const recased = new Map();
    const added = [];
    const changed = [];
    const keep = options.clean ? new Set() : undefined;
    // The files are compared one at a time, through these two buffers.
    const buffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
    for (const file of stagedFiles) {
        if (excluded(file))
            continue;
        keep?.add(key(file));
        const present = existingByKey.get(key(file));
        if (present === undefined)
            added.push(file);
        else if (present !== file) {
            recased.set(file, present);
            changed.push(file);
        }
        else if (!(await sameContent(local(stage, file), local(target, file), buffers))) {
            changed.push(file);
        }
    }
    const removed = keep ? existing.filter(file => !keep.has(key(file))) : [];
    const suffix = `.export-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    const toWrite = [...added, ...changed];
    // How many of toWrite have a temporary copy.
    let copied = 0;
    const inside = folderCheck(target);
    // The folder itself was checked with the inputs (inside the workspace, links followed).
    // The copies sit beside the files they replace until the renames: all of them must fit.
    let toCopy = 0;
    for (const file of toWrite)
        toCopy += (await (0,promises_.lstat)(local(stage, file))).size;
    const what = `Writing ${options.projectName ?? 'the project'} into its folder`;
    await checkFreeDisk(target, toCopy, what);
    if (toWrite.length > 0)
        await (0,promises_.mkdir)(target, { recursive: true });
    let sinceCheck = 0;
    try {
        for (const file of toWrite) {
            options.signal?.throwIfAborted();
            const final = local(target, file);
            // Checked before mkdir (no folder made through a link) and after (what mkdir made).
            await inside(await deepestExisting(external_node_path_default().dirname(final)), file);
            await (0,promises_.mkdir)(external_node_path_default().dirname(final), { recursive: true });
            await inside(external_node_path_default().dirname(final), file);
            // The disk is shared with other steps and processes: checked again while writing.
            const size = (await (0,promises_.lstat)(local(stage, file))).size;
            if (sinceCheck + size > RECHECK_BYTES) {
                await checkFreeDisk(target, toCopy, what);
                sinceCheck = 0;
            }
            sinceCheck += size;
            toCopy -= size;
            copied++;
            await (0,promises_.copyFile)(local(stage, file), final + suffix);
        }
        // The last point where the folder can still be left as it was: the renames that follow are
        // quick, and stopping among them would leave some files new and others old.
        options.signal?.throwIfAborted();
    }
    catch (error) {
        await Promise.all(toWrite.slice(0, copied).map(file => (0,promises_.rm)(local(target, file) + suffix, { force: true })));
        throw error;
    }
    for (const file of toWrite) {
        const final = local(target, file);
        // Renamed only in letter case: the old name goes, or the file would keep it.
        const old = recased.get(file);
        if (old !== undefined)
            await (0,promises_.rm)(local(target, old), { force: true });
        await (0,promises_.rename)(final + suffix, final);
    }
    for (const file of removed)
        await (0,promises_.rm)(local(target, file), { force: true });
    if (removed.length > 0)
        await removeEmptyFolders(target, removed, excluded);
    return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}
/**
 * A check that a folder about to be written into is, symbolic links followed, inside the
 * project's folder: a link in the repository must not send the instance's files elsewhere.
 */
function folderCheck(target) {
    const checked = new Set();
    let root;
    return async (folder, file) => {
        if (checked.has(folder))
            return;
        root ??= await (0,promises_.realpath)(target);
        const relative = external_node_path_default().relative(root, await (0,promises_.realpath)(folder));
        if (insideGit(relative)) {
            throw new Error(`${file} would be written through a symbolic link into ${await (0,promises_.realpath)(folder)}, a .git folder: nothing was written. Remove the link, or add the path to exclude.`);
        }
        if (relative === '..' || relative.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(relative)) {
            throw new Error(`${file} would be written through a symbolic link to ${await (0,promises_.realpath)(folder)}, outside the project's folder: nothing was written. Remove the link, or add the path to exclude.`);
        }
        checked.add(folder);
    };
}
async function deepestExisting(folder) {
    for (let at = folder;; at = external_node_path_default().dirname(at)) {
        if (await (0,promises_.lstat)(at).then(() => true, () => false))
            return at;
        if (external_node_path_default().dirname(at) === at)
            return at;
    }
}
function local(root, relative) {
    return external_node_path_default().join(root, ...relative.split('/'));
}
/** A path is left alone when it or a folder above it is `.git` or matches `exclude`. */
function isExcluded(relative, exclude) {
    const parts = relative.split('/');
    if (parts.some(isGitName))
        return true;
    for (let n = 1; n < parts.length; n++) {
        if (exclude(parts.slice(0, n).join('/'), true))
            return true;
    }
    return exclude(relative, false);
}
/** Files under `root` (relative, `/`), not entering `.git` nor excluded folders; sorted. */
async function listFiles(root, exclude) {
    const files = [];
    const folders = [''];
    while (folders.length > 0) {
        const folder = folders.pop();
        let entries;
        try {
            entries = await (0,promises_.readdir)(folder === '' ? root : local(root, folder), { withFileTypes: true });
        }
        catch (error) {
            if (error.code === 'ENOENT' && folder === '')
                return [];
            throw error;
        }
        for (const entry of entries) {
            const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
            if (isGitName(entry.name))
                continue;
            if (entry.isDirectory()) {
                if (!exclude(relative, true))
                    folders.push(relative);
            }
            else if (!exclude(relative, false)) {
                files.push(relative);
            }
        }
    }
    return files.sort();
}
const CHUNK = 64 * 1024;
/** The free disk is read again after this much was copied. */
const RECHECK_BYTES = 64 * 1024 * 1024;
/** Byte-for-byte equality, read in chunks (files reach hundreds of megabytes). */
async function sameContent(a, b, [bufA, bufB]) {
    const [statA, statB] = await Promise.all([(0,promises_.lstat)(a), (0,promises_.lstat)(b)]);
    if (!statB.isFile() || statA.size !== statB.size)
        return false;
    const [fa, fb] = await Promise.all([(0,promises_.open)(a, 'r'), (0,promises_.open)(b, 'r')]);
    try {
        for (let at = 0; at < statA.size; at += CHUNK) {
            const length = Math.min(CHUNK, statA.size - at);
            await Promise.all([fa.read(bufA, 0, length, at), fb.read(bufB, 0, length, at)]);
            if (!bufA.subarray(0, length).equals(bufB.subarray(0, length)))
                return false;
        }
        return true;
    }
    finally {
        await Promise.all([fa.close(), fb.close()]);
    }
}
/** Folders left empty by deletions go too (up to, not including, the project's folder). */
async function removeEmptyFolders(target, removed, excluded) {
    const folders = new Set();
    for (const file of removed) {
        const parts = file.split('/');
        for (let n = parts.length - 1; n > 0; n--)
            folders.add(parts.slice(0, n).join('/'));
    }
    const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
    for (const folder of deepestFirst) {
        if (excluded(folder))
            continue;
        try {
            await (0,promises_.rmdir)(local(target, folder));
        }
        catch {
            // Not empty (it holds other files): kept.
        }
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
;// CONCATENATED MODULE: ./src/redact/cut-for-message.ts
// A text the instance chose, cut for a message after its secrets are masked.

/**
 * At most `max` characters of `text` for a message, saying how long it is: masked before the cut
 * (the instance chose the text; half a password is no longer what a mask recognises).
 */
function cutForMessage(text, max = 200) {
    const { shown, cut } = (0,known_secrets/* cutMasked */.y3)(text, max);
    return cut ? `${shown}… (${text.length} characters)` : shown;
}

// EXTERNAL MODULE: ./src/project/item-splitter.ts
var item_splitter = __webpack_require__(93132);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/shared/message-of.ts
var message_of = __webpack_require__(21358);
// EXTERNAL MODULE: ./src/zip/read-zip.ts
var read_zip = __webpack_require__(45365);
;// CONCATENATED MODULE: ./src/zip/stored-package.ts
// The zip getProject gave: its entries listed once (names only, small), then opened one at a
// time as streams (read-zip.ts), so a package of any size costs the same memory.




class StoredPackageError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'StoredPackageError';
    }
}
async function openStoredPackage(zipPath, projectName) {
    let zip;
    try {
        zip = await (0,read_zip/* openZip */.QH)(zipPath);
    }
    catch (error) {
        throw new StoredPackageError(`The package getProject gave for ${projectName} cannot be read as a zip: ${(0,message_of/* messageOf */.b)(error)}`, { cause: error });
    }
    try {
        const entries = [];
        for await (const entry of zip.files())
            entries.push(entry);
        const projectXml = entries.find(entry => entry.name.toLowerCase() === 'project.xml');
        if (!projectXml) {
            throw new StoredPackageError(`The package getProject gave for ${projectName} has no project.xml at its root: it is not a customization project.`);
        }
        const unreadable = (stored, error) => new StoredPackageError(`${stored.name} in the package of ${projectName} cannot be read: ${(0,message_of/* messageOf */.b)(error)}`, { cause: error });
        const open = async (stored) => {
            try {
                return await zip.open(stored);
            }
            catch (error) {
                throw unreadable(stored, error);
            }
        };
        const write = async (stored, target) => {
            try {
                // yauzl checks the bytes read and inflated against the sizes the zip lists.
                await (0,external_node_stream_promises_.pipeline)(await zip.open(stored), (0,external_node_fs_.createWriteStream)(target));
            }
            catch (error) {
                throw unreadable(stored, error);
            }
        };
        return { entries, projectXml, open, write, close: () => zip.close() };
    }
    catch (error) {
        zip.close();
        if (error instanceof StoredPackageError)
            throw error;
        throw new StoredPackageError(`The package getProject gave for ${projectName} is not a valid zip: ${(0,message_of/* messageOf */.b)(error)}`, { cause: error });
    }
}

// EXTERNAL MODULE: ./src/project/stamp.ts
var stamp = __webpack_require__(90858);
;// CONCATENATED MODULE: ./src/export/strip-stamp.ts
// The export takes the deploy's stamp (project/stamp.ts) off the description it writes into
// Git, so that a deploy with `stamp: true` followed by an export leaves the repository as it
// was. A package folder's project.xml is written as stored: only the root element's
// description attribute is rewritten, and only when it ends with a stamp.




/** The root start tag is found within this many bytes (after the XML declaration and comments). */
const HEAD_BYTES = 64 * 1024;
/** Takes a stamp off the root's description in `file` (a project.xml); true when it did. */
async function stripStampFromProjectXml(file) {
    const head = Buffer.alloc(HEAD_BYTES);
    const handle = await (0,promises_.open)(file, 'r');
    let length;
    try {
        length = (await handle.read(head, 0, HEAD_BYTES, 0)).bytesRead;
    }
    finally {
        await handle.close();
    }
    const tag = rootTag(head.subarray(0, length));
    if (!tag)
        return false;
    const text = head.toString('utf8', tag.start, tag.end);
    const stripped = text.replace(/(\sdescription\s*=\s*)(["'])(.*?)\2/s, (_all, name, quote, value) => `${name}${quote}${(0,stamp/* withoutStamp */.GD)(value)}${quote}`);
    if (stripped === text)
        return false;
    // The new start tag, then the rest of the file as it is, streamed (project.xml can be large).
    const next = `${file}.stamp.tmp`;
    const out = (0,external_node_fs_.createWriteStream)(next);
    out.write(head.subarray(0, tag.start));
    out.write(Buffer.from(stripped, 'utf8'));
    await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file, { start: tag.end }), out);
    await (0,promises_.rename)(next, file);
    return true;
}
/** Where the root element's start tag is: the first `<` that opens an element, to its `>`. */
function rootTag(bytes) {
    let at = 0;
    while (at < bytes.length) {
        const open = bytes.indexOf(0x3c, at); // <
        if (open < 0 || open + 1 >= bytes.length)
            return undefined;
        const next = bytes[open + 1];
        // `<?xml ...?>`, `<!-- -->`, `<!DOCTYPE>`: skipped to their `>`.
        if (next === 0x3f || next === 0x21) {
            const close = next === 0x21 && bytes.subarray(open, open + 4).toString() === '<!--'
                ? bytes.indexOf('-->', open)
                : bytes.indexOf(0x3e, open);
            if (close < 0)
                return undefined;
            at = close + 1;
            continue;
        }
        // The start tag ends at the first `>` outside a quoted value.
        let quote = 0;
        for (let i = open + 1; i < bytes.length; i++) {
            const byte = bytes[i];
            if (quote) {
                if (byte === quote)
                    quote = 0;
            }
            else if (byte === 0x22 || byte === 0x27)
                quote = byte;
            else if (byte === 0x3e)
                return { start: open, end: i + 1 };
        }
        return undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/export/stage-package.ts
// The stored package -> a package folder (written into an empty staging folder): every entry of
// the zip at its path, project.xml as stored.









async function stagePackage(stored, stage, projectName) {
    const files = [];
    const seen = new FoldedNames();
    for (const entry of stored.entries) {
        const problem = (0,app_path/* outsideReason */.i4)(entry.name) ?? writeRefusal(entry.name);
        if (problem) {
            throw new StoredPackageError(`The package of ${projectName} holds an entry whose name ${problem}: "${cutForMessage(entry.name)}". Nothing was written.`);
        }
        // Names that differ only in letter case are one file on Windows and macOS runners.
        const earlier = seen.add(entry.name);
        if (earlier !== undefined) {
            throw new StoredPackageError(`The package of ${projectName} holds "${entry.name}" and "${earlier}", which are one file on Windows and macOS (names equal but for letter case). Nothing was written.`);
        }
        const target = external_node_path_default().join(stage, ...entry.name.split('/'));
        await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
        await stored.write(entry, target);
        files.push(entry.name);
    }
    const projectXml = external_node_path_default().join(stage, ...stored.projectXml.name.split('/'));
    const items = await countItems(projectXml, projectName);
    // The deploy's stamp stays out of Git (stamp: true; docs/fleet.md).
    await stripStampFromProjectXml(projectXml);
    return { items, files, warnings: [] };
}
/** Top-level items of project.xml (which also checks that it has the shape of one). */
async function countItems(projectXml, projectName) {
    let items = 0;
    const splitter = new item_splitter/* ItemSplitter */.l({
        root: () => undefined,
        itemStart: () => items++,
        itemBytes: () => undefined,
        itemEnd: () => undefined
    });
    try {
        for await (const chunk of (0,external_node_fs_.createReadStream)(projectXml))
            splitter.feed(chunk);
        splitter.end();
    }
    catch (error) {
        if (error instanceof item_splitter/* ProjectXmlError */.D) {
            throw new StoredPackageError(`The stored project.xml of ${projectName} is not usable: ${error.message} Nothing was written.`, { cause: error });
        }
        throw error;
    }
    return items;
}

// EXTERNAL MODULE: ./src/package/file-sink.ts
var file_sink = __webpack_require__(44070);
// EXTERNAL MODULE: ./src/project/xml-text.ts
var xml_text = __webpack_require__(44566);
// EXTERNAL MODULE: ./src/project/item-key.ts
var item_key = __webpack_require__(82944);
// EXTERNAL MODULE: ./src/project/xml-scan.ts
var xml_scan = __webpack_require__(7672);
// EXTERNAL MODULE: ./src/project/fragment-name.ts
var fragment_name = __webpack_require__(95009);
;// CONCATENATED MODULE: ./src/export/stage-source-control.ts
// The stored package -> a source-control folder (written into an empty staging folder):
// _project/ProjectMetadata.xml, one fragment per top-level item of project.xml named from its
// key, and the files of File and PerTenantFile items at their paths. project.xml is read once,
// as a stream; each item goes straight into its fragment file.














/** The fragments are written one at a time through this one buffer. */
const FRAGMENT_BUFFER_BYTES = 64 * 1024;
const UNNAMED_WARNINGS = 10;
/** Attributes a <File> item may carry without needing its own fragment. */
const PLAIN_FILE_ATTRIBUTES = new Set(['AppRelativePath', 'FileID']);
async function stageSourceControl(stored, stage, projectName) {
    const projectFolder = external_node_path_default().join(stage, '_project');
    await (0,promises_.mkdir)(projectFolder, { recursive: true });
    const files = [];
    files.push('_project/ProjectMetadata.xml');
    const split = await splitProjectXml(stored, projectFolder, projectName, files);
    await (0,promises_.writeFile)(external_node_path_default().join(projectFolder, 'ProjectMetadata.xml'), Buffer.concat([xml_text/* BOM */.bh, Buffer.from(metadataXml(projectName, split.root), 'utf8')]));
    const byPath = new Map();
    for (const entry of stored.entries) {
        if (entry !== stored.projectXml)
            byPath.set((0,app_path/* samePathKey */.tT)(entry.name), entry);
    }
    const warnings = [];
    /**
     * Entries an item named, moved out of byPath (what stays there no item names): a File and a
     * PerTenantFile item on one path share one entry.
     */
    const named = new Map();
    const written = new FoldedNames();
    for (const item of split.fileItems) {
        // A name of megabytes is refused before any other work on it.
        const long = (0,app_path/* lengthReason */.TL)(item.appRelativePath);
        if (long) {
            throw new StoredPackageError(`The stored project.xml of ${projectName} names a file whose path ${long}: "${cutForMessage(item.appRelativePath)}". Nothing was written.`);
        }
        const where = (0,app_path/* toZipPath */.Eb)(item.appRelativePath);
        const relative = item.perTenant ? app_path/* DEVELOPMENT_FOLDER */.rW + where : where;
        const problem = (0,app_path/* outsideReason */.i4)(item.appRelativePath) ??
            writeRefusal(relative) ??
            (foldPath(relative) === '_project' || foldPath(relative).startsWith('_project/')
                ? 'is under _project\\, where the fragments go'
                : undefined);
        if (problem) {
            throw new StoredPackageError(`The stored project.xml of ${projectName} names a file whose path ${problem}: "${item.appRelativePath}". Nothing was written.`);
        }
        const earlier = written.add(relative);
        if (earlier !== undefined) {
            throw new StoredPackageError(`The stored project.xml of ${projectName} names the file "${item.appRelativePath}", which is one file with "${earlier}" on Windows and macOS (names equal but for letter case). Nothing was written.`);
        }
        const pathKey = (0,app_path/* samePathKey */.tT)(item.appRelativePath);
        const entry = byPath.get(pathKey) ?? named.get(pathKey);
        if (!entry) {
            warnings.push(`${projectName}: project.xml lists ${item.perTenant ? 'PerTenantFile' : 'File'} ${item.appRelativePath}, which the package does not hold: not written.`);
            continue;
        }
        if (byPath.delete(pathKey))
            named.set(pathKey, entry);
        const target = external_node_path_default().join(stage, ...relative.split('/'));
        await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
        await stored.write(entry, target);
        files.push(relative);
    }
    // One warning per entry, up to a few: a package of thousands of such entries would otherwise
    // bury the log (a line says how many more).
    let unnamed = 0;
    for (const entry of byPath.values()) {
        if (unnamed++ < UNNAMED_WARNINGS) {
            warnings.push(`${projectName}: the package holds ${entry.name}, which no item of project.xml names: not written (the instance does not use it).`);
        }
    }
    if (unnamed > UNNAMED_WARNINGS) {
        warnings.push(`${projectName}: the package holds ${unnamed - UNNAMED_WARNINGS} more entries that no item of project.xml names: not written.`);
    }
    // ProjectMetadata.xml alone: a folder the deploy refuses (its Import would empty the project).
    if (files.length === 1)
        throw emptyProjectError(projectName, split.items);
    return { items: split.items, files, warnings };
}
/** A stored project with nothing a source-control folder can hold: `what` says why. */
class EmptyProjectError extends StoredPackageError {
    projectName;
    what;
    constructor(projectName, what) {
        super(`Project ${projectName} on the instance ${what}: its source-control folder would hold only _project/ProjectMetadata.xml, which the deploy refuses (importing it would empty the project). Nothing was written. Add items to the project on the instance, or leave it out of the export.`);
        this.projectName = projectName;
        this.what = what;
    }
}
function emptyProjectError(projectName, items) {
    const what = items === 0
        ? 'holds no items (its project.xml lists none)'
        : `lists ${items} file item(s) whose files the package does not hold`;
    return new EmptyProjectError(projectName, what);
}
async function splitProjectXml(stored, projectFolder, projectName, files) {
    const names = new fragment_name/* FragmentNames */.X();
    const buffer = Buffer.allocUnsafe(FRAGMENT_BUFFER_BYTES);
    const result = { root: {}, items: 0, fileItems: [] };
    const where = (n) => `project.xml of ${projectName}, item ${n}`;
    const partPath = () => external_node_path_default().join(projectFolder, `.item-${result.items}.part`);
    // Each item goes into a part file as it comes (its name is known only at its end, from its
    // key), is read back by the packager's reader (saxes names the line and column of a problem),
    // then renamed.
    let part;
    const finishItem = (selfClosing) => {
        if (!part)
            throw new item_splitter/* ProjectXmlError */.D('The stored project.xml ends an item it never started.');
        part.close();
        const partFile = partPath();
        const size = part.written;
        part = undefined;
        const root = (0,xml_scan/* scanXmlFile */.F5)(partFile, where(result.items), { whole: true, size }).root;
        const fragment = fragmentOf(root, selfClosing, names, result);
        if (fragment === undefined) {
            (0,external_node_fs_.rmSync)(partFile);
            return;
        }
        if (isDeviceName(fragment)) {
            (0,external_node_fs_.rmSync)(partFile);
            throw new item_splitter/* ProjectXmlError */.D(`Item ${result.items} (${(0,item_key/* itemKey */.Dh)(root, '')}) would be written as _project/${fragment}, a Windows device name that no Windows runner or checkout can hold.`);
        }
        (0,external_node_fs_.renameSync)(partFile, external_node_path_default().join(projectFolder, fragment));
        files.push(`_project/${fragment}`);
    };
    const splitter = new item_splitter/* ItemSplitter */.l({
        root: tag => {
            const scanner = new xml_scan/* XmlScanner */.KG(`project.xml of ${projectName}`, true);
            scanner.feed(tag);
            const root = scanner.finish().root;
            if (root.name !== 'Customization') {
                throw new item_splitter/* ProjectXmlError */.D(`The stored project.xml of ${projectName} has a <${root.name}> root where <Customization> was expected.`);
            }
            result.root = root.attributes;
        },
        itemStart: () => {
            part?.close();
            result.items++;
            part = new file_sink/* FileSink */.U(partPath(), buffer);
            part.bytes(xml_text/* BOM */.bh);
        },
        itemBytes: (bytes, start, end) => part?.range(bytes, start, end),
        itemEnd: finishItem
    });
    try {
        for await (const chunk of await stored.open(stored.projectXml))
            splitter.feed(chunk);
        splitter.end();
    }
    catch (error) {
        part?.close();
        if (error instanceof xml_scan/* XmlFileError */.a7 || error instanceof item_splitter/* ProjectXmlError */.D) {
            throw new StoredPackageError(`The stored project.xml of ${projectName} is not usable: ${error.message} Nothing was written.`, { cause: error });
        }
        throw error;
    }
    return result;
}
/**
 * The fragment's file name, or undefined for an item the build makes by itself (a plain
 * `<File AppRelativePath>`, every PerTenantFile from its file): no fragment then.
 */
function fragmentOf(root, selfClosing, names, result) {
    const key = (0,item_key/* itemKey */.Dh)(root, '');
    if (root.name === 'File' || root.name === 'PerTenantFile') {
        const appRelativePath = root.attributes['AppRelativePath'] ?? '';
        result.fileItems.push({ appRelativePath, perTenant: root.name === 'PerTenantFile' });
        const plain = root.name === 'PerTenantFile' ||
            (selfClosing && Object.keys(root.attributes).every(a => PLAIN_FILE_ATTRIBUTES.has(a)));
        if (plain)
            return undefined;
    }
    return names.next(key);
}
/**
 * `_project/ProjectMetadata.xml`: name, level and description of the stored project, the
 * description without the deploy's stamp (stamp: true; docs/fleet.md).
 */
function metadataXml(projectName, root) {
    const attribute = (value) => (0,file_sink/* xmlAttribute */.I)(value, 'The stored project root');
    return ('<?xml version="1.0" encoding="utf-8"?>\r\n' +
        `<project name="${attribute(projectName)}" level="${attribute(root['level'] ?? '')}" description="${attribute((0,stamp/* withoutStamp */.GD)(root['description'] ?? ''))}" />`);
}

;// CONCATENATED MODULE: ./src/export/export-project.ts
// One project from the instance into its folder: getProject into a private zip, the export
// staged from it in a private folder, then the project's folder made equal to the staging. Every
// check of what the instance sent happens before the folder is touched. Knows no GitHub.










/**
 * Downloads and stages one project without touching its folder, so that a run over several
 * projects writes nothing when any of them cannot be exported.
 */
async function prepareExport(api, request, workFolder, hooks = {}) {
    const zipPath = external_node_path_default().join(workFolder, `${request.name}.zip`);
    const stage = external_node_path_default().join(workFolder, `${request.name}-export`);
    const dispose = async () => {
        await (0,promises_.rm)(stage, { recursive: true, force: true });
        await (0,promises_.rm)(zipPath, { force: true });
    };
    await (0,promises_.mkdir)(workFolder, { recursive: true, mode: 0o700 });
    try {
        const download = await api.getProject(request.name, zipPath);
        if (!download.found) {
            throw new not_found/* ProjectNotFoundError */.jZ('getProject', request.name, `Project ${request.name} is not on the instance (${download.message}): nothing was written. Check the project name (Customization Projects screen, SM204505).`);
        }
        hooks.downloaded?.(download.size);
        await (0,promises_.rm)(stage, { recursive: true, force: true });
        await (0,promises_.mkdir)(stage, { recursive: true });
        const stored = await openStoredPackage(zipPath, request.name);
        let staged;
        try {
            // Sizes as the zip lists them; reading checks each entry against its listed size.
            const unpacked = checkUnpackedSize(stored.entries.map(entry => entry.size), request.maxUnpackedBytes ?? 4096 * 1024 ** 2, request.name);
            await checkFreeDisk(stage, unpacked, `Unpacking ${request.name}`);
            staged =
                request.format === 'source-control'
                    ? await stageSourceControl(stored, stage, request.name)
                    : await stagePackage(stored, stage, request.name);
        }
        finally {
            stored.close();
        }
        await (0,promises_.rm)(zipPath, { force: true });
        return {
            warnings: staged.warnings,
            dispose,
            write: async (signal) => {
                const caseInsensitive = caseInsensitivePlatform();
                const changes = await syncFolder(stage, staged.files, request.folder, {
                    clean: request.clean,
                    exclude: (0,package_exclude/* compileExclude */.M)(request.exclude, { nocase: caseInsensitive }),
                    caseInsensitive,
                    signal,
                    projectName: request.name
                });
                return {
                    name: request.name,
                    path: request.path,
                    items: staged.items,
                    files: staged.files.length,
                    ...changes
                };
            }
        };
    }
    catch (error) {
        await dispose();
        throw error;
    }
}

// EXTERNAL MODULE: ./src/shared/summary.ts
var summary = __webpack_require__(26929);
;// CONCATENATED MODULE: ./src/report/export-text.ts
// The job summary and log lines of an export: per project, the files added, changed and deleted.

/** Longest list of paths shown per kind of change (the summary holds 1 MiB at most). */
const SHOWN = 200;
function exportSummary(host, exports, leftOut = []) {
    const blocks = [{ kind: 'heading', level: 2, text: ['Export from ', (0,summary/* quote */.hD)(host)] }];
    if (leftOut.length > 0) {
        blocks.push({
            kind: 'paragraph',
            text: [
                '⚠️ Left out, empty on the instance (no item a source-control folder can hold; its folder is unchanged): ',
                ...(0,summary/* joinSpans */.kU)(leftOut.map(name => [(0,summary/* quote */.hD)(name)]), ', '),
                '.'
            ]
        });
    }
    for (const project of exports) {
        const changed = project.added.length + project.changed.length + project.removed.length;
        blocks.push({ kind: 'heading', level: 3, text: [(0,summary/* quote */.hD)(project.name), ' → ', (0,summary/* quote */.hD)(project.path)] }, {
            kind: 'paragraph',
            text: [
                `${project.items} items, ${project.files} files; ` +
                    (changed === 0
                        ? 'no change.'
                        : `${project.added.length} added, ${project.changed.length} changed, ${project.removed.length} deleted.`)
            ]
        });
        for (const [title, list] of [
            ['Added', project.added],
            ['Changed', project.changed],
            ['Deleted', project.removed]
        ]) {
            if (list.length === 0)
                continue;
            // Paths come from the instance: shown as text, never rendered.
            const items = list.slice(0, SHOWN).map(file => [(0,summary/* quote */.hD)(file)]);
            if (list.length > SHOWN)
                items.push([`… and ${list.length - SHOWN} more`]);
            blocks.push({
                kind: 'details',
                title: `${title} (${list.length})`,
                blocks: [{ kind: 'list', items }]
            });
        }
    }
    return { blocks };
}
/** The `projects-json` output. */
function exportProjectsJson(exports) {
    return exports.map(({ name, path, items, files, added, changed, removed }) => ({
        name,
        path,
        items,
        files,
        added,
        changed,
        removed
    }));
}
function changeLine(project) {
    const total = project.added.length + project.changed.length + project.removed.length;
    return total === 0
        ? `Exported ${project.name} into "${project.path}": ${project.items} items, ${project.files} files, no change.`
        : `Exported ${project.name} into "${project.path}": ${project.items} items, ${project.files} files; ${project.added.length} added, ${project.changed.length} changed, ${project.removed.length} deleted.`;
}

;// CONCATENATED MODULE: ./src/export/folder-layout.ts
// format: auto keeps the layout a folder already has, so that a scheduled export never turns a
// package folder into a source-control folder (or back) behind the user's back: a package
// folder (project.xml at its root, no _project/) stays one; anything else, a new or empty
// folder included, is written as a source-control folder.


async function isFile(file) {
    return (await (0,promises_.stat)(file).catch(() => undefined))?.isFile() === true;
}
async function exists(file) {
    return (await (0,promises_.stat)(file).catch(() => undefined)) !== undefined;
}
/** The layout to write into `folder`: the requested one, or with `auto` the folder's own. */
async function layoutFor(requested, folder) {
    if (requested !== 'auto')
        return requested;
    const packageFolder = (await isFile(external_node_path_default().join(folder, 'project.xml'))) &&
        !(await exists(external_node_path_default().join(folder, '_project')));
    return packageFolder ? 'package' : 'source-control';
}

// EXTERNAL MODULE: ./src/inputs/clear-text.ts
var clear_text = __webpack_require__(97966);
// EXTERNAL MODULE: ./src/report/input-summary.ts
var input_summary = __webpack_require__(61447);
// EXTERNAL MODULE: ./src/report/host.ts
var host = __webpack_require__(90022);
// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(88850);
// EXTERNAL MODULE: ./src/report/units.ts
var units = __webpack_require__(17885);
// EXTERNAL MODULE: ./src/package/errors.ts
var package_errors = __webpack_require__(4165);
// EXTERNAL MODULE: ./src/inputs/input-error.ts
var input_error = __webpack_require__(39354);
// EXTERNAL MODULE: ./src/inputs/login-settings.ts
var login_settings = __webpack_require__(63988);
// EXTERNAL MODULE: ./src/inputs/project-lines.ts
var project_lines = __webpack_require__(28074);
// EXTERNAL MODULE: ./src/inputs/projects.ts
var inputs_projects = __webpack_require__(18955);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
;// CONCATENATED MODULE: ./src/inputs/read-export-settings.ts
// Raw inputs of the export action -> its settings, checked before any request: the login, the
// projects and their folders (inside the workspace, never the workspace itself while clean is
// on, never one inside another's), format, clean and exclude.










/** Twice the deploy's default backup-max-size (2048 MiB): a package unpacks to about that. */
const DEFAULT_MAX_UNPACKED_MIB = 4096;
const FORMATS = ['auto', 'source-control', 'package'];
async function readExportSettings(input, workspace) {
    const login = (0,login_settings/* readLoginSettings */.l3)(input);
    const raw = input('format') || 'auto';
    const format = FORMATS.find(known => known === raw.toLowerCase());
    if (format === undefined) {
        throw new input_error/* InputError */.d('format', `("${raw}") must be auto, source-control or package.`);
    }
    const clean = (0,values/* readBoolean */.Vf)(input, 'clean', true);
    const exclude = input('exclude')
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(line => line !== '');
    try {
        (0,package_exclude/* compileExclude */.M)(exclude);
    }
    catch (error) {
        if (error instanceof package_errors/* PackageError */.J) {
            // The packager's message names the pattern; here it is relative to path.
            const message = error.message
                .replace(/^exclude pattern/, 'pattern')
                .replace('project-path', 'path');
            throw new input_error/* InputError */.d('exclude', `Input 'exclude': ${message}`, true);
        }
        throw error;
    }
    const projects = input('projects')
        ? await readProjectLines(input, workspace, clean)
        : [await readSingle(input, workspace, clean)];
    checkOverlaps(projects, clean);
    const maxUnpackedBytes = (0,values/* readNumber */.kz)(input, 'max-unpacked-size', {
        integer: true,
        min: 1,
        max: 1024 * 1024,
        fallback: DEFAULT_MAX_UNPACKED_MIB
    }) *
        1024 ** 2;
    return { login, projects, format, clean, exclude, maxUnpackedBytes };
}
async function readSingle(input, workspace, clean) {
    const name = input('project-name');
    if (name === '') {
        throw new input_error/* InputError */.d('project-name', 'is required: name the project to export (or list several in projects, one Name=path a line).');
    }
    (0,inputs_projects/* checkProjectName */.xX)('project-name', name);
    const given = input('path');
    if (given === '') {
        throw new input_error/* InputError */.d('path', 'is required: give the folder to write the project into, relative to the workspace (e.g. customizations/MyProject).');
    }
    return { name, path: given, folder: await checkFolder('path', '', given, workspace, clean) };
}
async function readProjectLines(input, workspace, clean) {
    for (const other of ['project-name', 'path']) {
        if (input(other) !== '') {
            throw new input_error/* InputError */.d('projects', `cannot be combined with ${other}: list every project in projects (Name=path, one a line), or use project-name and path alone.`);
        }
    }
    const lines = (0,project_lines/* parseProjectLines */.Q)(input('projects'));
    if (lines.length === 0) {
        throw new input_error/* InputError */.d('projects', 'holds no project: write one Name=path a line.');
    }
    const projects = [];
    const names = new Set();
    for (const line of lines) {
        if (line.name === undefined || line.name === '' || line.path === '') {
            throw new input_error/* InputError */.d('projects', `${(0,project_lines/* lineLabel */.b)(line)} must be Name=path: the project's name on the instance, then the folder to write it into.`);
        }
        (0,inputs_projects/* checkProjectName */.xX)('projects', line.name);
        if (names.has(line.name.toLowerCase())) {
            throw new input_error/* InputError */.d('projects', `${(0,project_lines/* lineLabel */.b)(line)} names ${line.name} a second time.`);
        }
        names.add(line.name.toLowerCase());
        const folder = await checkFolder('projects', `${(0,project_lines/* lineLabel */.b)(line)}: `, line.path, workspace, clean);
        projects.push({ name: line.name, path: line.path, folder });
    }
    return projects;
}
/**
 * The folder, absolute, when it stays inside the workspace (symbolic links followed as far as
 * the folder exists), and is not the workspace itself while `clean` would empty it.
 */
async function checkFolder(input, label, given, workspace, clean) {
    const fail = (message) => {
        throw new input_error/* InputError */.d(input, `${label}${message}`);
    };
    const root = await (0,promises_.realpath)(workspace).catch(() => external_node_path_default().resolve(workspace));
    const folder = external_node_path_default().resolve(root, given);
    const real = await realExisting(folder);
    for (const candidate of [folder, real]) {
        const relative = external_node_path_default().relative(root, candidate);
        if (outside(relative)) {
            fail(`("${given}") is outside the workspace: give a folder inside it (the export writes and deletes files there).`);
        }
        if (insideGit(relative)) {
            fail(`("${given}") is inside a .git folder (the checkout's own, as Windows and macOS spell it too): give a folder outside it.`);
        }
        if (relative === '' && clean) {
            fail(`("${given}") is the workspace itself, which clean would empty: give the project its own folder, or set clean: false.`);
        }
    }
    return folder;
}
/** The real path of the deepest existing folder above (or at) `folder`, plus the rest. */
async function realExisting(folder) {
    let existing = folder;
    const rest = [];
    for (;;) {
        try {
            return external_node_path_default().join(await (0,promises_.realpath)(existing), ...rest);
        }
        catch {
            const parent = external_node_path_default().dirname(existing);
            if (parent === existing)
                return folder;
            rest.unshift(external_node_path_default().basename(existing));
            existing = parent;
        }
    }
}
/** `..`, or starts with a `..` part (not a name such as `..b`), or another drive. */
function outside(relative) {
    return relative === '..' || relative.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(relative);
}
/** A folder as the runner's file system compares it (letter case ignored on Windows and macOS). */
function comparable(folder) {
    if (!caseInsensitivePlatform())
        return folder;
    return foldPath(folder.split((external_node_path_default()).sep).join('/')).split('/').join((external_node_path_default()).sep);
}
/** With clean, one project's folder inside another's would delete the other's files. */
function checkOverlaps(projects, clean) {
    for (const a of projects) {
        for (const b of projects) {
            if (a === b)
                continue;
            const relative = external_node_path_default().relative(comparable(a.folder), comparable(b.folder));
            const inside = relative === '' || !outside(relative);
            if (inside && (clean || relative === '')) {
                throw new input_error/* InputError */.d('projects', `gives ${b.name} the folder "${b.path}", which is ${relative === '' ? 'also' : 'inside'} the folder of ${a.name} ("${a.path}"): give each project its own folder.`);
            }
        }
    }
}

// EXTERNAL MODULE: ./src/report/progress-text.ts + 2 modules
var progress_text = __webpack_require__(29376);
;// CONCATENATED MODULE: ./src/commands/export.ts
// The export action's main step (export/action.yml): inputs in; each project downloaded with
// getProject and written into its folder; outputs, log and job summary out. Its only calls are
// login and getProject; the post step (post.ts) logs out.


















/** `exported`, `failed` or `cancelled`; outputs `changed` and `projects-json`. */
const exportCommand = {
    readSettings: runner => readExportSettings(name => runner.getInput(name), runner.env.workspace),
    notStarted: failure => ({
        result: 'failed',
        outputs: { changed: 'false' },
        failure,
        summary: (0,input_summary/* inputErrorSummary */.x)('Export', failure)
    }),
    cancellation: runner => ({
        stopping: `stopping before the next project folder is written. ${(0,host/* hostWords */.Ul)(runner.host).releasesSession}`,
        inFlight: signal => {
            // How far the export got: the result of an abandon tells the phase and the folders written.
            const soFar = progressOf.get(runner) ?? { phase: '', exports: [] };
            (0,state/* saveProgress */.FB)(runner, 'done: cancelled');
            return {
                result: 'cancelled',
                outputs: { changed: String(anyChange(soFar.exports)) },
                failure: soFar.phase === 'Write'
                    ? `The export was cancelled (${signal}) while the project folders were written: some files may be new and others old. Run the export again.`
                    : `The export was cancelled (${signal}) while a request was in flight: no project folder was written.`
            };
        }
    }),
    login: settings => settings.login,
    firstAnswerWait: progress_text/* firstAnswerWaitLine */.m6,
    run: exportRun
};
// Each run's progress, for its cancellation's result (a process may run several exports).
const progressOf = new WeakMap();
async function exportRun({ runner, log, settings, cancel, client }) {
    const soFar = { phase: '', exports: [] };
    progressOf.set(runner, soFar);
    const { exports } = soFar;
    const progress = (name) => {
        soFar.phase = name;
        (0,state/* saveProgress */.FB)(runner, name);
    };
    const { login } = settings;
    const clearText = await (0,clear_text/* clearTextWarning */.F)(login.baseUrl);
    if (clearText)
        log.warning(clearText);
    log.info(`Export from ${login.baseUrl}${settings.format === 'auto' ? '' : ` in the ${settings.format} form`}: ${settings.projects.map(p => `${p.name} -> "${p.path}"`).join(', ')}.`);
    const work = external_node_path_default().join(runner.env.tempDir, `acumatica-export-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    const prepared = [];
    try {
        progress('Log in');
        await runner.group('Log in', async () => {
            await (0,commands_login/* logInForCommand */.G)(runner, log, client, login, {
                signal: cancel.signal,
                keepForPost: true
            });
            log.info(`Logged in to ${login.baseUrl}.`);
        });
        // Every project is downloaded and checked before any folder is written. An empty stored
        // project among several is left out, named, and the others are written (a scheduled export
        // of many projects must not stop at one that was emptied on the instance).
        const empty = [];
        progress('Download');
        await runner.group('Download', async () => {
            for (const project of settings.projects) {
                cancel.signal.throwIfAborted();
                const started = Date.now();
                const seconds = () => (0,units/* formatSeconds */.Xo)((Date.now() - started) / 1000);
                // format: auto keeps the folder's own layout (a package folder stays one).
                const format = await layoutFor(settings.format, project.folder);
                let ready;
                try {
                    ready = await prepareExport(client, {
                        ...project,
                        format,
                        clean: settings.clean,
                        exclude: settings.exclude,
                        maxUnpackedBytes: settings.maxUnpackedBytes
                    }, work, {
                        downloaded: bytes => log.info(`Downloaded ${project.name}: ${(0,report/* formatBytes */.z3)(bytes)} in ${seconds()}.`)
                    });
                }
                catch (error) {
                    if (!(error instanceof EmptyProjectError) || settings.projects.length === 1)
                        throw error;
                    empty.push(error);
                    continue;
                }
                prepared.push(ready);
                for (const warning of ready.warnings)
                    log.warning(warning);
                log.info(`Read ${project.name} into its ${format} form in ${seconds()} in all.`);
            }
        });
        if (prepared.length === 0 && empty.length > 0)
            throw empty[0];
        progress('Write');
        await runner.group('Write', async () => {
            for (const ready of prepared) {
                const result = await ready.write(cancel.signal);
                exports.push(result);
                log.info(changeLine(result));
            }
        });
        for (const project of empty) {
            log.warning(`${project.projectName} was left out of the export: on the instance it ${project.what}, and a source-control folder of it would hold only _project/ProjectMetadata.xml, which the deploy refuses. Its folder is unchanged; the other projects were written. Add items to it on the instance, or take it out of projects.`);
        }
        (0,state/* saveProgress */.FB)(runner, 'done: exported');
        return {
            result: 'exported',
            outputs: {
                changed: String(anyChange(exports)),
                'projects-json': JSON.stringify(exportProjectsJson(exports))
            },
            summary: exportSummary(login.host, exports, empty.map(e => e.projectName))
        };
    }
    catch (error) {
        const signal = cancel.received();
        // Folders written before a signal stay written: the outputs say so.
        const outputs = { changed: String(anyChange(exports)) };
        if (signal) {
            const written = exports.map(project => project.name);
            (0,state/* saveProgress */.FB)(runner, 'done: cancelled');
            return {
                result: 'cancelled',
                outputs,
                failure: `The export was cancelled (${signal}): ${written.length > 0 ? `${written.join(', ')} written before it; ` : ''}no other project folder was changed.`
            };
        }
        (0,state/* saveProgress */.FB)(runner, 'done: failed');
        return {
            result: 'failed',
            outputs,
            failure: error instanceof errors/* UnreachableError */.Jk
                ? `${error.message}. Check base-url (${login.baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance as ${(0,host/* hostWords */.Ul)(runner.host).machine} reaches it.`
                : (0,message_of/* messageOf */.b)(error)
        };
    }
    finally {
        await Promise.all(prepared.map(ready => ready.dispose()));
        await (0,promises_.rm)(work, { recursive: true, force: true });
    }
}
function anyChange(exports) {
    return exports.some(p => p.added.length + p.changed.length + p.removed.length > 0);
}


/***/ }),

/***/ 17155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ logInForCommand)
/* harmony export */ });
/* harmony import */ var _api_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70060);
/* harmony import */ var _runner_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6003);
/* harmony import */ var _report_progress_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29376);



function logInForCommand(runner, log, client, login, options) {
    return (0,_api_session_js__WEBPACK_IMPORTED_MODULE_0__/* .logIn */ .E)(client, login, {
        signal: options.signal,
        onRetry: retry => log.warning((0,_report_progress_text_js__WEBPACK_IMPORTED_MODULE_2__/* .progressLine */ .oz)({ kind: 'login-retry', ...retry }, runner.host).text),
        onSession: cookie => {
            (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_1__/* .maskCookieValues */ .XZ)(runner, client.secretValues);
            if (options.keepForPost) {
                (0,_runner_state_js__WEBPACK_IMPORTED_MODULE_1__/* .saveSession */ .E1)(runner, {
                    baseUrl: login.baseUrl,
                    cookie,
                    requestTimeoutSeconds: login.requestTimeoutSeconds
                });
            }
            options.onSession?.();
        }
    });
}


/***/ })

};
