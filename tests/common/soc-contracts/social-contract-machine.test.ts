import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contractActionsFor,
  decideContract,
  decideReport,
  reportActionsFor,
  socialContractDiagram,
  socialReportDiagram,
  SocialContractStatus as C,
  SocialReportStatus as R,
  type SocialContractAction,
  type SocialContractFacts,
  type SocialContractSide,
  type SocialReportAction,
  type SocialReportFacts,
} from '../../../common/soc-contracts/social-contract-machine.ts';

const contract = (status: SocialContractFacts['status'], events = 5, openEvents = 2): SocialContractFacts => ({
  status,
  events,
  openEvents,
});
const report = (status: SocialReportFacts['status'], contractInForce = true, hasContent = true): SocialReportFacts => ({
  status,
  contractInForce,
  hasContent,
});

describe('the social contract table', () => {
  it.each<[string, SocialContractFacts, SocialContractSide, SocialContractAction, object, number]>([
    ['the institution approves a project with a programme', contract(C.Project), 'employee', 'approve', {}, C.Approved],
    [
      'the institution rejects a project with a reason',
      contract(C.Project),
      'employee',
      'reject',
      { reason: 'Доход выше' },
      C.Rejected,
    ],
    [
      'the citizen declines a project with a reason',
      contract(C.Project),
      'person',
      'decline',
      { reason: 'Нашёл работу' },
      C.Rejected,
    ],
    ['a contract whose events are all done closes', contract(C.Approved, 5, 0), 'employee', 'close', {}, C.Closed],
    [
      'a contract in force is terminated with a reason',
      contract(C.Approved),
      'employee',
      'terminate',
      { reason: 'Не выполняет' },
      C.Terminated,
    ],
  ])('%s', (_name, facts, side, action, input, to) => {
    expect(decideContract(facts, side, action, input)).toMatchObject({ ok: true, next: { status: to } });
  });

  it.each<[string, SocialContractFacts, SocialContractSide, SocialContractAction, object, number, string]>([
    [
      'no programme, no approval',
      contract(C.Project, 0, 0),
      'employee',
      'approve',
      {},
      409,
      'В программе социальной адаптации нет мероприятий',
    ],
    [
      'open events keep it from closing',
      contract(C.Approved, 5, 1),
      'employee',
      'close',
      {},
      409,
      'Не все мероприятия программы социальной адаптации выполнены',
    ],
    [
      'a rejection needs a reason',
      contract(C.Project),
      'employee',
      'reject',
      { reason: '  ' },
      400,
      'Укажите причину отклонения',
    ],
    [
      'a termination needs a reason',
      contract(C.Approved),
      'employee',
      'terminate',
      {},
      400,
      'Укажите причину расторжения',
    ],
    [
      'the citizen does not approve',
      contract(C.Project),
      'person',
      'approve',
      {},
      403,
      'Это действие выполняет другая сторона социального контракта',
    ],
    [
      'a closed contract is not terminated',
      contract(C.Closed, 5, 0),
      'employee',
      'terminate',
      { reason: 'x' },
      409,
      'Действие недоступно в текущем статусе социального контракта',
    ],
    [
      'a rejected one is not approved',
      contract(C.Rejected),
      'employee',
      'approve',
      {},
      409,
      'Действие недоступно в текущем статусе социального контракта',
    ],
  ])('refuses: %s', (_name, facts, side, action, input, status, message) => {
    expect(decideContract(facts, side, action, input)).toEqual({ ok: false, status, message });
  });

  it('offers each side only its own actions', () => {
    expect(contractActionsFor(contract(C.Project), 'employee')).toEqual(['approve', 'reject']);
    expect(contractActionsFor(contract(C.Project), 'person')).toEqual(['decline']);
    expect(contractActionsFor(contract(C.Approved, 5, 1), 'employee')).toEqual(['terminate']);
    expect(contractActionsFor(contract(C.Approved, 5, 0), 'employee')).toEqual(['close', 'terminate']);
    expect(contractActionsFor(contract(C.Approved), 'person')).toEqual([]);
    for (const end of [C.Closed, C.Terminated, C.Rejected] as const) {
      expect(contractActionsFor(contract(end), 'employee')).toEqual([]);
      expect(contractActionsFor(contract(end), 'person')).toEqual([]);
    }
  });
});

