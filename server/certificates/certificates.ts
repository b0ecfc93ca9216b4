/**
 * A citizen's certificates for social services (workflows.md sections 2, 3, 5, 7, 9).
 *
 * A citizen asks for a certificate by a request of kind 'certificate' to the institution that issues
 * them (POST /cert/new): the request (numbered 'citizen-request', server/repositories/person-requests.ts)
 * and the certificate, Requested, are written in one transaction. The institution decides the request
 * on its card as any other (server/requests/requests.ts); the hook ./certificate-actions.ts registers
 * on the transition helper (`afterTransition`, server/workflow/transition.ts) decides the certificate by
 * its own table (common/certificates/certificate-machine.ts) in the same transaction: satisfied issues
 * it (numbered 'certificate', valid a year), refused or returned refuses it, withdrawn withdraws it.
 * An issued certificate past its last day expires by the table when it is next read. The recipient
 * concludes a service contract under it with an organisation rendering its services
 * (POST /cert/create-contract): a contract Waiting 1, paid by the certificate, numbered 'service-contract'.
 */
import type { Auth } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { StatementError } from '../db/db.ts';
import { HttpError, ok, type Answer } from '../http/envelope.ts';
import { CERT_MSG } from '../messages.ts';
import { filesUploadedBy } from '../repositories/acts.ts';
import { findPersonPhone, listRecipients, type Recipient } from '../repositories/catalog-contracts.ts';
import {
  findCertificate,
  findProvider,
  insertCertificate,
  linkCertificateContract,
  listCertificateOrganisations,
  listCertificates,
  listCertificateServices,
  type CertificateFilter,
  type CertificateRow,
} from '../repositories/certificates.ts';
import { assignDocumentNumber } from '../repositories/document-numbers.ts';
import { expireOverdue } from './certificate-actions.ts';
import { findOpenRequest, findRequestInstitution, insertRequest } from '../repositories/person-requests.ts';
import { insertServiceContract } from '../repositories/service-contracts.ts';
import { uploadLimits } from '../system/settings.ts';
import { historyView, recordCreated } from '../workflow/transition.ts';
import { CERTIFICATE_TABLE, CertificateStatus } from '../../common/certificates/certificate-machine.ts';
import { certificateType, CERTIFICATE_TYPES, type CertificateType } from '../../common/certificates/types.ts';
import {
  SERVICE_CONTRACT_STATUS_CAPTIONS,
  SERVICE_CONTRACT_TABLE,
  ServiceContractStatus,
} from '../../common/contracts/service-contract-machine.ts';
import { RequestStatus, REQUEST_TABLE } from '../../common/requests/request-machine.ts';
import { checkFileCount } from '../../common/validation/files.ts';
import { normalizePhone } from '../../common/validation/phone.ts';
import { regionToday } from '../../common/time-zone.ts';
import { statusCaption as workflowStatusCaption } from '../../common/workflow/state-table.ts';

/**
 * The institution that issues certificates: the region's social protection centre in Salekhard
 * (ГБУ ЯНАО «ЦСО» г. Салехард, the demo data's institution 1), whose employees decide the requests.
 */
export const CERTIFICATE_ISSUER_ID = 1;

const statusCaption = (status: number) => workflowStatusCaption(CERTIFICATE_TABLE, status);

/** A positive id from a path's text; null for anything else. */
const idOf = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** The recipients a type allows among the applicant's own. */
const allowedRecipients = (type: CertificateType, recipients: Recipient[]) =>
  recipients.filter((r) => type.recipients.includes(r.relation as 'self' | 'child' | 'ward'));

/** What the citizen's form sends (POST /cert/new). */
export interface CertificateFiling {
  type: number;
  /** A child or a ward; null for the applicant. */
  targetPersonId: number | null;
  phone: string;
  comment?: string;
  fileIds: string[];
}

