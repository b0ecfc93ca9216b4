/**
 * The demo contracts' signatures: the signing steps of a few demo contracts' history (sign, signAct,
 * signActByProvider) as the simple electronic signatures they were, on the document as it read then,
 * so a demo card shows its signatures from the first start; ДЕМО-КЦСОН-2026/0029 had a service
 * removed and its period extended after signing, so its signatures read «Документ изменён после
 * подписания». The signed PDFs are files rendered from the seeded rows, so they are written when
 * such a contract is first opened (rendering them all at start would hold it up, and a write in
 * the background would race with whatever else runs then); a contract that has any signature
 * already is left as it is, so nothing is written twice.
 */
import type { Db } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import { CONTRACT_HISTORY, SERVICE_CONTRACTS } from '../db/seed/contracts.ts';
import {
  demoContractsWithSignatures,
  insertContractSignature,
  lockAndCountSignatures,
  signerOfPerson,
} from '../repositories/contract-signatures.ts';
import { findServiceContractById } from '../repositories/service-contracts.ts';
import { PDF, storeFile } from '../reports/store.ts';
import { renderContractDocument, signerRole, SignatureType } from './contract-signing.ts';

const SIGNED_DOCUMENTS: Record<string, 'contract' | 'act' | undefined> = {
  sign: 'contract',
  signAct: 'act',
  signActByProvider: 'act',
};

/**
 * The demo contracts given signatures: one the provider signed for the citizen to sign (7), one
 * signed and fulfilled by both sides (12), one changed after signing (16). Each signature is a PDF
 * rendered at start, so the others keep only their history.
 */
export const DEMO_SIGNED_CONTRACTS: readonly number[] = [7, 12, 16];

/** '2026-09-14 19:05:00+05' (the seed's region time) as ISO 8601. */
const isoMoment = (seedTime: string) => seedTime.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');

/** Records the demo contracts' signatures that are not there yet (of these contracts only, when given); answers how many it wrote. */
export async function seedDemoSignatures(
  db: Db,
  storage: FileStorage,
  only: readonly number[] = DEMO_SIGNED_CONTRACTS,
): Promise<number> {
  const done = await demoContractsWithSignatures(db);
  let written = 0;
  for (const seed of SERVICE_CONTRACTS.filter((c) => DEMO_SIGNED_CONTRACTS.includes(c.id) && only.includes(c.id))) {
    const history = CONTRACT_HISTORY.filter((h) => h.contractId === seed.id && h.action !== 'create');
    const steps = history.filter((h) => SIGNED_DOCUMENTS[h.action]);
    if (done.has(seed.id) || steps.length === 0) continue;
    const contract = await findServiceContractById(db, seed.id);
    if (!contract) continue;
    const agreedDateTo = (seed as { agreedDateTo?: string }).agreedDateTo;
    await db.transaction(async (tx) => {
      // Another run (a second process, a call beside the one at start) may have signed it meanwhile.
      if ((await lockAndCountSignatures(tx, seed.id)) > 0) return;
      for (const step of steps) {
        const document = SIGNED_DOCUMENTS[step.action]!;
        const at = isoMoment(step.actedAt);
        const signer = await signerOfPerson(tx, step.actorPersonId);
        if (!signer) continue;
        const rendered = await renderContractDocument(tx, seed.id, document, { at, dateTo: agreedDateTo });
        const fileId = await storeFile(
          tx,
          storage,
          { userId: signer.userId, institutionId: null },
          `${rendered.fileName}.pdf`,
          PDF,
          rendered.pdf,
        );
        await insertContractSignature(tx, {
          contractId: seed.id,
          document,
          side: step.side,
          signerUserId: signer.userId,
          signerPersonId: step.actorPersonId,
          signerName: signer.name,
          signerRole: signerRole(contract, step.side),
          signatureType: SignatureType.simple,
          documentSha256: rendered.sha256,
          fileId,
          detachedSignature: null,
          // The version the contract had before this step (each step of the history made one).
          contractVersion: history.indexOf(step) + 1,
          signedAt: at,
        });
        written += 1;
      }
    });
  }
  return written;
}

/**
 * The demo signatures of a contract, written the first time it is asked for in this process;
 * nothing for other contracts, or when the portal runs without demo data.
 */
export function demoSignaturesOnFirstRead(
  db: Db,
  storage: FileStorage,
  enabled: boolean,
): (contractId: number) => Promise<void> {
  const checked = new Set<number>();
  return async (contractId) => {
    if (!enabled || checked.has(contractId) || !DEMO_SIGNED_CONTRACTS.includes(contractId)) return;
    await seedDemoSignatures(db, storage, [contractId]);
    checked.add(contractId);
  };
}
