import { describe, expect, it } from 'vitest';
import {
  actionNames,
  allowed,
  decide,
  diagram,
  finalStatuses,
  historyCaption,
  leadsTo,
  sideNames,
  statusCaption,
  statusIds,
  statusSchema,
  type StateTable,
} from '../../../common/workflow/state-table.ts';

/** A small table of its own: a request that is sent, approved with a sum, or withdrawn. */
const St = { Draft: 1, Sent: 2, Approved: 3, Withdrawn: 4 } as const;
type St = (typeof St)[keyof typeof St];
interface F {
  status: St;
  sum: number;
  locked: boolean;
}
interface I {
  sum?: number;
}
const sumGiven = {
  name: 'указана сумма',
  holds: (_f: F, i: I) => (i.sum ?? 0) > 0,
  refusal: 'Укажите сумму',
  status: 400,
} as const;
const unlocked = {
  name: 'не заблокирована',
  holds: (f: F) => !f.locked,
  refusal: 'Заявка заблокирована',
  status: 409,
} as const;
const TABLE: StateTable<St, 'send' | 'approve' | 'withdraw', 'author' | 'boss', F, I> = {
  statuses: St,
  statusCaptions: { 1: 'Черновик', 2: 'Отправлена', 3: 'Одобрена', 4: 'Отозвана' },
  initial: St.Draft,
  created: 'Заявка создана',
  sides: { author: 'автор', boss: 'начальник' },
  actions: {
    send: { caption: 'Отправить', message: 'Отправлена', history: 'Отправлена' },
    approve: { caption: 'Одобрить', message: 'Одобрена', history: 'Одобрена' },
    withdraw: { caption: 'Отозвать', message: 'Отозвана', history: 'Отозвана', negative: true },
  },
  refusals: { notInStatus: 'Не в этом статусе', notYourAction: 'Не ваше действие' },
  rows: [
    { action: 'send', by: 'author', from: [St.Draft], to: St.Sent, when: [unlocked] },
    {
      action: 'approve',
      by: 'boss',
      from: [St.Sent],
      to: St.Approved,
      when: [unlocked, sumGiven],
      effect: (_f, i) => ({ sum: i.sum! }),
      note: (i) => `Сумма: ${i.sum}`,
    },
    { action: 'withdraw', by: 'author', from: [St.Draft, St.Sent], to: St.Withdrawn, when: [] },
  ],
};
const draft: F = { status: St.Draft, sum: 0, locked: false };

describe('the state table kernel', () => {
  it('decides a row: the next status, its effect and its history note', () => {
    const sent = { ...draft, status: St.Sent };
    expect(decide(TABLE, sent, 'boss', 'approve', { sum: 500 })).toEqual({
      ok: true,
      next: { status: St.Approved, sum: 500, locked: false },
      row: TABLE.rows[1],
      note: 'Сумма: 500',
    });
    expect(decide(TABLE, draft, 'author', 'send', {})).toMatchObject({
      ok: true,
      next: { status: St.Sent },
      note: null,
    });
  });

  it('refuses in order: no row in the status 409, the other side 403, then the failing condition with its own status', () => {
    expect(decide(TABLE, draft, 'boss', 'approve', { sum: 1 })).toEqual({
      ok: false,
      status: 409,
      message: 'Не в этом статусе',
    });
    expect(decide(TABLE, draft, 'boss', 'send', {})).toEqual({ ok: false, status: 403, message: 'Не ваше действие' });
    const sent = { ...draft, status: St.Sent };
    expect(decide(TABLE, sent, 'boss', 'approve', {})).toEqual({ ok: false, status: 400, message: 'Укажите сумму' });
    expect(decide(TABLE, { ...sent, locked: true }, 'boss', 'approve', { sum: 1 })).toEqual({
      ok: false,
      status: 409,
      message: 'Заявка заблокирована',
    });
  });

  it('offers the actions whose record conditions hold, leaving input conditions to the card', () => {
    expect(allowed(TABLE, draft, 'author')).toEqual(['send', 'withdraw']);
    expect(allowed(TABLE, { ...draft, locked: true }, 'author')).toEqual(['withdraw']);
    expect(allowed(TABLE, { ...draft, status: St.Sent }, 'boss')).toEqual(['approve']);
    expect(allowed(TABLE, { ...draft, status: St.Sent, locked: true }, 'boss')).toEqual([]);
  });

  it('reads its shape: statuses, actions, sides, final statuses, moves, the status schema', () => {
    expect(statusIds(TABLE)).toEqual([1, 2, 3, 4]);
    expect(actionNames(TABLE)).toEqual(['send', 'approve', 'withdraw']);
    expect(sideNames(TABLE)).toEqual(['author', 'boss']);
    expect(finalStatuses(TABLE)).toEqual([St.Approved, St.Withdrawn]);
    expect(leadsTo(TABLE, St.Draft, St.Sent)).toBe(true);
    expect(leadsTo(TABLE, St.Draft, St.Approved)).toBe(false);
    expect(statusSchema(TABLE)).toEqual({ type: 'integer', minimum: 1, maximum: 4 });
  });

  it("captions a history row's action (the creation too) and a status, an unknown one as itself", () => {
    expect(historyCaption(TABLE, 'create')).toBe('Заявка создана');
    expect(historyCaption(TABLE, 'approve')).toBe('Одобрена');
    expect(historyCaption(TABLE, 'archive')).toBe('archive');
    expect(historyCaption(TABLE, 'toString')).toBe('toString');
    expect(statusCaption(TABLE, St.Sent)).toBe('Отправлена');
    expect(statusCaption(TABLE, 9)).toBe('9');
  });

  it('draws every status, every row from each of its statuses with side and conditions, the start and the ends', () => {
    expect(diagram(TABLE)).toBe(
      [
        'stateDiagram-v2',
        '  state "1 Draft: Черновик" as s1',
        '  state "2 Sent: Отправлена" as s2',
        '  state "3 Approved: Одобрена" as s3',
        '  state "4 Withdrawn: Отозвана" as s4',
        '  [*] --> s1',
        '  s1 --> s2: автор: send [не заблокирована]',
        '  s2 --> s3: начальник: approve [не заблокирована, указана сумма]',
        '  s1 --> s4: автор: withdraw',
        '  s2 --> s4: автор: withdraw',
        '  s3 --> [*]',
        '  s4 --> [*]',
      ].join('\n'),
    );
  });
});
