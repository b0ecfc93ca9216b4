import type { Auth } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { ACT_MSG, MSG } from '../messages.ts';
import type { ServedAct } from './registry.ts';
import { callerInstitution, checkWritable, createAct, currentShape, mergeBlock } from './engine.ts';
import { employeeName, prefillNewAct } from './prefill.ts';
import {
  findActOfTypes,
  findPersonAddresses,
  findPersonCard,
  isClientOf,
  listActs,
  listActsOfTypes,
  updateActData,
  type ActRow,
} from './records.ts';
import { classifierItems, serviceKinds, type ClassifierItem } from '../../common/acts/service-classifier.ts';
import { resolveNode } from '../../common/acts/resolve-node.ts';

/**
 * The questionnaires: every act of record kind `questionnaire` (act.json `recordKind`). They are
 * acts of the engine — each served by its own survey calls under its apiPrefix — and gathered here
 * for the calls of workflows.md section 7 (/questionnaire/…). Nothing here names a questionnaire:
 * a new folder under schemas/acts with `"recordKind": "questionnaire"` is listed, created, read and
 * stored by these calls as it is.
 */
export class Questionnaires {
  private readonly byKind: ReadonlyMap<string, ServedAct>;

  constructor(private readonly served: readonly ServedAct[]) {
    this.byKind = new Map(
      served.filter((s) => s.act.definition.recordKind === 'questionnaire').map((s) => [s.act.id, s]),
    );
  }

  /** The questionnaires' kinds and titles, in the order of their ids. */
  kinds() {
    return [...this.byKind.values()]
      .map((s) => ({ kind: s.act.id, title: s.act.definition.title }))
      .sort((a, b) => (a.kind < b.kind ? -1 : 1));
  }

  private get types() {
    return [...this.byKind.keys()];
  }

  private title(kind: string) {
    return this.byKind.get(kind)?.act.definition.title ?? kind;
  }

  /** A row of a questionnaire list. */
  row(act: ActRow & { personCaption: string }) {
    return {
      id: act.id,
      kind: act.actType,
      title: this.title(act.actType),
      number: act.number,
      personId: act.personId,
      personCaption: act.personCaption,
      signedAt: act.signedAt,
      updatedAt: act.updatedAt,
    };
  }

  /** The caller's institution, after checking the person is its client (another's: 404, as the acts answer). */
  async clientInstitution(db: Queryable, auth: Auth, personId: number): Promise<number | null> {
    const institution = callerInstitution(auth);
    if (!(await isClientOf(db, personId, institution))) throw new HttpError(404, ACT_MSG.personNotFound);
    return institution;
  }

  /** The person's questionnaires in the caller's institution, newest first. */
  async ofPerson(db: Queryable, auth: Auth, personId: number) {
    const institutionId = await this.clientInstitution(db, auth, personId);
    const found = await listActsOfTypes(db, { actTypes: this.types, institutionId, personId, offset: 0, limit: 100 });
    return { kinds: this.kinds(), items: found.items.map((a) => this.row(a)) };
  }

