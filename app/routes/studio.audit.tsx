import type { Route } from "./+types/studio.audit";
import { AuditPage } from "~/features/studio/audit-page";
import { auditPage } from "~/features/studio/people-actions.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { requireStudioUser } from "~/server/session.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Audit log", matches);
}

/** Owners only: who did what, when; newest first, 50 a page, optionally one action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context), { role: "owner" });
  return auditPage(services.db, new URL(request.url));
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage view={loaderData} />;
}
