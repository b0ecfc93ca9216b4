import type { FastifyInstance, FastifyRequest, FastifySchema, preValidationHookHandler } from 'fastify';
import type { ErrorObject } from 'ajv';
import { createAjv, errorPointer, localizeErrors } from '../../common/ajv/index.ts';
import { findUnstorableText, hasUnstorableCharacter, validationMessages } from '../../common/validation/index.ts';
import { HttpError } from './envelope.ts';

/**
 * One validator for the process: ajv keeps what it compiled by schema object, and the routes'
 * schemas are module constants (server/schemas), so an app built again in the same process (the
 * server tests build one per file) reuses the compiled checks.
 */
const ajv = createAjv({ forServer: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true });

/**
 * Route validation with the same ajv factory, keywords and Russian messages as the browser
 * forms, with Fastify's usual options for query strings and bodies.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema as FastifySchema & object));
  // A route-level hook runs after the shared ones, so the access check answers strangers first.
  app.addHook('onRoute', (route) => {
    route.preValidation = [
      ...([] as preValidationHookHandler[]).concat(route.preValidation ?? []),
      refuseUnstorableText,
    ];
  });
}

/** The parts of a request a handler reads, as parsed, with the word for each in a refusal. */
const INPUTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Refuses, with 400 and a Russian message naming the field, any request whose address, query or
 * body holds a NUL character or a lone surrogate in a value or a key: PostgreSQL cannot store such
 * text, so letting it through ends in a 500 deep inside a handler. One hook for every route, with
 * or without a schema; multipart fields meet the same check through the file-name rules.
 */
export const refuseUnstorableText: preValidationHookHandler = async (request) => {
  for (const [context, read] of INPUTS) {
    const pointer = findUnstorableText(read(request));
    if (pointer === undefined) continue;
    const field = [...pointer.replace(/^\//, '').replace(/\//g, '.')]
      .map((ch) => (hasUnstorableCharacter(ch) ? '?' : ch))
      .join('');
    const where = field ? `поле «${field}»` : PART[context];
    throw new HttpError(400, `Некорректные данные (${where}): ${validationMessages.unstorableText}`);
  }
};

/** Where a bad value came from, in the words shown to a person. */
const PART: Record<string, string> = {
  body: 'в теле запроса',
  querystring: 'в параметрах запроса',
  params: 'в адресе запроса',
  headers: 'в заголовках запроса',
};

/** Russian texts for ajv errors of a refused request: "поле «snils»: message". */
export function validationTexts(errors: ErrorObject[], context?: string): string[] {
  localizeErrors(errors);
  return errors.map((error) => {
    const field = errorPointer(error).replace(/^\//, '').replace(/\//g, '.');
    const where = field ? `поле «${field}»` : (PART[context ?? ''] ?? 'запрос');
    return `Некорректные данные (${where}): ${error.message ?? 'недопустимое значение'}`;
  });
}
