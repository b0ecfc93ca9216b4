import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { notifyFromError } from '@/api/notify-from-error';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { isSignedIn, useSession } from '@/stores/session';
import {
  socContractKey,
  socReportKey,
  storeReport,
  submitReport,
  useSocContract,
  useSocReport,
  type SocContractCard,
  type SocContractPaths,
  type SocReportView,
} from './api';
import { mayAddReport } from './event-view';
import { ReportForm, type ReportValues } from './report-form';

/** The typed report is kept for the user, contract and report in this tab until it is sent: a reload loses nothing. */
export const reportDraftKey = (userId: number | undefined, contractId: number, reportId: number | null) =>
  `soc-report-draft:${userId ?? 'anonymous'}:${contractId}:${reportId ?? 'new'}`;

export function readReportDraft(key: string, initial: ReportValues): ReportValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as ReportValues | null;
    if (saved && typeof saved === 'object' && typeof saved.text === 'string' && Array.isArray(saved.files))
      return { ...initial, ...saved, eventId: initial.eventId ?? saved.eventId ?? null };
  } catch {
    // A damaged draft starts the form afresh.
  }
  return initial;
}

function Filling({
  card,
  report,
  initialEvent,
  paths,
}: {
  card: SocContractCard;
  report: SocReportView | null;
  initialEvent: number | null;
  paths: SocContractPaths;
}) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const userId = useSession((s) => s.user?.userId);
  const key = reportDraftKey(userId, card.id, report?.id ?? null);
  const open = card.events.filter((event) => mayAddReport(card, event) || event.id === report?.eventId);
  const start: ReportValues = report
    ? {
        eventId: report.eventId,
        text: report.text,
        files: report.documents.map((d) => ({ id: d.id, uri: d.uriWithHash, originalFileName: d.fileName })),
      }
    : { eventId: open.some((e) => e.id === initialEvent) ? initialEvent : null, text: '', files: [] };
  const [values, setValues] = useState<ReportValues>(() => readReportDraft(key, start));
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const change = (next: ReportValues) => {
    setValues(next);
    sessionStorage.setItem(key, JSON.stringify(next));
  };

  const send = async (filled: ReportValues) => {
    setBusy(true);
    let stored: { id: number; version: number } | null = null;
    try {
      stored = await storeReport({
        contractId: card.id,
        eventId: filled.eventId!,
        ...(report ? { id: report.id, version: report.version } : {}),
        text: filled.text,
        fileIds: filled.files.map((f) => f.id),
      });
      sessionStorage.removeItem(key);
      await submitReport(stored.id, stored.version);
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) setConflict(text);
      else notifyFromError(failure, isSignedIn());
    } finally {
      setBusy(false);
      await mutate(socContractKey(card.id));
      await mutate((k) => Array.isArray(k) && k[0] === '/soc-contract');
      if (stored) {
        await mutate(socReportKey(card.id, stored.id));
        navigate(paths.report(card.id, stored.id));
      }
    }
  };

  if (open.length === 0)
    return <Alert severity="info">Отчёты принимаются по невыполненным мероприятиям действующего контракта.</Alert>;
  return (
    <>
      <ReportForm
        events={open}
        eventFixed={report !== null}
        values={values}
        onChange={change}
        busy={busy}
        onSubmit={send}
      />
      {conflict && (
        <StaleVersionDialog text={conflict} onClose={() => setConflict(null)}>
          Введённый текст сохранён в форме: проверьте отчёт и отправьте его ещё раз.
        </StaleVersionDialog>
      )}
    </>
  );
}

function ChangedReport({
  card,
  reportId,
  paths,
}: {
  card: SocContractCard;
  reportId: number;
  paths: SocContractPaths;
}) {
  const { data: report, error, isLoading } = useSocReport(card.id, reportId);
  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !report) return <Alert severity="error">Отчёт не найден или недоступен.</Alert>;
  if (!report.allowedActions.includes('edit'))
    return <Alert severity="info">Этот отчёт уже нельзя изменить: он на проверке или принят.</Alert>;
  return <Filling card={card} report={report} initialEvent={report.eventId} paths={paths} />;
}

/** The report form of a contract: a new report (?event=ID chooses its event) or a draft or returned one (?report=ID). */
export function NewReport({ contractId, paths }: { contractId: number; paths: SocContractPaths }) {
  const [search] = useSearchParams();
  const { data: card, error, isLoading } = useSocContract(contractId);
  const reportId = Number(search.get('report')) || null;
  const eventId = Number(search.get('event')) || null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {reportId ? 'Изменение отчёта' : 'Новый отчёт'}
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {(error || (!isLoading && !card)) && (
        <Alert severity="error">Социальный контракт не найден или недоступен.</Alert>
      )}
      {card && (
        <>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            Социальный контракт № {card.number}. Учреждение проверит отчёт и примет его или вернёт на доработку с
            комментарием.
          </Typography>
          {card.side !== 'person' ? (
            <Alert severity="info">Отчёт подаёт получатель по социальному контракту.</Alert>
          ) : reportId ? (
            <ChangedReport card={card} reportId={reportId} paths={paths} />
          ) : (
            <Filling card={card} report={null} initialEvent={eventId} paths={paths} />
          )}
        </>
      )}
    </>
  );
}
