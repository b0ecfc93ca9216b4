import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImpersonationBanner } from './impersonation-banner';

const citizen = { lastName: 'Иванова', firstName: 'Мария', middleName: 'Петровна', selectedInstitution: null };

const meta: Meta<typeof ImpersonationBanner> = {
  title: 'Оболочка/Вход от имени пользователя',
  component: ImpersonationBanner,
  // The way back is a real call in the portal; here it only reports the click and never finishes.
  args: { user: citizen, onStop: fn(() => new Promise(() => undefined)) },
};
export default meta;
type Story = StoryObj<typeof ImpersonationBanner>;

/** An administrator acting as a citizen: whom, and the button back; pressed, it waits for the answer. */
export const AsCitizen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Иванова Мария Петровна, гражданин')).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Вернуться к своей учётной записи' });
    await userEvent.click(back);
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(back).toBeDisabled();
  },
};

/** Acting as an institution's employee: the role and the institution are named too. */
export const AsProvider: Story = {
  args: {
    user: {
      lastName: 'Ермакова',
      firstName: 'Юлия',
      middleName: 'Сергеевна',
      selectedInstitution: {
        institutionId: 7,
        caption: 'АНО «Центр социальных услуг „Северная забота“»',
        institutionSourceType: 1,
        institutionRole: 2,
        institutionTypeId: 1,
        ogrn: '1158900000123',
        employeeId: 4,
        dateIncluded: null,
      },
    },
  },
};

/** On a phone the button goes under the text; nothing is cut. */
export const OnPhone: Story = { globals: { viewport: { value: 'mobile' } } };
