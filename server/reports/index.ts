import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { linkEditableVersion } from '../repositories/report-documents.ts';
import type { ReportJobData, ReportJobFile, ReportRunner } from '../jobs/queue.ts';
import type { ReportJobType } from '../../common/report-jobs.ts';
import type { ReportDocument } from './document.ts';
import { institutionInformation, personServiceInformation } from './extracts.ts';
import { requestDecision, serviceContract, serviceContractAct, tourContract } from './contracts.ts';
import { renderPdf } from './pdf.ts';
import { renderDocx } from './docx.ts';
import { DOCX, PDF, storeFile } from './store.ts';
import { stampSignatures } from './signature-stamp.ts';
import { listContractSignatures, type SignedDocument } from '../repositories/contract-signatures.ts';

type Builder = (db: Queryable, params: Record<string, number | string>) => Promise<ReportDocument>;

/** Each report type's document; the contracts also get an editable DOCX (a person edits before signing). */
const REPORTS: Record<ReportJobType, { build: Builder; editable: boolean }> = {
  institutionInformation: { build: (db, p) => institutionInformation(db, Number(p.institutionId)), editable: false },
  personServiceInformation: { build: (db, p) => personServiceInformation(db, Number(p.personId)), editable: false },
  personRequestDecisionAssign: {
    build: (db, p) => requestDecision(db, Number(p.requestId), 'assign'),
    editable: false,
  },
  personRequestDecisionReject: {
    build: (db, p) => requestDecision(db, Number(p.requestId), 'reject'),
    editable: false,
  },
  serviceContract: { build: (db, p) => serviceContract(db, Number(p.serviceContractId)), editable: true },
  serviceContractAct: { build: (db, p) => serviceContractAct(db, Number(p.serviceContractId)), editable: false },
  tourContract: { build: (db, p) => tourContract(db, Number(p.serviceContractId)), editable: true },
};

/** The reports that are a contract's signed documents. */
const SIGNED_DOCUMENTS: Partial<Record<ReportJobType, SignedDocument>> = {
  serviceContract: 'contract',
  serviceContractAct: 'act',
};

/**
 * A contract's document carries the stamps of the signatures made on exactly these bytes; once
 * the content changed after signing, it has none (the signed original keeps them).
 */
async function withStamps(db: Queryable, data: ReportJobData, document: ReportDocument, pdf: Buffer): Promise<Buffer> {
  const kind = SIGNED_DOCUMENTS[data.type];
  if (!kind) return pdf;
  const hash = createHash('sha256').update(pdf).digest('hex');
  const signatures = (await listContractSignatures(db, Number(data.params.serviceContractId))).filter(
    (s) => s.document === kind && s.documentSha256 === hash,
  );
  return stampSignatures(pdf, document.fileName, signatures);
}

/** A file name without characters that file systems refuse (the number of a contract has '/'). */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '-').slice(0, 200);

/** Builds one report as the queue runs it: the document, its PDF (and DOCX), stored as files. */
export function reportRunner(db: Queryable, storage: FileStorage): ReportRunner {
  return async (data: ReportJobData, signal: AbortSignal, mayStore: () => boolean) => {
    const report = REPORTS[data.type];
    const document = await report.build(db, data.params);
    const [plain, docx] = await Promise.all([renderPdf(document), report.editable ? renderDocx(document) : undefined]);
    const pdf = await withStamps(db, data, document, plain);
    // Past the time limit the job is Terminated: nothing is stored for it. Once storing starts,
    // the time limit no longer ends the job (see ReportRunner).
    signal.throwIfAborted();
    if (!mayStore()) throw new DOMException('Время на формирование документа истекло', 'AbortError');
    const name = safeName(document.fileName);
    const owner = { userId: data.userId, institutionId: data.institutionId ?? null };
    const id = await storeFile(db, storage, owner, `${name}.pdf`, PDF, pdf);
    if (docx) {
      const editableId = await storeFile(db, storage, owner, `${name}.docx`, DOCX, docx);
      await linkEditableVersion(db, id, editableId);
    }
    const file: ReportJobFile = { id, originalFileName: `${name}.pdf`, size: pdf.length, editable: Boolean(docx) };
    return { file, message: 'Документ сформирован' };
  };
}
