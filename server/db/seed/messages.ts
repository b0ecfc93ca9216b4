/**
 * Conversations of the demo (workflows.md sections 2, 3, 7), dated back from the day the demo is
 * made: the citizen with the provider of «Северная забота» (the last answer unread) and with the
 * social worker of the Salekhard centre (all read); the guardian with the social worker (unread
 * by the centre); the provider with two more clients of «Северная забота»; and one long
 * conversation, 5,000 messages over more than a year, of the citizen with «КЦСОН „Участие“»
 * (home services for her and her son; all read). Ids stay below the tables' identity starts;
 * message ids are apart from the demo notices' (user_messages), whose sequence the
 * conversations' messages share.
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

/**
 * The long conversation: the citizen and «КЦСОН „Участие“» (the provider's second institution),
 * where she has contracts of home services for herself and her son. Everyday exchanges taken in
 * turn, the citizen and the centre alternating, a dozen a day from the morning to the evening over
 * LONG_DAYS days up to yesterday; all read an hour later. It shows a conversation of thousands of
 * messages opening on its newest page and read back page by page.
 */
export const LONG_CONVERSATION = { threadId: 7, messages: 5_000, firstId: 91_001 } as const;
const LONG_DAYS = 400;

/** [the citizen's message, the centre's answer], in turn. */
const EXCHANGES: [string, string][] = [
  [
    'Добрый день! Подскажите, социальный работник придёт завтра в обычное время?',
    'Здравствуйте, Мария Петровна! Да, завтра с 10:00 до 12:00, придёт Светлана Игоревна.',
  ],
  [
    'Нужно купить лекарства по рецепту, рецепт оставлю на тумбочке у входа.',
    'Хорошо, лекарства купим в аптеке на Ленина и принесём вместе с чеком.',
  ],
  [
    'Можно перенести уборку с пятницы на понедельник? В пятницу меня не будет дома.',
    'Перенесли уборку на понедельник, 14:00. Если время неудобно, напишите.',
  ],
  ['Спасибо большое Светлане Игоревне, всё сделала аккуратно.', 'Спасибо за добрые слова, обязательно передадим.'],
  [
    'Скажите, сколько будет стоить услуга сопровождения в поликлинику?',
    'Сопровождение входит в ваш договор, дополнительно платить не нужно. Запишите, пожалуйста, дату приёма.',
  ],
  [
    'Приём у терапевта в среду в 11:30, поликлиника № 2.',
    'Записали сопровождение на среду, социальный работник зайдёт за вами в 11:00.',
  ],
  [
    'Сына Петю нужно отвезти на занятия с логопедом во вторник.',
    'Во вторник машина будет у подъезда в 15:20, водитель позвонит заранее.',
  ],
  [
    'Подскажите, где подписать акт за прошлый месяц?',
    'Акт в разделе «Договоры» на портале, его можно подписать там же. Если не получается, подпишем при визите.',
  ],
  ['Подписала акт, проверьте, пожалуйста, всё ли верно.', 'Акт подписан, всё верно. Спасибо!'],
  [
    'У нас с утра нет горячей воды, социальный работник сможет помочь с покупками без стирки?',
    'Конечно, в этот раз только покупки и приготовление обеда. Стирку перенесём на следующий визит.',
  ],
  [
    'Список продуктов: хлеб, молоко, гречка, яблоки, курица. Деньги оставлю как обычно.',
    'Список получили, всё купим. Сдачу и чек оставим на кухне.',
  ],
  [
    'Добрый вечер! Завтра у меня давление, могу не услышать звонок в дверь. Ключ у соседки из 12-й квартиры.',
    'Поняли, зайдём к соседке за ключом. Поправляйтесь, Мария Петровна!',
  ],
  [
    'Можно ли оформить прокат ходунков на месяц?',
    'Да, в пункте проката есть ходунки. Привезём в четверг вместе с договором проката.',
  ],
  [
    'Ходунки получила, очень удобные. Договор подписала.',
    'Рады, что подошли. Срок проката — до конца месяца, продлить можно здесь же, в переписке.',
  ],
  [
    'Хочу продлить прокат ходунков ещё на месяц.',
    'Прокат продлили, новая дата возврата указана в договоре на портале.',
  ],
  [
    'Подскажите, есть ли в центре занятия «Активного долголетия» для меня?',
    'Есть группа скандинавской ходьбы по вторникам и четвергам в 10:00 и занятия по компьютерной грамотности по средам.',
  ],
  [
    'Запишите меня, пожалуйста, на компьютерную грамотность.',
    'Записали на среду, 14:00, кабинет 12. Возьмите с собой паспорт.',
  ],
  [
    'Сегодня не смогу прийти на занятие, простите.',
    'Ничего страшного, материалы занятия передадим при следующем визите.',
  ],
  [
    'Пришло уведомление о пересмотре ИППСУ. Что от меня нужно?',
    'Нужна справка о доходах за последние три месяца. Её можно приложить к ответу здесь.',
  ],
  [
    'Справку о доходах запросила в МФЦ, обещали через неделю.',
    'Хорошо, ждём. Пересмотр ИППСУ не задержится, срок — до конца месяца.',
  ],
  [
    'Справку получила, приложу при визите социального работника, хорошо?',
    'Да, так даже удобнее: Светлана Игоревна заберёт её и сделает копию.',
  ],
  [
    'Когда будет готова новая программа обслуживания?',
    'Программа готова, ознакомиться с ней можно в разделе «Документы». Набор услуг остался прежним.',
  ],
  [
    'Сын заболел, занятия с логопедом на этой неделе отменяются.',
    'Отменили поездки на этой неделе. Выздоравливайте! Напишите, когда можно будет возобновить.',
  ],
  ['Петя здоров, можно возобновить занятия со следующего вторника.', 'Возобновили: вторник, 15:20, машина у подъезда.'],
  [
    'Подскажите телефон диспетчера, если социальный работник задерживается?',
    'Диспетчер: +7 (3496) 42-35-07, с 8:00 до 20:00 без выходных. Можно писать и сюда.',
  ],
  [
    'Социальный работник опаздывает уже на полчаса, всё в порядке?',
    'Извините за задержку: Светлана Игоревна задержалась у предыдущего получателя услуг, будет через 15 минут.',
  ],
  ['Всё хорошо, дождалась. Спасибо, что предупредили.', 'Спасибо за понимание, Мария Петровна.'],
  [
    'Можно ли в эту субботу помочь с мытьём окон?',
    'Мытьё окон входит в договор раз в квартал. Записали на субботу, 11:00.',
  ],
  [
    'Нужно оплатить коммунальные услуги, квитанции в прихожей.',
    'Оплатим в отделении банка при следующем визите, чеки оставим в папке с квитанциями.',
  ],
  [
    'Перед праздниками вы работаете в обычном режиме?',
    'В праздничные дни визиты по графику, кроме 1 и 7 января. Покупки на праздники лучше заказать заранее.',
  ],
  [
    'Тогда прошу 30 декабря купить продукты к празднику, список оставлю заранее.',
    'Записали покупки на 30 декабря. С наступающим праздником!',
  ],
  [
    'Можно заменить социального работника на время отпуска Светланы Игоревны?',
    'На время отпуска к вам будет приходить Ольга Викторовна, в те же дни и часы.',
  ],
  [
    'Ольга Викторовна была сегодня, всё хорошо, спасибо.',
    'Рады слышать. Светлана Игоревна выйдет из отпуска в понедельник.',
  ],
  [
    'Хотела бы получить консультацию психолога для сына.',
    'Психолог центра принимает по четвергам. Ближайшее свободное время — 16:00, записать?',
  ],
  ['Да, запишите, пожалуйста, на четверг в 16:00.', 'Записали. Кабинет 7, первый этаж, вход со двора.'],
  [
    'Подскажите, как получить копию договора на бумаге?',
    'Распечатаем и принесём при визите, подпись не нужна — договор уже подписан на портале.',
  ],
  [
    'У меня сломался тонометр, можно ли взять его в прокат?',
    'В пункте проката тонометров нет, но социальный работник поможет выбрать и купить новый.',
  ],
  [
    'Оценка качества услуг за месяц: всё отлично, пять баллов.',
    'Спасибо за оценку! Она учитывается в рейтинге поставщиков услуг.',
  ],
  ['Завтра у меня гости, уборку лучше провести с утра.', 'Хорошо, Светлана Игоревна придёт к 9:00.'],
  [
    'Добрый день! Можно ли добавить в договор доставку обедов?',
    'Доставка горячих обедов — отдельная услуга. Подготовим дополнительное соглашение, подписать можно на портале.',
  ],
];

