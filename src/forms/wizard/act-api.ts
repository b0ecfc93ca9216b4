import useSWR from 'swr';
import { actCalls, callPath, type ActDefinition } from '@common/acts/act-definition';
import { ApiError, apiGet, apiRequest, type ApiSchema } from '@/api/client';
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

/** Runs an act call; 400 and 409 come back to the wizard, other failures are told by the HTTP client. */
export async function actCall(path: string, body: unknown): Promise<SaveOutcome> {
  try {
    return { kind: 'saved', act: await apiRequest<ActView>('POST', path, { body, quiet: true }) };
  } catch (error) {
    const payload =
      error instanceof ApiError
        ? (error.body as { errors?: FieldError[]; messages?: Array<{ text: string }>; blocks?: number[] } | undefined)
        : undefined;
    const texts = payload?.messages?.map((m) => m.text) ?? [];
    if (error instanceof ApiError && error.status === 409) return { kind: 'conflict', text: texts[0] ?? '' };
    if (error instanceof ApiError && error.status === 400)
      return { kind: 'invalid', errors: payload?.errors ?? [], texts, blocks: payload?.blocks };
    notifyFromError(error, isSignedIn());
    return { kind: 'failed' };
  }
}