  /** A page of the institution's questionnaires (of one kind, if asked), newest first. */
  async ofInstitution(db: Queryable, auth: Auth, q: { kind?: string; page: number; pageSize: number }) {
    const institutionId = callerInstitution(auth);
    const types = q.kind ? [this.served_(q.kind).act.id] : this.types;
    const found = await listActsOfTypes(db, {
      actTypes: types,
      institutionId,
      offset: (q.page - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return { total: found.total, kinds: this.kinds(), items: found.items.map((a) => this.row(a)) };
  }

  /** The questionnaire kind's served act; an unknown kind is refused in Russian. */
  served_(kind: string): ServedAct {
    const served = this.byKind.get(kind);
    if (!served) throw new HttpError(400, QUESTIONNAIRE_MSG.unknownKind(kind));
    return served;
  }

  /** One questionnaire of the person, the caller's institution's (another's or a missing one: 403, as acts). */
  async load(db: Queryable, auth: Auth, personId: number, id: number, lock = false) {
    const act = await findActOfTypes(db, this.types, id, lock);
    const institution = callerInstitution(auth);
    if (!act || act.personId !== personId || (institution !== null && act.institutionId !== institution))
      throw new HttpError(403, MSG.noAccess);
    return { act: await currentShape(db, act, lock), served: this.served_(act.actType) };
  }

  /** POST /questionnaire/store: a new questionnaire (data over the prefill) or the fields of `data` saved. */
  async store(
    db: Db,
    auth: Auth,
    body: { kind: string; personId: number; id?: number; version?: number; data?: Record<string, unknown> },
  ): Promise<{ act: ActRow; created: boolean }> {
    const served = this.served_(body.kind);
    if (body.id === undefined) {
      const institution = await this.clientInstitution(db, auth, body.personId);
      const person = (await findPersonCard(db, body.personId))!;
      const prefill = prefillNewAct(served.act.schema, person, {
        addresses: await findPersonAddresses(db, person.id),
        employeeName: employeeName(auth),
      });
      const created = await createAct(db, served, {
        personId: person.id,
        institutionId: institution ?? auth.user.selectedInstitution?.institutionId ?? null,
        createdBy: auth.realUserId,
        data: prefill,
      });
      if (!body.data || Object.keys(body.data).length === 0) return { act: created, created: true };
      return {
        act: await this.save(db, auth, served, created.id, created.personId, created.version, body.data),
        created: true,
      };
    }
    if (body.version === undefined) throw new HttpError(400, QUESTIONNAIRE_MSG.versionRequired);
    return {
      act: await this.save(db, auth, served, body.id, body.personId, body.version, body.data ?? {}),
      created: false,
    };
  }

  /** Saves every block `data` has fields of, each checked as its form's block; all or nothing. */
  private save(
    db: Db,
    auth: Auth,
    served: ServedAct,
    id: number,
    personId: number,
    version: number,
    data: Record<string, unknown>,
  ): Promise<ActRow> {
    return db.transaction(async (tx) => {
      const { act } = await this.load(tx, auth, personId, id, true);
      if (act.actType !== served.act.id) throw new HttpError(400, QUESTIONNAIRE_MSG.otherKind);
      checkWritable(act, version);
      const blocks = served.act.definition.blocks.filter((b) => b.fields.some((f) => data[f] !== undefined));
      if (blocks.length === 0) throw new HttpError(400, QUESTIONNAIRE_MSG.nothingToSave);
      let current = act;
      for (const block of blocks) {
        const merged = mergeBlock(served, current, block.number, data);
        current = { ...current, data: merged.data, blocks: merged.blocks };
      }
      const updated = await updateActData(tx, id, version, current.data, current.blocks, current.schemaVersion);
      if (!updated) throw new HttpError(409, MSG.versionConflict, 'Warning');
      return updated;
    });
  }

  /** The classifier of social services (the needs assessment's, schemas/common/social-service-type.json). */
  services(): ClassifierItem[] {
    for (const s of this.served) {
      const kinds = serviceKinds(s.act.uiSchema, '/services/items/serviceTypeId');
      const node = (s.act.schema.definitions as Record<string, unknown> | undefined)?.socialServiceType;
      if (kinds.length && node) return classifierItems(s.act.schema, node, kinds);
    }
    return [];
  }

  /** The services of the person's latest needs assessment in the caller's institution: what a satisfaction questionnaire asks about. */
  async servicesForAct(db: Queryable, auth: Auth, personId: number | undefined): Promise<ClassifierItem[]> {
    if (personId === undefined) return this.services();
    const institutionId = await this.clientInstitution(db, auth, personId);
    const found = await listActs(db, {
      actType: NEEDS_ASSESSMENT,
      institutionId,
      personId,
      offset: 0,
      limit: 1,
    });
    const lines = (found.items[0]?.data.services ?? []) as Array<{ serviceTypeId?: unknown }>;
    const codes = new Set(lines.map((l) => l.serviceTypeId));
    return this.services().filter((item) => codes.has(item.code));
  }

  /** The relation degrees (schemas/common/relation-degree.json), as the questionnaires' schemas carry them. */
  relationDegrees(): Array<{ code: number; caption: string }> {
    for (const s of [...this.byKind.values(), ...this.served]) {
      const node = resolveNode(
        s.act.schema,
        (s.act.schema.definitions as Record<string, unknown> | undefined)?.relationDegree,
      );
      const variants = (node?.oneOf ?? []) as Array<{ const?: unknown; title?: unknown }>;
      if (variants.length)
        return variants.flatMap((v) =>
          typeof v.const === 'number' && typeof v.title === 'string' ? [{ code: v.const, caption: v.title }] : [],
        );
    }
    return [];
  }
}

/** The act whose service lines a satisfaction questionnaire asks about. */
const NEEDS_ASSESSMENT = 'individual-needs-assessment-act';

export const QUESTIONNAIRE_MSG = {
  unknownKind: (kind: string) => `Неизвестный вид анкеты: «${kind}»`,
  versionRequired: 'Укажите версию анкеты (version), которую вы изменяете',
  otherKind: 'Анкета с этим номером другого вида',
  nothingToSave: 'В анкете нет полей для сохранения',
  stored: 'Анкета сохранена',
  created: 'Анкета создана',
} as const;
