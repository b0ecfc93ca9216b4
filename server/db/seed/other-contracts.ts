/**
 * Demo «other» contracts (/user/contracts, workflows.md section 4: Conclusion 1, InWork 2,
 * Finished 3, Rejected 4): the demo citizen's in every status, the guardian's, and a few of other
 * people's with the demo provider's institutions. Each contract's status comes from replaying its
 * history through the state table OTHER_CONTRACT_TABLE (common/contracts/other-contract-status.ts); a history the table
 * refuses stops the server at start, so demo data never shows an impossible status.
 */
import { replayOtherContract, type OtherContractStatus } from '../../../common/contracts/other-contract-status.ts';
import { INSTITUTION as I } from './institutions.ts';
import { PERSON } from './people.ts';
import type { DemoFileSeed } from './platform.ts';

export interface OtherContractSeed {
  id: number;
  number: string;
  contractDate: string;
  kind: string;
  subject: string;
  personId: number;
  targetPersonId: number | null;
  institutionId: number;
  status: number;
  dateFrom: string;
  dateTo: string | null;
  amount: number | null;
}

export interface OtherContractHistorySeed {
  id: number;
  contractId: number;
  fromStatus: number | null;
  toStatus: number;
  changedAt: string;
  changedBy: string;
  note: string | null;
}

export interface OtherContractDocumentSeed {
  contractId: number;
  fileId: string;
  caption: string;
}

/** A step of a contract's history: the status it moved to, when (region time), by whom, why. */
interface Step {
  to: OtherContractStatus;
  at: string;
  by: string;
  note?: string;
}

interface ContractHead extends Omit<OtherContractSeed, 'status' | 'targetPersonId' | 'amount' | 'dateTo'> {
  targetPersonId?: number;
  amount?: number;
  dateTo?: string;
  /** The status the history must end in: checked at start. */
  expect: OtherContractStatus;
  /** The first step is the registration in status 1. */
  history: Step[];
  /** Documents: caption and the title and lines of the demo PDF. */
  documents?: { caption: string; lines: string[] }[];
}

const by = {
  kcson: 'Белова Ирина Сергеевна, заведующая отделением, ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»',
  zabota: 'Смирнова Екатерина Александровна, руководитель службы сиделок, АНО «ЦСУ „Северная забота“»',
  cso: 'Петров Сергей Викторович, специалист по социальной работе, ГБУ ЯНАО «ЦСО в г. Салехард»',
  raduga: 'Хороля Анна Ильинична, специалист по социальной работе, ГБУ ЯНАО «ЦСПСиД „Радуга“»',
  doverie: 'Тэсида Ольга Николаевна, заместитель директора, ГБУ ЯНАО «СРЦН „Доверие“ г. Надым»',
} as const;

