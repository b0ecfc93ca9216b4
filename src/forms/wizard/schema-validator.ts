import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
import { errorsToMessages } from '@common/ajv/localize';
import { parsePointer } from '@common/acts/computed';
import type { StandaloneValidate } from '@common/acts/act-schema';

export interface FieldError {
  pointer: string;
  message: string;
}

/** Runs a precompiled validator and returns each error with its field pointer and Russian message. */
export function validateWith(validate: StandaloneValidate, data: unknown): FieldError[] {
  return validate(data) ? [] : errorsToMessages(validate.errors);
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
 * Does the value fit a (sub)schema? rjsf asks this only to pick a oneOf/anyOf option; our
 * schemas use const/enum/type/required there, so a structural check suffices and no schema is
 * ever compiled in the browser (no 'unsafe-eval' under the CSP).
 */
export function matches(schema: unknown, value: unknown, root: RJSFSchema): boolean {
  if (typeof schema === 'boolean') return schema;
  if (!schema || typeof schema !== 'object') return true;
  const s = schema as RJSFSchema;
  if (s.$ref?.startsWith('#/definitions/')) return matches(root.definitions?.[s.$ref.slice(14)], value, root);
  if ('const' in s && s.const !== value) return false;
  if (s.enum && !s.enum.includes(value as never)) return false;
  if (s.type && !typeMatches(s.type, value)) return false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    if (s.required?.some((key) => obj[key] === undefined)) return false;
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
      if (obj[key] !== undefined && !matches(sub, obj[key], root)) return false;
    }
  }
  if (s.oneOf && !s.oneOf.some((option) => matches(option, value, root))) return false;
  if (s.anyOf && !s.anyOf.some((option) => matches(option, value, root))) return false;
  return true;
}

function typeMatches(type: RJSFSchema['type'], value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => {
    switch (t) {
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      case 'object':
        return !!value && typeof value === 'object' && !Array.isArray(value);
      case 'integer':
        return Number.isInteger(value);
      default:
        return typeof value === t;
    }
  });
}

/**
 * An rjsf validator backed by a precompiled block validator. The wizard validates itself (on save
 * and on leaving a field) and passes errors as extraErrors, so validateFormData reports nothing
 * and rjsf never validates on its own.
 */
export function precompiledValidator(): ValidatorType {
  return {
    validateFormData: (): ValidationData<unknown> => ({ errors: [], errorSchema: {} }),
    isValid: (schema, formData, rootSchema) => matches(schema, formData, rootSchema),
    rawValidation: () => ({ errors: [] }),
  };
}
