import useSWR from 'swr';
import { api, type ApiAnswer } from '@/api/client';

/** The citizen's programme (null: they have none). */
export type IppsuAnswer = ApiAnswer<'/ippsu', 'get'>;
export type Ippsu = NonNullable<IppsuAnswer>;
export type IppsuService = Ippsu['services'][number];
export type IppsuOrganisation = Ippsu['allRecommendedOrganisations'][number];

/** The signed-in citizen's individual programme of social services. */
export const useMyIppsu = () => useSWR('/ippsu', () => api.get('/ippsu'));

/** Every organisation providing the programme's services: asked for when the person opens the list. */
export const useAllOrganisations = (enabled: boolean) =>
  useSWR(enabled ? '/ippsu/all-organisations' : null, () => api.get('/ippsu/all-organisations'));
