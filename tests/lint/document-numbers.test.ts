import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A person reads a document by its own number (common/numbering.ts), never by a row id of the
 * database: a row id is no number of anything a person holds. This names every place of the
 * programs' code that writes «№» before a value named as an id, or an id into a file's name;
 * the API tests (tests/server/db/document-numbers.test.ts, tests/server/acts/document-numbers-shown.test.ts)
 * check what the lists, cards, PDFs and file names really show.
 */

const ROOT = process.cwd();
const SKIP = new Set(['node_modules', 'generated']);

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return files(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** «№ ${report.id}», «№ {r.id}», «№ ${request.query.messageId}»: a number sign before an id. */
const NUMBER_SIGN_BEFORE_ID = /№\s*\$?\{[^{}]*\b\w*(?:id|Id)\s*\}/;
/** `guardian-report-${act.id}.pdf`: a row id in the name of a file a person saves. */
const ID_IN_FILE_NAME = /\$\{[^{}]*\b\w*(?:id|Id)\s*\}[^`'"]*\.(?:pdf|docx|odt|zip)\b/;

/** The lines of a text that write an id as a number, with their line numbers. */
export function idsShownAsNumbers(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: i + 1 }))
    .filter(({ line }) => NUMBER_SIGN_BEFORE_ID.test(line) || ID_IN_FILE_NAME.test(line))
    .map(({ line, at }) => `${at}: ${line}`);
}

describe('no database id is shown as a number', () => {
  it('no code of the client, the server or the kernel writes one', () => {
    const found = ['src', 'server', 'common']
      .flatMap(files)
      .flatMap((file) => idsShownAsNumbers(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });

  it('names the ways an id was shown before, and lets a document’s number be', () => {
    const shown = [
      'primary={`№ ${application.id} от ${ruDateTime(application.createdAt)}`}',
      '<TableCell>№ {r.id}</TableCell>',
      'sendZip(reply, files, `Файлы сообщения № ${request.query.messageId}.zip`);',
      'header(\'Content-Disposition\', `inline; filename="guardian-report-${id}.pdf"`)',
      'return [{ name: `otchet-${act.id}.pdf`, content }];',
    ];
    for (const line of shown) expect(idsShownAsNumbers(line), line).toHaveLength(1);
    const fine = [
      'Заявление № {card.number} от {ruDate(card.createdAt)}',
      'fileName: `Договор № ${contract.number} от ${ruDate(contract.date)}`,',
      'href={`/api/files/guardian-report-files?id=${view.id}`}',
      'navigate(`/user/guardian-report-card/${report.id}`)',
    ];
    for (const line of fine) expect(idsShownAsNumbers(line), line).toEqual([]);
  });
});
