import type { ReactNode } from 'react';
import { PageHero } from '#web/components/marketing/PageHero';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  eyebrow: string;
  title: ReactNode;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

/**
 * The shared frame of the Terms and the Privacy Policy: a hero, a table of contents a reader can
 * jump through, then numbered sections in a readable column.
 */
export function LegalDocument({ eyebrow, title, lead, updated, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mx-auto w-full max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        <p className="text-ink-subtle text-sm">Last updated {updated}</p>
        <nav aria-labelledby="legal-contents" className="surface-card mt-6 p-6">
          <h2 id="legal-contents" className="font-semibold text-ink text-sm uppercase tracking-wider">
            Contents
          </h2>
          <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12 scroll-mt-28">
            <h2 id={section.id} className="font-display font-semibold text-2xl text-ink">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-4 space-y-4 text-ink-muted leading-relaxed [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-2 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
