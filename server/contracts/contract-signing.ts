/**
 * Signing a service contract or its act for real (issue «Signing for real»; workflows.md,
 * «Signature kinds»: simple electronic 1, qualified 2). The person sees the document (the PDF of
 * the report serviceContract or serviceContractAct), confirms, and the server renders the same
 * document again, records who signed it (user, name, side, role), when, its SHA-256 and the
 * signature type, stores the signed PDF, and makes the status change through the state table in
 * the same transaction. The PDF then carries a stamp per signature; a document whose content
 * changed after signing no longer has the recorded hash, and the card says so.
 */
import { createHash } from 'node:crypto';
import type { Auth } from '../auth/session.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { fileOwner } from '../files/files.ts';
import { HttpError, ok, staleVersion, type Answer } from '../http/envelope.ts';
import { CONTRACT_MSG, MSG, SIGNATURE_MSG } from '../messages.ts';
import {
  insertContractSignature,
  listContractSignatures,
  signedFileName,
  type ContractSignatureRow,
  type SignedDocument,
} from '../repositories/contract-signatures.ts';
import { findServiceContractById, type ContractRow } from '../repositories/service-contracts.ts';
import {
  ACT_STATUSES,
  serviceContract,
  serviceContractAct,
  tourContract,
  type AsSigned,
} from '../reports/contracts.ts';
import { renderPdf } from '../reports/pdf.ts';
import { stampSignatures } from '../reports/signature-stamp.ts';
import { PDF, storeFile } from '../reports/store.ts';
import { requestQualifiedSignature } from './qualified-signing.ts';
import { contractCaller, contractFacts, serviceContractService, type ActionResult } from './service-contracts.ts';
import {
  decide,
  SERVICE_CONTRACT_ACTION_MESSAGES,
  SERVICE_CONTRACT_STATUS_CAPTIONS,
  type ServiceContractAction,
  type ServiceContractStatus,
} from '../../common/contracts/service-contract-machine.ts';

/** Signature types (workflows.md, «Signature kinds»). */
export const SignatureType = { simple: 1, qualified: 2 } as const;

/** A document of a contract as it reads now: its PDF, that PDF's SHA-256 and its name. */
export interface RenderedDocument {
  fileName: string;
  pdf: Buffer;
  sha256: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Renders a contract's document as the report jobs do. The same content gives the same bytes (the
 * document's own date is the PDF's creation date), so the hash is the content's fingerprint.
 */
export async function renderContractDocument(
  db: Queryable,
  contractId: number,
  document: SignedDocument,
  asSigned?: AsSigned,
): Promise<RenderedDocument> {
  // A contract on an operator's tour is the tour contract's document (server/reports/contracts.ts).
  const onTour = document === 'contract' && (await findServiceContractById(db, contractId))?.tourServiceId != null;
  const report = onTour
    ? await tourContract(db, contractId)
    : document === 'contract'
      ? await serviceContract(db, contractId, asSigned)
      : await serviceContractAct(db, contractId, { anyStatus: true, asSigned });
  const pdf = await renderPdf(report);
  return { fileName: report.fileName, pdf, sha256: sha256(pdf) };
}

/** The table's action a side's signature of a document makes. */
export function signingAction(document: SignedDocument, side: 'person' | 'provider'): ServiceContractAction {
  if (document === 'contract') return 'sign';
  return side === 'person' ? 'signAct' : 'signActByProvider';
}

/** How the stamp names the signer's part in the contract. */
export function signerRole(
  contract: Pick<ContractRow, 'serviceProvider' | 'targetPersonId' | 'personId'>,
  side: 'person' | 'provider',
): string {
  if (side === 'provider') return `Представитель поставщика услуг (${contract.serviceProvider})`;
  return contract.targetPersonId && contract.targetPersonId !== contract.personId
    ? 'Представитель получателя услуг'
    : 'Получатель услуг';
}

/** What the sign call brings. */
export interface SignRequest {
  personId: number;
  id: number;
  version: number;
  document: SignedDocument;
  signatureType: number;
  /** The SHA-256 of the document the person read; when given, a different document now is refused. */
  documentSha256?: string;
  /** The action a path names (sign-act is the person's, sign-act-provider the provider's); by default the caller's side's. */
  action?: ServiceContractAction;
}

/** A signature as the card shows it, with whether the document still matches it. */
export interface SignatureView {
  id: number;
  document: SignedDocument;
  side: 'person' | 'provider';
  signerName: string;
  signerRole: string;
  signedAt: string;
  signatureType: number;
  signatureCaption: string;
  documentSha256: string;
  valid: boolean;
  validityCaption: string;
}

