/**
 * The institution's service catalogue and its moderation (workflows.md sections 2, 7, 8; platform.md
 * sections 6, 9): the provider's employee (role ServiceProvider in the selected institution) writes
 * the cards of the institution's catalogue services and sends them to moderation; an administrator
 * or a moderator (users.service_moderator, migration 0026) approves or returns them. Every change
 * of a card is applied only through the table (common/service-catalog/moderation-machine.ts) by the
 * transition helper (server/workflow/transition.ts); an approval publishes the card into
 * `services` in the same transaction (docs/service-moderation-states.md).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import {
  findCatalogInstitution,
  findEntry,
  insertEntry,
  listEntries,
  catalogServiceChanged,
  listPhotoFiles,
  picturesUploadedBy,
  publishEntry,
  updateEntry,
  type EntryFields,
  type EntryRow,
} from '../repositories/service-catalog-entries.ts';
import { applyTransition, historyView, recordCreated, type TransitionPlan } from '../workflow/transition.ts';
import { SystemRole } from '../../common/roles.ts';
import { statusCaption } from '../../common/workflow/state-table.ts';
import {
  allowedModerationActions,
  MODERATION_MESSAGES,
  MODERATION_TABLE,
  ModerationStatus,
  type ModerationAction,
  type ModerationFacts,
  type ModerationInput,
  type ModerationSide,
} from '../../common/service-catalog/moderation-machine.ts';
import {
  entryErrors,
  entryFormData,
  normalizeEntry,
  type EntryInput,
} from '../../common/service-catalog/entry-rules.ts';
import { validateForm } from '../../common/acts/generated/forms/service-catalog-entry.validators.js';
import { schema as entrySchema } from '../../common/acts/generated/forms/service-catalog-entry.ts';
import { errorsAtFields } from '../../common/acts/error-fields.ts';
import { fieldLabel } from '../../common/acts/field-labels.ts';
import { errorsToMessages } from '../../common/ajv/index.ts';
import { ValidationRefusal } from '../acts/engine.ts';
import { CATALOG_SECTIONS } from '../../common/catalog-groups.ts';

export const SERVICE_CATALOG_MSG = {
  providersOnly: 'Каталог услуг учреждения ведёт сотрудник поставщика услуг: выберите учреждение в роли поставщика',
  moderatorsOnly: 'Модерация услуг доступна администратору и модератору каталога',
  noSide: 'Карточку услуги меняет сотрудник её учреждения, решение по ней принимает модератор',
  notProvider: 'Услуги каталога публикует поставщик социальных услуг',
  foreignPhotos: 'Фотографии загружаются в форме услуги: выберите изображения заново',
} as const;

/** Who calls: the institution whose cards they write (if any) and whether they moderate. */
export interface CatalogCaller {
  institutionId: number | null;
  moderator: boolean;
  personId: number | null;
  userId: number;
}

/** The account read at the request names the moderator right (users.service_moderator). */
function catalogCaller({ user }: Auth): CatalogCaller {
  const inst = user.selectedInstitution;
  return {
    institutionId: inst && inst.institutionRole === SystemRole.ServiceProvider ? inst.institutionId : null,
    moderator: user.administrator || user.serviceModerator,
    personId: user.personId,
    userId: user.userId,
  };
}

/** The caller's side on a card: its institution's employee writes it; a moderator decides on another institution's. */
function sideOn(caller: CatalogCaller, entry: EntryRow): ModerationSide | null {
  if (caller.institutionId === entry.institutionId) return 'provider';
  return caller.moderator ? 'moderator' : null;
}

const facts = (e: EntryRow): ModerationFacts => ({ status: e.status as ModerationStatus, comment: e.comment });

const groupCaption = (group: number) => CATALOG_SECTIONS.find((s) => s.group === group)?.caption ?? String(group);

/** A list row or a card as the client reads it: the captions beside the stored values. */
function described(row: EntryRow) {
  return {
    ...row,
    statusCaption: statusCaption(MODERATION_TABLE, row.status),
    groupCaption: groupCaption(row.catalogGroup),
    published: row.serviceId !== null,
  };
}

export interface EntryListQuery {
  search?: string;
  status?: number;
  page: number;
  pageSize: number;
}

/** What a save or an action answers. */
export interface EntryResult {
  id: number;
  status: number;
  statusCaption: string;
  version: number;
}

