import { withoutUnsignedLines } from '../../common/acts/unsigned-lines.ts';
import { errorsAtFields } from '../../common/acts/error-fields.ts';
import { dateLimitProblems } from '../../common/acts/date-limits.ts';
import type { ErrorObject } from 'ajv';
import type { Db, Queryable } from '../db/db.ts';
import type { Auth } from '../auth/session.ts';
import { applyComputed } from '../../common/acts/computed.ts';
import { fieldLabel } from '../../common/acts/field-labels.ts';
import { errorsToMessages } from '../../common/ajv/index.ts';
import { HttpError } from '../http/envelope.ts';
import { ACT_MSG, MSG } from '../messages.ts';
import {
  findAct,
  insertAct,
  signAct,
  updateActData,
  writeMigratedAct,
  type ActRow,
  type NewAct,
} from '../repositories/acts.ts';
import { migrate, MigrationError } from '../../common/acts/migrations/index.ts';
import { ACTS, type ActId } from '../../common/acts/generated/acts.ts';
import { loadReleased, type ReleasedAct } from '../../common/acts/generated/released.ts';
import { contentHash } from '../repositories/act-content-hash.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { withActNumber } from '../../common/acts/act-definition.ts';
import { actDocumentKind } from '../../common/numbering.ts';

/** The signed content's hash is stored with the act, so it lives beside the acts' repository. */
export { contentHash };
import type { ServedAct } from './registry.ts';
import { ACT_RULES } from './rules.ts';
import { unfilledRequiredBlocks, unfilledBlocksText } from '../../common/acts/required-blocks.ts';
import { drawnSignature, type SigningRecord } from '../../common/acts/signing.ts';
import type { ActDefinition } from '../../common/acts/act-definition.ts';
import { findSigner } from '../repositories/users.ts';

/** A refused save: the messages for the person plus each field's pointer for the form. */
export class ValidationRefusal extends HttpError {
  constructor(errors: Array<{ pointer: string; message: string }>, texts: string[]) {
    super(400, texts[0] ?? MSG.badRequest, 'Error', { errors }, texts);
  }
}

/** Turns ajv errors into a refusal naming each field by its Russian label. */
export function refusal(served: ServedAct, errors: ErrorObject[] | null | undefined): ValidationRefusal {
  const fields = errorsAtFields(served.act.schema, errorsToMessages(errors));
  return new ValidationRefusal(
    fields,
    fields.map((f) => `${fieldLabel(served.act.schema, f.pointer)}: ${f.message}`),
  );
}

/** The institution the caller acts for, or null for an admin (who sees every institution's acts). */
export function callerInstitution(auth: Auth): number | null {
  if (auth.user.administrator) return null;
  const inst = auth.user.selectedInstitution;
  if (!inst) throw new HttpError(403, ACT_MSG.noInstitution);
  return inst.institutionId;
}

/**
 * Loads an act the caller may see: employees of its institution or an admin; others get 'Нет доступа'.
 * An unsigned act written under an older version of its schema comes back migrated to the current
 * one (schemas/acts/<act>/migrations); inside a write (`lock`) the migration is stored at once, so a
 * save, a signature or a copy works on the current shape. A signed act stays as it was signed.
 */
export async function loadOwnedAct(
  db: Queryable,
  served: ServedAct,
  auth: Auth,
  id: number,
  lock = false,
): Promise<ActRow> {
  const act = await findAct(db, served.act.id, id, lock);
  // A missing act answers as another's does: nobody learns which ids exist.
  if (!act) throw new HttpError(403, MSG.noAccess);
  const institution = callerInstitution(auth);
  if (institution !== null && act.institutionId !== institution) throw new HttpError(403, MSG.noAccess);
  return currentShape(db, act, lock);
}

/**
 * The act in the current shape of its schema: an unsigned act written under an older version is
 * migrated, and stored so inside a write (`lock`); a signed act and a current one come back as they
 * are. Every path that loads an act for a person (cards, saves, signatures, copies, the guardian's
 * report, questionnaires) goes through here: one engine for every schema-driven record.
 */
export async function currentShape(db: Queryable, act: ActRow, lock: boolean): Promise<ActRow> {
  if (act.signedAt || act.schemaVersion === ACTS[act.actType as ActId].definition.schemaVersion) return act;
  const current = { ...act, ...migratedData(act) };
  if (lock) await writeMigratedAct(db, act.id, act.schemaVersion, current.data, current.schemaVersion);
  return current;
}

