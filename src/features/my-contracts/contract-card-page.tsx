import { useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { ApiError } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { useOtherContract } from './api';
import { OtherContractCardView } from './other-contract-card';

/** /user/contracts/{id}: one of the citizen's «other» contracts. */
export default function ContractCardPage() {
  const id = Number(useParams().id);
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const { data, error, isLoading } = useOtherContract(id);
  const missing =
    !Number.isInteger(id) || id < 1 || (error instanceof ApiError && (error.status === 404 || error.status === 400));
  return (
    <>
      <BackButton to={`/user/contracts${listSearch}`} caption="К списку договоров" />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {missing && <Alert severity="error">Договор не найден.</Alert>}
      {error && !missing && <Alert severity="error">Не удалось загрузить договор.</Alert>}
      {data && <OtherContractCardView card={data} />}
    </>
  );
}
