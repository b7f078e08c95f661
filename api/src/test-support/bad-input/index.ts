export {
  Campaign,
  errorLogCapture,
  watchProcess,
  WRITES_ON_REFUSAL,
  type CampaignStats,
  type Outcome,
  type ProcessWatch,
} from './campaign.js';
export { operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
export { badRequestFor, badRequests, describeRequest, type BadRequest, type Caller } from './requests.js';
