/**
 * The social contract as a document (workflows.md section 7, GET /soc-contract/get-uri-signature-file):
 * the parties, the purpose, the period, the state social assistance and the adaptation programme as
 * the parties signed them, rendered by the report writers (server/reports/pdf.ts) like the service
 * contracts.
 */
import type { Queryable } from '../db/db.ts';
import { findReportInstitution, findReportPerson } from '../repositories/report-documents.ts';
import { ruDate, ruMoney, type ReportDocument } from './document.ts';
import { personBlock, personIntro, providerBlock, providerIntro, signatures } from './parties.ts';
import { executorKindCaption, sortEvents } from '../../common/soc-contracts/adaptation-programme.ts';
import type { SocialContractRow, SocialEventRow } from '../repositories/social-contracts.ts';
import { ruDateTime } from '../../common/region-time.ts';

const TERMS = { provider: 'Учреждение', person: 'Получатель' } as const;

/** The contract's document, or undefined when a party is gone. */
export async function socialContractDocument(
  db: Queryable,
  contract: SocialContractRow,
  events: readonly SocialEventRow[],
): Promise<ReportDocument | undefined> {
  const [institution, person] = await Promise.all([
    findReportInstitution(db, contract.institutionId),
    findReportPerson(db, contract.personId),
  ]);
  if (!institution || !person) return undefined;
  const title = `Социальный контракт № ${contract.number} от ${ruDate(contract.contractDate)}`;
  return {
    fileName: title,
    title: 'Социальный контракт',
    subtitle: `№ ${contract.number} от ${ruDate(contract.contractDate)}`,
    regionCaption: institution.regionCaption,
    institution,
    footer: `Социальный контракт № ${contract.number}`,
    createdOn: contract.contractDate,
    blocks: [
      {
        kind: 'paragraph',
        text: `${providerIntro(institution, TERMS.provider)}, с одной стороны, и ${personIntro(person, TERMS.person)}, с другой стороны, заключили настоящий социальный контракт о нижеследующем.`,
      },
      { kind: 'heading', text: '1. Предмет контракта' },
      {
        kind: 'paragraph',
        text: `Учреждение оказывает Получателю государственную социальную помощь на условиях социального контракта, а Получатель выполняет мероприятия программы социальной адаптации. Цель: ${contract.purpose}.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Срок действия', `с ${ruDate(contract.dateFrom)} по ${ruDate(contract.dateTo)}`],
          ['Размер государственной социальной помощи', ruMoney(contract.amount)],
        ],
      },
      { kind: 'heading', text: '2. Программа социальной адаптации' },
      {
        kind: 'table',
        columns: ['№', 'Мероприятие', 'Срок', 'Исполнитель'],
        widths: [1, 10, 3, 5],
        rows: sortEvents(events).map((event, i) => [
          String(i + 1),
          event.name,
          ruDate(event.dueDate),
          executorKindCaption(event.executorKind),
        ]),
      },
      { kind: 'heading', text: '3. Обязанности сторон' },
      {
        kind: 'paragraph',
        text: 'Получатель выполняет мероприятия программы в установленные сроки и представляет отчёты о их выполнении с подтверждающими документами. Учреждение сопровождает Получателя, проверяет отчёты и выплачивает государственную социальную помощь.',
      },
      { kind: 'heading', text: '4. Реквизиты и подписи сторон' },
      providerBlock(TERMS.provider, institution),
      personBlock(TERMS.person, person),
      signatures(institution, person, TERMS),
      {
        kind: 'paragraph',
        text: contract.approvedAt
          ? `Подписан простой электронной подписью сторон; утверждён ${ruDateTime(contract.approvedAt)}.`
          : 'Проект контракта: не подписан.',
      },
    ],
  };
}
