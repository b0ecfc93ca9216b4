import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { ErrorText, errorAria, focusLeaves, legendSx, widgetError } from '../field-error';
import { ReadOnlyField } from '../read-only-field';
import { sameCode, schemaLookupItems } from '../lookup-select/lookup-options';
import { pluralPoints } from './plural-points';

/**
 * `scoreScale`: one level of a scale item (Barthel, Lawton) from the schema's
 * `oneOf: [{ const: <points>, title: '<description>' }]`, each level showing its points
 * ('10 баллов'). Stores the points as a number. When several levels share the points, a stored
 * value shows the first of them until the person picks another.
 */
export function ScoreScaleWidget(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, value, onChange, onBlur, options, schema, autofocus } = props;
  const levels = schemaLookupItems(schema, options.enumOptions).map((item) => ({
    points: Number(item.code),
    title: item.caption,
  }));
  // Lawton items give several levels the same points; remember which one the person clicked.
  const [clicked, setClicked] = useState<number>();
  const chosen =
    clicked !== undefined && sameCode(levels[clicked]?.points, value)
      ? clicked
      : levels.findIndex((level) => sameCode(level.points, value));
  const error = widgetError(props);
  const labelId = `${id}-label`;

  if (readonly) {
    const level = levels[chosen];
    return (
      <ReadOnlyField
        id={id}
        label={label}
        text={level && `${level.title} (${pluralPoints(level.points)})`}
        error={error}
      />
    );
  }

  return (
    <FormControl
      component="fieldset"
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      fullWidth
      onBlur={(event) => focusLeaves(event) && onBlur(id, value)}
    >
      <FormLabel component="legend" id={labelId} sx={legendSx}>
        {label}
      </FormLabel>
      <RadioGroup
        name={name || id}
        aria-labelledby={labelId}
        value={chosen < 0 ? '' : String(chosen)}
        onChange={(event) => {
          const index = Number(event.target.value);
          setClicked(index);
          onChange(levels[index]?.points);
        }}
        {...errorAria(id, error)}
      >
        {levels.map((level, index) => (
          <FormControlLabel
            key={index}
            value={String(index)}
            sx={{ alignItems: 'flex-start', my: 0.5 }}
            control={<Radio id={`${id}-${index}`} autoFocus={autofocus && index === 0} sx={{ pt: 0.25 }} />}
            label={
              <Box>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {pluralPoints(level.points)}
                </Typography>
                <Typography component="span">{` — ${level.title}`}</Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <ErrorText id={id} error={error} />
    </FormControl>
  );
}
