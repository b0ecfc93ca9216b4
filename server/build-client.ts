import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Sources whose change makes the built client stale. The client imports the kernel too, and the
 * generated act modules live there (npm start regenerates them first).
 */
const SOURCES = ['src', 'common', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when dist/index.html is missing or older than any client source. */
export function clientIsStale(root: string, clientDir: string): boolean {
  const built = newestMtime(path.join(clientDir, 'index.html'));
  if (!built) return true;
  return SOURCES.some((name) => newestMtime(path.join(root, name)) > built);
}

/**
 * Builds the client with Vite when it is stale; throws when the build fails. Vite and the client's
 * libraries are development dependencies: an install without them (`npm ci --omit=dev`) serves
 * the client built beforehand (`npm run build`) as it is, and refuses to start without one.
 */
export function buildClientIfStale(root: string, clientDir: string, log: (line: string) => void): void {
  if (!clientIsStale(root, clientDir)) return;
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  if (!existsSync(vite)) {
    if (existsSync(path.join(clientDir, 'index.html')))
      return log('Vite не установлен: клиент отдаётся из готовой сборки без пересборки');
    throw new Error(
      `No built client in ${clientDir} and no Vite to build it: run npm run build with the development dependencies installed`,
    );
  }
  log('Сборка клиента (vite build)…');
  const result = spawnSync(vite, ['build', '--outDir', clientDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Client build failed');
}
