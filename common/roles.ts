/** System roles exactly as the spec numbers them (platform.md section 6). */
export const SystemRole = {
  Any: -2,
  Anonymous: -1,
  Public: 0,
  Admin: 1,
  ServiceProvider: 2,
  SocialWorker: 3,
  TourismProvider: 4,
} as const;
export type SystemRole = (typeof SystemRole)[keyof typeof SystemRole];

/** Person-side roles. */
export const PersonRole = { Person: 0, ServiceProvider: 1, SocialWorker: 2, TourismProvider: 3 } as const;
export type PersonRole = (typeof PersonRole)[keyof typeof PersonRole];

/** Institution source types. */
export const InstitutionSourceType = { Services: 1, Tourism: 2, Msp: 3 } as const;
export type InstitutionSourceType = (typeof InstitutionSourceType)[keyof typeof InstitutionSourceType];

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
