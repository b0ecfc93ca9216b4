import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UiSchemaObject } from '@common/acts/act-schema';
import { applyComputed } from '@common/acts/computed';
import { ACTS, type ActId, type GeneratedAct } from '@common/acts/generated/acts';
import { lookupCache } from '@/forms/lookup-cache';
import { ADDRESS_LOOKUPS } from '@/forms/widgets/address/address-value';
import { BlockForm } from '@/forms/wizard/block-form';
import { useBlockKit } from '@/forms/wizard/block-kit';
import { validateWith, type FieldError } from '@/forms/wizard/schema-validator';

/**
 * One act block outside the wizard, for the generated stories (src/forms/generated/stories):
 * the block's title and form, its own state so a designer can type, and 'Проверить', which
 * runs the act's precompiled block validator and shows the errors under the fields.
 */

export interface ActBlockStoryProps {
  actId: ActId;
  /** Block number (act.json `blocks[].number`). */
  block: number;
  /** The block's data to start from: {} for an empty block, sample data for a filled one. */
  data: Record<string, unknown>;
}

type BlockData = Record<string, unknown>;
const pick = (data: BlockData, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
const noop = () => undefined;

/** Demo lists, codes 1..3: the sample data (codegen/sample-data.ts) chooses code 1 (and 2, 3 in lists). */
const DEMO_ITEMS = [1, 2, 3].map((code) => ({ code, caption: `Образец ${code}` }));
/**
 * The places and the ward the sample data points at, named as the demo database names them
 * (server/db/seed): the region's own okrug, Салехард and its streets 101..103, the demo ward 6.
 */
const DEMO_STREETS = [
  { code: 101, caption: 'Республики', type: 'ул.' },
  { code: 102, caption: 'Матросова', type: 'ул.' },
  { code: 103, caption: 'Мира', type: 'ул.' },
];
const DEMO_LOOKUPS: Record<string, Array<{ code: number; caption: string }>> = {
  [ADDRESS_LOOKUPS.regions]: [{ code: 1, caption: 'Ямало-Ненецкий автономный округ' }],
  'guardian-report/ward-person': [{ code: 6, caption: 'Салиндер Алина Олеговна' }],
};

function lookupPaths(ui: unknown, paths: Set<string>): Set<string> {
  if (!ui || typeof ui !== 'object') return paths;
  const node = ui as UiSchemaObject;
  const lookup = (node['ui:options'] as { lookup?: unknown } | undefined)?.lookup;
  if (typeof lookup === 'string') paths.add(lookup);
  for (const [key, value] of Object.entries(node)) if (!key.startsWith('ui:')) lookupPaths(value, paths);
  return paths;
}

/**
 * Storybook has no API: puts demo lists into the shared lookup cache for every lookup path of
 * the act's ui.json and for the address lists (regions, then cities and streets of code 1).
 */
export function primeDemoLookups(actId: ActId): void {
  for (const path of lookupPaths(ACTS[actId].uiSchema, new Set()))
    lookupCache.prime(path, undefined, DEMO_LOOKUPS[path] ?? DEMO_ITEMS);
  lookupCache.prime(ADDRESS_LOOKUPS.regions, undefined, DEMO_LOOKUPS[ADDRESS_LOOKUPS.regions]);
  lookupCache.prime(ADDRESS_LOOKUPS.cities, { regionId: 1 }, [{ code: 1, caption: 'Салехард', type: 'г.' }]);
  lookupCache.prime(ADDRESS_LOOKUPS.streets, { cityId: 1 }, DEMO_STREETS);
}

/** The block of an act with its own state; new args from Storybook's controls start it afresh. */
export function ActBlockStory(props: ActBlockStoryProps) {
  return <BlockPlayground key={JSON.stringify([props.actId, props.block, props.data])} {...props} />;
}

function BlockPlayground({ actId, block: number, data }: ActBlockStoryProps) {
  const act: GeneratedAct = ACTS[actId];
  const block = act.definition.blocks.find((b) => b.number === number);
  const [value, setValue] = useState<BlockData>(data);
  const [errors, setErrors] = useState<FieldError[] | null>(null);
  const { kit } = useBlockKit(act, block);

  const onChange = useCallback(
    (next: BlockData) => block && setValue(pick(applyComputed(next, act.definition.computed), block.fields)),
    [act, block],
  );
  const checkItem = useCallback(
    (next: BlockData, index: number) => {
      const prefix = `/${block?.list?.field}/${index}`;
      if (!kit || !block) return [];
      return validateWith(kit.validate, next)
        .filter((e) => e.pointer.startsWith(`${prefix}/`))
        .map((e) => ({ ...e, pointer: e.pointer.slice(prefix.length) }));
    },
    [kit, block],
  );

  if (!block)
    return (
      <Alert severity="error">
        В акте «{act.definition.title}» нет блока {number}.
      </Alert>
    );
  if (!kit) return <LinearProgress aria-label="Загрузка формы блока" />;
  const check = () => setErrors(validateWith(kit.validate, value));

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Блок {block.number}. {block.title}
      </Typography>
      <BlockForm
        schema={kit.schema}
        uiSchema={act.uiSchema}
        block={block}
        kit={kit}
        data={value}
        errors={errors ?? []}
        readOnly={false}
        onChange={onChange}
        onLeave={noop}
        checkItem={checkItem}
      />
      <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={check}>
          Проверить
        </Button>
        {errors && (
          <Alert severity={errors.length ? 'warning' : 'success'} role="status">
            {errors.length ? `Ошибок: ${errors.length}` : 'Ошибок нет'}
          </Alert>
        )}
      </Box>
    </>
  );
}
