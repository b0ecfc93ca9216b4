import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { BackButton } from '@/components/back-button';
import { useContractHolder } from './api';
import { ContractCardView } from './contract-card';

/**
 * A tour contract's card by its id alone: /services/catalog/tourism/contract/{id} for the citizen,
 * /user/institution-tour-contracts/{id} for the operator. Its holder is found through the caller's
 * own list, so someone else's contract reads as not found.
 */
export function TourContractCard({ back }: { back: string }) {
  const id = Number(useParams().id);
  const { data: personId, isLoading } = useContractHolder(id);
  return (
    <>
      <BackButton to={back} />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {personId === null && <Alert severity="error">Договор не найден.</Alert>}
      {personId && <ContractCardView personId={personId} id={id} />}
    </>
  );
}

export default function TourContractPage() {
  return <TourContractCard back="/user/service-contracts" />;
}
