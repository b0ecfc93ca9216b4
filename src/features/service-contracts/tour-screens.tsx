import { TourContractCard } from './tour-contract-page';

export { default as TourContractPage } from './tour-contract-page';
export { default as TourNewContractPage } from './tour-new-contract-page';
export { default as TourOperatorListPage } from './tour-operator-list-page';
export { default as TourOperatorNewContractPage } from './tour-operator-new-contract-page';
export { default as TourProvidedPage } from './tour-provided-page';
export { default as TourOperatorToursPage } from './tour-operator-tours-page';

/** /user/institution-tour-contracts/{id}: the operator's card of a tour contract. */
export function TourOperatorCardPage() {
  return <TourContractCard back="/user/institution-tour-contracts" />;
}
