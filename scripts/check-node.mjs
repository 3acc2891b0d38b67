// Run first by `npm test`, `npm run demo` and `npm run bench`: the code and its tests need
// Node 24, and under an older one they fail late with errors that do not say why. `npm ci`
// installs Node 24 (the `node` devDependency) and npm scripts then run under it; a run without
// node_modules (or outside npm) gets the machine's own node. Plain syntax, so any Node can
// read this file.
const needed = 24
const version = process.versions.node
if (!(Number(version.split('.')[0]) >= needed)) {
  console.error(
    `Node ${needed} or later is needed (this is Node ${version}): run \`npm ci\` to install it ` +
      '(the `node` devDependency), then run the npm script again; npm scripts run under it.'
  )
  process.exit(1)
}
