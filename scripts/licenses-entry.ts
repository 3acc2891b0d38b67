// Never run: `npm run package` bundles this file only for its licenses.txt. dist/main loads
// @actions/artifact (src/backup/upload-backup.ts) and @actions/cache (src/ledger/) from chunks of
// their own, and ncc's license file for a build with several chunks lists only one of them;
// bundling the main step, the command line and the libraries together in one chunk lists every
// package dist/main and dist/cli hold (dist/cli loads the same chunks).
import '../src/entries/main.js'
import '../src/entries/cli.js'
import '@actions/artifact'
import '@actions/cache'
