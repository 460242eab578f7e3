import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";

/**
 * Command-line tasks on the site's database (`npm run export`, `forget`, `studio:invite`,
 * `newsletter:send`, `report:import`, `listings:import`). Each is a function of its arguments and a database, so that
 * it runs the same in its own process (PostgreSQL, or the embedded database while the server is
 * stopped) and inside the running server, reached through its control socket (the embedded
 * database allows one process: docs/decisions/080-commands-while-the-server-runs.md).
 */
export type CommandIO = {
  /** Standard output: the command's result (a CSV export, the enrolment link as the last line). */
  out: (text: string) => void;
  /** Standard error: messages for the person at the terminal. */
  err: (text: string) => void;
};

export type CommandContext = {
  db: Database;
  config: Env;
  io: CommandIO;
  /** Tells this process's outbox worker that rows are waiting (a no-op in a command's own process). */
  wakeOutbox: () => void;
};

/** Runs with the words after the command's name; resolves to the exit code (0 success, 2 bad usage). */
export type Command = (args: string[], context: CommandContext) => Promise<number>;
