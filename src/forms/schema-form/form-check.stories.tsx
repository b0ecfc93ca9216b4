import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldAnchor, FormErrorList } from './form-check';

const LABELS: Record<string, string> = {
  '/ogrn': 'ОГРН',
  '/inn': 'ИНН',
  '/contacts/phone': 'Телефон',
};

/** «Исправьте ошибки» above a schema form: each field in error links to it. */
const meta = {
  title: 'Формы/Список ошибок формы',
  component: FormErrorList,
  args: {
    id: 'story-errors',
    errors: [
      { pointer: '/ogrn', message: 'ОГРН организации — 13 цифр' },
      { pointer: '/inn', message: 'Обязательное поле' },
      { pointer: '/contacts/phone', message: 'Неверный формат номера телефона' },
    ],
    label: (pointer: string) => LABELS[pointer] ?? pointer,
    anchor: fieldAnchor('story'),
  },
} satisfies Meta<typeof FormErrorList>;
export default meta;

/** Three fields in error, one of them nested. */
export const Errors: StoryObj<typeof meta> = {};
/** One field. */
export const OneError: StoryObj<typeof meta> = {
  args: { errors: [{ pointer: '/inn', message: 'Обязательное поле' }] },
};
