import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DetailsList } from '@/components/details-list';
import { PhoneLink } from '@/components/phone-link';
import { monthCaption, ruDate, ruDateTime, ruTime } from '@common/region-time';
import { regionToday } from '@common/time-zone';
import { MAX_FEEDBACK_LENGTH, PATRONAGE_MSG } from '@common/patronage/patronage';
import type { PatronageChat, PatronageData, PatronageEmployee, PatronageFeedback } from './api';

/** The specialist in charge of the family: name, position, institution, phones. */
export function EmployeeCard({ employee }: { employee: PatronageEmployee }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="patronage-employee">
      <Typography variant="h6" component="h2" id="patronage-employee" gutterBottom>
        Ваш специалист
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{employee.name}</Typography>
      <Typography color="text.secondary" gutterBottom>
        {employee.position}
      </Typography>
      <DetailsList
        emptyText="не указан"
        rows={[
          ['Учреждение', employee.institutionName],
          ['Телефон', employee.phone && <PhoneLink phone={employee.phone} />],
          ['Телефон учреждения', employee.institutionPhone && <PhoneLink phone={employee.institutionPhone} />],
          ['Электронная почта', employee.email],
        ]}
      />
    </Paper>
  );
}

/** The patronage record: since when, the category, why, the visits. */
export function PatronageDataCard({ data, staff = false }: { data: PatronageData; staff?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="patronage-data">
      <Typography variant="h6" component="h2" id="patronage-data" gutterBottom>
        Сведения о патронаже
      </Typography>
      <DetailsList
        rows={[
          ...(staff ? ([['Семья', data.familyName]] as const) : []),
          ['Учреждение', data.institutionName],
          ['Категория', data.category],
          ['Основание', data.reason],
          ['Патронаж установлен', ruDate(data.since)],
          ...(data.until ? ([['Патронаж завершён', ruDate(data.until)]] as const) : []),
          ['Посещения', data.visits],
          [
            `Оценка за ${monthCaption(data.period)}`,
            data.rating === null ? 'ещё не поставлена' : `${data.rating} из 5`,
          ],
        ]}
      />
    </Paper>
  );
}

/**
 * The family's feedback: a mark of this month's work (one a month, a new one replaces it) with a
 * comment, or a comment alone.
 */
export function FeedbackForm({
  period,
  rated,
  onSend,
}: {
  period: string;
  rated: number | null;
  onSend: (comment: string, rating: number | null) => Promise<unknown>;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (rating === null && !text) return setError(PATRONAGE_MSG.feedbackEmpty);
    if (text.length > MAX_FEEDBACK_LENGTH) return setError(PATRONAGE_MSG.feedbackTooLong);
    setError(undefined);
    setBusy(true);
    try {
      await onSend(text, rating);
      setRating(null);
      setComment('');
    } catch {
      // The portal's notice says why; what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      noValidate
      onSubmit={(e: FormEvent) => void submit(e)}
      aria-labelledby="patronage-feedback"
    >
      <Typography variant="h6" component="h2" id="patronage-feedback" gutterBottom>
        Отзыв о патронаже
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Оцените работу специалиста за {monthCaption(period)}
        {rated === null ? '' : ` (вы уже поставили ${rated} из 5, новая оценка заменит её)`} или просто напишите отзыв.
        Отзыв прочитает руководство учреждения.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="legend" id="patronage-rating">
          Оценка:
        </Typography>
        <Rating
          name="patronage-rating"
          value={rating}
          onChange={(_, value) => setRating(value)}
          aria-labelledby="patronage-rating"
          getLabelText={(value) => `${value} из 5`}
        />
      </Box>
      <TextField
        label="Отзыв"
        multiline
        minRows={2}
        fullWidth
        value={comment}
        error={!!error}
        helperText={error ?? (rating === null ? 'Без оценки отзыв обязателен' : 'Необязательно')}
        onChange={(event) => setComment(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_FEEDBACK_LENGTH } }}
        sx={{ mb: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={busy}>
        Отправить отзыв
      </Button>
    </Paper>
  );
}

/**
 * The family's last words on the patronage, newest first: marks of a month with their comment, and
 * comments alone. The family reads its own («Ваши отзывы»), the specialist the family's («Отзывы семьи»).
 */
export function FeedbackHistory({
  feedback,
  staff = false,
}: {
  feedback: readonly PatronageFeedback[];
  staff?: boolean;
}) {
  const title = staff ? 'Отзывы семьи' : 'Ваши отзывы';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="patronage-feedback-history">
      <Typography variant="h6" component="h2" id="patronage-feedback-history" gutterBottom>
        {title}
      </Typography>
      {feedback.length === 0 ? (
        <Typography color="text.secondary">
          {staff ? 'Семья пока не оставляла отзывов.' : 'Вы пока не оставляли отзывов.'}
        </Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {feedback.map((item) => (
            <ListItem key={item.id} disableGutters divider sx={{ display: 'block' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {ruDateTime(item.createdAt)}
              </Typography>
              {item.rating !== null && item.period !== null && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Rating value={item.rating} readOnly size="small" aria-hidden />
                  <Typography variant="body2">
                    Оценка за {monthCaption(item.period)}: {item.rating} из 5
                  </Typography>
                </Box>
              )}
              {item.comment && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.comment}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** When the last message was written: its time today, else its day. */
const whenWritten = (moment: string, today = regionToday()) =>
  ruDate(moment) === ruDate(today) ? ruTime(moment) : ruDate(moment);

/** One family in the specialist's charge (or the family's specialist): the last message, what is unread. */
export function ChatLine({ chat }: { chat: PatronageChat }) {
  const unread = chat.unread > 0;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={`/user/patronage/${chat.id}`}
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
        aria-label={`${chat.contactName}${unread ? `: непрочитанных ${chat.unread}` : ''}`}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: unread ? 700 : 500 }}>{chat.contactName}</Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {chat.category}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {chat.lastMessage === null
              ? 'Переписки пока нет: напишите первым'
              : `${chat.lastFromMe ? 'Вы: ' : ''}${chat.lastMessage}`}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flex: 'none' }}>
          {chat.lastMessageAt && (
            <Typography variant="caption" color="text.secondary" component="div">
              {whenWritten(chat.lastMessageAt)}
            </Typography>
          )}
          {unread && <Badge color="error" badgeContent={chat.unread} sx={{ mt: 1.5, mr: 1 }} />}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export function ChatList({ chats }: { chats: readonly PatronageChat[] }) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Семьи под патронажем">
        {chats.map((chat) => (
          <ChatLine key={chat.id} chat={chat} />
        ))}
      </List>
    </Paper>
  );
}
