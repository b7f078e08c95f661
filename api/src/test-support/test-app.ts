import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config.js';

// A folder that holds no build, so API tests never depend on whether `npm run build` has run.
const NO_WEB_BUILD = path.join(tmpdir(), `rowad-no-web-build-${process.pid}`);

/**
 * The real app on a test configuration: each test passes only the variables it is about.
 * The developer's environment is not read, so a local setting cannot change a result.
 */
export function buildTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp(loadConfig({ WEB_ROOT: NO_WEB_BUILD, ...env }), options);
}
