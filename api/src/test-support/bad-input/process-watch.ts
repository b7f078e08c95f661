/** Process-wide failures while a campaign runs: they would crash a real server or lose a write. */
export interface ProcessWatch {
  unhandledRejections: unknown[];
  uncaughtExceptions: unknown[];
  stop(): void;
}

export function watchProcess(): ProcessWatch {
  const watch: ProcessWatch = {
    unhandledRejections: [],
    uncaughtExceptions: [],
    stop: () => {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
  const onRejection = (reason: unknown) => watch.unhandledRejections.push(reason);
  const onException = (error: unknown) => watch.uncaughtExceptions.push(error);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return watch;
}

/** Pino options that keep the app's error lines (level 50 and up), to count errors logged in background work. */
export function errorLogCapture(): {
  logger: { level: string; stream: { write(line: string): void } };
  lines: string[];
} {
  const lines: string[] = [];
  return { lines, logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } };
}
