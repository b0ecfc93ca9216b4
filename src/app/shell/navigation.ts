/** A navigation item of the top bar and the mobile drawer. */
export interface NavItem {
  label: string;
  to: string;
}

/** What the navigation needs to know about the signed-in user (null when anonymous). */
export interface NavUser {
  socialWorker: boolean;
  serviceProvider: boolean;
  tourismProvider: boolean;
  personId: number | null;
  tourismPersonId: number | null;
}

/** Navigation items with the spec's visibility rules (platform.md section 6). */
export function navigationItems(user: NavUser | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Реестр поставщиков', to: '/registry' },
    { label: 'Каталог услуг', to: '/services/catalog' },
    { label: 'Социальный навигатор', to: '/navigator' },
    { label: 'Калькулятор субсидий', to: '/subsidy-calculator' },
    { label: 'Родителям', to: '/for-parents' },
  ];
  if (!user) return items;
  const staff = user.socialWorker || user.serviceProvider;
  if (staff || user.tourismProvider || user.personId !== null || user.tourismPersonId !== null) {
    items.push({ label: 'Календарь предоставления услуг', to: '/soc-services' });
  }
  if (!staff && !user.tourismProvider) items.push({ label: 'Социальные контракты', to: '/contracts' });
  return items;
}
