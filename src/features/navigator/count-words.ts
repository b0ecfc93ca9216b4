/** '12 мер' with the right Russian plural of the words for one, two and five. */
export function countOf(n: number, words: [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? words[0]
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? words[1]
        : words[2];
  return `${n} ${word}`;
}

export const MEASURE_WORDS: [string, string, string] = ['мера', 'меры', 'мер'];
export const SUPPLIER_WORDS: [string, string, string] = ['учреждение', 'учреждения', 'учреждений'];
