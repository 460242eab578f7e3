// The studio's overview (/studio): what the workspace holds and whether the site still shows
// placeholder details, for the signed-in person.
import { identityPlaceholders, placeholderWords } from "~/lib/site-identity";
import type { StudioUser } from "~/server/session.server";
import { currentIdentity } from "~/server/site-content.server";
import type { StudioServices } from "~/server/studio-services.server";
import { workspaceOverview } from "./overview.server";

/** The overview's figures, the person's name and role, and the placeholder details the site still shows. */
export async function overviewView(db: StudioServices["db"], user: StudioUser) {
  // The warning `npm start` prints in production, judged on the identity the site shows (decision 110).
  // The shipped placeholders by name; a value typed that no real broker has, with why (not "shipped").
  const { shipped, examples } = placeholderWords(identityPlaceholders(await currentIdentity(db)));
  return {
    name: user.name || user.email,
    owner: user.role === "owner",
    placeholders: shipped,
    examples,
    ...(await workspaceOverview(db)),
  };
}

export type OverviewView = Awaited<ReturnType<typeof overviewView>>;
