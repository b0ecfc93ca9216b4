import { SystemRole } from '@/app/roles';

/** Login-type labels (platform.md section 6). */
export const ROLE_CAPTIONS: Record<number, string> = {
  [SystemRole.Public]: 'Гражданин',
  [SystemRole.ServiceProvider]: 'Поставщик услуг',
  [SystemRole.SocialWorker]: 'Социальный работник',
  [SystemRole.TourismProvider]: 'Туроператор',
  [SystemRole.Admin]: 'Администратор',
};

/**
 * A tourism cabinet is open only when the organisation was included in the register this year
 * (platform.md section 4).
 */
export function tourismCabinetAvailable(dateIncluded: string | null, today = new Date()): boolean {
  return !!dateIncluded && new Date(dateIncluded).getFullYear() >= today.getFullYear();
}
