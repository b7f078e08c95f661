export { formatDate, formatDateRange } from './format-date';
export { withoutBidiControls } from './bidi';
