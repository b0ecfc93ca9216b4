import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const PRETTIER = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

/** Runs the lint's own formatting check (the same CLI and configuration) over one file of the tree. */
function check(file: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [PRETTIER, '--check', file], { cwd: ROOT, stdio: 'pipe' });
    return { ok: true, output: output.toString() };
  } catch (error) {
    const failed = error as { stdout: Buffer; stderr: Buffer };
    return { ok: false, output: `${failed.stdout.toString()}${failed.stderr.toString()}` };
  }
}

describe('the formatter in the lint', () => {
  it('npm run lint checks the formatting before ESLint', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.lint).toMatch(/^prettier --check\b.* \. && eslint /);
  });

  it('refuses an unformatted source file and accepts the same code formatted', () => {
    // A folder inside the tree, so the project's .prettierrc.json and .prettierignore apply to it.
    const dir = mkdtempSync(path.join(ROOT, 'tests', 'lint', 'tmp-format-'));
    try {
      const file = path.join(dir, 'sample.ts');
      writeFileSync(file, 'export const answer = {a:1,\n  b : "два"}\n');
      const unformatted = check(path.relative(ROOT, file));
      expect(unformatted.ok).toBe(false);
      expect(unformatted.output).toContain('sample.ts');

      writeFileSync(file, "export const answer = { a: 1, b: 'два' };\n");
      expect(check(path.relative(ROOT, file)).ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
