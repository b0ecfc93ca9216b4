import type { ComponentType } from 'react';
import { SystemRole as R } from '@common/roles';
import type { UserRight } from '@common/current-user';
import { ACT_ROUTES } from '@/features/acts/generated/routes';

/** A lazily loaded screen module. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One row of the route table: path, lazy screen, allowed roles (and a right that opens it in any role), title. */
export interface RouteEntry {
  path: string;
  roles: readonly number[];
  right?: UserRight;
  title: string;
  load: ScreenLoader;
}

const home: ScreenLoader = () => import('@/features/home/home-page');
// The calendar of provisions and the registration by QR.
const socServices: ScreenLoader = () => import('@/features/soc-services/calendar-page');
const qrRegistration: ScreenLoader = () => import('@/features/soc-services/qr-registration-page');
const tourCheckIn: ScreenLoader = () => import('@/features/tour-check-in/check-in-list-page');
const qrTourCheckIn: ScreenLoader = () => import('@/features/tour-check-in/qr-check-in-page');
const news: ScreenLoader = () => import('@/features/news/news-list-page');
const newsCard: ScreenLoader = () => import('@/features/news/news-card-page');
const notFound: ScreenLoader = () => import('@/features/errors/not-found-page');
const denied: ScreenLoader = () => import('@/features/errors/denied-page');
const serverError: ScreenLoader = () => import('@/features/errors/server-error-page');
const auth: ScreenLoader = () => import('@/features/auth/auth-page');
const selectRole: ScreenLoader = () => import('@/features/auth/select-role-page');
const impersonate: ScreenLoader = () => import('@/features/admin/impersonate-page');
const admin: ScreenLoader = () => import('@/features/admin/admin-page');
const selfCheck: ScreenLoader = () => import('@/features/admin/self-check-page');
const about: ScreenLoader = () => import('@/features/about/about-page');
const tourismRequisites: ScreenLoader = () => import('@/features/cabinet/tourism-requisites-page');
const tourServices: ScreenLoader = () => import('@/features/tour-services/tour-services-page');
const profile: ScreenLoader = () => import('@/features/cabinet/profile-page');
const contractList: ScreenLoader = () => import('@/features/service-contracts/citizen-list-page');
const contractCard: ScreenLoader = () => import('@/features/service-contracts/citizen-card-page');
const tourContractScreens = () => import('@/features/service-contracts/tour-screens');
const tourContractScreen =
  (name: keyof Awaited<ReturnType<typeof tourContractScreens>>): ScreenLoader =>
  () =>
    tourContractScreens().then((screens) => ({ default: screens[name] }));
/** Social contracts: the citizen's screens and the institution's (its employees review the reports). */
const socContractScreens = () => import('@/features/soc-contracts/screens');
const socContractScreen =
  (name: keyof Awaited<ReturnType<typeof socContractScreens>>): ScreenLoader =>
  () =>
    socContractScreens().then((screens) => ({ default: screens[name] }));
const institutionContractList: ScreenLoader = () => import('@/features/service-contracts/provider-list-page');
const institutionContractCard: ScreenLoader = () => import('@/features/service-contracts/provider-card-page');
// The citizen's «other» contracts and «Мои услуги».
const otherContracts: ScreenLoader = () => import('@/features/my-contracts/contracts-page');
const otherContractCard: ScreenLoader = () => import('@/features/my-contracts/contract-card-page');
const myServices: ScreenLoader = () => import('@/features/my-contracts/services-page');
const questionnaireList: ScreenLoader = () => import('@/features/acts/questionnaire-list-page');
const questionnaire: ScreenLoader = () => import('@/features/acts/questionnaire-page');
const guardianList: ScreenLoader = () => import('@/features/guardian-report/report-list-page');
const guardianFirst: ScreenLoader = () => import('@/features/guardian-report/first-block-page');
const guardianCard: ScreenLoader = () => import('@/features/guardian-report/report-card-page');
/** The registry's screens share one lazy module. */
const registryScreens = () => import('@/features/registry/screens');
type RegistryScreen = keyof Awaited<ReturnType<typeof registryScreens>>;
const registryScreen =
  (name: RegistryScreen): ScreenLoader =>
  () =>
    registryScreens().then((screens) => ({ default: screens[name] }));
