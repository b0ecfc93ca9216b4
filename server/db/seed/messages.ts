/**
 * Conversations of the demo (workflows.md sections 2, 3, 7), dated back from the day the demo is
 * made: the citizen with the provider of «Северная забота» (the last answer unread) and with the
 * social worker of the Salekhard centre (all read); the guardian with the social worker (unread
 * by the centre); the provider with two more clients of «Северная забота». Ids stay below the
 * tables' identity starts; message ids are apart from the demo notices' (user_messages), whose
 * sequence the conversations' messages share.
 */
import { INSTITUTION } from './institutions.ts';
import { PERSON } from './people.ts';
import { addDays, regionInstant } from '../../../common/schedule/slots.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { ThreadKind } from '../../../common/messages/messages.ts';

const USER = { citizen: 1, guardian: 2, worker: 3, provider: 4 } as const;

export interface ThreadSeed {
  id: number;
  kind: number;
  personId: number;
  institutionId: number;
  employeeId: number | null;
  createdAt: string;
  lastMessageAt: string;
}

export interface ThreadMessageSeed {
  id: number;
  threadId: number;
  authorUserId: number;
  fromPerson: boolean;
  body: string;
  clientKey: string;
  createdAt: string;
  readAt: string | null;
}

/** A message: who wrote, how many days back at what time of the region's day, read or not by the other side. */
type Line = [author: keyof typeof USER, daysAgo: number, time: string, body: string, read: boolean];

const CONVERSATIONS: { id: number; personId: number; institutionId: number; lines: Line[] }[] = [
  {
    id: 1,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.severnayaZabota,
    lines: [
      [
        'citizen',
        4,
        '09:12',
        'Здравствуйте! Подскажите, можно ли перенести визит сиделки с четверга на пятницу? В четверг у меня приём в поликлинике.',
        true,
      ],
      [
        'provider',
        4,
        '10:40',
        'Добрый день, Мария Петровна! Да, перенесём на пятницу, 10:00. Придёт Ольга Сергеевна, как обычно.',
        true,
      ],
      ['citizen', 4, '11:02', 'Спасибо, пятница подходит.', true],
      [
        'provider',
        1,
        '18:30',
        'Напоминаем: завтра в 10:00 визит сиделки. После визита подпишите, пожалуйста, услугу в календаре на портале.',
        false,
      ],
    ],
  },
  {
    id: 2,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.csoSalekhard,
    lines: [
      [
        'worker',
        6,
        '14:05',
        'Мария Петровна, для пересмотра ИППСУ нужна справка о составе семьи. Приложите её, пожалуйста, к ответу на это сообщение.',
        true,
      ],
      ['citizen', 6, '17:48', 'Добрый вечер! Справку получу в МФЦ на этой неделе и сразу пришлю.', true],
      ['worker', 5, '09:20', 'Хорошо, жду. Если понадобится помощь с записью в МФЦ — напишите.', true],
    ],
  },
  {
    id: 3,
    personId: PERSON.guardian,
    institutionId: INSTITUTION.csoSalekhard,
    lines: [
      [
        'worker',
        3,
        '11:00',
        'Ольга Николаевна, напоминаем: отчёт опекуна о хранении и использовании имущества подопечного нужно сдать до 1 февраля.',
        true,
      ],
      [
        'guardian',
        1,
        '19:34',
        'Добрый вечер! Отчёт заполнил на портале и отправил. Чеки на лекарства приложил в разделе расходов. Проверьте, пожалуйста.',
        false,
      ],
    ],
  },
  {
    id: 4,
    personId: PERSON.largeFamilyMother,
    institutionId: INSTITUTION.severnayaZabota,
    lines: [
      [
        'provider',
        2,
        '15:10',
        'Анна Сергеевна, на следующей неделе сиделка придёт во вторник и четверг в 9:30. Если время неудобно, ответьте здесь.',
        false,
      ],
    ],
  },
  {
    id: 5,
    personId: 15,
    institutionId: INSTITUTION.severnayaZabota,
    lines: [
      [
        'provider',
        8,
        '10:00',
        'Добрый день! Договор на уход продлён до конца года, копия — в разделе «Договоры».',
        true,
      ],
    ],
  },
];

const today = regionToday();
const key = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

export const MESSAGE_THREADS: ThreadSeed[] = [];
export const THREAD_MESSAGES: ThreadMessageSeed[] = [];

// Apart from the notices' demo ids (user_messages): one sequence names both kinds.
let messageId = 90_000;
for (const c of CONVERSATIONS) {
  const times = c.lines.map(([, daysAgo, time]) => regionInstant(addDays(today, -daysAgo), time));
  MESSAGE_THREADS.push({
    id: c.id,
    kind: ThreadKind.Conversation,
    personId: c.personId,
    institutionId: c.institutionId,
    employeeId: null,
    createdAt: times[0],
    lastMessageAt: times[times.length - 1],
  });
  c.lines.forEach(([author, , , body, read], i) => {
    messageId += 1;
    const createdAt = times[i];
    THREAD_MESSAGES.push({
      id: messageId,
      threadId: c.id,
      authorUserId: USER[author],
      fromPerson: author === 'citizen' || author === 'guardian',
      body,
      clientKey: key(messageId),
      createdAt,
      // Read an hour later, or not yet.
      readAt: read ? new Date(Date.parse(createdAt) + 3_600_000).toISOString() : null,
    });
  });
}
