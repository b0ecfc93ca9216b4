import useSWR from 'swr';
import { apiRequest, type ApiAnswer, type ApiQuery, type ApiSchema } from '@/api/client';

/*
 * The questionnaire calls of workflows.md section 7 (/questionnaire/…): every act of record kind
 * `questionnaire` gathered; each questionnaire's blocks are saved by its own act calls.
 */

/** GET /questionnaire/institution: a page of the institution's questionnaires. */
export type QuestionnairePage = ApiAnswer<'/questionnaire/institution', 'get'>;
export type QuestionnaireRow = QuestionnairePage['items'][number];
/** GET /questionnaire/person/{id}: the kinds and the person's questionnaires. */
export type PersonQuestionnaires = ApiAnswer<'/questionnaire/person/{id}', 'get'>;
type ActView = ApiSchema<'ActView'>;

export function useInstitutionQuestionnaires(query: ApiQuery<'/questionnaire/institution', 'get'>) {
  return useSWR(['/questionnaire/institution', query] as const, ([path, q]) =>
    apiRequest<QuestionnairePage>('GET', path, { query: q }),
  );
}

export function usePersonQuestionnaires(personId: number | null) {
  return useSWR(personId === null ? null : `/questionnaire/person/${personId}`, (path: string) =>
    apiRequest<PersonQuestionnaires>('GET', path),
  );
}

/** GET /questionnaire/{personId}/{id}: which questionnaire it is (its kind) and its content. */
export function useQuestionnaire(personId: number | null, id: number | null) {
  return useSWR(personId === null || id === null ? null : `/questionnaire/${personId}/${id}`, (path: string) =>
    apiRequest<ActView>('GET', path),
  );
}

/** POST /questionnaire/store without an id: a new questionnaire of the kind for the person. */
export const startQuestionnaire = (kind: string, personId: number) =>
  apiRequest<ActView>('POST', '/questionnaire/store', { body: { kind, personId } });
