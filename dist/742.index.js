export const id = 742;
export const ids = [742];
export const modules = {

/***/ 98568:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88444);
/* harmony import */ var _steps_post_step_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93744);


// The post step never fails the job: what it did is in its log.
await (0,_steps_post_step_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanup */ .t)((0,_runner_actions_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .actionsRunner */ .A)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 39354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
// The one error of the input checks, and how they read inputs.
/** A bad input: the message names the input and says what to do. */
class InputError extends Error {
    input;
    /** `whole`: the message names the input already (messages of the packager). */
    constructor(input, message, whole = false) {
        super(whole ? message : `Input '${input}' ${message}`);
        this.input = input;
        this.name = 'InputError';
    }
}


/***/ }),

/***/ 18463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   Zu: () => (/* binding */ MAX_TIMER_SECONDS),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   ry: () => (/* binding */ splitList)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39354);
// Booleans and numbers of the inputs, with one-line messages naming the input.

/** Comma or newline separated names, trimmed, without empties or duplicates. */
function splitList(raw) {
    const names = raw
        .split(/[,\r\n]/)
        .map(name => name.trim())
        .filter(name => name !== '');
    return [...new Set(names)];
}
// YAML 1.2 core schema, as core.getBooleanInput, but with a one-line message naming the input.
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function readBoolean(input, name, fallback) {
    const raw = input(name);
    if (raw === '')
        return fallback;
    if (TRUE.includes(raw))
        return true;
    if (FALSE.includes(raw))
        return false;
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `("${raw}") must be true or false.`);
}
function readNumber(input, name, rule) {
    const raw = input(name);
    if (raw === '' && rule.fallback !== undefined)
        return rule.fallback;
    const kind = rule.integer ? 'a whole number' : 'a number';
    // Number('') is 0 and Number('0x10') is 16: accept plain decimal notation only.
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `("${raw}") must be ${kind}${describeRange(rule)}.`);
    }
    const value = Number(raw);
    const tooLow = rule.min !== undefined && (rule.exclusiveMin ? value <= rule.min : value < rule.min);
    const tooHigh = rule.max !== undefined && value > rule.max;
    if ((rule.integer && !Number.isInteger(value)) || tooLow || tooHigh) {
        const why = rule.why ? ` (${rule.why})` : '';
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(name, `("${raw}") must be ${kind}${describeRange(rule)}${why}.`);
    }
    return value;
}
function describeRange(rule) {
    if (rule.min === undefined)
        return '';
    const low = rule.exclusiveMin ? `greater than ${rule.min}` : `${rule.min} or more`;
    if (rule.max === undefined)
        return ` ${low}`;
    return rule.exclusiveMin
        ? ` greater than ${rule.min} and at most ${rule.max}`
        : ` from ${rule.min} to ${rule.max}`;
}
/**
 * The longest wait a Node timer holds, in whole seconds (2^31-1 ms, about 24.8 days): past it a
 * timer fires at once, so a larger poll-interval would poll without pause.
 */
const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);


/***/ }),

/***/ 38462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ rememberSecret),
/* harmony export */   OM: () => (/* binding */ endsInSecret),
/* harmony export */   QU: () => (/* binding */ maskSecrets)
/* harmony export */ });
// The secrets of a run (every form of the password, the session's tokens), known to every layer
// that quotes text from the instance, so that a quote is masked before it is collapsed or cut:
// the runner masks only the exact text it was given, and half a password is no longer that.
// A leaf: the API client uses it for its excerpts, action/secrets.ts fills it.
const known = new Set();
let ordered = [];
/** Adds a secret; false when it was known already. */
function rememberSecret(value) {
    if (value === '' || known.has(value))
        return false;
    known.add(value);
    // Longest first, so a secret that contains another is replaced whole.
    ordered = [...known].sort((a, b) => b.length - a.length);
    return true;
}
/** `text` with every secret replaced by `***`, as the runner shows the log. */
function maskSecrets(text) {
    let result = text;
    for (const secret of ordered)
        result = result.replaceAll(secret, '***');
    return result;
}
/** The shortest start of a secret that counts as a piece of it at a cut. */
const PIECE = 4;
/**
 * True when `text` ends with the start of a secret (at least a few characters of it): cutting the
 * text there would print a piece of the secret that no mask recognises.
 */
