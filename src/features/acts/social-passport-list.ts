import { act } from '@common/acts/generated/schemas/social-passport';
import { actListPage } from './act-list-page';
import { passportCardPath } from './card-paths';

/** /user/socPassport: find a person, create a passport, the list of passports. */
export default actListPage(act, { card: passportCardPath });
