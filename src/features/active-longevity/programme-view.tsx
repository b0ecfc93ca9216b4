import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list/responsive-list';
import { PhoneLink } from '@/components/phone-link';
import { ruDate, type Programme, type ProgrammeInstitution, type ProgrammeRequest } from './api';
import { RequestStatusChip } from '@/components/request-status/request-status-chip';
import { isDecided, RequestTermBar } from '@/components/request-status/request-term';

/** What the programme is, as the region's portal tells people of 55 and over. */
export function ProgrammeIntro() {
  return (
    <Box sx={{ maxWidth: 860, mb: 3 }}>
      <Typography sx={{ mb: 1 }}>
        «Активное долголетие» — программа Ямало-Ненецкого автономного округа для жителей старшего возраста: женщин с 55
        лет, мужчин с 60 лет и пенсионеров. Центры социального обслуживания проводят бесплатные занятия физкультурой,
        курсы компьютерной и финансовой грамотности, творческие мастерские, языковые и танцевальные клубы.
      </Typography>
      <Typography color="text.secondary">
        Выберите учреждение и направления, которые вам интересны, и подайте заявку — за себя или за родственника, если
        вы его законный представитель. Учреждение рассмотрит заявку в течение 10 рабочих дней и пригласит на занятия.
      </Typography>
    </Box>
  );
}

/** One institution of the programme: its services, address, phone, its registry card and the way to join. */
export function InstitutionCard({ institution }: { institution: ProgrammeInstitution }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={institution.caption}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {institution.caption}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {institution.address ?? 'Адрес не указан'}
        </Typography>
        {institution.phone && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Телефон: <PhoneLink phone={institution.phone} />
          </Typography>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          Занятия по программе
        </Typography>
        {institution.services.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {institution.services.map((service) => (
              <li key={service.id}>
                <Typography variant="body2">{service.caption}</Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Набор на занятия пока не объявлен.
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/user/active-longevity-program/${institution.id}`}
          variant="contained"
          disabled={!institution.services.length}
          aria-label={`Подать заявку: ${institution.caption}`}
        >
          Подать заявку
        </Button>
        <Link component={RouterLink} to={`/registry/${institution.id}`} sx={{ ml: '0 !important' }}>
          Об учреждении
        </Link>
      </CardActions>
    </Card>
  );
}

function requestColumns(): ListColumn<ProgrammeRequest>[] {
  return [
    {
      key: 'number',
      header: 'Номер и дата',
      nowrap: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={`/user/requests/${row.id}`}>
            № {row.number}
          </Link>
          <Typography variant="body2" color="text.secondary">
            от {ruDate(row.submittedOn)}
          </Typography>
        </>
      ),
    },
    {
      key: 'services',
      header: 'Занятия и учреждение',
      render: (row) => (
        <>
          <Box>{row.services.join(', ')}</Box>
          <Typography variant="body2" color="text.secondary">
            {row.institution}
            {row.targetFio ? ` · для: ${row.targetFio}` : ''}
          </Typography>
        </>
      ),
    },
    {
      key: 'term',
      header: 'Срок рассмотрения',
      render: (row) => <RequestTermBar term={row.term} decided={isDecided(row)} />,
    },
    {
      key: 'status',
      header: 'Статус',
      render: (row) => <RequestStatusChip status={row.status} caption={row.statusCaption} />,
    },
  ];
}

/** The caller's requests to join, each leading to its card. */
export function MyProgrammeRequests({ requests }: { requests: readonly ProgrammeRequest[] }) {
  return (
    <ResponsiveList
      label="Мои заявки"
      rows={requests}
      rowKey={(row) => row.id}
      columns={requestColumns()}
      empty="Вы ещё не подавали заявок на участие в программе."
    />
  );
}

/** /user/active-longevity-program: the intro, the directions, the institutions and «Мои заявки». */
export function ProgrammeView({ programme }: { programme: Programme }) {
  return (
    <>
      <ProgrammeIntro />
      <Typography variant="h5" component="h2" gutterBottom>
        Направления программы
      </Typography>
      <Box
        component="ul"
        aria-label="Направления программы"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}
      >
        {programme.types.map((type) => (
          <li key={type.id}>
            <Chip label={type.caption} color="primary" variant="outlined" />
          </li>
        ))}
      </Box>
      <Typography variant="h5" component="h2" gutterBottom>
        Учреждения — участники программы
      </Typography>
      {programme.institutions.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            mb: 4,
          }}
        >
          {programme.institutions.map((institution) => (
            <InstitutionCard key={institution.id} institution={institution} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Учреждения пока не присоединились к программе.
        </Typography>
      )}
      <Typography variant="h5" component="h2" gutterBottom>
        Мои заявки
      </Typography>
      <MyProgrammeRequests requests={programme.requests} />
    </>
  );
}
