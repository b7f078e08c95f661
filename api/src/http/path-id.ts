import { ApiError, type ApiErrorCode } from '../errors.js';

// Ids are PostgreSQL `integer` columns: anything larger names nothing.
const ID_MAX = 2_147_483_647;

/**
 * A path id (`/projects/:id`): a positive whole number that fits the id columns. Anything else
 * names nothing, so it is answered as the thing not found (`code`, `message`), never a 500.
 */
export function pathId(params: unknown, key: string, code: ApiErrorCode, message: string): number {
  const value = (params as Record<string, unknown> | undefined)?.[key];
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > ID_MAX) throw new ApiError(404, code, message);
  return id;
}
