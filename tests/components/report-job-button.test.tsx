// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { MESSAGES } from '@/api/messages';
import type { ReportJobKey, ReportJobRequest, ReportJobResult, ReportJobService } from '@/api/report-jobs';
import { REPORT_JOB_STEPS, ReportJobButton } from '@/components/report-job-button';
import { recallJob, rememberJob } from '@/components/report-job-button-memory';

// The button's behaviour against a scripted job service (the real API is exercised by
// tests/server/reports/report-jobs.test.ts and e2e/report-jobs.spec.ts).
const request: ReportJobRequest = { type: 'personServiceInformation' };
const key: ReportJobKey = { typeId: 2, id: '0b7d2c52-9a55-4c1e-8e4b-6f1c2a9e3b7d' };
const file = { id: key.id, uri: `files/${key.id}`, originalFileName: 'Выписка.pdf', size: 4096, editable: true };
const memoryKey = `7:${JSON.stringify(request)}`;

function scripted(states: Array<ReportJobResult['stateId']>, result: Partial<ReportJobResult> = {}) {
  const calls = { state: 0, start: 0 };
  const service: ReportJobService = {
    start: async () => {
      calls.start += 1;
      return key;
    },
    state: async () => states[Math.min(calls.state++, states.length - 1)],
    result: async () => ({ stateId: states.at(-1)!, message: null, result: null, ...result }),
  };
  return { service, calls };
}

const renderButton = (service: ReportJobService) =>
  render(<ReportJobButton label="Выписка" request={request} userId={7} service={service} />);

beforeEach(() => sessionStorage.clear());

describe('report-job button', () => {
  it('goes queued, running, then completed with a Russian download link and the editable version; the job is remembered', async () => {
    const { service, calls } = scripted([1, 2, 3], { stateId: 3, result: file });
    renderButton(service);
    await userEvent.click(screen.getByRole('button', { name: 'Выписка' }));
    await screen.findByText(REPORT_JOB_STEPS.queued);
    expect(screen.getByRole('button', { name: 'Выписка' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await screen.findByText(REPORT_JOB_STEPS.running, undefined, { timeout: 3000 });
    await screen.findByText(REPORT_JOB_STEPS.completed, undefined, { timeout: 3000 });
    // Polled once a second: three states took at least two intervals.
    expect(calls.state).toBe(3);
    expect(screen.getByRole('link', { name: 'Скачать документ «Выписка.pdf» (PDF, 4 КБ)' })).toHaveAttribute(
      'href',
      `/api/files/get?preloadId=${key.id}`,
    );
    expect(screen.getByRole('link', { name: /Скачать для редактирования/ })).toHaveAttribute(
      'href',
      `/api/files/get/docx-odt?preloadId=${key.id}`,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(recallJob(memoryKey)).toEqual(key);
  });

  it('a person who comes back finds the remembered job without starting another', async () => {
    rememberJob(memoryKey, key);
    const { service, calls } = scripted([3], { stateId: 3, result: file });
    renderButton(service);
    await screen.findByText(REPORT_JOB_STEPS.completed);
    expect(calls.start).toBe(0);
  });

  it('Failed shows the spec text and the unwrapped message as an error', async () => {
    rememberJob(memoryKey, key);
    renderButton(scripted([5], { stateId: 5, message: JSON.stringify({ message: 'Договор не найден' }) }).service);
    await screen.findByText(MESSAGES.jobFailed);
    expect(screen.getByText('Договор не найден').closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Canceled and Terminated say the task was aborted', async () => {
    for (const state of [4, 6] as const) {
      sessionStorage.clear();
      rememberJob(memoryKey, key);
      const view = renderButton(
        scripted([state], { stateId: state, message: state === 6 ? '{"message":"Превышено время"}' : null }).service,
      );
      await screen.findByText(MESSAGES.jobAborted);
      if (state === 6) expect(screen.getByText('Превышено время')).toBeInTheDocument();
      view.unmount();
    }
  });

  it("a refused start shows the spec text with the server's message, or the spec text alone", async () => {
    const refused: ReportJobService = {
      start: () =>
        Promise.reject(
          new ApiError(403, { messages: [{ severity: 'Error', text: MESSAGES.institutionExtractDenied }] }),
        ),
      state: () => Promise.reject(new Error('not called')),
      result: () => Promise.reject(new Error('not called')),
    };
    const view = renderButton(refused);
    await userEvent.click(screen.getByRole('button', { name: 'Выписка' }));
    await screen.findByText(MESSAGES.jobStartFailed);
    expect(screen.getByText(MESSAGES.institutionExtractDenied)).toBeInTheDocument();
    view.unmount();
    renderButton({ ...refused, start: () => Promise.reject(new ApiError(0, undefined)) });
    await userEvent.click(screen.getByRole('button', { name: 'Выписка' }));
    await screen.findByText(MESSAGES.jobStartFailed);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(recallJob(memoryKey)).toBeUndefined();
  });

  it('a remembered job that is gone is forgotten; after a lapsed session it is kept for the next visit', async () => {
    for (const [status, kept] of [
      [404, false],
      [401, true],
    ] as const) {
      sessionStorage.clear();
      rememberJob(memoryKey, key);
      const view = renderButton({
        start: async () => key,
        state: () => Promise.reject(new ApiError(status, undefined)),
        result: () => Promise.reject(new Error('not called')),
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Выписка' })).toBeEnabled());
      expect(screen.queryByText(REPORT_JOB_STEPS.checking)).toBeNull();
      expect(recallJob(memoryKey)).toEqual(kept ? key : undefined);
      view.unmount();
    }
  });
});
