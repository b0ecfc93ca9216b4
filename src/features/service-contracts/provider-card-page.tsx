import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/back-button';
import { ContractCardView } from './contract-card';

/** /user/institution-contracts/{personId}/{id}: the provider's card of an institution contract. */
export default function ProviderContractCardPage() {
  const params = useParams();
  return (
    <>
      <BackButton to="/user/institution-contracts" />
      <ContractCardView personId={Number(params.personId)} id={Number(params.id)} />
    </>
  );
}
