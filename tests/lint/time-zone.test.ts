import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REGION_TIME_LABEL, REGION_TIME_ZONE } from '@common/time-zone';

/*
 * The region's time zone and its label are written once, in common/time-zone.ts: TypeScript imports
 * them and SQL receives the zone as a query parameter. A second copy drifts the day the region's
 * clock changes, so this test names every file that writes the zone's name anywhere else, and every
 * string of the programs' code that writes the label.
 */

const ROOT = process.cwd();
const CONSTANT = 'common/time-zone.ts';
const SKIP = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'data', 'test-results', 'generated']);
const CODE = /\.(ts|tsx|js|mjs|cjs|sql)$/;

/** Files allowed to keep the zone's name, each with the reason. */
const EXEMPT: Record<string, string> = {
  'server/db/migrations/0005_act_numbers.sql': 'an applied migration is history and is never edited',
  'server/db/migrations/0021_document_numbers.sql':
    'a migration takes no parameters: its one-off numbering of the applications sent before reads their year on the region clock; once applied it is history and is never edited',
};

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const file = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(ROOT, file)).isDirectory()) return files(file);
    return CODE.test(name) ? [file] : [];
  });
}

const readText = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The string literals and template parts of a source text (what the program says, not its comments). */
export function stringsOf(file: string, text: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
      found.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return found.join('\n');
}

/** The files, other than the constant's module and the exempt ones, whose text (as `read` gives it) holds `needle`. */
export function writersOf(needle: string, candidates: readonly string[], read: (file: string) => string): string[] {
  return candidates.filter((file) => file !== CONSTANT && !(file in EXEMPT) && read(file).includes(needle));
}

describe('the region time zone is one constant', () => {
  const tree = files('');

  it('is the region clock (UTC+5) and its label', () => {
    expect(tree).toContain(CONSTANT);
    const time = new Intl.DateTimeFormat('ru-RU', { timeZone: REGION_TIME_ZONE, timeStyle: 'short' });
    expect(time.format(new Date('2026-11-24T10:40:00Z'))).toBe('15:40');
    expect(time.format(new Date('2026-07-24T10:40:00Z'))).toBe('15:40');
    expect(REGION_TIME_LABEL).toBe('МСК+2');
  });

  it('no other file of the tree writes the zone name', () => {
    expect(writersOf(REGION_TIME_ZONE, tree, readText)).toEqual([]);
  });

  it("no string of the programs' code writes the label (tests may expect it in a text)", () => {
    const programs = tree.filter((file) => /^(src|server|common|codegen)\/.*\.(ts|tsx)$/.test(file));
    expect(writersOf(REGION_TIME_LABEL, programs, (file) => stringsOf(file, readText(file)))).toEqual([]);
  });

  it('names a file that writes the zone or the label, and lets the constant and exempt files be', () => {
    const texts: Record<string, string> = {
      'server/repositories/late.ts': `const sql = "SELECT now() AT TIME ZONE '${REGION_TIME_ZONE}'";`,
      'src/components/late-day.ts': `export const note = '(${REGION_TIME_LABEL})';`,
      'src/components/parameter.ts': `// shows the time (${REGION_TIME_LABEL})\nquery('AT TIME ZONE $1', [zone]);`,
      [CONSTANT]: `export const REGION_TIME_ZONE = '${REGION_TIME_ZONE}';`,
      'server/db/migrations/0005_act_numbers.sql': `AT TIME ZONE '${REGION_TIME_ZONE}'`,
    };
    const files = Object.keys(texts);
    expect(writersOf(REGION_TIME_ZONE, files, (file) => texts[file])).toEqual(['server/repositories/late.ts']);
    expect(writersOf(REGION_TIME_LABEL, files, (file) => stringsOf(file, texts[file]))).toEqual([
      'src/components/late-day.ts',
    ]);
  });
});