/** The certificates' service over the database. */
export function certificateService(db: Db, config: { maxReportFileSizeMb: number }) {
  /** The citizen acting for themself, or 403. */
  function citizen(auth: Auth): number {
    const personId = auth.user.publicPerson && !auth.user.selectedInstitution ? auth.user.personId : null;
    if (personId === null) throw new HttpError(403, CERT_MSG.citizensOnly);
    return personId;
  }

  /** A certificate as the list and the card read it: its type, services and organisations. */
  async function described(c: CertificateRow) {
    const type = certificateType(c.certTypeId)!;
    const [services, organisations] = await Promise.all([
      listCertificateServices(db, [c.certTypeId]),
      listCertificateOrganisations(db, c.certTypeId, c.recipientId, c.id),
    ]);
    return {
      ...c,
      amount: c.amount === null ? null : Number(c.amount),
      typeCaption: type.caption,
      typeShortCaption: type.shortCaption,
      statusCaption: statusCaption(c.status),
      recipientFio: c.targetFio ?? c.personFio,
      inForce: c.status === CertificateStatus.Issued,
      socServices: services.map((s) => ({ ...s, serviceId: s.id })),
      organisations: organisations.map((o) => ({
        ...o,
        contract: o.contract
          ? {
              ...o.contract,
              statusCaption:
                SERVICE_CONTRACT_STATUS_CAPTIONS[o.contract.status as keyof typeof SERVICE_CONTRACT_STATUS_CAPTIONS],
            }
          : null,
      })),
    };
  }

  return {
    /** GET /cert: the citizen's certificates (for themself, their children and wards), newest first. */
    async list(auth: Auth, filter: CertificateFilter) {
      const personId = citizen(auth);
      await expireOverdue(db, personId);
      const { items, total } = await listCertificates(db, personId, filter, (search) =>
        CERTIFICATE_TYPES.filter((t) => `${t.caption} ${t.shortCaption}`.toLowerCase().includes(search)).map(
          (t) => t.code,
        ),
      );
      return { total, items: await Promise.all(items.map(described)) };
    },

    /** GET /cert/{id}: one of the citizen's certificates with its history; someone else's reads as absent. */
    async card(auth: Auth, idText: string) {
      const personId = citizen(auth);
      const id = idOf(idText);
      if (id === null) throw new HttpError(404, CERT_MSG.notFound(idText));
      await expireOverdue(db, personId);
      const found = await findCertificate(db, personId, id);
      if (!found) throw new HttpError(404, CERT_MSG.notFound(id));
      return {
        ...(await described(found)),
        refuseReason: found.refuseReason,
        history: await historyView(db, CERTIFICATE_TABLE, 'certificate', found.id),
      };
    },

    /** GET /cert/draft/{type}: what the request of a type will be: its services, recipients, phone, issuer. */
    async draft(auth: Auth, typeText: string) {
      const personId = citizen(auth);
      const type = certificateType(idOf(typeText) ?? 0);
      if (!type) throw new HttpError(400, CERT_MSG.typeNotGiven);
      if (!type.online) throw new HttpError(400, CERT_MSG.notOnline);
      const [services, recipients, phone, issuer] = await Promise.all([
        listCertificateServices(db, [type.code]),
        listRecipients(db, personId),
        findPersonPhone(db, personId),
        findRequestInstitution(db, CERTIFICATE_ISSUER_ID),
      ]);
      if (!issuer) throw new HttpError(500, CERT_MSG.issuerNotFound);
      return {
        type: type.code,
        caption: type.caption,
        shortCaption: type.shortCaption,
        description: type.description,
        amount: type.amount,
        volume: type.volume,
        socServices: services.map((s) => ({ ...s, serviceId: s.id })),
        recipients: allowedRecipients(type, recipients),
        phone,
        issuer: { id: issuer.id, caption: issuer.caption },
      };
    },

    /** POST /cert/new: the request for a certificate and the certificate, Requested, in one transaction. */
    async create(auth: Auth, input: CertificateFiling) {
      const personId = citizen(auth);
      const type = certificateType(input.type);
      if (!type) throw new HttpError(400, CERT_MSG.typeNotGiven);
      if (!type.online) throw new HttpError(400, CERT_MSG.notOnline);
      if ((await listCertificateServices(db, [type.code])).length === 0) throw new HttpError(400, CERT_MSG.noServices);
      const target = input.targetPersonId === personId ? null : input.targetPersonId;
      const recipients = await listRecipients(db, personId);
      const allowed = allowedRecipients(type, recipients);
      if (target !== null && !recipients.some((r) => r.personId === target))
        throw new HttpError(400, CERT_MSG.recipientNotFound(target));
      if (!allowed.some((r) => r.personId === (target ?? personId)))
        throw new HttpError(400, CERT_MSG.recipientNotAllowed);
      const fileIds = [...new Set(input.fileIds)];
      const tooMany = checkFileCount(
        fileIds.length,
        (await uploadLimits(db, config.maxReportFileSizeMb)).maxReportFilesCount,
      );
      if (tooMany) throw new HttpError(400, tooMany);
      if ((await filesUploadedBy(db, fileIds, auth.user.userId)).length !== fileIds.length)
        throw new HttpError(400, CERT_MSG.foreignFiles);
      const issuer = await findRequestInstitution(db, CERTIFICATE_ISSUER_ID);
      if (!issuer) throw new HttpError(500, CERT_MSG.issuerNotFound);
      const recipientId = target ?? personId;
      const { items: held } = await listCertificates(
        db,
        personId,
        { status: CertificateStatus.Issued, page: 1, pageSize: 100 },
        () => [],
      );
      const valid = held.find((c) => c.certTypeId === type.code && c.recipientId === recipientId);
      if (valid?.number) throw new HttpError(409, CERT_MSG.alreadyIssued(valid.number));
      try {
        const created = await db.transaction(async (tx) => {
          const open = await findOpenRequest(
            tx,
            { personId, targetPersonId: target, institutionId: issuer.id, kind: 'certificate', certTypeId: type.code },
            null,
          );
          if (open) throw new HttpError(409, CERT_MSG.alreadyRequested(open));
          const request = await insertRequest(tx, {
            number: await assignDocumentNumber(tx, 'citizen-request'),
            submittedOn: regionToday(),
            kind: 'certificate',
            personId,
            targetPersonId: target,
            institutionId: issuer.id,
            certTypeId: type.code,
            serviceIds: [],
            fileIds,
            phone: normalizePhone(input.phone),
            comment: input.comment?.trim() || null,
          });
          await recordCreated(tx, 'personRequest', REQUEST_TABLE, request.id, 'person', { personId: personId });
          const certificate = await insertCertificate(tx, {
            certTypeId: type.code,
            personId,
            targetPersonId: target,
            requestId: request.id,
            institutionId: issuer.id,
          });
          await recordCreated(tx, 'certificate', CERTIFICATE_TABLE, certificate.id, 'person', { personId: personId });
          return { certificate, request };
        });
        return ok(
          {
            id: created.certificate.id,
            status: CERTIFICATE_TABLE.initial,
            statusCaption: statusCaption(CERTIFICATE_TABLE.initial),
            requestId: created.request.id,
            requestNumber: created.request.number,
            requestStatus: RequestStatus.Received,
          },
          { severity: 'Success', text: CERT_MSG.requested },
        );
      } catch (error) {
        if (error instanceof StatementError && error.code === '23505')
          throw new HttpError(409, CERT_MSG.alreadyRequestedShort);
        throw error;
      }
    },

    /**
     * POST /cert/create-contract/{certificateId}/{institutionId}: a service contract under an issued
     * certificate with an organisation rendering its services, Waiting 1, with its history's first row.
     */
    async createContract(
      auth: Auth,
      certificateText: string,
      institutionText: string,
    ): Promise<Answer<{ id: number; number: string; status: number; statusCaption: string; version: number }>> {
      const personId = citizen(auth);
      const certificateId = idOf(certificateText);
      if (certificateId === null) throw new HttpError(400, CERT_MSG.certificateNotGiven);
      const institutionId = idOf(institutionText);
      await expireOverdue(db, personId);
      const contract = await db.transaction(async (tx) => {
        const certificate = await findCertificate(tx, personId, certificateId, true);
        if (!certificate) throw new HttpError(404, CERT_MSG.notFound(certificateId));
        if (certificate.status === CertificateStatus.Expired) throw new HttpError(409, CERT_MSG.expired);
        if (certificate.status !== CertificateStatus.Issued || !certificate.validTo)
          throw new HttpError(409, CERT_MSG.notIssued);
        const today = regionToday();
        if (certificate.validTo < today) throw new HttpError(409, CERT_MSG.expired);
        const provider = institutionId === null ? undefined : await findProvider(tx, institutionId);
        if (!provider) throw new HttpError(400, CERT_MSG.providerNotGiven);
        if (!provider.ogrn.trim()) throw new HttpError(400, CERT_MSG.noOgrn);
        const services = (await listCertificateServices(tx, [certificate.certTypeId])).filter(
          (s) => s.institutionId === provider.id,
        );
        if (services.length === 0) throw new HttpError(409, CERT_MSG.notProviding);
        const organisation = (
          await listCertificateOrganisations(tx, certificate.certTypeId, certificate.recipientId, certificate.id)
        ).find((o) => o.id === provider.id);
        if (organisation?.contract) throw new HttpError(409, CERT_MSG.contractExists(organisation.contract.number));
        if (organisation?.hasActiveServiceContract) throw new HttpError(409, CERT_MSG.contractInForce);
        const created = await insertServiceContract(tx, {
          number: await assignDocumentNumber(tx, 'service-contract'),
          contractDate: today,
          personId: certificate.personId,
          targetPersonId: certificate.targetPersonId,
          institutionId: provider.id,
          status: ServiceContractStatus.Waiting,
          dateFrom: today,
          dateTo: certificate.validTo,
          paymentKind: 'certificate',
          services: services.map((s) => ({ serviceId: s.id, quantity: certificate.volume ?? 1 })),
        });
        await recordCreated(
          tx,
          'serviceContract',
          SERVICE_CONTRACT_TABLE,
          created.id,
          'person',
          { personId },
          `По сертификату № ${certificate.number}`,
        );
        await linkCertificateContract(tx, certificate.id, created.id);
        return created;
      });
      return ok(
        {
          id: contract.id,
          number: contract.number,
          status: ServiceContractStatus.Waiting,
          statusCaption: SERVICE_CONTRACT_STATUS_CAPTIONS[ServiceContractStatus.Waiting],
          version: contract.version,
        },
        { severity: 'Success', text: CERT_MSG.contractCreated },
      );
    },
  };
}
