// Where a run's packages come from: the repository, the commit and the workflow run, for the
// stamp and the result file. On a runner GitHub's variables say it; the command line reads the
// same variables when a CI sets them, else asks git about the checkout it runs in.
import { execFileSync } from 'node:child_process'

export interface OriginFacts {
  /** `owner/repo`. */
  repository?: string
  /** The full commit id. */
  commit?: string
  /** The workflow run's page. */
  runUrl?: string
}

/** GITHUB_REPOSITORY, GITHUB_SHA and the run's page, where the runner set them. */
export function originFromEnv(env: NodeJS.ProcessEnv): OriginFacts {
  const repository = env['GITHUB_REPOSITORY'] || undefined
  const commit = env['GITHUB_SHA'] || undefined
  const server = env['GITHUB_SERVER_URL'] || 'https://github.com'
  const runId = env['GITHUB_RUN_ID']
  return {
    ...(repository ? { repository } : {}),
    ...(commit ? { commit } : {}),
    ...(repository && runId ? { runUrl: `${server}/${repository}/actions/runs/${runId}` } : {})
  }
}

/**
 * The command line's origin: GitHub's variables when set (a workflow running the CLI), else the
 * checkout in `cwd`: its HEAD and the owner/repo of its `origin` remote. A folder that is no git
 * checkout (or a machine without git) has none: the stamp is then left out, with a notice.
 */
export function originOfCheckout(env: NodeJS.ProcessEnv, cwd: string): OriginFacts {
  const fromEnv = originFromEnv(env)
  if (fromEnv.repository && fromEnv.commit) return fromEnv
  const git = (...args: string[]): string | undefined => {
    try {
      return execFileSync('git', args, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5000
      }).trim()
    } catch {
      return undefined
    }
  }
  const commit = fromEnv.commit ?? git('rev-parse', 'HEAD')
  const repository = fromEnv.repository ?? repositoryOfRemote(git('remote', 'get-url', 'origin'))
  return {
    ...(repository ? { repository } : {}),
    ...(commit && /^[0-9a-f]{40,64}$/.test(commit) ? { commit } : {})
  }
}

/** `owner/repo` of a remote URL (https://host/owner/repo.git, git@host:owner/repo.git). */
export function repositoryOfRemote(url: string | undefined): string | undefined {
  if (!url) return undefined
  const match = /[/:]([^/:\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url)
  return match ? `${match[1]}/${match[2]}` : undefined
}
