import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { isStaleVersion, refusalTexts } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StaleVersionDialog } from '@/components/stale-version-dialog';
import { useSession } from '@/stores/session';
import { regionToday } from '@common/time-zone';
import { bodyOf, saveTourServices, useTourServices, useTourServiceTypes, type TourService } from './api';
import { inputOf, TourServiceForm, type TourServiceValues } from './tour-service-form';
import { TourServiceList } from './tour-service-list';

/** What the dialog edits: a service (null for a new one), what was typed and why the last save failed. */
interface Editing {
  service: TourService | null;
  typed?: TourServiceValues;
  notice?: ReactNode;
  /** Remounts the form with `typed` after the list was loaded again. */
  round: number;
}

const RELOADED = 'Список туристических услуг загружен с сервера заново.';

/** /user/tourism-services: the tour operator's tour services with their places (workflows.md sections 3, 7, 8). */
export default function TourServicesPage() {
  const ogrn = useSession((s) => s.user?.selectedInstitution?.ogrn ?? null);
  const { data: services, error, isLoading, mutate } = useTourServices(ogrn);
  const { data: types } = useTourServiceTypes();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<TourService | null>(null);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  /** Sends the whole list; on a refusal the list is loaded from the server again and the reason returned. */
  const send = async (list: TourService[], change?: { service: TourService | null; values: TourServiceValues }) => {
    if (!ogrn) return { ok: false as const };
    setBusy(true);
    setMessage(null);
    try {
      const body = list.map(bodyOf);
      if (change) {
        const input = inputOf(change.values);
        if (change.service) {
          const at = body.findIndex((s) => s.id === change.service!.id);
          body[at] = { ...input, id: change.service.id, version: change.service.version };
        } else body.push(input);
      }
      const saved = await saveTourServices(ogrn, body);
      await mutate(saved, { revalidate: false });
      return { ok: true as const };
    } catch (failure) {
      if (isStaleVersion(failure)) {
        const fresh = await mutate();
        return { ok: false as const, stale: refusalTexts(failure)[0] ?? RELOADED, fresh };
      }
      const texts = refusalTexts(failure);
      if (texts.length === 0) {
        // No refusal came (a lost connection, a failure of the server): what is shown may be out of date.
        const fresh = await mutate().catch(() => undefined);
        return { ok: false as const, texts: [`Не удалось сохранить туристические услуги. ${RELOADED}`], fresh };
      }
      return { ok: false as const, texts };
    } finally {
      setBusy(false);
    }
  };

  const save = async (values: TourServiceValues) => {
    if (!editing || !services) return;
    const result = await send(services, { service: editing.service, values });
    if (result.ok) return setEditing(null);
    const fresh = 'fresh' in result && result.fresh ? result.fresh : services;
    // The service as it is now (someone may have changed or removed it); what was typed stays in the form.
    const service = editing.service ? (fresh.find((s) => s.id === editing.service!.id) ?? null) : null;
    if ('stale' in result && result.stale) setStale(result.stale);
    const texts = 'texts' in result && result.texts ? result.texts : [];
    setEditing({
      service,
      typed: values,
      round: editing.round + 1,
      notice: texts.length ? (
        <Alert severity="error">
          {texts.map((t) => (
            <div key={t}>{t}</div>
          ))}
        </Alert>
      ) : (
        <Alert severity="warning">
          Список загружен с сервера заново. Введённые вами данные сохранены в форме: проверьте их и нажмите «Сохранить».
        </Alert>
      ),
    });
  };

  const remove = async () => {
    if (!removing || !services) return;
    const result = await send(services.filter((s) => s.id !== removing.id));
    setRemoving(null);
    if (result.ok) return;
    if ('stale' in result && result.stale) setStale(result.stale);
    else if ('texts' in result && result.texts) setMessage(result.texts.join(' '));
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          Туристические услуги
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!services || !types || busy}
          onClick={() => setEditing({ service: null, round: 0 })}
        >
          Добавить услугу
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Услуги с датами и количеством мест показываются гражданам в каталоге «Туризм» с остатком свободных мест.
      </Typography>
      {!ogrn && (
        <Alert severity="warning">Выберите организацию туроператора, чтобы вести её туристические услуги.</Alert>
      )}
      {(isLoading || busy) && <LinearProgress aria-label="Загрузка" />}
      {error && !services && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              Загрузить заново
            </Button>
          }
        >
          {refusalTexts(error)[0] ?? 'Не удалось загрузить туристические услуги.'} Список будет загружен с сервера
          заново.
        </Alert>
      )}
      {message && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {services && (
        <TourServiceList
          services={services}
          today={regionToday()}
          busy={busy}
          onEdit={(service) => setEditing({ service, round: 0 })}
          onRemove={setRemoving}
        />
      )}
      {editing && types && (
        <TourServiceForm
          key={`${editing.service?.id ?? 'new'}-${editing.round}`}
          service={editing.service}
          types={types}
          initial={editing.typed}
          notice={editing.notice}
          busy={busy}
          onSave={(values) => void save(values)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Удалить туристическую услугу?"
        text={removing ? `Услуга «${removing.name}» будет удалена и перестанет показываться в каталоге.` : ''}
        confirmCaption="Удалить"
        confirmColor="error"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
      {stale && <StaleVersionDialog text={stale} onClose={() => setStale(null)} />}
    </>
  );
}
