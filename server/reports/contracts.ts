import type { Queryable } from '../db/db.ts';
import { ReportError } from '../jobs/queue.ts';
import { JOB_MSG } from '../jobs/messages.ts';
import { certificateType } from '../../common/certificates/types.ts';
import {
  findPersonRequest,
  findReportInstitution,
  findReportPerson,
  findTourContract,
  type ReportInstitution,
  type ReportPerson,
} from '../repositories/report-documents.ts';
import {
  findServiceContractById,
  listContractServices,
  type ContractRow,
  type ContractServiceRow,
} from '../repositories/service-contracts.ts';
import { firstSignatureDay } from '../repositories/contract-signatures.ts';
import { regionToday } from '../../common/time-zone.ts';
import { ruDate, ruMoney, type ReportBlock, type ReportDocument } from './document.ts';
import { personBlock, personIntro, providerBlock, providerIntro, signatures } from './parties.ts';
import { countRateUnits, pricePerUnit } from '../../common/rate-units.ts';
import { declineFullName } from '../../common/text/names.ts';

/** Request decision types (platform.md section 9): 1 satisfied, 2 refused. */
export const DECISION = { satisfied: 1, refused: 2 } as const;
/** Contract statuses an act of rendered services is made for: Active 3, Closed 7. */
export const ACT_STATUSES = [3, 7];
const PAYMENT_CAPTIONS: Record<string, string> = {
  contract: 'по договору',
  ippsu: 'по индивидуальной программе предоставления социальных услуг',
  certificate: 'по социальному сертификату',
};

async function party(
  db: Queryable,
  institutionId: number,
  personId: number,
): Promise<{ institution: ReportInstitution; person: ReportPerson }> {
  const [institution, person] = await Promise.all([
    findReportInstitution(db, institutionId),
    findReportPerson(db, personId),
  ]);
  if (!institution || !person) throw new ReportError(JOB_MSG.contractNotFound);
  return { institution, person };
}

/** The parties of a contract on social services, as the model contract names them. */
const SERVICE_TERMS = { provider: 'Исполнитель', person: 'Заказчик' } as const;
/** The parties' blocks: the person is the recipient, or a recipient's legal representative. */
const SERVICE_BLOCKS = {
  recipient: 'Заказчик (получатель социальных услуг)',
  representative: 'Заказчик (законный представитель получателя социальных услуг)',
  target: 'Получатель социальных услуг',
} as const;
/** The parties of a tour contract. */
const TOUR_TERMS = { provider: 'Туроператор', person: 'Заказчик' } as const;

/** A price for one unit of a service, or «бесплатно». */
const unitPrice = (line: ContractServiceRow) =>
  line.price === null ? 'бесплатно' : pricePerUnit(ruMoney(line.price), line.rateUnit);

/**
 * A moment in the past to print a contract as it read then (the demo data's signatures): the
 * services removed later are still in it, and its end date was the one then agreed.
 */
export interface AsSigned {
  /** ISO date-time of the signature. */
  at: string;
  dateTo?: string;
}

/** Milliseconds of an ISO moment whose offset may be written as hours only ('+05'). */
const moment = (iso: string) => new Date(iso.replace(/([+-]\d{2})$/, '$1:00')).getTime();

/** A contract as its documents print it: the card's row and the services still in it (a removed service is not printed). */
async function printedContract(
  db: Queryable,
  contractId: number,
  asSigned?: AsSigned,
): Promise<{ contract: ContractRow; lines: ContractServiceRow[] }> {
  const found = await findServiceContractById(db, contractId);
  if (!found) throw new ReportError(JOB_MSG.contractNotFound);
  const then = asSigned ? moment(asSigned.at) : Infinity;
  const lines = (await listContractServices(db, contractId)).filter(
    (line) => line.removedAt === null || moment(line.removedAt) > then,
  );
  const contract = asSigned?.dateTo ? { ...found, dateTo: asSigned.dateTo } : found;
  return { contract, lines };
}

/**
 * serviceContract: the contract on social services with its services, terms and the parties'
 * details. It prints what the parties agree to and nothing that signing itself changes (not the
 * status), so the document a side signed stays the same until the contract's content changes.
 */
