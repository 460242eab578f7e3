import { Mail, Phone } from "lucide-react";
import { Reveal } from "~/components/layout/reveal";
import type { aboutSection as aboutContent } from "~content/home";
import { site as shippedSite } from "~content/site";
import { useShellContent } from "~/lib/shell-content";
import { restateIdentity } from "~/lib/identity-words";

/** The broker's credentials and call and e-mail buttons. */
export function AboutSection({ aboutSection }: { aboutSection: typeof aboutContent }) {
  // The broker's identity as Settings saved it (decision 110); the credentials stay in content/site.ts.
  const { site } = useShellContent();
  const say = (words: string) => restateIdentity(words, site);
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <Reveal>
          <p className="text-sm font-semibold tracking-wider text-blue-800 uppercase">{aboutSection.eyebrow}</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {say(aboutSection.title)}
          </h2>
          {site.image ? (
            <img
              src={site.image.src}
              alt={site.image.alt}
              width={96}
              height={96}
              className="mt-4 size-24 rounded-full object-cover"
            />
          ) : null}
          <p className="mt-1 font-medium text-slate-600">
            {site.broker.name}, {site.broker.title}, {site.broker.brokerage}
          </p>
          {aboutSection.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-pretty text-slate-700">
              {say(paragraph)}
            </p>
          ))}
          <p className="mt-6 font-medium text-slate-900">{aboutSection.contactPrompt}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <a
              href={"tel:" + site.broker.phoneE164}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-900 px-5 py-3 font-semibold text-white transition-colors hover:bg-blue-800 motion-reduce:transition-none"
            >
              <Phone aria-hidden="true" className="size-5" />
              {aboutSection.callLabel} {site.broker.phone}
            </a>
            <a
              href={"mailto:" + site.broker.email}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-blue-900 px-5 py-3 font-semibold text-blue-900 transition-colors hover:bg-blue-50 motion-reduce:transition-none"
            >
              <Mail aria-hidden="true" className="size-5" />
              {aboutSection.emailLabel} {site.broker.name}
            </a>
          </div>
        </Reveal>

        <div>
          <h3 className="sr-only">{aboutSection.credentialsHeading}</h3>
          <ul className="grid gap-4 sm:grid-cols-2">
            {shippedSite.credentials.map((credential, index) => (
              <Reveal
                as="li"
                key={credential.label}
                index={index}
                className="rounded-2xl bg-blue-950 p-6 text-white shadow-lg shadow-blue-950/20"
              >
                <p className="text-4xl font-bold tracking-tight text-amber-400">{credential.value}</p>
                <p className="mt-2 text-lg font-semibold">{credential.label}</p>
                <p className="mt-1 text-sm text-blue-100">{credential.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
