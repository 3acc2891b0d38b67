export const id = 975;
export const ids = [975];
export const modules = {

/***/ 97966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ clearTextWarning)
/* harmony export */ });
/* unused harmony export isPrivateAddress */
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71553);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
// base-url with http:// sends the password as it is typed: fine on the runner itself or inside a
// private network, worth a warning anywhere else. A host name counts by the addresses it
// resolves to (all of them private, or it is warned about).


const PRIVATE = new node_net__WEBPACK_IMPORTED_MODULE_1__.BlockList();
for (const [network, prefix] of [
    ['127.0.0.0', 8],
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['169.254.0.0', 16],
    ['100.64.0.0', 10]
]) {
    PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10]
]) {
    PRIVATE.addSubnet(network, prefix, 'ipv6');
}
// A name lookup that hangs must not hold the step: past this the host counts as public.
const LOOKUP_MS = 3000;
function isPrivateAddress(address) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped)
        return isPrivateAddress(mapped);
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(address);
    if (family === 0)
        return false;
    return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
/** The warning for base-url, or undefined when the password does not travel in clear. */
async function clearTextWarning(baseUrl) {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:')
        return undefined;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (await isPrivateHost(host))
        return undefined;
    return `base-url is ${url.origin} (http://): the password travels in clear to a host outside the runner and the private networks. Use https://, or reach the instance through a private network.`;
}
async function isPrivateHost(host) {
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(host))
        return isPrivateAddress(host);
    let timer;
    const timeout = new Promise(resolve => {
        timer = setTimeout(() => resolve([]), LOOKUP_MS);
    });
    try {
        const addresses = await Promise.race([(0,node_dns_promises__WEBPACK_IMPORTED_MODULE_0__.lookup)(host, { all: true }), timeout]);
        return addresses.length > 0 && addresses.every(entry => isPrivateAddress(entry.address));
    }
    catch {
        return false;
    }
    finally {
        clearTimeout(timer);
    }
}


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

/***/ 95009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ fragmentBaseName),
/* harmony export */   X: () => (/* binding */ FragmentNames)
/* harmony export */ });
/* harmony import */ var _shared_trim_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31541);
// File names of the fragments in _project/, as the Source Control screen names them: the item's
// key with every run of characters other than letters, digits and `_` replaced by `_`, and `_`
// trimmed at both ends (`Code#SOOrderEntry_Extension` -> `Code_SOOrderEntry_Extension.xml`,
// `~/pages/so/so301000.aspx` -> `pages_so_so301000_aspx.xml`).

function fragmentBaseName(key) {
    // Trimmed by scanning: /_+$/ backtracks over a long run of `_` (quadratic).
    const name = (0,_shared_trim_js__WEBPACK_IMPORTED_MODULE_0__/* .trimBothOf */ .$)(key.replace(/[^\p{L}\p{N}_]+/gu, '_'), '_');
    return name === '' ? 'Item' : name;
}
/**
 * Hands out fragment names for one project. Two keys can give the same name (`Code#A.B` and
 * `Code#A_B`), and Windows and macOS runners see names of other letter case as one file: a later
 * item gets `_2`, `_3`, ... in the stored order, so the names are the same on every run.
 */
class FragmentNames {
    /** The names taken, lower case. */
    used = new Set();
    /** Per base name (any case) that was taken twice, the suffix to try next. */
    nextSuffix = new Map();
    constructor() {
        this.used.add('projectmetadata.xml');
    }
    take(lowerName) {
        if (this.used.has(lowerName))
            return false;
        this.used.add(lowerName);
        return true;
    }
    next(key) {
        const base = fragmentBaseName(key);
        const first = `${base}.xml`;
        if (this.take(first.toLowerCase()))
            return first;
        const lowerBase = base.toLowerCase();
        for (let n = this.nextSuffix.get(lowerBase) ?? 2;; n++) {
            const name = `${base}_${n}.xml`;
            if (this.take(name.toLowerCase())) {
                this.nextSuffix.set(lowerBase, n + 1);
                return name;
            }
        }
    }
}


/***/ }),

/***/ 93132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ProjectXmlError),
/* harmony export */   l: () => (/* binding */ ItemSplitter)
/* harmony export */ });
/* harmony import */ var _xml_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44566);
// Splits a stored project.xml into its top-level items as bytes arrive, without holding the
// document: a small tokenizer over bytes (every delimiter of XML is ASCII, so UTF-8 text passes
// through untouched) that finds where each item starts and ends. Each item's bytes are handed on
// as they come, "moved to the left margin": only the white space between tags changes (the
// item's own indentation is taken off each line, line breaks become CRLF, as the Source Control
// screen writes fragments); tags, attributes, text and CDATA stay byte for byte as stored.
// Well-formedness and the item's key are checked by the caller (one XmlScanner per item).

