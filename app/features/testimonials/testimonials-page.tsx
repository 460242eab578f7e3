import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import type { TestimonialsActionData } from "./testimonial-actions.server";
import { NAME_MAX, QUOTE_MAX, ROLE_MAX } from "./testimonial-edit";
import type { StudioTestimonial } from "./testimonial-store.server";

const smallButton = "min-h-11 rounded-md border px-3 py-2 text-sm font-semibold";

/** One small form of one button: a change that needs no words (move, hide or show, delete). */
function ActionButton({
  testimonial,
  intent,
  fields = {},
  label,
  tone = "blue",
}: {
  testimonial: StudioTestimonial;
  intent: string;
  fields?: Record<string, string>;
  label: string;
  tone?: "blue" | "red";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={testimonial.ref} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`${smallButton} ${tone === "red" ? "border-red-700 text-red-800" : "border-blue-900 text-blue-900"}`}
      >
        {label}
        <span className="sr-only"> (testimonial of {testimonial.name})</span>
      </button>
    </Form>
  );
}

function WordsFields({
  testimonial,
  error,
}: {
  testimonial?: StudioTestimonial;
  error?: { field?: string; error: string };
}) {
  const errorOf = (field: string) => (error?.field === field ? error.error : undefined);
  return (
    <>
      <TextAreaField
        label="Quote"
        name="quote"
        required
        rows={4}
        maxLength={QUOTE_MAX}
        defaultValue={testimonial?.quote}
        error={errorOf("quote")}
      />
      <TextField
        label="Name"
        name="name"
        required
        maxLength={NAME_MAX}
        hint="As the client agreed to be named, e.g. Sarah M."
        defaultValue={testimonial?.name}
        error={errorOf("name")}
      />
      <TextField
        label="Who they are"
        name="role"
        optional
        maxLength={ROLE_MAX}
        hint="e.g. Buyer, Riverside"
        defaultValue={testimonial?.role}
        error={errorOf("role")}
      />
    </>
  );
}

/** /studio/testimonials: the list in the carousel's order, each with its forms, and the form to add one. */
export function TestimonialsPage({
  testimonials,
  actionData,
}: {
  testimonials: readonly StudioTestimonial[];
  actionData: TestimonialsActionData | undefined;
}) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const visible = testimonials.filter((testimonial) => testimonial.visible).length;
  return (
    <div className="space-y-6">
      <PageHeading title="Testimonials" />
      <p className="max-w-3xl text-slate-700">
        The home page&apos;s carousel shows the visible testimonials in this order
        {visible === 0 ? "; with none visible, the home page leaves the section out." : "."}
      </p>
      {actionData?.ok ? <Notice>{actionData.message}</Notice> : null}
      {failed && !failed.field ? <Notice tone="red">{failed.error}</Notice> : null}
      <ol className="space-y-4">
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.ref}>
            <Card>
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  {index + 1}. {testimonial.name}
                </h2>
                {testimonial.visible ? <Badge tone="green">Shown</Badge> : <Badge>Hidden</Badge>}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                {index > 0 ? (
                  <ActionButton testimonial={testimonial} intent="move" fields={{ direction: "up" }} label="Move up" />
                ) : null}
                {index < testimonials.length - 1 ? (
                  <ActionButton
                    testimonial={testimonial}
                    intent="move"
                    fields={{ direction: "down" }}
                    label="Move down"
                  />
                ) : null}
                <ActionButton
                  testimonial={testimonial}
                  intent="visibility"
                  fields={{ visible: testimonial.visible ? "false" : "true" }}
                  label={testimonial.visible ? "Hide" : "Show"}
                />
                <ActionButton testimonial={testimonial} intent="delete" label="Delete" tone="red" />
              </div>
              <details className="mt-3" open={failed?.ref === testimonial.ref}>
                <summary className="cursor-pointer font-semibold text-blue-900">
                  Edit<span className="sr-only"> the testimonial of {testimonial.name}</span>
                </summary>
                <Form method="post" className="mt-3 space-y-4">
                  <input type="hidden" name="intent" value="edit" />
                  <input type="hidden" name="id" value={testimonial.ref} />
                  <WordsFields testimonial={testimonial} error={failed?.ref === testimonial.ref ? failed : undefined} />
                  <button type="submit" className={buttonClasses("primary")}>
                    Save<span className="sr-only"> the testimonial of {testimonial.name}</span>
                  </button>
                </Form>
              </details>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="max-w-xl">
        <h2 className="text-lg font-semibold text-slate-900">Add a testimonial</h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="add" />
          <WordsFields error={failed && failed.field && !failed.ref ? failed : undefined} />
          <button type="submit" className={buttonClasses("primary")}>
            Add the testimonial
          </button>
        </Form>
      </Card>
    </div>
  );
}
