/**
 * Points with the Russian plural: 1 балл, 2–4 балла, 0 and 5–20 баллов, then by the last digit
 * (21 балл, 22 балла, 111 баллов). A fraction takes 'балла' (2,5 балла) and shows a comma.
 */
export function pluralPoints(n: number): string {
  const text = String(n).replace('.', ',');
  if (!Number.isInteger(n)) return `${text} балла`;
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return `${text} баллов`;
  if (last === 1) return `${text} балл`;
  if (last >= 2 && last <= 4) return `${text} балла`;
  return `${text} баллов`;
}
