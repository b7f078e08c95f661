import { ApiFailure, toApiFailure } from '@rowad/shared/api-client';
import { isConnectionFailure } from './connection-failure';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 911 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('whether a failure was the connection’s', () => {
  it('is, for a call that got no answer and for a piece of the app that did not download', () => {
    expect(isConnectionFailure(new ApiFailure('network', undefined, undefined, undefined, {}))).toBe(true);
    expect(isConnectionFailure(chunkLoadError())).toBe(true);
    // A call whose client chunk did not download: the API's send wraps it as the failure's cause.
    expect(isConnectionFailure(toApiFailure(chunkLoadError()))).toBe(true);
  });

  it('is not, for an answer the server gave or a mistake of the page', () => {
    expect(isConnectionFailure(new ApiFailure('answered', 500, undefined, 'x', {}))).toBe(false);
    expect(isConnectionFailure(new ApiFailure('cancelled', undefined, undefined, undefined, {}))).toBe(false);
    expect(isConnectionFailure(toApiFailure(new TypeError('x is undefined')))).toBe(false);
  });
});
