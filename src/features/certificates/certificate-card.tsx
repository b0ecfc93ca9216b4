import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailsList } from '@/components/details-list';
import { formatMoney } from '@/components/format-money';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { CERTIFICATE_TABLE, CertificateStatus } from '@common/certificates/certificate-machine';
import { countRu } from '@common/text/plural';
import {
  certificateKey,
  contractPath,
  createCertificateContract,
  LIST_KEY,
  ruDate,
  type CertificateCard,
  type CertificateOrganisation,
} from './api';
import { validityText } from './certificate-list';
import { CertificateOrganisations } from './certificate-organisations';
import { CertificateStatusChip } from './status-chip';

export interface CertificateCardViewProps {
  card: CertificateCard;
  busy?: boolean;
  onConclude: (organisation: CertificateOrganisation) => void;
}

/** The certificate as its holder reads it: number, type, recipient, validity, value, services, organisations, history. */
export function CertificateCardView({ card, busy, onConclude }: CertificateCardViewProps) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {card.number ? `Сертификат № ${card.number}` : 'Сертификат'}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {card.typeCaption}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        data-testid="certificate-status"
      >
        <Typography>Статус:</Typography>
        <CertificateStatusChip status={card.status} caption={card.statusCaption} />
      </Stack>
      {card.status === CertificateStatus.Refused && card.refuseReason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Причина отказа: {card.refuseReason}
        </Alert>
      )}
      {card.status === CertificateStatus.Expired && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Срок действия сертификата истёк. Чтобы получать услуги дальше, подайте заявление на новый сертификат.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailsList
          rows={[
            ['Получатель', card.recipientFio],
            ['Дата рождения получателя', ruDate(card.recipientBirthDate)],
            ...(card.targetFio ? ([['Заявитель', card.personFio]] as const) : []),
            ['Срок действия', validityText(card)],
            ['Дата выдачи', card.issuedOn ? ruDate(card.issuedOn) : null],
            ['Номинал', card.amount === null ? null : formatMoney(card.amount)],
            ['Объём услуг', card.volume === null ? null : countRu(card.volume, ['услуга', 'услуги', 'услуг'])],
            ['Выдаёт', card.institution],
            [
              'Заявление',
              <Link key="request" component={RouterLink} to={`/user/requests/${card.requestId}`}>
                № {card.requestNumber}
              </Link>,
            ],
          ]}
        />
      </Paper>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Услуги по сертификату
      </Typography>
      {card.socServices.length === 0 ? (
        <Typography color="text.secondary">Услуги этого вида пока не оказываются.</Typography>
      ) : (
        <Typography component="ul" sx={{ mt: 0, pl: 3 }}>
          {[...new Set(card.socServices.map((s) => s.caption))].map((caption) => (
            <li key={caption}>{caption}</li>
          ))}
        </Typography>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Поставщики услуг
      </Typography>
      {card.status === CertificateStatus.Requested && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Договор можно будет заключить, когда сертификат будет выдан.
        </Typography>
      )}
      <CertificateOrganisations
        organisations={card.organisations}
        services={card.socServices}
        canContract={card.inForce}
        busy={busy}
        onConclude={onConclude}
      />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История сертификата
      </Typography>
      <WorkflowHistory label="История сертификата" rows={card.history} sides={CERTIFICATE_TABLE.sides} />
    </>
  );
}

/** The card with «Заключить договор» wired to the server: a confirmation, then the new contract's card opens. */
export function CertificateCardContainer({ card }: { card: CertificateCard }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [chosen, setChosen] = useState<CertificateOrganisation | null>(null);
  const [busy, setBusy] = useState(false);
  const conclude = async (organisation: CertificateOrganisation) => {
    setBusy(true);
    try {
      const contract = await createCertificateContract(card.id, organisation.id);
      await mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
      navigate(contractPath(contract.id));
    } catch (failure) {
      notifyFromError(failure, isSignedIn());
      setBusy(false);
      setChosen(null);
      await mutate(certificateKey(card.id));
    }
  };
  return (
    <>
      <CertificateCardView card={card} busy={busy} onConclude={setChosen} />
      {chosen && (
        <ConfirmDialog
          open
          title="Заключить договор?"
          text={`Будет создан договор на услуги с организацией «${chosen.caption}» по сертификату № ${card.number}. Организация подготовит договор и направит его вам на подписание.`}
          confirmCaption="Заключить договор"
          confirmColor="primary"
          busy={busy}
          onClose={() => setChosen(null)}
          onConfirm={() => void conclude(chosen)}
        />
      )}
    </>
  );
}
