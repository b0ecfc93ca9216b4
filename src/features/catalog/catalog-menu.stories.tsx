import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogMenu } from './catalog-menu';

const meta: Meta<typeof CatalogMenu> = {
  title: 'Каталог услуг/Категории услуги',
  component: CatalogMenu,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

/** The side menu beside a section, the section on screen marked. */
export const SideMenu: StoryObj<typeof CatalogMenu> = { args: { current: 'soc-taxi', compact: false } };

/** Below 960 px: a select, the external links under it. */
export const PhoneSelect: StoryObj<typeof CatalogMenu> = { args: { current: 'nurse', compact: true } };
