/**
 * Reference lists with fixed codes (platform.md sections 6 and 9), served as lookups of code and
 * caption under /api/public/metadata/{group}.
 */
export const STATIC_LOOKUPS = {
  'provider-types': [
    [0, 'Государственный поставщик'],
    [1, 'Негосударственный поставщик'],
    [2, 'Индивидуальный предприниматель'],
    [10, 'Поставщик по социальному сертификату'],
    [11, 'Служба ранней помощи'],
  ],
  'institution-source-types': [
    [1, 'Социальные услуги'],
    [2, 'Туризм'],
    [3, 'Меры социальной поддержки'],
  ],
  'service-catalog-groups': [
    [1, 'Социальное такси'],
    [2, 'Сиделки'],
    [3, 'Присмотр за детьми'],
    [4, 'Приёмная семья'],
    [5, 'Сурдопереводчик'],
    [6, 'Спорт'],
    [7, 'Культура'],
    [8, 'Няни'],
    [9, 'Конкурсы субсидий'],
  ],
  'service-areas': [
    ['social', 'Социальная сфера'],
    ['education', 'Образование'],
    ['sport', 'Спорт'],
    ['medical', 'Здравоохранение'],
    ['work', 'Занятость'],
    ['culture', 'Культура'],
  ],
  'rate-units': [
    ['hour', 'час'],
    ['day', 'день'],
    ['month', 'месяц'],
    ['minute', 'минута'],
    ['week', 'неделя'],
    ['fullDay', 'сутки'],
    ['piece', 'штука'],
    ['km', 'км'],
  ],
  'rate-types': [
    ['free', 'Бесплатно'],
    ['fixed', 'Фиксированный тариф'],
    ['contract', 'По договору'],
    ['certificate', 'По сертификату'],
    ['rate', 'Установленный тариф'],
  ],
  'payment-types': [
    ['contract', 'Договор'],
    ['ippsu', 'ИППСУ'],
    ['certificate', 'Сертификат'],
  ],
  'signature-types': [
    [1, 'Простая электронная подпись'],
    [2, 'Квалифицированная электронная подпись'],
  ],
  'request-statuses': [
    [1, 'Получено'],
    [2, 'В работе'],
    [3, 'Формирование социального контракта'],
    [4, 'Отказано'],
    [5, 'Удовлетворено'],
    [6, 'Закрыто'],
  ],
  'delivery-statuses': [
    [1, 'Доставлено'],
    [2, 'Отклонено'],
    [3, 'В работе'],
  ],
  'service-types': [
    [601, 'ИППСУ'],
    [602, 'Социальное обслуживание'],
    [611, 'Ночное пребывание'],
    [612, 'Срочная социальная помощь'],
    [613, 'Социальная адаптация'],
    [614, 'Финансовая грамотность'],
    [615, 'Школа родителей'],
    [616, 'Приёмная семья'],
    [617, 'Будущая мама'],
    [618, 'Уход за одиноким гражданином'],
    [619, 'Уход за посторонним'],
  ],
  'week-days': [
    [1, 'Понедельник'],
    [2, 'Вторник'],
    [3, 'Среда'],
    [4, 'Четверг'],
    [5, 'Пятница'],
    [6, 'Суббота'],
    [0, 'Воскресенье'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [number | string, string]>>;

export type StaticLookup = keyof typeof STATIC_LOOKUPS;
export const STATIC_LOOKUP_NAMES = Object.keys(STATIC_LOOKUPS) as StaticLookup[];

/** A static lookup as a list of code and caption. */
export function staticLookup(name: StaticLookup): Array<{ code: number | string; caption: string }> {
  return STATIC_LOOKUPS[name].map(([code, caption]) => ({ code, caption }));
}
