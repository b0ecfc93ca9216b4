/**
 * «Мои документы» (/user/documents, workflows.md section 2): every document a citizen has on the
 * portal in one list. Each kind says what a person reads for it; the server lists them
 * (GET /api/documents), the list's filter offers them in this order.
 */
export const DOCUMENT_KINDS = {
  'service-contract': 'Договор о предоставлении социальных услуг',
  'catalog-application': 'Заявление на услугу из каталога',
  request: 'Заявление',
  decision: 'Уведомление о решении',
  'request-files': 'Документы к заявлению',
  'request-orders': 'Приказы по заявлению',
  'guardian-report': 'Отчёт опекуна',
  certificate: 'Сертификат',
  ippsu: 'ИППСУ',
  identity: 'Удостоверение',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** Every kind, in the order the filter offers them. */
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];

/** How a document's state looks beside its caption: in force, refused or withdrawn, waiting, finished. */
export type DocumentTone = 'success' | 'error' | 'warning' | 'info' | 'default';
