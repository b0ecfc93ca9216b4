import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ErrorObject } from 'ajv';
import { createAjv, errorPointer, localizeErrors } from '../../common/ajv/index.ts';

/**
 * Route validation with the same ajv factory, keywords and Russian messages as the browser
 * forms, with Fastify's usual options for query strings and bodies.
 */
export function registerValidation(app: FastifyInstance): void {
  const ajv = createAjv({ forServer: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema as FastifySchema & object));
}

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