export async function serviceContract(db: Queryable, contractId: number, asSigned?: AsSigned): Promise<ReportDocument> {
  const { contract, lines } = await printedContract(db, contractId, asSigned);
  const { institution, person } = await party(db, contract.serviceProviderId, contract.personId);
  const target = contract.targetPersonId ? await findReportPerson(db, contract.targetPersonId) : undefined;
  const total = lines.reduce((sum, line) => sum + Number(line.price ?? 0) * Number(line.quantity), 0);
  return {
    fileName: `Договор № ${contract.number} от ${ruDate(contract.date)}`,
    title: 'Договор о предоставлении социальных услуг',
    subtitle: `№ ${contract.number} от ${ruDate(contract.date)}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Договор № ${contract.number}`,
    createdOn: contract.date,
    blocks: [
      {
        kind: 'paragraph',
        text: `${providerIntro(institution, SERVICE_TERMS.provider)}, с одной стороны, и ${personIntro(person, SERVICE_TERMS.person)}, с другой стороны, заключили настоящий договор о нижеследующем.`,
      },
      { kind: 'heading', text: '1. Предмет договора' },
      {
        kind: 'paragraph',
        text: `Исполнитель обязуется оказать ${target ? `получателю социальных услуг ${declineFullName(target, 'dative')}` : 'Заказчику'} социальные услуги, указанные в таблице, в период с ${ruDate(contract.dateFrom)} по ${ruDate(contract.dateTo)}, а Заказчик — оплатить их ${PAYMENT_CAPTIONS[contract.paymentKind] ?? ''}.`,
      },
      {
        kind: 'table',
        columns: ['№', 'Услуга', 'Объём', 'Цена', 'Стоимость'],
        widths: [1, 8, 3, 4, 4],
        rows: lines.map((line, i) => [
          String(i + 1),
          line.serviceName,
          countRateUnits(Number(line.quantity), line.rateUnit),
          unitPrice(line),
          line.price === null ? 'бесплатно' : ruMoney(Number(line.price) * Number(line.quantity)),
        ]),
      },
      { kind: 'fields', rows: [['Итого по договору', ruMoney(total)]] },
      { kind: 'heading', text: '2. Обязанности сторон' },
      {
        kind: 'paragraph',
        text: 'Исполнитель оказывает услуги качественно, в объёме и в сроки, установленные договором, соблюдает конфиденциальность сведений о Заказчике и получателе социальных услуг.',
      },
      {
        kind: 'paragraph',
        text: 'Заказчик предоставляет сведения и документы, необходимые для оказания услуг, и сообщает Исполнителю об изменении обстоятельств, влияющих на их предоставление.',
      },
      { kind: 'heading', text: '3. Реквизиты и подписи сторон' },
      providerBlock(SERVICE_TERMS.provider, institution),
      ...(target
        ? [personBlock(SERVICE_BLOCKS.representative, person), personBlock(SERVICE_BLOCKS.target, target)]
        : [personBlock(SERVICE_BLOCKS.recipient, person)]),
      signatures(institution, person, SERVICE_TERMS),
    ],
  };
}

/**
 * serviceContractAct: the act of services rendered under a contract (ordered and rendered volume).
 * It is dated the day its first side signed it (today until then), so both sides sign the same act.
 */
export async function serviceContractAct(
  db: Queryable,
  contractId: number,
  options: { anyStatus?: boolean; asSigned?: AsSigned } = {},
): Promise<ReportDocument> {
  const { contract, lines } = await printedContract(db, contractId, options.asSigned);
  // A signed act is checked against its signatures whatever became of the contract since.
  if (!options.anyStatus && !ACT_STATUSES.includes(contract.status)) throw new ReportError(JOB_MSG.actNotAvailable);
  if (contract.tourServiceId !== null) return tourContractAct(db, contractId, options.asSigned);
  const { institution, person } = await party(db, contract.serviceProviderId, contract.personId);
  // The services went to the recipient: the person, or the child or ward they represent.
  const recipient = (contract.targetPersonId && (await findReportPerson(db, contract.targetPersonId))) || person;
  const total = lines.reduce((sum, line) => sum + Number(line.price ?? 0) * Number(line.rendered), 0);
  const day =
    (await firstSignatureDay(db, contractId, 'act')) ??
    regionToday(options.asSigned ? new Date(options.asSigned.at) : undefined);
  return {
    fileName: `Акт оказанных услуг по договору № ${contract.number}`,
    title: 'Акт о предоставлении социальных услуг',
    subtitle: `по договору № ${contract.number} от ${ruDate(contract.date)}, составлен ${ruDate(day)}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Акт по договору № ${contract.number}`,
    createdOn: day,
    blocks: [
      {
        kind: 'paragraph',
        text: `Исполнитель ${institution.shortCaption} оказал получателю социальных услуг ${declineFullName(recipient, 'dative')} в период с ${ruDate(contract.dateFrom)} по ${ruDate(contract.dateTo)} следующие социальные услуги:`,
      },
      {
        kind: 'table',
        columns: ['№', 'Услуга', 'По договору', 'Оказано', 'Стоимость оказанных'],
        widths: [1, 9, 3, 3, 4],
        rows: lines.map((line, i) => [
          String(i + 1),
          line.serviceName,
          countRateUnits(Number(line.quantity), line.rateUnit),
          countRateUnits(Number(line.rendered), line.rateUnit),
          line.price === null ? 'бесплатно' : ruMoney(Number(line.price) * Number(line.rendered)),
        ]),
      },
      { kind: 'fields', rows: [['Итого оказано на сумму', ruMoney(total)]] },
      {
        kind: 'paragraph',
        text: 'Услуги оказаны в полном объёме указанного количества, претензий по качеству и срокам оказания услуг Заказчик не имеет.',
      },
      signatures(institution, person, SERVICE_TERMS),
    ],
  };
}

