/** Route of an act's card: '/user/<act>-card/{id}'. */
export const cardPath = (actId: string, id: number) => `/user/${actId}-card/${id}`;

/** The social passport's card route (/user/soc-passport/{id}), not the acts' '<act>-card' pattern. */
export const passportCardPath = (id: number) => `/user/soc-passport/${id}`;
