import { config } from '@/config';
import { apiUpload, type ApiAnswer } from '@/api/client';

/** What POST /api/files/upload answers for a stored file. */
export type UploadedFile = ApiAnswer<'/files/upload', 'post'>;

export { storedFiles, type StoredFile } from '@/api/stored-files';

/** The download address of a stored file (GET /files/get?preloadId, platform.md section 7). */
export function fileDownloadUrl(id: string): string {
  return `${config.apiRoot}/files/get?preloadId=${encodeURIComponent(id)}`;
}

/**
 * Uploads one file through the shared client (POST /files/upload, multipart `file` and
 * `fileName`) and returns the stored file. Quiet: the widget lists a failed upload under the field
 * ('Ошибка загрузки') instead of a notification; throws ApiError on a failed request.
 */
export function uploadFile(file: File, fileName: string): Promise<UploadedFile> {
  return apiUpload('/files/upload', undefined, file, { fileName, quiet: true });
}
