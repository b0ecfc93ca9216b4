import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { ruDate } from '@common/region-time';
import { formatPhone } from '@common/validation/phone';
import type { ClientCard, ClientDocument } from './api';
import { clientFio } from './client-list';

/** The card's sections, in order, with their headings and what an empty one says. */
const SECTIONS: { kind: ClientDocument['kind']; heading: string; empty: string }[] = [
  { kind: 'contract', heading: 'Договоры на социальные услуги', empty: 'Договоров с учреждением нет.' },
  { kind: 'catalogContract', heading: 'Заявления по каталогу услуг', empty: 'Заявлений по каталогу нет.' },
  { kind: 'request', heading: 'Заявления', empty: 'Заявлений в учреждение нет.' },
  { kind: 'act', heading: 'Акты, анкеты, планы и социальный паспорт', empty: 'Актов учреждения нет.' },
  { kind: 'ippsu', heading: 'ИППСУ', empty: 'Индивидуальной программы нет.' },
];

function DocumentLine({ doc }: { doc: ClientDocument }) {
  const period = doc.dateFrom ? `${ruDate(doc.dateFrom)} — ${ruDate(doc.dateTo)}` : null;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {doc.link ? (
            <Link component={RouterLink} to={doc.link} sx={{ overflowWrap: 'anywhere' }}>
              {doc.title}
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{doc.title}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {[doc.subject, doc.on ? `от ${ruDate(doc.on)}` : null, period ? `срок ${period}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {doc.statusCaption && <Chip size="small" label={doc.statusCaption} sx={{ alignSelf: 'flex-start' }} />}
      </Stack>
    </Box>
  );
}

/** A client of the institution: who they are and, section by section, what the institution has of them, each a link to its card. */
export function ClientCardView({ card, showPlans = false }: { card: ClientCard; showPlans?: boolean }) {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {clientFio(card)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <DetailsList
          variant="compact"
          rows={[
            ['Дата рождения', ruDate(card.birthDate)],
            ['СНИЛС', card.snils],
            ['Телефон', card.phone ? formatPhone(card.phone) : null],
            ['Адрес', card.address],
          ]}
        />
      </Paper>
      <Box component="section" sx={{ mb: 2 }} aria-label="Уход и анкеты">
        <Typography variant="h6" component="h2">
          Уход и анкеты
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ py: 1 }}>
          <Link component={RouterLink} to={`/user/soc-questionnaire/${card.id}/new`}>
            Анкеты получателя услуг
          </Link>
          <Link component={RouterLink} to={`/user/care-diary/${card.id}`}>
            Дневник ухода
          </Link>
          {showPlans && (
            <Link component={RouterLink} to="/user/user-long-term-plan">
              Планы долговременного ухода
            </Link>
          )}
        </Stack>
      </Box>
      {SECTIONS.map((section) => {
        const docs = card.documents.filter((d) => d.kind === section.kind);
        return (
          <Box key={section.kind} component="section" sx={{ mb: 2 }} aria-label={section.heading}>
            <Typography variant="h6" component="h2">
              {section.heading}
            </Typography>
            {docs.length === 0 ? (
              <Typography color="text.secondary">{section.empty}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {docs.map((doc) => (
                  <DocumentLine key={`${doc.kind}-${doc.id}`} doc={doc} />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </>
  );
}
