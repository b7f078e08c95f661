import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Success answers are written by fast-json-stringify from their declared schema's JSON Schema
 * (zod's own conversion, as the answer leaves: `io: 'output'`): only the fields the schema names
 * leave the server (objects are closed), a missing required field fails the answer, and the
 * writer is compiled once per route, about three times faster than checking the value with zod
 * and then calling JSON.stringify (`npm run bench:api-load`). The handlers' types are the
 * schemas' output types, so the value's shape is checked where it is built.
 *
 * Error answers are built by the error handler from the shared error body and sent as they are,
 * whatever codes the call's documentation lists.
 */
export const serializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = ({ schema, httpStatus }) => {
  if (Number(httpStatus) >= 400) return (data) => JSON.stringify(data);
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
