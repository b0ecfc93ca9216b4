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
} from '../../../common/validation';

/** One custom keyword use: its schema value, the function it must agree with, and samples. */
export interface KeywordCase {
  keyword: string;
  schemaValue: unknown;
  check: (value: string) => string | undefined;
  samples: string[];
}

/** Every custom keyword (snils twice: plain and forbidBelow1000) with valid, invalid and empty samples. */
export const KEYWORD_CASES: readonly KeywordCase[] = [
  {
    keyword: 'snils',
    schemaValue: true,
    check: (v) => checkSnils(v),
    samples: ['112-233-445 95', '112-233-445 96', '123', '000-000-999 00', ''],
  },
  {
    keyword: 'snils',
    schemaValue: { forbidBelow1000: true },
    check: (v) => checkSnils(v, { forbidBelow1000: true }),
    samples: ['112-233-445 95', '000-000-999 00', '1'],
  },
  {
    keyword: 'inn',
    schemaValue: 'person',
    check: checkInnPerson,
    samples: ['500100732259', '500100732258', '7707083893', ''],
  },
  {
    keyword: 'inn',
    schemaValue: 'legal',
    check: checkInnLegal,
    samples: ['7707083893', '7707083894', '500100732259', '77'],
  },
  { keyword: 'kpp', schemaValue: true, check: checkKpp, samples: ['773601001', '7736AB001', '77360100', 'kpp'] },
  { keyword: 'ogrn', schemaValue: true, check: checkOgrn, samples: ['1027700132195', '1027700132196', '10277'] },
  { keyword: 'ogrnip', schemaValue: true, check: checkOgrnip, samples: ['304500116000157', '304500116000158', '3045'] },
  {
    keyword: 'docSeries',
    schemaValue: true,
    check: checkDocSeries,
    samples: ['IV-АК', '4510', 'АБ', 'IIII-АК', 'XYZ'],
  },
  { keyword: 'passport', schemaValue: true, check: checkPassport, samples: ['1234 567890', '1234567890'] },
  {
    keyword: 'phoneRu',
    schemaValue: true,
    check: checkPhone,
    samples: ['+7 (916) 123-45-67', '89161234567', '79161234567'],
  },
  { keyword: 'timeHm', schemaValue: true, check: checkTime, samples: ['9:05', '23:59', '24:00', '12:60'] },
  { keyword: 'personName', schemaValue: true, check: checkPersonName, samples: ['Пётр', 'Ivan', 'И'] },
  { keyword: 'departmentCode', schemaValue: true, check: checkDepartmentCode, samples: ['770-001', '770001'] },
  {
    keyword: 'documentNumber',
    schemaValue: true,
    check: checkDocumentNumber,
    samples: ['123456', '1234567890123', 'N1'],
  },
  {
    keyword: 'policyNumber',
    schemaValue: true,
    check: checkPolicyNumber,
    samples: ['7756810836000187', '775681083600018'],
  },
  {
    keyword: 'emailRu',
    schemaValue: true,
    check: checkEmail,
    samples: ['user@example.com', 'почта@сайт.рф', 'user@example'],
  },
  { keyword: 'floatRu', schemaValue: true, check: checkFloat, samples: ['-1,5', '2.25', '1.', 'abc'] },
];

/** The property name a case gets in {@link allKeywordsSchema}. */
export const fieldOf = (index: number): string => `field${index}`;

/** An object schema with one string property per case. */
export function allKeywordsSchema(): Record<string, unknown> {
  const properties = Object.fromEntries(
    KEYWORD_CASES.map((c, i) => [fieldOf(i), { type: 'string', [c.keyword]: c.schemaValue }]),
  );
  return { type: 'object', properties };
}
