import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';

/** Starting and stopping the real server (`npm start`) for the API and start-up figures. */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** From spawning `npm start` to the first 200 of GET /api/health. */
  startupMs: number;
  /** The server rebuilt the client on start (its sources changed after the bench built it). */
  rebuiltClient: boolean;
  /** The server's output so far (its log file). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Every server started and not yet stopped, so that a failing run still stops them. */
const running = new Set<RunningServer>();

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm start` in the repository with the given environment on 127.0.0.1 and a free port, in its
 * own process group (npm -> sh -> tsx -> node) so that stopping it stops them all. Its output goes
 * to `logFile` (not through this process, which runs the load generator). Resolves once
 * GET /api/health answers 200; fails after `timeoutMs`.
 */
export async function startServer(
  cwd: string,
  env: Record<string, string>,
  logFile: string,
  timeoutMs: number,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  // `npm start` rebuilds the client when a source is newer than CLIENT_DIR/index.html. Other work may
  // touch src/ after the bench built the client: mark the build as current so that the start-up
  // figure is a start, not a build (the bench's build is minutes old at most).
  if (env.CLIENT_DIR) {
    const now = new Date();
    utimesSync(path.join(env.CLIENT_DIR, 'index.html'), now, now);
  }
  const fd = openSync(logFile, 'a');
  const started = performance.now();
  let child: ChildProcess;
  try {
    child = spawn('npm', ['start', '--silent'], {
      cwd,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', fd, fd],
      detached: true,
    });
  } finally {
    closeSync(fd);
  }
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const server: RunningServer = {
    url,
    port,
    startupMs: Number.NaN,
    rebuiltClient: false,
    output,
    async stop() {
      running.delete(server);
      if (exited || child.pid === undefined) return;
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // The group is gone already.
        }
      };
      signal('SIGTERM');
      await Promise.race([exit, sleep(10_000)]);
      if (!exited) {
        signal('SIGKILL');
        await Promise.race([exit, sleep(5_000)]);
      }
    },
  };
  running.add(server);

  const deadline = started + timeoutMs;
  while (performance.now() < deadline && !exited) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) {
        server.startupMs = performance.now() - started;
        server.rebuiltClient = output().includes('vite build');
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(25);
  }
  await server.stop();
  throw new Error(
    `the server did not answer /api/health within ${timeoutMs} ms${exited ? ' (it exited)' : ''}:\n${output().slice(-3000)}`,
  );
}
