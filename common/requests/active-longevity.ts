/**
 * The active longevity programme (platform.md section 9): its service types are the children of the
 * parent service type 2261; institutions take part when isActiveLongevityProgram is set.
 */
export const ACTIVE_LONGEVITY_PARENT_ID = 2261;

/** The programme's service types (children of 2261) with their captions. */
export const ACTIVE_LONGEVITY_TYPES: Readonly<Record<number, string>> = {
  2262: 'Физическая активность',
  2263: 'Компьютерная и финансовая грамотность',
  2264: 'Творчество и рукоделие',
  2265: 'Иностранные языки',
  2266: 'Здоровый образ жизни',
  2267: 'Танцы и музыка',
};

export const ACTIVE_LONGEVITY_TYPE_IDS: readonly number[] = Object.keys(ACTIVE_LONGEVITY_TYPES).map(Number);

/** The child types of a parent service type; undefined for a parent the portal does not know. */
export function childServiceTypes(parentId: number): readonly number[] | undefined {
  return parentId === ACTIVE_LONGEVITY_PARENT_ID ? ACTIVE_LONGEVITY_TYPE_IDS : undefined;
}
