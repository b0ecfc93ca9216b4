import type { Queryable } from '../db/db.ts';
import type { Auth } from '../auth/session.ts';
import { SystemRole } from '../../common/roles.ts';
import { HttpError } from '../http/envelope.ts';
import { MSG, REPORT_MSG } from '../messages.ts';
import { findAct, type ActRow } from '../repositories/acts.ts';

/** Guardian report statuses (workflows.md section 4). */
export const ReportStatus = { DirectedByPerson: 1, Checked: 2, ReturnedToPerson: 3, FormedByUszn: 4 } as const;

/** What an office employee may do next, by the current status. */
const TRANSITIONS: Record<number, number[]> = {
  [ReportStatus.DirectedByPerson]: [ReportStatus.Checked, ReportStatus.ReturnedToPerson, ReportStatus.FormedByUszn],
  [ReportStatus.Checked]: [ReportStatus.ReturnedToPerson, ReportStatus.FormedByUszn],
};

/** True when an employee may move a report from one status to another. */
export const canMove = (from: number | null, to: number) => from !== null && (TRANSITIONS[from] ?? []).includes(to);

/** True when the caller is the ward's guardian (acting as a citizen). */
export async function isGuardianOf(db: Queryable, auth: Auth, wardId: number): Promise<boolean> {
  const guardian = auth.user.roleIds.includes(SystemRole.Public) ? auth.user.personId : null;
  if (!guardian) return false;
  const rows = await db.query(`SELECT 1 FROM person_relations WHERE person_id = $1 AND relative_id = $2 AND kind = 'ward'`, [guardian, wardId]);
  return rows.length > 0;
}

/** Who is looking at a report: its guardian, an employee of the office it was sent to, or an admin. */
export type ReportViewer = 'guardian' | 'office' | 'admin';

/** Loads a report the caller may see; anyone else gets 'Нет доступа' (another guardian too). */
export async function loadReport(db: Queryable, auth: Auth, id: number, lock = false): Promise<{ act: ActRow; viewer: ReportViewer }> {
  const act = await findAct(db, 'guardian-report', id, lock);
  // A missing act answers as another's does: nobody learns which ids exist.
  if (!act) throw new HttpError(403, MSG.noAccess);
  if (auth.user.administrator) return { act, viewer: 'admin' };
  if (await isGuardianOf(db, auth, act.personId)) return { act, viewer: 'guardian' };
  const inst = auth.user.selectedInstitution;
  if (inst && act.institutionId === inst.institutionId && act.status !== null) return { act, viewer: 'office' };
  throw new HttpError(403, MSG.noAccess);
}

/** The guardian may change a report while it is a draft or returned for rework. */
export function checkGuardianMayEdit(act: ActRow, viewer: ReportViewer, version: number): void {
  if (viewer !== 'guardian' && viewer !== 'admin') throw new HttpError(403, MSG.noAccess);
  if (act.status !== null && act.status !== ReportStatus.ReturnedToPerson) throw new HttpError(409, REPORT_MSG.notEditable, 'Warning');
  if (act.version !== version) throw new HttpError(409, MSG.versionConflict, 'Warning');
}
