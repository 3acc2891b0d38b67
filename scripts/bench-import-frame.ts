// The Import body around the base64 of a package, as the action sends it: the shell pipelines of
// the benchmark print `head`, the base64, then `tail`.
export function importBodyFrame(projectName: string): { head: string; tail: string } {
  const json = JSON.stringify({
    projectName,
    projectDescription: '',
    projectLevel: 0,
    isReplaceIfExists: true,
    projectContentBase64: ''
  })
  return { head: json.slice(0, -2), tail: json.slice(-2) }
}
