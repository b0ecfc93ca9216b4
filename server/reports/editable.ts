import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { findFile, type StoredFile } from '../repositories/files.ts';
import { findDocumentVersions, saveOdtVersion } from '../repositories/report-documents.ts';
import { convertDocxToOdt } from './office.ts';
import { DOCX, ODT, storeFile } from './store.ts';

export interface EditableDeps {
  db: Queryable;
  storage: FileStorage;
  officeProgram: string;
  log: FastifyBaseLogger;
}

/** One LibreOffice conversion at a time: each takes seconds of a core. */
let conversions: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = conversions.then(task, task);
  conversions = run.catch(() => undefined);
  return run;
}

async function readAll(storage: FileStorage, file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(file.storageKey))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const stored = async (deps: EditableDeps, id: string | null | undefined) => {
  const file = id ? await findFile(deps.db, id) : undefined;
  return file && (await deps.storage.exists(file.storageKey)) ? file : undefined;
};

/**
 * The editable version of a document (GET /files/get/docx-odt): the ODT LibreOffice makes of its
 * DOCX, converted once and kept as a file of the same owner, or, where LibreOffice is not
 * installed or fails, the DOCX itself. A generated PDF's DOCX is its editable version; a DOCX is
 * its own. undefined when the document has none.
 */
export async function editableVersion(deps: EditableDeps, file: StoredFile): Promise<StoredFile | undefined> {
  const versions = await findDocumentVersions(deps.db, file.id);
  const kept = await stored(deps, versions?.odtFileId);
  if (kept) return kept;
  const docx = file.contentType === DOCX ? file : await stored(deps, versions?.editableFileId);
  if (!docx) return undefined;
  const odt = await oneAtATime(async () =>
    convertDocxToOdt(deps.officeProgram, await readAll(deps.storage, docx), (error) =>
      deps.log.warn({ err: error }, 'DOCX to ODT conversion failed; the DOCX is served'),
    ),
  );
  if (!odt) return docx;
  const name = `${docx.originalName.replace(/\.docx$/i, '')}.odt`;
  const odtId = await storeFile(
    deps.db,
    deps.storage,
    docx.uploadedBy ? { userId: docx.uploadedBy, institutionId: docx.forInstitutionId ?? null } : null,
    name,
    ODT,
    odt,
  );
  await saveOdtVersion(deps.db, file.id, docx.id, odtId);
  return stored(deps, odtId);
}
