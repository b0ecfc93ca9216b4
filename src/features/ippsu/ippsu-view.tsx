import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { ResponsiveList } from '@/components/responsive-list/responsive-list';
import { ruDate } from '@common/acts/display-value';
import type { Ippsu, IppsuService } from './api';
import { IppsuOrganisations } from './ippsu-organisations';

/** Colour by state: in force green, coming blue, ended grey; the caption always says it. */
const STATUS_COLORS = { active: 'success', upcoming: 'info', expired: 'default' } as const;

/** 545 -> '9 ч 5 мин'; 40 -> '40 мин'. */
export function hoursAndMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} ч` : '', m || !h ? `${m} мин` : ''].filter(Boolean).join(' ');
}

const volume = (s: IppsuService) => (s.oneOff ? 'однократно' : `${s.amount} ${s.periodicity.toLowerCase()}`);

/**
 * A citizen's individual programme of social services: its number and period, the form of service,
 * the services with their volume, and the organisations — recommended ones with whether a contract
 * is concluded, and others the person has contracts with; `children` follow them.
 */
export function IppsuView({ ippsu, children }: { ippsu: Ippsu; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            Программа № {ippsu.number}
          </Typography>
          <Chip size="small" label={ippsu.statusCaption} color={STATUS_COLORS[ippsu.status]} />
        </Box>
        <DetailsList
          rows={[
            ['Получатель социальных услуг', `${ippsu.person.fio}, ${ruDate(ippsu.person.birthDate)} г. р.`],
            ['Дата составления', ruDate(ippsu.issuedOn)],
            ['Срок действия', `с ${ruDate(ippsu.dateFrom)} по ${ruDate(ippsu.dateTo)}`],
            ['Форма социального обслуживания', ippsu.serviceFormCaption],
            ['Составил', ippsu.institution.caption],
          ]}
        />
        {ippsu.status === 'expired' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Срок действия программы истёк. Чтобы получать социальные услуги дальше, обратитесь в орган социальной защиты
            населения за новой программой.
          </Alert>
        )}
      </Paper>

      <section aria-labelledby="ippsu-services">
        <Typography id="ippsu-services" variant="h6" component="h2" gutterBottom>
          Социальные услуги
        </Typography>
        <ResponsiveList
          rows={ippsu.services}
          rowKey={(s) => String(s.serviceTypeId)}
          label="Социальные услуги программы"
          empty="В программе нет социальных услуг."
          columns={[
            { key: 'caption', header: 'Социальная услуга', render: (s) => s.caption },
            { key: 'volume', header: 'Объём и периодичность', render: volume, nowrap: true },
            {
              key: 'month',
              header: 'Время в месяц',
              render: (s) => (s.minutesPerMonth === null ? '—' : hoursAndMinutes(s.minutesPerMonth)),
              nowrap: true,
            },
          ]}
        />
        {ippsu.totalMinutesPerMonth > 0 && (
          <Typography sx={{ mt: 1 }}>
            Всего в среднем за месяц: <b>{hoursAndMinutes(ippsu.totalMinutesPerMonth)}</b>
          </Typography>
        )}
      </section>

      <section aria-labelledby="ippsu-recommended">
        <Typography id="ippsu-recommended" variant="h6" component="h2" gutterBottom>
          Рекомендуемые поставщики социальных услуг
        </Typography>
        <IppsuOrganisations
          items={ippsu.allRecommendedOrganisations}
          label="Рекомендуемые поставщики"
          emptyText="Программа не называет поставщиков."
        />
      </section>

      <section aria-labelledby="ippsu-others">
        <Typography id="ippsu-others" variant="h6" component="h2" gutterBottom>
          Другие организации, с которыми заключены договоры
        </Typography>
        <IppsuOrganisations
          items={ippsu.otherOrganisationsWithContracts}
          label="Другие организации с договорами"
          emptyText="Договоров с другими организациями нет."
        />
      </section>

      {children}
    </Box>
  );
}
