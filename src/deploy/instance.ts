// Before anything is imported: `GET /entity` (no session, no API seat) for the instance's build,
// the release a source-control build is made for, and the version check (version-check: warn,
// fail, off). A read that fails or does not answer within its own short bound is told (a
// notice) and the deploy goes on: nothing is checked then.
import { releaseOf, twoPartsOf } from '../api/entity-answers.js'
import type { ProjectSettings, Settings } from '../inputs/settings.js'
import { DeployStop } from './stop.js'
import type { DeployPorts, ProjectResult } from './types.js'
import type { InstanceReport, PackageRelease, VersionCheckReport } from './verify-types.js'

export async function readInstance(ports: DeployPorts): Promise<InstanceReport> {
  let report: InstanceReport
  try {
    const info = await ports.api.readInstance(undefined, true)
    report = { endpoints: info.endpoints, ...(info.build ? { build: info.build } : {}) }
  } catch (error) {
    report = { endpoints: [], unreadable: error instanceof Error ? error.message : String(error) }
  }
  ports.log.event({ kind: 'instance-read', instance: report })
  return report
}

/** A source-control build without product-version takes the instance's own release. */
export function takesInstanceRelease(settings: Settings, project: ProjectSettings): boolean {
  return project.source.kind === 'source-control' && settings.productVersionGiven !== true
}

/** The product-version a source-control build gets from the instance (`24.208`), if it says. */
export function instanceProductVersion(instance: InstanceReport): string | undefined {
  return instance.build ? twoPartsOf(instance.build) : undefined
}

/**
 * Compares the release each package was made for with the instance's. `fail` stops the run
 * (before login, so before any Import); `warn` is told as a warning by the report.
 */
export async function checkVersions(
  settings: Settings,
  projects: readonly ProjectResult[],
  instance: InstanceReport,
  fromInstance: ReadonlySet<string>,
  ports: DeployPorts
): Promise<VersionCheckReport> {
  const mode = settings.versionCheck ?? 'off'
  const instanceRelease = instance.build ? releaseOf(instance.build) : undefined
  const packages: PackageRelease[] = []
  const mismatched: VersionCheckReport['mismatched'] = []
  for (const project of projects) {
    if (!project.package) continue
    const details = await ports.packageDetails(project.package.path).catch(() => ({}))
    const productVersion = (details as { productVersion?: string }).productVersion?.trim()
    packages.push({
      project: project.name,
      ...(productVersion ? { productVersion } : {}),
      fromInstance: fromInstance.has(project.name)
    })
    const release = productVersion ? releaseOf(productVersion) : undefined
    if (mode !== 'off' && instanceRelease && release && release !== instanceRelease) {
      mismatched.push({ project: project.name, productVersion: productVersion!, release })
    }
  }
  const report: VersionCheckReport = {
    mode,
    ...(mode !== 'off' && instanceRelease ? { instanceRelease } : {}),
    packages,
    mismatched
  }
  ports.log.event({ kind: 'version-checked', report })
  if (mode === 'fail' && mismatched.length > 0) {
    throw new DeployStop({ kind: 'version-mismatch', report })
  }
  return report
}