/** The contracts' signing over the database, the file storage and the configuration. */
export function contractSigning(db: Db, storage: FileStorage, config: Pick<Config, 'signingServiceUrl'>) {
  const contracts = serviceContractService(db);

  function documentAvailable(contract: ContractRow, document: SignedDocument): void {
    if (document === 'act' && !ACT_STATUSES.includes(contract.status))
      throw new HttpError(409, SIGNATURE_MSG.actNotAvailable);
  }

  /** The stamps of the signatures made on exactly these bytes (both sides sign the same document). */
  const stampsFor = (signatures: ContractSignatureRow[], document: SignedDocument, hash: string) =>
    signatures.filter((s) => s.document === document && s.documentSha256 === hash);

  return {
    /** Whether a qualified signature can be offered: the configuration names a signing service. */
    qualifiedAvailable: Boolean(config.signingServiceUrl),

    /** The document a side is about to sign, as it reads now (the PDF and its hash). */
    async preview(auth: Auth, personId: number, id: number, document: SignedDocument) {
      const contract = await contracts.mustFind(contractCaller(auth), personId, id);
      documentAvailable(contract, document);
      const rendered = await renderContractDocument(db, contract.id, document);
      const signatures = await listContractSignatures(db, contract.id);
      const pdf = await stampSignatures(
        rendered.pdf,
        rendered.fileName,
        stampsFor(signatures, document, rendered.sha256),
      );
      return { fileName: `${rendered.fileName}.pdf`, documentSha256: rendered.sha256, pdf: pdf.toString('base64') };
    },

    /**
     * Signs a document of the contract: the caller's side, the table's action for it and the
     * contract's version are checked first, then the document is rendered, hashed (and signed by
     * the qualified service for type 2), stored, recorded and the action applied, all in one
     * transaction: a refusal changes nothing.
     */
    async sign(auth: Auth, input: SignRequest): Promise<Answer<ActionResult & { signature: SignatureView }>> {
      const caller = contractCaller(auth);
      if (!caller.side) throw new HttpError(403, CONTRACT_MSG.noSide);
      if (input.signatureType === SignatureType.qualified && !config.signingServiceUrl)
        throw new HttpError(400, SIGNATURE_MSG.qualifiedUnavailable);
      const side = caller.side;
      const action = input.action ?? signingAction(input.document, side);
      const stored: string[] = [];
      try {
        const result = await db.transaction(async (tx) => {
          const contract = await contracts.mustFind(caller, input.personId, input.id, true, tx);
          if (contract.version !== input.version) throw staleVersion(MSG.versionConflict);
          const decision = decide(contractFacts(contract), side, action);
          if (!decision.ok) throw new HttpError(decision.status, decision.message);
          documentAvailable(contract, input.document);
          const rendered = await renderContractDocument(tx, contract.id, input.document);
          if (input.documentSha256 && input.documentSha256 !== rendered.sha256)
            throw staleVersion(SIGNATURE_MSG.documentChanged);
          const detached =
            input.signatureType === SignatureType.qualified
              ? await requestQualifiedSignature(config.signingServiceUrl!, rendered, auth.user)
              : null;
          const fileId = await storeFile(
            tx,
            storage,
            fileOwner(auth.user),
            `${rendered.fileName}.pdf`,
            PDF,
            rendered.pdf,
          );
          stored.push(fileId);
          const signature = await insertContractSignature(tx, {
            contractId: contract.id,
            document: input.document,
            side,
            signerUserId: auth.user.userId,
            signerPersonId: auth.user.personId,
            signerName: [auth.user.lastName, auth.user.firstName, auth.user.middleName].filter(Boolean).join(' '),
            signerRole: signerRole(contract, side),
            signatureType: input.signatureType,
            documentSha256: rendered.sha256,
            fileId,
            detachedSignature: detached,
            contractVersion: contract.version,
          });
          const next = await contracts.applyAction(tx, caller, input.personId, input.id, action, {
            version: input.version,
          });
          return { next, signature: view(signature, rendered.sha256) };
        });
        const { next, signature } = result;
        return ok(
          {
            id: input.id,
            personId: input.personId,
            status: next.status,
            statusCaption: SERVICE_CONTRACT_STATUS_CAPTIONS[next.status as ServiceContractStatus],
            version: input.version + 1,
            signature,
          },
          { severity: 'Success', text: SERVICE_CONTRACT_ACTION_MESSAGES[action] },
        );
      } catch (error) {
        // The transaction is undone: so is the signed file it stored.
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
    },

    /** The contract's signatures, each with whether its document still reads as it was signed. */
    async signatures(contractId: number): Promise<SignatureView[]> {
      const signatures = await listContractSignatures(db, contractId);
      const current = new Map<SignedDocument, string>();
      for (const document of new Set(signatures.map((s) => s.document)))
        current.set(document, (await renderContractDocument(db, contractId, document)).sha256);
      return signatures.map((s) => view(s, current.get(s.document)!));
    },

    /** A signed document as it was signed, with the stamps of every signature made on it. */
    async signedDocument(
      auth: Auth,
      personId: number,
      id: number,
      signatureId: number,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const contract = await contracts.mustFind(contractCaller(auth), personId, id);
      const signatures = await listContractSignatures(db, contract.id);
      const signature = signatures.find((s) => s.id === signatureId);
      if (!signature) throw new HttpError(404, SIGNATURE_MSG.signatureNotFound);
      const original = await readAll(storage.get(signature.fileId));
      const name = await signedFileName(db, signature.fileId);
      const caption = name?.replace(/\.pdf$/, '') ?? '';
      const pdf = await stampSignatures(
        original,
        caption,
        stampsFor(signatures, signature.document, signature.documentSha256),
      );
      return { fileName: name ?? 'document.pdf', pdf };
    },
  };
}

function view(s: ContractSignatureRow, currentSha256: string): SignatureView {
  const valid = s.documentSha256 === currentSha256;
  return {
    id: s.id,
    document: s.document,
    side: s.side,
    signerName: s.signerName,
    signerRole: s.signerRole,
    signedAt: s.signedAt,
    signatureType: s.signatureType,
    signatureCaption:
      s.signatureType === SignatureType.qualified
        ? 'Квалифицированная электронная подпись'
        : 'Простая электронная подпись',
    documentSha256: s.documentSha256,
    valid,
    validityCaption: valid ? SIGNATURE_MSG.valid : SIGNATURE_MSG.changed,
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
