/**
 * The life of a tour operator's request to be included in the register of tourism service providers
 * (request type 101; workflows.md sections 2, 7, 9; platform.md section 4). The specification names
 * no statuses: they are designed here as one state table of the kernel (common/workflow/state-table.ts),
 * drawn in docs/tourism-provider-request-states.md (a test keeps the two equal). The server applies
 * every action, editing included, only through this table (server/workflow/transition.ts).
 *
 * The applicant sends the request (Sent 1) inside the application window of setting 2, may correct
 * or withdraw it (Withdrawn 5) while it is not decided and the window is open; the department (an
 * administrator of the portal) takes it into review (InReview 2) and includes the organisation in
 * the register (Included 3, decision type 1) or refuses with the reason (Refused 4). A decided or
 * withdrawn request is final: the organisation applies anew with a new request.
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

/** The request type of a tour operator's request for inclusion (workflows.md section 9). */
export const TOURISM_PROVIDER_REQUEST_TYPE = 101;

/** Who decides on the requests and keeps the register: the sender of the notices of decisions. */
export const TOURISM_REGISTER_KEEPER = 'Департамент социальной защиты населения ЯНАО';

/** The decision types of a request: 1 is inclusion (workflows.md section 7), 2 a refusal. */
export const TourismDecision = { Included: 1, Refused: 2 } as const;
export type TourismDecision = (typeof TourismDecision)[keyof typeof TourismDecision];

export const TourismRequestStatus = { Sent: 1, InReview: 2, Included: 3, Refused: 4, Withdrawn: 5 } as const;
export type TourismRequestStatus = (typeof TourismRequestStatus)[keyof typeof TourismRequestStatus];
const S = TourismRequestStatus;

/** Every status, in the order a list's filter offers them. */
export const TOURISM_REQUEST_STATUSES: readonly TourismRequestStatus[] = Object.values(TourismRequestStatus);

export const TOURISM_REQUEST_STATUS_CAPTIONS: Readonly<Record<TourismRequestStatus, string>> = {
  [S.Sent]: 'Подано',
  [S.InReview]: 'На рассмотрении',
  [S.Included]: 'Организация включена в реестр',
  [S.Refused]: 'Отказано во включении',
  [S.Withdrawn]: 'Отозвано заявителем',
};

/** Who acts on a request: the applicant, or the department that keeps the register. */
export type TourismRequestSide = 'applicant' | 'department';

export type TourismRequestAction = 'edit' | 'withdraw' | 'review' | 'include' | 'refuse';

/** What the table reads of a request. */
export interface TourismRequestFacts {
  status: TourismRequestStatus;
  /** Whether today is inside the application window (setting 2). */
  windowOpen: boolean;
}

/** What an action brings beyond its name. */
export interface TourismRequestInput {
  /** A refusal's reason. */
  reason?: string;
}

export type TourismRequestTransition = Transition<
  TourismRequestStatus,
  TourismRequestAction,
  TourismRequestSide,
  TourismRequestFacts,
  TourismRequestInput
>;

export const TOURISM_REQUEST_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе заявления',
  notYourAction: 'Это действие выполняет другая сторона',
  windowClosed:
    'Приём заявлений на включение в реестр поставщиков туристических услуг сейчас закрыт. Подайте или измените заявление в период приёма.',
  noReason: 'Укажите причину отказа',
} as const;

const windowOpen = {
  name: 'приём заявлений открыт',
  holds: (f: TourismRequestFacts) => f.windowOpen,
  refusal: TOURISM_REQUEST_REFUSALS.windowClosed,
  status: 409,
} as const;

const reasonGiven = {
  name: 'указана причина',
  holds: (_f: TourismRequestFacts, i: TourismRequestInput) => Boolean(i.reason?.trim()),
  refusal: TOURISM_REQUEST_REFUSALS.noReason,
  status: 400,
} as const;

const OPEN = [S.Sent, S.InReview] as const;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const TOURISM_REQUEST_TABLE: StateTable<
  TourismRequestStatus,
  TourismRequestAction,
  TourismRequestSide,
  TourismRequestFacts,
  TourismRequestInput
