import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../auth/access.ts';
import { requireAuth } from '../auth/session.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { envelope, type RoutePlugin } from '../http/contract.ts';
import { contentDisposition, documentFileName } from '../http/file-names.ts';
import { getPointer } from '../../common/acts/computed.ts';
import type { ServedAct } from '../acts/registry.ts';
import { issueIppsuFromAssessment } from '../ippsu/issue.ts';
import {
  callerInstitution,
  checkComplete,
  checkWritable,
  chooseSignature,
  createAct,
  formOf,
  loadOwnedAct,
  mergeBlock,
  migratedData,
  signDocument,
  signedContentIntact,
  signingOf,
} from '../acts/engine.ts';
import { employeeName, prefillNewAct, signerLines, withEntryDate, withoutConsents } from '../acts/prefill.ts';
import { regionToday } from '../../common/time-zone.ts';
import { withoutDrawings } from '../../common/acts/unsigned-lines.ts';
import { printAct } from '../acts/print.ts';
import { printContext } from '../acts/print-context.ts';
import { actCaptions } from '../acts/place-names.ts';
import {
  findPersonAddresses,
  findPersonCard,
  isClientOf,
  listActs,
  searchPersons,
  updateActData,
  type ActRow,
} from '../acts/records.ts';
import { ACT_MSG, MSG } from '../messages.ts';
import { blockSaveBody, idParam, noParams, signatureBody } from '../schemas/shared.ts';
import { actCalls } from '../../common/acts/act-definition.ts';
import { actAnswer, actSearchBody, pdfAnswer, personSearchBody } from '../schemas/acts.ts';

/** The named signature lines put over a copy's own (a group's other lines and fields stay). */
function mergeLines(data: Record<string, unknown>, lines: Record<string, unknown>): Record<string, unknown> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value);
  const out = { ...data };
  for (const [key, value] of Object.entries(lines))
    out[key] = { ...(isObject(out[key]) ? out[key] : {}), ...(isObject(value) ? value : {}) };
  return out;
}

/** '{id}' of an act.json call path as a Fastify parameter. */
const route = (prefix: string, path: string) => `${prefix}/${path.replace('{id}', ':id')}`;

/** The act whose signing issues the person's IPPSU (server/ippsu/issue.ts). */
const NEEDS_ASSESSMENT = 'individual-needs-assessment-act';

/** What the card screen gets: the act, its person and who may do what. */
export async function actView(app: FastifyInstance, act: ActRow) {
  const person = (await findPersonCard(app.db, act.personId)) ?? null;
  const signing = await signingOf(app.db, act);
  return {
    id: act.id,
    number: act.number,
    actType: act.actType,
    personId: act.personId,
    person,
    version: act.version,
    schemaVersion: act.schemaVersion,
    data: act.data,
    blocks: act.blocks,
    status: act.status,
    signedAt: act.signedAt,
    signatureKind: act.signatureKind,
    signer: signing?.signer ?? null,
    contentHash: act.contentHash,
    contentIntact: signedContentIntact(act),
    basedOn: act.basedOn,
    updatedAt: act.updatedAt,
    captions: await actCaptions(app.db, act.data),
  };
}

/**
 * The calls of one survey act under its prefix (workflows.md section 7): person search, create,
 * act search, block saves (one call per distinct `save` of act.json), signatures, copy, read.
 * Only employees of the act's institution (service provider or social worker) and admins.
 */
