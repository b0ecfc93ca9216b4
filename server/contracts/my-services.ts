/**
 * «Мои услуги» (/user/services): a citizen's services under their service contracts in force, and
 * the services a provider's institution renders with how many recipients. A contract is in force
 * while it is Active 3 or its termination is only requested (Requested 10).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/envelope.ts';
import { MY_CONTRACTS_MSG } from '../messages.ts';
import { listReceivedServices, listRenderedServices, type MyServicesFilter } from '../repositories/my-services.ts';
import { ruMoney } from '../../common/acts/display/format.ts';
import { pricePerUnit, rateUnitCaption } from '../../common/rate-units.ts';
import {
  SERVICE_CONTRACT_STATUS_CAPTIONS,
  ServiceContractStatus,
  type ServiceContractStatus as Status,
} from '../../common/contracts/service-contract-machine.ts';
import { SystemRole } from '../../common/roles.ts';

/** The statuses of a service contract under which its services are received. */
export const IN_FORCE: readonly Status[] = [ServiceContractStatus.Active, ServiceContractStatus.Requested];

/** Rate type captions where a service has no price. */
const RATE_TYPE_CAPTIONS: Record<string, string> = {
  free: 'бесплатно',
  fixed: 'фиксированный тариф',
  contract: 'по договору',
  certificate: 'по социальному сертификату',
  rate: 'установленный тариф',
};

/** A price with its unit as the lists show it: «350,00 р. за час», «400,00 р. за услугу», «бесплатно», «по договору». */
function rate(row: { rateType: string; rateUnit: string | null; price: string | null }) {
  const unitCaption = row.rateUnit ? rateUnitCaption(row.rateUnit) : null;
  if (row.rateType === 'free') return { unitCaption, rateCaption: 'бесплатно' };
  if (row.price === null) return { unitCaption, rateCaption: RATE_TYPE_CAPTIONS[row.rateType] ?? row.rateType };
  return { unitCaption, rateCaption: pricePerUnit(ruMoney(Number(row.price)), row.rateUnit) };
}

/** Russian number with a decimal comma and no needless zeros. */
const ruQuantity = (value: string) => String(Number(value)).replace('.', ',');

/** The services' service over the database. */
export function myServicesService(db: Db) {
  return {
    /** What the signed-in citizen receives, and their children and wards (under any contract), or one of them. */
    async received({ user }: Auth, filter: MyServicesFilter) {
      if (user.selectedInstitution || !user.personId)
        throw new HttpError(403, MY_CONTRACTS_MSG.receivedServicesForbidden);
      // A parent or a guardian sees what their children and wards receive, and may choose one of them.
      const people = [user.personId, ...user.kids.map((kid) => kid.personId)];
      if (filter.personId !== undefined && !people.includes(filter.personId))
        throw new HttpError(403, MY_CONTRACTS_MSG.notRepresented);
      const { items, total } = await listReceivedServices(db, people, IN_FORCE, filter);
      return {
        total,
        items: items.map(({ rateType: _type, ...row }) => ({
          ...row,
          ...rate({ rateType: _type, rateUnit: row.rateUnit, price: row.price }),
          quantity: ruQuantity(row.quantity),
          rendered: ruQuantity(row.rendered),
          contractStatusCaption:
            SERVICE_CONTRACT_STATUS_CAPTIONS[row.contractStatus as Status] ?? String(row.contractStatus),
        })),
      };
    },

    /** What the selected institution renders, with its recipients now. */
    async rendered({ user }: Auth, filter: MyServicesFilter) {
      const inst = user.selectedInstitution;
      if (!inst || inst.institutionRole !== SystemRole.ServiceProvider)
        throw new HttpError(403, MY_CONTRACTS_MSG.renderedServicesForbidden);
      const { items, total } = await listRenderedServices(db, inst.institutionId, IN_FORCE, filter);
      return {
        total,
        institution: inst.caption,
        items: items.map(({ rateType, ...row }) => ({
          ...row,
          ...rate({ rateType, rateUnit: row.rateUnit, price: row.price }),
        })),
      };
    },
  };
}
