import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/api/client';
import { IDENTITY_HOW_TO_APPLY, IDENTITY_KIND, type IdentityKind } from '@common/identities/identity-kinds';
import { useIdentityCheck, useOwnIdentity } from './api';
import { IdentityCard } from './identity-card';
import { IdentityCheckRefused, IdentityCheckView } from './identity-check-view';

const heading = (kind: IdentityKind) => (
  <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
    {IDENTITY_KIND[kind].title}
  </Typography>
);

/** The citizen's identity of a kind: the card with its QR code, or where to apply for one. */
function OwnIdentityPage({ kind }: { kind: IdentityKind }) {
  const { data, error, isLoading } = useOwnIdentity(kind);
  return (
    <>
      {heading(kind)}
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить удостоверение. Обновите страницу.</Alert>}
      {data === null && <Alert severity="info">У вас нет удостоверения. {IDENTITY_HOW_TO_APPLY[kind]}</Alert>}
      {data && <IdentityCard identity={data} origin={window.location.origin} />}
    </>
  );
}

/** The public check of an identity's QR link (role Any). */
function IdentityCheckPage({ kind }: { kind: IdentityKind }) {
  const { payload = '', digest = '' } = useParams();
  const { data, error, isLoading } = useIdentityCheck(kind, payload, digest);
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        Проверка удостоверения
      </Typography>
      {isLoading && <LinearProgress aria-label="Проверка" />}
      {refused && <IdentityCheckRefused />}
      {error && !refused && (
        <Alert severity="error">Не удалось проверить удостоверение. Повторите попытку позже.</Alert>
      )}
      {data && <IdentityCheckView check={data} />}
    </>
  );
}

/** /user/identity-large-family */
export const LargeFamilyPage = () => <OwnIdentityPage kind="large-family" />;
/** /user/facility-labor-veteran */
export const LaborVeteranPage = () => <OwnIdentityPage kind="labor-veteran" />;
/** /qr-identity-large-family/{payload}/{digest} */
export const LargeFamilyCheckPage = () => <IdentityCheckPage kind="large-family" />;
/** /qr-flb/{payload}/{digest} */
export const LaborVeteranCheckPage = () => <IdentityCheckPage kind="labor-veteran" />;
