import { formatPhone } from '../../common/validation/phone.ts';
import type { Queryable } from '../db/db.ts';
import { ReportError } from '../jobs/queue.ts';
import { JOB_MSG } from '../jobs/messages.ts';
import { findReportInstitution, findReportPerson, listPersonContracts } from '../repositories/report-documents.ts';
import { listInstitutionServices } from '../repositories/institution-services.ts';
import { listEmployeesLookup } from '../repositories/institution-platform.ts';
import { countContractsInForce } from '../repositories/service-contracts.ts';
import {
  CONTRACT_STATUS_CAPTIONS,
  fullName,
  PROVIDER_TYPE_CAPTIONS,
  regionToday,
  ruDate,
  ruMoney,
  type ReportBlock,
  type ReportDocument,
} from './document.ts';
import { pricePerUnit } from '../../common/rate-units.ts';
import { InstitutionSourceType } from '../../common/roles.ts';
import { declineFullName } from '../../common/text/names.ts';

const SOURCE_CAPTIONS: Record<number, string> = {
  1: 'социальные услуги',
  2: 'туристические услуги',
  3: 'меры социальной поддержки',
};
const RATE_CAPTIONS: Record<string, string> = {
  free: 'бесплатно',
  fixed: 'фиксированный тариф',
  contract: 'по договору',
  certificate: 'по сертификату',
  rate: 'по тарифу',
};

/** institutionInformation: the register extract of an institution (its record in the register of providers). */
export async function institutionInformation(db: Queryable, institutionId: number): Promise<ReportDocument> {
  const institution = await findReportInstitution(db, institutionId);
  if (!institution) throw new ReportError(JOB_MSG.institutionNotFound);
  // The same reads as the screens: the register card's services, the employees list, the provider's contracts.
  const [services, employees, inForce] = await Promise.all([
    listInstitutionServices(
      db,
      institutionId,
      institution.sourceType === InstitutionSourceType.Tourism ? 'tour' : 'social',
    ),
    listEmployeesLookup(db, institutionId),
    countContractsInForce(db, institutionId),
  ]);
  const today = regionToday();
  return {
    fileName: `Выписка из реестра поставщиков социальных услуг от ${today}`,
    title: 'Выписка из реестра поставщиков социальных услуг',
    subtitle: `по состоянию на ${today}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Выписка по организации ОГРН ${institution.ogrn}`,
    blocks: [
      { kind: 'heading', text: 'Сведения о поставщике' },
      {
        kind: 'fields',
        rows: [
          ['Полное наименование', institution.caption],
          ['Сокращённое наименование', institution.shortCaption],
          ['Тип поставщика', PROVIDER_TYPE_CAPTIONS[institution.institutionTypeId] ?? ''],
          ['Сфера деятельности', SOURCE_CAPTIONS[institution.sourceType] ?? ''],
          ['ОГРН', institution.ogrn],
          ['ИНН', institution.inn],
          ['КПП', institution.kpp ?? ''],
          ['Адрес', institution.address],
          ['Руководитель', institution.director ?? ''],
          ['Телефон', formatPhone(institution.phone)],
          ['Электронная почта', institution.email ?? ''],
          ['Сайт', institution.site ?? ''],
          ['Дата включения в реестр', ruDate(institution.dateIncluded)],
          ['Сотрудников, работающих на портале', String(employees.length)],
          ['Договоров о предоставлении услуг в силе', String(inForce.contracts)],
          ['Получателей услуг по договорам в силе', String(inForce.recipients)],
        ],
      },
      { kind: 'heading', text: `Услуги поставщика (${services.length})` },
      services.length
        ? {
            kind: 'table',
            columns: ['№', 'Услуга', 'Форма оплаты', 'Стоимость'],
            widths: [1, 9, 4, 4],
            rows: services.map((s, i) => [
              String(i + 1),
              s.caption,
              RATE_CAPTIONS[s.rateType] ?? s.rateType,
              s.price === null ? 'бесплатно' : pricePerUnit(ruMoney(s.price), s.rateUnit),
            ]),
          }
        : { kind: 'paragraph', text: 'Услуги в реестр не внесены.' },
      {
        kind: 'paragraph',
        text: `Выписка сформирована на портале социальных услуг ${today}. Сведения соответствуют данным реестра на дату формирования.`,
      },
    ],
  };
}

/** personServiceInformation: a person's register extract, the social services they received. */
export async function personServiceInformation(db: Queryable, personId: number): Promise<ReportDocument> {
  const person = await findReportPerson(db, personId);
  if (!person) throw new ReportError(JOB_MSG.personNotFound);
  const contracts = await listPersonContracts(db, personId);
  const today = regionToday();
  return {
    fileName: `Выписка из реестра получателей социальных услуг от ${today}`,
    title: 'Выписка из реестра получателей социальных услуг',
    subtitle: `по состоянию на ${today}`,
    regionCaption: person.regionCaption,
    institution: null,
    footer: `Выписка о получателе ${declineFullName(person, 'prepositional')}`,
    blocks: [
      { kind: 'heading', text: 'Получатель социальных услуг' },
      {
        kind: 'fields',
        rows: [
          ['ФИО', fullName(person)],
          ['Дата рождения', ruDate(person.birthDate)],
          ['СНИЛС', person.snils ?? ''],
          ['Адрес регистрации', person.address ?? ''],
        ],
      },
      { kind: 'heading', text: `Договоры о предоставлении социальных услуг (${contracts.length})` },
      // One record per contract (not a table): long numbers and names stay whole and read in order.
      ...contracts.flatMap((c, i): ReportBlock[] => [
        {
          kind: 'fields',
          rows: [
            [`${i + 1}. Договор`, `№ ${c.number} от ${ruDate(c.contractDate)}`],
            ['Поставщик', c.institutionCaption],
            ['Услуги', c.services],
            ['Срок', `${ruDate(c.dateFrom)} – ${ruDate(c.dateTo)}`],
            ['Статус', CONTRACT_STATUS_CAPTIONS[c.status] ?? String(c.status)],
          ],
        },
      ]),
      ...(contracts.length
        ? []
        : [
            {
              kind: 'paragraph',
              text: 'Сведения о предоставлении социальных услуг в реестре отсутствуют.',
            } satisfies ReportBlock,
          ]),
      { kind: 'paragraph', text: `Выписка сформирована на портале социальных услуг ${today} по запросу получателя.` },
    ],
  };
}
