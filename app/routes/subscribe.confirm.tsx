import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/subscribe.confirm";
import { buttonClasses } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { confirmSubscription, isToken, pendingByConfirmToken } from "~/features/newsletter/subscription.server";
import { formServicesFrom } from "~/server/form-services.server";
import { appContextOf } from "~/server/app-context.server";

type ConfirmState = "ready" | "confirmed" | "invalid";

const tokenParam = z.string().refine(isToken);

/**
 * The link of a confirmation e-mail (double opt-in). Opening it shows a Confirm button and changes
 * nothing: mail scanners open every link of a message, and must not confirm an address someone
 * else typed in (docs/decisions/087). The button's post confirms.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = tokenParam.safeParse(params.token);
  const pending = token.success
    ? await pendingByConfirmToken(formServicesFrom(appContextOf(context)).db, token.data)
    : undefined;
  return pending ? { state: "ready" as ConfirmState } : data({ state: "invalid" as ConfirmState }, { status: 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const token = tokenParam.safeParse(params.token);
  const confirmed = token.success
    ? await confirmSubscription(formServicesFrom(appContextOf(context)), token.data)
    : undefined;
  // The loader runs again after the action and finds the token spent (404); an action's own status
  // wins over the loader's only when it is given, so the confirmation names its 200.
  return confirmed
    ? data({ state: "confirmed" as ConfirmState }, { status: 200 })
    : data({ state: "invalid" as ConfirmState }, { status: 404 });
}

export function meta() {
  return [{ title: "Confirm your subscription | Greenwich Market Report" }, { name: "robots", content: "noindex" }];
}

const COPY: Record<ConfirmState, { title: string; body: string }> = {
  ready: {
    title: "Confirm your subscription",
    body: "Press Confirm to receive the weekly market report at this address. You can stop it with one click in any e-mail.",
  },
  confirmed: {
    title: "You\u2019re subscribed",
    body: "Thank you for confirming. The weekly market report will arrive in your inbox each week.",
  },
  invalid: {
    title: "This link no longer works",
    body: "It was used already, or a newer confirmation e-mail replaced it. Sign up again to get a fresh link.",
  },
};

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const copy = COPY[state];
  return (
    <PageHero
      eyebrow="Weekly market report"
      title={copy.title}
      intro={<p>{copy.body}</p>}
      actions={
        state === "ready" ? (
          <form method="post">
            <button type="submit" className={buttonClasses("primary")}>
              Confirm
            </button>
          </form>
        ) : state === "invalid" ? (
          <a href="/subscribe" className={buttonClasses("primary")}>
            Sign up
          </a>
        ) : (
          <a href="/market-report" className={buttonClasses("primary")}>
            Read this week&apos;s report
          </a>
        )
      }
    />
  );
}
