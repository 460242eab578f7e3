import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { formatInteger } from "~/lib/format";
import type { DeletePersonDataAnswer, PersonDataView } from "./subscriber-actions.server";

/** A button-shaped control in red: this one cannot be undone. */
const DANGER_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-red-800";

/** The confirmation step of a deletion request: what will be deleted, and the button that does it. */
export function DeletePersonDataPage({
  view,
  answer,
}: {
  view: PersonDataView;
  answer: DeletePersonDataAnswer | undefined;
}) {
  const { subscriber, counts } = view;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/studio/subscribers" className="text-sm font-semibold text-blue-800 underline underline-offset-4">
          ← All subscribers
        </Link>
      </p>
      <PageHeading title="Delete this person’s data" />
      {answer?.error ? <Notice tone="red">{answer.error}</Notice> : null}
      <Card className="space-y-4 p-4 sm:p-6">
        <p className="text-slate-800">
          Everything stored for <strong className="break-all">{subscriber.email}</strong> ({subscriber.firstName}{" "}
          {subscriber.lastName}) will be deleted for good:
        </p>
        <ul className="list-disc space-y-1 pl-6 text-slate-800">
          <li>{formatInteger(counts.subscribers)} newsletter sign-up(s)</li>
          <li>{formatInteger(counts.leads)} contact request(s), with their notes</li>
          <li>{formatInteger(counts.deliveries)} delivery row(s) (e-mails and sign-ups still owed or recently sent)</li>
        </ul>
        <p className="text-sm text-slate-600">
          The audit log keeps that a deletion was made, by whom and how many rows, but not the address.
        </p>
        <form method="post" className="flex flex-wrap gap-3">
          <button type="submit" name="confirm" value="delete" className={DANGER_BUTTON}>
            Delete everything
          </button>
          <ButtonLink to="/studio/subscribers" variant="secondary">
            Cancel
          </ButtonLink>
        </form>
      </Card>
    </div>
  );
}
