// The command line takes the actions' inputs: their names and defaults are read from action.yml,
// export/action.yml, lint/action.yml, rehearse/action.yml and fleet/action.yml themselves
// (shipped in the package beside dist/), so a flag exists for every input, with the runner's
// default, and no list is kept twice.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

export interface ActionInput {
  name: string
  default: string
  description: string
}

/**
 * The inputs of `deploy` (action.yml), `export` (export/action.yml), `lint` (lint/action.yml),
 * `rehearse` (rehearse/action.yml) or `fleet` (fleet/action.yml).
 */
export function actionInputs(
  which: 'deploy' | 'export' | 'lint' | 'rehearse' | 'fleet'
): ActionInput[] {
  // dist/cli/index.js and src/hosts/cli/*.ts are two and three folders below the package root. Each URL is
  // written out whole, so that ncc finds it and copies the file beside the bundle.
  const file =
    which === 'deploy'
      ? new URL('../../../action.yml', import.meta.url)
      : which === 'export'
        ? new URL('../../../export/action.yml', import.meta.url)
        : which === 'lint'
          ? new URL('../../../lint/action.yml', import.meta.url)
          : which === 'rehearse'
            ? new URL('../../../rehearse/action.yml', import.meta.url)
            : new URL('../../../fleet/action.yml', import.meta.url)
  const yml = parse(readFileSync(file, 'utf8')) as {
    inputs?: Record<string, { default?: unknown; description?: unknown }>
  }
  return Object.entries(yml.inputs ?? {}).map(([name, spec]) => ({
    name,
    default: spec?.default === undefined ? '' : String(spec.default),
    description: typeof spec?.description === 'string' ? spec.description : ''
  }))
}

/** The environment variable of an input: ACUMATICA_ and the name in upper case, `-` as `_`. */
export function envName(input: string): string {
  return `ACUMATICA_${input.toUpperCase().replaceAll('-', '_')}`
}
