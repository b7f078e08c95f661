import { ConfigError, loadConfig, type Config } from './config.js';

/**
 * The configuration an operator's command runs on: the server's own (loadConfig), so a command
 * works on the DATA_DIR and database the server uses. An invalid one ends the command.
 */
export function commandConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The one FILE argument of `npm run <command> -- FILE`, or the usage and exit code 2. */
export function fileArgument(command: string, what: string): string {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(`usage: npm run ${command} -- FILE   (${what})`);
    process.exit(2);
  }
  return args[0]!;
}

/** Ends the command on an error: a refusal's message alone, anything else with its cause. */
export function fail(error: unknown, refusal: new (...args: never[]) => Error): never {
  if (error instanceof refusal) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
