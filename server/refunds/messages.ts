import { monthCaption } from '../../common/refunds/reporting-month.ts';

/** Russian texts of the refund requests the server sends to people. */
export const REFUND_MSG = {
  noInstitution: 'Заявления на компенсацию подаёт сотрудник учреждения: выберите учреждение при входе',
  otherInstitution: 'Заявление на компенсацию другого учреждения недоступно: войдите от имени своего учреждения',
  departmentOnly: 'Заявление на компенсацию создаёт и изменяет сотрудник учреждения',
  institutionNotFound: 'Учреждение не найдено',
  alreadyMade: (number: string, month: string) =>
    `Заявление на компенсацию за ${monthCaption(month)} уже создано: № ${number}. Откройте его в списке заявлений.`,
  serviceNotOwn: 'Услуга не найдена среди услуг учреждения',
  duplicateService: 'Услуга указана в заявлении дважды: объедините строки',
  foreignFiles: 'Приложите файлы, загруженные вами для этого учреждения',
  badDocumentDate: 'Дата документа указана неверно',
  futurePeriod: 'Нельзя подать заявление на компенсацию за месяц, который ещё не наступил',
  noSide: 'Действие по заявлению на компенсацию вам недоступно',
} as const;
