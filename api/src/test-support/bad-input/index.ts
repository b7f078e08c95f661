export {
  Campaign,
  errorLogCapture,
  watchProcess,
  WRITES_ON_REFUSAL,
  type CampaignStats,
  type Outcome,
} from './campaign.js';
export { operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
export { badRequests, describeRequest, type BadRequest, type Caller } from './requests.js';
