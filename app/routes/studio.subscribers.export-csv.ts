import type { Route } from "./+types/studio.subscribers.export-csv";
import { recordAudit } from "~/server/audit.server";
import { requireStudioUser } from "~/server/session.server";
import { subscribersCsv } from "~/features/workspace/subscriber-list.server";
import { storedChoiceWords } from "~/features/newsletter/studio-markets";
import { studioCsvTime } from "~/lib/studio-time";
import { appContextOf } from "~/server/app-context.server";

/** Every sign-up as a CSV download, with its status and market; audited "subscribers.exported". */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user } = await requireStudioUser(request, appContextOf(context));
  const { csv, rows } = await subscribersCsv(services.db, storedChoiceWords);
  await recordAudit(services.db, {
    userId: user.id,
    actor: user.email,
    action: "subscribers.exported",
    details: { rows },
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${studioCsvTime(new Date()).slice(0, 10)}.csv"`,
    },
  });
}
