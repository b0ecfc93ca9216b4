import type { Queryable } from '../db/db.ts';
import { documentYear, formatDocumentNumber, type DocumentKind } from '../../common/numbering.ts';

/**
 * The next number of a kind of document for the region's year of `at` ('ОИП-2026/0007',
 * common/numbering.ts). Call it with the transaction that creates (or signs) the document: the
 * upsert locks the kind's counter row until that transaction ends, so a concurrent creation of the
 * same kind waits and takes the following number, and a rollback gives the number back.
 */
export async function assignDocumentNumber(tx: Queryable, kind: DocumentKind, at: Date = new Date()): Promise<string> {
  const year = documentYear(at);
  const [row] = await tx.query<{ sequence: number }>(
    `INSERT INTO document_counters (kind, year, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_value = document_counters.last_value + 1
     RETURNING last_value AS sequence`,
    [kind, year],
  );
  return formatDocumentNumber(kind, year, row.sequence);
}

/**
 * Raises counters to numbers already given (the demo data brings its documents numbered): the next
 * number of each kind and year follows the highest one given. Never lowers a counter.
 */
export async function raiseDocumentCounters(
  db: Queryable,
  given: ReadonlyArray<{ kind: DocumentKind; year: number; sequence: number }>,
): Promise<void> {
  if (given.length === 0) return;
  await db.query(
    `INSERT INTO document_counters (kind, year, last_value)
     SELECT kind, year, max(sequence) FROM unnest($1::text[], $2::int[], $3::int[]) AS g(kind, year, sequence)
      GROUP BY kind, year
     ON CONFLICT (kind, year) DO UPDATE SET last_value = greatest(document_counters.last_value, EXCLUDED.last_value)`,
    [given.map((g) => g.kind), given.map((g) => g.year), given.map((g) => g.sequence)],
  );
}
