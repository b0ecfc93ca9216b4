import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { card as act } from '@common/acts/generated/schemas/guardian-report.card';
import { BlockWizard } from '@/forms/wizard/block-wizard';
import { actKey, useActCard } from '@/forms/wizard/act-api';
import { useSession } from '@/stores/session';
import { changeStatus, REPORT_LIST_KEY, STATUS_COLORS, type ReportView } from './api';

/** The office's actions on a sent report: check, return with a note, form. */
function OfficeActions({ report, onChanged }: { report: ReportView; onChanged: () => void }) {
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const move = async (status: 2 | 3 | 4, withNote?: string) => {
    setBusy(true);
    try {
      await changeStatus(report.id, { status, version: report.version, note: withNote });
      setReturning(false);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  if (report.status !== 1 && report.status !== 2) return null;
  return (
    <>
      {report.status === 1 && (
        <Button variant="outlined" disabled={busy} onClick={() => void move(2)}>
          Отметить как проверенный
        </Button>
      )}
      <Button variant="outlined" color="warning" disabled={busy} onClick={() => setReturning(true)}>
        Вернуть на доработку
      </Button>
      <Button variant="contained" disabled={busy} onClick={() => void move(4)}>
        Сформировать
      </Button>
      {returning && (
        <Dialog open fullWidth onClose={() => setReturning(false)} aria-labelledby="return-title">
          <DialogTitle id="return-title">Вернуть отчёт опекуну</DialogTitle>
          <DialogContent>
            <TextField
              label="Что нужно исправить"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              required
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReturning(false)}>Отмена</Button>
            <Button variant="contained" disabled={busy || !note.trim()} onClick={() => void move(3, note.trim())}>
              Вернуть
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** /user/guardian-report-card/{id}: the ten blocks; the guardian edits a draft or a returned report, the office decides. */
export default function ReportCardPage() {
  const { id } = useParams();
  const numeric = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const user = useSession((s) => s.user);
  const { mutate } = useSWRConfig();
  const { data } = useActCard(act.definition, numeric ?? 0);
  if (numeric === null) return <Navigate to="/404" replace />;
  const report = data as ReportView | undefined;
  const guardianMayEdit = !!user?.publicPerson && (report?.status === null || report?.status === 3);
  const refresh = () => {
    void mutate(actKey(act.definition, numeric));
    void mutate(REPORT_LIST_KEY);
  };
  const actions = (view: ReportView) => (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={view.statusCaption} color={view.status ? STATUS_COLORS[view.status] : 'default'} />
        <Typography sx={{ flexGrow: 1 }}>
          {view.person ? `${view.person.lastName} ${view.person.firstName}` : ''}
        </Typography>
        <Button href={`/api/files/guardian-report-files?id=${view.id}`}>Документы (zip)</Button>
        <Button href={`/api/files/guardian-report-file-decision?id=${view.id}`}>Отчёт и решение (zip)</Button>
        {!user?.publicPerson && <OfficeActions report={view} onChanged={refresh} />}
      </Stack>
      {view.status === 3 && view.statusNote && (
        <Alert severity="warning">Отчёт возвращён на доработку: {view.statusNote}</Alert>
      )}
    </Stack>
  );
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {report ? `Отчёт опекуна № ${report.number}` : 'Отчёт опекуна'}
      </Typography>
      <BlockWizard
        key={numeric}
        act={act}
        id={numeric}
        locked={!guardianMayEdit}
        actions={(view) => actions(view as ReportView)}
      />
    </>
  );
}