class ProjectXmlError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ProjectXmlError';
    }
}
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const QUESTION = 0x3f;
const BANG = 0x21;
const CR = 0x0d;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');
const CDATA_OPEN = Buffer.from('<![CDATA[');
const COMMENT_OPEN = Buffer.from('<!--');
const TERMINATORS = {
    pi: Buffer.from('?>'),
    comment: Buffer.from('-->'),
    cdata: Buffer.from(']]>')
};
function isSpace(byte) {
    return byte === 0x20 || byte === 0x09 || byte === CR || byte === LF;
}
/** Longest tag the splitter keeps whole (item start tags, end tags): far beyond real ones. */
const MAX_TAG_BYTES = 16 * 1024 * 1024;
class ItemSplitter {
    sink;
    document;
    state = 'text';
    /** Open elements, the root included. */
    depth = 0;
    seenRoot = false;
    offset = 0;
    /** Where the byte being read is (for messages). */
    at = 0;
    /** The markup being read (`<`, `<!`, tags): its pieces in earlier chunks, kept until its end. */
    markup = [];
    markupBytes = 0;
    /** Where the markup starts (or goes on) in the current chunk. */
    markupFrom = 0;
    /** Where the white space being read starts in the current chunk (-1: none). */
    spaceFrom = -1;
    quote = 0;
    matched = 0;
    /** A text run: kept while it is white space only, streamed once it is not. */
    space = [];
    textIsSpace = true;
    /** Indentation of the current item's first line in the stored project.xml. */
    indent = '';
    lastSpace = '';
    /** The first bytes, until there are enough to tell a byte-order mark. */
    head = Buffer.alloc(0);
    /** `document` begins messages (`The stored project.xml has ...`). */
    constructor(sink, document = 'The stored project.xml') {
        this.sink = sink;
        this.document = document;
    }
    feed(chunk) {
        let bytes = chunk;
        if (this.head !== undefined) {
            // The byte-order mark may arrive split over chunks: the first 3 bytes are read together.
            this.head = Buffer.concat([this.head, chunk]);
            if (this.head.length < _xml_text_js__WEBPACK_IMPORTED_MODULE_0__/* .BOM */ .bh.length)
                return;
            bytes = this.head.subarray(0, 3).equals(_xml_text_js__WEBPACK_IMPORTED_MODULE_0__/* .BOM */ .bh) ? this.head.subarray(3) : this.head;
            this.head = undefined;
        }
        let runStart = 0;
        this.markupFrom = 0;
        this.spaceFrom = -1;
        // Bytes of the current run that belong to the item as they are (markup and CDATA, non-space text).
        const flushRun = (end) => {
            if (end > runStart && this.depth >= 2)
                this.sink.itemBytes(bytes, runStart, end);
            runStart = end;
        };
        for (let i = 0; i < bytes.length; i++) {
            const byte = bytes[i];
            this.at = this.offset + i;
            switch (this.state) {
                case 'text':
                    if (byte === LT) {
                        flushRun(i);
                        this.closeSpace(bytes, i);
                        this.endText();
                        this.state = 'lt';
                        this.startMarkup(bytes, i);
                    }
                    else if (this.textIsSpace && isSpace(byte)) {
                        if (this.spaceFrom < 0)
                            this.spaceFrom = i;
                        runStart = i + 1;
                    }
                    else if (this.textIsSpace) {
                        if (this.depth < 2)
                            this.refuse(`text outside any item`);
                        this.closeSpace(bytes, i);
                        this.textIsSpace = false;
                        this.emitSpace(false);
                        runStart = i;
                    }
                    break;
                case 'lt':
                    if (byte === SLASH)
                        this.state = 'endTag';
                    else if (byte === QUESTION)
                        this.state = 'pi';
                    else if (byte === BANG)
                        this.state = 'bang';
                    else
                        this.state = 'tag';
                    if (this.state === 'pi')
                        this.enterStreamed('pi', bytes, i);
                    runStart = i + 1;
                    break;
                case 'bang': {
                    runStart = i + 1;
                    const sofar = this.markupUpTo(bytes, i);
                    if (sofar.equals(COMMENT_OPEN))
                        this.enterStreamed('comment', bytes, i);
                    else if (sofar.equals(CDATA_OPEN))
                        this.enterStreamed('cdata', bytes, i);
                    else if (!COMMENT_OPEN.subarray(0, sofar.length).equals(sofar) &&
                        !CDATA_OPEN.subarray(0, sofar.length).equals(sofar)) {
                        this.refuse('a DOCTYPE or other declaration, which project.xml cannot hold');
                    }
                    break;
                }
                case 'tag':
                case 'endTag':
                    runStart = i + 1;
                    if (this.quote !== 0) {
                        if (byte === this.quote)
                            this.quote = 0;
                    }
                    else if (byte === 0x22 || byte === 0x27) {
                        if (this.state === 'tag')
                            this.quote = byte;
                    }
                    else if (byte === GT) {
                        this.endTag(this.markupUpTo(bytes, i));
                    }
                    break;
                case 'pi':
                case 'comment':
                case 'cdata': {
                    const term = TERMINATORS[this.state];
                    if (byte === term[this.matched]) {
                        this.matched++;
                    }
                    else if (byte === term[0]) {
                        // `]]]>` and `--->`: a run of the first byte keeps the match where it is.
                        this.matched = this.matched > 0 && term[this.matched - 1] === byte ? this.matched : 1;
                    }
                    else {
                        this.matched = 0;
                    }
                    if (this.matched === term.length) {
                        // Comments and processing instructions between items are dropped (the engine's
                        // build cannot take them); inside an item they are part of it.
                        if (this.depth >= 2)
                            flushRun(i + 1);
                        runStart = i + 1;
                        this.state = 'text';
                        this.textIsSpace = true;
                    }
                    break;
                }
                case 'afterRoot':
                    if (byte === LT) {
                        this.state = 'lt';
                        this.startMarkup(bytes, i);
                    }
                    else if (!isSpace(byte)) {
                        this.refuse('text after the end of <Customization>');
                    }
                    runStart = i + 1;
                    break;
            }
        }
        if (this.state === 'text' && !this.textIsSpace)
            flushRun(bytes.length);
        this.closeSpace(bytes, bytes.length);
        if (this.state === 'cdata' || this.state === 'comment' || this.state === 'pi') {
            if (this.depth >= 2)
                flushRun(bytes.length);
        }
        if (this.state === 'lt' ||
            this.state === 'bang' ||
            this.state === 'tag' ||
            this.state === 'endTag') {
            const piece = bytes.subarray(this.markupFrom);
            this.markupBytes += piece.length;
            if (this.markupBytes > MAX_TAG_BYTES)
                this.refuse(`a tag longer than ${MAX_TAG_BYTES} bytes`);
            this.markup.push(piece);
        }
        this.offset += bytes.length;
    }
    /** Checks the document ended where it should. */
    end() {
        if (this.head !== undefined) {
            const head = this.head;
            this.head = undefined;
            this.feed(head);
        }
        if (!this.seenRoot)
            this.refuse('no <Customization> root element', true);
        if (this.depth > 0 || (this.state !== 'afterRoot' && this.state !== 'text')) {
            this.refuse('an end before </Customization> (the download was cut short?)', true);
        }
    }
    refuse(what, atEnd = false) {
        const where = atEnd ? 'at its end' : `at byte ${this.at}`;
        throw new ProjectXmlError(`${this.document} has ${what} (${where}).`);
    }
    startMarkup(_bytes, i) {
        this.markup = [];
        this.markupBytes = 0;
        this.markupFrom = i;
        this.quote = 0;
    }
    /** The markup read so far, up to and including byte `i` of the current chunk. */
    markupUpTo(bytes, i) {
        const here = bytes.subarray(this.markupFrom, i + 1);
        return this.markup.length === 0 ? here : Buffer.concat([...this.markup, here]);
    }
    /** From a `<!--`, `<![CDATA[` or `<?` on, bytes are streamed, not kept. */
    enterStreamed(state, bytes, i) {
        const opener = this.markupUpTo(bytes, i);
        this.state = state;
        this.matched = 0;
        if (state === 'cdata' && this.depth < 2)
            this.refuse('CDATA outside any item');
        if (this.depth >= 2)
            this.sink.itemBytes(opener, 0, opener.length);
        this.markup = [];
    }
    /** Keeps the white space read in this chunk, up to `end`. */
    closeSpace(bytes, end) {
        if (this.spaceFrom < 0)
            return;
        this.space.push(bytes.subarray(this.spaceFrom, end));
        this.spaceFrom = -1;
    }
    endText() {
        if (this.textIsSpace)
            this.emitSpace(true);
        this.space.length = 0;
        this.textIsSpace = true;
    }
    /**
     * A run of white space: between items it sets the next item's indentation; inside an item it
     * is written with that indentation taken off each line and CRLF line breaks (`beforeMarkup`:
     * the run ended at a tag; otherwise it starts text and is written as it is).
     */
    emitSpace(beforeMarkup) {
        const space = this.space.length === 1 ? this.space[0] : Buffer.concat(this.space);
        this.space.length = 0;
        if (this.depth < 2) {
            this.lastSpace = space.toString('latin1');
            return;
        }
        if (!beforeMarkup) {
            if (space.length > 0)
                this.sink.itemBytes(space, 0, space.length);
            return;
        }
        // Line by line, on the bytes (this runs between every two tags of every item).
        let lineStart = 0;
        for (let i = 0; i <= space.length; i++) {
            const byte = i < space.length ? space[i] : -1;
            if (byte !== CR && byte !== LF && byte !== -1)
                continue;
            let from = lineStart;
            if (lineStart > 0 && this.hasIndent(space, lineStart, i))
                from += this.indent.length;
            if (i > from)
                this.sink.itemBytes(space, from, i);
            if (byte === -1)
                break;
            this.sink.itemBytes(CRLF, 0, 2);
            if (byte === CR && space[i + 1] === LF)
                i++;
            lineStart = i + 1;
        }
    }
    /** True when the line from `start` to `end` begins with the item's indentation. */
    hasIndent(bytes, start, end) {
        const indent = this.indent;
        if (end - start < indent.length)
            return false;
        for (let k = 0; k < indent.length; k++) {
            if (bytes[start + k] !== indent.charCodeAt(k))
                return false;
        }
        return true;
    }
    endTag(tag) {
        this.markup = [];
        this.state = 'text';
        this.textIsSpace = true;
        const closing = tag[1] === SLASH;
        const selfClosing = !closing && tag[tag.length - 2] === SLASH;
        if (closing) {
            if (this.depth >= 2)
                this.sink.itemBytes(tag, 0, tag.length);
            this.depth--;
            if (this.depth === 1)
                this.sink.itemEnd(false);
            if (this.depth === 0)
                this.state = 'afterRoot';
            if (this.depth < 0)
                this.refuse('an end tag without its start tag');
            return;
        }
        if (this.depth === 0) {
            if (this.seenRoot)
                this.refuse('a second root element');
            this.seenRoot = true;
            this.sink.root(tag);
            if (selfClosing)
                this.state = 'afterRoot';
            else
                this.depth = 1;
            return;
        }
        if (this.depth === 1) {
            const lastLine = this.lastSpace.split(/\r\n|\r|\n/).at(-1) ?? '';
            this.indent = /^[ \t]*$/.test(lastLine) ? lastLine : '';
            this.sink.itemStart();
        }
        this.sink.itemBytes(tag, 0, tag.length);
        if (selfClosing) {
            if (this.depth === 1)
                this.sink.itemEnd(true);
        }
        else {
            this.depth++;
        }
    }
}


/***/ }),

/***/ 90858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GD: () => (/* binding */ withoutStamp),
/* harmony export */   cu: () => (/* binding */ stampDescription)
/* harmony export */ });
/* unused harmony exports MAX_DESCRIPTION_CHARS, stampText */
// The stamp (input `stamp`): the Import's projectDescription says where the package came from,
// ` [<owner>/<repo>@<7-char commit>, run <run id>]` after the project's own description, so the
// Customization Projects screen shows which commit an instance runs. The description is cut so
// that the whole stays within the 255 characters the field holds; a stamp already at the end is
// replaced, never repeated; the export takes it off again, so a deploy followed by an export
// leaves the repository as it was.
/** The longest projectDescription the instance keeps. */
const MAX_DESCRIPTION_CHARS = 255;
/** A stamp at the end of a description (what stampText writes, any run id, any repository). */
const STAMP_AT_END = / ?\[[^\s[\]@]+\/[^\s[\]@]+@[0-9a-f]{7}, run [^\s[\]]+\]$/;
/** ` [owner/repo@abcdef1, run 42]`. */
function stampText(source) {
    return ` [${source.repository}@${source.commit.slice(0, 7).toLowerCase()}, run ${source.runId}]`;
}
/** The description without a stamp at its end. */
function withoutStamp(description) {
    return description.replace(STAMP_AT_END, '');
}
/** The description, cut to leave room, then the stamp; within 255 characters in all. */
function stampDescription(description, source) {
    const stamp = stampText(source);
    const room = Math.max(0, MAX_DESCRIPTION_CHARS - stamp.length);
    // Counted as the instance's nvarchar counts (UTF-16 units), cut between code points: half a
    // surrogate pair is not a character it can store.
    let kept = '';
    for (const char of withoutStamp(description).trimEnd()) {
        if (kept.length + char.length > room) {
            kept = kept.trimEnd();
            break;
        }
        kept += char;
    }
    return `${kept}${stamp}`;
}


/***/ }),

/***/ 69079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ changesBlocks),
/* harmony export */   Vg: () => (/* binding */ deployReasonText),
/* harmony export */   a8: () => (/* binding */ changesLine),
/* harmony export */   c$: () => (/* binding */ changesJson)
/* harmony export */ });
/* unused harmony exports DATABASE_SCRIPT_NOTE, changesMarkdown */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95658);
/* harmony import */ var _shared_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26929);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90022);



