import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

/*
 * The server test files and the DOM-free logic files share their worker's module cache (isolate:
 * false in vitest.config.ts). A file that replaced a module with vi.mock there would silently test
 * the real module (an earlier file loaded it first) or leak its mock into the next file, so none of
 * them mocks a module.
 */

const ROOT = process.cwd();

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

describe('test isolation', () => {
  const projects = (config.test?.projects ?? []) as Array<{ test: { name: string; isolate?: boolean } }>;

  it('shares modules only in the server and logic projects; the component tests stay isolated', () => {
    const shared = projects.filter((p) => p.test.isolate === false).map((p) => p.test.name);
    expect(shared).toEqual(['server', 'logic']);
  });

  it('mocks no module in a server or logic test file', () => {
    const server = [...testFiles('tests/server'), ...testFiles('tests/bench')];
    const logic = ['tests/common', 'tests/codegen', 'tests/lint', 'tests/api'].flatMap(testFiles);
    expect(server.length).toBeGreaterThan(40);
    expect(logic.length).toBeGreaterThan(40);
    expect(
      [...server, ...logic].filter((file) => MOCKS_A_MODULE.test(readFileSync(path.join(ROOT, file), 'utf8'))),
    ).toEqual([]);
  });

  it('would see a mock: the pattern finds the component tests that do mock', () => {
    const mocking = testFiles('tests').filter((file) =>
      MOCKS_A_MODULE.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(mocking).toContain('tests/forms/widgets/lookup-offline.test.tsx');
  });
});
