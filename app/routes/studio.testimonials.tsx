import type { Route } from "./+types/studio.testimonials";
import { recordAudit } from "~/server/audit.server";
import { requireStudioUser } from "~/server/session.server";
import { studioMeta } from "~/features/studio/studio-meta";
import { testimonialsAction } from "~/features/testimonials/testimonial-actions.server";
import { TestimonialsPage } from "~/features/testimonials/testimonials-page";
import { listTestimonials } from "~/features/testimonials/testimonial-store.server";
import { appContextOf } from "~/server/app-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return studioMeta("Testimonials", matches);
}

/** Owners and editors: the home page's testimonials, hidden ones too, in the carousel's order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStudioUser(request, appContextOf(context));
  return { testimonials: await listTestimonials(services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await requireStudioUser(request, appContextOf(context));
  return testimonialsAction(request, services.db, user, recordAudit);
}

/** Owners and editors: add, edit, move, hide, show and delete (app/features/testimonials). */
export default function StudioTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  return <TestimonialsPage testimonials={loaderData.testimonials} actionData={actionData} />;
}
