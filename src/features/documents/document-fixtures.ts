import type { DocumentItem } from './api';

/** Documents as the server answers them, for the stories and the component tests. */
export const CONTRACT: DocumentItem = {
  key: 'service-contract-7',
  kind: 'service-contract',
  kindCaption: 'Договор о предоставлении социальных услуг',
  title: 'Договор о предоставлении социальных услуг — АНО «ЦСУ „Северная забота“»',
  number: 'СД-2026/0027',
  date: '2026-11-24',
  statusCaption: 'Действует',
  tone: 'success',
  recipientFio: null,
  cardPath: '/user/service-contracts/7',
  reportJob: { type: 'serviceContract', serviceContractId: 7 },
  file: null,
};

export const DECISION: DocumentItem = {
  key: 'decision-11',
  kind: 'decision',
  kindCaption: 'Уведомление о решении',
  title: 'Уведомление о решении по заявлению — ГБУ ЯНАО «ЦСО граждан пожилого возраста и инвалидов в г. Салехард»',
  number: 'РЕШ-2026/000004',
  date: '2026-10-06',
  statusCaption: 'Решение: удовлетворить',
  tone: 'success',
  recipientFio: null,
  cardPath: '/user/requests/11',
  reportJob: { type: 'personRequestDecisionAssign', requestId: 11 },
  file: null,
};

export const ORDERS: DocumentItem = {
  key: 'request-orders-1',
  kind: 'request-orders',
  kindCaption: 'Приказы по заявлению',
  title: 'Приказы по заявлению: Приказ о назначении социальных услуг.pdf',
  number: 'ЗГ-2026/000004',
  date: '2026-11-28',
  statusCaption: null,
  tone: 'default',
  recipientFio: null,
  cardPath: '/user/requests/1',
  reportJob: null,
  file: { path: '/files/get-order?requestId=1', caption: 'Скачать приказы (ZIP)' },
};

export const CHILD_APPLICATION: DocumentItem = {
  key: 'catalog-application-2',
  kind: 'catalog-application',
  kindCaption: 'Заявление на услугу из каталога',
  title: 'Заявление на услугу «Услуги сиделки на дому»',
  number: 'ЗК-2026/000005',
  date: '2026-11-19',
  statusCaption: 'Принято поставщиком',
  tone: 'success',
  recipientFio: 'Иванова Софья Андреевна',
  cardPath: '/user/catalog-contracts/1/2',
  reportJob: null,
  file: null,
};

export const IDENTITY: DocumentItem = {
  key: 'identity-3',
  kind: 'identity',
  kindCaption: 'Удостоверение',
  title: 'Удостоверение многодетной семьи',
  number: 'УМС-2024/000118',
  date: '2024-03-15',
  statusCaption: 'Срок действия истёк',
  tone: 'default',
  recipientFio: null,
  cardPath: '/user/identity-large-family',
  reportJob: null,
  file: null,
};
