import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';
import type { paths } from '@/api/generated/openapi';

/** The caller's applications (the institution's, or every submitted one for the department) and the contests. */
export type ContestApplicationList = ApiAnswer<'/application-contests/institution-request', 'post'>;
export type ContestApplicationListItem = ContestApplicationList['items'][number];
export type ContestWithPeriod = ContestApplicationList['contests'][number];
/** The institution's application to a contest (null: none yet) with the contest and what may be done. */
export type ContestApplicationCard = ApiAnswer<
  '/public/application-contests/{institutionId}/{employeeId}/{contestId}',
  'get'
>;
export type ContestApplication = NonNullable<ContestApplicationCard['application']>;
export type ContestApplicationAction = ContestApplicationCard['allowedActions'][number];
export type SaveContestApplication =
  paths['/api/application-contests/{institutionId}/{employeeId}']['post']['requestBody']['content']['application/json'];
export type ContestApplicationListQuery = NonNullable<
  paths['/api/application-contests/institution-request']['post']['requestBody']
>['content']['application/json'];

/** The SWR key of the list: creations and actions revalidate it. */
export const LIST_KEY = '/application-contests/institution-request';

export const useContestApplicationList = (query: ContestApplicationListQuery) =>
  useSWR([LIST_KEY, query], () => api.post('/application-contests/institution-request', { body: query, quiet: true }), {
    keepPreviousData: true,
  });

export const cardKey = (institutionId: number, employeeId: number, contestId: number) =>
  ['/application-contests/card', institutionId, employeeId, contestId] as const;

export const useContestApplicationCard = (
  ref: { institutionId: number; employeeId: number; contestId: number } | null,
) =>
  useSWR(ref ? cardKey(ref.institutionId, ref.employeeId, ref.contestId) : null, () =>
    api.get('/public/application-contests/{institutionId}/{employeeId}/{contestId}', { params: ref!, quiet: true }),
  );

/** A new draft, or the provider's changes at the version they saw. */
export const saveContestApplication = (institutionId: number, employeeId: number, body: SaveContestApplication) =>
  api.post('/application-contests/{institutionId}/{employeeId}', { params: { institutionId, employeeId }, body });

/** The simple electronic signature: the application is submitted and locked. */
export const signContestApplication = (id: number, version: number) =>
  api.post('/application-contests/sign/{id}', { params: { id }, body: { version } });

/** The department's decision. */
export const decideContestApplication = (body: {
  id: number;
  version: number;
  decision: 'accept' | 'reject';
  reason?: string;
}) => api.post('/application-contests/update', { body });
