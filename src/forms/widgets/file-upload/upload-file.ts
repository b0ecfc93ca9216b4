import { config } from '@/config';

/** What POST /api/files/upload answers for a stored file. */
export interface UploadedFile {
  id: string;
  uri: string;
  originalFileName: string;
  size: number;
}

/** What a form keeps of an uploaded file. */
export type StoredFile = Pick<UploadedFile, 'id' | 'uri' | 'originalFileName'>;

/** The stored files of a form value, skipping anything that is not one. */
export function storedFiles(value: unknown): StoredFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (file): file is StoredFile => typeof file?.id === 'string' && typeof file?.originalFileName === 'string',
  );
}

/** The download address of a stored file (GET /files/get?preloadId, platform.md section 7). */
export function fileDownloadUrl(id: string): string {
  return `${config.apiRoot}/files/get?preloadId=${encodeURIComponent(id)}`;
}

/**
 * Sends one file as multipart form data (fields `file` and `fileName`) and returns the stored
 * file from the answer's `data`; throws on a failed request or a non-2xx answer.
 *
 * Why not `apiRequest`: the shared client sends JSON bodies only, and a multipart body needs the
 * browser to write its own Content-Type with the boundary. When the client learns FormData
 * bodies this function should move there; until then it is the one place that posts files.
 */
export async function uploadFile(file: File, fileName: string): Promise<UploadedFile> {
  const body = new FormData();
  body.append('fileName', fileName);
  body.append('file', file, fileName);
  const response = await fetch(`${config.apiRoot}/files/upload`, { method: 'POST', credentials: 'same-origin', body });
  if (!response.ok) throw new Error(`Загрузка файла: ответ ${response.status}`);
  const answer = (await response.json()) as { data?: UploadedFile };
  if (!answer.data) throw new Error('Загрузка файла: пустой ответ');
  return answer.data;
}
