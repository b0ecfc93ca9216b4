import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** Answers smaller than this are sent as they are (the server's compression threshold). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'zstd' | 'br' | 'gzip' | 'deflate';

type ZstdZlib = typeof zlib & { zstdCompressSync?: (data: Buffer) => Buffer };
const zstdCompressSync = (zlib as ZstdZlib).zstdCompressSync;

/**
 * The encodings @fastify/compress offers, preferred first (zstd only where Node has it), with its
 * settings: brotli at quality 4, zlib defaults. A kept answer is compressed here once per encoding
 * because the plugin compresses on every send and keeps nothing.
 */
const COMPRESSORS: Partial<Record<ContentEncoding, (data: Buffer) => Buffer>> = {
  ...(zstdCompressSync ? { zstd: (data: Buffer) => zstdCompressSync(data) } : {}),
  br: (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (data) => zlib.gzipSync(data),
  deflate: (data) => zlib.deflateSync(data),
};
const OFFERED = [...Object.keys(COMPRESSORS), 'identity'];

/** Compresses a body with one of the offered encodings. */
export function compressBody(encoding: ContentEncoding, body: Buffer): Buffer {
  return COMPRESSORS[encoding]!(body);
}

/**
 * The encoding to answer an Accept-Encoding header with, or undefined for none (identity),
 * negotiated as @fastify/compress does: with the same negotiator, `*` and x-gzip read as gzip.
 */
export function parseAcceptEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), OFFERED);
  return chosen && chosen !== 'identity' ? (chosen as ContentEncoding) : undefined;
}

const negotiated = new Map<string, ContentEncoding | undefined>();

/** parseAcceptEncoding with the answers for the few headers browsers send kept. */
export function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = parseAcceptEncoding(header);
  if (negotiated.size < 200) negotiated.set(header, encoding);
  return encoding;
}
