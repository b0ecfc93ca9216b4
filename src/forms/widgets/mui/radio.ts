// One widget per subpath: see README.md in this folder for the measured reason.
export { default as MuiRadioWidget } from '@rjsf/mui/lib/RadioWidget/index.js';
