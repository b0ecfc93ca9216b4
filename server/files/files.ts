/**
 * The files service (platform.md section 9): a stored file's record and the archives of files that
 * belong together (a contest's files, a message's, a request's orders). Bytes live in `storage.ts`.
 */
export { findFile, insertFile, type StoredFile } from '../repositories/files.ts';
export { findContestFiles, findMessageFiles, findRequestOrders } from '../repositories/archives.ts';
