const RULES = new Intl.PluralRules('ru-RU');

/** The three Russian forms of a word after a number: for 1, for 2-4, for 5 (1 услуга, 2 услуги, 5 услуг). */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The form of a word that agrees with the number, by the language's own plural rules
 * (Intl.PluralRules): 1, 21, 101 -> one; 2-4, 22-24 -> few; 0, 5-20, 25 -> many; a fraction
 * (1,5) takes the «few» form (1,5 услуги).
 */
export function pluralRu(count: number, [one, few, many]: PluralForms): string {
  switch (RULES.select(count)) {
    case 'one':
      return one;
    case 'many':
      return many;
    default:
      return few;
  }
}

/** The number (with a decimal comma) and the word in agreement: «5 услуг», «1,5 часа». */
export const countRu = (count: number, forms: PluralForms): string =>
  `${String(count).replace('.', ',')} ${pluralRu(count, forms)}`;
