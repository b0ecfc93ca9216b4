/**
 * Background report jobs (platform.md sections 4 and 7): the seven report types, the job states
 * and their transitions, and how a job's message is read. Shared by the server and the client.
 */

/** Report job types, in the order of their numeric typeId (1..7). */
export const REPORT_JOB_TYPES = [
  'institutionInformation',
  'personServiceInformation',
  'personRequestDecisionAssign',
  'personRequestDecisionReject',
  'serviceContract',
  'serviceContractAct',
  'tourContract',
] as const;

export type ReportJobType = (typeof REPORT_JOB_TYPES)[number];

/** What each report is called where a person reads of it (the notice of a finished report). */
export const REPORT_JOB_CAPTIONS: Readonly<Record<ReportJobType, string>> = {
  institutionInformation: 'Выписка из реестра поставщиков социальных услуг',
  personServiceInformation: 'Выписка из регистра получателей социальных услуг',
  personRequestDecisionAssign: 'Решение о предоставлении социальных услуг',
  personRequestDecisionReject: 'Решение об отказе в предоставлении социальных услуг',
  serviceContract: 'Договор о предоставлении социальных услуг',
  serviceContractAct: 'Акт о предоставлении социальных услуг',
  tourContract: 'Договор на оказание туристской услуги',
};

/** The typeId of a job key: the type's position in REPORT_JOB_TYPES, from 1. */
export const reportJobTypeId = (type: ReportJobType): number => REPORT_JOB_TYPES.indexOf(type) + 1;

/** Job states: New 1, Running 2, Completed 3, Canceled 4, Failed 5, Terminated 6. */
export const JobState = {
  New: 1,
  Running: 2,
  Completed: 3,
  Canceled: 4,
  Failed: 5,
  Terminated: 6,
} as const;

export type JobStateId = (typeof JobState)[keyof typeof JobState];

/**
 * States after which nothing changes. The spec lists Completed, Canceled and Failed; Terminated
 * (the time limit was exceeded) is final too, or a button polling it would never stop.
 */
export const FINAL_JOB_STATES: readonly JobStateId[] = [
  JobState.Completed,
  JobState.Canceled,
  JobState.Failed,
  JobState.Terminated,
];

export const isFinalJobState = (state: number): boolean => (FINAL_JOB_STATES as readonly number[]).includes(state);

/**
 * The only transitions a job makes. New -> Running when a worker takes it; Running -> New when its
 * worker vanished (a restart) and a retry is left; New -> Canceled when it is cancelled before it
 * runs. Final states have no way out.
 */
export const JOB_TRANSITIONS: Readonly<Record<JobStateId, readonly JobStateId[]>> = {
  [JobState.New]: [JobState.Running, JobState.Canceled],
  [JobState.Running]: [JobState.Completed, JobState.Failed, JobState.Terminated, JobState.New],
  [JobState.Completed]: [],
  [JobState.Canceled]: [],
  [JobState.Failed]: [],
  [JobState.Terminated]: [],
};

/** Polling interval of the button (platform.md section 9). */
export const JOB_POLL_INTERVAL_MS = 1000;

/**
 * A job's message as a person reads it: the message may be JSON text (`{"message": "..."}`, as
 * the report services write errors), whose inner message is shown; otherwise the text itself.
 */
export function unwrapJobMessage(message: string | null | undefined): string | null {
  if (!message) return null;
  const text = message.trim();
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed || null;
      if (parsed && typeof parsed === 'object') {
        const inner = (parsed as Record<string, unknown>).message ?? (parsed as Record<string, unknown>).Message;
        if (typeof inner === 'string') return unwrapJobMessage(inner);
      }
    } catch {
      // Not JSON after all: shown as written.
    }
  }
  return text;
}
