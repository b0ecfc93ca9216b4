import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BackButton } from '@/components/back-button';
import { refusalTexts } from '@/api/api-error';
import { regionToday } from '@common/time-zone';
import { placesLeftText } from '@common/tourism/tour-services';
import { membersRefusal } from '@common/tourism/tour-contract-rules';
import { normalizeSnils } from '@common/validation/snils';
import { createTourContractForTourist, ruDate, useOperatorTours, useTourist } from './api';
import { TourMemberChoice } from './tour-members';

/**
 * /services/catalog/tourism/new-contract-provider/{institutionId}/{snils}: the operator's employee
 * makes a contract for a tourist who came to the office, found by SNILS: one of the operator's
 * coming tours with places, who goes. It is born «На заключении»: the operator signs first.
 */
export default function TourOperatorNewContractPage() {
  const { institutionId = '', snils = '' } = useParams();
  const navigate = useNavigate();
  const today = regionToday();
  const tourist = useTourist(snils);
  const tours = useOperatorTours(Number(institutionId), today, `${today.slice(0, 4)}-12-31`);
  const open = (tours.data?.items ?? []).filter((t) => t.dateFrom > today && t.placesLeft > 0);
  const [serviceId, setServiceId] = useState<number | ''>('');
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const members = chosen ?? (tourist.data ? [tourist.data.personId] : []);
  const wrongMembers = tourist.data
    ? membersRefusal(
        members,
        tourist.data.members.map((m) => m.personId),
      )
    : null;
  const wrongTour = serviceId === '' ? 'Выберите тур' : null;

  const submit = async () => {
    setTried(true);
    if (wrongMembers || wrongTour || serviceId === '') return;
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await createTourContractForTourist({ snils, serviceId, memberIds: members });
      navigate(`/user/institution-tour-contracts/${saved.id}`);
    } catch (failure) {
      setRefusal(refusalTexts(failure)[0] ?? 'Не удалось оформить договор. Попробуйте ещё раз.');
      await tours.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <BackButton to="/user/institution-tour-contracts" />
      <Typography variant="h4" component="h1">
        Договор на тур за туриста
      </Typography>
      {(tourist.isLoading || tours.isLoading) && <LinearProgress aria-label="Загрузка" />}
      {tourist.error && <Alert severity="error">{refusalTexts(tourist.error)[0] ?? 'Турист не найден.'}</Alert>}
      {tourist.data && (
        <Box
          component="form"
          noValidate
          aria-label="Договор на тур за туриста"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack spacing={2}>
            <Typography>
              Турист: <strong>{tourist.data.fio}</strong>, СНИЛС {normalizeSnils(snils)}
            </Typography>
            {tours.data && open.length === 0 && (
              <Alert severity="info">
                Туров со свободными местами нет: добавьте тур в разделе «Туристические услуги».
              </Alert>
            )}
            <TextField
              select
              label="Тур"
              value={serviceId}
              onChange={(e) => setServiceId(Number(e.target.value))}
              error={tried && Boolean(wrongTour)}
              helperText={tried && wrongTour ? wrongTour : ' '}
              required
            >
              {open.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name} · {ruDate(t.dateFrom)} · {placesLeftText(t.placesLeft)}
                </MenuItem>
              ))}
            </TextField>
            <TourMemberChoice
              id="tourist-members"
              members={tourist.data.members}
              chosen={members}
              onChange={setChosen}
              error={tried && wrongMembers ? wrongMembers : undefined}
              disabled={busy}
            />
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {busy ? 'Оформление…' : 'Оформить договор'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
