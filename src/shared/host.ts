// Who runs a command: the Actions runner or the command line. A leaf: the Runner interface carries
// it, and the words (src/report/host.ts) choose each host's sentences by it.
export type Host = 'actions' | 'cli'
