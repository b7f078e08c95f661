export { getApiClient, sendRequest } from './api-client';
export { ApiFailure, toApiFailure } from './api-failure';
export { watchConnectionFailures } from './connection-failures';
export type { ApiFailureKind } from './api-failure';
export { errorStatus, serverErrorCode, serverFieldErrors, serverMessage } from './api-error';
export type { ApiErrorBody } from './api-error';
export {
  dropFirstAnswers,
  forgetFirstAnswers,
  onlyFirstAnswers,
  serveOnlyFirstAnswers,
  takeFirstAnswer,
} from './first-answers';
export type { FirstAnswer } from './first-answers';
