import type { ESLint } from 'eslint';

/** Why `file` may not import `spec` (both repository-relative), or null when it may. */
export function layerViolation(file: string, spec: string): string | null;

declare const plugin: ESLint.Plugin;
export default plugin;

/** True when `file` (repository-relative) may run SQL: the repositories and the database layer. */
export function mayRunSql(file: string): boolean;

/** A path from `from` to `to` in an import graph, both ends included, or null. */
export function pathBetween(graph: Map<string, Set<string>>, from: string, to: string): string[] | null;

/** The graph of the shared client folders (src/api, src/stores, ...) from a file graph. */
export function folderGraph(graph: Map<string, Set<string>>): Map<string, Set<string>>;
