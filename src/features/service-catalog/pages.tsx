import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ApiError } from '@/api/client';
import { notifyFromError } from '@/api/notify-from-error';
import { BackButton } from '@/components/back-button';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { isSignedIn } from '@/stores/session';
import { ModerationStatus as S } from '@common/service-catalog/moderation-machine';
import {
  createEntry,
  entryKey,
  LIST_KEYS,
  moderateEntry,
  sendEntry,
  updateEntry,
  useEntryCard,
  type EntryCard,
  type EntryListSide,
  type NewEntry,
} from './api';
import { EntryCardView, type EntryActionRequest } from './entry-card';
import { EntryForm, entryValues, refusalErrors, type EntryValues } from './entry-form';
import type { FieldError } from '@/forms/wizard/schema-validator';
import { EntryList, entryPath } from './entry-list';

const idFrom = (text: string | undefined): number | null =>
  /^\d{1,9}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : null;

/** Revalidates both lists after a save or an action. */
function useRefreshLists() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && (LIST_KEYS as readonly unknown[]).includes(key[0]));
}

/** /user/service-catalog: the institution's catalogue cards and their moderation status. */
export function CatalogListPage() {
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Каталог услуг учреждения
        </Typography>
        <Button component={RouterLink} to="/user/service-catalog/add" variant="contained" startIcon={<AddIcon />}>
          Добавить услугу
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Услуга появляется в публичном каталоге после одобрения модератором. Изменения опубликованной услуги тоже
        проходят модерацию.
      </Typography>
      <EntryList side="provider" />
    </>
  );
}

/** /user/service-catalog/add: a new card; saved as a draft, then opened to be sent to moderation. */
export function AddEntryPage() {
  const navigate = useNavigate();
  const refresh = useRefreshLists();
  const [values, setValues] = useState<EntryValues>(() => entryValues());
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const save = async (body: NewEntry) => {
    setBusy(true);
    setServerErrors([]);
    try {
      const created = await createEntry(body);
      await refresh();
      navigate(entryPath('provider', created.id));
    } catch (failure) {
      // The typed card stays, the refused fields are marked; the storing state is released.
      setServerErrors(refusalErrors(failure));
      notifyFromError(failure, isSignedIn());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <BackButton to="/user/service-catalog" caption="К каталогу услуг" />
      <Typography variant="h4" component="h1" gutterBottom>
        Новая услуга
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Карточка сохранится как черновик; отправьте её на модерацию, когда она будет готова.
      </Typography>
      <EntryForm
        values={values}
        onChange={setValues}
        serverErrors={serverErrors}
        busy={busy}
        submitCaption="Сохранить черновик"
        onSubmit={save}
      />
    </>
  );
}

/** The card with its actions wired to the server; the author's «Изменить» opens the form in place. */
function EntryCardContainer({ card }: { card: EntryCard }) {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshLists();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [editing, setEditing] = useState<EntryValues | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const settle = async () => {
    await mutate(entryKey(card.id));
    await refresh();
  };
  /** Runs a call; a stale version opens the conflict dialog, other refusals are notified; true when done or stale. */
  const attempt = async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      return true;
    } catch (failure) {
      const text = staleVersionText(failure);
      setServerErrors(text ? [] : refusalErrors(failure));
      if (text) setConflict(text);
      else notifyFromError(failure, isSignedIn());
      return text !== null;
    } finally {
      setBusy(false);
    }
  };
  const perform = async ({ action, comment }: EntryActionRequest): Promise<boolean> => {
    if (action === 'edit') {
      setServerErrors([]);
      setEditing(entryValues(card));
      return true;
    }
    const done = await attempt(() =>
      action === 'approve' || action === 'return'
        ? moderateEntry(card.id, card.version, action, comment)
        : sendEntry(card.id, card.version, action),
    );
    await settle();
    return done;
  };
  const save = async (body: NewEntry) => {
    const saved = await attempt(() => updateEntry(card.id, card.version, body));
    if (saved) {
      setEditing(null);
      await settle();
    }
  };
  return (
    <>
      {editing ? (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            Изменение услуги
          </Typography>
          {card.status === S.Approved && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Услуга опубликована. После сохранения изменённая карточка станет черновиком, а в каталоге до одобрения
              останется прежняя версия.
            </Alert>
          )}
          <EntryForm
            values={editing}
            onChange={setEditing}
            serverErrors={serverErrors}
            busy={busy}
            submitCaption="Сохранить изменения"
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </>
      ) : (
        <EntryCardView card={card} busy={busy} onAction={perform} />
      )}
      {conflict && (
        <StaleVersionDialog
          text={conflict}
          onClose={() => {
            setConflict(null);
            setEditing(null);
            void settle();
          }}
        />
      )}
    </>
  );
}

function EntryCardPage({ side }: { side: EntryListSide }) {
  const id = idFrom(useParams().id);
  const { data, error, isLoading } = useEntryCard(id);
  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Navigate to="/404" replace />;
  return (
    <>
      <BackButton
        to={side === 'provider' ? '/user/service-catalog' : '/user/service-moderation'}
        caption={side === 'provider' ? 'К каталогу услуг' : 'К модерации услуг'}
      />
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить услугу. Обновите страницу.</Alert>}
      {data && <EntryCardContainer key={data.id} card={data} />}
    </>
  );
}

/** /user/service-catalog/{id}: the author's card. */
export const ProviderEntryPage = () => <EntryCardPage side="provider" />;
/** /user/service-moderation/{id}: the moderator's card. */
export const ModerationEntryPage = () => <EntryCardPage side="moderator" />;

/** /user/service-moderation: the cards the providers sent to moderation. */
export function ModerationListPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Модерация услуг
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Проверьте карточки услуг, которые поставщики отправили на модерацию: одобренная услуга сразу появляется в
        каталоге, возвращённая уходит автору с вашим комментарием.
      </Typography>
      <EntryList side="moderator" />
    </>
  );
}
