import { isAxiosError } from 'axios';

/** The body of every 4xx answer of the API (ARCHITECTURE "Errors"). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's message, when it sent one: SPEC section 8 shows it before the generic fallbacks. */
export function serverMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string') {
    return (data as ApiErrorBody).message || undefined;
  }
  return undefined;
}