/** How many names of each list the log line and the summary show before "and N more". */
const FIRST_NAMES = 10;
function changesLine(project, changes, firstDeploy) {
    const { added, changed, removed } = changes;
    if (firstDeploy)
        return `Changes in ${project}: first deploy, ${added.length} items and files added.`;
    if (added.length + changed.length + removed.length === 0) {
        return `No change in ${project}: the package holds what the instance stores.`;
    }
    const part = (verb, names) => names.length ? `${verb} ${names.length} (${firstNames(names)})` : `${verb} 0`;
    return `Changes in ${project}: ${part('added', added)}, ${part('changed', changed)}, ${part('removed', removed)}.`;
}
function firstNames(names) {
    const shown = names.slice(0, FIRST_NAMES).join(', ');
    return names.length > FIRST_NAMES ? `${shown} and ${names.length - FIRST_NAMES} more` : shown;
}
/** What the Changes table says of a new or changed `<Sql>` item. */
const DATABASE_SCRIPT_NOTE = 'database script: runs on publish; a restore or rollback does not undo it';
function isDatabaseScript(key) {
    return key.startsWith('Sql#');
}
function scriptsFirst(names) {
    return [...names.filter(isDatabaseScript), ...names.filter(name => !isDatabaseScript(name))];
}
/** The summary's "Changes" section as markdown lines; empty when no project was compared. */
function changesMarkdown(result) {
    const blocks = changesBlocks(result);
    return blocks.length ? renderMarkdown({ blocks }).split('\n') : [];
}
/** The summary's "Changes" section; empty when no project was compared. */
function changesBlocks(result, host = 'actions') {
    const compared = result.projects.filter(p => p.changes);
    if (compared.length === 0)
        return [];
    // New or changed scripts are marked and shown first: the database keeps what they did.
    const cell = (names, marked) => names.length === 0
        ? ['—']
        : [
            `${names.length}: `,
            ...(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .joinSpans */ .kU)((marked ? scriptsFirst(names) : names)
                .slice(0, FIRST_NAMES)
                .map(n => marked && isDatabaseScript(n)
                ? [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(n, true), ` (${DATABASE_SCRIPT_NOTE})`]
                : [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(n, true)]), ', '),
            ...(names.length > FIRST_NAMES ? [` and ${names.length - FIRST_NAMES} more`] : [])
        ];
    return [
        { kind: 'heading', level: 3, text: ['Changes'] },
        {
            kind: 'table',
            html: true,
            head: ['Project', 'Added', 'Changed', 'Removed'],
            rows: compared.map(project => {
                const { added, changed, removed } = project.changes;
                return [[(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(project.name)], cell(added, true), cell(changed, true), cell(removed, false)];
            })
        },
        { kind: 'paragraph', text: [`Full lists: ${(0,_host_js__WEBPACK_IMPORTED_MODULE_1__/* .outputWhere */ .v0)('changes-json', host)}.`] }
    ];
}
/** The changes-json output: one object per compared project. */
function changesJson(result) {
    return result.projects.filter(p => p.changes).map(p => ({ name: p.name, ...p.changes }));
}
/** Why skip-unchanged deploys after all. */
function deployReasonText(reason, host = 'actions') {
    const why = (() => {
        switch (reason.kind) {
            case 'validation':
                return 'a validation always runs';
            case 'tenant-mode':
                return `tenant-mode is ${reason.tenantMode}: the ledger only knows the login's tenant`;
            case 'published-unknown':
                return 'the published projects could not be listed';
            case 'no-ledger':
                return 'this run keeps no ledger of completed deploys (it needs the Actions cache)';
            case 'first-deploy':
                return `${reason.project} is not on the instance yet`;
            case 'content-unknown':
                return `the stored ${reason.project} could not be compared with the package`;
            case 'content-differs':
                return `the stored ${reason.project} differs from the package (${reason.differences} ${reason.differences === 1 ? 'item or file' : 'items or files'})`;
            case 'not-published':
                return `${reason.project} is not published`;
            case 'ledger-unavailable':
                return `the ledger of completed deploys could not be read for ${reason.project} (${reason.cause})`;
            case 'no-ledger-entry':
                return `no completed deploy of ${reason.project} to this instance is recorded in ${host === 'cli' ? 'the ledger file' : 'the Actions cache (or the cache could not be read)'}`;
            case 'ledger-newer':
                return `the newest completed deploy of ${reason.project} recorded for this instance is of another package (sha256 ${reason.newest.slice(0, 16)}, this one is ${reason.now.slice(0, 16)})`;
        }
    })();
    return `skip-unchanged: deploying, as ${why}.`;
}


/***/ }),

/***/ 43996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F6: () => (/* binding */ fleetBlocks),
/* harmony export */   jD: () => (/* binding */ fleetLine),
/* harmony export */   pu: () => (/* binding */ driftFailureText)
/* harmony export */ });
/* harmony import */ var _shared_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26929);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17885);


const FIRST_NAMES = 10;
function fleetLine(event, host = 'actions') {
    const info = (text) => ({ level: 'info', text });
    const notice = (text) => ({ level: 'notice', text });
    switch (event.kind) {
        case 'window-open':
            return info(`Inside the deploy window (${event.window}): the deploy goes on.`);
        case 'window-closed':
            return notice(windowText(event.report));
        case 'lockout-pending':
            return info(`The lockout through Apply Updates (${event.endpoint}) is scheduled ${event.minutes} min ahead, at ${new Date(event.startsAt).toISOString()}, reason "${event.reason}": users see it pending until then, and nothing is imported before it starts.`);
        case 'lockout-notice-over':
            return info(`The lockout notice of ${event.minutes} min is over: users are locked out (all but administrators).`);
        case 'drift-checked':
            return driftLine(event.project, event.onDrift, host);
        case 'stamp-unknown':
            return notice(`stamp: true, but ${event.missing} of this run is not known, so the Import's description carries no stamp (${host === 'cli' ? 'run the command line in a git checkout with a remote named origin, or set GITHUB_REPOSITORY and GITHUB_SHA' : 'the runner did not set GITHUB_REPOSITORY and GITHUB_SHA'}).`);
    }
}
/** Outside the window: nothing was sent, and when the next one opens. */
function windowText(report) {
    const next = report.nextOpeningText && report.nextOpening !== undefined
        ? ` The next window opens ${report.nextOpeningText} (${new Date(report.nextOpening).toISOString()}).`
        : '';
    return `Outside the deploy window (${report.window}) at ${new Date(report.checkedAt).toISOString()}: nothing was sent to the instance.${next}`;
}
function driftLine(project, onDrift, host) {
    const name = project.project;
    switch (project.status) {
        case 'same':
            if (project.holdsPackage) {
                return {
                    level: 'info',
                    text: `No drift in ${name}: the stored project already holds this package.`
                };
            }
            return {
                level: 'info',
                text: `No drift in ${name}: the stored project is what this action last deployed and verified.`
            };
        case 'drifted': {
            const what = `${name} changed on the instance since this action last deployed it${changesWords(project.changes)}`;
            if (onDrift === 'warn') {
                return {
                    level: 'warning',
                    text: `Drift: ${what}. on-drift: warn: the deploy goes on and replaces it (the backup keeps it). ${waysOn(host)}`
                };
            }
            if (onDrift === 'overwrite') {
                return {
                    level: 'info',
                    text: `Drift: ${what}; on-drift: overwrite: the deploy replaces it (the backup keeps it).`
                };
            }
            return { level: 'info', text: `Drift: ${what}.` };
        }
        case 'unchecked':
            return {
                // Nothing to compare with on a first deploy or without a backup (the user's choice).
                level: project.why === 'first-deploy' || project.why === 'no-backup' ? 'info' : 'notice',
                text: `No drift check for ${name}: ${uncheckedWhy(project, host)}.`
            };
    }
}
function uncheckedWhy(project, host) {
    const ledger = host === 'cli' ? 'the ledger file' : 'the Actions cache';
    switch (project.why) {
        case 'no-entry':
            return `no verified deploy of it to this instance is recorded in ${ledger}`;
        case 'no-ledger':
            return host === 'cli'
                ? 'this run keeps no ledger (give --ledger FILE)'
                : 'this run keeps no ledger of deploys';
        case 'no-backup':
            return 'the stored project was not downloaded (backup: false)';
        case 'first-deploy':
            return 'the instance does not hold it yet';
        case 'old-entry':
            return `the newest deploy recorded in ${ledger} was recorded by an older version of this action, which kept no content digest`;
        case 'unavailable':
            return `${ledger} did not answer (${project.reason ?? 'no reason given'})`;
        case 'unreadable':
            return `the stored project could not be read (${project.reason ?? 'no reason given'})`;
    }
}
/** The two ways on after drift, in the host's words. */
function waysOn(host) {
    const exportWay = host === 'cli' ? 'the export command' : 'the export action';
    const flag = host === 'cli' ? '--on-drift overwrite' : 'on-drift: overwrite';
    return `To keep the change, export the instance's project into a pull request with ${exportWay} (docs/export.md) and deploy from there; to replace it, deploy with ${flag}.`;
}
function changesWords(changes) {
    if (!changes)
        return ' (the items that differ are not known: the ledger entry does not list them)';
    const part = (verb, names) => names.length ? `${verb} ${names.length} (${firstNames(names)})` : `${verb} 0`;
    return `: ${part('added', changes.added)}, ${part('changed', changes.changed)}, ${part('removed', changes.removed)}`;
}
function firstNames(names) {
    const shown = names.slice(0, FIRST_NAMES).join(', ');
    return names.length > FIRST_NAMES ? `${shown} and ${names.length - FIRST_NAMES} more` : shown;
}
/** The failure of `on-drift: fail`: which projects drifted and the two ways on. */
function driftFailureText(failure, host = 'actions') {
    const names = (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(failure.projects.map(p => p.project));
    const details = failure.projects.map(p => `${p.project}${changesWords(p.changes)}`).join('; ');
    return `Drift: ${names} changed on the instance since this action last deployed ${failure.projects.length === 1 ? 'it' : 'them'} (${details}). Nothing was imported. ${waysOn(host)}`;
}
/** The summary's part of this: the window (outside), the drift table (when anything drifted). */
function fleetBlocks(result, host = 'actions') {
    const blocks = [];
    if (result.window && !result.window.open) {
        blocks.push({ kind: 'paragraph', text: [windowText(result.window)] });
    }
    const drifted = result.drift?.projects.filter((p) => p.status === 'drifted');
    if (drifted?.length) {
        const cell = (names) => names === undefined
            ? ['not known']
            : names.length === 0
                ? ['—']
                : [
                    `${names.length}: `,
                    ...(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .joinSpans */ .kU)(names.slice(0, FIRST_NAMES).map(n => [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(n, true)]), ', '),
                    ...(names.length > FIRST_NAMES ? [` and ${names.length - FIRST_NAMES} more`] : [])
                ];
        blocks.push({ kind: 'heading', level: 3, text: ['Drift: changed on the instance since the last deploy'] }, {
            kind: 'table',
            html: true,
            head: ['Project', 'Added', 'Changed', 'Removed'],
            rows: drifted.map(p => [
                [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(p.project)],
                cell(p.changes?.added),
                cell(p.changes?.changed),
                cell(p.changes?.removed)
            ])
        }, { kind: 'paragraph', text: [`on-drift: ${result.drift.onDrift}. ${waysOn(host)}`] });
    }
    return blocks;
}


/***/ }),

