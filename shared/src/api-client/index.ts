export { apiClient } from './api-client';
export { errorStatus, serverMessage } from './api-error';
export type { ApiErrorBody } from './api-error';
