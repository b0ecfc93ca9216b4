import { useCallback, useMemo, useState } from 'react';
import { applyComputed } from '../../common/acts/computed';
import { ACTS, type GeneratedAct } from '../../common/acts/generated/acts';
import { BlockForm } from '@/forms/wizard/block-form';
import { loadBlockKit, type BlockKit } from '@/forms/wizard/block-kit';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';
import { benchBlockData } from '../lib/data';
import { startBench } from './harness';

/**
 * Our engine: BlockForm (rjsf with our widgets, the long list as a table with one row edited in
 * a dialog) inside the state handling of BlockWizard (src/forms/wizard/block-wizard.tsx): on every
 * change the computed fields are applied, the block picked, the result compared with what is held
 * (prune + JSON) and stored; onChange changes with the data, as the wizard's does. Left out: the
 * local draft written 200 ms after the last change, the step list and the act loading.
 */

type BlockData = Record<string, unknown>;
const NO_ERRORS: FieldError[] = [];
const noop = () => undefined;
const pick = (data: BlockData, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(
      ([, v]) => v !== undefined && !(v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0),
    );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
const same = (a: unknown, b: unknown) => JSON.stringify(prune(a)) === JSON.stringify(prune(b));

function OurBlock({
  act,
  number,
  initial,
  kit,
}: {
  act: GeneratedAct;
  number: number;
  initial: BlockData;
  kit: BlockKit;
}) {
  const block = useMemo(() => act.definition.blocks.find((b) => b.number === number)!, [act, number]);
  const [data, setData] = useState(initial);
  const onChange = useCallback(
    (next: BlockData) => {
      const computed = pick(applyComputed({ ...next }, act.definition.computed), block.fields);
      if (same(computed, data)) return;
      setData(computed);
    },
    [act, block, data],
  );
  const checkItem = (next: BlockData, index: number) => {
    const prefix = `/${block.list?.field}/${index}`;
    return validateWith(kit.validate, next)
      .filter((e) => e.pointer.startsWith(`${prefix}/`))
      .map((e) => ({ ...e, pointer: e.pointer.slice(prefix.length) }));
  };
  return (
    <BlockForm
      schema={kit.schema}
      uiSchema={act.uiSchema}
      block={block}
      kit={kit}
      data={data}
      errors={NO_ERRORS}
      readOnly={false}
      onChange={onChange}
      onLeave={noop}
      checkItem={checkItem}
    />
  );
}

startBench('ours', async (scenario, rows) => {
  const act: GeneratedAct = ACTS[scenario.actId];
  // The wizard shows a block only once its kit (validator and widgets) is loaded: load it first.
  const kit = await loadBlockKit(act, act.definition.blocks.find((b) => b.number === scenario.block)!);
  return (
    <OurBlock
      act={act}
      number={scenario.block}
      initial={benchBlockData(scenario.actId, scenario.block, scenario.list, rows)}
      kit={kit}
    />
  );
});
