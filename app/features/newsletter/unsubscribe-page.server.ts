import { data } from "react-router";
import { z } from "zod";
import { formServicesFrom } from "~/server/form-services.server";
import { formValues } from "~/server/form-values.server";
import type { AppContext } from "~/server/app-context.server";
import { isToken, subscriberByUnsubscribeToken, undoUnsubscribe, unsubscribe } from "./subscription.server";

export type UnsubscribeState = "ask" | "unsubscribed" | "resubscribed" | "invalid";

const tokenParam = z.string().refine(isToken);
/** What a post may be: a mailbox provider's one-click (RFC 8058), or a button of this page. */
const postSchema = z.union([
  z.object({ "List-Unsubscribe": z.literal("One-Click") }),
  z.object({ intent: z.enum(["unsubscribe", "undo"]) }),
]);

/**
 * The https URL of every report's List-Unsubscribe header and its footer link. The token in the
 * path is the authority: no cookie, no sign-in. Opening it shows an Unsubscribe button: anti-spam
 * software fetches such links by itself, so a GET changes nothing (RFC 8058 section 4;
 * docs/decisions/087).
 */
export async function unsubscribeLoader(app: AppContext, tokenText: string | undefined) {
  const token = tokenParam.safeParse(tokenText);
  const row = token.success ? await subscriberByUnsubscribeToken(formServicesFrom(app).db, token.data) : undefined;
  if (!row || row.status === "bounced" || row.status === "pending")
    return data({ state: "invalid" as UnsubscribeState }, { status: 404 });
  return { state: (row.status === "unsubscribed" ? "unsubscribed" : "ask") as UnsubscribeState };
}

/**
 * A mailbox provider's one-click POST unsubscribes at once (200, or 404 for an unknown token) and
 * is answered in plain text; the page's own posts answer the page, with Undo.
 */
export async function unsubscribeAction(request: Request, app: AppContext, tokenText: string | undefined) {
  const token = tokenParam.safeParse(tokenText);
  const values = await formValues(request);
  const post = postSchema.safeParse(values ?? {});
  if (!post.success)
    return data({ state: "ask" as UnsubscribeState, error: "Choose Unsubscribe or Undo." }, { status: 400 });
  const db = formServicesFrom(app).db;
  if ("List-Unsubscribe" in post.data) {
    const done = token.success && (await unsubscribe(db, token.data));
    return new Response(done ? "Unsubscribed.\n" : "Unknown unsubscribe link.\n", {
      status: done ? 200 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!token.success) return data({ state: "invalid" as UnsubscribeState }, { status: 404 });
  const undo = post.data.intent === "undo";
  const done = undo ? await undoUnsubscribe(db, token.data) : await unsubscribe(db, token.data);
  if (!done) return data({ state: "invalid" as UnsubscribeState }, { status: 404 });
  return { state: (undo ? "resubscribed" : "unsubscribed") as UnsubscribeState };
}
