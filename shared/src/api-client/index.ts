export { apiClient } from './api-client';
export { errorStatus, serverErrorCode, serverFieldErrors, serverMessage } from './api-error';
export type { ApiErrorBody } from './api-error';