export function actRoutes(served: ServedAct): RoutePlugin {
  const { definition } = served.act;
  return async (app) => {
    const access = { access: ACCESS.staff };
    const p = definition.apiPrefix;
    const calls = actCalls(definition);

    app.post(
      route(p, calls.personSearch),
      {
        config: access,
        schema: {
          summary: `${definition.title}: поиск гражданина`,
          body: personSearchBody,
          response: { 200: envelope({ type: 'array', items: { $ref: 'PersonFound' } }) },
        },
      },
      async (request) => ok(await searchPersons(app.db, request.body, callerInstitution(requireAuth(request)))),
    );

    app.post(
      route(p, calls.create),
      { config: access, schema: { summary: `${definition.title}: создать`, params: idParam, response: actAnswer } },
      async (request) => {
        const auth = requireAuth(request);
        const institution = callerInstitution(auth);
        const person = await findPersonCard(app.db, request.params.id);
        if (!person || !(await isClientOf(app.db, person.id, institution)))
          throw new HttpError(404, ACT_MSG.personNotFound);
        const act = await createAct(app.db, served, {
          personId: person.id,
          institutionId: institution ?? auth.user.selectedInstitution?.institutionId ?? null,
          createdBy: auth.realUserId,
          data: withEntryDate(
            definition,
            prefillNewAct(served.act.schema, person, {
              addresses: await findPersonAddresses(app.db, person.id),
              employeeName: employeeName(auth),
            }),
            regionToday(),
          ),
        });
        return ok(await actView(app, act), { severity: 'Success', text: ACT_MSG.created });
      },
    );

    app.post(
      route(p, calls.search),
      {
        config: access,
        schema: {
          summary: `${definition.title}: список актов`,
          body: actSearchBody,
          response: { 200: envelope({ $ref: 'ActListPage' }) },
        },
      },
      async (request) => {
        const { personId, month, page, pageSize } = request.body;
        const found = await listActs(app.db, {
          actType: served.act.id,
          institutionId: callerInstitution(requireAuth(request)),
          personId,
          entryDate: definition.entryDate?.split('/').filter(Boolean),
          month,
          offset: (page - 1) * pageSize,
          limit: pageSize,
        });
        return ok({
          total: found.total,
          items: found.items.map((a) => ({
            id: a.id,
            number: a.number,
            personId: a.personId,
            personCaption: a.personCaption,
            version: a.version,
            signedAt: a.signedAt,
            updatedAt: a.updatedAt,
            columns: Object.fromEntries(
              definition.listColumns.map((c) => [c.pointer, getPointer(a.data, c.pointer) ?? null]),
            ),
          })),
        });
      },
    );

    app.get(
      route(p, calls.get),
      { config: access, schema: { summary: `${definition.title}: карточка`, params: idParam, response: actAnswer } },
      async (request) =>
        ok(await actView(app, await loadOwnedAct(app.db, served, requireAuth(request), request.params.id))),
    );

    app.get(
      `${p}/print/:id`,
      {
        config: access,
        schema: { summary: `${definition.title}: печатная форма (PDF)`, params: idParam, response: pdfAnswer },
      },
      async (request, reply) => {
        const act = await loadOwnedAct(app.db, served, requireAuth(request), request.params.id);
        // A signed act is printed as the version of the form it was signed under.
        const pdf = await printAct({ ...(await formOf(served, act)), ...(await printContext(app.db, act)) });
        return reply
          .type('application/pdf')
          .header(
            'Content-Disposition',
            contentDisposition('inline', documentFileName(definition.title, act.number, 'pdf')),
          )
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    const saves = new Set(definition.blocks.flatMap((b) => [b.save, ...(b.saveAliases ?? [])]));
    for (const save of saves) {
      const numbers = definition.blocks
        .filter((b) => b.save === save || b.saveAliases?.includes(save))
        .map((b) => b.number);
      const withId = save.includes('{id}');
      app.post(
        route(p, save),
        {
          config: access,
          schema: {
            summary: `${definition.title}: сохранить блок ${numbers.join(', ')}`,
            body: blockSaveBody,
            params: withId ? idParam : noParams,
            response: actAnswer,
          },
        },
        async (request) => {
          const auth = requireAuth(request);
          const { id, version, block, data } = request.body;
          const saved = await app.db.transaction(async (tx) => {
            const act = await loadOwnedAct(tx, served, auth, id, true);
            checkWritable(act, version);
            // After ownership: someone else's act is refused as such, whatever the body holds.
            if (!numbers.includes(block) || (withId && request.params.id !== id))
              throw new HttpError(400, ACT_MSG.noBlock);
            const merged = mergeBlock(served, act, block, data);
            const updated = await updateActData(tx, id, version, merged.data, merged.blocks, act.schemaVersion);
            if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
            return updated;
          });
          return ok(await actView(app, saved), { severity: 'Success', text: ACT_MSG.blockSaved(block) });
        },
      );
    }

    type SignRequest = { params: { id: number }; body: { version: number; image?: string; confirm?: boolean } };
    const sign = (kind: 'any' | 'graphic') => async (request: SignRequest & Parameters<typeof requireAuth>[0]) => {
      const auth = requireAuth(request);
      const { version, image, confirm } = request.body;
      const signed = await app.db.transaction(async (tx) => {
        const act = await loadOwnedAct(tx, served, auth, request.params.id, true);
        checkWritable(act, version);
        const signature = chooseSignature(definition, act.data, { image, confirm }, kind === 'graphic');
        checkComplete(served, act);
        const done = await signDocument(tx, served, act, auth.realUserId, signature);
        // A signed needs assessment with its decision issues the person's IPPSU in the same transaction.
        if (served.act.id === NEEDS_ASSESSMENT) await issueIppsuFromAssessment(tx, done);
        return done;
      });
      return ok(await actView(app, signed), { severity: 'Success', text: ACT_MSG.signed });
    };
    const signSchema = (what: string) =>
      ({
        config: access,
        schema: { summary: `${definition.title}: ${what}`, params: idParam, body: signatureBody, response: actAnswer },
      }) as const;
    app.post(route(p, calls.sign), signSchema('подписать'), sign('any'));
    if (calls.sign === 'signature/{id}')
      app.post(`${p}/person-signature/:id`, signSchema('подпись гражданина (графическая)'), sign('graphic'));

    app.post(
      route(p, calls.copy),
      {
        config: access,
        schema: { summary: `${definition.title}: новый акт на основе текущего`, params: idParam, response: actAnswer },
      },
      async (request) => {
        const auth = requireAuth(request);
        const source = await loadOwnedAct(app.db, served, auth, request.params.id);
        const { schema } = served.act;
        const person = await findPersonCard(app.db, source.personId);
        // A signed source keeps the schema version it was signed under; its copy is migrated to the current one.
        const { data: sourceData } = migratedData(source);
        // Signed anew: no drawing of the source is carried over, the lines are named for whoever signs now.
        const unsigned = withoutDrawings(schema, schema, withoutConsents(definition, sourceData));
        const copy = await createAct(app.db, served, {
          personId: source.personId,
          institutionId: source.institutionId,
          createdBy: auth.realUserId,
          data: person ? mergeLines(unsigned, signerLines(schema, person, employeeName(auth))) : unsigned,
          blocks: source.blocks,
          basedOn: source.id,
        });
        return ok(await actView(app, copy), { severity: 'Success', text: ACT_MSG.created });
      },
    );
  };
}
