import useSWR from 'swr';
import { api, type ApiAnswer, type ApiBody, type ApiQuery } from '@/api/client';
import { config } from '@/config';

/** A page of contracts with the total. */
export type ContractPage = ApiAnswer<'/service-contract', 'get'>;
export type ContractListItem = ContractPage['items'][number];
/** The card: parties, services, history and the caller's allowed actions. */
export type ContractCard = ApiAnswer<'/service-contract/{personId}/{id}', 'get'>;
export type ContractAction = ContractCard['allowedActions'][number];
export type ContractListQuery = NonNullable<ApiQuery<'/service-contract', 'get'>>;

/** The caller's contracts (the citizen's own, or the selected institution's): search, status, paging. */
export const useContractList = (query: ContractListQuery) =>
  useSWR(['/service-contract', query], () => api.get('/service-contract', { query }), { keepPreviousData: true });

/** The card's SWR key: actions revalidate it. */
export const contractKey = (personId: number, id: number) =>
  ['/service-contract/{personId}/{id}', personId, id] as const;

/** One contract's card. */
export const useContractCard = (personId: number | undefined, id: number) =>
  useSWR(personId ? contractKey(personId, id) : null, () =>
    api.get('/service-contract/{personId}/{id}', { params: { personId: personId!, id } }),
  );

/** The holder of a contract the citizen's card route names only by id: the citizen's list filtered by id. */
export const useContractHolder = (id: number) =>
  useSWR(['/service-contract', { id }], () =>
    api.get('/service-contract', { query: { id } }).then((page) => page.items[0]?.personId ?? null),
  );

/** The endpoints of the actions that take only the version, by the table's action. */
const PATH_ACTIONS = {
  sign: '/service-contract/{personId}/{id}/sign',
  signAct: '/service-contract/{personId}/{id}/sign-act',
  signActByProvider: '/service-contract/{personId}/{id}/sign-act-provider',
  terminate: '/service-contract/{personId}/{id}/terminate',
  sendForSigning: '/service-contract/{personId}/{id}/send-for-signing',
  requestTermination: '/service-contract/{personId}/{id}/request-termination',
  markMissed: '/service-contract/{personId}/{id}/mark-missed',
} as const;
export type SimpleAction = keyof typeof PATH_ACTIONS;
export const isSimpleAction = (action: ContractAction): action is SimpleAction => action in PATH_ACTIONS;

/** The contract an action is about: its holder, id and the version the person saw. */
export interface ContractRef {
  personId: number;
  id: number;
  version: number;
}

// Each call is quiet: the card shows a version conflict as its dialog, other refusals as notifications.
export const simpleAction = (action: SimpleAction, { personId, id, version }: ContractRef) =>
  api.post(PATH_ACTIONS[action], { params: { personId, id }, body: { version }, quiet: true });
export const rejectContract = (ref: ContractRef, reason: string) =>
  api.post('/service-contract/reject', { body: { ...ref, reason }, quiet: true });
export const sendFeedback = (ref: ContractRef, body: { rating?: number; text?: string }) =>
  api.post('/service-contract/feedback', { body: { ...ref, ...body }, quiet: true });
export const extendValidity = (ref: ContractRef, dateTo: string) =>
  api.post('/service-contract/add-validity-period', { body: { ...ref, dateTo }, quiet: true });
export const removeService = ({ personId, id, version }: ContractRef, serviceId: number) =>
  api.post('/service-contract/{personId}/{id}/remove-service/{serviceId}', {
    params: { personId, id, serviceId },
    body: { version },
    quiet: true,
  });

export { ruDate, ruDateTime } from '@common/acts/display-value';

/** The documents a side signs: the contract, or its act of rendered services. */
export type SignedDocument = ContractCard['signatures'][number]['document'];
export type ContractSignature = ContractCard['signatures'][number];
/** The document about to be signed: its PDF (base64) and SHA-256. */
export type DocumentPreview = ApiAnswer<'/service-contract/{personId}/{id}/document/{document}', 'get'>;

/** The document of a contract as it reads now, for the person to read before signing; loaded when the dialog opens. */
export const useContractDocument = (personId: number, id: number, document: SignedDocument | null, version: number) =>
  useSWR(
    document ? ['/service-contract/{personId}/{id}/document/{document}', personId, id, document, version] : null,
    () =>
      api.get('/service-contract/{personId}/{id}/document/{document}', {
        params: { personId, id, document: document! },
      }),
  );

/** Signs the document read (its SHA-256): 1 simple electronic signature, 2 qualified. */
export const signElectronically = (
  ref: ContractRef,
  body: { document: SignedDocument; signatureType: 1 | 2; documentSha256: string },
) => api.post('/service-contract/electronic-signature', { body: { ...ref, ...body }, quiet: true });

/** Where the signed document (as signed, with its stamps) is downloaded. */
export const signedDocumentUrl = (personId: number, id: number, signatureId: number) =>
  `${config.apiRoot}/service-contract/${personId}/${id}/signatures/${signatureId}/document`;

