/**
 * The Russian texts of the payments area that both sides say (CONVENTIONS 8): the server's refusals
 * and the screens' wording of the same situations. Tests import them instead of copies.
 */
export const PAYMENTS_MSG = {
  noPerson: 'Выплаты и назначения доступны гражданину, вошедшему от своего имени',
  bankNotFound: (bik: string) => `Банк с БИК ${bik} не найден в справочнике банков`,
  noAssignments: 'Выберите назначения, на которые перечислять выплаты по новому счёту',
  sameAccount: 'Выплаты уже перечисляются на этот счёт',
  payreqsChanged: (count: number, number: string) =>
    `Реквизиты для выплаты изменены (назначений: ${count}). Заявление № ${number}`,
} as const;
