import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorText, errorAria, focusLeaves, useWidgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { WIDGET_TEXTS } from '../widget-texts';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, writeName } from '@/components/signature-pad/signature-canvas';
import { useInk } from '@/components/signature-pad/use-ink';

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
  const [nothingDrawn, setNothingDrawn] = useState(false);
  const {
    canvasRef,
    drawn,
    clear: wipe,
    handlers,
  } = useInk({
    disabled,
    onStroke: () => nothingDrawn && setNothingDrawn(false),
  });
  const saved = typeof value === 'string' && value !== '' ? value : undefined;
  const error = useWidgetError(props, nothingDrawn ? WIDGET_TEXTS.signatureEmpty : undefined);
  const labelId = `${id}-label`;

  if (readonly && !saved) return <ReadOnlyField id={id} label={label} text={undefined} error={error} />;

  const clear = () => {
    wipe();
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
            {...handlers}
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
