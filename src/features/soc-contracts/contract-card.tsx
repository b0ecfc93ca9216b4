import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { ActionBar } from '@/components/action-bar';
import { WorkflowHistory } from '@/components/status-history/status-history';
import { StaleVersionDialog, staleVersionText } from '@/components/stale-version-dialog';
import { notifyFromError } from '@/api/notify-from-error';
import { isSignedIn } from '@/stores/session';
import { formatPhone } from '@common/validation/phone';
import { ruMoney } from '@common/acts/display-value';
import { SOCIAL_CONTRACT_TABLE, type SocialContractAction } from '@common/soc-contracts/social-contract-machine';
import {
  apiUrl,
  contractAction,
  ruDate,
  signatureFile,
  socContractKey,
  useSocContract,
  type SocContractCard,
  type SocContractPaths,
} from './api';
import { AdaptationProgramme } from './programme';
import { ReasonDialog } from './reason-dialog';
import { SocContractStatusChip } from './status-chips';

const SIDES = { person: 'получатель', employee: 'учреждение' };

/** The actions that carry a reason, with the dialog's words. */
const REASONS: Partial<Record<SocialContractAction, { title: string; label: string; required: string }>> = {
  reject: { title: 'Отклонить проект', label: 'Причина отклонения', required: 'Укажите причину отклонения' },
  decline: { title: 'Отказаться от контракта', label: 'Причина отказа', required: 'Укажите причину отказа' },
  terminate: { title: 'Расторгнуть контракт', label: 'Причина расторжения', required: 'Укажите причину расторжения' },
};

/** The link to the signed contract's PDF (GET /soc-contract/get-uri-signature-file/{id}). */
export function SignedFileLink({ id }: { id: number }) {
  const { data } = useSWR(['/soc-contract/get-uri-signature-file/{id}', id], () => signatureFile(id));
  if (!data) return null;
  return (
    <Button
      component="a"
      href={apiUrl(data.uri)}
      download={data.fileName}
      variant="outlined"
      startIcon={<DescriptionOutlined />}
      sx={{ justifySelf: 'start' }}
    >
      Подписанный контракт (PDF)
    </Button>
  );
}

/** The contract's particulars: who, with whom, for what, for how long and how much. */
export function ContractFacts({ card }: { card: SocContractCard }) {
  const rows: Array<[string, string]> = [
    ['Получатель', card.personFio],
    ['Учреждение', card.institution],
    ['Цель', card.purpose],
    ['Срок действия', `${ruDate(card.dateFrom)} — ${ruDate(card.dateTo)}`],
    ['Государственная социальная помощь', ruMoney(Number(card.amount))],
  ];
  if (card.institutionPhone) rows.push(['Телефон учреждения', formatPhone(card.institutionPhone)]);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The card of a social contract for either side: its facts, the signed file, the programme, the history and the actions. */
export function SocContractCardView({ id, paths }: { id: number; paths: SocContractPaths }) {
  const { data: card, error, isLoading } = useSocContract(id);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<SocialContractAction | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const perform = async (action: SocialContractAction, reason?: string) => {
    if (!card) return;
    setBusy(true);
    try {
      await contractAction(id, { version: card.version, action, reason });
      setAsking(null);
    } catch (failure) {
      const text = staleVersionText(failure);
      if (text) {
        setConflict(text);
        setAsking(null);
      } else notifyFromError(failure, isSignedIn());
    } finally {
      setBusy(false);
      await mutate(socContractKey(id));
      await mutate((key) => Array.isArray(key) && key[0] === '/soc-contract');
    }
  };

  if (isLoading) return <LinearProgress aria-label="Загрузка" />;
  if (error || !card) return <Alert severity="error">Социальный контракт не найден или недоступен.</Alert>;
  const reasonOf = asking ? REASONS[asking] : undefined;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Социальный контракт № {card.number} от {ruDate(card.contractDate)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }} data-testid="soc-contract-status">
        <Typography>Статус:</Typography>
        <SocContractStatusChip status={card.status} caption={card.statusCaption} />
      </Stack>
      <ActionBar
        actions={card.allowedActions}
        table={SOCIAL_CONTRACT_TABLE}
        busy={busy}
        onAction={(action) => (REASONS[action] ? setAsking(action) : void perform(action))}
      />
      {card.reason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Причина: {card.reason}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'grid', gap: 2 }}>
        <ContractFacts card={card} />
        {card.signed && <SignedFileLink id={card.id} />}
      </Paper>
      <Typography variant="h5" component="h2" gutterBottom>
        Программа социальной адаптации
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Выполнено {card.doneEvents} из {card.events.length}. Мероприятия — по сроку, отчёты — сначала новые.
      </Typography>
      <AdaptationProgramme contractId={card.id} events={card.events} paths={paths} />
      <Box sx={{ mt: 4 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          История
        </Typography>
        <WorkflowHistory label="История контракта" rows={card.history} sides={SIDES} />
      </Box>
      {asking && reasonOf && (
        <ReasonDialog
          title={reasonOf.title}
          label={reasonOf.label}
          required={reasonOf.required}
          confirm={SOCIAL_CONTRACT_TABLE.actions[asking].caption}
          busy={busy}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => void perform(asking, reason)}
        />
      )}
      {conflict && <StaleVersionDialog text={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
