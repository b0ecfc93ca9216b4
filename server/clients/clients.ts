/**
 * The people an institution serves (workflows.md sections 2, 3, 7): an employee of a provider or a
 * social worker in the institution's role sees the institution's clients and, on a client's card,
 * what the institution has of them — contracts, catalogue contracts, requests, survey acts, the
 * client's individual programmes — each with the address of its own screen. An administrator sees
 * every institution's clients. Someone who is not a client of the caller's institution reads as
 * absent (404, «Нет доступа»).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import {
  findInstitutionClient,
  listClientDocuments,
  listInstitutionClients,
  type ClientDocumentRow,
  type ClientFilter,
} from '../repositories/institution-clients.ts';
import { SystemRole } from '../../common/roles.ts';
import { statusCaption, type AnyStateTable } from '../../common/workflow/state-table.ts';
import { SERVICE_CONTRACT_TABLE } from '../../common/contracts/service-contract-machine.ts';
import { CATALOG_CONTRACT_TABLE } from '../../common/contracts/catalog-contract-machine.ts';
import { REQUEST_KINDS, REQUEST_TABLE, type RequestKind } from '../../common/requests/request-machine.ts';
import { ACTS, isActId } from '../../common/acts/generated/acts.ts';

export const CLIENT_MSG = {
  staffOnly: 'Получатели услуг доступны сотруднику поставщика услуг или социальному работнику в роли учреждения',
} as const;

/**
 * The card screen of each act kept by an institution (act.json `screens.card.path`; a test keeps
 * this list equal to the act.json files). A guardian report belongs to no institution. A
 * questionnaire (act.json `recordKind`) opens at the questionnaires' own address, so none is here.
 */
export const ACT_CARD_PATHS: Readonly<Record<string, string>> = {
  'care-diary': '/user/care-diary-entry/:id',
  'long-term-plan': '/user/long-term-plan-card/:id',
  'individual-needs-assessment-act': '/user/individual-needs-assessment-act-card/:id',
  'living-conditions-act': '/user/living-conditions-act-card/:id',
  'material-household-act': '/user/material-household-act-card/:id',
  'social-passport': '/user/soc-passport/:id',
  'test-act': '/user/test-act-card/:id',
};

/** The institution whose clients the caller sees; null for an administrator (every institution). */
function clientScope({ user }: Auth): number | null {
  const inst = user.selectedInstitution;
  if (inst && (inst.institutionRole === SystemRole.ServiceProvider || inst.institutionRole === SystemRole.SocialWorker))
    return inst.institutionId;
  if (user.administrator) return null;
  throw new HttpError(403, CLIENT_MSG.staffOnly);
}

const caption = (table: AnyStateTable, status: number | null) =>
  status === null ? null : statusCaption(table, status);

/** A document row as the card shows it: its title, status caption and the address of its screen (null: none to open). */
function described(row: ClientDocumentRow, institutionScoped: boolean) {
  switch (row.kind) {
    case 'contract':
      return {
        ...row,
        title: `Договор № ${row.number}`,
        statusCaption: caption(SERVICE_CONTRACT_TABLE, row.status),
        link: institutionScoped ? `/user/institution-contracts/${row.personId}/${row.id}` : null,
      };
    case 'catalogContract':
      return {
        ...row,
        title: `Заявление по каталогу № ${row.number}`,
        statusCaption: caption(CATALOG_CONTRACT_TABLE, row.status),
        link: institutionScoped ? `/user/catalog-contracts/${row.personId}/${row.id}` : null,
      };
    case 'request':
      return {
        ...row,
        title: `Заявление № ${row.number}`,
        subject: REQUEST_KINDS[row.subject as RequestKind] ?? row.subject,
        statusCaption: caption(REQUEST_TABLE, row.status),
        link: institutionScoped ? `/user/institution-requests/${row.id}` : null,
      };
    case 'act': {
      const type = row.subject ?? '';
      const questionnaire = isActId(type) && ACTS[type].definition.recordKind === 'questionnaire';
      const path = questionnaire ? `/user/soc-questionnaire/${row.personId}/:id` : ACT_CARD_PATHS[type];
      return {
        ...row,
        title: `${isActId(type) ? ACTS[type].definition.title : type}${row.number ? ` № ${row.number}` : ''}`,
        subject: null,
        statusCaption: row.signed ? 'Подписан' : 'Не подписан',
        link: path ? path.replace(':id', String(row.id)) : null,
      };
    }
    case 'ippsu':
      return {
        ...row,
        title: `ИППСУ № ${row.number}`,
        statusCaption: null,
        link: row.actId ? ACT_CARD_PATHS['individual-needs-assessment-act'].replace(':id', String(row.actId)) : null,
      };
  }
}

export function clientService(db: Db) {
  return {
    /** The caller's institution's clients, by name, with search and pages. */
    list: (auth: Auth, filter: ClientFilter) => listInstitutionClients(db, clientScope(auth), filter),

    /** One client with what the caller's institution has of them. */
    async card(auth: Auth, personId: number) {
      const institutionId = clientScope(auth);
      const client = await findInstitutionClient(db, institutionId, personId);
      if (!client) throw new HttpError(404, MSG.notFound);
      const documents = await listClientDocuments(db, institutionId, personId);
      // A diary's entries (act.json `entryDate`) are read in the diary, a month at a time, not one by one here.
      const entries = (row: ClientDocumentRow) => {
        const type = row.kind === 'act' ? (row.subject ?? '') : '';
        return isActId(type) && ACTS[type].definition.entryDate !== undefined;
      };
      return {
        ...client,
        documents: documents.filter((row) => !entries(row)).map((row) => described(row, institutionId !== null)),
      };
    },
  };
}
