import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { countAppliedMigrations } from '../repositories/health.ts';
import { queueStatus } from '../jobs/queue.ts';

/** The result of one check: green (ok) or red with the reason in Russian. */
export interface CheckResult {
  id: string;
  caption: string;
  ok: boolean;
  /** What was found: a short confirmation when green, the reason when red. */
  detail: string;
  durationMs: number;
}

/** One entry of the registry: a name and a probe that throws (with a Russian reason) when the part is down. */
export interface SelfCheck {
  id: string;
  caption: string;
  /** Resolves with a short description of what works; rejects when the part is down. */
  run(app: FastifyInstance): Promise<string>;
}

/** No probe may hang the page: each is cut off after this long. */
export const CHECK_TIMEOUT_MS = 5000;

const database: SelfCheck = {
  id: 'database',
  caption: 'База данных',
  async run(app) {
    const applied = await countAppliedMigrations(app.db);
    return `${app.db.kind === 'pglite' ? 'Встроенная PGlite' : 'PostgreSQL'}: отвечает, применено миграций: ${applied}`;
  },
};

const fileStorage: SelfCheck = {
  id: 'file-storage',
  caption: 'Хранилище файлов',
  async run(app) {
    // A probe file goes the way of an upload: received, committed, read back, removed.
    const key = `self-check-${randomUUID()}`;
    const probe = `self-check ${key}`;
    try {
      await app.storage.put(key, Readable.from([Buffer.from(probe)]));
      await app.storage.commit(key);
      let read = '';
      for await (const chunk of app.storage.get(key)) read += String(chunk);
      if (read !== probe) throw new Error('прочитано не то, что записано');
      return 'Запись, чтение и удаление файла выполнены';
    } finally {
      await app.storage.remove(key).catch(() => undefined);
    }
  },
};

const identityProvider: SelfCheck = {
  id: 'identity-provider',
  caption: 'Поставщик идентификации',
  async run(app) {
    const { issuer, embedded } = app.config.oidc;
    const path = '/.well-known/openid-configuration';
    let document: { issuer?: unknown };
    if (embedded) {
      // The embedded provider is part of this process: asked directly, not over the network.
      const res = await app.inject({ url: `/idp${path}` });
      if (res.statusCode !== 200) throw new Error(`ответ ${res.statusCode}`);
      document = res.json();
    } else {
      const res = await fetch(`${issuer}${path}`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`ответ ${res.status}`);
      document = (await res.json()) as { issuer?: unknown };
    }
    if (typeof document.issuer !== 'string') throw new Error('в ответе нет адреса поставщика');
    return `${embedded ? 'Встроенный тестовый поставщик' : 'Поставщик'} ${document.issuer} отвечает`;
  },
};

const reportQueue: SelfCheck = {
  id: 'report-queue',
  caption: 'Очередь задач формирования отчётов',
  async run(app) {
    const status = await queueStatus(app.db);
    if (!status.exists) throw new Error('очередь не создана: сервер ещё не готов принимать задачи');
    return `Очередь в базе данных, обработчиков: ${app.config.jobWorkers}; ожидают: ${status.waiting}, выполняются: ${status.running}`;
  },
};

const signingService: SelfCheck = {
  id: 'signing-service',
  caption: 'Сервис квалифицированной электронной подписи',
  async run(app) {
    const url = app.config.signingServiceUrl;
    // Optional: without it people sign with the simple electronic signature, which is not a fault.
    if (!url)
      return 'Не подключён (SIGNING_SERVICE_URL не задан): документы подписываются простой электронной подписью';
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (res.status >= 500) throw new Error(`ответ ${res.status}`);
    return `Сервис ${new URL(url).host} отвечает: квалифицированная подпись доступна`;
  },
};

/**
 * The self-check registry of /admin/test: one entry per part the portal depends on. A new part (the
 * report-job queue) is one more entry here.
 */
export const SELF_CHECKS: SelfCheck[] = [database, fileStorage, identityProvider, reportQueue, signingService];

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text ? `Не работает: ${text}` : 'Не работает';
}

/** Runs every check at once, each with its time limit; never throws. */
export function runSelfChecks(app: FastifyInstance, checks: SelfCheck[] = SELF_CHECKS): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`нет ответа за ${CHECK_TIMEOUT_MS / 1000} с`)), CHECK_TIMEOUT_MS);
      });
      try {
        const detail = await Promise.race([check.run(app), timeout]);
        return {
          id: check.id,
          caption: check.caption,
          ok: true,
          detail,
          durationMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return {
          id: check.id,
          caption: check.caption,
          ok: false,
          detail: reason(error),
          durationMs: Math.round(performance.now() - started),
        };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
