import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './signature-canvas';
import { useInk } from './use-ink';

export interface SignaturePadProps {
  /** Whose signature: «Подпись получателя услуги». */
  label: string;
  /** The drawing as a PNG data URL once something is drawn; undefined after «Очистить». */
  onChange: (dataUrl: string | undefined) => void;
  disabled?: boolean;
}

/**
 * A pad to sign on outside a schema form (the calendar's service card): the person draws with a
 * stylus, a finger or a mouse (pointer events; the page does not scroll under the finger); every
 * stroke hands the drawing up as a PNG, «Очистить» starts again. The forms' own pad is the
 * `signaturePad` widget; both draw with the same ink (signature-canvas.ts).
 */
export function SignaturePad({ label, onChange, disabled }: SignaturePadProps) {
  const {
    canvasRef,
    drawn,
    clear: wipe,
    handlers,
  } = useInk({
    disabled,
    // Every stroke hands the drawing up (the first one, too: `drawn` is set within it).
    onStrokeEnd: (canvas) => onChange(canvas.toDataURL('image/png')),
  });
  const clear = () => {
    wipe();
    onChange(undefined);
  };

  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Распишитесь пером или пальцем в рамке
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        role="img"
        aria-label={`Поле для подписи: ${label}`}
        data-testid="signature-pad"
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: SIGNATURE_WIDTH,
          height: 'auto',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
          bgcolor: 'background.paper',
        }}
        {...handlers}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={clear} disabled={disabled || !drawn}>
          Очистить
        </Button>
      </Stack>
    </Box>
  );
}
