/**
 * A 20-digit account grouped as its structure reads (balance account, currency, control key, branch,
 * number): '40817 810 5 6700 0312847', easy to compare with a bank's paper.
 */
export const groupedAccount = (account: string) =>
  account.replace(/^(\d{5})(\d{3})(\d)(\d{4})(\d{7})$/, '$1 $2 $3 $4 $5');
