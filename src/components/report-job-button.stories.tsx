import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/client';
import type { ReportJobKey, ReportJobRequest, ReportJobResult, ReportJobService } from '@/api/report-jobs';
import { MESSAGES } from '@/api/messages';
import { ReportJobButton } from './report-job-button';
import { forgetJob, rememberJob } from './report-job-button-memory';

const request: ReportJobRequest = { type: 'institutionInformation', institutionSourceType: 1, institutionId: 5 };
const userId = 4;
const memoryKey = `${userId}:${JSON.stringify(request)}`;
const key: ReportJobKey = { typeId: 1, id: '6f1c2a9e-3b7d-4c1e-9a55-0d2f8e4b7a10' };
const never = () => new Promise<never>(() => {});

const file = {
  id: key.id,
  uri: `files/${key.id}`,
  originalFileName: 'Выписка из реестра поставщиков социальных услуг от 25.11.2026.pdf',
  size: 48_213,
  editable: false,
};

/** A service whose job reports these states one per poll (the last one stays), then this result. */
function scripted(
  states: Array<ReportJobResult['stateId']>,
  result: Partial<ReportJobResult> | 'never' = {},
): ReportJobService {
  let poll = 0;
  return {
    start: async () => key,
    state: async () => states[Math.min(poll++, states.length - 1)],
    result: async () =>
      result === 'never' ? never() : { stateId: states.at(-1)!, message: null, result: null, ...result },
  };
}

const meta: Meta<typeof ReportJobButton> = {
  title: 'Общие/Кнопка задачи отчёта',
  component: ReportJobButton,
  args: { label: 'Выписка из реестра поставщиков социальных услуг', request, userId },
  beforeEach: () => forgetJob(memoryKey),
};
export default meta;

type Story = StoryObj<typeof ReportJobButton>;

/** A story that finds a job started before (the person came back to the page). */
const resumed = (service: ReportJobService): Story => ({
  args: { service },
  beforeEach: () => {
    rememberJob(memoryKey, key);
  },
});

/** A story that presses the button. */
const pressed = (service: ReportJobService): Story => ({
  args: { service },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
  },
});

export const Idle: Story = { args: { service: scripted([1]) } };
export const Creating = pressed({ start: never, state: never, result: never });
export const CheckingState = resumed({ start: never, state: never, result: never });
export const Queued = resumed(scripted([1]));
export const Running = resumed(scripted([2]));
export const GettingResult = resumed(scripted([3], 'never'));
export const Completed = resumed(scripted([3], { stateId: 3, message: 'Документ сформирован', result: file }));
export const CompletedContractWithEditableVersion = resumed(
  scripted([3], {
    stateId: 3,
    result: { ...file, originalFileName: 'Договор № ДЕМО-СД-2026-0001 от 01.09.2026.pdf', editable: true },
  }),
);
export const Failed = resumed(scripted([5], { stateId: 5, message: JSON.stringify({ message: 'Договор не найден' }) }));
export const Canceled = resumed(scripted([4], { stateId: 4, message: null }));
export const Terminated = resumed(
  scripted([6], {
    stateId: 6,
    message: JSON.stringify({ message: 'Превышено допустимое время формирования документа. Повторите попытку позже.' }),
  }),
);
export const StartFailed = pressed({
  start: () =>
    Promise.reject(new ApiError(403, { messages: [{ severity: 'Error', text: MESSAGES.institutionExtractDenied }] })),
  state: never,
  result: never,
});
export const StartFailedWithoutMessage = pressed({
  start: () => Promise.reject(new ApiError(0, undefined)),
  state: never,
  result: never,
});
/** The whole way: queued, running, then the document (one step per second). */
export const WholeRun = pressed(scripted([1, 2, 3], { stateId: 3, message: 'Документ сформирован', result: file }));

export const Mobile: Story = {
  ...Completed,
  globals: { viewport: { value: 'mobile' } },
};
