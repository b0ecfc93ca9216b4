import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Russian texts use typographic quotes, «ёлочки» outside and „лапки“ inside, as national portals
 * do: a straight " next to a Russian letter in a schema (titles, captions, messages) or in a
 * string, template or JSX text of the code is a mistake this test names with its place.
 */

const SKIP = new Set(['generated', 'node_modules']);

function files(root: string, pattern: RegExp): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    if (SKIP.has(name)) return [];
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** A straight double quote opening or closing a Russian word: «"Центр», «Салехард"». */
const STRAIGHT_QUOTE = /"[А-Яа-яЁё]|[А-Яа-яЁё.,!?)]"/;

/** The Russian texts of a JSON file that hold a straight quote, with their JSON pointers. */
export function jsonFindings(file: string, value: unknown, pointer = ''): string[] {
  if (typeof value === 'string')
    return STRAIGHT_QUOTE.test(value) && /[А-Яа-яЁё]/.test(value) ? [`${file}#${pointer}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonFindings(file, item, `${pointer}/${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => jsonFindings(file, item, `${pointer}/${key}`));
  return [];
}

/** The Russian string literals, template parts and JSX texts of a source file that hold a straight quote. */
export function sourceFindings(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
    ) {
      // A template part quoting its substitution: `по "${name}" готов` ends and starts with the quote.
      // Not markup: an attribute's quotes follow '=' or come before '>'.
      const quotesSubstitution =
        ts.isTemplateLiteralToken(node) &&
        !ts.isNoSubstitutionTemplateLiteral(node) &&
        (/[^=]"$/.test(node.text) || /^"[^>]/.test(node.text));
      if (/[А-Яа-яЁё]/.test(node.text) && (STRAIGHT_QUOTE.test(node.text) || quotesSubstitution)) {
        found.push(
          `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text.trim().slice(0, 100)}`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found.map((f) => f.split(': ')[0]))].map(
    (place) => found.find((f) => f.startsWith(`${place}: `))!,
  );
}

describe('typographic quotes in Russian texts', () => {
  it('finds a straight quote in a schema text and in a string, a template and JSX text, and lets «» and markup pass', () => {
    expect(
      jsonFindings('x.json', { title: 'Программа "Активное долголетие"', ok: 'Программа «Активное долголетие»' }),
    ).toEqual(['x.json#/title: Программа "Активное долголетие"']);
    const code = [
      'const a = \'Клуб "Серебряный возраст"\';',
      'const b = `Отчёт по "${name}" готов`;',
      'const c = <p>Нажмите "Сохранить"</p>;',
      'const d = <a href="/">Вернуться на портал</a>;',
      'const e = \'SELECT last_name AS "lastName"\';',
      "const f = 'Школа ухода «Забота»';",
    ].join('\n');
    expect(sourceFindings('x.tsx', code).map((f) => f.split(':')[1])).toEqual(['1', '2', '3']);
  });

  it('are used in every schema (titles, captions, help, messages)', () => {
    const found = files('schemas', /\.json$/).flatMap((file) =>
      jsonFindings(file, JSON.parse(readFileSync(file, 'utf8'))),
    );
    expect(found).toEqual([]);
  });

  it('are used in every Russian text of the client, the kernel and the server (demo data included)', () => {
    const found = ['src', 'common', 'server']
      .flatMap((root) => files(root, /\.tsx?$/))
      .flatMap((file) => sourceFindings(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
