/**
 * The portal's notices (workflows.md section 9): one function, `notify`, writes a notice of a
 * class to the accounts of a person, in the caller's transaction, and tells their live streams; the
 * person reads it under «Уведомления» in /user/messages. The rules below raise the notices of the
 * workflows from the one place an action is announced (the transition helper's afterTransition
 * hook): a notice exists exactly when its action does, and never goes to the one who acted.
 */
import type { Queryable } from '../db/db.ts';
import { afterTransition, type TransitionEvent } from '../workflow/transition.ts';
import type { HistoryTable } from '../repositories/workflow-history.ts';
import {
  findNoticeSubject,
  insertNotices,
  type Notice,
  type NoticeSubject as Subject,
} from '../repositories/notices.ts';
import type { NoticeClass } from '../../common/messages/messages.ts';
import { ServiceContractStatus as C } from '../../common/contracts/service-contract-machine.ts';
import { RequestStatus as Q } from '../../common/requests/request-machine.ts';
import { RegistrationStatus as G } from '../../common/schedule/registration-request-machine.ts';

export type { Notice };

/**
 * Writes a notice to every account of a person but the one who caused it; returns how many were
 * written. Runs in the caller's transaction: rolled back with it.
 */
export async function notify(
  tx: Queryable,
  personId: number,
  notice: Notice,
  except: number | null = null,
): Promise<number> {
  return insertNotices(tx, personId, notice, except);
}

/** A rule: an action of this kind of record that reaches this status tells the record's person. */
interface NoticeRule {
  history: HistoryTable;
  toStatus: number;
  kind: NoticeClass;
  text: (subject: Subject, note: string | null) => string;
}

const because = (note: string | null) => (note ? ` Причина: ${note}` : '');
const no = (subject: Subject) => (subject.number ? ` № ${subject.number}` : '');

/** The workflows' notices; documented in docs/notices.md. */
export const NOTICE_RULES: readonly NoticeRule[] = [
  {
    history: 'serviceContract',
    toStatus: C.SignedByServiceProvider,
    kind: 'accepted',
    text: (s) => `Поставщик подписал договор${no(s)}. Подпишите его в разделе «Договоры на услуги».`,
  },
  {
    history: 'serviceContract',
    toStatus: C.Active,
    kind: 'accepted',
    text: (s) => `Договор${no(s)} подписан обеими сторонами и действует.`,
  },
  {
    history: 'serviceContract',
    toStatus: C.Rejected,
    kind: 'notValid',
    text: (s, note) => `Поставщик отклонил договор${no(s)}.${because(note)}`,
  },
  {
    history: 'serviceContract',
    toStatus: C.Terminated,
    kind: 'executed',
    text: (s, note) => `Договор${no(s)} расторгнут.${because(note)}`,
  },
  {
    history: 'serviceContract',
    toStatus: C.Closed,
    kind: 'executed',
    text: (s) => `Договор${no(s)} исполнен и закрыт.`,
  },
  {
    history: 'serviceContract',
    toStatus: C.Missed,
    kind: 'expired',
    text: (s) => `Срок подписания договора${no(s)} истёк.`,
  },
  {
    history: 'personRequest',
    toStatus: Q.InWork,
    kind: 'accepted',
    text: (s) => `Заявление${no(s)} принято в работу.`,
  },
  {
    history: 'personRequest',
    toStatus: Q.Satisfied,
    kind: 'executed',
    text: (s) => `Заявление${no(s)} удовлетворено.`,
  },
  {
    history: 'personRequest',
    toStatus: Q.Reject,
    kind: 'notValid',
    text: (s, note) => `По заявлению${no(s)} отказано.${because(note)}`,
  },
  {
    history: 'registrationRequest',
    toStatus: G.Accepted,
    kind: 'accepted',
    text: (s) => `Заявка на запись${no(s)} принята: учреждение запишет вас на услугу.`,
  },
  {
    history: 'registrationRequest',
    toStatus: G.Rejected,
    kind: 'notValid',
    text: (s, note) => `Заявка на запись${no(s)} отклонена.${because(note)}`,
  },
];

/** The afterTransition hook: the rule of the action's record and status, if one, tells the record's person. */
export async function noticeOfTransition(tx: Queryable, event: TransitionEvent): Promise<void> {
  if (event.fromStatus === event.toStatus) return;
  const rule = NOTICE_RULES.find((r) => r.history === event.history && r.toStatus === event.toStatus);
  if (!rule) return;
  const subject = await findNoticeSubject(tx, event.history, event.recordId);
  if (!subject) return;
  await notify(
    tx,
    subject.personId,
    { kind: rule.kind, sender: subject.sender, text: rule.text(subject, event.note) },
    event.actorUserId,
  );
}

if (!afterTransition.includes(noticeOfTransition)) afterTransition.push(noticeOfTransition);