function endsInSecret(text) {
    for (const secret of ordered) {
        for (let length = Math.min(secret.length - 1, text.length); length >= PIECE; length--) {
            if (text.endsWith(secret.slice(0, length)))
                return true;
        }
    }
    return false;
}


/***/ }),

/***/ 90022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TR: () => (/* binding */ lintFullList),
/* harmony export */   Ul: () => (/* binding */ hostWords),
/* harmony export */   v0: () => (/* binding */ outputWhere)
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


/***/ }),

/***/ 95658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ MAX_SUMMARY_BYTES),
  G: () => (/* binding */ renderMarkdown)
});

;// CONCATENATED MODULE: ./src/report/html.ts
// Text that goes into the job summary's HTML: shown as written, never as markup.
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}

// EXTERNAL MODULE: ./src/report/safe-text.ts
var safe_text = __webpack_require__(39577);
// EXTERNAL MODULE: ./src/redact/known-secrets.ts
var known_secrets = __webpack_require__(38462);
;// CONCATENATED MODULE: ./src/report/markdown.ts
// A summary (summary.ts) as the job summary's markdown, HTML tables inside: the action's words
// HTML-escaped, the instance's text through summaryText (shown as written, never rendered).



// The runner keeps at most 1 MiB of summary per step and drops a larger one whole: a summary
// stays under this many bytes (escaped, as written), its log cut with "and N more".
const MAX_SUMMARY_BYTES = 900 * 1024;
function span(part, place) {
    if (typeof part === 'string')
        return escapeHtml(part);
    if ('quote' in part)
        return (0,safe_text/* summaryText */.g5)(part.quote);
    if ('code' in part)
        return `<code>${part.quoted ? (0,safe_text/* summaryText */.g5)(part.code) : escapeHtml(part.code)}</code>`;
    if ('strong' in part) {
        const inner = line(part.strong, place);
        return place === 'html' ? `<b>${inner}</b>` : `**${inner}**`;
    }
    return `<a href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a>`;
}
function line(spans, place) {
    return spans.map(part => span(part, place)).join('');
}
function byteLength(lines) {
    return lines.reduce((sum, text) => sum + Buffer.byteLength(text) + 1, 0);
}
function render(block, lines) {
    switch (block.kind) {
        case 'heading':
            lines.push(`${'#'.repeat(block.level)} ${line(block.text, 'markdown')}`, '');
            return;
        case 'paragraph':
            lines.push(line(block.text, 'markdown'), '');
            return;
        case 'note':
            lines.push(...block.lines.map(text => `> ${line(text, 'markdown')}`), '');
            return;
        case 'list':
            lines.push(...block.items.map(item => `- ${line(item, 'markdown')}`), '');
            return;
        case 'fields':
            lines.push('<table>');
            for (const [name, value] of block.rows)
                lines.push(`<tr><th align="left">${line(name, 'html')}</th><td>${line(value, 'html')}</td></tr>`);
            lines.push('</table>', '');
            return;
        case 'table':
            if (block.html) {
                lines.push('<table>', `<tr>${block.head.map(name => `<th align="left">${escapeHtml(name)}</th>`).join('')}</tr>`, ...block.rows.map(row => `<tr>${row.map(cell => `<td>${line(cell, 'html')}</td>`).join('')}</tr>`), '</table>', '');
                return;
            }
            lines.push(`| ${block.head.map(escapeHtml).join(' | ')} |`, `| ${block.head.map((_, index) => (block.alignRight?.includes(index) ? '---:' : '---')).join(' | ')} |`, ...block.rows.map(row => `| ${row.map(cell => line(cell, 'markdown')).join(' | ')} |`), '');
            return;
        case 'details':
            lines.push(`<details><summary>${escapeHtml(block.title)}</summary>`, '');
            for (const inner of block.blocks)
                render(inner, lines);
            lines.push('</details>', '');
            return;
        case 'log': {
            // Each line escaped as text, as many as the bytes left hold (escaping can make a line
            // several times longer).
            const head = [`<details><summary>${escapeHtml(block.title)}</summary>`, '', '<pre>'];
            const tail = ['</pre>', '</details>', ''];
            let budget = MAX_SUMMARY_BYTES - byteLength([...lines, ...head, ...tail]) - 200; // the "more" line
            const shown = [];
            for (const entry of block.lines) {
                const text = (0,safe_text/* summaryText */.g5)(entry);
                budget -= Buffer.byteLength(text) + 1;
                if (budget < 0)
                    break;
                shown.push(text);
            }
            const more = block.lines.length - shown.length;
            if (more > 0)
                shown.push(`… and ${more} more ${escapeHtml(block.rest)}`);
            lines.push(head.join('\n') + shown.join('\n'), ...tail);
            return;
        }
    }
}
/** The summary as GITHUB_STEP_SUMMARY takes it. */
function renderMarkdown(summary) {
    const lines = [];
    for (const block of summary.blocks)
        render(block, lines);
    return (0,known_secrets/* maskSecrets */.QU)(lines.join('\n'));
}


