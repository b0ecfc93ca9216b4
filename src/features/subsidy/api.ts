import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

export type SubsidyStandards = ApiAnswer<'/subsidy-calculator/standards', 'get'>;

/** The region's figures and its cities' standards for the calculator. */
export const useSubsidyStandards = (regionId = 1) =>
  useSWR(['/subsidy-calculator/standards', regionId], () =>
    api.get('/subsidy-calculator/standards', { query: { regionId } }),
  );
