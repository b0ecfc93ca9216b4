import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { refusalTexts } from '@/api/client';
import { BackButton } from '@/components/back-button';
import { PAYMENTS_MSG } from '@common/payments/messages';
import { ASSIGNMENTS_KEY, findBank, TRANSFERS_KEY, updatePayreqs, useAssignments } from './api';
import { BankAccountForm } from './bank-account-form';

const FAILED = 'Не удалось сохранить новый счёт. Проверьте соединение и повторите.';

/** /user/assignments/change-bank-account: a new account for the payments of the chosen assignments (POST /assignment/update-payreqs). */
export default function ChangeBankAccountPage() {
  const { data, error, isLoading } = useAssignments();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const eligible = data?.filter((a) => a.allowedActions.includes('changeAccount')) ?? [];
  const asked = Number(params.get('assignment'));
  const preselected = eligible.some((a) => a.id === asked) ? asked : undefined;

  const lookupBank = async (bik: string) => {
    try {
      return (await findBank(bik)) ?? PAYMENTS_MSG.bankNotFound(bik);
    } catch (failure) {
      return refusalTexts(failure)[0] ?? 'Не удалось найти банк. Повторите позже.';
    }
  };

  return (
    <>
      <BackButton to="/user/assignments" caption="К назначениям" />
      <Typography variant="h4" component="h1" gutterBottom>
        Смена банковского счёта
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Укажите счёт, на который перечислять выплаты. Счёт должен быть открыт на ваше имя.
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error ? <Alert severity="error">Не удалось загрузить назначения. Обновите страницу.</Alert> : null}
      {data && eligible.length === 0 && (
        <Alert severity="info">Нет назначений, по которым сейчас можно сменить счёт для выплаты.</Alert>
      )}
      {data && eligible.length > 0 && (
        <BankAccountForm
          key={preselected ?? 0}
          assignments={eligible}
          preselected={preselected}
          lookupBank={lookupBank}
          onCancel={() => navigate('/user/assignments')}
          onSubmit={async (body) => {
            try {
              await updatePayreqs(body);
            } catch (failure) {
              const texts = refusalTexts(failure);
              await mutate(ASSIGNMENTS_KEY);
              return texts.length ? texts : [FAILED];
            }
            await mutate(ASSIGNMENTS_KEY);
            await mutate((key) => Array.isArray(key) && (key[0] === TRANSFERS_KEY || key[0] === '/assignment/{id}'));
            navigate('/user/assignments');
            return null;
          }}
        />
      )}
    </>
  );
}