const registry = registryScreen('RegistryPage');
const registryCatalog = registryScreen('CatalogListPage');
const registryEarlyHelp = registryScreen('EarlyHelpPage');
const tourOperators = registryScreen('TourOperatorPage');
const providerCard = registryScreen('ProviderCardPage');
const catalogCard = registryScreen('CatalogCardPage');
const earlyHelpCard = registryScreen('EarlyHelpCardPage');
const tourCard = registryScreen('TourCardPage');
const tourService = registryScreen('TourServicePage');
const license = registryScreen('LicensePage');
/** The service catalogue's screens share one lazy module. */
const catalogScreens = () => import('@/features/catalog/screens');
const catalogScreen =
  (name: keyof Awaited<ReturnType<typeof catalogScreens>>): ScreenLoader =>
  () =>
    catalogScreens().then((screens) => ({ default: screens[name] }));
const catalogSection = catalogScreen('CatalogSectionPage');
const subsidyCalculator: ScreenLoader = () => import('@/features/subsidy/subsidy-page');
/** The for-parents section's screens share one lazy module. */
const parentsScreens = () => import('@/features/for-parents/screens');
const parentsScreen =
  (name: keyof Awaited<ReturnType<typeof parentsScreens>>): ScreenLoader =>
  () =>
    parentsScreens().then((screens) => ({ default: screens[name] }));
// Catalogue contracts: the citizen's application and both sides' lists and cards.
const catalogApply: ScreenLoader = () => import('@/features/catalog-contracts/apply-page');
const catalogContractList: ScreenLoader = () => import('@/features/catalog-contracts/list-page');
const catalogContractCard: ScreenLoader = () => import('@/features/catalog-contracts/card-page');
/** The institution's service catalogue and its moderation share one lazy module. */
const serviceCatalogScreens = () => import('@/features/service-catalog/screens');
const serviceCatalogScreen =
  (name: keyof Awaited<ReturnType<typeof serviceCatalogScreens>>): ScreenLoader =>
  () =>
    serviceCatalogScreens().then((screens) => ({ default: screens[name] }));
/** Messages: the contacts and a conversation. */
const messageScreens = () => import('@/features/messages/screens');
const messageScreen =
  (name: keyof Awaited<ReturnType<typeof messageScreens>>): ScreenLoader =>
  () =>
    messageScreens().then((screens) => ({ default: screens[name] }));
/** Patronage: the family's page, the specialist's families and a family's chat. */
const patronageScreens = () => import('@/features/patronage/screens');
const patronageScreen =
  (name: keyof Awaited<ReturnType<typeof patronageScreens>>): ScreenLoader =>
  () =>
    patronageScreens().then((screens) => ({ default: screens[name] }));
/** The institution's clients: the list and a client's card. */
const clientScreens = () => import('@/features/clients/screens');
const clientScreen =
  (name: keyof Awaited<ReturnType<typeof clientScreens>>): ScreenLoader =>
  () =>
    clientScreens().then((screens) => ({ default: screens[name] }));
/** The social navigator's screens share one lazy module. */
const navigatorScreens = () => import('@/features/navigator/screens');
const navigatorScreen =
  (name: keyof Awaited<ReturnType<typeof navigatorScreens>>): ScreenLoader =>
  () =>
    navigatorScreens().then((screens) => ({ default: screens[name] }));
/** A citizen's requests and the institutions' side of them share one lazy module. */
const requestScreens = () => import('@/features/requests/screens');
const requestScreen =
  (name: keyof Awaited<ReturnType<typeof requestScreens>>): ScreenLoader =>
  () =>
    requestScreens().then((screens) => ({ default: screens[name] }));
