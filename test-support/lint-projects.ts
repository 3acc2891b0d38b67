// Package folders for the lint tests: one with an error and a warning, one with nothing to report.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A package folder with an unguarded script (ACU003) and a listed file that is missing (ACU002). */
export async function brokenProject(workspace: string, folder = 'acme'): Promise<void> {
  await mkdir(path.join(workspace, folder), { recursive: true })
  await writeFile(
    path.join(workspace, folder, 'project.xml'),
    [
      '<Customization level="0" description="Acme" product-version="24.210">',
      '    <File AppRelativePath="Bin\\Acme.dll" />',
      '    <Sql TableName="AcmeTable" CustomScript="#CDATA">',
      '        <CDATA name="CustomScript"><![CDATA[CREATE TABLE AcmeTable (CompanyID int NOT NULL)]]></CDATA>',
      '    </Sql>',
      '</Customization>',
      ''
    ].join('\n')
  )
}

/** The same project with the file there and the script guarded: nothing to report. */
export async function cleanProject(workspace: string, folder = 'acme'): Promise<void> {
  await mkdir(path.join(workspace, folder, 'Bin'), { recursive: true })
  await writeFile(path.join(workspace, folder, 'Bin', 'Acme.dll'), 'MZ')
  await writeFile(
    path.join(workspace, folder, 'project.xml'),
    `<Customization level="0" description="Acme" product-version="24.210">\n    <File AppRelativePath="Bin\\Acme.dll" />\n</Customization>\n`
  )
}
