import type { WidgetProps } from '@rjsf/utils';
import { checkFloat } from '@common/validation';
import type { MaskedTextKind } from '../masked-text/masked-text-kind';
import { MaskedTextWidget } from '../masked-text/masked-text-input';

/** A typed decimal ('12,5' or '12.5') as a number; undefined when empty or not a number (checkFloat). */
export function parseFloatRu(text: string): number | undefined {
  if (text.trim() === '' || checkFloat(text) !== undefined) return undefined;
  return Number(text.trim().replace(',', '.'));
}

/** A stored number as Russian text: 12.5 -> '12,5'. */
function floatText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/** The decimal field as a typed-text kind (see MaskedTextKind). */
export const FLOAT_TEXT: MaskedTextKind = {
  toText: floatText,
  toValue: parseFloatRu,
  errorOnLeave: (text) => checkFloat(text),
  readOnlyText: floatText,
  inputMode: 'decimal',
};

/**
 * `floatRu`: a decimal number typed with a dot or a comma. Stores a number; an empty or invalid
 * text stores undefined, and an invalid one shows checkFloat's message once the person leaves.
 */
export function FloatWidget(props: WidgetProps) {
  return <MaskedTextWidget {...props} kind={FLOAT_TEXT} />;
}
