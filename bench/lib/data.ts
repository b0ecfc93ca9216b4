import type { JsonSchemaObject } from '../../common/acts/act-schema';
import { applyComputed } from '../../common/acts/computed';
import { ACTS, type ActId } from '../../common/acts/generated/acts';
import { sampleValue } from '../../codegen/sample-data';

/**
 * Deterministic block data for the bench: every field of the block from the codegen's valid
 * sample data (codegen/sample-data.ts), the long list with `rows` items (the i-th item takes the
 * i-th choice of every list), and realistic Russian text in the fields a person reads in the table.
 */

/** A small deterministic generator (mulberry32), so the same row always gets the same text. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickOf = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

const CITIES = [
  'Салехард',
  'Новый Уренгой',
  'Ноябрьск',
  'Надым',
  'Муравленко',
  'Лабытнанги',
  'Губкинский',
  'Тарко-Сале',
];
const STREETS = [
  'Республики',
  'Ленина',
  'Мира',
  'Маяковского',
  'Свердлова',
  'Матросова',
  'Подшибякина',
  'Губкина',
  'Геологов',
];
const REALTY = [
  'Квартира двухкомнатная',
  'Квартира однокомнатная',
  'Жилой дом с надворными постройками',
  'Доля 1/4 в праве на квартиру',
  'Земельный участок под ИЖС',
  'Гаражный бокс',
  'Дачный участок с садовым домом',
  'Комната в общежитии',
];
const BANKS = [
  'ПАО Сбербанк, Западно-Сибирское отделение, г. Салехард, ул. Республики, д. 73',
  'Банк ВТБ (ПАО), филиал в г. Новый Уренгой, ул. Сибирская, д. 16',
  'АО «Россельхозбанк», г. Ноябрьск, ул. Ленина, д. 38',
  'АО «Газпромбанк», г. Надым, пр. Ленинградский, д. 9',
];
const RECEIPTS = ['Кассовый чек', 'Товарный чек', 'Квитанция об оплате', 'Договор оказания услуг', 'Счёт-фактура'];
const SHOPS = [
  'ООО «Ямал-Фарм»',
  'АО «Тандер» (магазин «Магнит»)',
  'ИП Кравченко О. В.',
  'ГБУЗ ЯНАО «Салехардская ОКБ»',
  'ООО «Детский мир»',
  'АО «Салехардэнерго»',
];
const HELP_TEXT = 'Помощь в уборке жилого помещения, покупке продуктов питания и лекарств, сопровождение в поликлинику';
const SUPPORT_TEXT =
  'Ежемесячная денежная выплата, компенсация расходов на оплату жилого помещения и коммунальных услуг';

const address = (random: () => number) =>
  `Ямало-Ненецкий автономный округ, г. ${pickOf(random, CITIES)}, ул. ${pickOf(random, STREETS)}, д. ${1 + Math.floor(random() * 90)}, кв. ${1 + Math.floor(random() * 120)}`;

/** Realistic text for fields a person reads in the list's table; other fields keep the sample value. */
function realisticItem(list: string, index: number, item: Record<string, unknown>): Record<string, unknown> {
  const random = prng(1000 + index);
  const out = { ...item };
  if (list === 'realty') {
    out.caption = pickOf(random, REALTY);
    out.address = address(random);
    out.area = Math.round((18 + random() * 160) * 10) / 10;
    out.docNumber = `${1 + Math.floor(random() * 900)}-ДКП/${2010 + (index % 15)}`;
    out.gosRegistration = `89:${10 + (index % 80)}:${100000 + Math.floor(random() * 800000)}:${1 + (index % 300)} от 1${index % 9}.0${1 + (index % 9)}.20${10 + (index % 15)}`;
  }
  if (list === 'expenses') {
    out.title = `${pickOf(random, RECEIPTS)} № ${100 + Math.floor(random() * 9000)} от ${String(1 + (index % 28)).padStart(2, '0')}.${String(1 + (index % 12)).padStart(2, '0')}.2025, ${pickOf(random, SHOPS)}`;
    out.amount = Math.round(200 + random() * 25000) + (index % 4) * 0.25;
  }
  if (list === 'moneyInBank') {
    out.organizationTitle = pickOf(random, BANKS);
    out.balance = Math.round(random() * 50000000) / 100;
  }
  return out;
}

const TOP_TEXT: Record<string, string> = { outsideHelpNeedCustom: HELP_TEXT, socialSupportMeasures: SUPPORT_TEXT };

/** The data of block `number` of the act with `rows` items in its list `list` (as the wizard holds it). */
export function benchBlockData(actId: ActId, number: number, list: string, rows: number): Record<string, unknown> {
  const act = ACTS[actId];
  const block = act.definition.blocks.find((b) => b.number === number);
  if (!block) throw new Error(`${actId} has no block ${number}`);
  if (block.list?.field !== list)
    throw new Error(`block ${number} of ${actId} shows ${block.list?.field ?? 'no list'} as its list, not ${list}`);
  const maxItems = (act.schema.properties[list] as JsonSchemaObject).maxItems;
  if (typeof maxItems === 'number' && rows > maxItems)
    throw new Error(`${list} of ${actId} allows at most ${maxItems} rows, not ${rows}`);
  const root = act.schema as JsonSchemaObject;
  const data: Record<string, unknown> = {};
  for (const field of block.fields) {
    const node = act.schema.properties[field];
    if (field === block.list?.field) {
      const items = (node as JsonSchemaObject).items as JsonSchemaObject;
      data[field] = Array.from({ length: rows }, (_, index) =>
        realisticItem(
          field,
          index,
          sampleValue(root, items, { name: '', variant: index, depth: 1 }) as Record<string, unknown>,
        ),
      );
    } else {
      const value = TOP_TEXT[field] ?? sampleValue(root, node, { name: field, variant: 0, depth: 1 });
      if (value !== undefined) data[field] = value;
    }
  }
  const computed = applyComputed(data, act.definition.computed);
  return Object.fromEntries(block.fields.filter((f) => computed[f] !== undefined).map((f) => [f, computed[f]]));
}
