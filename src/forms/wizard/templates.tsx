import type { FieldErrorProps, TemplatesType } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import { widgets } from '@/forms/widgets';

const MuiFieldErrorTemplate = Templates.FieldErrorTemplate!;
const OWN_WIDGETS = new Set(Object.keys(widgets));

/**
 * Field errors from rjsf's MUI template, except for the portal's widgets, which show the message
 * under the field themselves (with aria-describedby): the same error is never shown twice.
 */
function FieldErrorTemplate(props: FieldErrorProps) {
  const widget = props.uiSchema?.['ui:widget'];
  if (typeof widget === 'string' && OWN_WIDGETS.has(widget)) return null;
  return <MuiFieldErrorTemplate {...props} />;
}

/** Templates handed to every block form. */
export const formTemplates: Partial<TemplatesType> = { FieldErrorTemplate };
