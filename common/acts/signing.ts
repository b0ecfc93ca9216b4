import type { ActBlock, ActDefinition } from './act-definition';
import type { ActSchema } from './act-schema';
import { getPointer, parsePointer } from './computed';
import { resolveNode } from './resolve-node';
import { ruDateTime } from '../region-time';

/**
 * Signing a document once (act.json `signing`, ActSigning): the signer draws on their own line
 * where the document has it, the review signs with that drawing, and the document then names who
 * signed and when, on the screen and on paper alike.
 */

/** Who signed a document and when, as the act's read call sends it. */
export interface SignedBy {
  /** The signer's full name ('Петрова Анна Сергеевна'); null when the account has no person. */
  name: string | null;
  /** The signer's position in the act's institution, if they are its employee. */
  position: string | null;
}

/** A document's signing: when, how, by whom. */
export interface SigningRecord {
  signedAt: string;
  signatureKind: 'graphic' | 'electronic' | null;
  signer: SignedBy | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const drawingOf = (value: unknown): string | undefined => {
  const image = isRecord(value) ? value.image : value;
  return typeof image === 'string' && image.startsWith('data:image/') ? image : undefined;
};

/** The drawing on the signer's line (a data URL), if it has been drawn. */
export function drawnSignature(
  definition: Pick<ActDefinition, 'signing'>,
  data: Record<string, unknown>,
): string | undefined {
  return definition.signing ? drawingOf(getPointer(data, definition.signing.line)) : undefined;
}

/** The block that holds the signer's line. */
export function signingBlock(definition: Pick<ActDefinition, 'signing' | 'blocks'>): ActBlock | undefined {
  const top = definition.signing && parsePointer(definition.signing.line)[0];
  return top === undefined ? undefined : definition.blocks.find((b) => b.fields.includes(top));
}

/**
 * True when the act cannot be signed without the signer's drawing: the line is required all the
 * way down from the act (the employee's signature of a survey act). Otherwise a simple electronic
 * signature may stand for it (the guardian may tick instead of drawing).
 */
export function drawingRequired(definition: Pick<ActDefinition, 'signing'>, schema: ActSchema): boolean {
  if (!definition.signing) return false;
  let node = resolveNode(schema, schema);
  for (const token of parsePointer(definition.signing.line)) {
    const required = Array.isArray(node?.required) ? (node.required as string[]) : [];
    if (!required.includes(token)) return false;
    const props = isRecord(node?.properties) ? node.properties : {};
    node = resolveNode(schema, props[token]);
  }
  const props = isRecord(node?.properties) ? node.properties : undefined;
  return !props || (Array.isArray(node?.required) && (node.required as string[]).includes('image'));
}

/** «Петрова Анна Сергеевна, специалист по социальной работе, 28.11.2026 14:05 (МСК+2)»: who and when. */
export function signedByText(record: SigningRecord): string {
  return [record.signer?.name, record.signer?.position, ruDateTime(record.signedAt)].filter(Boolean).join(', ');
}

/** The last stamp of a signed document: «Документ подписан: Петрова Анна Сергеевна, специалист …, 28.11.2026 14:05 (МСК+2)». */
export function signingStamp(record: SigningRecord): string {
  return `Документ подписан: ${signedByText(record)}`;
}

/** How the signature was given, for the stamp's second line. */
export function signatureKindText(kind: SigningRecord['signatureKind']): string {
  return kind === 'graphic' ? 'собственноручная подпись (рисунок в документе)' : 'простая электронная подпись';
}

/**
 * The electronic mark as it reads (act.json `signing.electronicMark`): «Да» with who and when for a
 * document signed by a simple electronic signature, else «Нет» (a drawn signature, not signed yet,
 * or a signature voided by a return).
 */
export function electronicMarkText(record: SigningRecord | null | undefined): string {
  return record?.signatureKind === 'electronic' ? `Да, ${signedByText(record)}` : 'Нет';
}
