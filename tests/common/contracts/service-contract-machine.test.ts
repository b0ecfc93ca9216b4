import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  decide,
  FINAL_STATUSES,
  serviceContractDiagram,
  SERVICE_CONTRACT_TRANSITIONS,
  ServiceContractStatus as S,
  type ContractSide,
  type ServiceContractAction,
  type ServiceContractActionInput,
  type ServiceContractFacts,
} from '../../../common/contracts/service-contract-machine';

const ACTIONS: ServiceContractAction[] = [
  'sendForSigning',
  'sign',
  'reject',
  'terminate',
  'requestTermination',
  'signActByProvider',
  'signAct',
  'markMissed',
  'rate',
  'feedback',
  'removeService',
  'extendValidity',
];
const SIDES: ContractSide[] = ['person', 'provider'];

const created = (over: Partial<ServiceContractFacts> = {}): ServiceContractFacts => ({
  status: S.Waiting,
  signedByPerson: false,
  signedByServiceProvider: false,
  actSignedByProvider: false,
  actSignedByPerson: false,
  rateByPerson: null,
  openServices: 3,
  isTour: false,
  dateTo: '2026-12-31',
  ...over,
});

/** Input that an action's own conditions accept, or (bad) what they refuse. */
const input = fc.oneof(
  fc.constant<ServiceContractActionInput>({ reason: 'Услуга больше не нужна', rating: 5, dateTo: '2027-06-30' }),
  fc.record<ServiceContractActionInput>({
    reason: fc.constantFrom('', '   ', 'Переезд'),
    rating: fc.constantFrom(0, 1, 3, 5, 6, 2.5),
    dateTo: fc.constantFrom('2026-01-01', '2026-12-31', '2027-03-31'),
  }),
);
const step = fc.record({ by: fc.constantFrom(...SIDES), action: fc.constantFrom(...ACTIONS), input });

/** What must hold of every contract the table can reach. */
function checkInvariants(c: ServiceContractFacts): void {
  // Termination, like the act and the rating, needs a concluded contract: signed by both sides.
  if ([S.Active, S.Closed, S.Requested, S.Missed, S.Terminated, S.TerminatedByPerson].includes(c.status as never)) {
    expect(c.signedByPerson && c.signedByServiceProvider).toBe(true);
  }
  if (c.status === S.SignedByPerson) expect([c.signedByPerson, c.signedByServiceProvider]).toEqual([true, false]);
  if (c.status === S.SignedByServiceProvider)
    expect([c.signedByPerson, c.signedByServiceProvider]).toEqual([false, true]);
  if (c.status === S.Waiting || c.status === S.Signing)
    expect(c.signedByPerson || c.signedByServiceProvider).toBe(false);
  if (c.status === S.Closed) expect(c.actSignedByProvider && c.actSignedByPerson).toBe(true);
  if (c.actSignedByPerson) expect(c.actSignedByProvider).toBe(true);
  if (c.status === S.Requested || c.status === S.Missed) expect(c.isTour).toBe(true);
  if (c.status === S.TerminatedByPerson) expect(c.isTour).toBe(false);
  expect(c.openServices).toBeGreaterThanOrEqual(1);
  if (c.rateByPerson !== null) expect([1, 2, 3, 4, 5]).toContain(c.rateByPerson);
}

