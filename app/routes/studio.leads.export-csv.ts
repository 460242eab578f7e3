import type { Route } from "./+types/studio.leads.export-csv";
import { recordAudit } from "~/server/audit.server";
import { requireStudioUser } from "~/server/session.server";
import { leadsCsv } from "~/features/workspace/leads-inbox.server";
import { studioCsvTime } from "~/lib/studio-time";
import { appContextOf } from "~/server/app-context.server";

/** Every lead as a CSV download, with its status and note; audited "leads.exported". */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user } = await requireStudioUser(request, appContextOf(context));
  const { csv, rows } = await leadsCsv(services.db);
  await recordAudit(services.db, { userId: user.id, actor: user.email, action: "leads.exported", details: { rows } });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${studioCsvTime(new Date()).slice(0, 10)}.csv"`,
    },
  });
}
