import type { Command, CommandContext } from "./command.server";

// What a command is (its type, context and output) lives in command.server.ts, which every command
// imports: the registry imports the commands, so a command importing the registry would close a circle.

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
  "newsletter:digest": () => import("./newsletter-digest.server").then((module) => module.newsletterDigestCommand),
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
