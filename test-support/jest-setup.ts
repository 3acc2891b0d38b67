// Runs in every test file (jest.config.js, setupFilesAfterEnv): the action runs' temporary
// folders and those of temp-folders.ts go once the file's tests are done, so test runs
// do not fill the machine's /tmp.
import { afterAll } from '@jest/globals'
import { removeActionRuns } from './run-action.js'
import { removeTempFolders } from './temp-folders.js'

afterAll(async () => {
  await Promise.all([removeActionRuns(), removeTempFolders()])
})
