import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorText, errorAria, focusLeaves, useWidgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import {
  canvasPoint,
  inkContext,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  writeName,
} from '@/components/signature-pad/signature-canvas';

const surface = {
  display: 'block',
  width: '100%',
  maxWidth: SIGNATURE_WIDTH,
  height: 'auto',
  border: 1,
  borderColor: 'grey.500',
  borderRadius: 1,
};

/**
 * `signaturePad`: the person signs with a mouse, a pen or a finger (pointer events), then
 * 'Сохранить подпись' stores the drawing as a PNG data URL; 'Очистить' starts again. A saved
 * signature is shown as an image. The canvas does not scroll the page while a finger draws on it.
 * With the signer's name known (`ui:options.signer`), 'Вписать ФИО вместо росчерка' writes the name
 * into the pad instead: a signature made from the keyboard alone.
 */
export function SignaturePadWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, onBlur, autofocus, options } = props;
  // The signer's name (the signature field passes it): the pad can be signed from the keyboard with it.
  const signer = typeof options.signer === 'string' && options.signer.trim() !== '' ? options.signer.trim() : undefined;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [nothingDrawn, setNothingDrawn] = useState(false);
  const saved = typeof value === 'string' && value !== '' ? value : undefined;
  const error = useWidgetError(props, nothingDrawn ? WIDGET_TEXTS.signatureEmpty : undefined);
  const labelId = `${id}-label`;

  if (readonly && !saved) return <ReadOnlyField id={id} label={label} text={undefined} error={error} />;

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
    const context = canvas && canvas.getContext('2d');
    if (!drawing.current || !canvas || !context) return;
    const { x, y } = canvasPoint(canvas, event);
    context.lineTo(x, y);
    context.stroke();
    if (!drawn) setDrawn(true);
    if (nothingDrawn) setNothingDrawn(false);
  };

  const stop = () => {
    drawing.current = false;
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setDrawn(false);
    if (saved) onChange(undefined);
  };

  const signByName = () => {
    const canvas = canvasRef.current;
    if (!signer || !canvas || !writeName(canvas, signer)) return;
    setNothingDrawn(false);
    onChange(canvas.toDataURL('image/png'));
  };

  const save = () => {
    const canvas = canvasRef.current;
    if (!drawn || !canvas) return setNothingDrawn(true);
    onChange(canvas.toDataURL('image/png'));
  };

  return (
    <Box role="group" aria-labelledby={labelId} onBlur={(event) => focusLeaves(event) && onBlur(id, value)}>
      <FormLabel id={labelId} required={required} error={Boolean(error)} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      {saved ? (
        <Box
          component="img"
          src={saved}
          alt={label && label !== 'Подпись' ? `${WIDGET_TEXTS.savedSignature} (${label})` : WIDGET_TEXTS.savedSignature}
          sx={surface}
          {...errorAria(id, error)}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {WIDGET_TEXTS.signatureHint}
          </Typography>
          <Box
            component="canvas"
            ref={canvasRef}
            width={SIGNATURE_WIDTH}
            height={SIGNATURE_HEIGHT}
            role="img"
            aria-label={WIDGET_TEXTS.signatureCanvasOf(label)}
            {...errorAria(id, error)}
            sx={{
              ...surface,
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
        </>
      )}
      {!readonly && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={clear} disabled={disabled} autoFocus={autofocus}>
            {WIDGET_TEXTS.clear}
          </Button>
          {!saved && (
            <Button variant="contained" onClick={save} disabled={disabled}>
              {WIDGET_TEXTS.saveSignature}
            </Button>
          )}
          {!saved && signer && (
            <Button onClick={signByName} disabled={disabled}>
              {WIDGET_TEXTS.signByName}
            </Button>
          )}
        </Stack>
      )}
      <ErrorText id={id} error={error} />
    </Box>
  );
}
