export { Campaign, WRITES_ON_REFUSAL, type CampaignStats, type Outcome } from './campaign.js';
export { errorLogCapture, watchProcess, type ProcessWatch } from './process-watch.js';
export { operationsOf, type OpenApiDocument, type Operation } from './openapi.js';
export { badRequestFor, badRequests, describeRequest, type BadRequest, type Caller } from './requests.js';
