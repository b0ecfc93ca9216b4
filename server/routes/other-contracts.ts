import { requireAuth } from '../auth/session.ts';
import { ok } from '../http/envelope.ts';
import { binaryAnswer, envelope, type RoutePlugin } from '../http/contract.ts';
import { otherContractService } from '../contracts/other-contracts.ts';
import { SystemRole as R } from '../../common/roles.ts';
import { isServedFileType } from '../../common/validation/index.ts';
import { record } from './answers.ts';
import { idParam, pageQuery } from './schemas.ts';

/**
 * The citizens' «other» contracts (/user/contracts and /user/contracts/{id}, workflows.md sections
 * 2 and 4). The spec lists no call for this list, so the calls are designed in the style of the
 * service contracts': GET /contract (search, the filter 1 active / 2 closed, paging), GET
 * /contract/{id} (the card) and GET /contract/{id}/documents/{fileId} (a document's file).
 */
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 200 },
    /** workflows.md section 4: InWork 1 (active), Finished 2 (closed). */
    filter: { type: 'integer', enum: [1, 2] },
    ...pageQuery,
  },
} as const;

const listRow = {
  id: int,
  number: str,
  date: str,
  kind: str,
  subject: str,
  status: int,
  statusCaption: str,
  personId: int,
  personFio: str,
  targetFio: strOrNull,
  institutionId: int,
  institution: str,
  dateFrom: str,
  dateTo: strOrNull,
} as const;
const listAnswer = {
  type: 'object',
  required: ['items', 'total'],
  additionalProperties: false,
  properties: { total: int, items: { type: 'array', items: record(listRow) } },
} as const;
const historyRow = record({
  fromStatus: intOrNull,
  fromStatusCaption: strOrNull,
  toStatus: int,
  toStatusCaption: str,
  at: str,
  who: str,
  note: strOrNull,
});
const documentRow = record({ fileId: str, caption: str, fileName: str, size: int });
const card = record({
  ...listRow,
  snils: strOrNull,
  personContact: strOrNull,
  targetBirthDate: strOrNull,
  institutionFull: str,
  institutionAddress: strOrNull,
  institutionContact: strOrNull,
  amount: strOrNull,
  amountCaption: strOrNull,
  history: { type: 'array', items: historyRow },
  documents: { type: 'array', items: documentRow },
});
const documentParams = {
  type: 'object',
  required: ['id', 'fileId'],
  properties: { id: idParam.properties.id, fileId: { type: 'string', pattern: UUID } },
} as const;

/** RFC 6266 header that keeps a Cyrillic file name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The «other» contracts' calls: the list, the card and its documents, each only to its parties. */
const otherContractRoutes: RoutePlugin = async (app) => {
  const contracts = otherContractService(app.db);
  const config = { access: [R.Public, R.ServiceProvider] };

  app.get(
    '/contract',
    {
      config,
      schema: {
        summary: 'Договоры гражданина (прочие): мои или учреждения',
        querystring: listQuery,
        response: { 200: envelope(listAnswer) },
      },
    },
    async (request) => {
      const { page, pageSize, ...query } = request.query;
      return ok(
        await contracts.list(requireAuth(request), {
          ...query,
          filter: query.filter as 1 | 2 | undefined,
          page: page ?? 1,
          pageSize: pageSize ?? 20,
        }),
      );
    },
  );

  app.get(
    '/contract/:id',
    {
      config,
      schema: {
        summary: 'Договор (прочий): стороны, предмет, сроки, история статусов, документы',
        params: idParam,
        response: { 200: envelope(card) },
      },
    },
    async (request) => ok(await contracts.card(requireAuth(request), request.params.id)),
  );

  app.get(
    '/contract/:id/documents/:fileId',
    {
      config,
      schema: {
        summary: 'Скачать документ договора',
        params: documentParams,
        response: { 200: binaryAnswer('Документ договора', 'application/octet-stream') },
      },
    },
    async (request, reply) => {
      const file = await contracts.document(requireAuth(request), request.params.id, request.params.fileId);
      // A download only, with the type checked when the file was stored (as the file service does).
      return reply
        .header('Content-Type', isServedFileType(file.contentType) ? file.contentType : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(file.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(app.storage.get(file.storageKey));
    },
  );
};

export default otherContractRoutes;
