import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAnswer, startBareServer } from '../../bench/lib/bare-server';

const text = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Учреждение ${i}` })) });
const compressed = gzipSync(text);
let origin: Server;
let url = '';

beforeAll(async () => {
  origin = createServer((req, res) => {
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      etag: '"v1"',
      'x-frame-options': 'SAMEORIGIN',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? compressed : text);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/api/public/registry`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

/** A raw GET: status, headers and the body bytes as sent. */
const raw = (target: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(target, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('the bare node:http reference of the public read', () => {
  it('records an answer as it went over the wire, compressed, without per-connection headers', async () => {
    const answer = await recordAnswer(url, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(compressed)).toBe(true);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', etag: '"v1"', 'x-frame-options': 'SAMEORIGIN' });
    expect(Object.keys(answer.headers)).not.toEqual(expect.arrayContaining(['date']));
    expect(answer.headers).not.toHaveProperty('content-length');
    expect(answer.headers).not.toHaveProperty('connection');
  });

  it('replays the same status, headers and bytes from a process of its own, until stopped', async () => {
    const answer = await recordAnswer(url, { 'accept-encoding': 'gzip' });
    const bare = await startBareServer(answer);
    try {
      const replayed = await raw(bare.url);
      expect(replayed.status).toBe(200);
      expect(replayed.body.equals(compressed)).toBe(true);
      expect(replayed.headers).toMatchObject({
        'content-encoding': 'gzip',
        etag: '"v1"',
        'content-type': 'application/json; charset=utf-8',
      });
    } finally {
      bare.stop();
    }
    await expect(raw(bare.url)).rejects.toThrow();
  });
});
