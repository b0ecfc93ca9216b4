/** The IPPSU's Russian texts the server sends. */
export const IPPSU_TEXT = {
  noPerson: 'Индивидуальная программа доступна гражданину, вошедшему на портал от своего имени',
  noInstitution: 'Выберите роль сотрудника организации, чтобы читать программы получателей услуг',
  status: {
    upcoming: 'Вступает в силу',
    active: 'Действует',
    expired: 'Срок действия истёк',
  },
} as const;
