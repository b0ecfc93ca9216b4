import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { ActionBar } from '@/components/action-bar';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { SOCIAL_REPORT_TABLE, type SocialReportAction } from '@common/soc-contracts/social-contract-machine';
import {
  apiUrl,
  reviewReport,
  ruDate,
  ruDateTime,
  socContractKey,
  socReportKey,
  submitReport,
  useSocReport,
  type SocContractPaths,
  type SocReportDocument,
  type SocReportView,
} from './api';
import { ReasonDialog } from './reason-dialog';
import { SocReportStatusChip } from './status-chips';

const SIDES = { person: 'получатель', employee: 'учреждение' };

/** The report's documents, each a download through GET /soc-contract/preload-file. */
export function ReportDocuments({ documents }: { documents: readonly SocReportDocument[] }) {
  if (documents.length === 0) return <Typography color="text.secondary">Документов нет.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Документы отчёта">
      {documents.map((document) => (
        <Box component="li" key={document.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <AttachFileOutlined fontSize="small" color="action" />
          <Link href={apiUrl(document.url)} download={document.fileName} sx={{ overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

/** The report as both sides read it: event, status, the institution's comment, the text, the documents, the history. */
export function ReportDetails({
  report,
  paths,
  busy = false,
  onAction,
}: {
  report: SocReportView;
  paths: SocContractPaths;
  busy?: boolean;
  onAction(action: SocialReportAction): void;
}) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Отчёт № {report.number}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography>Статус:</Typography>
        <span data-testid="soc-report-status">
          <SocReportStatusChip status={report.status} caption={report.statusCaption} />
        </span>
      </Stack>
      <Typography color="text.secondary" gutterBottom>
        Создан {ruDateTime(report.reportCreateTime)}
        {report.submittedAt && `, отправлен ${ruDateTime(report.submittedAt)}`}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Мероприятие:{' '}
        <Link component={RouterLink} to={paths.event(report.contractId, report.eventId)}>
          {report.eventName}
        </Link>{' '}
        (срок {ruDate(report.eventDueDate)}), контракт № {report.contractNumber}
      </Typography>
      {report.reviewComment && (
        <Alert severity={report.status === 4 ? 'warning' : 'info'} sx={{ mb: 2 }}>
          Комментарий учреждения: {report.reviewComment}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {report.allowedActions.includes('edit') && (
          <Button
            component={RouterLink}
            to={`${paths.newReport(report.contractId, report.eventId).split('?')[0]}?report=${report.id}`}
            variant="outlined"
            sx={{ my: 2 }}
          >
            Изменить отчёт
          </Button>
        )}
        <ActionBar
          actions={report.allowedActions.filter((a) => a !== 'edit')}
          table={SOCIAL_REPORT_TABLE}
          busy={busy}
          onAction={onAction}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            Что сделано
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.text || '—'}</Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" color="text.secondary" gutterBottom>
            Документы
          </Typography>
          <ReportDocuments documents={report.documents} />
        </Box>
      </Paper>
      <Typography variant="h5" component="h2" gutterBottom>
        История
      </Typography>
      <WorkflowHistory label="История отчёта" rows={report.history} sides={SIDES} />
    </>
  );
}

/** The report's screen: the citizen sends a draft, the institution accepts it or returns it with a comment. */
export function ReportView({
  contractId,
  reportId,
  paths,
}: {
  contractId: number;
  reportId: number;
  paths: SocContractPaths;
}) {
  const { data: report, error, isLoading } = useSocReport(contractId, reportId);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const perform = async (action: SocialReportAction, comment?: string) => {
    if (!report) return;
    setBusy(true);
    try {
      if (action === 'submit') await submitReport(report.id, report.version);
      else if (action === 'accept' || action === 'return')
        await reviewReport(report.id, { version: report.version, action, comment });
      setReturning(false);
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) {
        setConflict(text);
        setReturning(false);
      } else notifyFromError(failure, isSignedIn());
    } finally {
      setBusy(false);
      await mutate(socReportKey(contractId, reportId));
      await mutate(socContractKey(contractId));
      await mutate((k) => Array.isArray(k) && k[0] === '/soc-contract');
    }
  };

  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !report) return <Alert severity="error">Отчёт не найден или недоступен.</Alert>;
  return (
    <>
      <ReportDetails
        report={report}
        paths={paths}
        busy={busy}
        onAction={(action) => (action === 'return' ? setReturning(true) : void perform(action))}
      />
      {returning && (
        <ReasonDialog
          title="Вернуть отчёт на доработку"
          label="Что нужно доработать"
          required="Укажите, что нужно доработать в отчёте"
          confirm={SOCIAL_REPORT_TABLE.actions.return.caption}
          busy={busy}
          onClose={() => setReturning(false)}
          onConfirm={(comment) => void perform('return', comment)}
        />
      )}
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