describe('the report table', () => {
  it.each<[string, SocialReportFacts, SocialContractSide, SocialReportAction, object, number]>([
    ['the citizen sends a draft', report(R.Draft), 'person', 'submit', {}, R.Submitted],
    ['the citizen sends a returned report again', report(R.Returned), 'person', 'submit', {}, R.Submitted],
    ['the citizen edits a draft', report(R.Draft, true, false), 'person', 'edit', { text: 'Сделано' }, R.Draft],
    ['the institution accepts', report(R.Submitted), 'employee', 'accept', {}, R.Accepted],
    [
      'the institution returns with a comment',
      report(R.Submitted),
      'employee',
      'return',
      { comment: 'Нет справки' },
      R.Returned,
    ],
  ])('%s', (_name, facts, side, action, input, to) => {
    expect(decideReport(facts, side, action, input)).toMatchObject({ ok: true, next: { status: to } });
  });

  it.each<[string, SocialReportFacts, SocialContractSide, SocialReportAction, object, number, string]>([
    [
      'an empty report is not sent',
      report(R.Draft, true, false),
      'person',
      'submit',
      {},
      409,
      'Опишите, что сделано, или приложите документ',
    ],
    [
      'nothing is filed on a contract not in force',
      report(R.Draft, false),
      'person',
      'submit',
      {},
      409,
      'Отчёты принимаются только по действующему социальному контракту',
    ],
    [
      'an edit brings text or a document',
      report(R.Draft),
      'person',
      'edit',
      { text: ' ', documents: 0 },
      400,
      'Опишите, что сделано, или приложите документ',
    ],
    [
      'a return says what to rework',
      report(R.Submitted),
      'employee',
      'return',
      { comment: '' },
      400,
      'Укажите, что нужно доработать в отчёте',
    ],
    [
      'the citizen does not accept their own report',
      report(R.Submitted),
      'person',
      'accept',
      {},
      403,
      'Это действие выполняет другая сторона социального контракта',
    ],
    [
      'a report on review is not edited',
      report(R.Submitted),
      'person',
      'edit',
      { text: 'x' },
      409,
      'Действие недоступно в текущем статусе отчёта',
    ],
    [
      'an accepted report is not returned',
      report(R.Accepted),
      'employee',
      'return',
      { comment: 'x' },
      409,
      'Действие недоступно в текущем статусе отчёта',
    ],
  ])('refuses: %s', (_name, facts, side, action, input, status, message) => {
    expect(decideReport(facts, side, action, input)).toEqual({ ok: false, status, message });
  });

  it('offers each side only its own actions', () => {
    expect(reportActionsFor(report(R.Draft), 'person')).toEqual(['edit', 'submit']);
    expect(reportActionsFor(report(R.Draft, true, false), 'person')).toEqual(['edit']);
    expect(reportActionsFor(report(R.Submitted), 'employee')).toEqual(['accept', 'return']);
    expect(reportActionsFor(report(R.Submitted), 'person')).toEqual([]);
    expect(reportActionsFor(report(R.Accepted), 'employee')).toEqual([]);
    expect(reportActionsFor(report(R.Draft, false), 'person')).toEqual([]);
  });
});

describe('docs/social-contract-states.md', () => {
  it('holds the two diagrams the tables draw', () => {
    const doc = readFileSync('docs/social-contract-states.md', 'utf8');
    const blocks = [...doc.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1]);
    expect(blocks).toEqual([socialContractDiagram(), socialReportDiagram()]);
  });
});