describe('the service contract state table', () => {
  it('never reaches a state the table forbids, whatever either side tries in whatever order', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        fc.array(step, { maxLength: 30 }),
        (isTour, openServices, steps) => {
          let c = created({ isTour, openServices });
          for (const { by, action, input: given } of steps) {
            const before = c;
            const decision = decide(c, by, action, given);
            if (!decision.ok) {
              expect([400, 403, 409]).toContain(decision.status);
              expect(decision.message).toMatch(/[а-яё]/i);
              continue;
            }
            // Every step taken is a row of the table, by its own side, from the status it was in.
            const { row } = decision;
            expect(row.action).toBe(action);
            expect(row.by).toBe(by);
            expect(row.from).toContain(before.status);
            expect(decision.next.status).toBe(row.to === 'same' ? before.status : row.to);
            // Out of a final status only rating and feedback, which keep it.
            if (FINAL_STATUSES.includes(before.status)) expect(decision.next.status).toBe(before.status);
            // The card offers an action exactly when the contract itself allows it.
            expect(allowedActions(before, by)).toContain(action);
            c = decision.next;
            checkInvariants(c);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('offers on the card only what the server would do', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 20 }), fc.constantFrom(...SIDES), (isTour, steps, side) => {
        let c = created({ isTour });
        for (const s of steps) {
          const decision = decide(c, s.by, s.action, s.input);
          if (decision.ok) c = decision.next;
        }
        const good: ServiceContractActionInput = { reason: 'Причина', rating: 4, dateTo: '2099-12-31' };
        for (const action of ACTIONS)
          expect(decide(c, side, action, good).ok).toBe(allowedActions(c, side).includes(action));
      }),
      { numRuns: 1000 },
    );
  });

  it('walks the usual life of a contract and of a tour', () => {
    const run = (
      c: ServiceContractFacts,
      steps: [ContractSide, ServiceContractAction, ServiceContractActionInput?][],
    ) =>
      steps.reduce((facts, [by, action, given]) => {
        const decision = decide(facts, by, action, given);
        if (!decision.ok) throw new Error(`${by} ${action} in ${facts.status}: ${decision.message}`);
        return decision.next;
      }, c);
    const closed = run(created(), [
      ['provider', 'sendForSigning'],
      ['person', 'sign'],
      ['provider', 'sign'],
      ['provider', 'signActByProvider'],
      ['person', 'signAct'],
      ['person', 'rate', { rating: 5 }],
    ]);
    expect(closed).toMatchObject({ status: S.Closed, rateByPerson: 5 });
    const tour = run(created({ isTour: true }), [
      ['provider', 'sign'],
      ['person', 'sign'],
      ['person', 'requestTermination'],
      ['provider', 'terminate'],
    ]);
    expect(tour.status).toBe(S.Terminated);
  });

  it('refuses with the reason: the other side, the wrong status, the missing input', () => {
    expect(decide(created(), 'person', 'sendForSigning')).toEqual({
      ok: false,
      status: 403,
      message: 'Это действие выполняет другая сторона договора',
    });
    expect(decide(created(), 'person', 'terminate')).toEqual({
      ok: false,
      status: 409,
      message: 'Действие недоступно в текущем статусе договора',
    });
    expect(decide(created({ status: S.Signing }), 'person', 'reject', { reason: ' ' })).toEqual({
      ok: false,
      status: 400,
      message: 'Укажите причину отклонения',
    });
    expect(
      decide(created({ status: S.Active, signedByPerson: true, signedByServiceProvider: true }), 'person', 'signAct'),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'Акт оказанных услуг ещё не подписан поставщиком',
    });
    expect(decide(created({ openServices: 1 }), 'provider', 'removeService').ok).toBe(false);
    const closed = created({
      status: S.Closed,
      signedByPerson: true,
      signedByServiceProvider: true,
      actSignedByProvider: true,
      actSignedByPerson: true,
      rateByPerson: 4,
    });
    expect(decide(closed, 'person', 'rate', { rating: 5 })).toMatchObject({ ok: false, message: 'Договор уже оценён' });
  });

  it('is the diagram the repository documents', () => {
    const doc = readFileSync('docs/service-contract-states.md', 'utf8');
    const block = /```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(block).toBe(serviceContractDiagram());
    // Every status appears in the table, as a source or a target.
    const seen = new Set(
      SERVICE_CONTRACT_TRANSITIONS.flatMap((row) => [...row.from, ...(row.to === 'same' ? [] : [row.to])]),
    );
    expect([...seen].sort((a, b) => a - b)).toEqual(Object.values(S).sort((a, b) => a - b));
  });
});
