import { pluralRu } from '../common/text/plural.ts';
/** Russian texts the server sends to people. Spec-quoted ones are word for word. */
export const MSG = {
  badRequest: 'Некорректные данные запроса',
  noAccess: 'Нет доступа',
  notAuthorized: 'Не пройдена авторизация',
  notFound: 'Нет доступа',
  serverError: 'Операция не произведена из-за ошибок на сервере',
  tooManyRequests: 'Слишком много запросов. Повторите попытку через минуту.',
  tooManyRequestsFor: (seconds: number) =>
    `Слишком много запросов подряд. Повторите попытку через ${seconds} ${pluralRu(seconds, ['секунду', 'секунды', 'секунд'])}: введённые данные сохранятся на странице.`,
  fileBannedExtension: 'Недопустимый формат файла',
  fileTooLarge: (mb: number) => `Файл превышает ${mb}MB`,
  requestTooLarge: 'Слишком большой объём данных в запросе. Сократите введённый текст и повторите попытку.',
  headersTooLarge:
    'Адрес или заголовки запроса слишком длинные. Если вы перешли по ссылке, проверьте её; если ошибка повторяется, удалите cookie портала в настройках браузера и войдите снова.',
  badUrl: 'Адрес запроса содержит недопустимые символы. Проверьте ссылку и повторите попытку.',
  urlPartTooLong: 'Часть адреса запроса слишком длинная. Проверьте ссылку и повторите попытку.',
  unsupportedMediaType:
    'Сервер не принимает данные в таком формате. Данные формы передаются в формате JSON (application/json), файлы — как multipart/form-data.',
  badContentLength: 'Размер данных запроса не совпадает с заявленным в заголовке Content-Length. Повторите попытку.',
  emptyJsonBody:
    'Запрос объявляет данные в формате JSON, но не содержит их. Передайте данные или уберите заголовок Content-Type.',
  invalidJson: 'Данные запроса не являются корректным JSON. Проверьте синтаксис и повторите попытку.',
  oneFileAtATime: 'За один раз можно передать только один файл. Приложите файлы по одному.',
  tooManyUploadFields: 'В запросе на загрузку файла слишком много полей: передаются только файл и его имя (fileName).',
  badUploadFieldName: 'Недопустимое имя поля в запросе на загрузку файла',
  notMultipart: 'Файл не передан: запрос на загрузку должен быть в формате multipart/form-data',
  uploadInterrupted: 'Передача файла прервалась. Проверьте соединение и загрузите файл снова.',
  requestTimeout: 'Запрос не был получен сервером полностью. Повторите попытку.',
  fileBadName: 'Недопустимое имя файла',
  fileMissing: 'Файл не передан',
  fileNotFound: 'Файл не найден',
  uploadFailed: 'Ошибка загрузки',
  versionConflict: 'Данные были изменены другим пользователем. Форма обновлена, внесите изменения повторно.',
} as const;

/** Sign-in, role and impersonation texts (platform.md section 5). */
export const AUTH_MSG = {
  incompleteData: 'Переданы неполные данные для авторизации. Обновите страницу и попробуйте заново.',
  badState: 'Некорректное состояние приложения. Обновите страницу и попробуйте заново.',
  badRedirect: 'Некорректный адрес возврата после входа',
  providerFailed: 'Не удалось завершить вход через поставщика идентификации. Попробуйте ещё раз.',
  noPersonRole: 'У учётной записи нет роли гражданина',
  noInstitutionRole: 'У вас нет такой роли в выбранной организации',
  noPersonId: 'Не указан ид гражданина',
  noEmployeeId: 'Не указан ид сотрудника',
  noImpersonationData: 'Не указаны данные для имперсонализации',
  notImpersonated: 'Имперсонализация ранее не пройдена',
  personNotFound: 'Гражданин не найден',
  subjectWithoutPerson:
    'Вход выполнен, но портал не нашёл вас среди получателей социальных услуг: поставщик идентификации не передал СНИЛС или такого СНИЛС нет в базе. Обратитесь в орган социальной защиты населения.',
} as const;

