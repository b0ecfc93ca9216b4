import { MISSING_POINT_DISTANCE_M } from '@common/navigator/constants';

const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/**
 * A distance as people read it in Russian: «850 м» (to 10 m) below a kilometre, «1,2 км» below
 * ten, «12 км» or «1 234 км» beyond; null for a supplier without coordinates.
 */
export function formatDistance(metres: number): string | null {
  if (metres >= MISSING_POINT_DISTANCE_M || !Number.isFinite(metres)) return null;
  // Non-breaking spaces: the number never parts from its unit, nor its thousands.
  const nbsp = (text: string) => text.replace(/\s/g, '\u00a0');
  if (metres < 995) return nbsp(`${Math.max(10, Math.round(metres / 10) * 10)} м`);
  if (metres < 9_950) return nbsp(`${oneDecimal.format(metres / 1000)} км`);
  return nbsp(`${whole.format(Math.round(metres / 1000))} км`);
}
