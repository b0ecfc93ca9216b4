import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open.ts';
import { hashId, newOpaqueId, SESSION_COOKIE } from '../../../server/auth/session.ts';
import { DEMO_FILES } from '../../../server/system/demo-files.ts';
import { createSession } from '../../../server/repositories/sessions.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server as its own process and resolves once it listens (its start-up sweep done). */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Node itself with the TypeScript loader, not the tsx wrapper: SIGKILL must hit the server.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/server/fixtures/serve.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Портал запущен')) resolve(child);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
}

/** Every file under a folder, recursively, as paths relative to it. */
/** The demo documents the server writes at start (server/system/demo-files.ts) are not uploads. */
const DEMO_KEYS = new Set(DEMO_FILES.map((file) => file.storageKey));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
    .filter((file) => !DEMO_KEYS.has(file));
}

describe('uploads cut short by a crash', () => {
  const children: ChildProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leave no partial file after the server is killed mid-upload and started again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-crash-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE_SECONDS: '0',
    };

    // A signed-in citizen: a session row written before the server owns the database.
    const db = await openDatabase({ dataDir, seedDemoData: true });
    const [citizen] = await db.query<{ id: number }>(`SELECT id FROM users WHERE login = 'citizen'`);
    const sessionId = newOpaqueId();
    await createSession(db, hashId(sessionId), citizen.id, null);
    await db.close();
    const cookie = `${SESSION_COOKIE}=${sessionId}`;

    const first = await startServer(env);
    children.push(first);

    // Three uploads that send a first megabyte of a PDF and then stall, as on a slow connection.
    const boundary = '----crash-test';
    const uploads = [1, 2, 3].map((n) => {
      const req = request(`${origin}/api/files/upload`, {
        method: 'POST',
        headers: {
          cookie,
          origin,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(5 * 1024 * 1024),
        },
      });
      req.on('error', () => {});
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      req.write(Buffer.alloc(1024 * 1024, 0x20));
      return req;
    });

    const filesDir = path.join(dataDir, 'files');
    const partialBytes = async () => {
      let total = 0;
      for (const file of await filesUnder(filesDir)) total += (await stat(path.join(filesDir, file))).size;
      return { count: (await filesUnder(filesDir)).length, total };
    };
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { count, total } = await partialBytes();
      if (count === 3 && total >= 3 * 1024 * 1024) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The crash finds three partial files on disk, none of them under a final name.
    const partial = await filesUnder(filesDir);
    expect(partial).toHaveLength(3);
    expect(partial.every((file) => file.startsWith(`.incoming${path.sep}`))).toBe(true);

    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    for (const req of uploads) req.destroy();

    const second = await startServer(env);
    children.push(second);
    expect(await filesUnder(filesDir)).toEqual([]);

    // The restarted server still takes uploads, and keeps exactly the one it acknowledged.
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="after.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 after\r\n--${boundary}--\r\n`,
      ),
    ]);
    const res = await fetch(`${origin}/api/files/upload`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(await filesUnder(filesDir)).toEqual([data.id]);
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }, 600_000);
});
