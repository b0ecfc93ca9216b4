import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { usePhone } from '@/components/use-phone';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActDefinition } from '@common/acts/act-definition';
import { ruDate } from '@common/acts/display-value';
import { formatPhone } from '@common/validation/phone';
import type { ApiSchema } from '@/api/client';
import { loadIppsu } from './api';

type IppsuProject = ApiSchema<'IppsuProject'>;
type IppsuOrganisation = IppsuProject['allRecommendedOrganisations'][number];

/** 545 -> '9 ч 5 мин'; 40 -> '40 мин'. */
export function hoursAndMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} ч` : '', m || !h ? `${m} мин` : ''].filter(Boolean).join(' ');
}

const dash = (value: number | null) => (value === null ? '—' : value.toLocaleString('ru-RU'));

/** The programme drawn up from the act, in a dialog: downloaded when the person first asks for it ('Проект ИППСУ' on the card). */
export function IppsuDialog({
  definition,
  personId,
  actId,
  onClose,
}: {
  definition: ActDefinition;
  personId: number;
  actId: number;
  onClose: () => void;
}) {
  const phone = usePhone();
  const { data: project, error } = useSWR([definition.apiPrefix, 'ippsu', personId, actId], () =>
    loadIppsu(definition, personId, actId),
  );
  const failed = Boolean(error);
  return (
    <Dialog open fullWidth fullScreen={phone} maxWidth="lg" onClose={onClose} aria-labelledby="ippsu-title">
      <DialogTitle id="ippsu-title">Проект индивидуальной программы предоставления социальных услуг</DialogTitle>
      <DialogContent>
        {!project && !failed && <LinearProgress aria-label="Загрузка" />}
        {failed && <Alert severity="error">Не удалось составить проект ИППСУ. Попробуйте ещё раз.</Alert>}
        {project && <IppsuContent project={project} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}

function IppsuContent({ project: p }: { project: IppsuProject }) {
  const person = p.person ? [p.person.lastName, p.person.firstName, p.person.middleName].filter(Boolean).join(' ') : '';
  const withoutNorm = p.services.filter((s) => s.standardMinutes === null).map((s) => s.caption);
  return (
    <>
      {!p.signed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Акт ещё не подписан: проект предварительный и изменится вместе с актом.
        </Alert>
      )}
      <Typography>
        <b>Получатель социальных услуг:</b> {person}
        {p.person ? `, ${ruDate(p.person.birthDate)} г. р.` : ''}
      </Typography>
      <Typography>
        <b>Акт оценки:</b> № {p.actNumber ?? 'отсутствует'} от {ruDate(p.actDate)}
      </Typography>
      <Typography>
        <b>Форма социального обслуживания:</b> {p.serviceForms.length ? p.serviceForms.join(', ') : 'не указана'}
      </Typography>
      <Typography gutterBottom>
        <b>Срок предоставления социальных услуг:</b> с {ruDate(p.dateFrom)} по {ruDate(p.dateTo)}
      </Typography>

      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Социальные услуги
      </Typography>
      {p.services.length === 0 ? (
        <Alert severity="warning">В акте не указаны социальные услуги (блок 4).</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Социальные услуги ИППСУ">
            <TableHead>
              <TableRow>
                <TableCell>Вид социальной услуги</TableCell>
                <TableCell align="right">Количество</TableCell>
                <TableCell>Периодичность</TableCell>
                <TableCell align="right">Норма на услугу, мин.</TableCell>
                <TableCell align="right">Минут за период</TableCell>
                <TableCell align="right">Минут в месяц</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.services.map((s, i) => (
                <TableRow key={i}>
                  <TableCell>{s.caption}</TableCell>
                  <TableCell align="right">{s.amount}</TableCell>
                  <TableCell>{s.periodicity}</TableCell>
                  <TableCell align="right">{dash(s.standardMinutes)}</TableCell>
                  <TableCell align="right">{dash(s.minutesPerPeriod)}</TableCell>
                  <TableCell align="right">
                    {s.periodicityAmountId === 6 ? 'однократно' : dash(s.minutesPerMonth)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={5}>
                  <b>Итого в среднем за месяц</b>
                </TableCell>
                <TableCell align="right">
                  <b>{hoursAndMinutes(p.totalMinutesPerMonth)}</b>
                </TableCell>
              </TableRow>
              {p.oneOffMinutes > 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Однократные услуги, всего</TableCell>
                  <TableCell align="right">{hoursAndMinutes(p.oneOffMinutes)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {withoutNorm.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Не задана норма времени: {withoutNorm.join('; ')}. Укажите её в строке услуги.
        </Alert>
      )}

      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Рекомендуемые поставщики социальных услуг
      </Typography>
      <Organisations
        items={p.allRecommendedOrganisations}
        empty="В регионе нет поставщиков, оказывающих эти услуги."
        label="Рекомендуемые поставщики"
      />
      {p.otherOrganisationsWithContracts.length > 0 && (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            Другие организации, обслуживающие гражданина
          </Typography>
          <Organisations items={p.otherOrganisationsWithContracts} empty="" label="Другие организации" />
        </>
      )}
    </>
  );
}

function Organisations({ items, empty, label }: { items: IppsuOrganisation[]; empty: string; label: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Организация</TableCell>
            <TableCell>Адрес</TableCell>
            <TableCell>Телефон</TableCell>
            <TableCell>Договор</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((o) => (
            <TableRow key={o.id}>
              <TableCell>{o.caption}</TableCell>
              <TableCell>{o.address}</TableCell>
              <TableCell>{formatPhone(o.phone) || 'отсутствует'}</TableCell>
              <TableCell>{o.hasActiveServiceContract ? 'Гражданин уже обслуживается' : 'Нет'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
