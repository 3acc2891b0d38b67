export const id = 493;
export const ids = [493];
export const modules = {

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

/***/ 25939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ actionsRunner),
/* harmony export */   Cs: () => (/* binding */ runAction)
/* harmony export */ });
/* unused harmony export finishAction */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95658);
/* harmony import */ var _report_plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6676);
/* harmony import */ var _redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35014);
/* harmony import */ var _runner_runner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41814);
/* harmony import */ var _runner_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56491);
/* harmony import */ var _fleet_origin_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39428);
// The Actions runner: @actions/core and the runner's environment variables. An action's main step
// is runAction(its command): the command runs on this runner and its result becomes outputs, the
// job summary and, when it failed, a failed step.








function actionsRunner(env = process.env) {
    const runner = {
        env: {
            workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
            tempDir: env['RUNNER_TEMP'] || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(),
            ...(env['RUNNER_TEMP'] ? { runnerTemp: env['RUNNER_TEMP'] } : {}),
            runId: env['GITHUB_RUN_ID'] || 'local',
            runAttempt: env['GITHUB_RUN_ATTEMPT'] || '1',
            ...(0,_fleet_origin_js__WEBPACK_IMPORTED_MODULE_6__/* .originFromEnv */ .ad)(env)
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
        onCancel: _runner_runner_js__WEBPACK_IMPORTED_MODULE_7__/* .onCancelSignals */ .P,
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
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(result.failure));
}
/**
 * A command's result as the runner shows it: outputs, the job summary, a failed step. The summary
 * is also in the log as the command line's text, in a folded group: raw logs (and the demo) read
 * it without the page's markdown.
 */
async function finishAction(result) {
    if (result.summary) {
        try {
            await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z.addRaw((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderMarkdown */ .G)(result.summary)).write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e((0,_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk)(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`));
        }
        // Each line through safeText, as every line of the action's log: none is a workflow command.
        const text = (0,_report_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .renderText */ .S)(result.summary).split('\n').map(_redact_safe_text_js__WEBPACK_IMPORTED_MODULE_4__/* .safeText */ .Hk).join('\n');
        await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .group */ .Os('Summary', async () => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(text));
    }
    setOutputsAndFailure(result);
}
/** A main step: `command` on the Actions runner, its result handed to finishAction. */
async function runAction(command) {
    try {
        await finishAction(await (0,_runner_command_js__WEBPACK_IMPORTED_MODULE_5__/* .runCommand */ .d)(command, actionsRunner()));
    }
    catch (error) {
        // A command returns every expected failure as its result; this is the net for a bug.
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
}


/***/ }),

/***/ 21777:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _actions_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25939);
/* harmony import */ var _commands_fleet_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99156);


await (0,_actions_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runAction */ .Cs)(_commands_fleet_js__WEBPACK_IMPORTED_MODULE_1__/* .fleetCommand */ .C);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

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


/***/ })

};
