// Never run: `npm run package` bundles this file only for its licenses.txt. dist/main loads
// @actions/artifact from a chunk of its own (src/backup/upload-backup.ts), and ncc's license file for a build
// with two chunks lists only one of them; bundling the main step and the library together in
// one chunk lists every package dist/main holds, as before the split.
import '../src/entries/main.js'
import '@actions/artifact'