/***/ }),

/***/ 6676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95658);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39577);
// A summary (summary.ts) as the command line prints it: plain lines, no markup, no character
// reference, no invisible character (what is printed can be copied as it reads).



function span(part) {
    if (typeof part === 'string')
        return part;
    if ('quote' in part)
        return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(part.quote);
    if ('code' in part)
        return part.quoted ? (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(part.code) : part.code;
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
            let budget = _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SUMMARY_BYTES */ .Q - bytes() - 200;
            let shown = 0;
            for (const entry of block.lines) {
                const text = (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(entry);
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
    return (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(lines.join('\n').trimEnd());
}


/***/ }),

/***/ 39577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ safeText),
/* harmony export */   ar: () => (/* binding */ safeLogEntry),
/* harmony export */   g5: () => (/* binding */ summaryText),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* harmony import */ var _redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38462);

// Every character .NET or a terminal may take for the end of a line.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
// Other control characters (terminal escapes among them); tab stays.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
// Bidirectional-text controls (U+202E and its kin) reorder what a reader sees after them: a
// name or message could show other text than it holds.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ZERO_WIDTH_SPACE = '\u200b';
/** One line that the runner reads as text: secrets hidden, no line break, no command. */
function safeText(text) {
    let line = (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(String(text))
        .replace(LINE_BREAKS, ' ⏎ ')
        .replace(CONTROLS, '\ufffd')
        .replace(BIDI_CONTROLS, '\ufffd')
        .replaceAll('##[', `#${ZERO_WIDTH_SPACE}#[`);
    const start = line.length - line.trimStart().length;
    if (line.startsWith('::', start)) {
        line = `${line.slice(0, start)}:${ZERO_WIDTH_SPACE}${line.slice(start + 1)}`;
    }
    return line;
}
// Markdown and HTML punctuation as character references: shown as typed, never as a link,
// image, emphasis, heading, table cell, math or tag.
const MARKDOWN = /[&<>"'`*_[\]()!#|~$\\{}]/g;
const NAMED = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Server text for the job summary: one safe line, shown as text, not rendered. Character
 * references alone do not stop what GitHub finds in the text after decoding them (addresses
 * and e-mail addresses become links, `:name:` an emoji image), so those get a zero-width space.
 */
function summaryText(text) {
    return (safeText(text)
        .replace(MARKDOWN, char => NAMED[char] ?? `&#${char.charCodeAt(0)};`)
        // Bare addresses and e-mail addresses become links in GitHub's markdown.
        .replace(/:\/\//g, `&#58;${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, match => `${match.slice(0, 3)}${ZERO_WIDTH_SPACE}&#46;`)
        .replaceAll('@', `&#64;${ZERO_WIDTH_SPACE}`)
        // `:shipit:` is an image.
        .replace(/:(?=[A-Za-z0-9+-][\w+-]*:)/g, `:${ZERO_WIDTH_SPACE}`)
        // At the start of a list item or a line: no list marker, no heading or rule underline,
        // no indented code.
        .replace(/^[ \t]+/, space => '&#32;'.repeat(space.length))
        .replace(/^([-+=]|\d+(?=\.))/, (mark) => /^\d/.test(mark)
        ? `${mark.slice(0, -1)}&#${mark.charCodeAt(mark.length - 1)};`
        : `&#${mark.charCodeAt(0)};`));
}
/** A publish log entry with each of its texts made safe (for the log, the file, the summary). */
function safeLogEntry(entry) {
    return {
        logType: safeText(entry.logType),
        message: safeText(entry.message),
        ...(entry.timestamp === undefined ? {} : { timestamp: safeText(entry.timestamp) })
    };
}
/**
 * Text from outside for the command line's text: one line, secrets hidden, controls replaced, and
 * what the runner would take for a command (the command line runs in CI logs too) broken by a
 * visible space, not an invisible character: the text copies as it reads.
 */
function plainText(text) {
    const line = (0,_redact_known_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .maskSecrets */ .QU)(String(text))
        .replace(LINE_BREAKS, ' ⏎ ')
        .replace(CONTROLS, '\ufffd')
        .replace(BIDI_CONTROLS, '\ufffd')
        .replaceAll('##[', '# #[');
    const start = line.length - line.trimStart().length;
    return line.startsWith('::', start) ? `${line.slice(0, start)}: ${line.slice(start + 1)}` : line;
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
/* harmony import */ var _report_plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6676);
/* harmony import */ var _report_safe_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39577);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41814);
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
        onCancel: _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .onCancelSignals */ .P,
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
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_report_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(result.failure));
}
/**
 * The step's result as the runner shows it: outputs, the job summary, a failed step. The summary
 * is also in the log as the command line's text, in a folded group: raw logs (and the demo) read
 * it without the page's markdown.
 */
