import { HttpError } from '../http/envelope.ts';
import { SIGNATURE_MSG } from '../messages.ts';
import type { CurrentUser } from '../../common/current-user.ts';

/** How long the signing service may take before the signature is refused (nothing is signed). */
const TIMEOUT_MS = 15_000;

/**
 * Asks the qualified electronic signature service (SIGNING_SERVICE_URL) to sign a document for
 * the signer: POST JSON { documentSha256, documentName, document (PDF, base64), signer: { snils,
 * name } }, answered by { signature } (a detached CMS signature, base64), which is kept with the
 * signature's record. Anything else refuses the signing with a Russian message.
 */
export async function requestQualifiedSignature(
  url: string,
  document: { fileName: string; pdf: Buffer; sha256: string },
  signer: Pick<CurrentUser, 'snils' | 'lastName' | 'firstName' | 'middleName'>,
): Promise<string> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        documentSha256: document.sha256,
        documentName: document.fileName,
        document: document.pdf.toString('base64'),
        signer: {
          snils: signer.snils,
          name: [signer.lastName, signer.firstName, signer.middleName].filter(Boolean).join(' '),
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { signature?: unknown };
    if (response.ok && typeof body.signature === 'string' && body.signature.length > 0) return body.signature;
  } catch {
    // Unreachable, timed out or not JSON: told as one refusal below.
  }
  throw new HttpError(502, SIGNATURE_MSG.qualifiedFailed);
}
