import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * One way to write a time: common/region-time.ts writes every moment and day a person sees, on the
 * region's clock with its label. The browser's or the server's own clock (toLocaleString and its
 * kin, Intl.DateTimeFormat, the local hours and minutes of a Date) writes a time without a zone and
 * in the zone of whatever machine runs the code, so this test names every other file of the
 * programs that formats a time that way. Numbers may still use toLocaleString.
 */

const ROOT = process.cwd();
const PROGRAMS = ['src', 'common', 'server'];
const SKIP = new Set(['generated', 'node_modules']);

/** The modules of the region's clock: the formatter and the zone's own constants. */
const CLOCK_MODULES = new Set(['common/region-time.ts', 'common/time-zone.ts']);

/** Methods that always write a time on the machine's clock. */
const TIME_METHODS = new Set(['toLocaleDateString', 'toLocaleTimeString', 'getHours', 'getMinutes']);
/** Options of toLocaleString that make it write a date or a time rather than a number. */
const TIME_OPTIONS = new Set([
  'dateStyle',
  'timeStyle',
  'year',
  'month',
  'day',
  'weekday',
  'hour',
  'minute',
  'timeZone',
]);

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return files(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const isNewDate = (node: ts.Expression): boolean =>
  ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date';

function hasTimeOptions(call: ts.CallExpression): boolean {
  return call.arguments.some(
    (arg) =>
      ts.isObjectLiteralExpression(arg) &&
      arg.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && TIME_OPTIONS.has(p.name.text)),
  );
}

/** Where a source text writes a time by the machine's clock: 'line: code' for each place. */
export function machineClockUses(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 80)}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (name === 'DateTimeFormat' && ts.isIdentifier(node.expression) && node.expression.text === 'Intl') note(node);
      const call = node.parent;
      if (ts.isCallExpression(call) && call.expression === node) {
        if (TIME_METHODS.has(name)) note(call);
        else if (name === 'toLocaleString' && (isNewDate(node.expression) || hasTimeOptions(call))) note(call);
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('times are written by the one formatter (common/region-time.ts)', () => {
  const programs = PROGRAMS.flatMap(files);

  it('finds the programs and the formatter among them', () => {
    expect(programs.length).toBeGreaterThan(300);
    expect(programs).toContain('common/region-time.ts');
  });

  it('no other file of src/, common/ or server/ writes a time by the machine’s clock', () => {
    const offenders = programs
      .filter((file) => !CLOCK_MODULES.has(file))
      .flatMap((file) =>
        machineClockUses(file, readFileSync(path.join(ROOT, file), 'utf8')).map((place) => `${file}:${place}`),
      );
    expect(offenders).toEqual([]);
  });

  it('names each way of writing a time by the machine’s clock and lets numbers be', () => {
    const sample = [
      "const a = new Date(iso).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' });",
      'const b = new Date(iso).toLocaleString();',
      "const c = when.toLocaleString('ru-RU', { hour: '2-digit' });",
      "const d = new Date().toLocaleDateString('sv-SE');",
      "const e = moment.toLocaleTimeString('ru-RU');",
      "const f = new Intl.DateTimeFormat('ru-RU').format(moment);",
      'const g = `${d.getHours()}:${d.getMinutes()}`;',
      "const price = amount.toLocaleString('ru-RU', { minimumFractionDigits: 2 });",
      "const count = total.toLocaleString('ru-RU');",
    ].join('\n');
    expect(machineClockUses('sample.ts', sample).map((place) => Number(place.split(':')[0]))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 7,
    ]);
  });
});
