/**
 * The navigator service (platform.md section 11): measures of support, social services and
 * suppliers, searched and read with their cache tags.
 */
export {
  findMsp,
  findSocService,
  findSupplier,
  listMspCategories,
  listMspSubcategories,
  listMspTags,
  listSocServices,
  listSuppliers,
  navigatorReferences,
  searchMsp,
} from '../repositories/navigator.ts';