/** Acts and reports. */
export const ACT_MSG = {
  versionNotReleased: (version: number) =>
    `Версия ${version} формы акта не выпущена, показать акт по ней нельзя. Сообщите администратору портала.`,
  migrationFailed: (number: string, version: number, reason: string) =>
    `Акт № ${number} записан по версии ${version} формы и не может быть переведён на текущую: ${reason}. Сообщите администратору портала.`,
  signedReadOnly: 'Акт подписан, изменить его нельзя. Создайте новый акт на основе текущего.',
  notFound: 'Акт не найден',
  personNotFound: 'Гражданин не найден среди получателей услуг вашей организации',
  noBlock: 'Неизвестный блок акта',
  incomplete: 'Перед подписанием заполните все обязательные поля акта',
  alreadySigned: 'Акт уже подписан',
  noInstitution: 'Выберите роль сотрудника организации, чтобы работать с актами',
  signatureRequired: 'Нарисуйте подпись или подтвердите простую электронную подпись',
  blockSaved: (n: number) => `Блок ${n} сохранён`,
  signed: 'Акт подписан',
  created: 'Акт создан',
} as const;

/** The form records kept as JSON beside acts (a contest application, a tour operator's request). */
export const FORM_MSG = {
  /** `record` names the record as a person knows it: «Заявка на конкурс субсидий». */
  migrationFailed: (record: string, number: string, version: number, reason: string) =>
    `${record} № ${number} записана по версии ${version} формы и не может быть переведена на текущую: ${reason}. Сообщите администратору портала.`,
} as const;

/** The needs assessment's norms and IPPSU project. */
export const IPPSU_MSG = {
  unknownServiceType: 'Такого вида социальной услуги нет в перечне',
  noNorm: 'Норма времени для этого вида социальной услуги не установлена',
} as const;

/** Guardian reports (workflows.md section 4). */
export const REPORT_MSG = {
  notWard: 'Отчёт можно составить только о своём подопечном',
  notEditable: 'Отчёт направлен и не может быть изменён. Дождитесь проверки или возврата на доработку.',
  badTransition: 'Такое изменение статуса отчёта недоступно',
  noteRequired: 'Укажите причину возврата отчёта',
  sent: 'Отчёт подписан и направлен в орган опеки',
  statusChanged: 'Статус отчёта изменён',
  fileNotLinked: 'Файл не найден среди документов отчёта',
  created: 'Отчёт создан',
  periodTaken: (number: string, from: string, to: string) =>
    `Отчёт об этом подопечном за период с ${from} по ${to} уже составлен (отчёт № ${number}). За один период составляется один отчёт: откройте его и продолжите работу с ним.`,
  periodNotEnded: (to: string, firstDay: string) =>
    `Отчёт направляется за истёкший период, а период по ${to} ещё не закончился. Подписать и направить отчёт можно с ${firstDay}; черновик сохранён.`,
  periodNotStarted: (from: string) =>
    `Период с ${from} ещё не начался. Черновик отчёта за период можно начать с его первого дня, а подписать и направить — после его окончания.`,
  attachGuardianOnly: 'Приложить документ к отчёту может только опекун подопечного',
} as const;

/** The public registry. */
export const REGISTRY_MSG = {
  providerNotFound: 'Поставщик не найден в реестре',
  tourOperatorNotFound: 'Туроператор не найден в реестре',
  serviceNotFound: 'Услуга не найдена',
  licenseNotFound: 'Лицензия не найдена',
} as const;

/** The service catalogue and subsidy contests. */
export const CATALOG_MSG = {
  sectionNotFound: 'Раздел каталога услуг не найден',
  contestNotFound: 'Конкурс субсидий не найден',
} as const;

