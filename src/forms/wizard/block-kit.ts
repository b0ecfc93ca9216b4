import useSWR, { preload } from 'swr';
import type { ActBlock } from '@common/acts/act-definition';
import { blockUiSchema, type ActSchema, type StandaloneValidate } from '@common/acts/act-schema';
import type { FormValidatorSource } from './schema-validator';
import type { ActCard } from '@common/acts/generated/acts';
import { loadFormKit, type FormKit } from '@/forms/widgets/registry';
import type { ListBlock as ListBlockComponent } from './list-block';

/** Everything one block needs: its part of the schema, its precompiled validator, the widgets its ui schema names, the list table if it has a long list. */
export interface BlockKit extends FormKit {
  /** The block's fields with the definitions they use (schemas/<act>.block-N.ts). */
  schema: ActSchema;
  validate: StandaloneValidate;
  /** rjsf's precompiled functions for the block's form and its list's row form (same module as `validate`). */
  formValidators: FormValidatorSource;
  /** For a block with a long list (act.json `list`): the table with one row edited at a time. */
  ListBlock?: typeof ListBlockComponent;
}

/** Code is downloaded once: no revalidation, and a failure waits for the person's 'Повторить'. */
export const DOWNLOADED_ONCE = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** Downloads a block's schema, validator, widgets and list table together (each module once per page). */
export async function loadBlockKit(act: ActCard, block: ActBlock): Promise<BlockKit> {
  const [schema, validate, formValidators, kit, ListBlock] = await Promise.all([
    act.loadBlockSchema(block.number),
    act.loadBlockValidator(block.number),
    act.loadBlockFormValidators(block.number),
    loadFormKit(blockUiSchema(act.uiSchema, block)),
    block.list ? import('./list-block').then((module) => module.ListBlock) : undefined,
  ]);
  return { schema, validate, formValidators, ...kit, ListBlock };
}

/**
 * The kit of the block on screen. The card downloads the code of the block it shows, not of all
 * blocks: the others come when the person heads for them (see prefetchBlockKit). A failed
 * download (the connection dropped) is reported with `retry`.
 */
export function useBlockKit(act: ActCard, block: ActBlock | undefined) {
  const { data, error, isLoading, mutate } = useSWR(
    block ? kitKey(act, block) : null,
    () => loadBlockKit(act, block!),
    DOWNLOADED_ONCE,
  );
  return { kit: data, failed: error !== undefined && !isLoading, retry: () => void mutate() };
}

const kitKey = (act: ActCard, block: ActBlock) => ['block-kit', act.id, block.number];

/**
 * Starts downloading a block's kit on a sign that the person is heading there (pointing at a step
 * or 'Далее', pressing 'Сохранить', which moves on to the next block): on a slow connection the
 * code then arrives while the save is under way instead of after it. A failure is left for
 * useBlockKit to report when the block is shown.
 */
export function prefetchBlockKit(act: ActCard, block: ActBlock | undefined) {
  if (block) preload(kitKey(act, block), () => loadBlockKit(act, block)).catch(() => undefined);
}

const schemaKey = (act: ActCard) => ['act-schema', act.id];

/**
 * The whole act's schema, for the review of every block: downloaded when the review is shown or
 * the person heads for it (prefetchActSchema). A failed download is reported with `retry`.
 */
export function useActSchema(act: ActCard, wanted: boolean) {
  const { data, error, isLoading, mutate } = useSWR(
    wanted ? schemaKey(act) : null,
    () => act.loadSchema(),
    DOWNLOADED_ONCE,
  );
  return { schema: data, failed: error !== undefined && !isLoading, retry: () => void mutate() };
}

/** Starts downloading the whole schema when the person heads for the review. */
export function prefetchActSchema(act: ActCard) {
  preload(schemaKey(act), () => act.loadSchema()).catch(() => undefined);
}
