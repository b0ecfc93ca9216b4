import { publicRead } from '../http/public-cache.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { addressReferences, listRegions } from '../system/reference.ts';
import { findNews, listNews, newsReferences, type NewsKind } from '../news/news.ts';
import { MSG } from '../messages.ts';
import { idParam } from '../schemas/shared.ts';
import { newsCard, newsPage, newsQuery, region } from '../schemas/public.ts';

/** Public reads: regions and news (every-mother news: every-mother.ts). */
const publicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/public/regions/find',
    {
      config: publicRead([addressReferences.regions]),
      schema: {
        summary: 'Список регионов',
        response: { 200: envelope({ type: 'array', items: region }) },
      },
    },
    async () => ok(await listRegions(app.db)),
  );

  const newsOf = (path: string, kind: NewsKind, summary: string) => {
    app.get(
      path,
      {
        config: publicRead([newsReferences.list(kind)]),
        schema: {
          summary,
          querystring: newsQuery,
          response: { 200: envelope(newsPage) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        return ok(await listNews(app.db, kind, (page - 1) * pageSize, pageSize));
      },
    );
    app.get(
      `${path}/:id`,
      {
        config: publicRead(({ params }) => [newsReferences.card(kind, Number(params.id))]),
        schema: { summary, params: idParam, response: { 200: envelope(newsCard) } },
      },
      async (request) => {
        const card = await findNews(app.db, kind, request.params.id);
        if (!card) throw new HttpError(404, MSG.notFound);
        return ok(card);
      },
    );
  };
  newsOf('/public/news', 'news', 'Новости');
};

export default publicRoutes;
