import zlib from 'node:zlib';

/** Answers smaller than this are sent as they are (the server's compression threshold). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'zstd' | 'br' | 'gzip' | 'deflate';

type ZstdZlib = typeof zlib & { zstdCompressSync?: (data: Buffer) => Buffer };
const zstdCompressSync = (zlib as ZstdZlib).zstdCompressSync;

/**
 * The encodings the server offers, preferred first, as @fastify/compress offers them (zstd only
 * where Node has it), with the same settings: brotli at quality 4, zlib defaults.
 */
const COMPRESSORS: Partial<Record<ContentEncoding, (data: Buffer) => Buffer>> = {
  ...(zstdCompressSync ? { zstd: (data: Buffer) => zstdCompressSync(data) } : {}),
  br: (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (data) => zlib.gzipSync(data),
  deflate: (data) => zlib.deflateSync(data),
};
const OFFERED: readonly string[] = [...Object.keys(COMPRESSORS), 'identity'];

/** Compresses a body with one of the offered encodings. */
export function compressBody(encoding: ContentEncoding, body: Buffer): Buffer {
  return COMPRESSORS[encoding]!(body);
}

/**
 * The encoding to answer an Accept-Encoding header with, or undefined for none (identity):
 * the highest q the client gives, a tie going to the server's preference; `*` stands for the
 * server's first choice and x-gzip for gzip, as @fastify/compress negotiates.
 */
export function parseAcceptEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  let best: string | undefined;
  let bestQ = 0;
  let bestRank = Infinity;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    let name = rawName.trim();
    if (name === 'x-gzip') name = 'gzip';
    if (name === '*') name = OFFERED[0];
    const rank = OFFERED.indexOf(name);
    if (rank < 0) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && rank < bestRank)) {
      best = name;
      bestQ = q;
      bestRank = rank;
    }
  }
  return best === undefined || best === 'identity' ? undefined : (best as ContentEncoding);
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