/** The subsidy calculator's figures. */
export const SUBSIDY_MSG = {
  noStandards: 'Для этого региона не установлены стандарты для расчёта субсидии',
  unknownCity: 'Такого населённого пункта нет в справочнике',
  saved: 'Стандарты для расчёта субсидии сохранены',
} as const;

/** The citizens' «other» contracts (/user/contracts) and «Мои услуги» (/user/services). */
export const MY_CONTRACTS_MSG = {
  otherContractsForbidden: 'Договоры доступны гражданину или сотруднику поставщика услуг',
  receivedServicesForbidden: 'Услуги по договорам доступны гражданину: войдите как гражданин',
  renderedServicesForbidden: 'Услуги учреждения доступны сотруднику поставщика услуг: выберите роль поставщика услуг',
  contractNotFound: 'Договор не найден',
  documentNotFound: 'Документ договора не найден',
  notRepresented: 'Вы не являетесь законным представителем этого человека',
} as const;

/** Every-mother news and subsidy-contest announcements written by an administrator (platform.md section 7, workflows.md section 7). */
export const NEWS_CARD_MSG = {
  everyMotherNotFound: 'Новость раздела «Каждой маме» не найдена',
  titleField: 'Заголовок',
  contentField: 'Текст',
  published: 'Публикация размещена',
  saved: 'Изменения сохранены',
  deleted: 'Публикация удалена',
  fileAttached: 'Файл прикреплён',
  filesDeleted: 'Файлы удалены',
  noFilesDeleted: 'Выбранные файлы уже удалены',
  duplicateFile: 'Файл с таким именем уже прикреплён',
  idMismatch: 'Номер публикации в адресе и в данных не совпадает',
} as const;

/** Catalogue contracts: a citizen's application for a catalogue service (workflows.md sections 7, 8). */
export const CATALOG_CONTRACT_MSG = {
  citizensApply: 'Заявление на услугу из каталога подаёт гражданин: войдите как гражданин',
  noSide: 'Действия с заявлением выполняют заявитель или сотрудник поставщика услуги',
  serviceNotFound: 'Услуга не найдена в каталоге',
  recipientNotFound: (id: number) => `Не найден получатель услуги по ид ${id}`,
  dateInPast: 'Желаемая дата начала не может быть раньше сегодняшнего дня',
  dateTooFar: 'Желаемая дата начала — не позднее чем через год',
  alreadyApplied: (number: string) =>
    `Заявление на эту услугу для этого получателя уже подано (№ ${number}) и ещё не рассмотрено или не оплачено`,
  alreadyAppliedShort: 'Заявление на эту услугу для этого получателя уже подано',
} as const;

/** Service contracts' refusals beside the state table's own (common/contracts/service-contract-machine.ts). */
export const CONTRACT_MSG = {
  noSide: 'Действия с договором выполняют его стороны: получатель услуг или сотрудник поставщика',
  noService: 'Такой услуги в договоре нет',
  noPerson: 'Договоры на услуги доступны гражданину или сотруднику поставщика услуг',
  emptyFeedback: 'Поставьте оценку или напишите отзыв',
} as const;

/** Electronic signatures of contracts and acts (workflows.md, «Signature kinds»). */
export const SIGNATURE_MSG = {
  qualifiedUnavailable: 'Квалифицированная подпись недоступна: сервис подписи не подключён',
  qualifiedFailed:
    'Сервис квалифицированной электронной подписи не ответил. Документ не подписан, повторите попытку позже.',
  documentChanged: 'Документ изменился, пока вы его читали. Откройте документ снова и подпишите актуальную редакцию.',
  actNotAvailable: 'Акт оказанных услуг формируется для действующего или исполненного договора',
  notSigningAction: 'Подписание этого документа сейчас недоступно в текущем статусе договора',
  signatureNotFound: 'Подпись не найдена',
  valid: 'Подпись действительна',
  changed: 'Документ изменён после подписания',
} as const;