/***/ 61447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ isInputErrorSummary),
/* harmony export */   x: () => (/* binding */ inputErrorSummary)
/* harmony export */ });
/* harmony import */ var _shared_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26929);
// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.

const STOPPED = 'stopped at the input check';
/** Whether `summary` is an input error's (the command line prints it with the log). */
function isInputErrorSummary(summary) {
    const first = summary.blocks[0];
    return (first?.kind === 'heading' &&
        first.text.some(part => typeof part === 'string' && part.endsWith(`: ${STOPPED}`)));
}
function inputErrorSummary(title, message) {
    return {
        blocks: [
            { kind: 'heading', level: 2, text: [`${title}: ${STOPPED}`] },
            { kind: 'paragraph', text: [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(message)] },
            {
                kind: 'paragraph',
                text: ['Nothing was sent to the instance. Fix the input the message names and run again.']
            }
        ]
    };
}


/***/ }),

/***/ 65960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QX: () => (/* binding */ instanceStateText),
/* harmony export */   kY: () => (/* binding */ failureText),
/* harmony export */   s2: () => (/* binding */ restoreText)
/* harmony export */ });
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17885);
/* harmony import */ var _verify_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67761);
/* harmony import */ var _shared_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66093);
/* harmony import */ var _fleet_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43996);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90022);





/** Capitalised and closed with a full stop, so messages can be joined. */
function sentence(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return trimmed;
    const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
/** An error in words, with what the instance said when that adds something. */
function describeCause(cause) {
    const server = cause.serverMessages.filter(m => !cause.message.includes(m));
    const said = server.length ? ` The instance said: ${server.join(' | ')}` : '';
    return sentence(sentence(cause.message) + said);
}
/** What went wrong and what the user can do; empty for a run that succeeded. */
function failureText(result, baseUrl, host = 'actions') {
    const text = result.failure ? failureWords(result, result.failure, baseUrl, host) : '';
    if (result.notPutBack.length === 0)
        return text;
    const steps = result.projects.filter(p => result.notPutBack.includes(p.name));
    return `${text} Nothing was put back, as the ${verb(result)} may still be running. Once it has ended, if the stored projects must be as before this run: ${steps.map(p => byHand(result, p)).join(' ')}`.trim();
}
const BACKUP_STOPPED = 'The deploy stopped before Import so that the deployed version is not lost';
function failureWords(result, failure, baseUrl, host) {
    const what = verb(result);
    const words = (0,_host_js__WEBPACK_IMPORTED_MODULE_1__/* .hostWords */ .Ul)(host);
    switch (failure.kind) {
        case 'cancelled':
            return failure.whilePublishing
                ? `The run was cancelled while the ${what} was running.`
                : 'The run was cancelled.';
        case 'login-unreachable':
            return `${describeCause(failure.cause)} Check base-url (${baseUrl}): its host, port and scheme (http:// or https://) must be those of the instance as ${words.machine} reaches it.`;
        case 'error':
            return describeCause(failure.cause);
        case 'published-not-listed':
            return `Could not list the published projects: ${describeCause(failure.cause)} Set include-published: false and list the projects to keep in publish-with to go on without it.`;
        case 'backup-download': {
            const fix = !failure.tooLarge
                ? 'fix the cause'
                : failure.tooLarge.limit === 'cap'
                    ? `raise backup-max-size (now ${failure.tooLarge.maxMiB} MiB) if the project is that large`
                    : host === 'cli'
                        ? 'free disk space on this machine'
                        : 'free disk space on the runner (or use a runner with a larger disk)';
            return `Backup failed: getProject could not download ${failure.project}: ${describeCause(failure.cause)} ${BACKUP_STOPPED}; ${fix}, or set backup: false to deploy without a backup.`;
        }
        case 'first-deploy-unconfirmed': {
            const why = failure.cause
                ? `and getPublished, which would confirm it, failed: ${describeCause(failure.cause)}`
                : 'but getPublished lists it as published.';
            const fix = failure.cause ? 'fix the cause' : 'check the project name and the instance';
            return `Backup failed: getProject said ${failure.project} is not on the instance (${failure.notFound}), ${why} ${BACKUP_STOPPED}; ${fix}, or set backup: false to deploy without a backup.`;
        }
        case 'backup-upload':
            return host === 'cli'
                ? `Backup failed: the deployed ${failure.project} was downloaded to ${failure.path} but could not be saved in the backup folder: ${describeCause(failure.cause)} The deploy stopped before Import; fix the cause or choose another --backup-dir, or set --backup false to deploy without a backup.`
                : `Backup failed: the deployed ${failure.project} was downloaded to ${failure.path} but could not be uploaded as a workflow artifact: ${describeCause(failure.cause)} The deploy stopped before Import; set backup-artifact-name to a unique name if the name is taken, or backup: false to deploy without a backup.`;
        case 'publish-failed': {
            const names = (0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .yh)(result.projects.map(p => p.name));
            return result.mode === 'validation'
                ? `Validation of ${names} failed: see the publish log.`
                : `Publishing ${names} failed: see the publish log.`;
        }
        case 'publish-not-started':
            return `publishBegin failed (${failure.beginFault}) and publishEnd did not confirm a running ${what} (${describeCause(failure.cause)}): the ${what} did not start. ${words.runAgain} to publish.`;
        case 'version-mismatch':
        case 'unverified':
            return (0,_verify_text_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyFailureText */ .Jw)(result, baseUrl) ?? '';
        case 'busy':
        case 'lockout-failed':
        case 'not-published':
        case 'published-unavailable':
            return (0,_shared_text_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedFailureText */ .J_)(failure) ?? '';
        case 'drift':
            return (0,_fleet_text_js__WEBPACK_IMPORTED_MODULE_4__/* .driftFailureText */ .pu)(failure, host);
        case 'publish-timeout':
            return `The ${what} did not end within publish-timeout (${(0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(failure.timeoutSeconds)}). The instance may still be publishing: check the Customization Projects screen, then re-run, or raise publish-timeout.`;
    }
}
/** Where the instance stands, in one or two sentences. */
function instanceStateText(result) {
    const text = stateWords(result, result.instanceState);
    // A validation that ended well says so first: nothing of this run is left on the instance.
    return result.outcome === 'validated' && result.instanceState.kind.startsWith('put-back')
        ? `Validation only: ${text[0].toLowerCase()}${text.slice(1)}`
        : text;
}
const STILL_RUNS = 'the instance still runs the previously published version';
/** Never published before this run, as getPublished said (a first deploy never was). */
function neverPublished(project) {
    return project.publishedBefore === false || project.backup.status === 'first-deploy';
}
/**
 * What the instance runs of the deployed projects once nothing of this run was published: the
 * version published before, or, for a project getPublished did not list, no version at all.
 */
function stillRuns(result) {
    const none = result.projects.filter(neverPublished).map(p => p.name);
    if (none.length === 0)
        return STILL_RUNS;
    const others = result.projects.filter(p => !neverPublished(p)).map(p => p.name);
    const noVersion = `no version of ${(0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .yh)(none)}, which ${none.length > 1 ? 'were' : 'was'} not published before this run`;
    return others.length === 0
        ? `the instance runs ${noVersion}`
        : `the instance still runs the previously published version of ${(0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .yh)(others)}, and ${noVersion}`;
}
function stateWords(result, state) {
    const validation = result.mode === 'validation';
    const runs = stillRuns(result);
    switch (state.kind) {
        case 'unchanged':
            return 'The instance is unchanged: nothing was imported or published.';
        case 'import-uncertain':
            return `The Import of ${state.project} may or may not have completed: check the Customization Projects screen. Nothing was published.`;
        case 'import-refused':
            return `The instance refused the Import of ${state.project}: its stored ${state.project} is unchanged as far as this run knows, and ${runs}. Nothing was published.`;
        case 'imported':
            return `The package was imported but not published: ${runs}.`;
        case 'published':
            return `The instance runs the published ${(0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .yh)(result.projectNames)}.`;
        case 'publish-may-run':
            return validation
                ? 'A validation may still be running on the instance; nothing is published by a validation.'
                : 'The publish may still be running on the instance and may yet complete or fail there: check the Customization Projects screen before deploying again.';
        case 'publish-failed':
            return validation
                ? `Nothing was published: ${runs}.`
                : runs === STILL_RUNS
                    ? 'The instance reported the publish as failed; it normally keeps the previously published version. Check the Customization Projects screen.'
                    : `The instance reported the publish as failed; it normally keeps what it ran before: ${runs}. Check the Customization Projects screen.`;
        case 'put-back':
            return `The stored ${state.count > 1 ? 'projects were' : 'project was'} put back as before this run, and ${runs}.`;
        case 'rolled-back':
            return `The instance runs the projects published before this run again (${(0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .yh)(state.names)}).`;
        case 'put-back-partly':
            return `Not every stored project could be put back (${(0,_units_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .yh)(state.failed)}): see the warnings. Nothing was published, so ${runs}.`;
    }
}
/** What the restore of one project did, and whether it needs the user (a warning). */
function restoreText(project) {
    const outcome = project.restore;
    const name = project.name;
    const backup = project.backup;
    if (outcome === undefined)
        return { text: '', warning: false };
    switch (outcome.status) {
        case 'reimported':
            return {
                text: `Put back the stored ${name}: imported ${backupWhere(project)} again, so it is the version it was before this run. Nothing was published.`,
                warning: false
            };
        case 'deleted':
            return {
                text: `Deleted ${name}, which this run created: the instance has no stored ${name} again, as before this run.`,
                warning: false
            };
        case 'not-needed':
            return {
                text: `Nothing to put back for ${name}: the failed Import did not store it.`,
                warning: false
            };
        case 'not-possible':
            return {
                text: `The stored ${name} cannot be put back: with backup: false the previous version is unknown, so it ${holds(project)} (${neverPublished(project) ? `no version of it runs on the instance: it was not published before this run` : STILL_RUNS}). Import the previous version by hand, or set backup: true so that a failed deploy is undone.`,
                warning: true
            };
        case 'failed':
            return {
                text: backup.status === 'first-deploy'
                    ? `Could not delete ${name}, which this run created: ${describeCause(outcome.cause)} Delete it by hand on the Customization Projects screen (it is not published).`
                    : `Could not put back the stored ${name}: ${describeCause(outcome.cause)} It ${holds(project)}. Import ${backupWhere(project)} by hand (Customization Projects screen, Import), without publishing it.`,
                warning: true
            };
    }
}
/** What the stored project holds after this run's Import, as far as the run saw it answered. */
function holds(project) {
    switch (project.importState) {
        case 'imported':
            return 'now holds the package this run imported';
        case 'refused':
            return "should hold what it held before this run, as the instance refused this run's Import";
        default:
            return 'may hold the package this run imported (its Import got no clear answer)';
    }
}
function backupWhere(project) {
    const backup = project.backup;
    if (backup.status === 'stored')
        return `${storedWord(backup)} ${backup.artifactName}`;
    if (backup.status === 'kept-on-runner')
        return `the backup on the runner at ${backup.path}`;
    return 'its backup';
}
/** How to put one project back by hand, once a publish that may still run has ended. */
function byHand(result, project) {
    const backup = project.backup;
    switch (backup.status) {
        case 'stored':
            return `import ${storedWord(backup)} ${backup.artifactName} as ${project.name} (Customization Projects screen, Import), without publishing it.`;
        case 'kept-on-runner':
            return `import the backup ${backup.path} as ${project.name}, without publishing it.`;
        case 'first-deploy':
            return `delete ${project.name}, which this run created, if the ${verb(result)} did not publish it.`;
        default:
            return `${project.name} has no backup (backup: false): import its previous version by hand.`;
    }
}
/** A stored backup as its kind: a workflow artifact, or a file of the command line's folder. */
function storedWord(backup) {
    return backup.kind === 'file' ? 'the backup file' : 'the backup artifact';
}
function verb(result) {
    return result.mode === 'validation' ? 'validation' : 'publish';
}


/***/ }),

