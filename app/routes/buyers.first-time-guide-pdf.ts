import { renderFirstTimeGuidePdf } from "~/features/calculators/first-time-guide-pdf.server";
import { townMedian } from "~/domain/town-median";
import { factBook } from "~/features/facts/fact-store.server";
import { FIRST_TIME_GUIDE_PDF_FILENAME } from "~content/calculators/first-time-guide";
import { identityFor } from "~/server/site-content.server";
import type { Route } from "./+types/buyers.first-time-guide-pdf";
import { appContextOf } from "~/server/app-context.server";
import { marketHistory } from "~/server/history-source.server";

/** The first-time buyer guide as a PDF, kept in the render cache until the weeks or the site change. */
export async function loader({ context }: Route.LoaderArgs) {
  // The publisher Settings saved (decision 110), the facts current at render time (decision 111) and
  // the history's town median (decision 141), like the page's.
  const app = appContextOf(context);
  const [site, book, history] = await Promise.all([identityFor(app), factBook(app), marketHistory(app)]);
  const pdf = await renderFirstTimeGuidePdf(townMedian(history), site, book);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${FIRST_TIME_GUIDE_PDF_FILENAME}"`,
    },
  });
}
