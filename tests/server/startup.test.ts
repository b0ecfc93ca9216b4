import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { startApp, startupStep, type StartupStep } from '../../server/startup.ts';
import { FRESH_DB_TEST_TIMEOUT_MS } from './test-app.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Progress lines as the server's logger would get them. */
function progress() {
  const lines: Array<{ step: string; ms?: number; msg: string }> = [];
  return {
    lines,
    log: {
      info: (fields: { step: string; ms?: number }, msg: string) => {
        lines.push({ ...fields, msg });
      },
    },
  };
}

describe('start-up', () => {
  it('runs the long first-start work after ready, past the plugin timeout that bounds onReady hooks, logging each step', async () => {
    const slowWork = () => pause(400);
    const hooked = Fastify({ pluginTimeout: 100 });
    hooked.addHook('onReady', slowWork);
    await expect(hooked.ready()).rejects.toThrow(/timed out|timeout/i);

    const stepped = Fastify({ pluginTimeout: 100 });
    const { lines, log } = progress();
    stepped.log.info = log.info as never;
    const done: string[] = [];
    stepped.decorate('startupSteps', [
      { name: 'report-job-queue', run: () => slowWork().then(() => done.push('queue')) },
      { name: 'demo-documents', run: () => slowWork().then(() => done.push('documents')) },
    ] satisfies StartupStep[]);
    await startApp(stepped);
    expect(done).toEqual(['queue', 'documents']);
    expect(lines.map((line) => [line.step, line.msg])).toEqual([
      ['report-job-queue', 'start-up step began'],
      ['report-job-queue', 'start-up step done'],
      ['demo-documents', 'start-up step began'],
      ['demo-documents', 'start-up step done'],
    ]);
    expect(lines[1].ms).toBeGreaterThanOrEqual(350);
    await stepped.close();
  });

  it(
    'completes on the next start a seed cut short in the middle, logging the migrations and the seed',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-start-'));
      try {
        const first = await openPglite(path.join(dataDir, 'pglite'));
        await migrate(first);
        // The process dies after the seed wrote its rows and before it committed.
        await expect(
          first.transaction(async (tx) => {
            await seedDemoData(tx);
            throw new Error('killed');
          }),
        ).rejects.toThrow('killed');
        expect(await first.query('SELECT count(*)::int AS n FROM persons')).toEqual([{ n: 0 }]);
        await first.close();

        const { lines, log } = progress();
        const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }), (name, run) =>
          startupStep(log, name, run),
        );
        try {
          const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons');
          expect(n).toBeGreaterThan(10);
          expect(lines.filter((line) => line.msg === 'start-up step done').map((line) => line.step)).toEqual([
            'migrations',
            'demo-seed',
          ]);
        } finally {
          await db.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    FRESH_DB_TEST_TIMEOUT_MS * 2,
  );
});
