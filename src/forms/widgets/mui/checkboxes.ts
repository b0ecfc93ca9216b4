// One widget per subpath: see README.md in this folder for the measured reason.
export { default as MuiCheckboxesWidget } from '@rjsf/mui/lib/CheckboxesWidget/index.js';
