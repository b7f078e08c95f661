export { apiClient } from './api-client';
export { errorStatus, serverFieldErrors, serverMessage } from './api-error';
export type { ApiErrorBody } from './api-error';