/** A provider's applications to subsidy contests share one lazy module. */
const contestScreens = () => import('@/features/contest-applications/screens');
const contestScreen =
  (name: keyof Awaited<ReturnType<typeof contestScreens>>): ScreenLoader =>
  () =>
    contestScreens().then((screens) => ({ default: screens[name] }));
/** A tour operator's request for inclusion in the register and the department's review share one lazy module. */
const tourismScreens = () => import('@/features/tourism/screens');
const tourismScreen =
  (name: keyof Awaited<ReturnType<typeof tourismScreens>>): ScreenLoader =>
  () =>
    tourismScreens().then((screens) => ({ default: screens[name] }));
/** A citizen's tourism certificates and the department's decisions share one lazy module. */
const tourismCertificateScreens = () => import('@/features/tourism-certificates/screens');
const tourismCertificateScreen =
  (name: keyof Awaited<ReturnType<typeof tourismCertificateScreens>>): ScreenLoader =>
  () =>
    tourismCertificateScreens().then((screens) => ({ default: screens[name] }));
/** A provider's refund (compensation) requests share one lazy module. */
const refundScreens = () => import('@/features/refunds/screens');
const refundScreen =
  (name: keyof Awaited<ReturnType<typeof refundScreens>>): ScreenLoader =>
  () =>
    refundScreens().then((screens) => ({ default: screens[name] }));
// The active longevity programme's screens share one lazy module.
const longevityScreens = () => import('@/features/active-longevity/screens');
const longevityScreen =
  (name: 'ProgrammePage' | 'InstitutionPage'): ScreenLoader =>
  () =>
    longevityScreens().then((screens) => ({ default: screens[name] }));
// «Мои документы».
const documentsPage: ScreenLoader = () => import('@/features/documents/documents-page');
// Payments, assignments, transfers and the consent to payments.
const paymentsPage: ScreenLoader = () => import('@/features/payments/payments-page');
const assignmentsPage: ScreenLoader = () => import('@/features/payments/assignments-page');
const changeBankAccount: ScreenLoader = () => import('@/features/payments/change-bank-account-page');
const transfersPage: ScreenLoader = () => import('@/features/payments/transfers-page');
const consentPage: ScreenLoader = () => import('@/features/payments/consent-page');
// The citizen's IPPSU; the identities of a large family and of a labour veteran and their public checks.
const ippsu: ScreenLoader = () => import('@/features/ippsu/ippsu-page');
const identityScreens = () => import('@/features/identities/screens');
const identityScreen =
  (name: keyof Awaited<ReturnType<typeof identityScreens>>): ScreenLoader =>
  () =>
    identityScreens().then((screens) => ({ default: screens[name] }));
/** The citizen's certificates for social services share one lazy module. */
const certificateScreens = () => import('@/features/certificates/screens');
const certificateScreen =
  (name: keyof Awaited<ReturnType<typeof certificateScreens>>): ScreenLoader =>
  () =>
    certificateScreens().then((screens) => ({ default: screens[name] }));
/** Sections later issues build: the route and its access rule exist already. */
const later: ScreenLoader = () => import('@/features/errors/under-construction-page');

const ANY = [R.Any];
const SIGNED_IN = [R.Public, R.ServiceProvider, R.SocialWorker, R.TourismProvider];
const PROVIDERS = [R.ServiceProvider, R.SocialWorker, R.TourismProvider];
const SP_SW = [R.ServiceProvider, R.SocialWorker];
const PUBLIC = [R.Public];

const entry = (path: string, roles: readonly number[], title: string, load: ScreenLoader = later): RouteEntry => ({
  path,
  roles,
  title,
  load,
});

