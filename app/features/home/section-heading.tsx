type SectionHeadingProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** "dark" for sections on the navy background. */
  tone?: "light" | "dark";
};

/** The eyebrow, h2 and introduction every home-page section opens with. */
export function SectionHeading({ id, eyebrow, title, intro, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-amber-300" : "text-blue-800"}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${dark ? "text-blue-100" : "text-slate-600"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
