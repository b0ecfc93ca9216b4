import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BackButton } from '@/components/back-button';
import { refusalTexts } from '@/api/api-error';
import { ruMoney } from '@common/acts/display/format';
import { placesLeftText } from '@common/tourism/tour-services';
import { membersRefusal } from '@common/tourism/tour-contract-rules';
import {
  createTourContractUnderCertificate,
  ruDate,
  saveTourContract,
  useTourDraft,
  useTourismCertificate,
  type TourDraft,
} from './api';
import { TourMemberChoice } from './tour-members';

/** The tour a contract is about: name, operator, days, places left, price. */
export function TourSummary({ tour }: { tour: TourDraft['tour'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {tour.name}
      </Typography>
      <Typography color="text.secondary">{tour.institution}</Typography>
      <Typography>
        {tour.dateFrom === tour.dateTo ? ruDate(tour.dateFrom) : `${ruDate(tour.dateFrom)} — ${ruDate(tour.dateTo)}`}
      </Typography>
      <Typography>{placesLeftText(tour.placesLeft)}</Typography>
      {tour.price !== null && <Typography>Стоимость на одного участника: {ruMoney(tour.price)}</Typography>}
    </Paper>
  );
}

/**
 * /services/catalog/tourism/new-contract/{institutionId}/{serviceId}: a citizen takes a tour for
 * themself, their children and wards. The server takes one place per member when it writes the
 * contract; a refusal (no places left, a contract already there) keeps the choice on screen.
 */
export default function TourNewContractPage() {
  const serviceId = Number(useParams().serviceId);
  const navigate = useNavigate();
  const certificateId = Number(useSearchParams()[0].get('certificate')) || null;
  const certificate = useTourismCertificate(certificateId);
  const { data: draft, error, isLoading, mutate } = useTourDraft(serviceId);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Under a certificate only its holder and the members it names may go.
  const named = certificate.data
    ? [certificate.data.personId, ...certificate.data.members.map((m) => m.personId)]
    : null;
  const choices = draft ? draft.members.filter((m) => !named || named.includes(m.personId)) : [];
  const members = chosen ?? named ?? (draft ? [draft.members[0].personId] : []);
  const wrong = draft
    ? membersRefusal(
        members,
        choices.map((m) => m.personId),
      )
    : null;

  const submit = async () => {
    setTried(true);
    if (wrong || !draft) return;
    setBusy(true);
    setRefusal(null);
    try {
      const saved = certificateId
        ? await createTourContractUnderCertificate(certificateId, serviceId, members)
        : await saveTourContract({ serviceId, memberIds: members });
      navigate(`/services/catalog/tourism/contract/${saved.id}`);
    } catch (failure) {
      setRefusal(refusalTexts(failure)[0] ?? 'Не удалось оформить договор. Попробуйте ещё раз.');
      // The places left may have changed: the tour is read again, the choice stays.
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <BackButton to="/services/catalog/tourism" />
      <Typography variant="h4" component="h1">
        Договор на тур
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">{refusalTexts(error)[0] ?? 'Не удалось загрузить тур.'}</Alert>}
      {draft && (
        <>
          <TourSummary tour={draft.tour} />
          {certificate.data && (
            <Alert severity="info">
              Тур оплачивается туристическим сертификатом № {certificate.data.number} ({certificate.data.validPeriod}).
              В туре участвуют владелец сертификата и указанные в нём члены семьи.
            </Alert>
          )}
          {certificate.error && (
            <Alert severity="error">{refusalTexts(certificate.error)[0] ?? 'Сертификат не найден.'}</Alert>
          )}
          {draft.existing ? (
            <Alert severity="info">
              У вас уже есть договор на этот тур: № {draft.existing}. Он в разделе «Договоры на услуги».
            </Alert>
          ) : draft.tour.refusal ? (
            <Alert severity="warning">{draft.tour.refusal}</Alert>
          ) : (
            <Box
              component="form"
              noValidate
              aria-label="Договор на тур"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Stack spacing={2}>
                <TourMemberChoice
                  id="tour-members"
                  members={choices}
                  chosen={members}
                  onChange={setChosen}
                  error={tried && wrong ? wrong : undefined}
                  disabled={busy}
                />
                {refusal && <Alert severity="error">{refusal}</Alert>}
                <Typography variant="body2" color="text.secondary">
                  Договор будет оформлен на ваше имя. После оформления проверьте его и подпишите; затем его подпишет
                  туроператор.
                </Typography>
                <Box>
                  <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {busy ? 'Оформление…' : 'Оформить договор'}
                  </Button>
                </Box>
              </Stack>
            </Box>
          )}
          <Link component={RouterLink} to="/user/service-contracts">
            Мои договоры
          </Link>
        </>
      )}
    </Stack>
  );
}