{
  const total = LONG_CONVERSATION.messages;
  const long: ThreadMessageSeed[] = [];
  for (let i = 0; i < total; i += 1) {
    // The day of the i-th message, from LONG_DAYS days ago to yesterday, and its turn that day.
    const day = Math.floor((i * LONG_DAYS) / total);
    const turn = i - Math.ceil((day * total) / LONG_DAYS);
    const minutes = 8 * 60 + 30 + turn * 50 + ((i * 7) % 11);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const createdAt = regionInstant(addDays(today, day - LONG_DAYS), time);
    const id = LONG_CONVERSATION.firstId + i;
    const fromCitizen = i % 2 === 0;
    long.push({
      id,
      threadId: LONG_CONVERSATION.threadId,
      authorUserId: fromCitizen ? USER.citizen : USER.provider,
      fromPerson: fromCitizen,
      body: EXCHANGES[Math.floor(i / 2) % EXCHANGES.length][fromCitizen ? 0 : 1],
      clientKey: key(id),
      createdAt,
      readAt: new Date(Date.parse(createdAt) + 3_600_000).toISOString(),
    });
  }
  MESSAGE_THREADS.push({
    id: LONG_CONVERSATION.threadId,
    kind: ThreadKind.Conversation,
    personId: PERSON.citizen,
    institutionId: INSTITUTION.kcsonNoyabrsk,
    employeeId: null,
    createdAt: long[0].createdAt,
    lastMessageAt: long[long.length - 1].createdAt,
  });
  THREAD_MESSAGES.push(...long);
}
