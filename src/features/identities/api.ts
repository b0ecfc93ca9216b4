import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';
import type { IdentityKind } from '@common/identities/identity-kinds';

/** The citizen's own identity with its check link (null: they hold none). */
export type Identity = NonNullable<ApiAnswer<'/identity/large-family', 'get'>>;
/** What the public check of a link says. */
export type IdentityCheck = ApiAnswer<'/identity/check/{kind}/{payload}/{digest}', 'get'>;

const OWN = { 'large-family': '/identity/large-family', 'labor-veteran': '/identity/labor-veteran' } as const;

/** The signed-in citizen's identity of a kind. */
export const useOwnIdentity = (kind: IdentityKind) => useSWR(OWN[kind], () => api.get(OWN[kind]));

/** The public check of a QR link; quiet: the screen itself says a bad link is refused. */
export const useIdentityCheck = (kind: IdentityKind, payload: string, digest: string) =>
  useSWR(['/identity/check', kind, payload, digest], () =>
    api.get('/identity/check/{kind}/{payload}/{digest}', { params: { kind, payload, digest }, quiet: true }),
  );
