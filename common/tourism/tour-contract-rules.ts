/**
 * The rules of concluding a tour contract (workflows.md sections 3, 4, 7), shared by the server,
 * which enforces them, and the client, which shows why a tour cannot be taken before anything is
 * sent. A tour contract is for its holder and the children and wards they represent; it holds one
 * place of the tour per member.
 */
import { tourismCabinetAvailable } from '../roles.ts';

/** How many people one contract may take on a tour. */
export const TOUR_CONTRACT_MAX_MEMBERS = 10;

export const TOUR_CONTRACT_MSG = {
  tourNotFound: 'Тур не найден: обновите страницу и выберите тур из списка',
  tourStarted: 'Тур уже начался или прошёл: договор на него не оформить',
  tourHidden: 'Запись на этот тур на портале закрыта туроператором',
  operatorNotIncluded:
    'Туроператор не включён в реестр поставщиков туристических услуг в этом году: договор с ним оформить нельзя',
  noMembers: 'Выберите, кто поедет в тур: хотя бы одного человека',
  tooManyMembers: `В одном договоре — не больше ${TOUR_CONTRACT_MAX_MEMBERS} человек`,
  notYourMember: 'Можно выбрать только себя, своих детей и подопечных',
  noPlaces: (left: number) =>
    left > 0
      ? `На тур осталось мест: ${left}. Уменьшите число участников или выберите другой тур.`
      : 'Свободных мест на тур не осталось: выберите другой тур',
  alreadyHas: (number: string) => `У вас уже есть договор на этот тур: № ${number}`,
  membersLocked: 'Состав участников меняется только до подписания договора',
  personNotFound: 'Гражданин с таким СНИЛС не найден',
  operatorsOnly: 'Договор за туриста оформляет сотрудник туроператора в роли поставщика туристических услуг',
  notYourTour: 'Это тур другого туроператора',
  citizensOnly: 'Договор на тур оформляет гражданин в личном кабинете',
  certificateNotValid: 'Туристический сертификат не действует: договор по нему оформить нельзя',
  outsideCertificate: (period: string) =>
    `Тур проходит вне срока действия сертификата (${period}): выберите тур в эти даты`,
  notOnCertificate: 'В туре по сертификату могут участвовать только его владелец и члены семьи, указанные в нём',
  created: 'Договор на тур оформлен: проверьте его и подпишите',
  createdByOperator: 'Договор на тур оформлен: подпишите его, затем его подпишет турист',
  membersSaved: 'Состав участников договора изменён',
  unknownQuestion: 'Такого вопроса нет в анкете о туре: обновите страницу',
  questionTwice: 'На каждый вопрос о туре — один ответ',
  scaleAnswer: (caption: string) => `Ответ на вопрос «${caption}» — оценка от 1 до 5`,
  yesNoAnswer: (caption: string) => `Ответ на вопрос «${caption}» — «Да» или «Нет»`,
} as const;

/** A question of the feedback on a tour: answered on a scale of 1 to 5, or yes (1) / no (0). */
export interface TourQuestionFacts {
  id: number;
  caption: string;
  kind: 'scale' | 'yesno';
}

/** Why these answers to the tour's questions are refused, or null: known questions, each once, in its range. */
export function answersRefusal(
  answers: ReadonlyArray<{ questionId: number; answer: number }>,
  questions: readonly TourQuestionFacts[],
): string | null {
  const seen = new Set<number>();
  for (const { questionId, answer } of answers) {
    const question = questions.find((q) => q.id === questionId);
    if (!question) return TOUR_CONTRACT_MSG.unknownQuestion;
    if (seen.has(questionId)) return TOUR_CONTRACT_MSG.questionTwice;
    seen.add(questionId);
    if (question.kind === 'yesno' && answer !== 0 && answer !== 1)
      return TOUR_CONTRACT_MSG.yesNoAnswer(question.caption);
    if (question.kind === 'scale' && !(Number.isInteger(answer) && answer >= 1 && answer <= 5))
      return TOUR_CONTRACT_MSG.scaleAnswer(question.caption);
  }
  return null;
}

/** What decides whether a tour may be taken now. */
export interface TourFacts {
  dateFrom: string;
  doNotShowOnPortalFrom: string | null;
  placesLeft: number;
  /** The operator's inclusion in the register (ISO date), null when never included. */
  includedOn: string | null;
}

/** Why a tour cannot be taken today, or null when it can (places are checked again when they are taken). */
export function tourRefusal(tour: TourFacts, today: string): string | null {
  if (!tourismCabinetAvailable(tour.includedOn, new Date(`${today}T12:00:00Z`)))
    return TOUR_CONTRACT_MSG.operatorNotIncluded;
  if (tour.dateFrom <= today) return TOUR_CONTRACT_MSG.tourStarted;
  if (tour.doNotShowOnPortalFrom !== null && tour.doNotShowOnPortalFrom <= today) return TOUR_CONTRACT_MSG.tourHidden;
  if (tour.placesLeft <= 0) return TOUR_CONTRACT_MSG.noPlaces(0);
  return null;
}

/** Why this choice of members is refused, or null: at least one, at most the limit, all of `available`, none twice. */
export function membersRefusal(memberIds: readonly number[], available: readonly number[]): string | null {
  if (memberIds.length === 0) return TOUR_CONTRACT_MSG.noMembers;
  if (memberIds.length > TOUR_CONTRACT_MAX_MEMBERS) return TOUR_CONTRACT_MSG.tooManyMembers;
  if (new Set(memberIds).size !== memberIds.length || memberIds.some((id) => !available.includes(id)))
    return TOUR_CONTRACT_MSG.notYourMember;
  return null;
}
