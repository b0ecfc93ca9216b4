import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
// The one place that imports single widgets of @rjsf/mui by their published subpath
// (`@rjsf/mui/lib/*.js` is in the package's `exports` map). The package root offers the widgets
// only as one object of all six (`Widgets`, `generateWidgets()`), which no bundler can split:
// measured with the bench (`npm run bench -- --only=js`), taking them from the root puts the
// slider, radio group and checkbox list on every act card, 298.5 -> 311.5 KB gzip against the
// 300 KB budget. Templates and the precompiled validator come from the package roots (no cost).
// The lint refuses these subpaths everywhere else (eslint.config.js).
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/index.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/index.js';

type Widget = ComponentType<WidgetProps>;

/** The two MUI widgets rjsf picks without being asked (a boolean's checkbox, an enum's select): on every block. */
export const ALWAYS_WIDGETS: { CheckboxWidget: Widget; SelectWidget: Widget } = { CheckboxWidget, SelectWidget };

/** The MUI widgets only a `ui:widget` asks for, downloaded with the block that names them. */
export const loadRadioWidget = (): Promise<Widget> => import('@rjsf/mui/lib/RadioWidget/index.js').then((module) => module.default);
export const loadCheckboxesWidget = (): Promise<Widget> => import('@rjsf/mui/lib/CheckboxesWidget/index.js').then((module) => module.default);
export const loadRangeWidget = (): Promise<Widget> => import('@rjsf/mui/lib/RangeWidget/index.js').then((module) => module.default);
