/**
 * Patronage of the demo (workflows.md section 7), dated back from the day the demo is made: the
 * large family (account «family», Григорьев Алексей Викторович) under the patronage of the Salekhard centre's
 * social worker (Петров Сергей Викторович), their chat with the last message of the specialist
 * unread, the family's comment and last month's mark; two more people in the same specialist's charge
 * without a conversation yet. Message ids are apart from the conversations' (messages.ts).
 */
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';
import type { ThreadMessageSeed, ThreadSeed } from './messages.ts';
import { addDays, regionInstant } from '../../../common/schedule/slots.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { ThreadKind } from '../../../common/messages/messages.ts';

export interface PatronageRecordSeed {
  id: number;
  personId: number;
  institutionId: number;
  employeeId: number;
  since: string;
  category: string;
  reason: string;
  visits: string;
}

const today = regionToday();
const USER = { worker: 3, family: 7 } as const;
const WORKER_EMPLOYEE = 1;

export const PATRONAGE_RECORDS: PatronageRecordSeed[] = [
  {
    id: 1,
    personId: PERSON.largeFamilyFather,
    institutionId: INSTITUTION.csoSalekhard,
    employeeId: WORKER_EMPLOYEE,
    since: addDays(today, -75),
    category: 'Многодетная семья',
    reason: 'Сопровождение семьи после рождения третьего ребёнка: оформление мер поддержки, консультации',
    visits: 'Посещение на дому раз в две недели по вторникам, с 10:00 до 12:00',
  },
  {
    id: 2,
    personId: 20,
    institutionId: INSTITUTION.csoSalekhard,
    employeeId: WORKER_EMPLOYEE,
    since: addDays(today, -40),
    category: 'Гражданин пожилого возраста, проживающий одиноко',
    reason: 'Патронаж после выписки из стационара: контроль самочувствия, помощь в получении лекарств',
    visits: 'Посещение на дому еженедельно по четвергам, с 14:00 до 15:00',
  },
  {
    id: 3,
    personId: 16,
    institutionId: INSTITUTION.csoSalekhard,
    employeeId: WORKER_EMPLOYEE,
    since: addDays(today, -12),
    category: 'Инвалид I группы, проживающий с супругой пожилого возраста',
    reason: 'Подбор технических средств реабилитации и оформление ИППСУ',
    visits: 'Посещение на дому раз в месяц, первая среда месяца, с 11:00 до 12:00',
  },
];

export interface PatronageFeedbackSeed {
  id: number;
  recordId: number;
  authorUserId: number;
  period: string | null;
  rating: number | null;
  comment: string;
  createdAt: string;
}

/** The large family's word: a comment a month ago and the mark of last month. */
export const PATRONAGE_FEEDBACK: PatronageFeedbackSeed[] = [
  {
    id: 1,
    recordId: 1,
    authorUserId: 7,
    period: null,
    rating: null,
    comment: 'Просим приходить во второй половине дня: утром дети в детском саду, дома никого нет.',
    createdAt: regionInstant(addDays(today, -33), '19:20'),
  },
  {
    id: 2,
    recordId: 1,
    authorUserId: 7,
    period: `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`,
    rating: 5,
    comment: 'Сергей Викторович помог оформить выплату на третьего ребёнка, всё объяснил. Спасибо!',
    createdAt: regionInstant(addDays(`${today.slice(0, 7)}-01`, -1), '21:05'),
  },
];

type Line = [author: keyof typeof USER, daysAgo: number, time: string, body: string, read: boolean];

const LINES: Line[] = [
  [
    'worker',
    9,
    '10:15',
    'Алексей, добрый день! Я Сергей Викторович, ваш специалист по патронажу. В следующий вторник приду к вам в 10:00, как договаривались.',
    true,
  ],
  ['family', 9, '12:40', 'Здравствуйте! Ждём вас, будем дома.', true],
  [
    'worker',
    2,
    '16:05',
    'Напоминаю: до конца месяца нужно подать заявление на ежемесячную выплату на третьего ребёнка. Если понадобится помощь — напишите здесь.',
    false,
  ],
];

const key = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
const times = LINES.map(([, daysAgo, time]) => regionInstant(addDays(today, -daysAgo), time));

export const PATRONAGE_THREADS: ThreadSeed[] = [
  {
    id: 6,
    kind: ThreadKind.Patronage,
    personId: PERSON.largeFamilyFather,
    institutionId: INSTITUTION.csoSalekhard,
    employeeId: WORKER_EMPLOYEE,
    createdAt: times[0],
    lastMessageAt: times[times.length - 1],
  },
];

export const PATRONAGE_MESSAGES: ThreadMessageSeed[] = LINES.map(([author, , , body, read], i) => {
  const id = 90_201 + i;
  return {
    id,
    threadId: 6,
    authorUserId: USER[author],
    fromPerson: author === 'family',
    body,
    clientKey: key(id),
    createdAt: times[i],
    readAt: read ? new Date(Date.parse(times[i]) + 3_600_000).toISOString() : null,
  };
});
