/**
 * Electronic signatures of service contracts and their acts: who signed which document of which
 * contract, when, as which side and role, with which signature type, and the SHA-256 and the
 * stored file of the PDF as it was signed.
 */
import type { Queryable } from '../db/db.ts';

/** The documents of a contract a side signs: the contract itself and the act of rendered services. */
export type SignedDocument = 'contract' | 'act';

export interface ContractSignatureRow {
  id: number;
  contractId: number;
  document: SignedDocument;
  side: 'person' | 'provider';
  signerUserId: number;
  signerName: string;
  signerRole: string;
  /** ISO date-time, UTC. */
  signedAt: string;
  signatureType: number;
  documentSha256: string;
  fileId: string;
  contractVersion: number;
}

export interface NewContractSignature {
  contractId: number;
  document: SignedDocument;
  side: 'person' | 'provider';
  signerUserId: number;
  signerPersonId: number | null;
  signerName: string;
  signerRole: string;
  signatureType: number;
  documentSha256: string;
  fileId: string;
  detachedSignature: string | null;
  contractVersion: number;
  /** When it was signed; now by default (the demo data gives its history's moments). */
  signedAt?: string;
}

const COLUMNS = `id, contract_id AS "contractId", document, side, signer_user_id AS "signerUserId", signer_name AS "signerName",
  signer_role AS "signerRole", to_char(signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "signedAt",
  signature_type AS "signatureType", document_sha256 AS "documentSha256", file_id::text AS "fileId", contract_version AS "contractVersion"`;

/** Records a signature; answers it as stored (with its time). */
export async function insertContractSignature(db: Queryable, s: NewContractSignature): Promise<ContractSignatureRow> {
  const [row] = await db.query<ContractSignatureRow>(
    `INSERT INTO service_contract_signatures
       (contract_id, document, side, signer_user_id, signer_person_id, signer_name, signer_role, signature_type, document_sha256, file_id, detached_signature, contract_version, signed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13::timestamptz, now())) RETURNING ${COLUMNS}`,
    [
      s.contractId,
      s.document,
      s.side,
      s.signerUserId,
      s.signerPersonId,
      s.signerName,
      s.signerRole,
      s.signatureType,
      s.documentSha256,
      s.fileId,
      s.detachedSignature,
      s.contractVersion,
      s.signedAt ?? null,
    ],
  );
  return row;
}

/** The signatures of a contract's documents, oldest first. */
export function listContractSignatures(db: Queryable, contractId: number): Promise<ContractSignatureRow[]> {
  return db.query<ContractSignatureRow>(
    `SELECT ${COLUMNS} FROM service_contract_signatures WHERE contract_id = $1 ORDER BY signed_at, id`,
    [contractId],
  );
}

/** The day (YYYY-MM-DD on the region's clock) a document of the contract was first signed; undefined while unsigned. */
export async function firstSignatureDay(
  db: Queryable,
  contractId: number,
  document: SignedDocument,
): Promise<string | undefined> {
  const [row] = await db.query<{ day: string }>(
    `SELECT to_char(min(signed_at) AT TIME ZONE 'Asia/Yekaterinburg', 'YYYY-MM-DD') AS day
       FROM service_contract_signatures WHERE contract_id = $1 AND document = $2`,
    [contractId, document],
  );
  return row?.day ?? undefined;
}
