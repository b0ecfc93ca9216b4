import { config } from '@/config';
import { isSignedIn } from '@/stores/session';
import { notifyFromError } from './notify-from-error';
import { api, ApiError, type ApiAnswer, type CallOptions } from './client';
import type { paths } from './generated/openapi';

/** What POST /jobs takes: the report type and its parameters. */
export type ReportJobRequest = NonNullable<CallOptions<paths['/api/jobs']['post']>['body']>;
/** The job key: typeId and id. */
export type ReportJobKey = ApiAnswer<'/jobs', 'post'>;
/** The result of a job: its state, message and file. */
export type ReportJobResult = ApiAnswer<'/jobs/data/{typeId}/{id}', 'get'>;

/** The calls the report-job button makes; a story hands it its own. */
export interface ReportJobService {
  start(request: ReportJobRequest): Promise<ReportJobKey>;
  state(key: ReportJobKey): Promise<number>;
  result(key: ReportJobKey): Promise<ReportJobResult>;
}

/**
 * A quiet call, except that a 401 still marks the session outdated (its dialog offers re-login):
 * everything else the button tells in its own words instead of the generic notifications.
 */
async function quietly<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) notifyFromError(error, isSignedIn());
    throw error;
  }
}

/** The report jobs of the API (platform.md section 7). */
export const reportJobApi: ReportJobService = {
  start: (body) => quietly(() => api.post('/jobs', { body, quiet: true })),
  state: async (key) => (await quietly(() => api.get('/jobs/{typeId}/{id}', { params: key, quiet: true }))).state,
  result: (key) => quietly(() => api.get('/jobs/data/{typeId}/{id}', { params: key, quiet: true })),
};

/** Where a job's file downloads (the browser sends the session cookie). */
export const fileDownloadUrl = (id: string) => `${config.apiRoot}/files/get?preloadId=${encodeURIComponent(id)}`;
/** Where the editable version (ODT, or DOCX) of a job's document downloads. */
export const editableDownloadUrl = (id: string) =>
  `${config.apiRoot}/files/get/docx-odt?preloadId=${encodeURIComponent(id)}`;
