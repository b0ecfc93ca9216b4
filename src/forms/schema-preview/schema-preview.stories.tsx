import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACT_IDS } from '@common/acts/generated/acts';
import { SchemaPreview } from './schema-preview';

/**
 * For analysts: edit a block's fields (schema.json) and their look (ui.json) and see at once the
 * block as the portal renders it, the messages a person gets and the lint of `npm run codegen`.
 * Choose the act and the block in the controls; the texts go back into the act's files.
 */
const meta: Meta<typeof SchemaPreview> = {
  title: 'Аналитику/Предпросмотр блока',
  component: SchemaPreview,
  parameters: { layout: 'padded' },
  argTypes: {
    actId: { control: 'select', options: [...ACT_IDS] },
    block: { control: { type: 'number', min: 1 } },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The engine's own example act: a person's block with lookups and a date. */
export const TestActPerson: Story = { name: 'Тестовый акт, блок 1', args: { actId: 'test-act', block: 1 } };

/** A block with a long list (a table with a row dialog): the family questionnaire's relatives. */
export const FamilyRelatives: Story = {
  name: 'Анкета семьи, блок 2 (список родственников)',
  args: { actId: 'family-questionnaire', block: 2 },
};
