import { _, Name, stringify, type CodeKeywordDefinition, type KeywordCxt, type KeywordErrorDefinition } from 'ajv';
import {
  checkDepartmentCode,
  checkDocSeries,
  checkDocumentNumber,
  checkEmail,
  checkFloat,
  checkInnLegal,
  checkInnPerson,
  checkKpp,
  checkOgrn,
  checkOgrnip,
  checkPassport,
  checkPersonName,
  checkPhone,
  checkPolicyNumber,
  checkSnils,
  checkTime,
  type SnilsOptions,
} from '../validation';

type Checker = (value: string, options?: SnilsOptions) => string | undefined;

/**
 * The checkers the keywords call, by the name generated code uses for them. The name is
 * written out rather than taken from `fn.name`, which a minifier would change.
 */
export const keywordCheckers = {
  checkSnils,
  checkInnPerson,
  checkInnLegal,
  checkKpp,
  checkOgrn,
  checkOgrnip,
  checkDocSeries,
  checkPassport,
  checkPhone,
  checkTime,
  checkPersonName,
  checkDepartmentCode,
  checkDocumentNumber,
  checkPolicyNumber,
  checkEmail,
  checkFloat,
} as const satisfies Record<string, Checker>;

/** The name under which generated code calls a checker. */
export type CheckerName = keyof typeof keywordCheckers;

/** The error of every custom keyword: its message is the checker's Russian message. */
const checkerError: KeywordErrorDefinition = {
  message: ({ params }) => _`${params.message}`,
  params: ({ params }) => _`{message: ${params.message}}`,
};

/**
 * Emits `const msg = checkX(data[, options]); if (msg !== undefined) <error>`. The checker is a
 * scope value whose `code` is its bare name, so standalone modules reference it by import.
 */
function callChecker(cxt: KeywordCxt, name: CheckerName, options?: SnilsOptions): void {
  const { gen, data } = cxt;
  const func = gen.scopeValue('func', { ref: keywordCheckers[name], code: new Name(name) });
  const call = options === undefined ? _`${func}(${data})` : _`${func}(${data}, ${stringify(options)})`;
  const message = gen.const('msg', call);
  cxt.setParams({ message });
  cxt.fail(_`${message} !== undefined`);
}

/** A keyword written `"<keyword>": true` that runs one checker on string data. */
function flagKeyword(keyword: string, name: CheckerName): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'boolean',
    error: checkerError,
    code(cxt) {
      if (cxt.schema === true) callChecker(cxt, name);
    },
  };
}

const snilsKeyword: CodeKeywordDefinition = {
  keyword: 'snils',
  type: 'string',
  schemaType: ['boolean', 'object'],
  metaSchema: {
    anyOf: [
      { type: 'boolean' },
      { type: 'object', properties: { forbidBelow1000: { type: 'boolean' } }, additionalProperties: false },
    ],
  },
  error: checkerError,
  code(cxt) {
    const schema = cxt.schema as boolean | SnilsOptions;
    if (schema === false) return;
    callChecker(
      cxt,
      'checkSnils',
      schema !== true && schema.forbidBelow1000 === true ? { forbidBelow1000: true } : undefined,
    );
  },
};

const innKeyword: CodeKeywordDefinition = {
  keyword: 'inn',
  type: 'string',
  schemaType: 'string',
  metaSchema: { enum: ['person', 'legal'] },
  error: checkerError,
  code(cxt) {
    callChecker(cxt, cxt.schema === 'person' ? 'checkInnPerson' : 'checkInnLegal');
  },
};

/**
 * The custom keywords of the portal's schemas. Each applies to strings only (the `type`
 * keyword reports other data), skips empty strings, and reports the checker's Russian
 * message in `error.message` and `error.params.message`.
 */
export const keywordDefinitions: readonly CodeKeywordDefinition[] = [
  snilsKeyword,
  innKeyword,
  flagKeyword('kpp', 'checkKpp'),
  flagKeyword('ogrn', 'checkOgrn'),
  flagKeyword('ogrnip', 'checkOgrnip'),
  flagKeyword('docSeries', 'checkDocSeries'),
  flagKeyword('passport', 'checkPassport'),
  flagKeyword('phoneRu', 'checkPhone'),
  flagKeyword('timeHm', 'checkTime'),
  flagKeyword('personName', 'checkPersonName'),
  flagKeyword('departmentCode', 'checkDepartmentCode'),
  flagKeyword('documentNumber', 'checkDocumentNumber'),
  flagKeyword('policyNumber', 'checkPolicyNumber'),
  flagKeyword('emailRu', 'checkEmail'),
  flagKeyword('floatRu', 'checkFloat'),
];

/** The names of the custom keywords, e.g. 'snils', 'inn', 'phoneRu'. */
export const CUSTOM_KEYWORDS: ReadonlySet<string> = new Set(keywordDefinitions.map((def) => String(def.keyword)));
