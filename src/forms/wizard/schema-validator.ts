import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { errorsToMessages, localizeErrors } from '@common/ajv/localize';
import type { FormValidators } from '@common/acts/form-roots';
import { parsePointer } from '@common/acts/computed';
import type { StandaloneValidate } from '@common/acts/act-schema';

export interface FieldError {
  pointer: string;
  message: string;
}

/**
 * Runs a precompiled validator and returns each error with its field pointer and Russian message.
 * The wizard checks a block with its own validateBlock<n> rather than rjsf's validateFormData:
 * that one is downloaded with the block on screen (one module per block, which rjsf's
 * compileSchemaValidators does not split), covers the block's long list too (a table outside
 * rjsf's form), and its pointers feed the error summary and the list's rows.
 */
export function validateWith(validate: StandaloneValidate, data: unknown): FieldError[] {
  return validate(data) ? [] : errorsToMessages(validate.errors);
}

/**
 * The schema's errors with the widgets' own mistakes in their place (OwnErrorsContext, by pointer):
 * a field whose widget names a mistake stores no value, so the schema calls it empty or says
 * nothing; the person reads the widget's text under the field, and the summary gives the same.
 * An own mistake of a field the schema does not require still refuses the save: what was typed
 * would otherwise be lost without a word.
 */
export function withOwnErrors(errors: readonly FieldError[], own: ReadonlyMap<string, string>): FieldError[] {
  const replaced = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
    const message = own.get(error.pointer);
    if (message === undefined) out.push(error);
    else if (!replaced.has(error.pointer)) {
      replaced.add(error.pointer);
      out.push({ pointer: error.pointer, message });
    }
  }
  for (const [pointer, message] of own) if (!replaced.has(pointer)) out.push({ pointer, message });
  return out;
}

/** Field errors as rjsf's ErrorSchema (shown under each field). */
export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const error of errors) {
    const path = parsePointer(error.pointer);
    builder.addErrors(error.message, path.length ? path : undefined);
  }
  return builder.ErrorSchema;
}

/**
 * rjsf's validator for a form whose schema is `root`: rjsf's own precompiled validator
 * (createPrecompiledValidator) over the functions the codegen compiled for that very schema
 * (the block module's `formValidators`, see common/acts/form-roots.ts). rjsf asks it which
 * oneOf/anyOf option or if/then branch the data fits; no schema is compiled in the browser (no
 * 'unsafe-eval' under the CSP). The wizard validates on its own (on save and on leaving a field,
 * through validateWith, with our pointers and messages) and passes the errors as extraErrors.
 * Imported from its own file: the package's index also holds the compiling validator.
 */
export function formValidator(validators: FormValidatorSource, root: RJSFSchema): ValidatorType {
  if (isCompiling(validators)) return validators.compiling;
  return createPrecompiledValidator(validators as ValidatorFunctions, root, (errors) => void localizeErrors(errors));
}

/**
 * Where a form's rjsf validator comes from: the block's precompiled functions (the portal), or a
 * validator that compiles schemas as it goes. Only the analysts' preview in Storybook gives the
 * latter (src/forms/schema-preview): there the schema is being typed, so nothing can be
 * precompiled, and Storybook has no CSP that forbids compiling.
 */
export type FormValidatorSource = FormValidators | { readonly compiling: ValidatorType };

function isCompiling(source: FormValidatorSource): source is { readonly compiling: ValidatorType } {
  return typeof (source as { compiling?: unknown }).compiling === 'object';
}
