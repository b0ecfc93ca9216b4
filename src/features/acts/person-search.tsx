import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { RuDateField } from '@/forms/widgets/ru-date/ru-date-field';
import Typography from '@mui/material/Typography';
import type { ActDefinition } from '@common/acts/act-definition';
import { ruDate } from '@common/acts/display-value';
import { checkSnils } from '@common/validation';
import { searchPersons, type PersonFound, type PersonSearchForm } from './api';

const FIELDS: Array<[keyof PersonSearchForm, string]> = [
  ['lastName', 'Фамилия'],
  ['firstName', 'Имя'],
  ['middleName', 'Отчество'],
  ['snils', 'СНИЛС'],
  ['cityName', 'Населённый пункт'],
  ['streetName', 'Улица'],
  ['houseNo', 'Дом'],
  ['roomNo', 'Квартира'],
];

export interface PersonSearchProps {
  definition: ActDefinition;
  onCreate: (person: PersonFound) => void;
  onShowActs: (person: PersonFound) => void;
  /** Another action on a found person, beside 'Акты' and 'Создать акт' (e.g. an act about their child). */
  personAction?: (person: PersonFound) => ReactNode;
  busy: boolean;
}

/** Finds a person among the institution's clients: names, birth date, SNILS, address parts. */
export function PersonSearch({ definition, onCreate, onShowActs, personAction, busy }: PersonSearchProps) {
  const [form, setForm] = useState<PersonSearchForm>({});
  const [found, setFound] = useState<PersonFound[] | null>(null);
  const snilsError = form.snils ? checkSnils(form.snils) : undefined;
  const search = async () => {
    if (snilsError) return;
    try {
      setFound(await searchPersons(definition, form));
    } catch {
      // The HTTP client has told the person what went wrong.
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="person-search-title">
      <Typography id="person-search-title" variant="h6" component="h2" gutterBottom>
        Поиск гражданина
      </Typography>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        {FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            size="small"
            value={form[name] ?? ''}
            onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
            error={name === 'snils' && !!snilsError}
            helperText={name === 'snils' ? snilsError : undefined}
          />
        ))}
        <RuDateField
          id="search-birth-date"
          label="Дата рождения"
          value={form.birthDate}
          maxDate="today"
          onChange={(birthDate) => setForm((f) => ({ ...f, birthDate }))}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            Найти
          </Button>
          <Button
            onClick={() => {
              setForm({});
              setFound(null);
            }}
          >
            Очистить
          </Button>
        </Stack>
      </Box>
      {found && (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Найденные граждане: таблица, прокручивается по горизонтали"
        >
          <Table size="small" sx={{ mt: 2 }} aria-label="Найденные граждане">
            <TableHead>
              <TableRow>
                <TableCell>ФИО</TableCell>
                <TableCell>Дата рождения</TableCell>
                <TableCell>СНИЛС</TableCell>
                <TableCell>Адрес</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {found.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{[p.lastName, p.firstName, p.middleName].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{ruDate(p.birthDate)}</TableCell>
                  <TableCell>{p.snils ?? 'отсутствует'}</TableCell>
                  <TableCell>{p.address ?? 'отсутствует'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => onShowActs(p)}>
                      Акты
                    </Button>
                    <Button size="small" variant="outlined" disabled={busy} onClick={() => onCreate(p)}>
                      Создать акт
                    </Button>
                    {personAction?.(p)}
                  </TableCell>
                </TableRow>
              ))}
              {found.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Никого не найдено среди получателей услуг вашей организации.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
