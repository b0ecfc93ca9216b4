import { describe, expect, it } from 'vitest';
import {
  accountControlKey,
  BANK_ACCOUNT_MESSAGES as M,
  checkBankAccount,
  isAccountKeyValid,
  isCorrespondentAccountKeyValid,
  isSettlementCentreBik,
} from '../../../common/validation/bank-account';

/**
 * Correspondent accounts of credit institutions with their BIKs, as the Bank of Russia's BIK directory
 * (ЭС «Справочник БИК», cbr.ru) and each bank's published requisites give them. A correspondent
 * account is kept at the Bank of Russia, so its key is counted with «0» + BIK digits 5-6.
 */
const CORRESPONDENT_ACCOUNTS = [
  // ПАО Сбербанк (sberbank.ru, «Реквизиты»).
  { bik: '044525225', account: '30101810400000000225' },
  // Банк ВТБ (ПАО) (vtb.ru, «Реквизиты»).
  { bik: '044525187', account: '30101810700000000187' },
  // АО «Альфа-Банк» (alfabank.ru, «Реквизиты»).
  { bik: '044525593', account: '30101810200000000593' },
  // АО «ТБанк» (tbank.ru, «Реквизиты»).
  { bik: '044525974', account: '30101810145250000974' },
  // Западно-Сибирское отделение № 8647 ПАО Сбербанк, Тюмень (sberbank.ru, реквизиты отделения).
  { bik: '047102651', account: '30101810800000000651' },
  // The positive example of rin-nas/postgresql-patterns-library, functions/is_correspondent_account.sql.
  { bik: '044030827', account: '30101810200000000827' },
] as const;

/**
 * A customer's account at a credit institution: the positive example of the published check in
 * rin-nas/postgresql-patterns-library (functions/is_bank_account.sql), whose test also lists the
 * same account with its first digit changed as wrong (below).
 */
const CUSTOMER_ACCOUNT = { bik: '044030827', account: '40702810900000002851' } as const;

describe('the control key of a bank account (Bank of Russia rule, weights 7, 1, 3)', () => {
  it('accepts the published correspondent accounts with the settlement-centre prefix «0» + BIK digits 5-6', () => {
    for (const { bik, account } of CORRESPONDENT_ACCOUNTS) {
      expect(isCorrespondentAccountKeyValid(bik, account), `${bik} ${account}`).toBe(true);
      // Counted as a customer's account (the BIK's last three digits) the same number is wrong.
      expect(isAccountKeyValid(bik, account), `${bik} ${account}`).toBe(false);
    }
  });

  it("accepts the published customer's account with the BIK's last three digits", () => {
    expect(isAccountKeyValid(CUSTOMER_ACCOUNT.bik, CUSTOMER_ACCOUNT.account)).toBe(true);
    expect(checkBankAccount(CUSTOMER_ACCOUNT.bik, CUSTOMER_ACCOUNT.account)).toBeUndefined();
  });

  it('refuses the published wrong variants: the first digit changed to any other', () => {
    for (const first of '012356789') {
      const account = first + CUSTOMER_ACCOUNT.account.slice(1);
      expect(checkBankAccount(CUSTOMER_ACCOUNT.bik, account)).toBe(M.accountKey);
    }
  });

  it('computes the key each published account carries as its 9th digit', () => {
    expect(accountControlKey(CUSTOMER_ACCOUNT.bik, CUSTOMER_ACCOUNT.account)).toBe(Number(CUSTOMER_ACCOUNT.account[8]));
    for (const { bik, account } of CORRESPONDENT_ACCOUNTS)
      expect(accountControlKey(bik, account, true)).toBe(Number(account[8]));
  });

  it('notices any single changed digit of the account and any changed BIK digit the key reads', () => {
    const { bik, account } = CUSTOMER_ACCOUNT;
    for (let i = 0; i < 20; i += 1) {
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === account[i]) continue;
        expect(isAccountKeyValid(bik, account.slice(0, i) + d + account.slice(i + 1))).toBe(false);
      }
    }
    // The last three digits of the BIK take part; its first six do not (for a credit institution).
    expect(isAccountKeyValid('044030828', account)).toBe(false);
    expect(isAccountKeyValid('045030827', account)).toBe(true);
  });

  it('tells a Bank of Russia division (last three BIK digits 000-049) from a credit institution (050-999)', () => {
    expect(isSettlementCentreBik('047102000')).toBe(true);
    expect(isSettlementCentreBik('040173001')).toBe(true);
    expect(isSettlementCentreBik('044525049')).toBe(true);
    expect(isSettlementCentreBik('044525050')).toBe(false);
    expect(isSettlementCentreBik('044525225')).toBe(false);
    // An account at a settlement centre is counted with «0» + BIK digits 5-6: a correspondent account's
    // number, given to a settlement centre's BIK of the same digits 5-6, stays right.
    expect(isAccountKeyValid('044525000', '30101810400000000225')).toBe(true);
  });

  it('says what is wrong with the input first: the BIK, then the account, spaces ignored', () => {
    expect(checkBankAccount('04452522', CUSTOMER_ACCOUNT.account)).toBe(M.bikFormat);
    expect(checkBankAccount('04452522a', CUSTOMER_ACCOUNT.account)).toBe(M.bikFormat);
    expect(checkBankAccount(CUSTOMER_ACCOUNT.bik, '4070281090000000285')).toBe(M.accountFormat);
    expect(checkBankAccount(CUSTOMER_ACCOUNT.bik, '407028109000000028510')).toBe(M.accountFormat);
    expect(checkBankAccount(' 044 030 827 ', '4070 2810 9000 0000 2851')).toBeUndefined();
  });
});
