import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { BackButton } from '@/components/back-button';
import { useContractHolder } from './api';
import { ContractCardView } from './contract-card';

/** /user/service-contracts/{id}: the citizen's contract card; its holder is found through the citizen's own list. */
export default function CitizenContractCardPage() {
  const id = Number(useParams().id);
  const { data: personId, isLoading } = useContractHolder(id);
  return (
    <>
      <BackButton to="/user/service-contracts" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {personId === null && <Alert severity="error">Договор не найден.</Alert>}
      {personId && <ContractCardView personId={personId} id={id} />}
    </>
  );
}
