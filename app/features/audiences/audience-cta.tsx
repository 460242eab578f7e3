import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { contactRequestHref } from "~/lib/contact-link";
import type { AudienceCta as AudienceCtaText } from "~content/audiences/types";

/** The closing call to action of an audience page: the contact form (request filled in) and the weekly report. */
export function AudienceCta({ cta }: { cta: AudienceCtaText }) {
  return (
    <CtaBand
      title={cta.title}
      text={<p>{cta.text}</p>}
      actions={
        <>
          <ButtonLink to={contactRequestHref(cta.contactRequest)} variant="light">
            {cta.contactLabel}
          </ButtonLink>
          <ButtonLink to="/market-report" variant="outline-light">
            {cta.reportLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
