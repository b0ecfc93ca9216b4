import { ContractList } from './contract-list';

/** /user/service-contracts: the citizen's service contracts (as the recipient or the representative). */
export default function CitizenContractListPage() {
  return (
    <ContractList
      title="Договоры на социальные услуги"
      side="person"
      cardPath={(row) => `/user/service-contracts/${row.id}`}
    />
  );
}
