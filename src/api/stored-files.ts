/**
 * What a form or a message keeps of an uploaded file (POST /api/files/upload answers more), and how a
 * kept value is read back: shared by the forms' upload widget and the conversation's attachments.
 */
export interface StoredFile {
  id: string;
  uri: string;
  originalFileName: string;
}

/** The stored files of a kept value (a form's, a saved draft's), skipping anything that is not one. */
export function storedFiles(value: unknown): StoredFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (file): file is StoredFile => typeof file?.id === 'string' && typeof file?.originalFileName === 'string',
  );
}
