// What the runner hands a step for workflow artifacts, read as @actions/artifact reads it: the
// runtime token (whose `scp` claim names the run's and the job's backend ids), the results
// service's origin, and whether the server is GitHub Enterprise Server (no artifacts of this kind).

export interface ArtifactRuntime {
  token: string
  /** Origin of the results service, e.g. https://results-receiver.actions.githubusercontent.com */
  resultsOrigin: string
  workflowRunBackendId: string
  workflowJobRunBackendId: string
}

/** True where the library refuses: a server that is not github.com, *.ghe.com or *.localhost. */
export function isGhes(env: NodeJS.ProcessEnv): boolean {
  const host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toUpperCase()
  return !(host === 'GITHUB.COM' || host.endsWith('.GHE.COM') || host.endsWith('.LOCALHOST'))
}

/** The token, the service and the backend ids; throws a clear error when one is missing. */
export function artifactRuntime(env: NodeJS.ProcessEnv): ArtifactRuntime {
  const token = env.ACTIONS_RUNTIME_TOKEN
  if (!token) {
    throw new Error(
      'ACTIONS_RUNTIME_TOKEN is not set: workflow artifacts can only be stored from a step the runner starts'
    )
  }
  const resultsUrl = env.ACTIONS_RESULTS_URL
  if (!resultsUrl) {
    throw new Error(
      'ACTIONS_RESULTS_URL is not set: workflow artifacts can only be stored from a step the runner starts'
    )
  }
  return { token, resultsOrigin: new URL(resultsUrl).origin, ...backendIds(token) }
}

/** The ids in the `Actions.Results:<run>:<job>` scope of the token's `scp` claim. */
export function backendIds(token: string): {
  workflowRunBackendId: string
  workflowJobRunBackendId: string
} {
  let scp: unknown
  try {
    const payload = token.split('.')[1] ?? ''
    scp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: unknown }).scp
  } catch {
    scp = undefined
  }
  if (typeof scp === 'string') {
    for (const scope of scp.split(' ')) {
      const parts = scope.split(':')
      if (parts[0] !== 'Actions.Results') continue
      if (parts.length === 3 && parts[1] && parts[2]) {
        return { workflowRunBackendId: parts[1], workflowJobRunBackendId: parts[2] }
      }
      break
    }
  }
  throw new Error(
    'ACTIONS_RUNTIME_TOKEN holds no Actions.Results scope: the runner did not grant this step artifact access'
  )
}
