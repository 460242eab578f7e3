import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/studio.subscribers.$id.delete";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { requireStudioUser } from "~/server/session.server";
import { deletePersonData, personDataOf } from "~/features/workspace/subscriber-list.server";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import { formatInteger } from "~/lib/format";
import { formValues } from "~/server/form-values.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Delete a person’s data", matches);
}

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** The confirmation button's value: a post without it (a forged or mistyped form) deletes nothing. */
const confirmSchema = z.object({ confirm: z.literal("delete") });

function subscriberIdOf(params: { id?: string }): number {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data("No such subscriber.", { status: 404 });
  return id.data;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  const found = await personDataOf(services.db, subscriberIdOf(params));
  if (!found) throw data("No such subscriber: their data may already be deleted.", { status: 404 });
  return found;
}

/** Deletes the address's leads, sign-ups and deliveries, then back to the list with the counts. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, user } = await requireStudioUser(request, appContextOf(context));
  const id = subscriberIdOf(params);
  const values = await formValues(request);
  if (!confirmSchema.safeParse(values ?? {}).success) {
    return data({ error: "Press “Delete everything” to confirm." }, { status: 400 });
  }
  const gone = await deletePersonData(services.db, user, id);
  if (!gone) throw data("No such subscriber: their data may already be deleted.", { status: 404 });
  const counts = new URLSearchParams({
    deleted: "1",
    signups: String(gone.subscribers),
    leads: String(gone.leads),
    deliveries: String(gone.deliveries),
  });
  return redirect(`/studio/subscribers?${counts}`);
}

/** A button-shaped control in red: this one cannot be undone. */
const DANGER_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-red-800";

/** The confirmation step of a deletion request: what will be deleted, and the button that does it. */
export default function DeletePersonData({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriber, counts } = loaderData;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/studio/subscribers" className="text-sm font-semibold text-blue-800 underline underline-offset-4">
          ← All subscribers
        </Link>
      </p>
      <PageHeading title="Delete this person’s data" />
      {actionData?.error ? <Notice tone="red">{actionData.error}</Notice> : null}
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
          <Link to="/studio/subscribers" className={buttonClasses("secondary")}>
            Cancel
          </Link>
        </form>
      </Card>
    </div>
  );
}