/***/ 29376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m6: () => (/* binding */ firstAnswerWaitLine),
  sc: () => (/* binding */ logProgress),
  oz: () => (/* binding */ progressLine)
});

// EXTERNAL MODULE: ./src/report/units.ts
var units = __webpack_require__(17885);
// EXTERNAL MODULE: ./src/report/outcome-text.ts
var outcome_text = __webpack_require__(65960);
// EXTERNAL MODULE: ./src/report/changes-text.ts
var changes_text = __webpack_require__(69079);
// EXTERNAL MODULE: ./src/report/verify-text.ts + 1 modules
var verify_text = __webpack_require__(67761);
;// CONCATENATED MODULE: ./src/deploy/shared-types.ts
// Shapes of a shared instance's part of a deploy: another publish running (busy), the lockout
// through Apply Updates, and a removal. What the flow records as data for the report to word
// (src/report/shared-text.ts).
const SHARED_EVENTS = new Set([
    'busy-idle',
    'busy-unknown',
    'busy-waiting',
    'busy-ended',
    'busy-poll-fault',
    'lockout-scheduled',
    'lockout-stopped',
    'lockout-stop-waiting',
    'lockout-stop-failed',
    'remove-planned'
]);
function isSharedEvent(event) {
    return SHARED_EVENTS.has(event.kind);
}

// EXTERNAL MODULE: ./src/report/shared-text.ts
var shared_text = __webpack_require__(66093);
;// CONCATENATED MODULE: ./src/deploy/fleet-types.ts
const FLEET_EVENTS = new Set([
    'window-open',
    'window-closed',
    'lockout-pending',
    'lockout-notice-over',
    'drift-checked',
    'stamp-unknown'
]);
function isFleetEvent(event) {
    return FLEET_EVENTS.has(event.kind);
}

// EXTERNAL MODULE: ./src/report/fleet-text.ts
var fleet_text = __webpack_require__(43996);
// EXTERNAL MODULE: ./src/report/host.ts
var report_host = __webpack_require__(90022);
;// CONCATENATED MODULE: ./src/report/progress-text.ts









/** One event of the flow as one line of `log`, at its level (the deploy's and verify's events). */
function logProgress(log, event, host) {
    const { level, text } = progressLine(event, host);
    log[level](text);
}
function progressLine(event, host = 'actions') {
    const info = (text) => ({ level: 'info', text });
    const warning = (text) => ({ level: 'warning', text });
    if ((0,verify_text/* isVerifyEvent */.gf)(event))
        return (0,verify_text/* verifyLine */.mP)(event);
    if (isSharedEvent(event))
        return (0,shared_text/* sharedLine */.mX)(event);
    if (isFleetEvent(event))
        return (0,fleet_text/* fleetLine */.jD)(event, host);
    switch (event.kind) {
        case 'packaged':
            return info(`Packaged ${event.project}: ${event.package.entries} files into ${event.package.size} bytes (sha256 ${event.package.sha256}) in ${(0,units/* formatSeconds */.Xo)(event.seconds)}.`);
        case 'login-retry':
            return warning(`Login attempt ${event.attempt} of ${event.attempts} failed: ${event.reason}. Trying again in ${(0,units/* formatSeconds */.Xo)(event.waitSeconds)}.`);
        case 'logged-in':
            return info(`Logged in to ${event.baseUrl} as ${event.user}.`);
        case 'first-answer-wait':
            // An info line: a cold start that ends in a deploy is a successful run.
            return info(firstAnswerWaitLine(event, host));
        case 'first-deploy':
            return {
                level: 'notice',
                text: `First deploy: ${event.project} is not on the instance yet (${event.message}), so there is nothing to back up.`
            };
        case 'backup-downloaded':
            return info(`Downloaded the deployed ${event.project}: ${event.size} bytes (sha256 ${event.sha256}).`);
        case 'backup-stored':
            if (event.stored.kind === 'file')
                return info(`Backup of ${event.project} saved to ${event.stored.artifactName}`);
            return info(`Backup of ${event.project} stored as artifact ${event.stored.artifactName} (id ${event.stored.artifactId}): ${event.stored.artifactUrl}`);
        case 'backup-kept-on-runner':
            return warning(`The backup of ${event.project} could not be uploaded as a workflow artifact (${event.reason}). It stays on the runner at ${event.path} (output backup-path); keep it with actions/upload-artifact@v3 in a later step, with if: always().`);
        case 'published-listed':
            return info(`Published now: ${event.published.length ? (0,units/* someNames */.Xq)(event.published) : '(none)'}. Publishing together: ${(0,units/* someNames */.Xq)(event.together)}.`);
        case 'published-unknown':
            return warning(`This instance has no getPublished call, so the projects published now cannot be listed. Publishing ${(0,units/* someNames */.Xq)(event.names)} only: any other published project not listed in publish-with will be unpublished.`);
        case 'imported':
            return info(`Imported ${event.project} (${event.size} bytes) in ${(0,units/* formatSeconds */.Xo)(event.seconds)}.`);
        case 'publish-started':
            return info(`${verb(event.mode)} of ${(0,units/* someNames */.Xq)(event.names)} started.`);
        case 'publish-begin-fault':
            return warning(`publishBegin got no usable answer (${event.reason}). The ${noun(event.mode)} may have started: asking publishEnd before deciding.`);
        case 'publish-confirmed':
            return info(`publishEnd answered: the ${noun(event.mode)} did start despite the publishBegin fault; following it.`);
        case 'poll-fault':
            return warning(`publishEnd: ${event.reason}; polling goes on.`);
        case 'session-lost':
            return warning(`The API session was lost while polling (${event.reason}); logging in again.`);
        case 'logged-in-again':
            return info('Logged in again; polling goes on.');
        case 'publish-ended':
            return info(event.state === 'failed'
                ? `${verb(event.mode)} failed after ${(0,units/* formatSeconds */.Xo)(event.seconds)}.`
                : `${verb(event.mode)} completed in ${(0,units/* formatSeconds */.Xo)(event.seconds)}.`);
        case 'changes':
            return info((0,changes_text/* changesLine */.a8)(event.project, event.changes, event.firstDeploy));
        case 'changes-unknown':
            return warning(`Could not compare ${event.project} with the stored project (${event.reason}); the deploy goes on, without its Changes.`);
        case 'unchanged':
            return info(`Unchanged: the instance already runs ${event.projects.map(p => `${p.name} (sha256 ${p.digest.slice(0, 16)})`).join(', ')}. Nothing to import or publish.`);
        case 'ledger-recorded':
            return info(`Recorded the completed deploy of ${event.project} in ${ledgerWhere(host)} (${event.key}).`);
        case 'ledger-not-recorded':
            // The deploy succeeded; only a later skip-unchanged loses its proof (it then deploys).
            return info(`The completed deploy of ${event.project} was not recorded in ${ledgerWhere(host)} (${event.reason}); a later skip-unchanged run will deploy it again.`);
        case 'deploying-changed':
            return info((0,changes_text/* deployReasonText */.Vg)(event.reason, host));
        case 'restored': {
            const { text, warning: needsUser } = (0,outcome_text/* restoreText */.s2)(event.project);
            return needsUser ? warning(text) : info(text);
        }
    }
}
/** The command line's ledger is the file of --ledger. */
function ledgerWhere(host) {
    return host === 'cli' ? 'the ledger file' : 'the Actions cache';
}
function verb(mode) {
    return mode === 'validation' ? 'Validation' : 'Publish';
}
function noun(mode) {
    return mode === 'validation' ? 'validation' : 'publish';
}
/** No answer yet from an address never answered in this run: what may be going on. */
function firstAnswerWaitLine(wait, host = 'actions') {
    const address = host === 'cli' ? '--base-url' : 'base-url';
    return `No answer from ${wait.baseUrl} yet (waited ${(0,units/* formatSeconds */.Xo)(wait.waitedSeconds)} of ${(0,report_host/* inputName */.yu)('first-answer-timeout', host)} ${(0,units/* formatSeconds */.Xo)(wait.timeoutSeconds)}). An instance idle for a while can take minutes to start its application; a wrong ${address} or a proxy that never answers looks the same.`;
}


