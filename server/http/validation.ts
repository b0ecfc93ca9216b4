import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ErrorObject } from 'ajv';
import { createAjv, errorPointer, localizeErrors } from '../../common/ajv/index.ts';
import {
  findInputProblem,
  hasUnstorableCharacter,
  MAX_INPUT_DEPTH,
  validationMessages,
  type InputProblem,
} from '../../common/validation/index.ts';
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
    // Again once the schema has coerced the address and query: 'Infinity' or '1e309' becomes a
    // number there, which no column holds.
    route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), refuseUnsafeNumbers];
  });
}

/** The parts of a request a handler reads, as parsed, with the word for each in a refusal. */
const INPUTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/** The 400 of the first problem in a request's inputs, or nothing. */
function checkInputs(request: FastifyRequest, problems: ReadonlySet<InputProblem['problem']>): void {
  for (const [context, read] of INPUTS) {
    const found = findInputProblem(read(request));
    if (!found || !problems.has(found.problem)) continue;
    const field = [...found.pointer.replace(/^\//, '').replace(/\//g, '.')]
      .map((ch) => (hasUnstorableCharacter(ch) ? '?' : ch))
      .join('');
    const where = field && found.problem !== 'tooDeep' ? `поле «${field}»` : PART[context];
    throw new HttpError(400, `Некорректные данные (${where}): ${PROBLEM_TEXT[found.problem]}`);
  }
}

/** A problem's words in a refusal. */
const PROBLEM_TEXT: Record<InputProblem['problem'], string> = {
  unstorableText: validationMessages.unstorableText,
  unsafeNumber: validationMessages.unsafeNumber,
  tooDeep: validationMessages.tooDeep(MAX_INPUT_DEPTH),
};

/**
 * Refuses, with 400 and a Russian message naming the field, any request whose address, query or
 * body holds a NUL character or a lone surrogate in a value or a key (PostgreSQL cannot store such
 * text, so letting it through ends in a 500 deep inside a handler), a number no column holds (a
 * JSON body's 1e309 is Infinity), or nesting deeper than MAX_INPUT_DEPTH. One hook for every route,
 * with or without a schema, before the schema is read; it walks with its own stack, so no body can
 * overflow the call stack. Multipart fields meet the same check through the file-name rules.
 */
export const refuseUnstorableText: preValidationHookHandler = async (request) => {
  checkInputs(request, ALL_PROBLEMS);
};

const ALL_PROBLEMS: ReadonlySet<InputProblem['problem']> = new Set(['unstorableText', 'unsafeNumber', 'tooDeep']);

/** After the schema's coercion: the address and query's numbers ('Infinity', '1e309', 20 digits). */
export const refuseUnsafeNumbers: preHandlerHookHandler = async (request) => {
  checkInputs(request, UNSAFE_NUMBERS);
};

const UNSAFE_NUMBERS: ReadonlySet<InputProblem['problem']> = new Set(['unsafeNumber']);

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
