import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteLink } from './site-link';

const meta: Meta<typeof SiteLink> = {
  title: 'Общие/Сайт поставщика',
  component: SiteLink,
};
export default meta;

/** Written without a scheme: the link opens it over https. */
export const WithoutScheme: StoryObj<typeof SiteLink> = { args: { site: 'sev-zabota.ru' } };

export const WithScheme: StoryObj<typeof SiteLink> = { args: { site: 'http://kcson-nadym.ru/uslugi' } };
