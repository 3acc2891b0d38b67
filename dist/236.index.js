export const id = 236;
export const ids = [236];
export const modules = {

/***/ 54559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ watchCancellation)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58592);

// After the signal, how long an in-flight request may keep the step alive.
const GRACE_MS = 3000;
/**
 * Listens for the runner's cancellation. `stopping` is the warning when the signal comes;
 * `inFlight` is the step's result when the grace time is over and the step has not ended by
 * itself: the runner abandons the step with it.
 */
function watchCancellation(runner, options) {
    const controller = new AbortController();
    let received;
    runner.onCancel(signal => {
        if (received)
            return;
        received = signal;
        (0,_log_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLog */ .E)(runner).warning(`Received ${signal}: ${options.stopping}`);
        controller.abort();
        setTimeout(() => runner.abandon(options.inFlight(signal)), GRACE_MS).unref();
    });
    return { signal: controller.signal, received: () => received };
}


/***/ }),

/***/ 72932:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88444);
/* harmony import */ var _steps_export_step_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44368);



try {
    await (0,_runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .finishAction */ ._)(await (0,_steps_export_step_js__WEBPACK_IMPORTED_MODULE_2__/* .runExport */ .M)((0,_runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .actionsRunner */ .A)()));
}
catch (error) {
    // runExport() returns every expected failure as its result; this is the net for a bug.
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

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

/***/ 61447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ inputErrorSummary)
/* harmony export */ });
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57994);
// The job summary of a run stopped by an input check: the README sends people to the summary
// first, so it says what the log's error says, and that nothing reached the instance.

function inputErrorSummary(title, message) {
    return {
        blocks: [
            { kind: 'heading', level: 2, text: [`${title}: stopped at the input check`] },
            { kind: 'paragraph', text: [(0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(message)] },
            {
                kind: 'paragraph',
                text: ['Nothing was sent to the instance. Fix the input the message names and run again.']
            }
        ]
    };
}


/***/ }),

/***/ 88444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ actionsRunner),
/* harmony export */   _: () => (/* binding */ finishAction)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95658);
/* harmony import */ var _report_safe_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39577);
// The Actions runner: @actions/core and the runner's environment variables. The action's entries
// make one, run the step with it and hand the step's result to finishAction.




function actionsRunner(env = process.env) {
    const runner = {
        env: {
            workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
            tempDir: env['RUNNER_TEMP'] || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(),
            ...(env['RUNNER_TEMP'] ? { runnerTemp: env['RUNNER_TEMP'] } : {}),
            runId: env['GITHUB_RUN_ID'] || 'local',
            runAttempt: env['GITHUB_RUN_ATTEMPT'] || '1'
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
        onCancel: listener => {
            for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
                process.on(signal, () => listener(signal));
            }
        },
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
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_report_safe_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeText */ .Hk)(result.failure));
}
/** The step's result as the runner shows it: outputs, the job summary, a failed step. */
async function finishAction(result) {
    if (result.summary) {
        try {
            await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z.addRaw((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderMarkdown */ .G)(result.summary)).write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e((0,_report_safe_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeText */ .Hk)(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`));
        }
    }
    setOutputsAndFailure(result);
}


/***/ })

};
