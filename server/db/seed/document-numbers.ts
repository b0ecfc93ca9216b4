/**
 * The demo documents come numbered as the server numbers the documents it creates
 * (server/repositories/document-numbers.ts): per kind and year of the region's clock, from 1, in the
 * order they are listed, which is the order the seed inserts them. The seed then raises the counters
 * past them (seedDemoData), so the next document created takes the following number.
 */
import { documentYear, formatDocumentNumber, type DocumentKind } from '../../../common/numbering.ts';

/** The numbers of `rows` in their order: the kind of each and the moment it was made decide. */
export function numbersInOrder<T>(
  rows: readonly T[],
  kindOf: (row: T) => DocumentKind,
  madeAt: (row: T) => string,
): string[] {
  const last = new Map<string, number>();
  return rows.map((row) => {
    const kind = kindOf(row);
    const year = documentYear(new Date(madeAt(row)));
    const sequence = (last.get(`${kind}:${year}`) ?? 0) + 1;
    last.set(`${kind}:${year}`, sequence);
    return formatDocumentNumber(kind, year, sequence);
  });
}
