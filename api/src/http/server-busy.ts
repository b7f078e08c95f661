/**
 * The server refuses work it cannot take now (a full queue): answered 503 with this message and a
 * Retry-After header, unlike other 5xx errors whose details stay in the log.
 */
export class ServerBusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'ServerBusyError';
  }
}
