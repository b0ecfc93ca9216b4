import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { ruDate } from '@common/acts/display-value';
import type { ActListItem } from './api';

export const DRAFT_OFFER_TEXTS = {
  title: 'У гражданина уже есть черновик этого акта',
  text: (person: string) => `${person}: акт уже начат и не подписан. Продолжите его заполнение или создайте новый акт.`,
  draft: (item: ActListItem) => `Черновик № ${item.number}`,
  changed: (item: ActListItem) => `Изменён ${ruDate(item.updatedAt)}`,
  open: 'Открыть черновик',
  createAnyway: 'Создать новый акт',
  cancel: 'Отмена',
} as const;

export interface DraftOfferDialogProps {
  /** The person's name as the list shows it. */
  person: string;
  /** The person's unsigned acts of this kind, newest first. */
  drafts: ActListItem[];
  onOpen: (id: number) => void;
  onCreate: () => void;
  onCancel: () => void;
}

/**
 * «Создать акт» for a person who already has a draft of the act: offers the draft first (one
 * button per draft when there are several), or a new act anyway, so that a second unfinished act
 * of the same visit is not made by a slip.
 */
export function DraftOfferDialog({ person, drafts, onOpen, onCreate, onCancel }: DraftOfferDialogProps) {
  const [newest] = drafts;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="draft-offer-title" aria-describedby="draft-offer-text">
      <DialogTitle id="draft-offer-title">{DRAFT_OFFER_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="draft-offer-text">{DRAFT_OFFER_TEXTS.text(person)}</DialogContentText>
        {drafts.length > 1 && (
          <List dense aria-label="Черновики">
            {drafts.map((item) => (
              <ListItemButton key={item.id} onClick={() => onOpen(item.id)}>
                <ListItemText primary={DRAFT_OFFER_TEXTS.draft(item)} secondary={DRAFT_OFFER_TEXTS.changed(item)} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{DRAFT_OFFER_TEXTS.cancel}</Button>
        <Button variant="outlined" onClick={onCreate}>
          {DRAFT_OFFER_TEXTS.createAnyway}
        </Button>
        <Button variant="contained" autoFocus onClick={() => onOpen(newest.id)}>
          {DRAFT_OFFER_TEXTS.open}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