/** Top-level and public routes (platform.md section 2). */
const topLevel: RouteEntry[] = [
  entry('/', ANY, 'Главная', home),
  entry('/about', ANY, 'О портале', about),
  entry('/auth', [R.Anonymous], 'Вход', auth),
  entry('/select-role', SIGNED_IN, 'Выбор роли', selectRole),
  entry('/qr/:payload/:digest', PROVIDERS, 'Запись по QR-коду', qrRegistration),
  entry(
    '/qr-identity-large-family/:payload/:digest',
    ANY,
    'Удостоверение многодетной семьи',
    identityScreen('LargeFamilyCheckPage'),
  ),
  entry('/qr-flb/:payload/:digest', ANY, 'Удостоверение ветерана труда', identityScreen('LaborVeteranCheckPage')),
  entry('/qr-check-in-tourism/:payload/:digest', [R.TourismProvider], 'Регистрация туриста', qrTourCheckIn),
  entry('/denied', ANY, 'Доступ запрещён', denied),
  entry('/404', ANY, 'Страница не найдена', notFound),
  entry('/500', ANY, 'Ошибка обработки запроса', serverError),
  entry('/admin', [R.Admin], 'Администрирование', admin),
  entry('/admin/impersonate', [R.Admin], 'Вход от имени пользователя', impersonate),
  entry('/admin/test', [R.Admin], 'Проверка работы портала', selfCheck),
  entry('/admin/tourism-providers', [R.Admin], 'Заявления туроператоров', tourismScreen('TourismRequestsAdminPage')),
  entry(
    '/admin/tourism-providers/:id',
    [R.Admin],
    'Заявление туроператора',
    tourismScreen('TourismRequestAdminCardPage'),
  ),
  entry(
    '/admin/tourism-certificates',
    [R.Admin],
    'Туристические сертификаты',
    tourismCertificateScreen('CertificatesAdminPage'),
  ),
  entry(
    '/admin/tourism-certificates/:id',
    [R.Admin],
    'Туристический сертификат',
    tourismCertificateScreen('CertificateAdminCardPage'),
  ),
  entry('/soc-services', SIGNED_IN, 'Календарь предоставления услуг', socServices),
  entry('/registry', ANY, 'Реестр поставщиков', registry),
  entry('/registry/catalog', ANY, 'Каталог поставщиков', registryCatalog),
  entry('/registry/early-help', ANY, 'Ранняя помощь', registryEarlyHelp),
  entry('/tour-operator', ANY, 'Туроператоры', tourOperators),
  entry('/registry/:id', ANY, 'Карточка поставщика', providerCard),
  entry('/registry/catalog/:id', ANY, 'Карточка поставщика', catalogCard),
  entry('/registry/early-help/:id', ANY, 'Карточка поставщика', earlyHelpCard),
  entry('/registry/tour/:id', ANY, 'Карточка туроператора', tourCard),
  entry('/registry/tour/:id/services/:serviceId', ANY, 'Туристическая услуга', tourService),
  entry('/registry/:institutionId/licenses/:id', ANY, 'Лицензия', license),
  entry(
    '/tourism-service-provider-new',
    ANY,
    'Заявление туроператора',
    tourismScreen('TourismProviderApplicationPage'),
  ),
  entry('/services/catalog', ANY, 'Каталог услуг', catalogSection),
  ...[
    'main',
    'soc-taxi',
    'nurse',
    'babysitting',
    'nanny',
    'foster-family',
    'interpreter',
    'sport',
    'culture',
    'tourism',
  ].map((child) => entry(`/services/catalog/${child}`, ANY, 'Каталог услуг', catalogSection)),
  entry('/services/catalog/subsidy-contests', ANY, 'Конкурсы субсидий', catalogScreen('ContestListPage')),
  entry('/services/catalog/subsidy-contests/:id', ANY, 'Конкурс субсидий', catalogScreen('ContestCardPage')),
  entry('/services/catalog/card/:id/services/:serviceId', ANY, 'Услуга', catalogScreen('ServiceCardPage')),
  entry('/services/catalog/card/:id/services/:serviceId/contract', PUBLIC, 'Заявление на услугу', catalogApply),
  entry('/services/catalog/tourism/contract/:id', PUBLIC, 'Договор на тур', tourContractScreen('TourContractPage')),
  entry(
    '/services/catalog/tourism/new-contract/:institutionId',
    PUBLIC,
    'Новый договор на тур',
    tourContractScreen('TourOperatorToursPage'),
  ),
  entry(
    '/services/catalog/tourism/new-contract/:institutionId/:serviceId',
    PUBLIC,
    'Новый договор на тур',
    tourContractScreen('TourNewContractPage'),
  ),
  entry(
    '/services/catalog/tourism/new-contract-provider/:institutionId/:snils',
    [R.TourismProvider],
    'Договор на тур',
    tourContractScreen('TourOperatorNewContractPage'),
  ),
  entry(
    '/services/catalog/tourism-new-certificate/:typeId',
    PUBLIC,
    'Туристический сертификат',
    tourismCertificateScreen('NewCertificatePage'),
  ),
  entry(
    '/services/catalog/tourism-show-certificate/:requestId',
    PUBLIC,
    'Туристический сертификат',
    tourismCertificateScreen('ShowCertificatePage'),
  ),
  entry('/navigator', ANY, 'Социальный навигатор', navigatorScreen('NavigatorLandingPage')),
  entry('/navigator/services', ANY, 'Социальные услуги', navigatorScreen('ServicesPage')),
  entry('/navigator/msp', ANY, 'Меры социальной поддержки', navigatorScreen('MspCategoriesPage')),
  entry('/navigator/msp-item', ANY, 'Мера социальной поддержки', navigatorScreen('MspItemPage')),
  entry('/navigator/msp-list', ANY, 'Поиск мер социальной поддержки', navigatorScreen('MspListPage')),
  entry('/navigator/suppliers', ANY, 'Учреждения', navigatorScreen('SuppliersPage')),
  entry('/navigator/suppliers/:id', ANY, 'Учреждение', navigatorScreen('SupplierCardPage')),
  entry('/news', ANY, 'Новости', news),
  entry('/news/:id', ANY, 'Новость', newsCard),
  entry('/subsidy-calculator', ANY, 'Калькулятор субсидий', subsidyCalculator),
  entry('/for-parents', ANY, 'Родителям', parentsScreen('ForParentsPage')),
  entry('/for-parents/every-mother', ANY, 'Каждой маме', parentsScreen('EveryMotherListPage')),
  entry('/for-parents/every-mother/:id', ANY, 'Каждой маме', parentsScreen('EveryMotherCardPage')),
  entry('/contracts', PUBLIC, 'Социальные контракты', socContractScreen('CitizenListPage')),
  entry('/contracts/:id', PUBLIC, 'Социальный контракт', socContractScreen('CitizenCardPage')),
  entry(
    '/contracts/:contractId/event/:eventId',
    PUBLIC,
    'Мероприятие социального контракта',
    socContractScreen('CitizenEventPage'),
  ),
  entry('/contracts/:contractId/new-report', PUBLIC, 'Новый отчёт', socContractScreen('CitizenNewReportPage')),
  entry('/contracts/:contractId/report/:reportId', PUBLIC, 'Отчёт', socContractScreen('CitizenReportPage')),
];

