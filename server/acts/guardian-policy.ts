import type { Queryable } from '../db/db.ts';
import type { Auth } from '../auth/session.ts';
import { SystemRole } from '../../common/roles.ts';
import { HttpError } from '../http/envelope.ts';
import { MSG, REPORT_MSG } from '../messages.ts';
import { filesUploadedBy, findAct, findOverlappingReport, listActFiles, type ActRow } from '../repositories/acts.ts';
import { isWardOf } from '../repositories/persons.ts';
import { ruDate } from '../../common/acts/display-value.ts';
import { regionToday } from '../../common/time-zone.ts';
import { currentShape } from './engine.ts';

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
  return isWardOf(db, guardian, wardId);
}

/** Who is looking at a report: its guardian, an employee of the office it was sent to, or an admin. */
export type ReportViewer = 'guardian' | 'office' | 'admin';

/** Loads a report the caller may see; anyone else gets 'Нет доступа' (another guardian too). */
export async function loadReport(
  db: Queryable,
  auth: Auth,
  id: number,
  lock = false,
): Promise<{ act: ActRow; viewer: ReportViewer }> {
  const act = await findAct(db, 'guardian-report', id, lock);
  // A missing act answers as another's does: nobody learns which ids exist.
  if (!act) throw new HttpError(403, MSG.noAccess);
  const viewer = await viewerOf(db, auth, act);
  // Written under an older version of the report's form: migrated as every act is (acts/engine.ts).
  return { act: await currentShape(db, act, lock), viewer };
}

async function viewerOf(db: Queryable, auth: Auth, act: ActRow): Promise<ReportViewer> {
  if (auth.user.administrator) return 'admin';
  if (await isGuardianOf(db, auth, act.personId)) return 'guardian';
  const inst = auth.user.selectedInstitution;
  if (inst && act.institutionId === inst.institutionId && act.status !== null) return 'office';
  throw new HttpError(403, MSG.noAccess);
}

/** The guardian may change a report while it is a draft or returned for rework. */
export function checkGuardianMayEdit(act: ActRow, viewer: ReportViewer, version: number): void {
  if (viewer !== 'guardian' && viewer !== 'admin') throw new HttpError(403, MSG.noAccess);
  if (act.status !== null && act.status !== ReportStatus.ReturnedToPerson)
    throw new HttpError(409, REPORT_MSG.notEditable, 'Warning');
  if (act.version !== version) throw new HttpError(409, MSG.versionConflict, 'Warning');
}

/**
 * One report per ward and period: a guardian may not start, or send, a second report about the same
 * ward for a period that overlaps one already made (a draft included, so the draft is continued instead).
 */
export async function checkOneReportPerPeriod(
  db: Queryable,
  wardId: number,
  periodFrom: string,
  periodTo: string,
  exceptId: number | null = null,
): Promise<void> {
  const other = await findOverlappingReport(db, wardId, periodFrom, periodTo, exceptId);
  // The client links the refusal to the report it names (code and reportId beside the message).
  if (other)
    throw new HttpError(
      409,
      REPORT_MSG.periodTaken(other.number, ruDate(other.periodFrom), ruDate(other.periodTo)),
      'Warning',
      { code: 'REPORT_PERIOD_TAKEN', reportId: other.id },
    );
}

/**
 * A report is about a past period. A draft may be started once its period has begun (a guardian
 * gathers the year's papers as it goes), and is signed and sent only after the period has ended
 * (its last day before today), on the region's clock.
 */
export function checkPeriodStarted(periodFrom: string, today: string = regionToday()): void {
  if (periodFrom > today) throw new HttpError(400, REPORT_MSG.periodNotStarted(ruDate(periodFrom)));
}

/** See checkPeriodStarted: signing refuses a period that has not ended. */
export function checkPeriodEnded(periodTo: string, today: string = regionToday()): void {
  if (periodTo < today) return;
  const next = new Date(`${periodTo}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  throw new HttpError(400, REPORT_MSG.periodNotEnded(ruDate(periodTo), ruDate(next.toISOString().slice(0, 10))));
}

/*
 * Who may attach documents to a guardian report, and why a save never trips over them.
 *
 * A report is the guardian's own signed statement about the ward's property, so its documents are
 * the guardian's evidence: only the ward's guardian (a guardian, or an admin impersonating one,
 * who then acts as that guardian) attaches files, and only while the report is a draft or returned
 * for rework. An admin or an office employee acting as themselves may read and download the
 * documents but not add to them; an upload from them is refused before anything is stored.
 *
 * A block save checks only what it adds: a document the report already holds stays whoever put it
 * there (another guardian of the same ward, or a file linked before this rule), so one person's
 * upload can never make another's save fail. A document new to the report must be the saving
 * guardian's own upload, so nobody can pull a stranger's file into a report by its id.
 */

/** Refuses an upload to the report unless the caller is its guardian and the report is editable. */
export function checkMayAttach(act: ActRow, viewer: ReportViewer): void {
  checkGuardianMayEdit(act, viewer, act.version);
  if (viewer !== 'guardian') throw new HttpError(403, REPORT_MSG.attachGuardianOnly);
}

/**
 * Checks the document ids a save leaves in the report (see the rule above): those already linked
 * pass; new ones must be the calling guardian's own uploads. Returns the ids to link.
 */
export async function checkDocumentReferences(
  db: Queryable,
  act: ActRow,
  viewer: ReportViewer,
  userId: number,
  referenced: string[],
): Promise<string[]> {
  const linked = new Set((await listActFiles(db, act.id)).map((file) => file.id));
  const added = [...new Set(referenced.filter((id) => !linked.has(id)))];
  if (added.length === 0) return referenced;
  if (viewer !== 'guardian') throw new HttpError(403, REPORT_MSG.attachGuardianOnly);
  const own = await filesUploadedBy(db, added, userId);
  if (own.length !== added.length) throw new HttpError(400, REPORT_MSG.fileNotLinked);
  return referenced;
}
