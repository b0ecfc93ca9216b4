import type { WidgetProps } from '@rjsf/utils';
import type { MaskedTextKind } from '../masked-text/masked-text-kind';
import { MaskedTextWidget } from '../masked-text/masked-text-input';
import { formatCurrency, moneyEditText, parseMoney } from './money';

/** A typed amount as the portal shows it, or undefined when the text is no amount. */
function shownMoney(text: string): string | undefined {
  const { value } = parseMoney(text);
  return value === undefined ? undefined : formatCurrency(value);
}

/** The currency field as a typed-text kind (see MaskedTextKind). */
export const CURRENCY_TEXT: MaskedTextKind = {
  toText: moneyEditText,
  toValue: (text) => parseMoney(text).value,
  errorOnLeave: (text) => parseMoney(text).error,
  normalize: (text) => {
    const { value } = parseMoney(text);
    return value === undefined ? undefined : moneyEditText(value);
  },
  display: shownMoney,
  readOnlyText: (value) => formatCurrency(typeof value === 'number' || typeof value === 'string' ? value : undefined),
  inputMode: 'decimal',
};

/**
 * `currency`: an amount in roubles. Away from the field it reads '12 345,50 р.'; in the field the
 * person types digits with a dot or a comma. Stores a number; an empty or invalid text stores
 * undefined, and an invalid one shows its message once the person leaves the field.
 */
export function CurrencyWidget(props: WidgetProps) {
  return <MaskedTextWidget {...props} kind={CURRENCY_TEXT} />;
}
