import { ContractList } from './contract-list';

/** /user/institution-contracts: the contracts of the provider's selected institution. */
export default function ProviderContractListPage() {
  return (
    <ContractList
      title="Договоры учреждения"
      side="provider"
      cardPath={(row) => `/user/institution-contracts/${row.personId}/${row.id}`}
    />
  );
}
