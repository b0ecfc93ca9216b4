import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** For each type of tourism certificate, whether the citizen may apply now and why not. */
export type CertificateChances = ApiAnswer<'/cert-tourism/allowed-creation-certificate', 'get'>;
export type CertificateChance = CertificateChances['types'][number];
/** The citizen's certificates of a period. */
export type HeldCertificate = ApiAnswer<'/cert-tourism/{from}/{to}', 'get'>['items'][number];

/** The SWR key the certificates' own pages revalidate after an application or an action. */
const KEY = '/cert-tourism';

export const useCertificateChances = (citizen: boolean) =>
  useSWR(citizen ? [KEY, 'allowed'] : null, () =>
    api.get('/cert-tourism/allowed-creation-certificate', { quiet: true }),
  );

export const useHeldCertificates = (citizen: boolean, from: string, to: string) =>
  useSWR(citizen ? [KEY, 'period', from, to] : null, () =>
    api.get('/cert-tourism/{from}/{to}', { params: { from, to }, quiet: true }),
  );

export const newCertificatePath = (typeId: number) => `/services/catalog/tourism-new-certificate/${typeId}`;
export const showCertificatePath = (id: number) => `/services/catalog/tourism-show-certificate/${id}`;
