/** Russian texts of the tourism certificates the server sends to people. */
export const TOURISM_CERT_MSG = {
  // The specification's thrown messages, word for word (workflows.md section 6).
  notFound: (id: number | string) => `Не найден сертификат по ид ${id}`,
  typeNotGiven: 'Не указан тип сертификата',
  certificateNotGiven: 'Не указан сертификат',
  // The portal's own.
  citizensOnly: 'Туристический сертификат оформляет гражданин: войдите как гражданин',
  departmentOnly: 'Решение по заявлению на сертификат принимает департамент социальной защиты населения',
  noSide: 'Действие по сертификату вам недоступно',
  badPeriod: 'Укажите период датами в виде ГГГГ-ММ-ДД: начало не позже окончания',
  badCity: 'Не указан населённый пункт',
  cityNotFound: 'Населённый пункт не найден: выберите его из списка',
  streetNotInCity: 'Улица не найдена в выбранном населённом пункте: выберите её из списка',
  memberNotRelative: (id: number) =>
    `Человек с ид ${id} не найден среди членов вашей семьи: выберите члена семьи из списка`,
  memberTwice: 'Член семьи указан в заявлении дважды',
  foreignFiles: 'Приложенные документы не найдены: загрузите их заново',
  alreadyPending: (number: string) =>
    `Заявление на сертификат этого вида уже подано (№ ${number}) и ещё не рассмотрено. Дождитесь решения или отзовите заявление.`,
  alreadyIssued: (number: string, period: string) =>
    `У вас уже есть выданный сертификат этого вида № ${number} (срок действия ${period}). Выберите тур по нему.`,
  alreadyUsed: (number: string) =>
    `Сертификат этого вида в этом году уже использован (№ ${number}). Новое заявление можно подать в следующем году.`,
  created: 'Заявление на туристический сертификат подано',
} as const;
