import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorText, widgetError } from '../field-error';
import { bandOf, bandRange, bandsOption } from './score-bands';
import { pluralPoints } from './plural-points';

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * `scoreTotal`: a scale's computed total as a result, not as a greyed field: the points out of the
 * maximum (the schema's `maximum`), what the total means (`ui:options.bands`: [{ from, to, meaning }])
 * and where the interpretation comes from (`ui:options.source`). The form computes the value; the
 * widget only shows it, and tells a screen reader when it changes.
 */
export function ScoreTotalWidget(props: WidgetProps) {
  const { id, label, value, schema, options } = props;
  const total = asNumber(value);
  const max = asNumber(schema.maximum);
  const bands = bandsOption(options.bands);
  const band = bandOf(total, bands);
  const source = typeof options.source === 'string' ? options.source : undefined;
  const error = widgetError(props);
  const labelId = `${id}-label`;
  return (
    <Box
      id={id}
      role="group"
      aria-labelledby={labelId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}
    >
      <Typography id={labelId} component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="output" aria-live="polite" sx={{ display: 'block', mt: 0.5 }}>
        <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
          {total === undefined ? '—' : total}
        </Typography>
        {max !== undefined && <Typography component="span">{` из ${pluralPoints(max)}`}</Typography>}
        {band && (
          <Typography component="span" sx={{ display: 'block', mt: 0.5 }}>
            {`${band.meaning[0].toUpperCase()}${band.meaning.slice(1)} (${bandRange(band)})`}
          </Typography>
        )}
      </Typography>
      {bands.length > 0 && (
        <Box
          component="ul"
          aria-label="Что означает сумма баллов"
          sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary' }}
        >
          {bands.map((b) => (
            <Typography
              key={b.from}
              component="li"
              variant="body2"
              sx={{ fontWeight: b === band ? 700 : 400, color: b === band ? 'text.primary' : undefined }}
            >
              {`${bandRange(b)} — ${b.meaning}`}
            </Typography>
          ))}
        </Box>
      )}
      {source && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Источник: {source}
        </Typography>
      )}
      <ErrorText id={id} error={error} />
    </Box>
  );
}
