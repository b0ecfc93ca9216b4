// One widget per subpath: see README.md in this folder for the measured reason.
export { default as MuiRangeWidget } from '@rjsf/mui/lib/RangeWidget/index.js';