const HEADS: ContractHead[] = [
  {
    id: 1,
    number: 'ДЕМО-ДП-2026/0114',
    contractDate: '2026-09-08',
    kind: 'Договор о предоставлении социальных услуг в полустационарной форме',
    subject:
      'Социально-реабилитационные занятия в отделении дневного пребывания для несовершеннолетних (3 раза в неделю)',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenSon,
    institutionId: I.kcsonNoyabrsk,
    dateFrom: '2026-09-14',
    dateTo: '2027-05-31',
    expect: 2,
    history: [
      { to: 1, at: '2026-09-08 10:20', by: by.kcson },
      { to: 2, at: '2026-09-11 15:40', by: by.kcson, note: 'Договор подписан сторонами в отделении' },
    ],
    documents: [
      {
        caption: 'Договор',
        lines: [
          'Заказчик: Иванова Мария Петровна',
          'Получатель: Иванов Артём Андреевич, 03.09.2014 г. р.',
          'Срок: с 14.09.2026 по 31.05.2027',
        ],
      },
      {
        caption: 'Расписание занятий',
        lines: ['Понедельник, среда, пятница — с 15:00 до 17:30', 'Отделение дневного пребывания, ул. Ленина, д. 42'],
      },
    ],
  },
  {
    id: 2,
    number: 'ДЕМО-ОЗ-2026/0052',
    contractDate: '2026-05-20',
    kind: 'Договор об организации отдыха и оздоровления ребёнка',
    subject: 'Путёвка в летний оздоровительный лагерь «Северное сияние» (1-я смена, 21 день)',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenDaughter,
    institutionId: I.rehabNadym,
    dateFrom: '2026-06-05',
    dateTo: '2026-06-25',
    amount: 0,
    expect: 3,
    history: [
      { to: 1, at: '2026-05-20 09:10', by: by.doverie },
      { to: 2, at: '2026-05-27 11:00', by: by.doverie },
      {
        to: 3,
        at: '2026-06-26 10:30',
        by: by.doverie,
        note: 'Смена завершена, ребёнок возвращён законному представителю',
      },
    ],
    documents: [
      {
        caption: 'Договор',
        lines: [
          'Получатель: Иванова Софья Андреевна',
          'Смена: с 05.06.2026 по 25.06.2026',
          'Оплата: за счёт средств бюджета автономного округа',
        ],
      },
    ],
  },
  {
    id: 3,
    number: 'ДЕМО-НЯ-2026/0208',
    contractDate: '2026-11-19',
    kind: 'Договор о компенсации расходов на оплату услуг няни',
    subject: 'Компенсация расходов на услуги няни для ребёнка до 7 лет (до 20 часов в неделю)',
    personId: PERSON.citizen,
    targetPersonId: PERSON.citizenDaughter,
    institutionId: I.kcsonNoyabrsk,
    dateFrom: '2026-12-01',
    dateTo: '2027-11-30',
    amount: 96000,
    expect: 1,
    history: [
      { to: 1, at: '2026-11-19 14:05', by: by.kcson, note: 'Проект договора направлен заявителю на ознакомление' },
    ],
  },
  {
    id: 4,
    number: 'ДЕМО-ТСР-2026/0077',
    contractDate: '2026-10-02',
    kind: 'Договор безвозмездного пользования техническим средством реабилитации',
    subject: 'Кресло-коляска с ручным приводом комнатная (пункт проката ТСР), во временное пользование',
    personId: PERSON.citizen,
    institutionId: I.csoSalekhard,
    dateFrom: '2026-10-02',
    dateTo: '2027-04-01',
    expect: 2,
    history: [
      { to: 1, at: '2026-10-02 09:30', by: by.cso },
      { to: 2, at: '2026-10-02 11:15', by: by.cso, note: 'Кресло-коляска выдана по акту приёма-передачи' },
    ],
    documents: [
      {
        caption: 'Договор',
        lines: [
          'Ссудополучатель: Иванова Мария Петровна',
          'Предмет: кресло-коляска с ручным приводом, инв. № ТСР-0418',
        ],
      },
      {
        caption: 'Акт приёма-передачи',
        lines: ['Кресло-коляска передана в исправном состоянии', 'Дата передачи: 02.10.2026'],
      },
    ],
  },
  {
    id: 5,
    number: 'ДЕМО-СС-2026/0031',
    contractDate: '2026-03-16',
    kind: 'Договор о социальном сопровождении семьи',
    subject: 'Содействие в получении психологической и педагогической помощи семье с детьми',
    personId: PERSON.citizen,
    institutionId: I.familyCentreUrengoy,
    dateFrom: '2026-04-01',
    expect: 4,
    history: [
      { to: 1, at: '2026-03-16 12:00', by: by.raduga },
      {
        to: 4,
        at: '2026-03-27 16:20',
        by: by.raduga,
        note: 'Семья переехала в г. Ноябрьск; сопровождение передано по месту жительства',
      },
    ],
  },
  {
    id: 6,
    number: 'ДЕМО-СД-2026/Р-015',
    contractDate: '2026-07-06',
    kind: 'Договор возмездного оказания услуг (разовый)',
    subject: 'Услуги сиделки в период после плановой операции (14 дней по 6 часов)',
    personId: PERSON.citizen,
    institutionId: I.severnayaZabota,
    dateFrom: '2026-07-07',
    dateTo: '2026-07-20',
    amount: 29400,
    expect: 3,
    history: [
      { to: 1, at: '2026-07-06 17:45', by: by.zabota },
      { to: 2, at: '2026-07-07 08:30', by: by.zabota },
      { to: 3, at: '2026-07-21 10:00', by: by.zabota, note: 'Услуги оказаны в полном объёме, оплата получена' },
    ],
    documents: [
      { caption: 'Договор', lines: ['Заказчик: Иванова Мария Петровна', 'Стоимость услуг: 29 400,00 р.'] },
      {
        caption: 'Акт об оказании услуг',
        lines: ['Услуги оказаны с 07.07.2026 по 20.07.2026', 'Претензий к качеству услуг заказчик не имеет'],
      },
    ],
  },
  {
    id: 7,
    number: 'ДЕМО-СД-2026/ШУ-004',
    contractDate: '2026-11-24',
    kind: 'Договор об обучении навыкам ухода',
    subject: 'Курс «Школа ухода» для родственников маломобильных граждан (8 занятий)',
    personId: PERSON.citizen,
    institutionId: I.severnayaZabota,
    dateFrom: '2026-12-07',
    dateTo: '2026-12-25',
    expect: 1,
    history: [{ to: 1, at: '2026-11-24 12:30', by: by.zabota }],
  },
  {
    id: 8,
    number: 'ДЕМО-ФГ-2026/0019',
    contractDate: '2026-02-02',
    kind: 'Договор об обучении основам финансовой грамотности',
    subject: 'Курс «Семейный бюджет» (код услуги 614), 6 занятий в группе',
    personId: PERSON.citizen,
    institutionId: I.csoSalekhard,
    dateFrom: '2026-02-09',
    dateTo: '2026-03-20',
    expect: 3,
    history: [
      { to: 1, at: '2026-02-02 10:00', by: by.cso },
      { to: 2, at: '2026-02-05 14:30', by: by.cso },
      { to: 3, at: '2026-03-20 18:00', by: by.cso, note: 'Курс пройден, выдан сертификат' },
    ],
  },
  {
    id: 9,
    number: 'ДЕМО-НД-2026/0140',
    contractDate: '2026-08-12',
    kind: 'Договор о предоставлении социальных услуг в форме социального обслуживания на дому',
    subject: 'Доставка продуктов и лекарств, помощь в уборке жилого помещения',
    personId: PERSON.citizen,
    institutionId: I.kcsonNoyabrsk,
    dateFrom: '2026-09-01',
    expect: 4,
    history: [
      { to: 1, at: '2026-08-12 11:40', by: by.kcson },
      { to: 4, at: '2026-08-19 09:15', by: by.kcson, note: 'Заявитель отказалась от заключения договора' },
    ],
  },
  {
    id: 10,
    number: 'ДЕМО-ЗС-2026/0023',
    contractDate: '2026-01-26',
    kind: 'Договор о социальном сопровождении замещающей семьи',
    subject: 'Психолого-педагогическое сопровождение опекуна и подопечной (консультации 2 раза в месяц)',
    personId: PERSON.guardian,
    targetPersonId: PERSON.guardianWard,
    institutionId: I.kcsonNoyabrsk,
    dateFrom: '2026-02-01',
    dateTo: '2027-01-31',
    expect: 2,
    history: [
      { to: 1, at: '2026-01-26 10:00', by: by.kcson },
      { to: 2, at: '2026-01-29 15:10', by: by.kcson },
    ],
    documents: [
      { caption: 'Договор', lines: ['Опекун: Кузнецова Ольга Николаевна', 'Подопечная: Салиндер Алина Олеговна'] },
    ],
  },
  {
    id: 11,
    number: 'ДЕМО-СД-2026/П-009',
    contractDate: '2026-04-14',
    kind: 'Договор об оказании психологической помощи несовершеннолетнему',
    subject: 'Индивидуальные консультации психолога (10 встреч)',
    personId: PERSON.guardian,
    targetPersonId: PERSON.guardianSon,
    institutionId: I.severnayaZabota,
    dateFrom: '2026-04-20',
    dateTo: '2026-06-30',
    amount: 18000,
    expect: 3,
    history: [
      { to: 1, at: '2026-04-14 13:00', by: by.zabota },
      { to: 2, at: '2026-04-16 10:45', by: by.zabota },
      { to: 3, at: '2026-06-30 17:00', by: by.zabota },
    ],
  },
  {
    id: 12,
    number: 'ДЕМО-СД-2026/Р-021',
    contractDate: '2026-10-27',
    kind: 'Договор возмездного оказания услуг (разовый)',
    subject: 'Сопровождение на приём к врачу в г. Тюмень (поездка 2 дня)',
    personId: 21,
    institutionId: I.severnayaZabota,
    dateFrom: '2026-11-30',
    dateTo: '2026-12-01',
    amount: 12600,
    expect: 2,
    history: [
      { to: 1, at: '2026-10-27 15:00', by: by.zabota },
      { to: 2, at: '2026-10-28 09:20', by: by.zabota },
    ],
  },
  {
    id: 13,
    number: 'ДЕМО-НД-2026/0151',
    contractDate: '2026-11-20',
    kind: 'Договор о предоставлении социальных услуг в форме социального обслуживания на дому',
    subject: 'Покупка и доставка продуктов, оплата коммунальных услуг из средств получателя',
    personId: 22,
    institutionId: I.kcsonNoyabrsk,
    dateFrom: '2026-12-01',
    expect: 1,
    history: [{ to: 1, at: '2026-11-20 10:30', by: by.kcson }],
  },
  {
    id: 14,
    number: 'ДЕМО-ТСР-2026/0063',
    contractDate: '2026-06-03',
    kind: 'Договор безвозмездного пользования техническим средством реабилитации',
    subject: 'Ходунки шагающие, во временное пользование',
    personId: 11,
    institutionId: I.csoSalekhard,
    dateFrom: '2026-06-03',
    dateTo: '2026-09-03',
    expect: 3,
    history: [
      { to: 1, at: '2026-06-03 09:00', by: by.cso },
      { to: 2, at: '2026-06-03 09:40', by: by.cso },
      { to: 3, at: '2026-09-02 16:00', by: by.cso, note: 'Ходунки возвращены в пункт проката' },
    ],
  },
];

