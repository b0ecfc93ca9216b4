/**
 * The files service (platform.md section 9): a stored file's record and the archives of files that
 * belong together (a contest's files, a message's, a request's orders). Bytes live in `storage.ts`.
 */
import type { CurrentUser } from '../../common/current-user.ts';
import type { FileOwner, StoredFile } from '../repositories/files.ts';

export { findFile, insertFile, type FileOwner, type StoredFile } from '../repositories/files.ts';
export { findContestFiles, findMessageFiles, findRequestOrders } from '../repositories/archives.ts';

/** The owner of a file the user makes now: they, and the institution they act for. */
export const fileOwner = (user: CurrentUser): FileOwner => ({
  userId: user.userId,
  institutionId: user.selectedInstitution?.institutionId ?? null,
});

/**
 * Whether the user may read a file through the file service: an administrator any; its maker while
 * acting for the institution it was made for (a file made as a person, in any role). Anyone else is
 * answered as if the file did not exist.
 */
export function mayReadFile(user: CurrentUser, file: StoredFile): boolean {
  if (user.administrator) return true;
  if (file.uploadedBy !== user.userId) return false;
  const madeFor = file.forInstitutionId ?? null;
  return madeFor === null || madeFor === (user.selectedInstitution?.institutionId ?? null);
}
