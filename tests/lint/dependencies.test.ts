import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Import prefixes tsconfig's paths map to our own folders. */
const ALIASES = ['@/', '@common/'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** One package import of a file: the package, and whether it survives compilation (not `import type`). */
interface PackageImport {
  file: string;
  name: string;
  runtime: boolean;
}

/** Installed packages and build output (the bench builds the client into bench/dist): not our sources. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

function sourceFiles(target: string): string[] {
  const full = path.join(ROOT, target);
  if (!statSync(full).isDirectory()) return [target];
  return (
    readdirSync(full)
      // The formatting test's scratch folder (tests/lint/tmp-format-*) comes and goes while this one reads.
      .flatMap((name) =>
        SKIPPED_FOLDERS.has(name) || name.startsWith('tmp-format-') ? [] : sourceFiles(path.join(target, name)),
      )
      .filter((file) => SOURCE.test(file))
  );
}

/** The package a module specifier names, or undefined for our own files and Node's modules. */
function packageOf(specifier: string): string | undefined {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    ALIASES.some((alias) => specifier.startsWith(alias)) ||
    isBuiltin(specifier)
  )
    return undefined;
  const parts = specifier.split('?')[0].split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package a file imports: import and export declarations, import(), require() and require.resolve(). */
function packageImports(file: string, text: string): PackageImport[] {
  const found: PackageImport[] = [];
  const add = (specifier: ts.Expression | undefined, runtime: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const name = packageOf(specifier.text);
    if (name) found.push({ file, name, runtime });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, !typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, !node.isTypeOnly);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(argument.literal as ts.Expression, false);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isResolve =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'require' &&
        callee.name.text === 'resolve';
      if (isImport || isRequire || isResolve) add(node.arguments[0], true);
    }
    ts.forEachChild(node, visit);
  };
  visit(
    ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  );
  return found;
}

/**
 * The packages a file names, by TypeScript's quick import scanner (also import() and require())
 * and require.resolve(): the same as packageImports without telling type-only ones apart, and
 * fast enough for the generated modules.
 */
function packageNames(text: string): string[] {
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  for (const match of text.matchAll(/require\.resolve\(\s*['"]([^'"]+)['"]/g)) specifiers.push(match[1]);
  return specifiers.map(packageOf).filter((name): name is string => name !== undefined);
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const EVERYTHING = [
  'common',
  'src',
  'server',
  'codegen',
  'bench',
  'tests',
  'e2e',
  'scripts',
  'eslint-rules',
  '.storybook',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'eslint.config.js',
];

describe('declared dependencies', () => {
  it('reads package imports of every kind, type-only ones apart', () => {
    const text = [
      "import a from 'pkg-a/deep/file.js';",
      "import type { B } from '@scope/b';",
      "import { type C } from 'pkg-c';",
      "export * from 'pkg-d';",
      "const e = await import('pkg-e');",
      // Spelt so that this file's own scan does not read it as a require.resolve.
      `const f = require.resolve${'('}'pkg-f/font.ttf');`,
      "import g from './own';",
      "import h from '@/forms/x';",
      "import i from 'node:fs';",
      "import j from 'zlib';",
    ].join('\n');
    expect(packageImports('x.ts', text).map(({ name, runtime }) => `${name}${runtime ? '' : ' (type)'}`)).toEqual([
      'pkg-a',
      '@scope/b (type)',
      'pkg-c (type)',
      'pkg-d',
      'pkg-e',
      'pkg-f',
    ]);
    expect(packageNames(text)).toEqual(['pkg-a', '@scope/b', 'pkg-c', 'pkg-d', 'pkg-e', 'pkg-f']);
  });

  it('declares every package that common/, src/, server/, codegen/, bench/, tests/, e2e/ and the configs import', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const undeclared = EVERYTHING.flatMap(sourceFiles).flatMap((file) =>
      packageNames(read(file))
        .filter((name) => !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('lets what npm start runs (server/ and common/) import at run time only production dependencies', () => {
    // src/ is no run-time code: vite builds the client from it, so its libraries are build inputs (devDependencies).
    const production = new Set(Object.keys(manifest.dependencies));
    // Only files that name a package outside the production ones need the slower reading that tells type-only imports apart.
    const suspects = ['server', 'common']
      .flatMap(sourceFiles)
      .filter((file) => packageNames(read(file)).some((name) => !production.has(name)));
    const devOnly = suspects
      .flatMap((file) => packageImports(file, read(file)))
      .filter(({ name, runtime }) => runtime && !production.has(name))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(devOnly).toEqual([]);
  });
});
