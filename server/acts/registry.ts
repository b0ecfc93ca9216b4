import type { ValidateFunction } from 'ajv';
import { ACTS, ACT_IDS, type GeneratedAct } from '../../common/acts/generated/acts.ts';
import { blockSchema } from '../../common/acts/act-schema.ts';
import { createAjv } from '../../common/ajv/index.ts';

/** An act the server serves: its generated definition and validators compiled once at start. */
export interface ServedAct {
  act: GeneratedAct;
  validateAct: ValidateFunction;
  validateBlock: ReadonlyMap<number, ValidateFunction>;
}

/** Acts whose id starts with this are engine fixtures, served only when asked (tests). */
const FIXTURE_PREFIX = 'test-';

/** Compiles the acts' schemas with the shared ajv factory (same keywords and messages as the browser). */
export function loadActs(options: { includeFixtures: boolean }): ServedAct[] {
  // The acts are generated modules and their validators keep no state between calls: compiled once
  // per process (a third of a second), not again by each app built in it (the server tests build one per file).
  const key = options.includeFixtures ? 'withFixtures' : 'served';
  return (loaded[key] ??= compileActs(options.includeFixtures));
}

/** The compiled acts of the process, with and without the test fixtures. */
const loaded: Partial<Record<'withFixtures' | 'served', ServedAct[]>> = {};

function compileActs(includeFixtures: boolean): ServedAct[] {
  // The same options as the browser's precompiled validators: no coercion, so both judge a value alike.
  const ajv = createAjv();
  return ACT_IDS.filter((id) => includeFixtures || !id.startsWith(FIXTURE_PREFIX)).map((id) => {
    const act = ACTS[id] as GeneratedAct;
    const validateBlock = new Map<number, ValidateFunction>();
    for (const block of act.definition.blocks)
      validateBlock.set(block.number, ajv.compile(blockSchema(act.schema, block)));
    return { act, validateAct: ajv.compile(act.schema), validateBlock };
  });
}
