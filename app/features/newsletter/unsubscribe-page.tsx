import { buttonClasses } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import type { UnsubscribeState } from "./unsubscribe-page.server";

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

/** The unsubscribe page: what the link's state is, with the one button that changes it. */
export function UnsubscribePage({ state, error }: { state: UnsubscribeState; error?: string }) {
  const copy = COPY[state];
  return (
    <PageHero
      eyebrow="Weekly market report"
      title={copy.title}
      intro={
        <>
          <p>{copy.body}</p>
          {error ? <p role="alert">{error}</p> : null}
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
