import { PageHero } from "~/components/ui/page-hero";

type LegalPageProps = {
  eyebrow: string;
  title: string;
  intro: string;
  updated: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
};

/** The privacy policy and the terms: a hero, then numbered-free sections of prose. */
export function LegalPage({ eyebrow, title, intro, updated, sections }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-sm text-slate-600">{updated}</p>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`section-${index}`} className="mt-10">
            <h2 id={`section-${index}`} className="text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
