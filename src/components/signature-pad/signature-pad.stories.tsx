import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SignaturePad } from './signature-pad';

function Harness() {
  const [value, setValue] = useState<string>();
  return (
    <Box sx={{ maxWidth: 640 }}>
      <SignaturePad label="Подпись получателя услуги" onChange={setValue} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {value ? `Подпись нарисована (${Math.round(value.length / 1024)} КБ)` : 'Подписи нет'}
      </Typography>
    </Box>
  );
}

const meta: Meta<typeof SignaturePad> = {
  title: 'Общие/Поле для подписи',
  component: SignaturePad,
};
export default meta;

export const Empty: StoryObj<typeof SignaturePad> = { render: () => <Harness /> };
export const Disabled: StoryObj<typeof SignaturePad> = {
  args: { label: 'Подпись получателя услуги', disabled: true, onChange: () => undefined },
};