/**
 * The form an act is shown and printed with: the version it is written under. For an unsigned act
 * that is the current one (it was migrated on loading); a signed act keeps the released version it
 * was signed under (schemas/acts/<act>/versions), so it reads exactly as it was signed.
 */
export async function formOf(
  served: ServedAct,
  act: Pick<ActRow, 'schemaVersion'>,
): Promise<Pick<ReleasedAct, 'definition' | 'schema' | 'uiSchema'>> {
  const { definition, schema, uiSchema } = served.act;
  if (act.schemaVersion === definition.schemaVersion) return { definition, schema, uiSchema };
  const released = loadReleased(served.act.id as ActId, act.schemaVersion);
  if (!released) throw new HttpError(500, ACT_MSG.versionNotReleased(act.schemaVersion));
  return released;
}

/**
 * Whether a signed act's content is still what was signed: its hash recomputed over the data and
 * the schema version it was signed under, compared with the one recorded at signing. Null when the
 * act is not signed.
 */
export function signedContentIntact(act: ActRow): boolean | null {
  if (!act.signedAt || !act.contentHash) return null;
  return contentHash(act) === act.contentHash;
}

/**
 * The act's data taken to the current version of its schema (its own data when it is current).
 * A signed act's own data is never changed: this gives what a copy of it starts from. A migration
 * that cannot be applied (the replay in CI keeps this from happening) is refused with its reason.
 */
export function migratedData(act: ActRow): Pick<ActRow, 'data' | 'schemaVersion'> {
  const actId = act.actType as ActId;
  if (act.schemaVersion === ACTS[actId].definition.schemaVersion) return act;
  try {
    const { data, version } = migrate(actId, act.data, act.schemaVersion);
    return { data, schemaVersion: version };
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    throw new HttpError(500, ACT_MSG.migrationFailed(act.number, act.schemaVersion, error.message));
  }
}

/**
 * Creates an act in one transaction: the next number of its kind (common/numbering.ts), written
 * in its number field too where act.json names one, and the row. A failure rolls both back, so the
 * number is given to the next act and the kind's numbers keep no gap.
 */
export function createAct(
  db: Db,
  served: ServedAct,
  act: Omit<NewAct, 'actType' | 'schemaVersion' | 'number'>,
  /** A check that must hold when the row is written (one report per period): run first, in the same transaction. */
  check?: (tx: Queryable) => Promise<void>,
): Promise<ActRow> {
  const { definition } = served.act;
  return db.transaction(async (tx) => {
    await check?.(tx);
    const number = await assignDocumentNumber(tx, actDocumentKind(served.act.id, definition.recordKind));
    return insertAct(tx, {
      ...act,
      actType: served.act.id,
      schemaVersion: definition.schemaVersion,
      number,
      data: withActNumber(definition, act.data, number),
    });
  });
}

/** Signed content cannot change; a stale version is a conflict (the form reloads, nothing typed is lost). */
export function checkWritable(act: ActRow, version: number): void {
  if (act.signedAt) throw new HttpError(409, ACT_MSG.signedReadOnly, 'Warning');
  if (act.version !== version) throw new HttpError(409, MSG.versionConflict, 'Warning');
}

/**
 * Validates one block with the act's schema, keeps only the block's fields from the body,
 * merges them into the stored data and recomputes every computed field (the client's totals
 * are never trusted). The act's number field keeps the act's number whatever the body says.
 */
export function mergeBlock(served: ServedAct, act: ActRow, blockNumber: number, body: Record<string, unknown>) {
  const block = served.act.definition.blocks.find((b) => b.number === blockNumber);
  const validate = served.validateBlock.get(blockNumber);
  if (!block || !validate) throw new HttpError(400, ACT_MSG.noBlock);
  const picked: Record<string, unknown> = {};
  for (const field of block.fields) if (body[field] !== undefined) picked[field] = body[field];
  let merged = applyComputed(
    withActNumber(served.act.definition, { ...act.data, ...picked }, act.number),
    served.act.definition.computed,
  );
  const blockData: Record<string, unknown> = {};
  for (const field of block.fields) if (merged[field] !== undefined) blockData[field] = merged[field];
  if (!validate(withoutUnsignedLines(served.act.schema, served.act.schema, blockData)))
    throw refusal(served, validate.errors);
  // A date later than its field allows (a birth date in the future): refused as the field refuses it.
  const late = dateLimitProblems(served.act.uiSchema, blockData);
  if (late.length)
    throw new ValidationRefusal(
      late,
      late.map((e) => `${fieldLabel(served.act.schema, e.pointer)}: ${e.message}`),
    );
  for (const rule of ACT_RULES[served.act.id] ?? []) {
    const checked = rule(merged);
    if (checked.errors.length) {
      throw new ValidationRefusal(
        checked.errors,
        checked.errors.map((e) => `${fieldLabel(served.act.schema, e.pointer)}: ${e.message}`),
      );
    }
    merged = checked.data;
  }
  return { data: merged, blocks: { ...act.blocks, [blockNumber]: 'saved' } };
}

