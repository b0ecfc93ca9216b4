import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useAllOrganisations, useMyIppsu } from './api';
import { IppsuOrganisations } from './ippsu-organisations';
import { IppsuView } from './ippsu-view';

/** The screen's title: the programme's full name. */
const TITLE = 'Индивидуальная программа предоставления социальных услуг';

/** /user/ippsu: the citizen's individual programme of social services and its organisations. */
export default function IppsuPage() {
  const { data, error, isLoading } = useMyIppsu();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {TITLE}
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить программу. Обновите страницу.</Alert>}
      {data === null && (
        <Alert severity="info">
          У вас нет индивидуальной программы предоставления социальных услуг. Её составляет орган социальной защиты
          населения после признания гражданина нуждающимся в социальном обслуживании: подайте заявление о предоставлении
          социального обслуживания в управление социальной защиты населения по месту жительства или в МФЦ.
        </Alert>
      )}
      {data && (
        <IppsuView ippsu={data}>
          <AllOrganisations />
        </IppsuView>
      )}
    </>
  );
}

/** Every provider of the programme's services, loaded when the person asks for them. */
function AllOrganisations() {
  const [open, setOpen] = useState(false);
  const { data, error, isLoading } = useAllOrganisations(open);
  return (
    <section aria-labelledby="ippsu-all">
      <Typography id="ippsu-all" variant="h6" component="h2" gutterBottom>
        Все поставщики услуг программы
      </Typography>
      {!open && (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Показать всех поставщиков
        </Button>
      )}
      {isLoading && <LinearProgress aria-label="Загрузка поставщиков" />}
      {error && <Alert severity="error">Не удалось загрузить поставщиков.</Alert>}
      {data && (
        <IppsuOrganisations
          items={data}
          label="Все поставщики услуг программы"
          emptyText="Поставщиков услуг программы не найдено."
        />
      )}
    </section>
  );
}
