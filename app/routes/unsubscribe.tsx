import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/unsubscribe";
import { buttonClasses } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import {
  isToken,
  subscriberByUnsubscribeToken,
  undoUnsubscribe,
  unsubscribe,
} from "~/features/newsletter/subscription.server";
import { formServicesFrom } from "~/server/form-services.server";
import { formValues } from "~/server/form-values.server";
import { appContextOf } from "~/server/app-context.server";

type UnsubscribeState = "ask" | "unsubscribed" | "resubscribed" | "invalid";

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
 * docs/decisions/087). A mailbox provider's one-click POST unsubscribes at once (200, or 404 for an
 * unknown token); the page's own posts answer the page, with Undo.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = tokenParam.safeParse(params.token);
  const row = token.success
    ? await subscriberByUnsubscribeToken(formServicesFrom(appContextOf(context)).db, token.data)
    : undefined;
  if (!row || row.status === "bounced" || row.status === "pending")
    return data({ state: "invalid" as UnsubscribeState }, { status: 404 });
  return { state: (row.status === "unsubscribed" ? "unsubscribed" : "ask") as UnsubscribeState };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const token = tokenParam.safeParse(params.token);
  const values = await formValues(request);
  const post = postSchema.safeParse(values ?? {});
  if (!post.success)
    return data({ state: "ask" as UnsubscribeState, error: "Choose Unsubscribe or Undo." }, { status: 400 });
  const db = formServicesFrom(appContextOf(context)).db;
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

export function meta() {
  return [{ title: "Unsubscribe | Greenwich Market Report" }, { name: "robots", content: "noindex" }];
}

const COPY: Record<UnsubscribeState, { title: string; body: string }> = {
  ask: {
    title: "Unsubscribe from the weekly report?",
    body: "Press Unsubscribe and we will send nothing more to this address.",
  },
  unsubscribed: {
    title: "You\u2019re unsubscribed",
    body: "We will send no more weekly reports to this address. Changed your mind? Undo it below.",
  },
  resubscribed: {
    title: "You\u2019re subscribed again",
    body: "The weekly market report will keep arriving in your inbox.",
  },
  invalid: {
    title: "This link does not work",
    body: "We do not know this unsubscribe link. If you still receive e-mails from us, use the link in the latest one.",
  },
};

function Intent({
  intent,
  label,
  variant,
}: {
  intent: "unsubscribe" | "undo";
  label: string;
  variant: "primary" | "secondary";
}) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClasses(variant)}>
        {label}
      </button>
    </form>
  );
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  // A one-click post from a mailbox provider is answered by its status (200 or 404); React Router
  // renders a route that has a page for a document post, so the provider receives this page too.
  const answered = actionData as { state: UnsubscribeState; error?: string } | undefined;
  const state = answered?.state ?? loaderData.state;
  const copy = COPY[state];
  return (
    <PageHero
      eyebrow="Weekly market report"
      title={copy.title}
      intro={
        <>
          <p>{copy.body}</p>
          {answered?.error ? <p role="alert">{answered.error}</p> : null}
        </>
      }
      actions={
        state === "ask" || state === "resubscribed" ? (
          <Intent intent="unsubscribe" label="Unsubscribe" variant="primary" />
        ) : state === "unsubscribed" ? (
          <Intent intent="undo" label="Undo: keep sending me the report" variant="secondary" />
        ) : null
      }
    />
  );
}
