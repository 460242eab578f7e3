import type { Command } from "./command.server";
import { mailConfigured } from "../mail.server";
import { invitePerson, studioEmail, studioRole } from "~/features/studio/people.server";

const USAGE = "Usage: npm run studio:invite -- someone@example.com [--role owner|editor]";

/**
 * `npm run studio:invite -- someone@example.com [--role owner|editor]`: creates (or finds) the
 * person and prints their single-use enrolment link as the LAST line of standard output, so a
 * script can take it with `tail -n 1`; it is e-mailed as well when e-mail is configured (SMTP_URL and a sender).
 */
export const studioInviteCommand: Command = async (args, { db, config, io, wakeOutbox }) => {
  let role: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === "--role") {
      role = args[i + 1];
      i += 1;
    } else if (arg.startsWith("--role=")) role = arg.slice("--role=".length);
    else rest.push(arg);
  }
  const email = studioEmail.safeParse(rest[0] ?? "");
  const parsedRole = role === undefined ? undefined : studioRole.safeParse(role);
  if (rest.length !== 1 || !email.success || (parsedRole && !parsedRole.success)) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const invitation = await invitePerson(db, {
    email: email.data,
    role: parsedRole?.data,
    actor: { name: "command line" },
    siteUrl: config.SITE_URL,
    mailConfigured: mailConfigured(config),
  });
  if (invitation.emailed) wakeOutbox();
  io.out(
    `${invitation.created ? "Invited" : "New link for"} ${invitation.email} (${invitation.role}). ` +
      `${invitation.emailed ? "The link is on its way by e-mail as well. " : ""}Valid for 24 hours, once:\n`,
  );
  io.out(`${invitation.url}\n`);
  return 0;
};
