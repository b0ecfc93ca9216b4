import useSWR from 'swr';
import { actCalls, callPath, type ActDefinition } from '@common/acts/act-definition';
import { ApiError, apiGet, apiRequest, refusalTexts, type ApiSchema } from '@/api/client';
import { isSignedIn } from '@/stores/session';
import { notifyFromError } from '@/api/notify-from-error';
import type { FieldError } from './schema-validator';

/** An act as its calls return it (GET {prefix}/get/{id}, saves, signatures): the server's ActView. */
export type ActView = ApiSchema<'ActView'>;

/** SWR key of an act card: its read call. */
export const actKey = (definition: ActDefinition, id: number) =>
  callPath(definition.apiPrefix, actCalls(definition).get, id);

export function useActCard(definition: ActDefinition, id: number) {
  return useSWR(actKey(definition, id), (path: string) => apiGet<ActView>(path), { revalidateOnFocus: false });
}

/** How a save ended, for the wizard to react: saved, refused by validation, conflict, or failed. */
export type SaveOutcome =
  | { kind: 'saved'; act: ActView }
  | { kind: 'invalid'; errors: FieldError[]; texts: string[]; blocks?: number[] }
  | { kind: 'conflict'; text: string }
  | { kind: 'failed' };

/** The field errors a refused save names (pointer and message each); others are left out. */
function fieldErrors(errors: unknown): FieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    'pointer' in item &&
    'message' in item &&
    typeof item.pointer === 'string' &&
    typeof item.message === 'string'
      ? [{ pointer: item.pointer, message: item.message }]
      : [],
  );
}

/** The numbers of the unfilled blocks a refused save names, if it names them. */
function blockNumbers(blocks: unknown): number[] | undefined {
  return Array.isArray(blocks) ? blocks.filter((block): block is number => typeof block === 'number') : undefined;
}

/** Runs an act call; 400 and 409 come back to the wizard, other failures are told by the HTTP client. */
export async function actCall(path: string, body: unknown): Promise<SaveOutcome> {
  try {
    return { kind: 'saved', act: await apiRequest<ActView>('POST', path, { body, quiet: true }) };
  } catch (error) {
    const texts = refusalTexts(error);
    if (error instanceof ApiError && error.status === 409) return { kind: 'conflict', text: texts[0] ?? '' };
    if (error instanceof ApiError && error.status === 400) {
      const refusal = error.refusal;
      return { kind: 'invalid', errors: fieldErrors(refusal?.errors), texts, blocks: blockNumbers(refusal?.blocks) };
    }
    notifyFromError(error, isSignedIn());
    return { kind: 'failed' };
  }
}
