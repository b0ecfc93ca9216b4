import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** A tour contract at the check-in: the tourists, the tour, whether they may be checked in, why not. */
export type CheckInContract = ApiAnswer<'/tour-contract/for-check-in/{payload}/{digest}', 'get'>;
export type CheckInMember = CheckInContract['members'][number];

export const useForCheckIn = (payload: string, digest: string) =>
  useSWR(['/tour-contract/for-check-in', payload, digest], () =>
    api.get('/tour-contract/for-check-in/{payload}/{digest}', { params: { payload, digest }, quiet: true }),
  );

export const checkInByQr = (payload: string, digest: string) =>
  api.post('/tour-contract/check-in', { body: { payload, digest }, quiet: true });

export const useCheckInDay = (date: string) =>
  useSWR(['/tour-contract/check-in', date], () =>
    api.get('/tour-contract/check-in/{date}', { params: { date }, quiet: true }),
  );

export const checkInByList = (c: Pick<CheckInContract, 'personId' | 'contractId' | 'version'>) =>
  api.post('/tour-contract/check-in-by-list', {
    body: { personId: c.personId, id: c.contractId, version: c.version },
    quiet: true,
  });
