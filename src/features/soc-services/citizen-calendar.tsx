import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '@/config';
import { ServiceRecordStatus } from '@common/schedule/service-record-machine';
import type { WindowDay } from '@common/schedule/slots';
import { signatureUrl, type ServiceRecord } from './api';
import { dayHeading } from './calendar-texts';
import { SignDialog } from './sign-dialog';

/** The citizen's own services in the window, day by day; an unsigned one is signed here with the pad. */
export function CitizenCalendar({
  days,
  records,
  onChanged,
}: {
  days: readonly WindowDay[];
  records: readonly ServiceRecord[];
  onChanged: () => void;
}) {
  const [signing, setSigning] = useState<ServiceRecord | null>(null);
  const withServices = days.filter((d) => records.some((r) => r.day === d.date));
  if (!withServices.length) return <Alert severity="info">В эти дни услуг нет</Alert>;
  return (
    <Stack spacing={2}>
      {withServices.map((d) => (
        <Box key={d.date} component="section" aria-label={dayHeading(d)}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {dayHeading(d)}
            {d.today ? ' · сегодня' : ''}
          </Typography>
          <Stack spacing={1}>
            {records
              .filter((r) => r.day === d.date)
              .map((r) => (
                <Card key={r.id} variant="outlined" data-testid="own-service">
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>
                          {r.startTime}–{r.endTime === '23:59:59' ? '23:59' : r.endTime} · {r.serviceCaption}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {r.institution}
                          {r.employeeFio ? ` · ${r.employeeFio}` : ''}
                        </Typography>
                        {r.comment && <Typography variant="body2">{r.comment}</Typography>}
                      </Box>
                      <Box>
                        <Chip
                          size="small"
                          color={r.status === ServiceRecordStatus.Signed ? 'success' : 'default'}
                          label={r.statusCaption}
                        />
                      </Box>
                    </Stack>
                    {r.status === ServiceRecordStatus.Signed && (
                      <Box
                        component="img"
                        src={signatureUrl(config.apiRoot, r)}
                        alt={`Ваша подпись под услугой «${r.serviceCaption}»`}
                        sx={{
                          display: 'block',
                          mt: 1,
                          width: 180,
                          maxWidth: '100%',
                          border: 1,
                          borderColor: 'grey.300',
                          borderRadius: 1,
                        }}
                      />
                    )}
                    {r.allowedActions.includes('sign') && (
                      <Button variant="contained" size="small" sx={{ mt: 1 }} onClick={() => setSigning(r)}>
                        Подписать
                      </Button>
                    )}
                  </CardContent>
                </Card>
              ))}
          </Stack>
        </Box>
      ))}
      {signing && (
        <SignDialog
          record={signing}
          onClose={() => setSigning(null)}
          onSigned={() => {
            setSigning(null);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
