import { describe, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts';
import {
  initialWizardState,
  neighbour,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '@/forms/wizard/wizard-state';

const blocks = ACTS['material-household-act'].definition.blocks;
const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);
const next = (from: number): WizardAction => ({ type: 'move', from, by: 1, blocks });
const back = (from: number): WizardAction => ({ type: 'move', from, by: -1, blocks });

describe('the act screen state', () => {
  it("moves by exactly one block with 'Далее' and 'Назад', and from the last block to the review", () => {
    let state = run([next(1)]);
    expect(state.current).toBe(2);
    state = run([next(2), next(3), next(4)], state);
    expect(state.current).toBe(5);
    state = run([back(5)], state);
    expect(state.current).toBe(4);
    expect(run([next(7)], { ...initialWizardState, current: 7 }).current).toBe('review');
    expect(run([back(1)]).current).toBe(1);
    expect(neighbour(blocks, 1, -1)).toBeUndefined();
  });

  it('ignores a second press that arrives for a block already left, so one click never skips a block', () => {
    const state = run([next(1), next(1)]);
    expect(state.current).toBe(2);
    expect(run([next(3), next(3), back(3)], { ...initialWizardState, current: 3 }).current).toBe(4);
  });

  it('marks every move as an arrival at the top of the step, and a restore as an arrival at a field', () => {
    const moved = run([next(1)]);
    expect(moved.arrival).toEqual({ seq: 1, pointer: undefined });
    const restored = run(
      [
        {
          type: 'restore',
          drafts: { 3: { familyMembers: [] } },
          savedAt: 5,
          at: { step: 3, pointer: '/familyMembers' },
        },
      ],
      moved,
    );
    expect(restored).toMatchObject({
      current: 3,
      arrival: { seq: 2, pointer: '/familyMembers' },
      restored: { blocks: [3], savedAt: 5 },
      local: { 3: { familyMembers: [] } },
    });
  });

  it('after a save drops the block’s changes and errors and opens the next block', () => {
    const state = run(
      [
        { type: 'edit', block: 3, data: { a: 1 }, byPerson: true },
        { type: 'refused', block: 3, errors: [{ pointer: '/a', message: 'x' }] },
        { type: 'saving' },
        { type: 'saved', block: 3, next: 4 },
      ],
      { ...initialWizardState, current: 3 },
    );
    expect(state).toMatchObject({ current: 4, local: {}, errors: {}, busy: false, summary: false });
    expect(state.arrival?.pointer).toBeUndefined();
  });

  it('counts refusals so each refused save sends focus to the summary, and shows only left fields’ errors before it', () => {
    const found = [
      { pointer: '/phone', message: 'Обязательное поле' },
      { pointer: '/person/lastName', message: 'Обязательное поле' },
    ];
    let state = run([{ type: 'leave', block: 1, pointer: '/phone', found }]);
    expect(state.errors[1]).toEqual([found[0]]);
    state = run(
      [
        { type: 'refused', block: 1, errors: found },
        { type: 'refused', block: 1, errors: found },
      ],
      state,
    );
    expect(state.refusals).toBe(2);
    expect(run([{ type: 'leave', block: 1, pointer: '/phone', found }], state).errors[1]).toEqual(found);
  });

  it('discarding restored drafts brings back the server’s data of those blocks only', () => {
    const state = run([
      { type: 'edit', block: 2, data: { typed: 'now' }, byPerson: true },
      { type: 'restore', drafts: { 1: { phone: '+7' }, 4: { wage: 1 } }, savedAt: 1 },
      { type: 'discardRestored' },
    ]);
    expect(state.local).toEqual({ 2: { typed: 'now' } });
    expect(state.restored).toBeNull();
  });

  it('a save of the last restored block closes the notice', () => {
    const state = run([
      { type: 'restore', drafts: { 1: { phone: '+7' } }, savedAt: 1 },
      { type: 'saved', block: 1, next: 2 },
    ]);
    expect(state.restored).toBeNull();
  });

  it('a sign refusal for unfilled blocks stays on the review with the list; field errors open the first block with them', () => {
    const review = { ...initialWizardState, current: 'review' as const };
    expect(run([{ type: 'signRefused', byBlock: {}, unfilled: [1, 7] }], review)).toMatchObject({
      current: 'review',
      unfilled: [1, 7],
      busy: false,
    });
    const withErrors = run(
      [{ type: 'signRefused', byBlock: { 7: [{ pointer: '/actDate', message: 'Обязательное поле' }] }, unfilled: [] }],
      review,
    );
    expect(withErrors).toMatchObject({ current: 7, summary: true, refusals: 1 });
  });

  it('after a conflict forgets the stale changes of the block so the refreshed data shows, the draft being offered again', () => {
    const state = run([
      { type: 'edit', block: 1, data: { phone: '+7' }, byPerson: true },
      { type: 'offerTaken', block: 1 },
      { type: 'conflict', text: 'Данные изменились' },
      { type: 'conflictClosed', block: 1 },
    ]);
    expect(state).toMatchObject({ conflict: null, local: {}, dismissed: {} });
  });

  it('keeps what the form announces by itself (its defaults) apart from the person’s work, until the person changes the block', () => {
    let state = run([{ type: 'edit', block: 5, data: { serviceForm: 2 }, byPerson: false }]);
    expect(state).toMatchObject({ local: { 5: { serviceForm: 2 } }, announced: { 5: true } });
    state = run(
      [
        { type: 'edit', block: 5, data: { serviceForm: 1 }, byPerson: true },
        { type: 'edit', block: 5, data: { serviceForm: 1, x: 1 }, byPerson: false },
      ],
      state,
    );
    expect(state.announced).toEqual({});
    expect(
      run([{ type: 'saved', block: 5, next: 'review' }], run([{ type: 'edit', block: 5, data: {}, byPerson: false }]))
        .announced,
    ).toEqual({});
  });
});
