import useSWR, { preload } from 'swr';
import type { ActBlock } from '@/forms/act-definition';
import { blockUiSchema, type StandaloneValidate } from '@/forms/act-schema';
import type { GeneratedAct } from '@/forms/generated/acts';
import { loadFormKit, type FormKit } from '@/forms/widgets/registry';
import type { ListBlock as ListBlockComponent } from './list-block';

/** Everything one block needs beside the act's schema: its precompiled validator, the widgets its ui schema names, the list table if it has a long list. */
export interface BlockKit extends FormKit {
  validate: StandaloneValidate;
  /** For a block with a long list (act.json `list`): the table with one row edited at a time. */
  ListBlock?: typeof ListBlockComponent;
}

/** Downloads a block's validator module, widgets and list table together (each module once per page). */
export async function loadBlockKit(act: GeneratedAct, block: ActBlock): Promise<BlockKit> {
  const [validate, kit, ListBlock] = await Promise.all([
    act.loadBlockValidator(block.number),
    loadFormKit(blockUiSchema(act.uiSchema, block)),
    block.list ? import('./list-block').then((module) => module.ListBlock) : undefined,
  ]);
  return { validate, ...kit, ListBlock };
}

/**
 * The kit of the block on screen. The card downloads the code of the block it shows, not of all
 * blocks: the others come when the person heads for them (see prefetchBlockKit). A failed
 * download (the connection dropped) is reported with `retry`.
 */
export function useBlockKit(act: GeneratedAct, block: ActBlock | undefined) {
  const { data, error, isLoading, mutate } = useSWR(block ? kitKey(act, block) : null, () => loadBlockKit(act, block!), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return { kit: data, failed: error !== undefined && !isLoading, retry: () => void mutate() };
}

const kitKey = (act: GeneratedAct, block: ActBlock) => ['block-kit', act.id, block.number];

/**
 * Starts downloading a block's kit on a sign that the person is heading there (pointing at a step
 * or 'Далее', pressing 'Сохранить', which moves on to the next block): on a slow connection the
 * code then arrives while the save is under way instead of after it. A failure is left for
 * useBlockKit to report when the block is shown.
 */
export function prefetchBlockKit(act: GeneratedAct, block: ActBlock | undefined) {
  if (block) preload(kitKey(act, block), () => loadBlockKit(act, block)).catch(() => undefined);
}
