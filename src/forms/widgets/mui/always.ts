import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
// One widget per subpath: see README.md in this folder for the measured reason.
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/index.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/index.js';

type Widget = ComponentType<WidgetProps>;

/** The two MUI widgets rjsf picks without being asked (a boolean's checkbox, an enum's select): on every block. */
export const ALWAYS_WIDGETS: { CheckboxWidget: Widget; SelectWidget: Widget } = { CheckboxWidget, SelectWidget };
