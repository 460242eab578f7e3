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

/** Every command by name, loaded when first run. One line each. */
export const commandLoaders: Record<string, () => Promise<Command>> = {
  // Workspace
  export: () => import("./export.server").then((module) => module.exportCommand),
  forget: () => import("./forget.server").then((module) => module.forgetCommand),
  // (end workspace)
  // Weekly reports
  "report:import": () => import("./report-import.server").then((module) => module.reportImportCommand),
  "listings:import": () => import("./listings-import.server").then((module) => module.listingsImportCommand),
  // (end weekly reports)
  // Studio sign-in
  "studio:invite": () => import("./studio-invite.server").then((module) => module.studioInviteCommand),
  // (end studio sign-in)
  // The report by e-mail
  "newsletter:send": () => import("./newsletter-send.server").then((module) => module.newsletterSendCommand),
  // (end the report by e-mail)
};

/** Runs a command by name; an unknown name is a usage error. */
export async function runCommand(name: string, args: string[], context: CommandContext): Promise<number> {
  const load = commandLoaders[name];
  if (!load) {
    context.io.err(`Unknown command "${name}". Commands: ${Object.keys(commandLoaders).sort().join(", ")}.`);
    return 2;
  }
  return (await load())(args, context);
}
