import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { formatMoney } from '@/components/format-money';
import { useSubsidyStandards } from './api';
import { readAmount } from './read-amount';
import { computeSubsidy, type MemberGroup, type SubsidyResult } from './subsidy-formula';
import { SubsidySteps } from './subsidy-steps';

const GROUPS: Record<MemberGroup, string> = { working: 'Трудоспособный', pensioner: 'Пенсионер', child: 'Ребёнок' };
const MAX_MEMBERS = 20;

interface MemberRow {
  key: number;
  group: MemberGroup;
  income: string;
}

/** /subsidy-calculator: an estimate of the housing and utilities subsidy with every step shown. */
export default function SubsidyPage() {
  const { data, error, isLoading } = useSubsidyStandards();
  const [cityId, setCityId] = useState<number | ''>('');
  const [members, setMembers] = useState<MemberRow[]>([{ key: 1, group: 'working', income: '' }]);
  const [expenses, setExpenses] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<SubsidyResult | null>(null);
  const nextKey = useRef(2);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const city = data?.cities.find((c) => c.cityId === (cityId === '' ? data.cities[0]?.cityId : cityId));
  const setMember = (key: number, change: Partial<MemberRow>) =>
    setMembers((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data || !city) return;
    const found: Record<string, string> = {};
    const incomes = members.map((row) => {
      const amount = readAmount(row.income, true);
      if (amount.error) found[`income-${row.key}`] = amount.error;
      return amount.value ?? 0;
    });
    const actual = readAmount(expenses, false);
    if (actual.error) found.expenses = actual.error;
    setErrors(found);
    if (Object.keys(found).length) {
      setResult(null);
      return;
    }
    const r = data.region;
    setResult(
      computeSubsidy({
        members: members.map((row, i) => ({ group: row.group, income: incomes[i] })),
        standard: city,
        maxSharePercent: r.maxSharePercent,
        minimums: { working: r.minimumWorking, pensioner: r.minimumPensioner, child: r.minimumChild },
        actualExpenses: actual.value ?? null,
      }),
    );
    requestAnimationFrame(() => resultHeading.current?.focus());
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        Калькулятор субсидии на оплату жилого помещения и коммунальных услуг
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Предварительный расчёт по Правилам предоставления субсидий (постановление Правительства Российской Федерации от
        14.12.2005 № 761).
      </Typography>
      {isLoading && <LinearProgress aria-label="Загрузка" />}
      {error && <Alert severity="error">Не удалось загрузить региональные стандарты. Обновите страницу.</Alert>}
      {data && city && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="form"
            noValidate
            onSubmit={submit}
            sx={{ p: 2 }}
            aria-label="Данные для расчёта"
          >
            <TextField
              select
              fullWidth
              label="Населённый пункт"
              value={city.cityId}
              onChange={(e) => setCityId(Number(e.target.value))}
              sx={{ mb: 1 }}
            >
              {data.cities.map((c) => (
                <MenuItem key={c.cityId} value={c.cityId}>
                  {c.city}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Стандарт стоимости ЖКУ: {formatMoney(city.costPerM2)} за м² в месяц; доля расходов — не более{' '}
              {data.region.maxSharePercent.toString().replace('.', ',')} % дохода.
            </Typography>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Члены семьи и их доход в месяц
            </Typography>
            {members.map((row, index) => (
              <Box
                key={row.key}
                component="fieldset"
                sx={{
                  border: 0,
                  p: 0,
                  m: 0,
                  mb: 2,
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  flexWrap: { xs: 'wrap', sm: 'nowrap' },
                }}
              >
                <Typography component="legend" variant="body2" sx={{ width: '100%', mb: 0.5 }}>
                  {index === 0 ? 'Заявитель' : `Член семьи ${index + 1}`}
                </Typography>
                <TextField
                  select
                  label="Категория"
                  size="small"
                  value={row.group}
                  onChange={(e) => setMember(row.key, { group: e.target.value as MemberGroup })}
                  sx={{ minWidth: 170, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
                >
                  {Object.entries(GROUPS).map(([value, caption]) => (
                    <MenuItem key={value} value={value}>
                      {caption}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="Доход, р."
                  size="small"
                  value={row.income}
                  onChange={(e) => setMember(row.key, { income: e.target.value })}
                  error={Boolean(errors[`income-${row.key}`])}
                  helperText={errors[`income-${row.key}`] ?? 'Среднемесячный за 6 месяцев; 0, если дохода нет'}
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
                  sx={{ flex: 1 }}
                />
                {members.length > 1 && (
                  <IconButton
                    aria-label={`Удалить: ${index === 0 ? 'заявитель' : `член семьи ${index + 1}`}`}
                    onClick={() => setMembers((rows) => rows.filter((r) => r.key !== row.key))}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Box>
            ))}
            <Button
              startIcon={<AddIcon />}
              disabled={members.length >= MAX_MEMBERS}
              onClick={() => setMembers((rows) => [...rows, { key: nextKey.current++, group: 'child', income: '' }])}
              sx={{ mb: 2 }}
            >
              Добавить члена семьи
            </Button>
            <TextField
              fullWidth
              label="Фактические расходы на ЖКУ, р."
              value={expenses}
              onChange={(e) => setExpenses(e.target.value)}
              error={Boolean(errors.expenses)}
              helperText={
                errors.expenses ?? 'Необязательно: за месяц; субсидия не может быть больше фактических расходов'
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
              sx={{ mb: 2 }}
            />
            <Button type="submit" variant="contained" fullWidth>
              Рассчитать
            </Button>
          </Paper>
          <Box component="section" aria-labelledby="subsidy-result">
            <Typography
              id="subsidy-result"
              ref={resultHeading}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ mb: 1, outline: 'none' }}
            >
              Результат расчёта
            </Typography>
            {result ? (
              <SubsidySteps result={result} />
            ) : (
              <Typography color="text.secondary">Заполните данные семьи и нажмите «Рассчитать».</Typography>
            )}
            {Object.keys(errors).length > 0 && (
              <Alert severity="error" sx={{ mt: 1 }}>
                Исправьте ошибки в данных для расчёта.
              </Alert>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}
