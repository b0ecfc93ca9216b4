/**
 * The control key of a bank account number (the Bank of Russia's rule for calculating the control key
 * of an account number, Положение Банка России № 579-П, приложение «Порядок расчёта контрольного
 * ключа»): the 9th digit of the 20-digit account is chosen so that, over 23 digits — the bank's three
 * digits followed by the account — the sum of (digit × weight) with the weights 7, 1, 3 repeated ends
 * in 0. The bank's three digits are:
 * - for an account at a credit institution: the last three digits of its BIK;
 * - for an account at a settlement centre (a division of the Bank of Russia, whose BIK ends in 000-049,
 *   and every correspondent account of a credit institution, which the Bank of Russia keeps): «0» and
 *   the 5th and 6th digits of the BIK.
 * The same check runs in the change-of-account form and on the server, which refuses a wrong key.
 */

/** The messages of the check (Russian, as the form and the server's refusal say them). */
export const BANK_ACCOUNT_MESSAGES = {
  bikFormat: 'БИК должен состоять из 9 цифр',
  accountFormat: 'Номер счёта должен состоять из 20 цифр',
  accountKey: 'Номер счёта не соответствует БИК банка: проверьте номер счёта и БИК (не совпадает контрольный ключ)',
} as const;

const WEIGHTS = [7, 1, 3] as const;

const isBik = (bik: string) => /^\d{9}$/.test(bik);
const isAccount = (account: string) => /^\d{20}$/.test(account);

/** Whether a BIK is a division of the Bank of Russia (a settlement centre): its last three digits are 000-049. */
export function isSettlementCentreBik(bik: string): boolean {
  return isBik(bik) && Number(bik.slice(6)) < 50;
}

/** The bank's three digits that precede an account in the key's sum (see the module comment). */
function bankDigits(bik: string, atSettlementCentre: boolean): string {
  return atSettlementCentre ? `0${bik.slice(4, 6)}` : bik.slice(6);
}

/** The sum of (digit × weight) over the 23 digits, weights 7, 1, 3 repeated. */
function weightedSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * WEIGHTS[i % 3];
  return sum;
}

/**
 * The control key (the account's 9th digit) that makes the account right for the BIK: the Bank of
 * Russia's calculation with the key taken as 0, then (sum mod 10) × 3 mod 10.
 */
export function accountControlKey(
  bik: string,
  account: string,
  atSettlementCentre = isSettlementCentreBik(bik),
): number {
  if (!isBik(bik) || !isAccount(account)) throw new RangeError('Ожидаются БИК из 9 цифр и счёт из 20 цифр');
  const zeroed = `${account.slice(0, 8)}0${account.slice(9)}`;
  return ((weightedSum(bankDigits(bik, atSettlementCentre) + zeroed) % 10) * 3) % 10;
}

/**
 * Whether an account at the bank with this BIK has the right control key: a credit institution's
 * rule, or a settlement centre's for a Bank of Russia division's BIK.
 */
export function isAccountKeyValid(bik: string, account: string): boolean {
  if (!isBik(bik) || !isAccount(account)) return false;
  return weightedSum(bankDigits(bik, isSettlementCentreBik(bik)) + account) % 10 === 0;
}

/** Whether a credit institution's correspondent account (kept at the Bank of Russia) has the right key for its BIK. */
export function isCorrespondentAccountKeyValid(bik: string, account: string): boolean {
  if (!isBik(bik) || !isAccount(account)) return false;
  return weightedSum(bankDigits(bik, true) + account) % 10 === 0;
}

/**
 * Checks the account a person typed for the BIK (spaces ignored): undefined when it is right, else
 * the message: a BIK of 9 digits, an account of 20 digits, then the control key.
 */
export function checkBankAccount(bik: string, account: string): string | undefined {
  const b = bik.replace(/\s/g, '');
  const a = account.replace(/\s/g, '');
  if (!isBik(b)) return BANK_ACCOUNT_MESSAGES.bikFormat;
  if (!isAccount(a)) return BANK_ACCOUNT_MESSAGES.accountFormat;
  return isAccountKeyValid(b, a) ? undefined : BANK_ACCOUNT_MESSAGES.accountKey;
}
