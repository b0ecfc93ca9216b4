import useSWR from 'swr';
import { api, type ApiAnswer, type ApiQuery } from '@/api/client';
import type { paths } from '@/api/generated/openapi';
import { REFUND_REQUEST_TYPE } from '@common/refunds/refund-machine';

/** A page of refund requests with the total. */
export type RefundPage = ApiAnswer<'/soc-service-refunds', 'get'>;
export type RefundListItem = RefundPage['items'][number];
export type RefundListQuery = NonNullable<ApiQuery<'/soc-service-refunds', 'get'>>;
/** One request: services, documents, files, history and what the caller may do now. */
export type RefundCard = ApiAnswer<'/soc-service-refunds/{institutionId}/{requestId}', 'get'>;
export type RefundAction = RefundCard['allowedActions'][number];
export type RefundService = RefundCard['socServices'][number];
export type RefundDocument = RefundCard['documents'][number];
export type RefundServiceChoice = RefundCard['services'][number];
/** What a new request starts from: the reporting month and the services rendered in it. */
export type RefundForm = ApiAnswer<'/soc-service-refunds/form', 'get'>;
export type NewRefund =
  paths['/api/soc-service-refunds/{institutionId}']['post']['requestBody']['content']['application/json'];
export type RefundChanges =
  paths['/api/soc-service-refunds/{institutionId}/{requestId}']['post']['requestBody']['content']['application/json'];

/** The SWR key of the lists: creations and actions revalidate it. */
export const LIST_KEY = '/soc-service-refunds';

/** The caller's refund requests (request type 100). */
export const useRefundList = (query: RefundListQuery) =>
  useSWR(
    [LIST_KEY, query],
    () => api.get('/soc-service-refunds', { query: { ...query, requestTypeId: REFUND_REQUEST_TYPE } }),
    {
      keepPreviousData: true,
    },
  );

export const refundKey = (institutionId: number, id: number) =>
  ['/soc-service-refunds/card', institutionId, id] as const;

/** One request's card. */
export const useRefundCard = (institutionId: number | null, id: number | null) =>
  useSWR(institutionId && id ? refundKey(institutionId, id) : null, () =>
    api.get('/soc-service-refunds/{institutionId}/{requestId}', {
      params: { institutionId: institutionId!, requestId: id! },
      quiet: true,
    }),
  );

/** The new request's data for the reporting month. */
export const useRefundForm = () =>
  useSWR('/soc-service-refunds/form', () => api.get('/soc-service-refunds/form', { quiet: true }), {
    revalidateOnFocus: false,
  });

/** Creates a draft; the answer's success message is shown by the client. */
export const createRefund = (institutionId: number, body: NewRefund) =>
  api.post('/soc-service-refunds/{institutionId}', { params: { institutionId }, body, quiet: true });

/** Stores the provider's changes at the version they saw. */
export const storeRefund = (institutionId: number, requestId: number, body: RefundChanges) =>
  api.post('/soc-service-refunds/{institutionId}/{requestId}', {
    params: { institutionId, requestId },
    body,
    quiet: true,
  });

/** The path of each button action of the table (server/routes/refunds.ts). */
const ACTION_PATH = {
  send: '/soc-service-refunds/{institutionId}/{requestId}/send',
  accept: '/soc-service-refunds/{institutionId}/{requestId}/accept',
  returnRequest: '/soc-service-refunds/{institutionId}/{requestId}/return',
  pay: '/soc-service-refunds/{institutionId}/{requestId}/pay',
} as const satisfies Record<Exclude<RefundAction, 'edit'>, keyof paths extends `/api${infer P}` ? P : never>;

/** An action of the table on the request at the version the person saw. */
export const actOnRefund = (
  action: Exclude<RefundAction, 'edit'>,
  ref: { institutionId: number; id: number; version: number },
  reason?: string,
) =>
  api.post(ACTION_PATH[action], {
    params: { institutionId: ref.institutionId, requestId: ref.id },
    body: { version: ref.version, ...(reason ? { reason } : {}) },
    quiet: true,
  });

/** The archive of a request's files: every employee of the institution and the department read it. */
export const refundFilesUrl = (apiRoot: string, institutionId: number, id: number) =>
  `${apiRoot}/soc-service-refunds/${institutionId}/${id}/files`;
