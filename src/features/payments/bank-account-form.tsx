import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@/components/format-money';
import { validationMessages } from '@common/validation/messages';
import { BANK_ACCOUNT_MESSAGES, checkBankAccount } from '@common/validation/bank-account';
import { groupedAccount } from './account-text';
import type { Assignment, Bank, PayreqsBody } from './api';

export interface BankAccountFormProps {
  /** The assignments whose account may change now (the table allows «changeAccount»). */
  assignments: readonly Assignment[];
  /** The assignment the person came from: chosen at the start. */
  preselected?: number;
  /** Finds the bank of a BIK: the bank, or the text why not. */
  lookupBank: (bik: string) => Promise<Bank | string>;
  /** Sends the change: null when saved, else the server's refusal texts. */
  onSubmit: (body: PayreqsBody) => Promise<string[] | null>;
  onCancel: () => void;
}

type Field = 'bik' | 'account' | 'assignments';
const FIELD_LABELS: Record<Field, string> = { bik: 'БИК банка', account: 'Номер счёта', assignments: 'Назначения' };
const onlyDigits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/**
 * The new account for payments: the BIK fills the bank's name and correspondent account from the
 * directory, the 20-digit account is checked with the BIK's control key (the same check as the
 * server's, common/validation/bank-account.ts), and the person chooses the assignments it is for:
 * all that may change, or some. A failed save lists every error at the top, each a link to its field.
 */
export function BankAccountForm({ assignments, preselected, lookupBank, onSubmit, onCancel }: BankAccountFormProps) {
  const [bik, setBik] = useState('');
  const [bank, setBank] = useState<Bank | null>(null);
  const [bankError, setBankError] = useState<string | null>(null);
  const [account, setAccount] = useState('');
  const [scope, setScope] = useState<'all' | 'chosen'>(preselected ? 'chosen' : 'all');
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(preselected ? [preselected] : []));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shownErrors = Object.entries(errors) as [Field, string][];

  useEffect(() => {
    if (shownErrors.length || refusal.length) summaryRef.current?.focus();
    // Focus moves to the summary once per failed save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, refusal]);

  const changeBik = async (text: string) => {
    const digits = onlyDigits(text, 9);
    setBik(digits);
    setBank(null);
    setBankError(null);
    if (digits.length !== 9) return;
    const found = await lookupBank(digits);
    if (typeof found === 'string') setBankError(found);
    else setBank(found);
  };

  const selected =
    scope === 'all' ? assignments.map((a) => a.id) : assignments.filter((a) => chosen.has(a.id)).map((a) => a.id);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!bik) found.bik = validationMessages.required;
    else if (bik.length !== 9) found.bik = BANK_ACCOUNT_MESSAGES.bikFormat;
    else if (bankError) found.bik = bankError;
    if (!account) found.account = validationMessages.required;
    else if (bik.length === 9) {
      const wrong = checkBankAccount(bik, account);
      if (wrong) found.account = wrong;
    } else if (account.length !== 20) found.account = BANK_ACCOUNT_MESSAGES.accountFormat;
    if (selected.length === 0) found.assignments = 'Выберите хотя бы одно назначение';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setRefusal([]);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const byId = new Map(assignments.map((a) => [a.id, a]));
      const refused = await onSubmit({
        bik,
        account,
        assignments: selected.map((id) => ({ id, version: byId.get(id)!.version })),
      });
      if (refused) setRefusal(refused);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number) =>
    setChosen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
      {(shownErrors.length > 0 || refusal.length > 0) && (
        <Alert severity="error" ref={summaryRef} tabIndex={-1} sx={{ mb: 2 }} aria-labelledby="payreqs-errors">
          <AlertTitle id="payreqs-errors">{shownErrors.length ? 'Исправьте ошибки' : 'Счёт не изменён'}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {shownErrors.map(([field, text]) => (
              <li key={field}>
                <Link href={`#payreqs-${field}`}>
                  {FIELD_LABELS[field]}: {text}
                </Link>
              </li>
            ))}
            {refusal.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack spacing={2.5}>
        <TextField
          id="payreqs-bik"
          label="БИК банка"
          required
          value={bik}
          onChange={(e) => void changeBik(e.target.value)}
          error={Boolean(errors.bik || bankError)}
          helperText={errors.bik ?? bankError ?? '9 цифр: название банка и корреспондентский счёт заполнятся сами'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 9 } }}
        />
        <TextField
          id="payreqs-bank"
          label="Наименование банка"
          multiline
          value={bank?.caption ?? ''}
          slotProps={{ input: { readOnly: true } }}
          helperText="Заполняется по БИК"
        />
        <TextField
          id="payreqs-corr"
          label="Корреспондентский счёт"
          value={bank ? groupedAccount(bank.corrAccount) : ''}
          slotProps={{ input: { readOnly: true } }}
          helperText="Заполняется по БИК"
        />
        <TextField
          id="payreqs-account"
          label="Номер счёта получателя"
          required
          value={account}
          onChange={(e) => setAccount(onlyDigits(e.target.value, 20))}
          error={Boolean(errors.account)}
          helperText={errors.account ?? '20 цифр, как в договоре с банком или в мобильном приложении банка'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 24 } }}
        />
        <FormControl error={Boolean(errors.assignments)} id="payreqs-assignments" tabIndex={-1}>
          <FormLabel id="payreqs-scope-label">На какие назначения перечислять выплаты</FormLabel>
          <RadioGroup
            aria-labelledby="payreqs-scope-label"
            value={scope}
            onChange={(e) => setScope(e.target.value as 'all' | 'chosen')}
          >
            <FormControlLabel
              value="all"
              control={<Radio />}
              label={`Все действующие назначения (${assignments.length})`}
            />
            <FormControlLabel value="chosen" control={<Radio />} label="Только выбранные" />
          </RadioGroup>
          {scope === 'chosen' && (
            <Box sx={{ pl: { xs: 1, sm: 4 }, display: 'grid' }}>
              {assignments.map((a) => (
                <FormControlLabel
                  key={a.id}
                  control={<Checkbox checked={chosen.has(a.id)} onChange={() => toggle(a.id)} />}
                  label={`${a.mspName} — ${formatMoney(a.amount)} в месяц`}
                  sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
                />
              ))}
            </Box>
          )}
          {errors.assignments && <FormHelperText>{errors.assignments}</FormHelperText>}
        </FormControl>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            Сохранить новый счёт
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            Отмена
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
