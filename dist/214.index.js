export const id = 214;
export const ids = [214];
export const modules = {

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

/***/ 16214:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25939);
/* harmony import */ var _commands_deploy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2489);
/* harmony import */ var _shared_collect_garbage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1485);
/* harmony import */ var _shared_worker_job_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88409);





// In a worker thread the deploy starts (its lint), only that job; the deploy starts them from the launcher the runner ran.
if (!(await (0,_shared_worker_job_js__WEBPACK_IMPORTED_MODULE_4__/* .runWorkerJob */ .p5)())) {
    (0,_shared_worker_job_js__WEBPACK_IMPORTED_MODULE_4__/* .runJobsInWorkers */ .Il)((0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(process.argv[1]));
    (0,_shared_collect_garbage_js__WEBPACK_IMPORTED_MODULE_3__/* .collectBetweenPhases */ .H)();
    await (0,_actions_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runAction */ .Cs)(_commands_deploy_js__WEBPACK_IMPORTED_MODULE_2__/* .deployCommand */ .Jp);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ })

};
