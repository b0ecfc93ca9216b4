/**
 * The notices of the calendar (workflows.md section 9: «due in week», «expired»): a sweep reads the
 * records whose last day comes within a week or has just passed and tells their person once
 * (docs/notices.md). It runs when the server starts and then every hour (DEADLINE_SWEEP_MINUTES); running it again, or in
 * several server processes at once, writes nothing twice: each notice carries a key
 * ('serviceContract:12:dueInWeek') an account holds once (migration 0033).
 *
 * An issued certificate (a tourism one too) past its last day is closed by its state table (the
 * 'expire' action); the
 * notice of that action comes from the transition rules (server/messages/notices.ts), as for any
 * other action.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { expireOverdue } from '../certificates/certificate-actions.ts';
import { expireOverdueTourismCertificates } from '../tourism/certificates.ts';
import { listDeadlines, type DeadlineRow, type DeadlineSource } from '../repositories/notices.ts';
import { notifyOnce } from './notices.ts';
import type { NoticeClass } from '../../common/messages/messages.ts';
import { ruDate } from '../../common/region-time.ts';
import { addDays } from '../../common/schedule/slots.ts';
import { regionToday } from '../../common/time-zone.ts';

/** «Срок — через неделю»: the last day is today or within this many days. */
export const DUE_WITHIN_DAYS = 7;
/** «Срок истёк» is told for a last day at most this many days ago (not for the records of years past). */
export const EXPIRED_WITHIN_DAYS = 30;

type DeadlineClass = Extract<NoticeClass, 'dueInWeek' | 'expired'>;

/** What each kind of record says; a kind without a text for a class is not told it by the sweep. */
const TEXTS: Record<DeadlineSource, Partial<Record<DeadlineClass, (row: DeadlineRow) => string>>> = {
  serviceContract: {
    dueInWeek: (r) =>
      `Срок действия договора № ${r.number} заканчивается ${ruDate(r.lastDay)}. ` +
      'Если услуги нужны и дальше, обратитесь к поставщику, чтобы продлить договор.',
    expired: (r) =>
      `Срок действия договора № ${r.number} закончился ${ruDate(r.lastDay)}. ` +
      'Услуги по нему больше не оказываются; чтобы продолжить их получать, заключите новый договор.',
  },
  ippsu: {
    dueInWeek: (r) =>
      `Срок действия индивидуальной программы предоставления социальных услуг № ${r.number} заканчивается ` +
      `${ruDate(r.lastDay)}. Чтобы получать услуги дальше, обратитесь в управление социальной защиты населения ` +
      'для её пересмотра.',
    expired: (r) =>
      `Срок действия индивидуальной программы предоставления социальных услуг № ${r.number} закончился ` +
      `${ruDate(r.lastDay)}. Для новой программы обратитесь в управление социальной защиты населения.`,
  },
  certificate: {
    dueInWeek: (r) =>
      `Срок действия сертификата № ${r.number} заканчивается ${ruDate(r.lastDay)}. ` +
      'Заключите договор на услуги до этого дня или подайте заявление на новый сертификат.',
  },
};

/** The window of a class on `today`: a last day within it is told. */
function windowOf(kind: DeadlineClass, today: string): [string, string] {
  return kind === 'dueInWeek'
    ? [today, addDays(today, DUE_WITHIN_DAYS)]
    : [addDays(today, -EXPIRED_WITHIN_DAYS), addDays(today, -1)];
}

/** The key by which an account holds a notice of the calendar once. */
export const deadlineKey = (row: Pick<DeadlineRow, 'source' | 'recordId'>, kind: DeadlineClass): string =>
  `${row.source}:${row.recordId}:${kind}`;

/** What one sweep did: notices written (per account) and certificates closed as expired. */
export interface SweepResult {
  notices: number;
  expiredCertificates: number;
}

/** One sweep on the region's `today`: expires what is overdue and writes the notices not yet written. */
export async function sweepDeadlines(db: Db, today: string = regionToday()): Promise<SweepResult> {
  const expiredCertificates = (await expireOverdue(db, null)) + (await expireOverdueTourismCertificates(db, today));
  let notices = 0;
  for (const source of Object.keys(TEXTS) as DeadlineSource[]) {
    for (const [kind, text] of Object.entries(TEXTS[source]) as [DeadlineClass, (row: DeadlineRow) => string][]) {
      const [from, to] = windowOf(kind, today);
      for (const row of await listDeadlines(db, source, from, to))
        notices += await notifyOnce(
          db,
          row.personId,
          { kind, sender: row.sender, text: text(row) },
          deadlineKey(row, kind),
        );
    }
  }
  return { notices, expiredCertificates };
}

/**
 * Runs the sweep once the server has started and then every `config.deadlineSweepMinutes` (none when
 * 0), until it closes. A failed sweep is logged and tried again the next time; it never stops the server.
 */
export function scheduleDeadlineSweep(app: FastifyInstance): void {
  const everyMs = app.config.deadlineSweepMinutes * 60_000;
  if (!everyMs) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepDeadlines(app.db).then(
      (result) => app.log.info(result, 'deadline notices swept'),
      (error: unknown) => app.log.error({ err: error }, 'deadline notice sweep failed'),
    );
    return running;
  };
  app.startupSteps.push({
    name: 'deadline-notices',
    run: async () => {
      await sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    },
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
