// The one module ncc bundles (npm run package): each entry becomes a chunk of its own,
// loaded only when the launcher in dist/ that names it runs, so the six launchers (the deploy's
// main and post steps, the export's, the lint's and the fleet's main steps, the command line)
// share the chunks of the code they have in common instead of each carrying its own copy.
export const deployMain = (): Promise<unknown> => import('./actions/main.js')
export const post = (): Promise<unknown> => import('./actions/post.js')
export const exportMain = (): Promise<unknown> => import('./actions/export-main.js')
export const lintMain = (): Promise<unknown> => import('./actions/lint-main.js')
export const fleetMain = (): Promise<unknown> => import('./actions/fleet-main.js')
export const rehearseMain = (): Promise<unknown> => import('./actions/rehearse-main.js')
export const cli = (): Promise<unknown> => import('./cli/bin.js')
