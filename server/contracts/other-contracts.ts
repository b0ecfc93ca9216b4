/**
 * The citizens' «other» contracts (/user/contracts, workflows.md sections 2 and 4): who sees
 * which (a citizen their own and those about them, a provider's employee the selected
 * institution's, an administrator all), the list with the active/closed filter and the card with
 * parties, subject, dates, status history and documents. The portal only reads them.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { MY_CONTRACTS_MSG } from '../messages.ts';
import {
  findOtherContract,
  findOtherContractDocument,
  listOtherContractDocuments,
  listOtherContractHistory,
  listOtherContracts,
} from '../repositories/other-contracts.ts';
import type { ContractScope } from '../repositories/service-contracts.ts';
import { ruMoney } from '../../common/acts/display/format.ts';
import {
  OTHER_CONTRACT_FILTERS,
  OTHER_CONTRACT_STATUS_CAPTIONS,
  type OtherContractFilter,
  type OtherContractStatus,
} from '../../common/contracts/other-contract-status.ts';
import { SystemRole } from '../../common/roles.ts';

/** Whose contracts the caller sees; a social worker (or a user without a person) sees none. */
export function otherContractScope({ user }: Auth): ContractScope {
  const inst = user.selectedInstitution;
  if (inst) {
    if (inst.institutionRole === SystemRole.ServiceProvider)
      return { kind: 'institution', institutionId: inst.institutionId };
    throw new HttpError(403, MY_CONTRACTS_MSG.otherContractsForbidden);
  }
  if (user.administrator) return { kind: 'all' };
  if (user.personId) return { kind: 'person', personId: user.personId };
  throw new HttpError(403, MY_CONTRACTS_MSG.otherContractsForbidden);
}

const caption = (status: number) => OTHER_CONTRACT_STATUS_CAPTIONS[status as OtherContractStatus] ?? String(status);

export interface OtherContractQuery {
  search?: string;
  filter?: OtherContractFilter;
  page: number;
  pageSize: number;
}

/** The «other» contracts' service over the database. */
export function otherContractService(db: Db) {
  async function mustFind(auth: Auth, id: number) {
    const contract = await findOtherContract(db, otherContractScope(auth), id);
    // Someone else's contract reads as absent.
    if (!contract) throw new HttpError(404, MY_CONTRACTS_MSG.contractNotFound);
    return contract;
  }

  return {
    /** A page of the caller's contracts, active or closed or all. */
    async list(auth: Auth, { filter, ...query }: OtherContractQuery) {
      const { items, total } = await listOtherContracts(db, otherContractScope(auth), {
        ...query,
        statuses: filter ? OTHER_CONTRACT_FILTERS[filter].statuses : undefined,
      });
      return { total, items: items.map((row) => ({ ...row, statusCaption: caption(row.status) })) };
    },

    /** The card: parties, subject, dates, price, the status history and the documents. */
    async card(auth: Auth, id: number) {
      const contract = await mustFind(auth, id);
      const [history, documents] = await Promise.all([
        listOtherContractHistory(db, id),
        listOtherContractDocuments(db, id),
      ]);
      return {
        ...contract,
        statusCaption: caption(contract.status),
        amountCaption:
          contract.amount === null
            ? null
            : Number(contract.amount) === 0
              ? 'бесплатно'
              : ruMoney(Number(contract.amount)),
        history: history.map((h) => ({
          ...h,
          fromStatusCaption: h.fromStatus === null ? null : caption(h.fromStatus),
          toStatusCaption: caption(h.toStatus),
        })),
        documents,
      };
    },

    /** A document of a contract the caller sees: its stored file. */
    async document(auth: Auth, id: number, fileId: string) {
      await mustFind(auth, id);
      const file = await findOtherContractDocument(db, id, fileId);
      if (!file) throw new HttpError(404, MY_CONTRACTS_MSG.documentNotFound);
      return file;
    },
  };
}
