// Where the command line keeps backups when --backup-dir is not given: a folder of the user's
// own state, outside the checkout, so that a `git add -A` after a deploy never commits a backup
// (XDG_STATE_HOME on Linux and macOS, %LOCALAPPDATA% on Windows).
import os from 'node:os'
import path from 'node:path'

const FOLDER = ['acumatica-customization-deploy', 'backups']

/** The default backup folder, from the environment the command runs in. */
export function defaultBackupDir(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform
): string {
  if (platform === 'win32') {
    const local = env['LOCALAPPDATA'] || path.win32.join(homeOf(env), 'AppData', 'Local')
    return path.win32.join(local, ...FOLDER)
  }
  // The XDG spec: a relative XDG_STATE_HOME is ignored.
  const state = env['XDG_STATE_HOME']
  const base = state && path.isAbsolute(state) ? state : path.join(homeOf(env), '.local', 'state')
  return path.join(base, ...FOLDER)
}

function homeOf(env: NodeJS.ProcessEnv): string {
  return env['HOME'] || env['USERPROFILE'] || os.homedir()
}