/** The social navigator. */
export const NAVIGATOR_MSG = {
  categoryNotFound: 'Категория мер социальной поддержки не найдена',
  mspNotFound: 'Мера социальной поддержки не найдена',
  supplierNotFound: 'Учреждение не найдено',
  serviceNotFound: 'Социальная услуга не найдена',
  regionNotFound: 'Для региона не заданы координаты по умолчанию',
} as const;

/** A citizen's requests beside the state table's own refusals (common/requests/request-machine.ts). */
export const REQUEST_MSG = {
  noSide: 'Действия с заявлением выполняют заявитель или сотрудник учреждения, в которое оно подано',
  noPerson: 'Заявления доступны гражданину или сотруднику учреждения социальной защиты',
  citizensFile: 'Заявление подаёт гражданин: войдите как гражданин',
  institutionNotFound: 'Учреждение не найдено или не принимает заявления',
  notInProgramme: 'Учреждение не участвует в программе «Активное долголетие»',
  noServices: 'Не указан перечень услуг',
  serviceNotFound: 'Услуга не найдена у выбранного учреждения',
  serviceNotInProgramme: 'Услуга не относится к программе «Активное долголетие»',
  recipientNotFound: (id: number) => `Не найден получатель услуг по ид ${id}`,
  foreignFiles: 'Приложенные документы не найдены: загрузите их заново',
  alreadyFiled: (number: string) =>
    `Заявление на эти услуги для этого получателя уже подано (№ ${number}) и ещё не рассмотрено. Дождитесь решения или отзовите его.`,
  alreadyFiledShort: 'Заявление на эти услуги для этого получателя уже подано',
  parentNotFound: 'Группа услуг не найдена',
  notRepresented: 'Вы не являетесь законным представителем этого человека',
} as const;

/** «Мои документы» (/user/documents). */
export const DOCUMENT_MSG = {
  noPerson: 'Документы доступны гражданину, вошедшему на портал от своего имени',
} as const;

/** Certificates for social services (workflows.md sections 5, 8) beside their state table's refusals (common/certificates/certificate-machine.ts). */
export const CERT_MSG = {
  // The specification's thrown messages, word for word.
  typeNotGiven: 'Не указан тип сертификата',
  certificateNotGiven: 'Не указан сертификат',
  notFound: (id: number | string) => `Не найден сертификат по ид ${id}`,
  providerNotGiven: 'Не указан поставщик услуг',
  noServices: 'Не указан перечень услуг',
  noOgrn: 'Не указан ОГРН',
  recipientNotFound: (id: number) => `Не найден получатель услуг по ид ${id}`,
  // The portal's own.
  citizensOnly: 'Сертификаты оформляет и использует гражданин: войдите как гражданин',
  notOnline: 'Этот сертификат не оформляется по заявлению: он выдаётся вместе с индивидуальной программой',
  recipientNotAllowed: 'Этот сертификат не выдаётся выбранному получателю',
  foreignFiles: 'Приложенные документы не найдены: загрузите их заново',
  issuerNotFound: 'Учреждение, выдающее сертификаты, не найдено',
  alreadyRequested: (number: string) =>
    `Заявление на этот сертификат для этого получателя уже подано (№ ${number}) и ещё не рассмотрено`,
  alreadyRequestedShort: 'Заявление на этот сертификат для этого получателя уже подано',
  alreadyIssued: (number: string) => `У получателя уже есть действующий сертификат этого вида (№ ${number})`,
  notIssued: 'Договор заключается только по выданному сертификату',
  expired: 'Срок действия сертификата истёк: договор по нему заключить нельзя',
  notProviding: 'Организация не оказывает услуги по этому сертификату',
  contractExists: (number: string) => `Договор с этой организацией уже заключён (№ ${number})`,
  contractInForce: 'С этой организацией у получателя уже есть действующий договор',
  requested: 'Заявление на сертификат отправлено',
  contractCreated: 'Договор создан и направлен поставщику услуг на заключение',
} as const;
