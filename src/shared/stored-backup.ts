// Where a backup was kept: a leaf, so that the Runner interface (src/runner/runner.ts, which a
// host implements to keep backups as files) and the flow share it without the runner importing
// the flow.
export interface StoredBackup {
  artifactName: string
  artifactId: string
  artifactUrl: string
  digest: string
  /** A file (the command line's --backup-dir, artifactName its path); unset: an artifact. */
  kind?: 'artifact' | 'file'
}

export type BackupStoreResult = { stored: StoredBackup } | { unavailable: string }
