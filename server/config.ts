import { pino, type Logger } from "pino";
import { parseEnv, startupWarnings, type Env } from "~/server/env.server";

/** Every environment variable, checked (app/server/env.server.ts); a bad one stops the process with its message. */
export function configOrExit(source: NodeJS.ProcessEnv): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * The process's logger (pino, LOG_LEVEL), which first says what an operator must fix before going
 * live (the identity's placeholders are judged once the database is open: server/request-pipeline.ts).
 */
export function createLogger(config: Env): Logger {
  const logger = pino({ level: config.LOG_LEVEL });
  for (const warning of startupWarnings(process.env, config)) logger.warn(warning);
  return logger;
}
