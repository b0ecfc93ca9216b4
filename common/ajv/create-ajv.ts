import Ajv, { Name, type CodeOptions, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { schemaFormats } from '../validation/formats';
import { keywordDefinitions } from './keywords';
import { FORMATS_IDENTIFIER } from './standalone-module';

/** Options of {@link createAjv}: any ajv option except `$data` (kept off), plus `forServer`. */
export interface CreateAjvOptions extends Omit<Options, '$data' | 'code'> {
  /** Fastify's request handling: coerce query strings and arrays, drop unknown fields, fill defaults. */
  forServer?: boolean;
  /** Extra code options; `source` and `esm` stay on for standalone generation. */
  code?: Omit<CodeOptions, 'source' | 'esm'>;
}

const FORMATS_CODE = new Name(FORMATS_IDENTIFIER);

// Schema typos (unknown keywords or formats) fail loudly; type-coverage hints are only logged,
// since rjsf schemas routinely omit `type` next to `enum` or `required`.
const BASE_OPTIONS: Options = {
  allErrors: true,
  $data: false,
  strict: true,
  strictTypes: 'log',
  strictTuples: 'log',
  strictRequired: false,
  allowUnionTypes: true,
  messages: true,
};

const SERVER_OPTIONS: Options = { coerceTypes: 'array', removeAdditional: true, useDefaults: true };

/**
 * Adds ajv-formats (with the portal's own `date`) and the portal's custom keywords to an Ajv 8
 * instance and returns it.
 * Safe to call twice; this is rjsf validator-ajv8's `extenderFn`.
 */
export function extendAjv<T extends Ajv>(ajv: T): T {
  // Standalone esm code must name the formats table, not `require(...)` it.
  if (ajv.opts.code.esm === true && ajv.opts.code.formats === undefined) ajv.opts.code.formats = FORMATS_CODE;
  if (ajv.getKeyword('formatMaximum') === false) {
    addFormats(ajv);
    // The portal's own checks for the formats the acts use: the same that precompiled validators import.
    for (const [name, format] of Object.entries(schemaFormats)) ajv.addFormat(name, format);
  }
  for (const definition of keywordDefinitions) {
    if (ajv.getKeyword(String(definition.keyword)) === false) ajv.addKeyword(definition);
  }
  return ajv;
}

/**
 * The one place ajv is configured: browser forms, server routes, the codegen lint and tests
 * all call it. All errors are collected, `$data` is off, source code is kept in esm form so
 * `ajv/dist/standalone` can precompile validators, formats and custom keywords are added.
 * `forServer` adds Fastify's coercion defaults; explicit options win over both presets.
 */
export function createAjv(options: CreateAjvOptions = {}): Ajv {
  const { forServer = false, code, ...rest } = options;
  const ajv = new Ajv({
    ...BASE_OPTIONS,
    ...(forServer ? SERVER_OPTIONS : {}),
    ...rest,
    $data: false,
    code: { ...code, source: true, esm: true, formats: code?.formats ?? FORMATS_CODE },
  });
  return extendAjv(ajv);
}
