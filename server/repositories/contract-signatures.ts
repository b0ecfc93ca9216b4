/**
 * Electronic signatures of service contracts and their acts: who signed which document of which
 * contract, when, as which side and role, with which signature type, and the SHA-256 and the
 * stored file of the PDF as it was signed.
 */
import { REGION_TIME_ZONE } from '../../common/time-zone.ts';
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
    `SELECT to_char(min(signed_at) AT TIME ZONE $3::text, 'YYYY-MM-DD') AS day
       FROM service_contract_signatures WHERE contract_id = $1 AND document = $2`,
    [contractId, document, REGION_TIME_ZONE],
  );
  return row?.day ?? undefined;
}

/** The stored name of a signed document's file (its caption on the stamp page and its download name). */
export async function signedFileName(db: Queryable, fileId: string): Promise<string | undefined> {
  const [file] = await db.query<{ name: string }>('SELECT original_name AS name FROM files WHERE id = $1', [fileId]);
  return file?.name;
}

/** The demo contracts (ids below 100000) that already have signatures written. */
export async function demoContractsWithSignatures(db: Queryable): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT DISTINCT contract_id AS id FROM service_contract_signatures WHERE contract_id < 100000',
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Locks a contract's row for the rest of the transaction and counts its signatures, so that two
 * runs writing the demo signatures of one contract never both write them.
 */
export async function lockAndCountSignatures(tx: Queryable, contractId: number): Promise<number> {
  await tx.query('SELECT id FROM service_contracts WHERE id = $1 FOR UPDATE', [contractId]);
  const [{ n }] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM service_contract_signatures WHERE contract_id = $1',
    [contractId],
  );
  return n;
}

/** A person's first user account with the person's full name: who a demo signature is made by. */
export async function signerOfPerson(
  db: Queryable,
  personId: number,
): Promise<{ userId: number; name: string } | undefined> {
  const [signer] = await db.query<{ userId: number; name: string }>(
    `SELECT u.id AS "userId", concat_ws(' ', p.last_name, p.first_name, p.middle_name) AS name
       FROM users u JOIN persons p ON p.id = u.person_id WHERE u.person_id = $1 ORDER BY u.id LIMIT 1`,
    [personId],
  );
  return signer;
}
