import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useProgramme } from './api';
import { ProgrammeView } from './programme-view';

/** /user/active-longevity-program: the programme, its institutions and the citizen's requests to join. */
export function ProgrammePage() {
  const programme = useProgramme();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Активное долголетие
      </Typography>
      {programme.isLoading && <LinearProgress aria-label="Загрузка" />}
      {programme.error ? <Alert severity="error">Не удалось загрузить программу. Обновите страницу.</Alert> : null}
      {programme.data && <ProgrammeView programme={programme.data} />}
    </>
  );
}
