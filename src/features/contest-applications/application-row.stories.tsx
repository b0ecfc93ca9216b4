import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { ApplicationRow } from './pages';
import { REJECTED_ROW, SUBMITTED } from './fixtures';

function Rows() {
  return (
    // The stories' own router (the preview's decorator) serves the row's link.
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      <ApplicationRow item={SUBMITTED} onOpen={() => undefined} />
      <ApplicationRow item={REJECTED_ROW} to="/user/applications-contest/submit/12" />
    </Stack>
  );
}

const meta: Meta<typeof Rows> = { title: 'Заявки на конкурс/Строка списка', component: Rows };
export default meta;

/** A submitted application for the department's review, and a rejected one in the provider's list. */
export const InTheList: StoryObj<typeof Rows> = {};
