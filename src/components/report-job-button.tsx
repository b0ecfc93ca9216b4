import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { MESSAGES } from '@/api/messages';
import { ApiError, refusalTexts } from '@/api/client';
import {
  editableDownloadUrl,
  fileDownloadUrl,
  reportJobApi,
  type ReportJobKey,
  type ReportJobRequest,
  type ReportJobResult,
  type ReportJobService,
} from '@/api/report-jobs';
import { JOB_POLL_INTERVAL_MS, JobState, unwrapJobMessage } from '@common/report-jobs';
import { forgetJob, recallJob, rememberJob } from './report-job-button-memory';

/** What the button says at each step of platform.md section 4 (the final texts are the spec's). */
export const REPORT_JOB_STEPS = {
  creating: 'Создание задачи…',
  checking: 'Проверка состояния задачи…',
  queued: 'Задача в очереди',
  running: 'Задача выполняется…',
  gettingResult: 'Получение результата…',
  completed: 'Задача выполнена',
  failed: MESSAGES.jobFailed,
  aborted: MESSAGES.jobAborted,
  startFailed: MESSAGES.jobStartFailed,
} as const;

type Phase = 'idle' | keyof typeof REPORT_JOB_STEPS;
const POLLING: Phase[] = ['checking', 'queued', 'running'];
const BUSY: Phase[] = ['creating', ...POLLING, 'gettingResult'];

interface Status {
  phase: Phase;
  key?: ReportJobKey;
  /** The job's (unwrapped) message or the refusal of the start. */
  note?: { severity: 'error' | 'info'; text: string };
  file?: ReportJobResult['result'];
  /** Bumped to poll again in the same phase. */
  tick?: number;
}

export interface ReportJobButtonProps {
  /** The button's caption ('Выписка из реестра…'). */
  label: string;
  /** The job to start: its type and parameters. */
  request: ReportJobRequest;
  /** The signed-in user: the started job is remembered for them (a return to the page finds it). */
  userId: number | null | undefined;
  /** The calls it makes; the API's by default. */
  service?: ReportJobService;
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} КБ`;
const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1].toUpperCase() ?? 'файл';

/**
 * The report-job button (platform.md sections 2 and 4): starts a background job, polls its state
 * every second until it is final with each step's text and a progress bar, then offers the file
 * (and, for contracts, its editable version), or says the job failed or was aborted with the
 * job's own message. A started job is remembered for the user in sessionStorage, so leaving the
 * page and coming back finds it still running or done. The parent keys it by user, so another
 * account never sees this one's job.
 */
export function ReportJobButton({ label, request, userId, service = reportJobApi }: ReportJobButtonProps) {
  const memoryKey = userId ? `${userId}:${JSON.stringify(request)}` : undefined;
  // A job started before (this visit or an earlier one) is looked at again.
  const [status, setStatus] = useState<Status>(() => {
    const key = memoryKey ? recallJob(memoryKey) : undefined;
    return key ? { phase: 'checking', key } : { phase: 'idle' };
  });

  // Poll while the job is queued or running: at once after the start, then every second.
  useEffect(() => {
    const { phase, key, tick } = status;
    if (!key || (!POLLING.includes(phase) && phase !== 'gettingResult')) return;
    let cancelled = false;
    const finish = async (state: number) => {
      const result = await service.result(key);
      const text = unwrapJobMessage(result.message);
      if (cancelled) return;
      if (state === JobState.Completed)
        setStatus({
          phase: 'completed',
          key,
          file: result.result,
          note: text ? { severity: 'info', text } : undefined,
        });
      else if (state === JobState.Failed)
        setStatus({ phase: 'failed', key, note: text ? { severity: 'error', text } : undefined });
      else setStatus({ phase: 'aborted', key, note: text ? { severity: 'info', text } : undefined });
    };
    const poll = async () => {
      try {
        if (phase === 'gettingResult') return await finish(JobState.Completed);
        const state = await service.state(key);
        if (cancelled) return;
        if (state === JobState.New) setStatus({ phase: 'queued', key, tick: (tick ?? 0) + 1 });
        else if (state === JobState.Running) setStatus({ phase: 'running', key, tick: (tick ?? 0) + 1 });
        else if (state === JobState.Completed) setStatus({ phase: 'gettingResult', key });
        else await finish(state);
      } catch (error) {
        if (cancelled) return;
        // A job that is gone (kept too long, another account) is forgotten; a lapsed session stops
        // polling but keeps the job for when the page is opened again; otherwise try again.
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
        if (gone && memoryKey) forgetJob(memoryKey);
        if (gone || (error instanceof ApiError && error.status === 401)) setStatus({ phase: 'idle' });
        else setStatus({ ...status, tick: (tick ?? 0) + 1 });
      }
    };
    const timer = setTimeout(
      () => void poll(),
      phase === 'checking' || phase === 'gettingResult' ? 0 : JOB_POLL_INTERVAL_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, memoryKey, service]);

  const start = useCallback(async () => {
    setStatus({ phase: 'creating' });
    try {
      const key = await service.start(request);
      if (memoryKey) rememberJob(memoryKey, key);
      setStatus({ phase: 'checking', key });
    } catch (error) {
      const text = refusalTexts(error)[0];
      setStatus({ phase: 'startFailed', note: text ? { severity: 'error', text } : undefined });
    }
  }, [request, memoryKey, service]);

  const busy = BUSY.includes(status.phase);
  const step = status.phase === 'idle' ? undefined : REPORT_JOB_STEPS[status.phase];
  const failed = status.phase === 'failed' || status.phase === 'startFailed';
  const file = status.phase === 'completed' ? status.file : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Button
        variant="outlined"
        startIcon={<DescriptionOutlined />}
        onClick={() => void start()}
        disabled={busy}
        sx={{ textAlign: 'left' }}
      >
        {label}
      </Button>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {step && (
          <Stack spacing={1}>
            {busy && <LinearProgress aria-label={step} />}
            <Typography
              color={failed ? 'error' : status.phase === 'completed' ? 'success.dark' : 'text.secondary'}
              sx={{ fontWeight: busy ? 400 : 500 }}
            >
              {step}
            </Typography>
            {status.note && (
              <Alert severity={status.note.severity} variant="outlined">
                {status.note.text}
              </Alert>
            )}
            {file && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
                <Link href={fileDownloadUrl(file.id)} download={file.originalFileName}>
                  Скачать документ «{file.originalFileName}» ({extension(file.originalFileName)}, {kilobytes(file.size)}
                  )
                </Link>
                {file.editable && (
                  <Link href={editableDownloadUrl(file.id)}>Скачать для редактирования (ODT или DOCX)</Link>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
