import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedModerationActions,
  MODERATION_ACTIONS,
  MODERATION_REFUSALS,
  MODERATION_STATUSES,
  MODERATION_TABLE,
  ModerationStatus as S,
  moderationDiagram,
  type ModerationSide,
  type ModerationStatus,
} from '../../../common/service-catalog/moderation-machine';
import { decide } from '../../../common/workflow/state-table';

const SIDES: ModerationSide[] = ['provider', 'moderator'];
const at = (status: ModerationStatus, comment: string | null = null) => ({ status, comment });

describe('the service moderation table', () => {
  it('reads as designed: status x action x side -> next status, every other call refused', () => {
    const table: Record<string, number> = {};
    for (const status of MODERATION_STATUSES)
      for (const action of MODERATION_ACTIONS)
        for (const side of SIDES) {
          const d = decide(MODERATION_TABLE, at(status), side, action, { comment: 'Уточните расписание' });
          table[`${status} ${action} ${side}`] = d.ok ? d.next.status : d.status;
        }
    expect(Object.fromEntries(Object.entries(table).filter(([, v]) => v < 100))).toEqual({
      '1 edit provider': S.Draft,
      '1 submit provider': S.OnModeration,
      '2 recall provider': S.Draft,
      '2 approve moderator': S.Approved,
      '2 return moderator': S.Returned,
      '3 edit provider': S.Returned,
      '3 submit provider': S.OnModeration,
      '4 edit provider': S.Draft,
    });
    // The other side's action where the status has it: 403; an action the status lacks: 409.
    expect(table['2 approve provider']).toBe(403);
    expect(table['1 submit moderator']).toBe(403);
    expect(table['1 approve moderator']).toBe(409);
    expect(table['4 submit provider']).toBe(409);
    expect(table['4 return moderator']).toBe(409);
  });

  it('asks a return for its comment and keeps it until the card is sent again', () => {
    const bare = decide(MODERATION_TABLE, at(S.OnModeration), 'moderator', 'return', { comment: '   ' });
    expect(bare).toEqual({ ok: false, status: 400, message: MODERATION_REFUSALS.noComment });
    const returned = decide(MODERATION_TABLE, at(S.OnModeration), 'moderator', 'return', { comment: ' Нет цены ' });
    expect(returned).toMatchObject({ ok: true, next: { status: S.Returned, comment: 'Нет цены' }, note: 'Нет цены' });
    const edited = decide(MODERATION_TABLE, at(S.Returned, 'Нет цены'), 'provider', 'edit', {});
    expect(edited).toMatchObject({ ok: true, next: { status: S.Returned, comment: 'Нет цены' } });
    const sent = decide(MODERATION_TABLE, at(S.Returned, 'Нет цены'), 'provider', 'submit', {});
    expect(sent).toMatchObject({ ok: true, next: { status: S.OnModeration, comment: null } });
  });

  it('offers each side only its actions, a return with the comment asked by the card', () => {
    expect(allowedModerationActions(at(S.Draft), 'provider')).toEqual(['edit', 'submit']);
    expect(allowedModerationActions(at(S.OnModeration), 'provider')).toEqual(['recall']);
    expect(allowedModerationActions(at(S.OnModeration), 'moderator')).toEqual(['approve', 'return']);
    expect(allowedModerationActions(at(S.Returned), 'provider')).toEqual(['edit', 'submit']);
    expect(allowedModerationActions(at(S.Approved), 'provider')).toEqual(['edit']);
    expect(allowedModerationActions(at(S.Approved), 'moderator')).toEqual([]);
  });

  it('is drawn in docs/service-moderation-states.md exactly as the table reads', () => {
    const doc = readFileSync('docs/service-moderation-states.md', 'utf8');
    expect(/```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1]).toBe(moderationDiagram());
  });
});
