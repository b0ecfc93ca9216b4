/**
 * The tour operator's tour services (workflows.md sections 3, 7, 8): the kinds of service, the
 * operator's own list by its OGRN, the save of the whole list in one transaction, and the public
 * list of a period with the places left. Only an employee of the tour operator acting for it in
 * the role TourismProvider, or an administrator, reads and writes an operator's list. Places are
 * taken and released by the tour contracts (server/repositories/tour-services.ts).
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError, ok, staleVersion, type Answer } from '../http/envelope.ts';
import { MSG } from '../messages.ts';
import {
  deleteTourService,
  findInstitutionByOgrn,
  insertTourService,
  listAvailableTourServices,
  listOperatorTourServices,
  listTourServiceTypes,
  updateTourService,
  type TourServiceFields,
  type TourServiceRow,
} from '../repositories/tour-services.ts';

export { tourServiceReferences } from '../repositories/tour-services.ts';
import { SystemRole } from '../../common/roles.ts';
import { regionToday } from '../../common/time-zone.ts';
import {
  defaultTourPeriod,
  TOUR_SERVICE_MSG,
  TOURISM_SOURCE_TYPE,
  tourServiceErrors,
  type TourServiceInput,
} from '../../common/tourism/tour-services.ts';

/** A refusal of a save: every message, the first as the text (400). */
function refused(texts: string[]): HttpError {
  return new HttpError(400, texts[0] ?? MSG.badRequest, 'Error', {}, texts);
}

const fieldsOf = (s: TourServiceInput): TourServiceFields => ({
  serviceTypeId: s.serviceTypeId,
  name: s.name.trim(),
  description: s.description.trim(),
  dateFrom: s.dateFrom,
  dateTo: s.dateTo,
  placesTotal: s.placesTotal,
  doNotShowOnPortalFrom: s.doNotShowOnPortalFrom,
  price: s.price,
});

export interface AvailableTourQuery {
  dateFrom?: string;
  dateTo?: string;
  institutionId?: number;
}

export function tourServicesService(db: Db) {
  /** The operator with this OGRN, if the caller may keep its services; 404 for no such operator, 403 for another's. */
  async function operator(auth: Auth, ogrn: string): Promise<number> {
    const found = await findInstitutionByOgrn(db, ogrn);
    if (!found || found.sourceType !== TOURISM_SOURCE_TYPE) throw new HttpError(404, MSG.notFound);
    if (auth.user.administrator) return found.id;
    const inst = auth.user.selectedInstitution;
    if (!inst || inst.institutionRole !== SystemRole.TourismProvider)
      throw new HttpError(403, TOUR_SERVICE_MSG.operatorsOnly);
    if (inst.institutionId !== found.id) throw new HttpError(403, MSG.noAccess);
    return found.id;
  }

  return {
    /** The kinds of service of an institution source type (2: tourism; the others have none). */
    types: (sourceType: number) => listTourServiceTypes(db, sourceType),

    /** The operator's own services, earliest first. */
    async list(auth: Auth, ogrn: string): Promise<TourServiceRow[]> {
      return listOperatorTourServices(db, await operator(auth, ogrn));
    },

    /**
     * Stores the whole list the operator sent: a service without an id is added, one with an id
     * is changed at the version it was read at, one missing from the list is removed. Nothing
     * changes on any refusal: a stale version (409), a service not of this operator, or one
     * removed or shrunk below the places its contracts hold, or a field out of the rules (400).
     */
    async save(auth: Auth, ogrn: string, services: TourServiceInput[]): Promise<Answer<TourServiceRow[]>> {
      const institutionId = await operator(auth, ogrn);
      const types = new Set((await listTourServiceTypes(db, TOURISM_SOURCE_TYPE)).map((t) => t.id));
      await db.transaction(async (tx) => {
        const current = new Map((await listOperatorTourServices(tx, institutionId, true)).map((s) => [s.id, s]));
        const texts: string[] = [];
        const label = (s: TourServiceInput, i: number) =>
          `Услуга ${i + 1}${s.name.trim() ? ` «${s.name.trim()}»` : ''}`;
        const kept = new Set<number>();
        services.forEach((s, i) => {
          const old = s.id === undefined ? undefined : current.get(s.id);
          if (s.id !== undefined && !old) throw new HttpError(404, TOUR_SERVICE_MSG.unknownService);
          if (old && s.version === undefined) throw refused([TOUR_SERVICE_MSG.versionMissing]);
          if (old && old.version !== s.version) throw staleVersion(MSG.versionConflict);
          if (old && kept.has(old.id)) throw refused([TOUR_SERVICE_MSG.duplicate]);
          if (old) kept.add(old.id);
          if (!types.has(s.serviceTypeId)) texts.push(`${label(s, i)}: ${TOUR_SERVICE_MSG.unknownType}`);
          for (const e of tourServiceErrors(s, old?.placesTaken ?? 0)) texts.push(`${label(s, i)}: ${e.message}`);
        });
        const removed = [...current.values()].filter((s) => !kept.has(s.id));
        for (const s of removed) if (s.placesTaken > 0) texts.push(TOUR_SERVICE_MSG.removeTaken(s.name, s.placesTaken));
        if (texts.length) throw refused(texts);
        for (const s of removed)
          if (!(await deleteTourService(tx, s.id, s.version))) throw staleVersion(MSG.versionConflict);
        for (const s of services) {
          if (s.id === undefined) await insertTourService(tx, institutionId, fieldsOf(s));
          else if (!(await updateTourService(tx, s.id, s.version!, fieldsOf(s))))
            throw staleVersion(MSG.versionConflict);
        }
      });
      return ok(await listOperatorTourServices(db, institutionId), {
        severity: 'Success',
        text: TOUR_SERVICE_MSG.saved,
      });
    },

    /**
     * The tours shown on the portal that overlap a period (by default 1 January to 31 December of
     * the current year on the region's clock), with the places left; `today` is the region's day.
     */
    async available(query: AvailableTourQuery, today = regionToday()) {
      const period = defaultTourPeriod(today);
      const dateFrom = query.dateFrom ?? period.dateFrom;
      const dateTo = query.dateTo ?? period.dateTo;
      if (dateTo < dateFrom) throw refused([TOUR_SERVICE_MSG.periodOrder]);
      const items = await listAvailableTourServices(db, {
        dateFrom,
        dateTo,
        today,
        institutionId: query.institutionId,
      });
      return { dateFrom, dateTo, items };
    },
  };
}
