import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canvasPoint, inkContext, SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './signature-canvas';

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
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas && inkContext(canvas);
    if (disabled || !canvas || !context) return;
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const { x, y } = canvasPoint(canvas, event);
    context.beginPath();
    context.moveTo(x, y);
    drawing.current = true;
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!drawing.current || !canvas || !context) return;
    const { x, y } = canvasPoint(canvas, event);
    context.lineTo(x, y);
    context.stroke();
    if (!drawn) setDrawn(true);
  };
  const stop = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const canvas = canvasRef.current;
    if (canvas && drawn) onChange(canvas.toDataURL('image/png'));
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setDrawn(false);
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
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={stop}
        onPointerCancel={stop}
        onPointerLeave={stop}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={clear} disabled={disabled || !drawn}>
          Очистить
        </Button>
      </Stack>
    </Box>
  );
}