> = {
  statuses: TourismRequestStatus,
  statusCaptions: TOURISM_REQUEST_STATUS_CAPTIONS,
  initial: S.Sent,
  created: 'Заявление подано',
  sides: { applicant: 'заявитель', department: 'департамент соцзащиты' },
  actions: {
    edit: { caption: 'Сохранить изменения', message: 'Изменения заявления сохранены', history: 'Заявление изменено' },
    withdraw: {
      caption: 'Отозвать заявление',
      message: 'Заявление отозвано',
      history: 'Заявление отозвано заявителем',
      negative: true,
    },
    review: {
      caption: 'Принять к рассмотрению',
      message: 'Заявление принято к рассмотрению',
      history: 'Заявление принято к рассмотрению',
    },
    include: {
      caption: 'Включить в реестр',
      message: 'Организация включена в реестр поставщиков туристических услуг',
      history: 'Организация включена в реестр',
    },
    refuse: {
      caption: 'Отказать во включении',
      message: 'Во включении в реестр отказано',
      history: 'Отказано во включении в реестр',
      negative: true,
    },
  },
  refusals: {
    notInStatus: TOURISM_REQUEST_REFUSALS.notInStatus,
    notYourAction: TOURISM_REQUEST_REFUSALS.notYourAction,
  },
  rows: [
    // The applicant corrects or withdraws a request not yet decided, while applications are accepted.
    { action: 'edit', by: 'applicant', from: OPEN, to: 'same', when: [windowOpen] },
    { action: 'withdraw', by: 'applicant', from: OPEN, to: S.Withdrawn, when: [] },
    // The department reviews and decides.
    { action: 'review', by: 'department', from: [S.Sent], to: S.InReview, when: [] },
    { action: 'include', by: 'department', from: OPEN, to: S.Included, when: [] },
    {
      action: 'refuse',
      by: 'department',
      from: OPEN,
      to: S.Refused,
      when: [reasonGiven],
      note: (i) => i.reason?.trim() || null,
    },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const TOURISM_REQUEST_ACTIONS: readonly TourismRequestAction[] = workflow.actionNames(TOURISM_REQUEST_TABLE);

/** The actions the card offers this side now. */
export function allowedTourismRequestActions(
  facts: TourismRequestFacts,
  by: TourismRequestSide,
): TourismRequestAction[] {
  return workflow.allowed(TOURISM_REQUEST_TABLE, facts, by);
}

/** Whether a request is still open (not decided, not withdrawn): one such per organisation. */
export const tourismRequestOpen = (status: number): boolean => (OPEN as readonly number[]).includes(status);

/** The table as a Mermaid state diagram (docs/tourism-provider-request-states.md holds its output). */
export function tourismRequestDiagram(): string {
  return workflow.diagram(TOURISM_REQUEST_TABLE);
}

/** Whether a day (YYYY-MM-DD) is inside the application window of setting 2 (both ends included). */
export function inApplicationWindow(window: { dateFrom: string; dateTo: string } | null, today: string): boolean {
  return !!window && window.dateFrom <= today && today <= window.dateTo;
}

/** The legal forms an applicant picks from (GET /provider-tourism/legal-forms). */
export const LEGAL_FORMS = [
  { id: 1, code: 'ООО', caption: 'Общество с ограниченной ответственностью' },
  { id: 2, code: 'АО', caption: 'Акционерное общество' },
  { id: 3, code: 'ПАО', caption: 'Публичное акционерное общество' },
  { id: 4, code: 'ИП', caption: 'Индивидуальный предприниматель' },
  { id: 5, code: 'АНО', caption: 'Автономная некоммерческая организация' },
  { id: 6, code: 'НКО', caption: 'Некоммерческая организация' },
  { id: 7, code: 'ГБУ', caption: 'Государственное бюджетное учреждение' },
  { id: 8, code: 'МАУ', caption: 'Муниципальное автономное учреждение' },
] as const;

/** The legal form that makes an individual entrepreneur (OGRNIP of 15 digits, INN of 12). */
export const INDIVIDUAL_LEGAL_FORM = 4;
