import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * `npm run codegen` as a list of generators. Each writes one git-ignored folder (or several) of
 * its own and names the sources it reads; a generator whose sources and folders are as they
 * were after its last run is skipped, so build, dev, test and Storybook can regenerate first at
 * almost no cost.
 */

/** One generator of `npm run codegen`. */
export interface CodegenStep {
  /** Short name for the log and the stamp. */
  name: string;
  /** Files and folders it reads, relative to the root; a change to any of them runs it again. */
  inputs: readonly string[];
  /** The folders it writes, relative to the root; each is listed in .gitignore. */
  outputs: readonly string[];
  /** Generates; resolves to the exit code (0 = written). */
  run: (log: (line: string) => void) => Promise<number>;
}

/** Where the fingerprints of the last successful runs are kept (beside other tools' caches). */
export const STAMP_FILE = 'node_modules/.cache/codegen/stamps.json';

type Stamps = Record<string, string>;

function filesUnder(root: string, path: string, skip: ReadonlySet<string>): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => ![...skip].some((folder) => file.startsWith(`${folder}/`)));
}

/**
 * A hash of the step's sources and of what its folders hold now: names and contents, in a
 * stable order. A generated file edited or deleted by hand changes it as surely as a schema does.
 */
export function stepFingerprint(root: string, step: Pick<CodegenStep, 'inputs' | 'outputs'>): string {
  const skip = new Set(step.outputs);
  const hash = createHash('sha256');
  for (const [kind, paths] of [
    ['in', step.inputs],
    ['out', step.outputs],
  ] as const) {
    const files = paths.flatMap((path) => filesUnder(root, path, kind === 'in' ? skip : new Set())).sort();
    for (const file of files)
      hash
        .update(`${kind}\0${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

function readStamps(root: string): Stamps {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as Stamps;
  } catch {
    return {};
  }
}

function writeStamps(root: string, stamps: Stamps): void {
  const file = join(root, STAMP_FILE);
  mkdirSync(dirname(file), { recursive: true });
  // Written beside and renamed: a node_modules shared by hard links keeps its own copy intact.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(stamps, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Options of {@link runSteps}. */
export interface RunStepsOptions {
  /** Run every step even when its fingerprint says it is up to date. */
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Runs each step whose fingerprint differs from its last successful run and records the new
 * one. Stops at the first failing step and returns its exit code; 0 when all are up to date.
 */
export async function runSteps(
  root: string,
  steps: readonly CodegenStep[],
  options: RunStepsOptions = {},
): Promise<number> {
  const { force = false, log = console.log } = options;
  const stamps = readStamps(root);
  for (const step of steps) {
    if (!force && stamps[step.name] === stepFingerprint(root, step)) {
      log(`codegen ${step.name}: без изменений (${step.outputs.join(', ')})`);
      continue;
    }
    const code = await step.run(log);
    if (code !== 0) {
      delete stamps[step.name];
      writeStamps(root, stamps);
      return code;
    }
    stamps[step.name] = stepFingerprint(root, step);
    writeStamps(root, stamps);
  }
  return 0;
}
