// The runner's side of the port: @actions/core, as the action always used it.
import * as core from '@actions/core'
import { setDefaultHost, type Host } from './host.js'
import { renderMarkdown } from '../report/markdown.js'

export const actionsHost: Host = {
  getInput: name => core.getInput(name),
  setOutput: (name, value) => core.setOutput(name, value),
  info: message => core.info(message),
  notice: (message, title) => core.notice(message, title === undefined ? undefined : { title }),
  warning: (message, title) => core.warning(message, title === undefined ? undefined : { title }),
  error: (message, title) => core.error(message, title === undefined ? undefined : { title }),
  annotate: (level, message, where) => {
    const properties = { title: where.title, file: where.file, startLine: where.line }
    if (level === 'error') core.error(message, properties)
    else if (level === 'warning') core.warning(message, properties)
    else core.notice(message, properties)
  },
  fail: message => core.setFailed(message),
  group: (name, work) => core.group(name, work),
  saveState: (name, value) => core.saveState(name, value),
  getState: name => core.getState(name),
  setSecret: value => core.setSecret(value),
  writeSummary: async summary => {
    await core.summary.addRaw(renderMarkdown(summary)).write()
  },
  exit: code => process.exit(code)
}

setDefaultHost(() => actionsHost)
