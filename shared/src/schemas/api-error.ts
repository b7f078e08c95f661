import { z } from 'zod/mini';
import { API_ERROR_CODES } from './api-error-codes';

export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** The body of every 4xx and 5xx answer of the API: a machine code, an English message, field errors. */
export const ApiErrorBodySchema = z.object({
  code: ApiErrorCodeSchema,
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
