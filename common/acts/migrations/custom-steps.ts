import type { CustomStepFunction } from './types';

/**
 * The steps of the migrations written in TypeScript, by the name a migration file gives in
 * `{ "op": "custom", "name": "..." }`: only for what rename, move, setDefault, split, join,
 * mapEnum and drop cannot say. A step is a pure function over the data (no Node or browser
 * APIs); a value that leaves the form goes to `/_archive/<version>/...`, never away. The
 * codegen lint refuses a migration that names a step missing here.
 */
export const CUSTOM_STEPS: Readonly<Record<string, CustomStepFunction>> = {};
