export { formatDate, formatDateRange } from './format-date';
export { withoutBidiControls } from './bidi';
export { mailtoHref } from './mailto';