async function finishAction(result) {
    if (result.summary) {
        try {
            await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z.addRaw((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderMarkdown */ .G)(result.summary)).write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e((0,_report_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`));
        }
        // Each line through safeText, as every line of the action's log: none is a workflow command.
        const text = (0,_report_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .renderText */ .S)(result.summary).split('\n').map(_report_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk).join('\n');
        await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .group */ .Os('Summary', async () => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text));
    }
    setOutputsAndFailure(result);
}


/***/ }),

/***/ 41814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ onCancelSignals)
/* harmony export */ });
/* unused harmony export succeeded */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** The process's cancellation signals to `listener`, until the returned function removes it. */
function onCancelSignals(listener) {
    const handlers = CANCEL_SIGNALS.map(signal => {
        const handler = () => listener(signal);
        process.on(signal, handler);
        return { signal, handler };
    });
    return () => {
        for (const { signal, handler } of handlers)
            process.off(signal, handler);
    };
}
/** A result with no failure. */
function succeeded(result) {
    return result.failure === undefined;
}


/***/ }),

/***/ 21358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf)
/* harmony export */ });
// The message of anything thrown, for the sentences the action writes around it. A leaf: the API
// client, the packager, the flow and the entry points all use it.
/** The message of an error, also of one from another realm (where instanceof Error fails). */
function messageOf(error) {
    const message = error?.message;
    return typeof message === 'string' ? message : String(error);
}


/***/ }),

/***/ 93744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ cleanup)
/* harmony export */ });
/* harmony import */ var _api_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47388);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _api_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70060);
/* harmony import */ var _inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63988);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33175);
/* harmony import */ var _report_shared_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(66093);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58592);
/* harmony import */ var _action_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(87911);
/* harmony import */ var _shared_message_of_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(21358);
/* harmony import */ var _report_host_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90022);
// The post step: releases the API session the main step opened, whatever happened there.
// A licence allows two or three API sessions; a leaked one breaks the next deploy. It never
// fails the job: a session already gone (the publish restarted the application pool) is an info
// line, as a successful deploy prints no warning; a logout that fails otherwise is a warning.










// The post step must finish within the runner's 5 minutes after a cancellation.
const MAX_LOGOUT_SECONDS = 60;
async function cleanup(runner) {
    const log = (0,_action_log_js__WEBPACK_IMPORTED_MODULE_5__/* .safeLog */ .E)(runner);
    // Each request is bounded (MAX_LOGOUT_SECONDS): a signal ending the step now would only leave
    // the seat taken (the command line's Ctrl-C during its closing logout).
    const stopListening = runner.onCancel(signal => log.info(`Received ${signal}: releasing the API session first.`));
    try {
        return await release(runner, log);
    }
    finally {
        stopListening();
    }
}
async function release(runner, log) {
    // Server text quoted in a warning may echo the password: hidden here too.
    const password = runner.getInput('password');
    if (password)
        (0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .addPassword */ .nR)(runner, password);
    try {
        const progress = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_4__/* .readProgress */ .gQ)(runner);
        if (progress !== '' && !progress.startsWith('done')) {
            log.warning(`${runner.host === 'cli' ? 'The run' : 'The main step'} did not finish: it stopped during '${progress}'. ${whatItLeft(progress, runner.host)}`);
        }
        const session = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_4__/* .readSession */ .lx)(runner);
        if (session === undefined) {
            log.info(`${runner.host === 'cli' ? 'The run' : 'The main step'} opened no API session: nothing to release.`);
            return 'no-session';
        }
        const lockout = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_4__/* .readLockout */ .Q8)(runner);
        if (lockout)
            await stopLockout(runner, log, session, lockout);
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
 * Lets users back in when the main step locked them out and did not stop it (failure, cancel,
 * timeout). A stop that fails is an error annotation naming Apply Updates, where a person ends
 * it; the post step still never fails the job.
 */
async function stopLockout(runner, log, session, lockout) {
    await runner.group('Let users back in', async () => {
        const client = savedSessionClient(runner, session, lockout.requestTimeoutSeconds);
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
                const login = (0,_inputs_login_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readLoginSettings */ .l3)(name => runner.getInput(name));
                await client.login(login.credentials, { attempts: 2, delaySeconds: 2 });
                try {
                    await maintenance.stopLockoutCommand();
                }
                finally {
                    await (0,_api_session_js__WEBPACK_IMPORTED_MODULE_2__/* .logOut */ .j)(client);
                }
            }
            (0,_action_state_js__WEBPACK_IMPORTED_MODULE_4__/* .saveLockout */ .d4)(runner, undefined);
            log.info(`Users are let back in: the lockout through Apply Updates (${maintenance.endpoint}) is stopped.`);
        }
        catch (error) {
            log.error((0,_report_shared_text_js__WEBPACK_IMPORTED_MODULE_8__/* .lockoutStopText */ .JU)(maintenance.endpoint, (0,_shared_message_of_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .b)(error)));
        }
    });
}
/** A client in the saved session, its requests bounded by the post step's own limit. */
function savedSessionClient(runner, session, requestTimeoutSeconds) {
    const client = (0,_api_client_js__WEBPACK_IMPORTED_MODULE_0__/* .clientFor */ .$V)({
        baseUrl: session.baseUrl,
        requestTimeoutSeconds: Math.min(requestTimeoutSeconds, MAX_LOGOUT_SECONDS)
    }, session.cookie);
    (0,_action_state_js__WEBPACK_IMPORTED_MODULE_4__/* .maskCookieValues */ .XZ)(runner, client.secretValues);
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

/***/ 88269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ END_OF_CENTRAL_DIRECTORY),
/* harmony export */   lB: () => (/* binding */ readEndRecord),
/* harmony export */   r7: () => (/* binding */ LOCAL_FILE_HEADER),
/* harmony export */   yK: () => (/* binding */ signatureOf)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

const LOCAL_FILE_HEADER = 0x04034b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** The first four bytes as a little-endian number; undefined when they cannot be read. */
async function signatureOf(filePath) {
    try {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(filePath, 'r');
        try {
            const head = Buffer.alloc(4);
            const { bytesRead } = await file.read(head, 0, 4, 0);
            return bytesRead === 4 ? head.readUInt32LE(0) : undefined;
        }
        finally {
            await file.close();
        }
    }
    catch {
        return undefined;
    }
}
/**
 * The end of a zip of `size` bytes that can hold its end record (22 bytes and a comment of at
 * most 65535), and where in it the record starts (-1 when there is none).
 */
async function readEndRecord(file, size) {
    const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    return { tail, at: findEndRecord(tail) };
}
/** Position of the last end-of-central-directory signature whose comment fits in the file. */
function findEndRecord(tail) {
    for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
        if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
            at + EOCD_SIZE + tail.readUInt16LE(at + 20) <= tail.length) {
            return at;
        }
    }
    return -1;
}


/***/ })

};
