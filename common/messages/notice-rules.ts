/**
 * The notices the workflows' actions raise (workflows.md section 9; docs/notices.md): which action of
 * which record, reaching which status, tells the record's person what, in which class. Pure data:
 * the server raises them on the transition helper's hook (server/messages/notices.ts), the demo
 * data writes its notices by the same rules.
 */
import type { NoticeClass } from './messages.ts';
import { ServiceContractStatus as C } from '../contracts/service-contract-machine.ts';
import { RequestStatus as Q } from '../requests/request-machine.ts';
import { RegistrationStatus as G } from '../schedule/registration-request-machine.ts';
import { CertificateStatus as T } from '../certificates/certificate-machine.ts';
import { TourismRequestStatus as O } from '../tourism/provider-request-machine.ts';
import { TourismCertificateStatus as U } from '../tourism/certificate-machine.ts';

/** The records whose actions raise notices (the transition helper's history names). */
export type NoticeRecord =
  | 'serviceContract'
  | 'personRequest'
  | 'registrationRequest'
  | 'certificate'
  | 'tourismProviderRequest'
  | 'tourismCertificate';

/** A notice as it is written: its class, who sends it (an institution's name) and its words. */
export interface Notice {
  kind: NoticeClass;
  /** Who sends it, as the person reads it: an institution's name. */
  sender: string;
  text: string;
}

/** What a notice about a record names: its number and the institution. */
export interface NoticeSubject {
  number: string | null;
  sender: string;
}

/** A rule: an action of this kind of record that reaches this status tells the record's person. */
interface NoticeRule {
  history: NoticeRecord;
  toStatus: number;
  /** Only this action to the status (none: any); the first rule that fits is taken. */
  action?: string;
  kind: NoticeClass;
  text: (subject: NoticeSubject, note: string | null) => string;
}

const because = (note: string | null) => (note ? ` Причина: ${note}` : '');
const no = (subject: NoticeSubject) => (subject.number ? ` № ${subject.number}` : '');

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
    action: 'returnRequest',
    kind: 'notForPerson',
    text: (s, note) =>
      `Заявление${no(s)} возвращено без рассмотрения.${because(note)} Устраните причину и подайте заявление заново.`,
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
  {
    history: 'certificate',
    toStatus: T.Expired,
    kind: 'expired',
    text: (s) =>
      `Срок действия сертификата${no(s)} истёк. Чтобы получать услуги по сертификату, подайте заявление на новый.`,
  },
  {
    history: 'tourismProviderRequest',
    toStatus: O.Included,
    kind: 'accepted',
    text: (s) =>
      `Заявление${no(s)} удовлетворено: организация включена в реестр поставщиков туристических услуг. Личный кабинет туроператора доступен — выберите роль «Туроператор».`,
  },
  {
    history: 'tourismProviderRequest',
    toStatus: O.Refused,
    kind: 'notValid',
    text: (s, note) =>
      `Во включении в реестр поставщиков туристических услуг по заявлению${no(s)} отказано.${because(note)}`,
  },
  {
    history: 'tourismCertificate',
    toStatus: U.Issued,
    kind: 'accepted',
    text: (s, note) =>
      `Туристический сертификат${no(s)} выдан.${note ? ` ${note}.` : ''} Выберите тур в разделе «Туризм» каталога услуг.`,
  },
  {
    history: 'tourismCertificate',
    toStatus: U.Refused,
    kind: 'notValid',
    text: (s, note) => `В выдаче туристического сертификата${no(s)} отказано.${because(note)}`,
  },
  {
    history: 'tourismCertificate',
    toStatus: U.Expired,
    kind: 'expired',
    text: (s) => `Срок действия туристического сертификата${no(s)} истёк.`,
  },
];

/** The rule of an action of a record that reaches a status: the first that fits, or undefined. */
export function ruleOf(history: string, toStatus: number, action: string): NoticeRule | undefined {
  return NOTICE_RULES.find(
    (r) => r.history === history && r.toStatus === toStatus && (r.action === undefined || r.action === action),
  );
}

/**
 * The notice an action would raise, as the rules write it (the demo data's notices are made so);
 * undefined when no rule tells of it.
 */
export function noticeOf(
  history: string,
  toStatus: number,
  action: string,
  subject: NoticeSubject,
  note: string | null = null,
): Notice | undefined {
  const rule = ruleOf(history, toStatus, action);
  return rule && { kind: rule.kind, sender: subject.sender, text: rule.text(subject, note) };
}
