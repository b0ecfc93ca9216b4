import { withTheme } from '@rjsf/core';
import type { FieldErrorProps } from '@rjsf/utils';
import { generateTemplates } from '@rjsf/mui';
import { ALWAYS_WIDGETS } from '@/forms/widgets/mui/always';
import { WIDGET_LOADERS } from '@/forms/widgets/registry';
import { SectionTitle } from './section-title';

const muiTemplates = generateTemplates();
const MuiFieldErrorTemplate = muiTemplates.FieldErrorTemplate!;
const OWN_WIDGETS = new Set(Object.keys(WIDGET_LOADERS));

/**
 * Field errors from rjsf's MUI template, except for the portal's widgets, which show the message
 * under the field themselves (with aria-describedby): the same error is never shown twice.
 */
function FieldErrorTemplate(props: FieldErrorProps) {
  const widget = props.uiSchema?.['ui:widget'];
  if (typeof widget === 'string' && OWN_WIDGETS.has(widget)) return null;
  return <MuiFieldErrorTemplate {...props} />;
}

/**
 * rjsf's Form with the MUI theme's templates (group titles as headings of the block's outline,
 * ./section-title) and the two MUI widgets rjsf picks for a type without
 * being asked (a boolean's checkbox, an enum's select). The theme's other widgets (radio, textarea,
 * checkboxes, range) and the portal's own come with the block that names them (see loadFormKit):
 * `@rjsf/mui`'s ready-made Form would put all of them, the slider too, on every act card.
 */
export const ThemedForm = withTheme({
  templates: { ...muiTemplates, FieldErrorTemplate, TitleFieldTemplate: SectionTitle },
  widgets: ALWAYS_WIDGETS,
});
