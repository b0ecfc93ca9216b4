import { Fragment, useState } from 'react';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { TourCheckInQr } from '@/components/tour-check-in-qr';
import { refusalTexts } from '@/api/api-error';
import { membersRefusal } from '@common/tourism/tour-contract-rules';
import {
  contractKey,
  saveTourContract,
  tourMembersKey,
  useAvailableMembers,
  useTourAnswers,
  useTourMembers,
  type ContractCard,
  type TourAnswer,
  type TourMember,
} from './api';
import { TourMemberChoice, TourMemberList } from './tour-members';

/** «Действует»: the tourists may be checked in. */
const IN_FORCE = 3;

/**
 * The tour part of a tour contract's card: who goes and, before anyone signs, the holder's change of
 * members with the version the card was read at. When someone changed the contract meanwhile, the
 * card is refreshed, the dialog says so, and the person's own choice stays ticked to send again.
 */
export function TourPanel({ card }: { card: ContractCard }) {
  const { data: members } = useTourMembers(card.personId, card.id);
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<number[] | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The state table offers the holder the change of members until anyone signs.
  const canEdit = card.allowedActions.includes('changeMembers') && card.tourServiceId !== null;
  const { data: available } = useAvailableMembers(card.serviceProviderId, canEdit ? card.tourServiceId : null);
  const choices: readonly TourMember[] = available ?? members ?? [];
  const wrong = editing
    ? membersRefusal(
        editing,
        choices.map((m) => m.personId),
      )
    : null;

  const save = async () => {
    if (!editing || wrong) return;
    setBusy(true);
    setRefusal(null);
    try {
      await saveTourContract({
        id: card.id,
        personId: card.personId,
        version: card.version,
        serviceId: card.tourServiceId!,
        memberIds: editing,
      });
      setEditing(null);
    } catch (failure) {
      const stale = staleVersionText(failure);
      if (stale) setConflict(stale);
      else setRefusal(refusalTexts(failure)[0] ?? 'Не удалось сохранить участников. Попробуйте ещё раз.');
    } finally {
      setBusy(false);
      await Promise.all([mutate(contractKey(card.personId, card.id)), mutate(tourMembersKey(card.personId, card.id))]);
    }
  };

  const names = (ids: readonly number[]) =>
    choices
      .filter((m) => ids.includes(m.personId))
      .map((m) => m.fio)
      .join(', ');

  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="h5" component="h2">
        Тур: {card.serviceName}
      </Typography>
      <Typography>Мест по договору: {card.places ?? members?.length ?? 0}</Typography>
      {/* The holder shows this code to the operator on the tour's day: only for a contract in force. */}
      {card.side === 'person' && card.status === IN_FORCE && (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            Код для прибытия на тур
          </Typography>
          <TourCheckInQr personId={card.personId} id={card.id} />
        </Paper>
      )}
      {editing ? (
        <>
          <TourMemberChoice
            id="tour-members-edit"
            members={choices}
            chosen={editing}
            onChange={setEditing}
            error={wrong ?? undefined}
            disabled={busy}
          />
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void save()} disabled={busy || Boolean(wrong)}>
              Сохранить участников
            </Button>
            <Button onClick={() => setEditing(null)} disabled={busy}>
              Отмена
            </Button>
          </Stack>
        </>
      ) : (
        <>
          {members && <TourMemberList members={members} />}
          {canEdit && members && (
            <div>
              <Button variant="outlined" onClick={() => setEditing(members.map((m) => m.personId))}>
                Изменить участников
              </Button>
            </div>
          )}
        </>
      )}
      {card.rateByPerson !== null && <TourAnswers personId={card.personId} id={card.id} />}
      {conflict && (
        <StaleVersionDialog text={conflict} onClose={() => setConflict(null)}>
          {editing &&
            `Ваш выбор сохранён на экране: ${names(editing)}. Проверьте обновлённый договор и сохраните участников ещё раз.`}
        </StaleVersionDialog>
      )}
    </Stack>
  );
}

/** An answer as read: «4 из 5», or «Да» / «Нет». */
const answerText = (a: Pick<TourAnswer, 'kind' | 'answer'>) =>
  a.kind === 'yesno' ? (a.answer === 1 ? 'Да' : 'Нет') : `${a.answer} из 5`;

/** The tourist's answers to the questions about the tour, given with the rating. */
function TourAnswers({ personId, id }: { personId: number; id: number }) {
  const { data: answers } = useTourAnswers(personId, id);
  if (!answers || answers.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h6" component="h3">
        Ответы на вопросы о туре
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1, fontWeight: 500 } }}>
        {answers.map((a) => (
          <Fragment key={a.questionId}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {a.caption}
            </Typography>
            <Typography component="dd">{answerText(a)}</Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
