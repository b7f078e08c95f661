export { formatDate, formatDateRange } from './format-date';
export { mailtoHref } from './mailto';