/** The catalogue's service over the database. */
export function serviceCatalogService(db: Db) {
  /** The caller's institution they write cards for, or why not. */
  async function provider(auth: Auth): Promise<CatalogCaller & { institutionId: number }> {
    const caller = catalogCaller(auth);
    if (caller.institutionId === null) throw new HttpError(403, SERVICE_CATALOG_MSG.providersOnly);
    return { ...caller, institutionId: caller.institutionId };
  }

  /**
   * The card's fields checked by the form's schema (the validator the browser uses) and the rules
   * beyond it (a refusal names each field: 400), then stored as the rules store them.
   */
  async function checked(auth: Auth, input: EntryInput, keep: readonly string[] = []): Promise<EntryFields> {
    const data = entryFormData(input);
    if (!validateForm(data)) {
      const fields = errorsAtFields(entrySchema, errorsToMessages(validateForm.errors));
      throw new ValidationRefusal(
        fields,
        fields.map((f) => `${fieldLabel(entrySchema, f.pointer)}: ${f.message}`),
      );
    }
    const errors = entryErrors(input);
    if (errors.length > 0)
      throw new ValidationRefusal(
        errors.map((e) => ({ pointer: `/${e.field}`, message: e.message })),
        errors.map((e) => e.message),
      );
    const fields = normalizeEntry(input);
    const fresh = fields.photoFileIds.filter((id) => !keep.includes(id));
    if ((await picturesUploadedBy(db, fresh, auth.user.userId)).length !== fresh.length)
      throw new HttpError(400, SERVICE_CATALOG_MSG.foreignPhotos);
    return fields as EntryFields;
  }

  function result(id: number, status: number, version: number): EntryResult {
    return { id, status, statusCaption: statusCaption(MODERATION_TABLE, status), version };
  }

  /** An action of the table by the caller at the version they saw (an edit carries the card's fields). */
  async function act(
    auth: Auth,
    id: number,
    action: ModerationAction,
    input: ModerationInput & { version: number; fields?: EntryInput },
  ): Promise<Answer<EntryResult>> {
    const caller = catalogCaller(auth);
    const plan: TransitionPlan<
      ModerationStatus,
      ModerationAction,
      ModerationSide,
      ModerationFacts,
      ModerationInput & { fields?: EntryFields },
      EntryRow
    > = {
      table: MODERATION_TABLE,
      history: 'serviceCatalogEntry',
      lock: async (tx) => {
        const entry = await findEntry(tx, id, true);
        // A card neither of the caller's institution nor for a moderator reads as absent.
        return entry && sideOn(caller, entry) ? entry : undefined;
      },
      facts,
      side: (e) => sideOn(caller, e),
      noSide: SERVICE_CATALOG_MSG.noSide,
      actor: { personId: caller.personId, userId: caller.userId },
      prepare: async (_tx, entry, done, given) =>
        done === 'edit' && input.fields
          ? { ...given, fields: await checked(auth, input.fields, entry.photoFileIds) }
          : given,
      write: async (tx, entry, { action: done, input: given, next, version }) => {
        const written = await updateEntry(tx, entry.id, version, {
          status: next.status,
          comment: next.comment,
          fields: done === 'edit' ? given.fields : undefined,
          submitted: done === 'submit',
        });
        if (written && done === 'approve') await publishEntry(tx, entry.id);
        // The public card shows an approved card's photos: a correction takes them off until approved.
        else if (written && done === 'edit' && entry.status === ModerationStatus.Approved)
          await catalogServiceChanged(tx, entry.institutionId);
        return written;
      },
    };
    const { record, next, version, message } = await applyTransition(db, plan, action, {
      version: input.version,
      comment: input.comment,
    });
    return ok(result(record.id, next.status, version), message);
  }

  return {
    /** The cards of the caller's institution (a provider's employee). */
    async list(auth: Auth, query: EntryListQuery) {
      const caller = await provider(auth);
      const page = await listEntries(db, { ...query, institutionId: caller.institutionId });
      return { total: page.total, items: page.items.map(described) };
    },

    /** The moderators' queue: the cards sent to moderation by default, any status when asked. */
    async queue(auth: Auth, query: EntryListQuery) {
      const caller = catalogCaller(auth);
      if (!caller.moderator) throw new HttpError(403, SERVICE_CATALOG_MSG.moderatorsOnly);
      const page = await listEntries(db, { ...query, status: query.status ?? ModerationStatus.OnModeration });
      return { total: page.total, items: page.items.map(described) };
    },

    /** One card with its photos, history and the actions the table allows the caller's side now. */
    async card(auth: Auth, id: number) {
      const caller = catalogCaller(auth);
      const entry = await findEntry(db, id);
      const side = entry ? sideOn(caller, entry) : null;
      // Someone else's card reads as absent.
      if (!entry || !side) throw new HttpError(404, MSG.notFound);
      return {
        ...described(entry),
        photos: await listPhotoFiles(db, entry.photoFileIds),
        side,
        allowedActions: allowedModerationActions(facts(entry), side),
        history: await historyView(db, MODERATION_TABLE, 'serviceCatalogEntry', entry.id),
      };
    },

    /** A new card of the caller's institution: a draft, until it is sent to moderation. */
    async create(auth: Auth, input: EntryInput): Promise<Answer<EntryResult>> {
      const caller = await provider(auth);
      if (!(await findCatalogInstitution(db, caller.institutionId)))
        throw new HttpError(403, SERVICE_CATALOG_MSG.notProvider);
      const fields = await checked(auth, input);
      const created = await db.transaction(async (tx) => {
        const row = await insertEntry(tx, caller.institutionId, caller.personId, fields);
        await recordCreated(tx, 'serviceCatalogEntry', MODERATION_TABLE, row.id, 'provider', {
          personId: caller.personId,
          userId: caller.userId,
        });
        return row;
      });
      return ok(result(created.id, MODERATION_TABLE.initial, created.version), {
        severity: 'Success',
        text: MODERATION_MESSAGES.create,
      });
    },

    /** The caller's corrections of a card (an approved one becomes a draft; the catalogue keeps the approved text). */
    update: (auth: Auth, id: number, version: number, fields: EntryInput) => act(auth, id, 'edit', { version, fields }),

    /** The employee sends a card to moderation or takes it back. */
    send: (auth: Auth, id: number, action: 'submit' | 'recall', version: number) => act(auth, id, action, { version }),

    /** The moderator's decision: approve, or return with a comment. */
    async moderate(auth: Auth, id: number, action: 'approve' | 'return', version: number, comment?: string) {
      if (!catalogCaller(auth).moderator) throw new HttpError(403, SERVICE_CATALOG_MSG.moderatorsOnly);
      return act(auth, id, action, { version, comment });
    },
  };
}
