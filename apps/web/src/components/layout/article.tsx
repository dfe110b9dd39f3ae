import type { ReactNode } from 'react';

/** One section of a content page as the locale files hold it: a heading, paragraphs, optional Arabic examples. */
export interface ArticleSection {
  title: string;
  body: string[];
  examples?: ArabicExample[];
}

/** An everyday Arabic word or sentence with its transliteration and meaning (never a verse typed by hand). */
interface ArabicExample {
  ar: string;
  translit: string;
  meaning: string;
}

/**
 * Content pages keep their text as arrays in the locale files (`{ returnObjects: true }`), so translators can
 * write whole paragraphs and this component lays them out the same way in every language.
 */
export function ArticleSections({
  sections,
  examplesLabel,
}: {
  sections: ArticleSection[];
  examplesLabel?: string;
}) {
  return (
    <div className="max-w-3xl space-y-10">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
          {section.examples && section.examples.length > 0 && (
            <ExampleTable examples={section.examples} label={examplesLabel ?? section.title} />
          )}
        </section>
      ))}
    </div>
  );
}

function ExampleTable({ examples, label }: { examples: ArabicExample[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface-raised"
    >
      {examples.map((example) => (
        <li
          key={example.ar}
          className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:items-baseline sm:gap-6"
        >
          <span lang="ar" dir="rtl" className="arabic-text text-2xl text-ink sm:text-start">
            {example.ar}
          </span>
          <span className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
            <i>{example.translit}</i>
            <span>{example.meaning}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A call-to-action row at the end of a content page. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className="mt-12 flex flex-wrap gap-3">{children}</div>;
}