/** Personal cabinet /user and its children (platform.md section 2, workflows.md section 2). */
const cabinet: RouteEntry[] = [
  entry('/user', SIGNED_IN, 'Профиль', profile),
  entry('/user/tourism-requisites', [R.TourismProvider], 'Реквизиты туроператора', tourismRequisites),
  entry('/user/services', SIGNED_IN, 'Мои услуги', myServices),
  entry('/user/documents', PUBLIC, 'Мои документы', documentsPage),
  entry('/user/contracts', PUBLIC, 'Договоры', otherContracts),
  entry('/user/contracts/:id', PUBLIC, 'Договор', otherContractCard),
  entry('/user/institution-contracts', [R.ServiceProvider], 'Договоры учреждения', institutionContractList),
  entry(
    '/user/institution-soc-contracts',
    SP_SW,
    'Социальные контракты учреждения',
    socContractScreen('InstitutionListPage'),
  ),
  entry('/user/institution-soc-contracts/:id', SP_SW, 'Социальный контракт', socContractScreen('InstitutionCardPage')),
  entry(
    '/user/institution-soc-contracts/:contractId/event/:eventId',
    SP_SW,
    'Мероприятие социального контракта',
    socContractScreen('InstitutionEventPage'),
  ),
  entry(
    '/user/institution-soc-contracts/:contractId/report/:reportId',
    SP_SW,
    'Отчёт по социальному контракту',
    socContractScreen('InstitutionReportPage'),
  ),
  entry(
    '/user/institution-contracts/:personId/:id',
    [R.ServiceProvider],
    'Договор учреждения',
    institutionContractCard,
  ),
  entry('/user/service-contracts', SIGNED_IN, 'Договоры на услуги', contractList),
  entry('/user/service-contracts/:id', SIGNED_IN, 'Договор на услуги', contractCard),
  entry('/user/catalog-contracts', [R.Public, R.ServiceProvider], 'Заявления на услуги', catalogContractList),
  entry(
    '/user/catalog-contracts/:personId/:id',
    [R.Public, R.ServiceProvider],
    'Заявление на услугу',
    catalogContractCard,
  ),
  entry('/user/tourism-services', [R.TourismProvider], 'Туристические услуги', tourServices),
  entry(
    '/user/institution-tour-contracts',
    [R.TourismProvider],
    'Договоры на туры',
    tourContractScreen('TourOperatorListPage'),
  ),
  entry(
    '/user/institution-tour-contracts/:id',
    [R.TourismProvider],
    'Договор на тур',
    tourContractScreen('TourOperatorCardPage'),
  ),
  entry('/user/check-in-tour', [R.TourismProvider], 'Регистрация туристов', tourCheckIn),
  entry(
    '/user/tourism-services-provided',
    [R.TourismProvider],
    'Оказанные туристические услуги',
    tourContractScreen('TourProvidedPage'),
  ),
  entry('/user/requests', PUBLIC, 'Заявления', requestScreen('CitizenRequestsPage')),
  entry('/user/requests/new', PUBLIC, 'Новое заявление', requestScreen('NewRequestPage')),
  entry('/user/requests/:id', PUBLIC, 'Заявление', requestScreen('CitizenRequestCardPage')),
  entry('/user/institution-requests', SP_SW, 'Заявления граждан', requestScreen('InstitutionRequestsPage')),
  entry('/user/institution-requests/:id', SP_SW, 'Заявление гражданина', requestScreen('InstitutionRequestCardPage')),
  entry('/user/ippsu', PUBLIC, 'ИППСУ', ippsu),
  entry('/user/identity-large-family', PUBLIC, 'Удостоверение многодетной семьи', identityScreen('LargeFamilyPage')),
  entry('/user/facility-labor-veteran', PUBLIC, 'Удостоверение ветерана труда', identityScreen('LaborVeteranPage')),
  entry('/user/active-longevity-program', PUBLIC, 'Активное долголетие', longevityScreen('ProgrammePage')),
  entry(
    '/user/active-longevity-program/:id',
    PUBLIC,
    'Заявка на участие в программе',
    longevityScreen('InstitutionPage'),
  ),
  entry('/user/certificates', SIGNED_IN, 'Сертификаты', certificateScreen('CertificatesPage')),
  entry('/user/certificates/:id', SIGNED_IN, 'Сертификат', certificateScreen('CertificateCardPage')),
  entry('/user/new-certificate/:typeId', SIGNED_IN, 'Новый сертификат', certificateScreen('NewCertificatePage')),
  // The menu shows «Выплаты» to everyone but tourism providers (platform.md section 6); an employee acting
  // for an institution is told there to sign in as a citizen.
  entry('/user/payments', SIGNED_IN, 'Выплаты', paymentsPage),
  entry('/user/assignments', PUBLIC, 'Назначения', assignmentsPage),
  entry('/user/assignments/change-bank-account', PUBLIC, 'Смена банковского счёта', changeBankAccount),
  entry('/user/a-payments', PUBLIC, 'Перечисления', transfersPage),
  entry('/user/consent-to-payments', PUBLIC, 'Согласие на выплаты', consentPage),
  entry('/user/messages', SIGNED_IN, 'Сообщения', messageScreen('MessagesPage')),
  entry('/user/messages/:contactId', SIGNED_IN, 'Переписка', messageScreen('ConversationPage')),
  entry('/user/patronage', SIGNED_IN, 'Патронаж', patronageScreen('PatronagePage')),
  entry('/user/patronage/:id', SIGNED_IN, 'Переписка по патронажу', patronageScreen('PatronageChatPage')),
  entry('/user/guardianReport', SIGNED_IN, 'Отчёты опекуна', guardianList),
  entry('/user/guardian-report-first-block', PUBLIC, 'Новый отчёт опекуна', guardianFirst),
  entry('/user/guardian-report-card/:id', SIGNED_IN, 'Отчёт опекуна', guardianCard),
  // The acts' lists and cards, generated from act.json `screens` (schemas/README.md «Как добавить акт»).
  ...ACT_ROUTES,
  entry(
    '/user/service-catalog',
    [R.ServiceProvider],
    'Каталог услуг учреждения',
    serviceCatalogScreen('CatalogListPage'),
  ),
  entry('/user/service-catalog/add', [R.ServiceProvider], 'Новая услуга', serviceCatalogScreen('AddEntryPage')),
  entry(
    '/user/service-catalog/:id',
    [R.ServiceProvider],
    'Услуга учреждения',
    serviceCatalogScreen('ProviderEntryPage'),
  ),
  // Administrators and the catalogue's moderators (users.service_moderator) in any role.
  {
    ...entry('/user/service-moderation', [R.Admin], 'Модерация услуг', serviceCatalogScreen('ModerationListPage')),
    right: 'serviceModerator',
  },
  {
    ...entry(
      '/user/service-moderation/:id',
      [R.Admin],
      'Модерация услуги',
      serviceCatalogScreen('ModerationEntryPage'),
    ),
    right: 'serviceModerator',
  },
  // The questionnaires: every act of record kind `questionnaire` (schemas/acts); the long-term plan
  // and the care diary are acts whose screens come with ACT_ROUTES.
  entry('/user/institution-service-questionnaires', SP_SW, 'Анкеты', questionnaireList),
  entry('/user/soc-questionnaire/:userId/:id', SP_SW, 'Анкета', questionnaire),
  entry('/user/soc-service-refunds', PROVIDERS, 'Заявления на компенсацию', refundScreen('RefundsPage')),
  entry(
    '/user/soc-service-refunds/:institutionId/:requestId',
    PROVIDERS,
    'Заявление на компенсацию',
    refundScreen('RefundCardPage'),
  ),
  entry('/user/clients', SP_SW, 'Получатели услуг', clientScreen('ClientListPage')),
  entry('/user/clients/:id', SP_SW, 'Получатель услуг', clientScreen('ClientCardPage')),
  entry(
    '/user/applications-contest',
    [R.ServiceProvider],
    'Заявки на конкурс',
    contestScreen('ContestApplicationsPage'),
  ),
  entry(
    '/user/applications-contest/submit/:id',
    [R.ServiceProvider],
    'Заявка на конкурс',
    contestScreen('ContestApplicationPage'),
  ),
];

/** The whole route table; unknown paths lead to /404. */
export const routeTable: readonly RouteEntry[] = [...topLevel, ...cabinet];
