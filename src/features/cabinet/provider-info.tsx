import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** What a non-state provider should know about its place in the register. */
export function NonStateProviderInfo() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>Негосударственный поставщик социальных услуг</AlertTitle>
      Сведения об организации в реестре поставщиков социальных услуг видят граждане при выборе поставщика. Если
      изменились адрес, руководитель, лицензии или перечень услуг, направьте заявление о внесении изменений в Реестр с
      подтверждающими документами. Услуги организации публикуются в каталоге после модерации.
    </Alert>
  );
}

/** What a tourism provider should know: the register of tourism providers and the requisites of its contracts. */
export function TourismProviderInfo({ windowOpen, dateTo }: { windowOpen: boolean; dateTo: string | null }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>Поставщик туристических услуг</AlertTitle>
      Реквизиты организации подставляются в договоры на туры с гражданами, поэтому держите их актуальными.{' '}
      {windowOpen
        ? `Заявления о включении в реестр и изменении сведений принимаются${dateTo ? ` до ${dateTo.split('-').reverse().join('.')}` : ''}.`
        : 'Приём заявлений о включении в реестр поставщиков туристических услуг сейчас закрыт.'}{' '}
      <Link component={RouterLink} to="/user/tourism-requisites">
        Изменить реквизиты
      </Link>
    </Alert>
  );
}
