import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { contactsText } from '@/components/contacts-text';
import { StatusHistory, type StatusHistoryEntry } from '@/components/status-history/status-history';
import { documentHref, ruDate, type OtherContractCard } from './api';
import { period } from './other-contract-list';
import { OtherContractStatusChip } from './other-contract-status-chip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} КБ`;

/** One change of status: a contract concluded elsewhere has no actions, only the change and its note. */
function historyEntry(h: OtherContractCard['history'][number]): StatusHistoryEntry {
  return {
    at: h.at,
    who: h.who,
    action: h.note ?? '—',
    status: h.fromStatusCaption
      ? `${h.fromStatusCaption} → ${h.toStatusCaption}`
      : `Зарегистрирован: ${h.toStatusCaption}`,
  };
}

/** An «other» contract for reading: parties, subject, dates, price, documents and the history of its status. */
export function OtherContractCardView({ card }: { card: OtherContractCard }) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
      >
        Договор № {card.number} от {ruDate(card.date)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }} data-testid="contract-status">
        <Typography>Статус:</Typography>
        <OtherContractStatusChip status={card.status} caption={card.statusCaption} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {card.kind}
        </Typography>
        <Field label="Предмет договора">{card.subject}</Field>
        <Field label="Срок действия">{period(card.dateFrom, card.dateTo)}</Field>
        <Field label="Цена договора">{card.amountCaption}</Field>
      </Paper>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            Гражданин
          </Typography>
          <Field label="ФИО">{card.personFio}</Field>
          <Field label="СНИЛС">{card.snils}</Field>
          <Field label="Контакты">{contactsText(card.personPhone, card.personEmail)}</Field>
          {card.targetFio && (
            <Field label="В интересах">
              {card.targetFio}
              {card.targetBirthDate ? `, ${ruDate(card.targetBirthDate)} г. р.` : ''}
            </Field>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            Организация
          </Typography>
          <Field label="Наименование">{card.institutionFull}</Field>
          <Field label="Адрес">{card.institutionAddress}</Field>
          <Field label="Контакты">{contactsText(card.institutionPhone, card.institutionEmail)}</Field>
        </Paper>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Документы
      </Typography>
      {card.documents.length === 0 ? (
        <Typography>Документов нет.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Документы договора">
          {card.documents.map((doc) => (
            <Box component="li" key={doc.fileId} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <DescriptionOutlinedIcon color="action" aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Link
                  href={documentHref(card.id, doc.fileId)}
                  download={doc.fileName}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {doc.caption}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {doc.fileName}, {kilobytes(doc.size)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        История статусов
      </Typography>
      <StatusHistory
        label="История статусов"
        entries={card.history.map(historyEntry)}
        captions={{ action: 'Примечание' }}
      />
    </>
  );
}
