import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Success answers go through their declared schema (fields not in it never leave the server);
 * error answers are built by the error handler from the shared error body and sent as they are,
 * whatever codes the call's documentation lists.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (definition) => {
  const status = Number(definition.httpStatus);
  if (status >= 400) return (data) => JSON.stringify(data);
  return zodSerializerCompiler(definition);
};
