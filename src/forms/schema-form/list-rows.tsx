import { createElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  englishStringTranslator,
  getTemplate,
  getUiOptions,
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type IconButtonProps,
} from '@rjsf/utils';

/**
 * A row of a list inside a form of the «form» kind (e.g. a service of a contest application): its
 * fields take the whole width and the row's buttons stand under them, on the right. rjsf's MUI row
 * gives the buttons a column of their own beside the fields, which leaves the fields half the
 * width of a 390 px phone.
 */
export function StackedArrayItem(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, uiSchema, registry } = props;
  // The registry's template (rjsf's buttons of a row), looked up as rjsf's own row template does.
  const buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <Paper variant="outlined" sx={{ mb: 2, p: { xs: 1.5, sm: 2 } }}>
      {children}
      {hasToolbar && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {createElement(buttons, buttonsProps)}
        </Box>
      )}
    </Paper>
  );
}

/** «Добавить» under a list: a button with its word, not a lone «+». */
export function AddRowButton({ id, className, onClick, disabled, registry }: IconButtonProps) {
  return (
    <Button
      id={id}
      className={className}
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={onClick}
      disabled={disabled}
    >
      {registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

/** «Удалить» under a row: a button with its word, not a lone «−». */
export function RemoveRowButton({ id, className, onClick, disabled, registry }: IconButtonProps) {
  return (
    <Button
      id={id}
      className={className}
      color="error"
      startIcon={<DeleteOutlinedIcon />}
      onClick={onClick}
      disabled={disabled}
    >
      {registry.translateString(TranslatableString.RemoveButton)}
    </Button>
  );
}

const RUSSIAN: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Строка',
  [TranslatableString.EmptyArray]: 'Пока пусто: добавьте строку кнопкой ниже.',
  [TranslatableString.AddButton]: 'Добавить',
  [TranslatableString.AddItemButton]: 'Добавить',
  [TranslatableString.CopyButton]: 'Копировать',
  [TranslatableString.MoveDownButton]: 'Ниже',
  [TranslatableString.MoveUpButton]: 'Выше',
  [TranslatableString.RemoveButton]: 'Удалить',
  [TranslatableString.YesLabel]: 'Да',
  [TranslatableString.NoLabel]: 'Нет',
  [TranslatableString.CloseLabel]: 'Закрыть',
  [TranslatableString.ErrorsLabel]: 'Ошибки',
  [TranslatableString.ClearLabel]: 'Очистить',
  [TranslatableString.ClearButton]: 'Очистить поле',
  [TranslatableString.AriaDateLabel]: 'Выберите дату',
  [TranslatableString.DecrementAriaLabel]: 'Уменьшить на 1',
  [TranslatableString.IncrementAriaLabel]: 'Увеличить на 1',
};

/** rjsf's own words (its buttons, an empty list) in Russian; the rest as rjsf says them. */
export function russianStrings(key: TranslatableString, params?: string[]): string {
  return RUSSIAN[key] ?? englishStringTranslator(key, params);
}
