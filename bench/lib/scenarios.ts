import type { ActId } from '../../common/acts/generated/acts';

/** A field typed into during a keystroke measurement, and how: letters, or a digit then Backspace. */
export interface TypedField {
  /** For `lastRow` a property of the list's items; for `top` a top-level field of the block. */
  field: string;
  kind: 'text' | 'number';
}

/**
 * One form measurement: a block of an act with its long list filled with `rows` generated rows,
 * rendered by our engine (BlockForm: the list as a table, one row edited in a dialog) and by stock
 * @rjsf/mui (the same block schema with the list inline, no uiSchema).
 */
export interface FormScenario {
  id: string;
  title: string;
  actId: ActId;
  block: number;
  /** The block's long list (act.json `list.field`): checked against the act when the data is made. */
  list: string;
  rows: number;
  /** Typed in the last row: ours in row N's edit dialog, stock in the last array item inline. */
  lastRow?: TypedField;
  /** Typed in a top-level field of the block (beside the list). */
  top?: TypedField;
}

/**
 * Rows stay within the list's maxItems: stock rjsf cuts a longer array down to maxItems on the
 * first change (bench/lib/data.ts refuses more rows than the schema allows).
 */
export const FORM_SCENARIOS: readonly FormScenario[] = [
  {
    id: 'guardian-expenses',
    title: 'Отчёт опекуна, блок 9 «Расходы» (перечень до 300 строк)',
    actId: 'guardian-report',
    block: 9,
    list: 'expenses',
    rows: 200,
    lastRow: { field: 'title', kind: 'text' },
  },
  {
    id: 'needs-services',
    title: 'Акт оценки потребности, блок 4 (15 полей + перечень услуг до 100 строк)',
    actId: 'individual-needs-assessment-act',
    block: 4,
    list: 'services',
    rows: 100,
    lastRow: { field: 'amount', kind: 'number' },
    top: { field: 'outsideHelpNeedCustom', kind: 'text' },
  },
];

/** Latin letters and spaces, so every key has a keydown (Playwright types other scripts as bare input events). */
const TEXT_KEYS = 'kvartira na ulice lenina dom dvenadcat';

/** The keys of a measurement: `count` letters for text, alternately '7' and Backspace for numbers. */
export function keysFor(kind: TypedField['kind'], count: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (kind === 'number') keys.push(i % 2 === 0 ? '7' : 'Backspace');
    else {
      const ch = TEXT_KEYS[i % TEXT_KEYS.length];
      keys.push(ch === ' ' ? 'Space' : ch);
    }
  }
  return keys;
}

export const scenarioById = (id: string) => FORM_SCENARIOS.find((s) => s.id === id);
