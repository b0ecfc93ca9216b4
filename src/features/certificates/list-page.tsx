import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { CertificateList } from './certificate-list';
import { CertificateTypePicker } from './type-picker';
import { useSession } from '@/stores/session';

/** /user/certificates: the citizen's certificates for social services, for herself, her children and wards. */
export default function CertificatesPage() {
  const [choosing, setChoosing] = useState(false);
  const citizen = useSession((s) => Boolean(s.user?.publicPerson && !s.user.selectedInstitution));
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Сертификаты
        </Typography>
        {citizen && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setChoosing(true)}>
            Получить сертификат
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Сертификаты на социальные услуги: по выданному сертификату заключите договор с организацией, которая оказывает
        его услуги, — услуги оплатит округ. Туристические сертификаты оформляются в разделе{' '}
        <Link component={RouterLink} to="/services/catalog/tourism">
          «Туризм» каталога услуг
        </Link>
        .
      </Typography>
      {citizen ? (
        <CertificateList />
      ) : (
        <Alert severity="info">Сертификаты оформляет и использует гражданин: войдите как гражданин.</Alert>
      )}
      <CertificateTypePicker open={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
