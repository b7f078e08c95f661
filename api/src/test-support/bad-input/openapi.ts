/**
 * The calls of the API as the OpenAPI document at /api/docs describes them: what the bad-input
 * campaign generates requests from, so a route added later is covered without being named here.
 */
import { ROLES, type Role } from '@rowad/shared/schemas';

/** The subset of JSON Schema the route declarations produce (zod's toJSONSchema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

interface DocumentParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface DocumentOperation {
  summary?: string;
  'x-access'?: unknown;
  parameters?: DocumentParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export type { Role };
export { ROLES };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
  /** A path parameter that names a stored row (an id), not a word. */
  isId: boolean;
}

export interface Operation {
  /** `POST /api/my-projects/{id}`, as the document names it. */
  label: string;
  method: Method;
  /** The documented path, with `{name}` placeholders. */
  path: string;
  /** 'public', 'signed-in', or the roles allowed. */
  access: 'public' | 'signed-in' | readonly Role[];
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the call takes one. */
  jsonBody?: JsonSchema;
  /** The multipart body's file field, when the call is an upload. */
  upload?: { field: string; many: boolean };
}

function accessOf(value: unknown, label: string): Operation['access'] {
  if (value === 'public' || value === 'signed-in') return value;
  if (Array.isArray(value) && value.every((role) => ROLES.includes(role as Role))) return value as Role[];
  throw new Error(`${label} has no x-access the campaign understands: ${JSON.stringify(value)}`);
}

function parameterOf(parameter: DocumentParameter): Parameter {
  const schema = parameter.schema ?? {};
  return {
    name: parameter.name,
    required: parameter.required ?? parameter.in === 'path',
    schema,
    isId: /id$/i.test(parameter.name) || /whole number/i.test(parameter.description ?? ''),
  };
}

function uploadOf(schema: JsonSchema | undefined): Operation['upload'] {
  const [field, fieldSchema] = Object.entries(schema?.properties ?? {})[0] ?? [];
  if (!field || !fieldSchema) return undefined;
  return { field, many: fieldSchema.type === 'array' };
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const label = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      const upload = uploadOf(content['multipart/form-data']?.schema);
      return {
        label,
        method: method.toUpperCase() as Method,
        path,
        access: accessOf(operation['x-access'], label),
        pathParams: parameters.filter((p) => p.in === 'path').map(parameterOf),
        query: parameters.filter((p) => p.in === 'query').map(parameterOf),
        ...(jsonBody ? { jsonBody } : {}),
        ...(upload ? { upload } : {}),
      };
    }),
  );
}

/** The roles that may call an operation (every role for a signed-in or public one). */
export function rolesAllowed(operation: Operation): readonly Role[] {
  return typeof operation.access === 'string' ? ROLES : operation.access;
}

/** Every `enum` value of the document: the words the API knows, used as path words (`{role}`). */
export function wordsOf(document: OpenApiDocument): string[] {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'enum' && Array.isArray(child)) {
          for (const word of child) if (typeof word === 'string' && /^[a-z-]+$/.test(word)) words.add(word);
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  return [...words].sort();
}