/**
 * Before signing every required block must have been saved (the refusal names them, with their
 * numbers in `blocks` for the form's links), and then the whole act must be valid.
 */
export function checkComplete(served: ServedAct, act: ActRow): void {
  const unfilled = unfilledRequiredBlocks(served.act.definition, served.act.schema, act.blocks);
  if (unfilled.length)
    throw new HttpError(400, unfilledBlocksText(unfilled), 'Error', {
      blocks: unfilled.map((b) => b.number),
      errors: [],
    });
  if (!served.validateAct(withoutUnsignedLines(served.act.schema, served.act.schema, act.data)))
    throw refusal(served, served.validateAct.errors);
}

/** Who signed the act and when, for its view and its printout; null while it is not signed. */
export async function signingOf(db: Queryable, act: ActRow): Promise<SigningRecord | null> {
  if (!act.signedAt) return null;
  const signer = act.signedBy === null ? undefined : await findSigner(db, act.signedBy, act.institutionId);
  return {
    signedAt: act.signedAt,
    signatureKind: act.signatureKind === 'graphic' || act.signatureKind === 'electronic' ? act.signatureKind : null,
    signer: signer ?? null,
  };
}

/**
 * How a document is signed, once: a drawing sent with the call (an integrator's, or the person's
 * graphic signature call), else the drawing on the signer's own line of the document (act.json
 * `signing.line`), else a ticked simple electronic signature; none of these is refused.
 */
export function chooseSignature(
  definition: ActDefinition,
  data: Record<string, unknown>,
  input: { image?: string; confirm?: boolean },
  graphicOnly: boolean,
): { kind: 'graphic' | 'electronic'; image: string | null } {
  const image = input.image ?? drawnSignature(definition, data);
  if (image) return { kind: 'graphic', image };
  if (graphicOnly || input.confirm !== true) throw new HttpError(400, ACT_MSG.signatureRequired);
  return { kind: 'electronic', image: null };
}

/**
 * The data as it is signed: the electronic mark (act.json `signing.electronicMark`) says whether
 * the signature is a simple electronic one, so the stored document reads as it was signed (a
 * voided signature takes the mark away as a drawn one does). The same object when nothing changes.
 */
export function signedData(
  definition: ActDefinition,
  data: Record<string, unknown>,
  kind: 'graphic' | 'electronic',
): Record<string, unknown> {
  const mark = definition.signing?.electronicMark?.slice(1);
  if (!mark || (kind === 'electronic' ? data[mark] === true : !(mark in data))) return data;
  const { [mark]: _was, ...rest } = data;
  return kind === 'electronic' ? { ...rest, [mark]: true } : rest;
}

/**
 * Signs a checked act in the caller's transaction: the data as signed (signedData), its content
 * hash, who signed and how. A version changed meanwhile is a conflict.
 */
export async function signDocument(
  db: Queryable,
  served: ServedAct,
  act: ActRow,
  signedBy: number,
  signature: { kind: 'graphic' | 'electronic'; image: string | null },
): Promise<ActRow> {
  const data = signedData(served.act.definition, act.data, signature.kind);
  let version = act.version;
  if (data !== act.data) {
    const updated = await updateActData(db, act.id, version, data, act.blocks, act.schemaVersion);
    if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
    version = updated.version;
  }
  const signed = await signAct(db, act.id, version, {
    signedBy,
    kind: signature.kind,
    image: signature.image,
    contentHash: contentHash({ ...act, data }),
  });
  if (!signed) throw new HttpError(409, MSG.versionConflict, 'Warning');
  return signed;
}