/** personRequestDecisionAssign / Reject: the notice of the decision on a person's request. */
export async function requestDecision(
  db: Queryable,
  requestId: number,
  decision: 'assign' | 'reject',
): Promise<ReportDocument> {
  const request = await findPersonRequest(db, requestId);
  if (!request) throw new ReportError(JOB_MSG.requestNotFound);
  const expected = decision === 'assign' ? DECISION.satisfied : DECISION.refused;
  if (request.decisionType !== expected)
    throw new ReportError(decision === 'assign' ? JOB_MSG.noDecisionAssign : JOB_MSG.noDecisionReject);
  const { institution, person } = await party(db, request.institutionId, request.personId);
  const programme = request.kind === 'active-longevity';
  const certificate =
    request.kind === 'certificate' && request.certTypeId !== null ? certificateType(request.certTypeId) : undefined;
  const title = programme
    ? decision === 'assign'
      ? 'Уведомление о включении в программу «Активное долголетие»'
      : 'Уведомление об отказе во включении в программу «Активное долголетие»'
    : certificate
      ? decision === 'assign'
        ? 'Уведомление о выдаче сертификата'
        : 'Уведомление об отказе в выдаче сертификата'
      : decision === 'assign'
        ? 'Уведомление о предоставлении социальных услуг'
        : 'Уведомление об отказе в предоставлении социальных услуг';
  const decided = `${ruDate(request.decisionOn)} принято решение${request.decisionNumber ? ` № ${request.decisionNumber}` : ''}`;
  const services = request.serviceCaption ? ` «${request.serviceCaption}»` : '';
  const filed = `по Вашему заявлению № ${request.number} от ${ruDate(request.submittedOn)} ${decided}`;
  const text =
    decision === 'assign'
      ? programme
        ? `Уведомляем, что ${filed} о включении в программу «Активное долголетие» по направлениям:${services}. Расписание занятий сообщит учреждение по телефону, указанному в заявлении.`
        : certificate
          ? `Уведомляем, что ${filed} о выдаче сертификата «${certificate.caption}». Сертификат и организации, оказывающие его услуги, — в разделе «Сертификаты» личного кабинета портала.`
          : `Уведомляем, что ${filed} о предоставлении социальных услуг:${services}. Для заключения договора обратитесь к поставщику или подпишите договор в личном кабинете портала.`
      : `Уведомляем, что ${filed} об отказе ${programme ? 'во включении в программу «Активное долголетие»' : certificate ? `в выдаче сертификата «${certificate.caption}»` : 'в предоставлении социальных услуг'}${certificate ? '' : `:${services}`}.`;
  return {
    fileName: `${title} по заявлению № ${request.number}`,
    title,
    subtitle: `по заявлению № ${request.number} от ${ruDate(request.submittedOn)}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Заявление № ${request.number}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Кому', declineFullName(person, 'dative')],
          ['Адрес', person.address ?? ''],
          ['СНИЛС', person.snils ?? ''],
        ],
      },
      {
        kind: 'paragraph',
        text: `${person.gender === 2 ? 'Уважаемая' : 'Уважаемый'} ${[person.firstName, person.middleName].filter(Boolean).join(' ')}!`,
      },
      { kind: 'paragraph', text },
      ...(decision === 'reject'
        ? ([
            { kind: 'fields', rows: [['Причина отказа', request.decisionReason ?? '']] },
            {
              kind: 'paragraph',
              text: 'Решение может быть обжаловано в досудебном порядке в департаменте социальной защиты населения автономного округа или в суде.',
            },
          ] satisfies ReportBlock[])
        : []),
      { kind: 'signatures', parties: [{ role: 'Руководитель', name: `${institution.director ?? ''}` }] },
    ],
  };
}

/** The act of a contract on an operator's tour: the tour, its days, who went, the sum; what both sides sign. */
async function tourContractAct(db: Queryable, contractId: number, asSigned?: AsSigned): Promise<ReportDocument> {
  const contract = await findTourContract(db, contractId);
  if (!contract) throw new ReportError(JOB_MSG.contractNotFound);
  const { institution, person } = await party(db, contract.institutionId, contract.personId);
  const day =
    (await firstSignatureDay(db, contractId, 'act')) ?? regionToday(asSigned ? new Date(asSigned.at) : undefined);
  const total = Number(contract.price ?? 0) * contract.membersCount;
  return {
    fileName: `Акт об оказании туристических услуг по договору № ${contract.number}`,
    title: 'Акт об оказании туристических услуг',
    subtitle: `по договору № ${contract.number} от ${ruDate(contract.contractDate)}, составлен ${ruDate(day)}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Акт по договору № ${contract.number}`,
    createdOn: day,
    blocks: [
      {
        kind: 'paragraph',
        text: `${TOUR_TERMS.provider} ${institution.shortCaption} оказал Заказчику ${declineFullName(person, 'dative')} туристические услуги по договору:`,
      },
      {
        kind: 'fields',
        rows: [
          ['Тур', contract.serviceCaption],
          ['Даты', `${ruDate(contract.dateFrom)} – ${ruDate(contract.dateTo)}`],
          ['Количество участников', String(contract.membersCount)],
          ...(contract.members.length ? ([['Участники', contract.members.join(', ')]] as [string, string][]) : []),
          ['Итого оказано на сумму', ruMoney(total)],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Услуги оказаны в полном объёме, претензий по качеству и срокам оказания услуг Заказчик не имеет.',
      },
      signatures(institution, person, TOUR_TERMS),
    ],
  };
}

/** tourContract: the contract on a tour with its dates, members and price; what both sides sign. */
export async function tourContract(db: Queryable, contractId: number): Promise<ReportDocument> {
  const contract = await findTourContract(db, contractId);
  if (!contract) throw new ReportError(JOB_MSG.contractNotFound);
  const { institution, person } = await party(db, contract.institutionId, contract.personId);
  const each = Number(contract.price ?? 0);
  return {
    fileName: `Договор на туристическую услугу № ${contract.number}`,
    title: 'Договор о реализации туристического продукта',
    subtitle: `№ ${contract.number} от ${ruDate(contract.contractDate)}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Договор № ${contract.number}`,
    // As the service contract: only what the parties agree to (not the status), dated by the contract,
    // so the document each side signs is the same bytes.
    createdOn: contract.contractDate,
    blocks: [
      {
        kind: 'paragraph',
        text: `${providerIntro(institution, TOUR_TERMS.provider)}, и ${personIntro(person, TOUR_TERMS.person)}, заключили настоящий договор о нижеследующем.`,
      },
      { kind: 'heading', text: '1. Туристическая услуга' },
      {
        kind: 'fields',
        rows: [
          ['Услуга', contract.serviceCaption],
          ['Даты', `${ruDate(contract.dateFrom)} – ${ruDate(contract.dateTo)}`],
          ['Количество участников', String(contract.membersCount)],
          ...(contract.members.length ? ([['Участники', contract.members.join(', ')]] as [string, string][]) : []),
          ['Цена за участника', ruMoney(contract.price)],
          ['Итого', ruMoney(each * contract.membersCount)],
        ],
      },
      { kind: 'paragraph', text: contract.serviceDescription },
      { kind: 'heading', text: '2. Реквизиты и подписи сторон' },
      providerBlock(TOUR_TERMS.provider, institution),
      personBlock(TOUR_TERMS.person, person),
      signatures(institution, person, TOUR_TERMS),
    ],
  };
}
