import type { ESLint } from 'eslint';

/** Why `file` may not import `spec` (both repository-relative), or null when it may. */
export function layerViolation(file: string, spec: string): string | null;

declare const plugin: ESLint.Plugin;
export default plugin;