/** The bytes of a base64 PDF. */
export function pdfBytes(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

// ---------------------------------------------------------------- tour contracts

/** The questions of the feedback on a tour, and the answers a tourist gave. */
export type TourQuestion = ApiAnswer<'/tour-contract/all-question', 'get'>[number];
export type TourAnswer = ApiAnswer<'/tour-contract/answers/{personId}/{id}', 'get'>[number];
export const useTourQuestions = (asked: boolean) =>
  useSWR(asked ? ['/tour-contract/all-question'] : null, () => api.get('/tour-contract/all-question'));
export const tourAnswersKey = (personId: number, id: number) =>
  ['/tour-contract/answers/{personId}/{id}', personId, id] as const;
export const useTourAnswers = (personId: number, id: number) =>
  useSWR(tourAnswersKey(personId, id), () =>
    api.get('/tour-contract/answers/{personId}/{id}', { params: { personId, id } }),
  );
/** The tourist's rating of a tour with the answers to its questions. */
export const rateTour = (
  ref: ContractRef,
  body: Omit<ApiBody<'/tour-contract/rate-provider', 'post'>, keyof ContractRef>,
) => api.post('/tour-contract/rate-provider', { body: { ...ref, ...body }, quiet: true });

/** The draft of a contract on a tour: the tour, whether it can be taken, who may go. */
export type TourDraft = ApiAnswer<'/tour-contract/draft-by-target/{id}', 'get'>;
export type TourMember = TourDraft['members'][number];

export const useTourDraft = (serviceId: number) =>
  useSWR(['/tour-contract/draft-by-target/{id}', serviceId], () =>
    api.get('/tour-contract/draft-by-target/{id}', { params: { id: serviceId } }),
  );

/** The members of a tour contract. */
export const tourMembersKey = (personId: number, id: number) =>
  ['/tour-contract/members/{personId}/{id}', personId, id] as const;
export const useTourMembers = (personId: number, id: number) =>
  useSWR(tourMembersKey(personId, id), () =>
    api.get('/tour-contract/members/{personId}/{id}', { params: { personId, id } }),
  );

/** A citizen's new tour contract, or a change of its members with the version the person saw. */
export const saveTourContract = (body: ApiBody<'/tour-contract/update', 'post'>) =>
  api.post('/tour-contract/update', { body, quiet: true });

/** The tour contracts of a period (the citizen's, or the operator's). */
export type TourContractRow = ApiAnswer<'/tour-contract/{dateFrom}/{dateTo}', 'get'>[number];
export const useTourContracts = (dateFrom: string, dateTo: string, status?: number) =>
  useSWR(['/tour-contract/{dateFrom}/{dateTo}', dateFrom, dateTo, status], () =>
    api.get('/tour-contract/{dateFrom}/{dateTo}', { params: { dateFrom, dateTo }, query: status ? { status } : {} }),
  );

/** Who the citizen may take on a tour of this operator (only asked when the citizen edits the members). */
export const useAvailableMembers = (institutionId: number, serviceId: number | null) =>
  useSWR(
    serviceId ? ['/tour-contract/available-members/{institutionId}/{serviceId}', institutionId, serviceId] : null,
    () =>
      api.get('/tour-contract/available-members/{institutionId}/{serviceId}', {
        params: { institutionId, serviceId: serviceId! },
      }),
  );

/** An operator's tours shown on the portal from today to the year's end (the tour to contract for). */
export const useOperatorTours = (institutionId: number, dateFrom: string, dateTo: string) =>
  useSWR(['/service-trm-catalog/available', institutionId, dateFrom, dateTo], () =>
    api.get('/service-trm-catalog/available', { query: { institutionId, dateFrom, dateTo } }),
  );

/** The tourist a SNILS names, for the operator's contract. */
export const useTourist = (snils: string) =>
  useSWR(['/tour-contract/tourist', snils], () => api.get('/tour-contract/tourist', { query: { snils } }));

/** The operator's contract for a tourist. */
export const createTourContractForTourist = (body: ApiBody<'/tour-contract/create-contract-auto', 'post'>) =>
  api.post('/tour-contract/create-contract-auto', { body, quiet: true });

/** Whether contracts with an operator can be concluded (it is included in the register this year). */
export const useOperatorAvailable = (institutionId: number) =>
  useSWR(['/tour-contract/is-available-contracts/{id}', institutionId], () =>
    api.get('/tour-contract/is-available-contracts/{id}', { params: { id: institutionId } }),
  );

/** A tourism certificate of the citizen's the contract is paid by (its holder and members go). */
export const useTourismCertificate = (id: number | null) =>
  useSWR(id ? ['/cert-tourism/{id}', id] : null, () => api.get('/cert-tourism/{id}', { params: { id: String(id) } }));

/** The citizen's contract on a tour under a tourism certificate. */
export const createTourContractUnderCertificate = (certificateId: number, serviceId: number, memberIds: number[]) =>
  api.post('/cert-tourism/create-contract/{certificateId}/{serviceId}', {
    params: { certificateId, serviceId },
    body: { memberIds },
    quiet: true,
  });
