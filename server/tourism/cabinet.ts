/**
 * The tourism cabinet rule (workflows.md sections 1, 2, 8; platform.md section 4): a tour operator's
 * cabinet is open only while the organisation's inclusion date in the register is of the current
 * year. The client sends the user back to role selection with the info message; the server refuses
 * the same: choosing the role (GET /esia/set-user-institution-role) and every cabinet route of the
 * tour operator (access that names the tour operator and not the citizen: the tourism provider's
 * own routes and the providers' shared ones) answer 403 with that message.
 */
import { HttpError } from '../http/envelope.ts';
import type { CurrentUser, UserInstitution } from '../../common/current-user.ts';
import { SystemRole, tourismCabinetAvailable } from '../../common/roles.ts';

/** The info message of section 8, word for word. */
export const TOURISM_CABINET_UNAVAILABLE =
  'Личный кабинет для туроператора не доступен, т.к. выбранная организация не включена в реестр поставщиков туристических услуг - заявление на включение в настоящий момент направлено, но не утверждено';

/** Whether acting for this institution in this role is a closed tourism cabinet. */
export function tourismCabinetClosed(
  inst: Pick<UserInstitution, 'institutionRole' | 'dateIncluded'>,
  today = new Date(),
): boolean {
  return inst.institutionRole === SystemRole.TourismProvider && !tourismCabinetAvailable(inst.dateIncluded, today);
}

/** The refusal of choosing a tour operator's role of an organisation not included this year. */
export function refuseClosedTourismRole(inst: Pick<UserInstitution, 'institutionRole' | 'dateIncluded'>): void {
  if (tourismCabinetClosed(inst)) throw new HttpError(403, TOURISM_CABINET_UNAVAILABLE, 'Info');
}

/**
 * The refusal of a cabinet route to a tour operator whose organisation is not included this year:
 * routes open to a citizen too (the profile, the role choice, the messages) stay open.
 */
export function refuseClosedTourismCabinet(user: CurrentUser, access: readonly number[]): void {
  const inst = user.selectedInstitution;
  if (!inst || user.administrator || !tourismCabinetClosed(inst)) return;
  if (access.includes(SystemRole.TourismProvider) && !access.includes(SystemRole.Public))
    throw new HttpError(403, TOURISM_CABINET_UNAVAILABLE, 'Info');
}
