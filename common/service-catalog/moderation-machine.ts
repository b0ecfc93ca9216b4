/**
 * The moderation of an institution's catalogue service (workflows.md sections 1, 2, 7; platform.md
 * section 6): the provider's employee writes the card of a service and sends it to moderation; an
 * administrator or a moderator approves it (it appears in the public catalogue) or returns it with
 * a comment; a returned card is corrected and sent again. The specification names the calls
 * (create, update, moderate, services-for-moderation) but neither statuses nor transitions: they
 * are designed here as one state table of the kernel (common/workflow/state-table.ts), drawn in
 * docs/service-moderation-states.md (a test keeps the two equal). The server applies every change
 * of a card only through this table (server/workflow/transition.ts).
 *
 * What the public sees is the last approved text (the `services` row, migration 0026): editing an
 * approved card makes it a draft again while the catalogue keeps the approved text.
 */
import * as workflow from '../workflow/state-table.ts';
import type { StateTable, Transition } from '../workflow/state-table.ts';

export const ModerationStatus = { Draft: 1, OnModeration: 2, Returned: 3, Approved: 4 } as const;
export type ModerationStatus = (typeof ModerationStatus)[keyof typeof ModerationStatus];
const S = ModerationStatus;

/** Every status, in the order a list's filter offers them. */
export const MODERATION_STATUSES: readonly ModerationStatus[] = Object.values(ModerationStatus);

export const MODERATION_STATUS_CAPTIONS: Readonly<Record<ModerationStatus, string>> = {
  [S.Draft]: 'Черновик',
  [S.OnModeration]: 'На модерации',
  [S.Returned]: 'Возвращена на доработку',
  [S.Approved]: 'Опубликована',
};

/** Who acts on a card: the institution's employee, or the moderator. */
export type ModerationSide = 'provider' | 'moderator';

export type ModerationAction = 'edit' | 'submit' | 'recall' | 'approve' | 'return';

/** What the table reads of a card. */
export interface ModerationFacts {
  status: ModerationStatus;
  /** The last return's comment, shown to the author until the card is sent again. */
  comment: string | null;
}

/** What an action brings beyond its name. */
export interface ModerationInput {
  /** A return's comment. */
  comment?: string;
}

export type ModerationTransition = Transition<
  ModerationStatus,
  ModerationAction,
  ModerationSide,
  ModerationFacts,
  ModerationInput
>;

export const MODERATION_REFUSALS = {
  notInStatus: 'Действие недоступно в текущем статусе услуги',
  notYourAction: 'Это действие выполняет другая сторона',
  noComment: 'Укажите, что нужно исправить в карточке услуги',
} as const;

const commentGiven = {
  name: 'указан комментарий',
  holds: (_f: ModerationFacts, i: ModerationInput) => Boolean(i.comment?.trim()),
  refusal: MODERATION_REFUSALS.noComment,
  status: 400,
} as const;

/** The table. Read its rows as «сторона может <действие> в статусах <from>, если <when>; статус станет <to>». */
export const MODERATION_TABLE: StateTable<
  ModerationStatus,
  ModerationAction,
  ModerationSide,
  ModerationFacts,
  ModerationInput
> = {
  statuses: ModerationStatus,
  statusCaptions: MODERATION_STATUS_CAPTIONS,
  initial: S.Draft,
  created: 'Карточка услуги создана',
  sides: { provider: 'учреждение', moderator: 'модератор' },
  actions: {
    edit: { caption: 'Изменить', message: 'Изменения сохранены', history: 'Карточка изменена' },
    submit: {
      caption: 'Отправить на модерацию',
      message: 'Услуга отправлена на модерацию',
      history: 'Отправлена на модерацию',
    },
    recall: {
      caption: 'Отозвать с модерации',
      message: 'Услуга отозвана с модерации',
      history: 'Отозвана с модерации',
      negative: true,
    },
    approve: {
      caption: 'Одобрить',
      message: 'Услуга одобрена и опубликована в каталоге',
      history: 'Одобрена и опубликована',
    },
    return: {
      caption: 'Вернуть на доработку',
      message: 'Услуга возвращена на доработку',
      history: 'Возвращена на доработку',
      negative: true,
    },
  },
  refusals: MODERATION_REFUSALS,
  rows: [
    // The employee corrects a draft or a returned card; an approved card edited is a draft again
    // (the catalogue keeps the approved text until the next approval).
    { action: 'edit', by: 'provider', from: [S.Draft, S.Returned], to: 'same', when: [] },
    { action: 'edit', by: 'provider', from: [S.Approved], to: S.Draft, when: [] },
    // A draft or a corrected card goes to moderation; the last comment is then done with.
    {
      action: 'submit',
      by: 'provider',
      from: [S.Draft, S.Returned],
      to: S.OnModeration,
      when: [],
      effect: () => ({ comment: null }),
    },
    // Until the moderator decides, the employee may take the card back.
    { action: 'recall', by: 'provider', from: [S.OnModeration], to: S.Draft, when: [] },
    // The moderator publishes the card, or returns it saying what to correct.
    {
      action: 'approve',
      by: 'moderator',
      from: [S.OnModeration],
      to: S.Approved,
      when: [],
      effect: () => ({ comment: null }),
    },
    {
      action: 'return',
      by: 'moderator',
      from: [S.OnModeration],
      to: S.Returned,
      when: [commentGiven],
      effect: (_f, i) => ({ comment: i.comment!.trim() }),
      note: (i) => i.comment?.trim() || null,
    },
  ],
};

/** Every action, in the table's order (the route schemas' enum). */
export const MODERATION_ACTIONS: readonly ModerationAction[] = workflow.actionNames(MODERATION_TABLE);
/** The actions the employee sends (POST /service-catalog/send) and the moderator's (POST /service-catalog/moderate). */
export const PROVIDER_SEND_ACTIONS = ['submit', 'recall'] as const satisfies readonly ModerationAction[];
export const MODERATOR_ACTIONS = ['approve', 'return'] as const satisfies readonly ModerationAction[];

/** The success message of the creation and of each action. */
export const MODERATION_MESSAGES = {
  create: 'Карточка услуги сохранена',
  ...(Object.fromEntries(MODERATION_ACTIONS.map((a) => [a, MODERATION_TABLE.actions[a].message])) as Record<
    ModerationAction,
    string
  >),
} as const satisfies Record<ModerationAction | 'create', string>;

/** The actions the card offers this side now. */
export function allowedModerationActions(facts: ModerationFacts, by: ModerationSide): ModerationAction[] {
  return workflow.allowed(MODERATION_TABLE, facts, by);
}

/** The table as a Mermaid state diagram (docs/service-moderation-states.md holds its output). */
export function moderationDiagram(): string {
  return workflow.diagram(MODERATION_TABLE);
}
