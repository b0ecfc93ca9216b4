/**
 * Money as read-only pages show it (platform.md section 9): spaces between thousands, a comma
 * before two-digit kopecks and the suffix 'р.' (1234567.5 -> '1 234 567,50 р.'). The public pages
 * use this one rather than the currency widget's formatter, which would bring the form widgets'
 * texts into their bundles.
 */
export function formatMoney(amount: number): string {
  const kopecks = Math.round(Math.abs(amount) * 100);
  const rubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = amount < 0 && kopecks > 0 ? '-' : '';
  return `${sign}${rubles},${String(kopecks % 100).padStart(2, '0')} р.`;
}