/***/ }),

/***/ 88850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N8: () => (/* binding */ projectsJson),
/* harmony export */   Nc: () => (/* binding */ publishLogText),
/* harmony export */   R2: () => (/* binding */ finalLine),
/* harmony export */   bV: () => (/* binding */ entryLine),
/* harmony export */   eN: () => (/* binding */ deploySummary),
/* harmony export */   oJ: () => (/* binding */ isSuccess),
/* harmony export */   oh: () => (/* binding */ failureMessage),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony exports OUTCOME_TEXT, summaryMarkdown */
/* harmony import */ var _api_answers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40419);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(17885);
/* harmony import */ var _changes_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69079);
/* harmony import */ var _verify_text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(67761);
/* harmony import */ var _outcome_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65960);
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38462);
/* harmony import */ var _shared_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66093);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95658);
/* harmony import */ var _fleet_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43996);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90022);
/* harmony import */ var _shared_summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(26929);
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
    removed: '🗑️ Removed',
    'outside-window': '🌙 Outside the deploy window',
    drift: '❌ Drift: changed on the instance'
};
function isSuccess(result) {
    // outside-window: nothing was sent, on purpose; the next scheduled run deploys.
    return ['published', 'validated', 'unchanged', 'planned', 'removed', 'outside-window'].includes(result.outcome);
}
/** The projects a run is about: those it deploys, or those it removes. */
function runNames(settings) {
    return settings.remove ?? settings.projects.map(p => p.name);
}
/** The last line of the log: the result in words, and where the instance stands. */
function finalLine(settings, result) {
    const what = `${(0,_units_js__WEBPACK_IMPORTED_MODULE_7__/* .listWords */ .yh)(runNames(settings))} on ${settings.host}`;
    const state = (0,_outcome_text_js__WEBPACK_IMPORTED_MODULE_2__/* .instanceStateText */ .QX)(result);
    if (result.outcome === 'outside-window') {
        const next = result.window?.nextOpeningText;
        return `Result: outside the deploy window: nothing of ${what} was sent${next ? `; the next window opens ${next}` : ''}.`;
    }
    if (result.removal !== undefined || settings.remove !== undefined) {
        return result.outcome === 'removed'
            ? `Result: removed ${what}: no longer published${result.removal?.kept.length ? ` (still published: ${result.removal.kept.join(', ')})` : ''}. ${REMOVAL_STAYS}`
            : `Result: removal of ${what} ${result.outcome === 'busy' ? 'not started' : 'failed'}. ${state}`;
    }
    switch (result.outcome) {
        case 'busy':
            return `Result: busy: another publish was running on ${settings.host}; nothing of ${(0,_units_js__WEBPACK_IMPORTED_MODULE_7__/* .listWords */ .yh)(runNames(settings))} was imported.`;
        case 'published':
            return `Result: published ${what} (with ${(0,_units_js__WEBPACK_IMPORTED_MODULE_7__/* .someNames */ .Xq)(result.projectNames)}).`;
        case 'validated':
            return `Result: validated ${what}; nothing was published. ${state}`;
        case 'unchanged':
            return `Result: unchanged: ${what} already runs these packages, so nothing was imported or published (skip-unchanged).`;
        case 'planned':
            return `Result: planned (dry run): nothing was imported or published on ${settings.host}.`;
        case 'drift':
            return `Result: drift: ${what} changed on the instance since the last deploy; nothing was imported. ${state}`;
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
    const error = (0,_outcome_text_js__WEBPACK_IMPORTED_MODULE_2__/* .failureText */ .kY)(result, settings.baseUrl, host) || 'The deploy failed.';
    // Conflicts first: the one failure whose fix is in the workflow (the levels).
    const conflicts = (0,_shared_text_js__WEBPACK_IMPORTED_MODULE_4__/* .conflictLines */ ._p)(result.publishLog);
    const first = conflicts.length ? `${conflicts.join(' | ')}. ${_shared_text_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFLICT_FIX */ .$s} ` : '';
    return `${first}${error} ${finalLine(settings, result)}${lockoutLeftOn(result)}`;
}
/** What a removal leaves on the instance (Acumatica's docs): said with every removal. */
const REMOVAL_STAYS = 'Nothing was deleted: the projects stay stored, and their database changes, site map nodes, reports, access rights and integration scenarios stay on the instance.';
/** A lockout the run could not stop, in words (empty otherwise). */
function lockoutLeftOn(result) {
    const lockout = result.lockout;
    return lockout?.stopFailed ? ` ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_4__/* .lockoutStopText */ .JU)(lockout.endpoint, lockout.stopFailed)}` : '';
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
    const whole = (0,_host_js__WEBPACK_IMPORTED_MODULE_6__/* .hostWords */ .Ul)(host).publishLog;
    const mode = result.mode === 'validation' ? 'validation only' : 'publish';
    blocks.push({
        kind: 'heading',
        level: 2,
        text: [`${OUTCOME_TEXT[result.outcome]}: ${runNames(settings).join(', ')} → ${settings.host}`]
    });
    const conflicts = (0,_shared_text_js__WEBPACK_IMPORTED_MODULE_4__/* .conflictLines */ ._p)(result.publishLog);
    if (conflicts.length) {
        blocks.push({ kind: 'heading', level: 3, text: ['Conflicts'] }, { kind: 'list', items: conflicts.map(line => ['❌ ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(truncate(line, 2000, whole))]) }, { kind: 'note', lines: [[(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .strong */ .ko)((0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(_shared_text_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFLICT_FIX */ .$s))]] });
    }
    blocks.push(...(0,_fleet_text_js__WEBPACK_IMPORTED_MODULE_9__/* .fleetBlocks */ .F6)(result, host));
    const leftOn = lockoutLeftOn(result);
    if (leftOn)
        blocks.push({ kind: 'note', lines: [[(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .strong */ .ko)('⚠️ ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(leftOn.trim()))]] });
    // On failure the instance's own words come first: that is what people open the page for.
    if (!isSuccess(result)) {
        const problems = result.publishLog.filter(e => (0,_api_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isErrorEntry */ .V9)(e) || isWarningEntry(e));
        if (problems.length) {
            const items = problems
                .slice(0, LISTED_PROBLEMS)
                .map(entry => [
                (0,_api_answers_js__WEBPACK_IMPORTED_MODULE_0__/* .isErrorEntry */ .V9)(entry) ? '❌ ' : '⚠️ ',
                (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(truncate(entry.message, PROBLEM_CHARS, whole))
            ]);
            if (problems.length > LISTED_PROBLEMS) {
                items.push([
                    `and ${problems.length - LISTED_PROBLEMS} more errors and warnings: see the publish log below and ${whole}`
                ]);
            }
            blocks.push({ kind: 'heading', level: 3, text: ['Errors and warnings from the instance'] }, { kind: 'list', items });
        }
        const error = (0,_outcome_text_js__WEBPACK_IMPORTED_MODULE_2__/* .failureText */ .kY)(result, settings.baseUrl, host);
        const lines = error ? [[(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .strong */ .ko)((0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(error))]] : [];
        lines.push([(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)((0,_outcome_text_js__WEBPACK_IMPORTED_MODULE_2__/* .instanceStateText */ .QX)(result))]);
        blocks.push({ kind: 'note', lines });
    }
    const rows = [
        [['Instance'], [`${settings.host} (`, (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(settings.baseUrl), ')']],
        // A removal of the last published projects publishes none: no empty row.
        ...(result.projectNames.length > 0
            ? [[[togetherLabel(result)], (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .codeNames */ .Gc)(result.projectNames, _units_js__WEBPACK_IMPORTED_MODULE_7__/* .LISTED_NAMES */ .TW)]]
            : []),
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
                [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(projectResult.name, true)],
                [project ? sourceText(project.source) : 'published on the instance'],
                projectResult.package
                    ? [
                        `${formatBytes(projectResult.package.size)}, ${projectResult.package.entries} files, SHA-256 `,
                        (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(projectResult.package.sha256)
                    ]
                    : ['not built'],
                backupCell(projectResult),
                projectResult.restore ? [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)((0,_outcome_text_js__WEBPACK_IMPORTED_MODULE_2__/* .restoreText */ .s2)(projectResult).text)] : ['—']
            ];
        })
    });
    if (result.outcome === 'unchanged') {
        blocks.push({
            kind: 'paragraph',
            text: [
                'The instance already runs these packages (the newest completed deploy recorded for each, stored and published as they are), so nothing was imported or published and no backup was uploaded: ',
                ...(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .joinSpans */ .kU)(result.projects.map(p => [
                    (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(p.name),
                    ' (sha256 ',
                    (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(p.digest?.slice(0, 16) ?? ''),
                    ')'
                ]), ', '),
                '.'
            ]
        });
    }
    blocks.push(...(0,_verify_text_js__WEBPACK_IMPORTED_MODULE_10__/* .verifyBlocks */ .E4)(result));
    blocks.push(...(0,_changes_text_js__WEBPACK_IMPORTED_MODULE_1__/* .changesBlocks */ .Cy)(result, host));
    if (result.phases.length) {
        const total = result.phases.reduce((sum, p) => sum + p.seconds, 0);
        blocks.push({
            kind: 'table',
            head: ['Phase', 'Duration'],
            alignRight: [1],
            rows: [
                ...result.phases.map(phase => [[phase.name], [(0,_units_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSeconds */ .Xo)(phase.seconds)]]),
                [[(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .strong */ .ko)('Total')], [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .strong */ .ko)((0,_units_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSeconds */ .Xo)(total))]]
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
/**
 * The lockout in one line. Once the schedule was sent it may have been applied, whatever came
 * back: never "not locked out", only what the stop made of it.
 */
function lockoutLine(lockout, at) {
    const before = lockout.lockedAt !== undefined
        ? // lockout-notice-minutes: announced when scheduled, locked out from its start.
            [
                lockout.startsAt === undefined
                    ? `locked out at ${at(lockout.lockedAt)}`
                    : `lockout announced at ${at(lockout.lockedAt)} for ${at(lockout.startsAt)}`
            ]
        : lockout.scheduleRefused
            ? ['the instance refused the lockout: ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(lockout.scheduleFailed ?? '')]
            : [
                'lockout not confirmed',
                ...(lockout.scheduleFailed ? [': ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(lockout.scheduleFailed)] : [])
            ];
    if (lockout.unlockedAt !== undefined) {
        return [
            ...before,
            lockout.lockedAt !== undefined
                ? `, let back in at ${at(lockout.unlockedAt)}`
                : `; stopped at ${at(lockout.unlockedAt)} to be sure: users are let back in`
        ];
    }
    return [...before, '; ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .strong */ .ko)('users may still be locked out'), `: ${_shared_text_js__WEBPACK_IMPORTED_MODULE_4__/* .LOCKOUT_BY_HAND */ .KR}`];
}
/** The summary's rows of a shared instance: the wait for another publish, the lockout, a removal. */
function sharedRows(result) {
    const rows = [];
    const busy = result.busy;
    if (busy?.found === 'running') {
        rows.push([
            ['Another publish'],
            [
                `waited ${(0,_units_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSeconds */ .Xo)(busy.waitedSeconds)} for it`,
                ...(busy.lastMessage
                    ? [' (its last log line: ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(truncate(busy.lastMessage, 300)), ')']
                    : [])
            ]
        ]);
    }
    else if (busy?.found === 'unknown') {
        rows.push([
            ['Another publish'],
            [`could not tell (${busy.reason ?? 'no usable answer'}); the run went on`]
        ]);
    }
    const lockout = result.lockout;
    if (lockout) {
        const at = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
        const text = lockoutLine(lockout, at);
        rows.push([[`Users (${lockout.endpoint})`], text]);
    }
    const removal = result.removal;
    if (removal) {
        rows.push([
            ['Removed'],
            [
                ...(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .joinSpans */ .kU)(removal.removed.map(n => [(0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(n, true)]), ', '),
                `${removal.unpublishedAll ? ' (unpublishAll: nothing stays published)' : ''}. `,
                (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .quote */ .hD)(REMOVAL_STAYS)
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
                (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .link */ .nf)(backup.artifactUrl, backup.artifactName),
                ` (${formatBytes(backup.size)}, digest `,
                (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(backup.digest),
                ')'
            ];
        case 'kept-on-runner':
            return ['on the runner only: ', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)(backup.path), ` (${backup.reason})`];
        case 'downloaded':
            return [`downloaded, not uploaded: nothing was deployed (${formatBytes(backup.size)})`];
        case 'first-deploy':
            return ['none: first deploy of this project'];
        case 'disabled':
            return ['turned off (', (0,_shared_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .code */ .aY)('backup: false'), ')'];
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
    const { shown, cut, left } = (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .cutMasked */ .y3)(full, max);
    return cut ? `${shown}… (${left} more characters in ${whole})` : shown;
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

/***/ 67761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gf: () => (/* binding */ isVerifyEvent),
  E4: () => (/* binding */ verifyBlocks),
  bG: () => (/* binding */ verifyCheckText),
  Jw: () => (/* binding */ verifyFailureText),
  mP: () => (/* binding */ verifyLine)
});

;// CONCATENATED MODULE: ./src/deploy/verify-types.ts
const VERIFY_EVENT_KINDS = [
    'instance-read',
    'version-checked',
    'site-waiting',
    'site-check-skipped',
    'site-ready',
    'verify-session-ended',
    'verify-listed',
    'verify-published-unavailable',
    'verify-checked-nothing',
    'entity-retry',
    'entity-answered',
    'screen-retry',
    'screen-opened',
    'restart-requested',
    'restart-done',
    'rollback-imported',
    'rollback-started',
    'planned'
];

// EXTERNAL MODULE: ./src/shared/summary.ts
var summary = __webpack_require__(26929);
// EXTERNAL MODULE: ./src/report/units.ts
var units = __webpack_require__(17885);
;// CONCATENATED MODULE: ./src/report/verify-text.ts



function isVerifyEvent(event) {
    return VERIFY_EVENT_KINDS.includes(event.kind);
}
function verifyLine(event) {
    const info = (text) => ({ level: 'info', text });
    switch (event.kind) {
        case 'instance-read': {
            const i = event.instance;
            if (i.unreadable) {
                return {
                    level: 'notice',
                    text: `Skipped reading the instance's build (GET /entity: ${i.unreadable}); nothing is checked against it.`
                };
            }
            return info(i.build
                ? `Instance build ${i.build} (GET /entity).`
                : 'The instance does not say its build (GET /entity lists endpoints only); nothing is checked against it.');
        }
        case 'version-checked':
            if (event.report.mismatched.length === 0)
                return info(versionLine(event.report));
            // With fail, the step's error says it (and that nothing was imported).
            return event.report.mode === 'warn'
                ? { level: 'warning', text: mismatchText(event.report) }
                : info(mismatchText(event.report));
        case 'site-waiting':
            return info(`Waiting for the site to answer again (${event.reason}).`);
        case 'site-check-skipped':
            return {
                level: 'notice',
                text: `GET /entity did not answer before the deploy either (${event.reason}), so the check that the site answers again is left out; getPublished is retried until verify-timeout instead.`
            };
        case 'site-ready': {
            const build = event.build ? ` (build ${event.build})` : '';
            if (event.since === 'check')
                return info(`The site answers${build}.`);
            return info(`The site answered again ${(0,units/* formatSeconds */.Xo)(event.seconds)} after the ${event.since ?? 'publish'}${build}.`);
        }
        case 'verify-session-ended':
            return info(`The restart ended the API session (${event.reason}); it is logged out and a new one opened.`);
        case 'verify-listed':
            return info(`getPublished lists ${(0,units/* listWords */.yh)(event.names)}.`);
        case 'verify-published-unavailable':
            return {
                level: 'notice',
                text: 'This instance has no getPublished call (HTTP 404): the check that every project is published was left out.'
            };
        case 'verify-checked-nothing':
            return {
                level: 'warning',
                text: 'verify: true checked nothing: GET /entity never answered, this instance has no getPublished call, and verify-entities is empty. The publish completed, but nothing confirmed that the site runs it: list an entity in verify-entities (docs/verify.md).'
            };
        case 'entity-retry':
            return info(`Reading ${event.target}: attempt ${event.attempt} failed (${event.reason}); trying again.`);
        case 'entity-answered':
            return info(`Read ${event.target}: it answers.`);
        case 'screen-retry':
            return info(`Opening screen ${event.target}: attempt ${event.attempt} failed (${event.reason}); trying again.`);
        case 'screen-opened':
            return info(`Screen ${event.target} opens.`);
        case 'restart-requested':
            return info('The site answers as one that needs one more application restart: restarting it once (Apply Updates, restartApplicationCommand; restart-when-needed), then verifying again.');
        case 'restart-done':
            return event.failed === undefined
                ? info('The application restart was accepted; waiting for the site.')
                : {
                    level: 'warning',
                    text: `The application restart (restartApplicationCommand) failed: ${event.failed}. Verifying again in case it restarted all the same.`
                };
        case 'rollback-imported':
            return info(`Rollback: imported the backup of ${event.project} again.`);
        case 'rollback-started':
            return info(`Rollback: publishing ${(0,units/* listWords */.yh)(event.names)} as they were before this run.`);
        case 'planned': {
            const p = event.plan;
            const skip = p.wouldSkip === undefined
                ? ''
                : p.wouldSkip
                    ? ' skip-unchanged would skip it: the instance runs these packages already.'
                    : ` skip-unchanged would deploy (${p.skipReason}).`;
            return info(`Dry run: nothing was imported or published. A deploy would publish ${(0,units/* listWords */.yh)(p.wouldPublish)}.${skip}`);
        }
    }
}
function versionLine(report) {
    if (report.mode === 'off')
        return 'version-check is off.';
    if (!report.instanceRelease)
        return 'Version check: the instance does not say its release; nothing checked.';
    return `Version check: no package is made for another release than the instance's (${report.instanceRelease}).`;
}
function mismatchText(report) {
    const list = report.mismatched.map(m => `${m.project} was made for ${m.productVersion} (release ${m.release})`);
    return `The instance runs release ${report.instanceRelease}, but ${(0,units/* listWords */.yh)(list)}. Build the package for the instance's release, or set version-check: off if that is intended.`;
}
/** Why a run with these failures did not succeed; undefined for the other failures. */
function verifyFailureText(result, baseUrl = '<base-url>') {
    const failure = result.failure;
    if (failure?.kind === 'version-mismatch') {
        return `${mismatchText(failure.report).replace('set version-check: off', 'set version-check: warn or off')} Nothing was imported (version-check: fail).`;
    }
    if (failure?.kind !== 'unverified')
        return undefined;
    const problem = problemText(failure.problem);
    if (result.outcome === 'needs-restart' && result.verification) {
        return needsRestartText(result.projectNames, result.verification, problem, baseUrl);
    }
    const rollback = result.rollback;
    if (result.outcome === 'rolled-back') {
        return `The publish completed but the verification failed: ${problem} Rolled back: ${(0,units/* listWords */.yh)(rollback?.published ?? [])} published again as before this run. ${DB_NOTE}`;
    }
    const backups = backupList(result.projects);
    const rollbackFailed = rollback
        ? ` The rollback did not complete: ${rollback.failed ? `${rollback.failed.project}: ${rollback.failed.message}` : `the publish ${rollback.publishState}${rollback.publishMessage ? ` (${rollback.publishMessage})` : ''}`}.`
        : '';
    return `The publish completed but the verification failed: ${problem}${rollbackFailed} The instance runs the new version. To go back, import ${backups} and publish ${backups.includes(' and ') ? 'them' : 'it'} (or re-run with rollback: true).`;
}
const DB_NOTE = 'A rollback restores the packages, not the database changes their scripts or plug-ins made.';
/**
 * A site that needs one more restart: what was seen, that nothing was rolled back, how to
 * restart, and the command that verifies again.
 */
function needsRestartText(projectNames, report, problem, baseUrl) {
    const restart = report.restart;
    const tried = restart
        ? restart.failed
            ? ` The restart (restart-when-needed) failed: ${restart.failed}; the verification after it failed too.`
            : ' It still does after one restart (restart-when-needed).'
        : '';
    return `The publish completed${report.listed ? ' and its projects are listed' : ''}, but the site needs one more application restart: ${problem}${tried} Nothing was rolled back: the packages are in, and a restart finishes them. Restart the application (Apply Updates (SM203510) → Restart Application, or recycle the application pool), then verify again: ${verifyCommand(projectNames, report, baseUrl)}`;
}
/** The command line that runs this verification alone (docs/cli.md). */
function verifyCommand(projectNames, v, baseUrl) {
    const quote = (text) => (/^[\w.:/@=,-]+$/.test(text) ? text : `'${text}'`);
    const parts = [
        'acumatica-customization-deploy verify',
        `--base-url ${quote(baseUrl)}`,
        '--username <user>'
    ];
    if (projectNames.length)
        parts.push(`--projects ${quote(projectNames.join(','))}`);
    const entities = v.entities.map(e => e.line);
    if (entities.length)
        parts.push(`--verify-entities ${quote(entities.join(','))}`);
    const screens = v.screens.map(s => s.line);
    if (screens.length)
        parts.push(`--verify-screens ${quote(screens.join(','))}`);
    return `${parts.join(' ')} (the password in ACUMATICA_PASSWORD).`;
}
function problemText(problem, check = false) {
    switch (problem.kind) {
        case 'site-not-ready':
            return `the site did not answer GET /entity within verify-timeout (${(0,units/* formatSeconds */.Xo)(problem.timeoutSeconds)}); last: ${problem.lastAnswer}.`;
        case 'not-listed':
            return `getPublished does not list ${(0,units/* listWords */.yh)(problem.names)}${check ? '' : ' after the publish'}.`;
        case 'no-endpoint':
            return `the instance lists no ${problem.endpoint} endpoint for verify-entities line "${problem.line}": write it as Endpoint/Version/Entity.`;
        case 'entity-failed': {
            const c = problem.check;
            const said = c.serverMessage ? ` The instance said: ${c.serverMessage}` : '';
            const when = problem.timedOut ? ' until verify-timeout' : '';
            return `reading ${c.target ?? c.line} failed${when} after ${c.attempts} attempt${c.attempts === 1 ? '' : 's'}: ${c.message ?? 'no answer'}.${said}`;
        }
        case 'screen-failed': {
            const c = problem.check;
            const when = problem.timedOut ? ' until verify-timeout' : '';
            return `screen ${c.line} did not open${when} after ${c.attempts} attempt${c.attempts === 1 ? '' : 's'}: ${c.message ?? 'no answer'}.`;
        }
        case 'needs-restart': {
            const c = problem.check;
            const what = problem.screen ? `screen ${c.line}` : `reading ${c.target ?? c.line}`;
            return `${what} answered until verify-timeout as a site that needs one more restart does (HTTP 403, or HTTP 500 naming NullReferenceException with OptimizedExport), ${c.attempts} attempt${c.attempts === 1 ? '' : 's'}; last: ${c.message ?? 'no answer'}.`;
        }
        case 'error':
            return `${problem.message}.`;
    }
}
function backupList(projects) {
    const names = projects.map(p => {
        const b = p.backup;
        if (b.status === 'stored')
            return `${b.kind === 'file' ? 'the backup file' : 'the backup artifact'} ${b.artifactName}`;
        if (b.status === 'kept-on-runner')
            return `the backup ${b.path}`;
        if (b.status === 'first-deploy')
            return `nothing for ${p.name} (first deploy)`;
        return `${p.name}'s previous version (no backup)`;
    });
    return (0,units/* listWords */.yh)(names);
}
/** The summary's Verification section (instance build, ready time, what was checked). */
function verifyBlocks(result) {
    const rows = [];
    const attempts = (count) => ` (${count} attempt${count === 1 ? '' : 's'})`;
    const instance = result.instance;
    if (instance) {
        rows.push([
            ['Instance build'],
            instance.build ? [(0,summary/* code */.aY)(instance.build, true)] : ['not given by the instance']
        ]);
    }
    const check = result.versionCheck;
    if (check && check.mode !== 'off') {
        rows.push([
            ['Version check'],
            !check.instanceRelease
                ? ['nothing checked']
                : check.mismatched.length
                    ? ['⚠️ ', (0,summary/* quote */.hD)(mismatchText(check))]
                    : ['✅ release ', (0,summary/* quote */.hD)(check.instanceRelease)]
        ]);
    }
    const v = result.verification;
    if (v) {
        rows.push([
            ['Site ready'],
            [
                v.siteCheckSkipped !== undefined
                    ? 'not checked (GET /entity did not answer before the deploy)'
                    : v.siteReadySeconds === undefined
                        ? '❌ did not answer'
                        : `✅ after ${(0,units/* formatSeconds */.Xo)(v.siteReadySeconds)}`
            ]
        ]);
        rows.push([
            ['Published projects'],
            v.publishedUnavailable
                ? ['not checked (no getPublished)']
                : v.listed
                    ? v.problem?.kind === 'not-listed'
                        ? ['❌ missing ', (0,summary/* quote */.hD)((0,units/* listWords */.yh)(v.problem.names))]
                        : ['✅ all listed']
                    : ['—']
        ]);
        for (const e of v.entities) {
            const state = e.state === 'answered'
                ? ['✅ answers']
                : e.state === 'failed'
                    ? [`${e.needsRestart ? '🔁' : '❌'} `, (0,summary/* quote */.hD)(e.serverMessage ?? e.message ?? 'failed')]
                    : ['not read'];
            rows.push([
                ['Entity ', (0,summary/* code */.aY)(e.target ?? e.line, true)],
                [...state, attempts(e.attempts)]
            ]);
        }
        for (const screen of v.screens) {
            const state = screen.state === 'answered'
                ? ['✅ opens']
                : screen.state === 'failed'
                    ? [`${screen.needsRestart ? '🔁' : '❌'} `, (0,summary/* quote */.hD)(screen.message ?? 'failed')]
                    : ['not opened'];
            rows.push([
                ['Screen ', (0,summary/* code */.aY)(screen.line, true)],
                [...state, attempts(screen.attempts)]
            ]);
        }
        if (v.restart) {
            rows.push([
                ['Restart'],
                [
                    '🔁 the site needed one more restart (',
                    (0,summary/* quote */.hD)(problemText(v.restart.first)),
                    '): ',
                    ...(v.restart.failed
                        ? ['restartApplicationCommand failed (', (0,summary/* quote */.hD)(v.restart.failed), ')']
                        : ['restarted once']),
                    ', verified again'
                ]
            ]);
        }
        if (v.loggedInAgain)
            rows.push([['Session'], ['ended by the restart: logged out, one new login']]);
    }
    const r = result.rollback;
    if (r) {
        const names = (list) => (list.length ? (0,summary/* quote */.hD)((0,units/* listWords */.yh)(list)) : 'nothing');
        rows.push([
            ['Rollback'],
            [
                `${r.publishState === 'completed' ? '✅' : '❌'} re-imported `,
                names(r.reimported),
                '; published ',
                names(r.published),
                ` (${r.publishState ?? 'not started'})${r.siteReadySeconds === undefined ? '' : `, site ready after ${(0,units/* formatSeconds */.Xo)(r.siteReadySeconds)}`}. ${DB_NOTE}`
            ]
        ]);
    }
    const plan = result.plan;
    if (plan) {
        rows.push([['Dry run'], ['a deploy would publish ', (0,summary/* quote */.hD)((0,units/* listWords */.yh)(plan.wouldPublish))]]);
        if (plan.wouldSkip !== undefined) {
            rows.push([
                ['skip-unchanged'],
                plan.wouldSkip ? ['would skip'] : ['would deploy (', (0,summary/* quote */.hD)(plan.skipReason ?? ''), ')']
            ]);
        }
    }
    if (rows.length === 0)
        return [];
    return [
        { kind: 'heading', level: 3, text: ['Verification'] },
        { kind: 'fields', rows }
    ];
}
/**
 * The command line's `verify` (a check of what is published now, no publish before it): its
 * result and the sentence that ends its log.
 */
function verifyCheckText(projectNames, report, baseUrl) {
    const problem = report.problem;
    if (!problem) {
        const checked = [
            projectNames.length ? `${(0,units/* listWords */.yh)([...projectNames])} published` : '',
            report.entities.length
                ? `${report.entities.length} entit${report.entities.length === 1 ? 'y answers' : 'ies answer'}`
                : '',
            report.screens.length
                ? `${report.screens.length} screen${report.screens.length === 1 ? ' opens' : 's open'}`
                : ''
        ].filter(Boolean);
        return {
            result: 'verified',
            text: `Verified ${baseUrl}: the site answers${checked.length ? `, ${(0,units/* listWords */.yh)(checked)}` : ''}.`
        };
    }
    if (problem.kind === 'needs-restart') {
        return {
            result: 'needs-restart',
            text: `The site needs one more application restart: ${problemText(problem, true)} Restart the application (Apply Updates (SM203510) → Restart Application, or recycle the application pool), then verify again: ${verifyCommand(projectNames, report, baseUrl)}`
        };
    }
    return { result: 'unverified', text: `The verification failed: ${problemText(problem, true)}` };
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


/***/ })

};
