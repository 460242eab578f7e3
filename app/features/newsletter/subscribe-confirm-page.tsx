import { ButtonLink, buttonClasses } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import type { ConfirmState } from "./subscribe-confirm-page.server";

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

/** The confirmation link's page: the Confirm button, the thank-you, or a way to sign up again. */
export function SubscribeConfirmPage({ state }: { state: ConfirmState }) {
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
          <ButtonLink to="/subscribe">Sign up</ButtonLink>
        ) : (
          <ButtonLink to="/market-report">Read this week&apos;s report</ButtonLink>
        )
      }
    />
  );
}
