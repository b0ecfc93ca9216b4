import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/components/format-money';
import { usePhone } from '@/components/use-phone';
import { num, type SubsidyResult, type SubsidyStep } from './subsidy-formula';

const shown = (step: SubsidyStep) =>
  step.unit === 'р.'
    ? formatMoney(step.value)
    : step.unit === ''
      ? num(step.value, 4)
      : step.unit === 'чел.'
        ? `${step.value} чел.`
        : `${num(step.value)} ${step.unit}`;

/** The result of the calculator: the subsidy (or a clear 'no subsidy') and every step of the formula. */
export function SubsidySteps({ result }: { result: SubsidyResult }) {
  // On a phone the formula goes under its caption: three columns do not fit.
  const phone = usePhone();
  return (
    <>
      {result.subsidy > 0 ? (
        <Alert severity="success" sx={{ mb: 2, fontSize: '1.1rem' }}>
          Ориентировочный размер субсидии: <strong>{formatMoney(result.subsidy)}</strong> в месяц
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2, fontSize: '1.1rem' }}>
          Субсидия не положена: допустимые расходы семьи на оплату жилого помещения и коммунальных услуг не меньше
          регионального стандарта их стоимости.
        </Alert>
      )}
      {result.corrected && (
        <Typography sx={{ mb: 1 }}>
          Среднедушевой доход семьи ниже прожиточного минимума, поэтому максимально допустимая доля расходов уменьшена
          поправочным коэффициентом К.
        </Typography>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Расчёт субсидии по шагам">
          <TableHead>
            <TableRow>
              <TableCell>Показатель</TableCell>
              {!phone && <TableCell>Расчёт</TableCell>}
              <TableCell align="right">Значение</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.steps.map((step) => (
              <TableRow key={step.symbol}>
                <TableCell>
                  <strong>{step.symbol}</strong> — {step.caption}
                  {phone && (
                    <Typography variant="body2" color="text.secondary">
                      {step.formula}
                    </Typography>
                  )}
                </TableCell>
                {!phone && <TableCell>{step.formula}</TableCell>}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {shown(step)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Расчёт предварительный: размер субсидии определяет орган социальной защиты населения по документам о доходах за
        шесть месяцев.
      </Typography>
    </>
  );
}
