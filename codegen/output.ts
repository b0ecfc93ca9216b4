import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Comparing generated files with the folder on disk, and writing them there. */

/** One difference between the generated files and the folder. */
export interface StaleFile {
  /** Path relative to the generated folder. */
  path: string;
  reason: 'differs' | 'missing' | 'not generated any more';
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The files of `outDir` that differ from `files`, are missing, or are left over; sorted by path. */
export function findStale(outDir: string, files: ReadonlyMap<string, string>): StaleFile[] {
  const stale: StaleFile[] = [];
  for (const [path, content] of files) {
    const file = join(outDir, path);
    if (!existsSync(file)) stale.push({ path, reason: 'missing' });
    else if (readFileSync(file, 'utf8') !== content) stale.push({ path, reason: 'differs' });
  }
  for (const path of listFiles(outDir)) if (!files.has(path)) stale.push({ path, reason: 'not generated any more' });
  return stale.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Brings `outDir` in line with `files`: writes what changed, deletes what is no longer generated. */
export function writeGenerated(outDir: string, files: ReadonlyMap<string, string>): StaleFile[] {
  const stale = findStale(outDir, files);
  for (const { path, reason } of stale) {
    const file = join(outDir, path);
    if (reason === 'not generated any more') rmSync(file);
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, files.get(path) ?? '');
    }
  }
  return stale;
}
