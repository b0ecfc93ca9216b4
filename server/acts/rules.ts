import type { FieldMessage as FieldError } from '../../common/ajv/index.ts';

/** Rules beyond JSON Schema, per act: they check and tidy a block's data before it is stored. */
export type ActRule = (data: Record<string, unknown>) => { data: Record<string, unknown>; errors: FieldError[] };

export const ONE_BASIC_CATEGORY = 'Отметьте ровно одну основную категорию семьи';

/** Social passport: exactly one family category is the basic one, and it is kept first. */
const oneBasicFamilyCategory: ActRule = (data) => {
  const categories = data.familyCategories;
  if (!Array.isArray(categories) || categories.length === 0) return { data, errors: [] };
  const basic = categories.filter((c) => (c as { isBasic?: boolean }).isBasic === true);
  if (basic.length !== 1) return { data, errors: [{ pointer: '/familyCategories', message: ONE_BASIC_CATEGORY }] };
  return { data: { ...data, familyCategories: [...basic, ...categories.filter((c) => c !== basic[0])] }, errors: [] };
};

export const ACT_RULES: Record<string, ActRule[]> = {
  'social-passport': [oneBasicFamilyCategory],
};
