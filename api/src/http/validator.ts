import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const NUL_REFUSED = 'This text contains a NUL character (U+0000), which is not allowed.';

interface NulIssue {
  keyword: 'nul';
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first NUL character (U+0000) of a request's input is: a string value, or an object
 * key, anywhere inside. Walked without recursion, each value visited once and its path built
 * only when found, so a deeply nested body costs neither stack nor time.
 */
export function findNul(input: unknown): string[] | undefined {
  const stack: Visit[] = [{ value: input, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: String(index), parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * zod validates every request's params, query and body (fastify-type-provider-zod), then one
 * check of its own: no text may carry a NUL character. PostgreSQL cannot store one in a text
 * column (it fails the whole query), SQLite would store it and cut it short in some functions,
 * and no form has a use for it; so it is refused the same on both, as any invalid field is.
 * zod speaks first, so a field with its own rule (a name refuses control characters) keeps its
 * message, and every invalid field is named, not only the one holding a NUL.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data);
    // fastify-type-provider-zod answers synchronously with { value } or { error }.
    if (typeof result === 'object' && 'error' in result && result.error) return result;
    const path = findNul(data);
    if (path === undefined) return result;
    const pointer = path.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
    const issue: NulIssue = {
      keyword: 'nul',
      instancePath: pointer === '' ? '' : `/${pointer}`,
      schemaPath: '#/nul',
      message: NUL_REFUSED,
      params: {},
    };
    return { error: [issue] as unknown as Error };
  };
};
