import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ActDefinition } from '@common/acts/act-definition';
import { ruDate } from '@common/acts/display-value';
import { createForRelative, listRelatives, type PersonFound, type RelativeFound } from './api';
import { usePhone } from '@/components/use-phone';

const fio = (p: { lastName: string; firstName: string; middleName: string | null }) =>
  [p.lastName, p.firstName, p.middleName].filter(Boolean).join(' ');

/**
 * 'Акт на ребёнка' beside a found client of the living-conditions act: their children and wards
 * (relatives-601/{id}), and a new act about the chosen one (create-for-relative/{client}/{child}).
 */
export function RelativeActButton({
  definition,
  person,
  card,
}: {
  definition: ActDefinition;
  person: PersonFound;
  card: (id: number) => string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Акт на ребёнка
      </Button>
      {open && <RelativeActDialog definition={definition} person={person} card={card} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The list's `personAction` option of an act served with the `relatives` route set (the
 * living-conditions act): 'Акт на ребёнка' beside each found person. The codegen passes it to
 * that act's list alone.
 */
export function relativeActAction(
  definition: ActDefinition,
): (person: PersonFound, card: (id: number) => string) => ReactNode {
  return (person, card) => <RelativeActButton definition={definition} person={person} card={card} />;
}

function RelativeActDialog({
  definition,
  person,
  card,
  onClose,
}: {
  definition: ActDefinition;
  person: PersonFound;
  card: (id: number) => string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const phone = usePhone();
  const { data: relatives, error } = useSWR([definition.apiPrefix, 'relatives-601', person.id], () =>
    listRelatives(definition, person.id),
  );
  const failed = Boolean(error);
  const [busy, setBusy] = useState(false);
  const create = async (child: RelativeFound) => {
    setBusy(true);
    try {
      navigate(card((await createForRelative(definition, person.id, child.id)).id));
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open fullWidth fullScreen={phone} maxWidth="sm" onClose={onClose} aria-labelledby="relative-act-title">
      <DialogTitle id="relative-act-title">Акт на ребёнка: {fio(person)}</DialogTitle>
      <DialogContent>
        {!relatives && !failed && <LinearProgress aria-label="Загрузка" />}
        {failed && <Alert severity="error">Не удалось загрузить детей и подопечных. Попробуйте ещё раз.</Alert>}
        {relatives && relatives.length === 0 && (
          <Alert severity="info">У гражданина нет детей или подопечных в базе.</Alert>
        )}
        {relatives && relatives.length > 0 && (
          <Table size="small" aria-label="Дети и подопечные">
            <TableHead>
              <TableRow>
                <TableCell>ФИО</TableCell>
                <TableCell>Дата рождения</TableCell>
                <TableCell>Кем приходится</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {relatives.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{fio(r)}</TableCell>
                  <TableCell>{ruDate(r.birthDate)}</TableCell>
                  <TableCell>{r.kind === 'ward' ? 'Подопечный' : 'Ребёнок'}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => void create(r)}
                      aria-label={`Создать акт: ${fio(r)}`}
                    >
                      Создать акт
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
      </DialogActions>
    </Dialog>
  );
}
