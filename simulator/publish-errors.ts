// Failed validations as the publish log gives them (real-answers.md, "The publish log, word for
// word" and "Validation messages and where compiled code lives"), for `npm run simulator --
// --publish-error <form>` and the tests: the messages' forms verbatim, their values naming the
// sample project's code (examples/sample-project: the Code item SOOrderEntryPriorityExt, whose
// line 16 reads `ext.UsrPriority`), so that a demo shows an error pointed at a line.
//
// The compile line's exact form is not known publicly: the three compile forms are the
// compiler's (`file(L,C): error CSnnnn: text`) and CodeDOM's (a space before the colon), with an
// absolute path, a `\App_RuntimeCode\` path and a bare one (assumed, as real-answers.md says).
import type { PublishEndStep } from './types.js'

export const PUBLISH_ERROR_FORMS = [
  'compile',
  'compile-codedom',
  'compile-bare',
  'field-missing',
  'type-missing',
  'dll-reference',
  'could-not-resolve',
  'conflict',
  'generic'
] as const
export type PublishErrorForm = (typeof PUBLISH_ERROR_FORMS)[number]

export function isPublishErrorForm(text: string): text is PublishErrorForm {
  return (PUBLISH_ERROR_FORMS as readonly string[]).includes(text)
}

/** The sample's Code item and a line of its code that names UsrPriority. */
const SAMPLE_CLASS = 'SOOrderEntryPriorityExt'
const SAMPLE_LINE = 16
const CS0103 = "error CS0103: The name 'UsrPriorty' does not exist in the current context"

/** The error entries of each form (a message over several entries is several entries). */
const MESSAGES: Readonly<Record<PublishErrorForm, readonly string[]>> = {
  compile: [
    `C:\\Program Files\\Acumatica ERP\\AcumaticaERP\\App_RuntimeCode\\${SAMPLE_CLASS}.cs(${SAMPLE_LINE},21): ${CS0103}`
  ],
  'compile-codedom': [`\\App_RuntimeCode\\${SAMPLE_CLASS}.cs(${SAMPLE_LINE},21) : ${CS0103}`],
  'compile-bare': [`App_RuntimeCode/${SAMPLE_CLASS}.cs(${SAMPLE_LINE}): ${CS0103}`],
  // Value by value, as Acumatica's developer guide prints it.
  'field-missing': ['Referenced Field missing:', 'UsrPriority', 'from', 'PX.Objects.SO.SOOrder'],
  'type-missing': [
    'Declaring Type missing:',
    'SOOrderPriorityExt',
    'from',
    'PX.Objects.SO.SOOrderEntry'
  ],
  'dll-reference': [
    'AM.Objects.dll',
    'Failed to resolve method reference:',
    'System.Void PX.Data.PXLineNbrAttribute::.ctor(System.Type)',
    'declared in',
    'PX.Data, Version=1.0.0.0, Culture=neutral, PublicKeyToken=3b136cac2f602b8e'
  ],
  'could-not-resolve': [
    'FullRegen.dll',
    'Could not resolve:',
    'ADODB, Version=7.0.3300.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a'
  ],
  conflict: ['Conflict control ID:phDS_ds from page ~/pages/so/so301000.aspx'],
  generic: [
    'An error has occurred. Please report this error to the technical support and attach the information provided above.'
  ]
}

/** The log of a validation that fails with `form`, for projects `names`. */
export function failedValidationLog(
  form: PublishErrorForm,
  names: readonly string[],
  now: () => string = () => new Date().toISOString()
): { timestamp: string; logType: string; message: string }[] {
  const entry = (logType: string, message: string) => ({ timestamp: now(), logType, message })
  return [
    entry('information', `Compiled projects: ${names.join(',')}`),
    ...MESSAGES[form].map(message => entry('error', message)),
    entry('error', 'Validation failed.')
  ]
}

/** publishEnd's answers: one poll still running, then the failed validation. */
export function failedPublishScript(
  form: PublishErrorForm,
  names: readonly string[]
): PublishEndStep[] {
  return [{ text: 'false' }, { json: { isFailed: true, log: failedValidationLog(form, names) } }]
}
