import { ACCESS } from '../auth/access.ts';
import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { sendZip } from '../files/zip-archive.ts';
import { findNews, findNewsArchive, listNews, listNewsFiles, newsReferences } from '../news/news.ts';
import { newsCardWrites } from '../news/news-cards.ts';
import { MSG, NEWS_CARD_MSG } from '../messages.ts';
import { idParam, pageOnlyQuery } from '../schemas/shared.ts';
import * as S from '../schemas/news-cards.ts';

const KIND = 'every-mother';
const NOT_FOUND = NEWS_CARD_MSG.everyMotherNotFound;

/**
 * «Каждой маме» news of the for-parents section (platform.md section 7, workflows.md section 7):
 * the list and a card with its files are public reads, kept until a write changes them; an
 * administrator creates, edits and deletes cards and attaches and deletes their files. Content is
 * rich text, sanitised before it is stored.
 */
const everyMotherRoutes: RoutePlugin = async (app) => {
  const writes = newsCardWrites(app, KIND, NOT_FOUND);
  const card = async (id: number) => {
    const found = await findNews(app.db, KIND, id);
    if (!found) throw new HttpError(404, NOT_FOUND);
    return { ...found, files: await listNewsFiles(app.db, KIND, id) };
  };
  const admin = { access: ACCESS.admin };

  app.get(
    '/public/every-mother-news',
    {
      config: publicRead([newsReferences.list(KIND)]),
      schema: {
        summary: 'Новости раздела «Каждой маме»',
        querystring: pageOnlyQuery,
        response: { 200: envelope(S.newsPage) },
      },
    },
    async ({ query }) => ok(await listNews(app.db, KIND, (query.page - 1) * query.pageSize, query.pageSize)),
  );
  app.get(
    '/public/every-mother-news/:id',
    {
      config: publicRead(({ params }) => [newsReferences.card(KIND, Number(params.id))]),
      schema: {
        summary: 'Новость раздела «Каждой маме» с файлами',
        params: idParam,
        response: { 200: envelope(S.newsCardWithFiles) },
      },
    },
    async ({ params }) => ok(await card(params.id)),
  );

  app.post(
    '/every-mother-news',
    {
      config: admin,
      schema: {
        summary: 'Создать новость «Каждой маме» (администратор)',
        body: S.newsCardBody,
        response: { 200: envelope(S.newsCardId) },
      },
    },
    async ({ body }) => ok({ id: await writes.create(body) }, { severity: 'Success', text: NEWS_CARD_MSG.published }),
  );
  app.post(
    '/every-mother-news/update-card',
    {
      config: admin,
      schema: {
        summary: 'Изменить новость «Каждой маме» (администратор)',
        body: S.newsCardUpdateBody,
        response: { 200: envelope(S.newsCardId) },
      },
    },
    async ({ body }) => {
      await writes.update(body.id, body);
      return ok({ id: body.id }, { severity: 'Success', text: NEWS_CARD_MSG.saved });
    },
  );
  app.post(
    '/every-mother-news/send-file/:id',
    {
      config: admin,
      schema: {
        summary: 'Прикрепить файл к новости (multipart: file, fileName)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: envelope(S.newsFiles) },
      },
    },
    async (request) => {
      await writes.attach(request, request.params.id);
      return ok(await listNewsFiles(app.db, KIND, request.params.id), {
        severity: 'Success',
        text: NEWS_CARD_MSG.fileAttached,
      });
    },
  );
  app.post(
    '/every-mother-news/delete-record/:id',
    {
      config: admin,
      schema: {
        summary: 'Удалить новость с её файлами (администратор)',
        params: idParam,
        response: { 200: envelope({ type: 'boolean' }) },
      },
    },
    async ({ params }) => {
      await writes.remove(params.id);
      return ok(true, { severity: 'Success', text: NEWS_CARD_MSG.deleted });
    },
  );
  app.post(
    '/every-mother-news/delete-files/:id',
    {
      config: admin,
      schema: {
        summary: 'Удалить файлы новости (администратор)',
        params: idParam,
        body: S.deleteFilesBody,
        response: { 200: envelope(S.newsFiles) },
      },
    },
    async ({ params, body }) => {
      const removed = await writes.detach(params.id, body.fileIds);
      const files = await listNewsFiles(app.db, KIND, params.id);
      return ok(
        files,
        removed
          ? { severity: 'Success', text: NEWS_CARD_MSG.filesDeleted }
          : { severity: 'Warning', text: NEWS_CARD_MSG.noFilesDeleted },
      );
    },
  );

  app.get(
    '/files/every-mother-files',
    {
      config: { access: ACCESS.any },
      schema: {
        summary: 'Файлы новости «Каждой маме» (ZIP)',
        querystring: S.archiveQuery,
        response: { 200: binaryAnswer('Архив ZIP', 'application/zip') },
      },
    },
    async (request, reply) => {
      const files = await findNewsArchive(app.db, KIND, request.query.id);
      if (!files.length) throw new HttpError(404, MSG.fileNotFound);
      return sendZip(reply, app.storage, files, 'Файлы новости.zip');
    },
  );
};

export default everyMotherRoutes;
