import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { authorizeReportJob } from '../jobs/authorize.ts';
import { JOB_MSG } from '../jobs/messages.ts';
import { ReportQueue, type ReportJobView } from '../jobs/queue.ts';
import { reportRunner } from '../reports/index.ts';
import { notifyAccount } from '../messages/notices.ts';
import { PORTAL_SENDER } from '../../common/messages/messages.ts';
import { REPORT_JOB_CAPTIONS, reportJobTypeId } from '../../common/report-jobs.ts';
import type { CurrentUser } from '../../common/current-user.ts';
import { jobKey, jobResult, jobState, keyParams, startBody } from '../schemas/jobs.ts';

/**
 * A job of this type started by this user, while acting for the institution they act for now when
 * it was started for one (as mayReadFile judges its file), or any for an admin; otherwise as if
 * there were none.
 */
function readable(job: ReportJobView | undefined, typeId: number, user: CurrentUser): ReportJobView {
  const madeFor = job?.data.institutionId ?? null;
  const own =
    job?.data.userId === user.userId &&
    (madeFor === null || madeFor === (user.selectedInstitution?.institutionId ?? null));
  if (!job || job.data.typeId !== typeId || !(own || user.administrator)) throw new HttpError(404, JOB_MSG.notFound);
  return job;
}

/**
 * Report jobs (platform.md section 7): start one, read its state, read its result. The queue and
 * its workers live as long as the server (started when it is ready, stopped before it closes).
 */
const jobsRoutes: RoutePlugin = async (app) => {
  const queue = new ReportQueue({
    db: app.db,
    workers: app.config.jobWorkers,
    timeLimitMs: app.config.jobTimeLimitMs,
    log: app.log,
    run: reportRunner(app.db, app.storage),
    announce: (data, file) =>
      notifyAccount(
        app.db,
        data.userId,
        {
          kind: 'reportSent',
          sender: PORTAL_SENDER,
          text:
            `Документ «${REPORT_JOB_CAPTIONS[data.type]}» сформирован: файл «${file.originalFileName}» приложен ` +
            'к этому уведомлению.',
        },
        [file.id],
      ),
    announceAfterMs: app.config.jobNoticeAfterMs,
  });
  app.startupSteps.push({ name: 'report-job-queue', run: () => queue.start() });
  app.addHook('preClose', () => queue.stop());

  app.post(
    '/jobs',
    {
      config: { access: ACCESS.signedIn, callLimit: 'job' },
      schema: {
        summary: 'Запустить задачу формирования отчёта',
        body: startBody,
        response: { 200: envelope(jobKey) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const params = await authorizeReportJob(app.db, user, request.body);
      const typeId = reportJobTypeId(request.body.type);
      const id = await queue.add({
        typeId,
        type: request.body.type,
        params,
        userId: user.userId,
        institutionId: user.selectedInstitution?.institutionId ?? null,
      });
      return ok({ typeId, id });
    },
  );

  app.get(
    '/jobs/:typeId/:id',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Состояние задачи',
        params: keyParams,
        response: { 200: envelope(jobState) },
      },
    },
    async (request) => {
      const { typeId, id } = request.params;
      const job = readable(await queue.get(id), typeId, requireAuth(request).user);
      return ok({ typeId, id, state: job.stateId });
    },
  );

  app.get(
    '/jobs/data/:typeId/:id',
    {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'Результат задачи: состояние, сообщение и ссылка на файл',
        params: keyParams,
        response: { 200: envelope(jobResult) },
      },
    },
    async (request) => {
      const { typeId, id } = request.params;
      const job = readable(await queue.get(id), typeId, requireAuth(request).user);
      const result = job.file ? { ...job.file, uri: `files/${job.file.id}` } : null;
      return ok({ stateId: job.stateId, message: job.message, result });
    },
  );
};

export default jobsRoutes;
