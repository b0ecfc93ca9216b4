import { ACCESS } from '../auth/access.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { listNewsFiles } from '../news/news.ts';
import { newsCardWrites } from '../news/news-cards.ts';
import { CATALOG_MSG, NEWS_CARD_MSG } from '../messages.ts';
import { catalogSection } from '../../common/catalog-groups.ts';
import { idParam } from '../schemas/shared.ts';
import * as S from '../schemas/news-cards.ts';
import { groupAndId } from '../schemas/subsidy-contests.ts';

const KIND = 'subsidy-contest';
/** The catalogue group of the subsidy contests (platform.md section 9: group 9). */
const CONTEST_GROUP = catalogSection('subsidy-contests')!.group!;

/** A path's group must be the contests' one: another group has no announcements. */
function contestGroup(group: number): void {
  if (group !== CONTEST_GROUP) throw new HttpError(404, CATALOG_MSG.sectionNotFound);
}

/**
 * The writes of subsidy-contest announcements (workflows.md section 7), for those the access call
 * (`GET /subsidy-contests/{id}/access`, catalog.ts) lets edit: administrators. The public list,
 * card and zip are catalog.ts's and files-archive.ts's. In `POST /subsidy-contests/{id}` and in
 * `{a}/{b}` the first number is the catalogue group of the contests (9); update-card's `{id}` is
 * the announcement, and must be the body's id.
 */
const subsidyContestRoutes: RoutePlugin = async (app) => {
  const writes = newsCardWrites(app, KIND, CATALOG_MSG.contestNotFound);
  const admin = { access: ACCESS.admin };

  app.post(
    '/subsidy-contests/:id',
    {
      config: admin,
      schema: {
        summary: 'Создать объявление о конкурсе субсидий в группе каталога 9 (администратор)',
        params: idParam,
        body: S.newsCardBody,
        response: { 200: envelope(S.newsCardId) },
      },
    },
    async ({ params, body }) => {
      contestGroup(params.id);
      return ok({ id: await writes.create(body) }, { severity: 'Success', text: NEWS_CARD_MSG.published });
    },
  );
  app.post(
    '/subsidy-contests/update-card/:id',
    {
      config: admin,
      schema: {
        summary: 'Изменить объявление о конкурсе субсидий (администратор)',
        params: idParam,
        body: S.newsCardUpdateBody,
        response: { 200: envelope(S.newsCardId) },
      },
    },
    async ({ params, body }) => {
      if (params.id !== body.id) throw new HttpError(400, NEWS_CARD_MSG.idMismatch);
      await writes.update(body.id, body);
      return ok({ id: body.id }, { severity: 'Success', text: NEWS_CARD_MSG.saved });
    },
  );
  app.post(
    '/subsidy-contests/send-file/:a/:b',
    {
      config: admin,
      schema: {
        summary: 'Прикрепить документ к объявлению (multipart: file, fileName)',
        consumes: ['multipart/form-data'],
        params: groupAndId,
        response: { 200: envelope(S.newsFiles) },
      },
    },
    async (request) => {
      contestGroup(request.params.a);
      await writes.attach(request, request.params.b);
      return ok(await listNewsFiles(app.db, KIND, request.params.b), {
        severity: 'Success',
        text: NEWS_CARD_MSG.fileAttached,
      });
    },
  );
  app.post(
    '/subsidy-contests/delete-record/:a/:b',
    {
      config: admin,
      schema: {
        summary: 'Удалить объявление с его документами (администратор)',
        params: groupAndId,
        response: { 200: envelope({ type: 'boolean' }) },
      },
    },
    async ({ params }) => {
      contestGroup(params.a);
      await writes.remove(params.b);
      return ok(true, { severity: 'Success', text: NEWS_CARD_MSG.deleted });
    },
  );
  app.post(
    '/subsidy-contests/delete-files/:a/:b',
    {
      config: admin,
      schema: {
        summary: 'Удалить документы объявления (администратор)',
        params: groupAndId,
        body: S.deleteFilesBody,
        response: { 200: envelope(S.newsFiles) },
      },
    },
    async ({ params, body }) => {
      contestGroup(params.a);
      const removed = await writes.detach(params.b, body.fileIds);
      const files = await listNewsFiles(app.db, KIND, params.b);
      return ok(
        files,
        removed
          ? { severity: 'Success', text: NEWS_CARD_MSG.filesDeleted }
          : { severity: 'Warning', text: NEWS_CARD_MSG.noFilesDeleted },
      );
    },
  );
};

export default subsidyContestRoutes;
