import type { CSSProperties } from "react";
import { PHRASE_CLASS, phraseDelayMs, phraseRotationCss } from "./phrase-rotation";

type AudiencePhraseProps = {
  phrases: readonly string[];
  /** The static sentence screen readers hear instead of the rotation. */
  sentence: string;
  className?: string;
};

/**
 * The hero's audience phrase rotates every 2.5 s with a 300 ms fade, by CSS alone
 * (no script on the home page). The phrases share one grid cell; the first shows until the
 * animation takes over, and stays under reduced motion. The rotating words are hidden from
 * assistive technology, which reads one static sentence instead.
 */
export function AudiencePhrase({ phrases, sentence, className = "" }: AudiencePhraseProps) {
  const css = phraseRotationCss(phrases.length);
  return (
    <p className={className}>
      {css ? (
        <style href="audience-phrase-rotation" precedence="default">
          {css}
        </style>
      ) : null}
      <span aria-hidden="true" className="inline-grid">
        {phrases.map((phrase, index) => (
          <span
            key={phrase}
            className={`${PHRASE_CLASS} col-start-1 row-start-1 whitespace-nowrap`}
            style={
              {
                opacity: index === 0 ? 1 : 0,
                "--phrase-delay": `${phraseDelayMs(index, phrases.length)}ms`,
              } as CSSProperties
            }
          >
            {phrase}
          </span>
        ))}
      </span>
      <span className="sr-only">{sentence}</span>
    </p>
  );
}