/** Ids of the demo documents of these contracts (files ids, apart from the platform's 1..). */
const fileId = (n: number) => `00000000-0000-4000-8000-${String(1400 + n).padStart(12, '0')}`;
/** The demo administrator's user (seed/people.ts): the documents come from the body that keeps them. */
const ADMIN_USER = 6;
/** Seed moments are the region's local time (Салехард, UTC+5). */
const regionTime = (at: string) => `${at}:00+05`;

function build() {
  const contracts: OtherContractSeed[] = [];
  const history: OtherContractHistorySeed[] = [];
  const documents: OtherContractDocumentSeed[] = [];
  const files: DemoFileSeed[] = [];
  for (const { history: steps, documents: docs = [], expect, ...head } of HEADS) {
    const replayed = replayOtherContract(steps.map((s) => s.to));
    if (!replayed.ok)
      throw new Error(`Демо-договор ${head.number}: шаг ${replayed.at + 1} истории не разрешён таблицей статусов`);
    if (replayed.status !== expect)
      throw new Error(`Демо-договор ${head.number}: история ведёт в статус ${replayed.status}, а не ${expect}`);
    contracts.push({
      ...head,
      targetPersonId: head.targetPersonId ?? null,
      amount: head.amount ?? null,
      dateTo: head.dateTo ?? null,
      status: replayed.status,
    });
    steps.forEach((s, i) =>
      history.push({
        id: history.length + 1,
        contractId: head.id,
        fromStatus: i === 0 ? null : steps[i - 1].to,
        toStatus: s.to,
        changedAt: regionTime(s.at),
        changedBy: s.by,
        note: s.note ?? null,
      }),
    );
    for (const doc of docs) {
      const id = fileId(files.length + 1);
      files.push({
        id,
        originalName: `${doc.caption} № ${head.number.replaceAll('/', '-')}.pdf`,
        storageKey: id,
        sizeBytes: 0,
        contentType: 'application/pdf',
        uploadedBy: ADMIN_USER,
        text: {
          title: `${doc.caption} № ${head.number} от ${head.contractDate.split('-').reverse().join('.')}`,
          lines: [head.kind, `Предмет: ${head.subject}`, ...doc.lines],
        },
      });
      documents.push({ contractId: head.id, fileId: id, caption: doc.caption });
    }
  }
  return { contracts, history, documents, files };
}

const BUILT = build();
export const OTHER_CONTRACTS: OtherContractSeed[] = BUILT.contracts;
export const OTHER_CONTRACT_HISTORY: OtherContractHistorySeed[] = BUILT.history;
export const OTHER_CONTRACT_DOCUMENTS: OtherContractDocumentSeed[] = BUILT.documents;
/** The documents' files: rows of `files`, their PDFs written at start (server/system/demo-files.ts). */
export const OTHER_CONTRACT_FILES: DemoFileSeed[] = BUILT.files;
