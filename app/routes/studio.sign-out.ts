import type { Route } from "./+types/studio.sign-out";
import { recordAudit } from "~/server/audit.server";
import { clearSessionCookie, getSession, revokeSession, SIGN_IN_PATH, studioRedirect } from "~/server/session.server";
import { studioServicesFrom } from "~/server/studio-services.server";
import { appContextOf } from "~/server/app-context.server";

/** Sign out: the session is revoked in the database (its cookie is worthless from now on) and cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = studioServicesFrom(appContextOf(context));
  const session = await getSession(request, services);
  if (session) {
    await revokeSession(services.db, session.id);
    await recordAudit(services.db, { userId: session.user.id, actor: session.user.email, action: "sign-out" });
  }
  return studioRedirect(`${SIGN_IN_PATH}?signed-out=1`, {
    "Set-Cookie": await clearSessionCookie(services.secureCookies),
  });
}

/** A GET (a bookmarked or typed URL) signs nobody out: it goes to the workspace. */
export function loader() {
  return studioRedirect("/studio");
}
