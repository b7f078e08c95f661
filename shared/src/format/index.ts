export { formatDate, formatDateRange } from './format-date';
