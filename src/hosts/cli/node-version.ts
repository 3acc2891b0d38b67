// The Node the command line needs: package.json's engines (">=24"), scripts/check-node.mjs and
// the docs say the same (__tests__/docs/node-versions.test.ts). npx under an older Node only warns
// (EBADENGINE) and runs it: this check says why before something fails later.
export const MIN_NODE_MAJOR = 24

/** The message for a Node older than MIN_NODE_MAJOR, or undefined when `version` will do. */
export function nodeTooOld(version: string): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0])
  if (major >= MIN_NODE_MAJOR) return undefined
  return `Node ${MIN_NODE_MAJOR} or later is needed (this is Node ${version.replace(/^v/, '')}): install it (https://nodejs.org, or nvm install ${MIN_NODE_MAJOR}) and run the command again.`
}
