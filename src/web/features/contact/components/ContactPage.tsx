import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ClockIcon } from '#web/components/marketing/marketingIcons';
import { PageHero } from '#web/components/marketing/PageHero';
import { Section } from '#web/components/marketing/Section';
import { Spinner } from '#web/components/ui/Spinner';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { ContactCards } from './ContactCards';

/**
 * The form brings react-hook-form and zod (~37 KB gzip). Loaded beside the page rather than in
 * it, the hero paints without waiting for them (Lighthouse LCP); the placeholder keeps the form's
 * room, and the form sits below the fold on phones, so its arrival shifts nothing in view.
 */
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

/** Keeps the form's room while its code loads, so nothing below it moves. */
const formPlaceholder = (
  <div className="flex min-h-[34rem] items-center justify-center">
    <Spinner label="Loading the form..." />
  </div>
);

/** docs/product.md §2 "Contact": hero, the form, three cards, and the 24/7 support promise. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const hydrated = useHydrated();
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title={
          <>
            We would love to <span className="text-dream-gradient">hear from you</span>
          </>
        }
        lead="A question about your dream world, your plan or anything else? Send us a message and a real person will answer."
      />

      <Section labelledBy="contact-form-heading" className="pt-4 sm:pt-6">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.35fr] lg:gap-12">
          <div className="flex flex-col gap-6">
            <div className="surface-card p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-success-surface text-success-ink ring-1 ring-success-border/40">
                <ClockIcon className="size-6" />
              </span>
              <h2 className="mt-5 font-display font-semibold text-2xl">Support around the clock</h2>
              <p className="mt-3 text-ink-muted leading-relaxed">
                Our support team is here for you 24/7. Every message reaches a person, and we reply to every
                email within 24 hours; Legend members hear back in under 4 hours.
              </p>
            </div>
            <div className="surface-card p-8">
              <h2 className="font-display font-semibold text-2xl">Before you write</h2>
              <p className="mt-3 text-ink-muted leading-relaxed">
                Questions about billing, trials or the student discount? The pricing page answers the most
                common ones.
              </p>
              <Link
                to="/pricing#faq-heading"
                className="mt-4 inline-flex font-semibold text-dream-pink underline-offset-4 hover:underline"
              >
                Read the FAQ
              </Link>
            </div>
          </div>
          <div className="surface-card p-6 sm:p-10">
            <h2 id="contact-form-heading" className="font-display font-semibold text-3xl">
              Send us a message
            </h2>
            <p className="mt-2 mb-8 text-ink-muted">Fields without “optional” are required.</p>
            {/* The prerendered page carries the placeholder: text typed into server-rendered fields
                before the form's code ran would be reset when react-hook-form registers them. */}
            {hydrated ? (
              <Suspense fallback={formPlaceholder}>
                <ContactForm />
              </Suspense>
            ) : (
              formPlaceholder
            )}
          </div>
        </div>
      </Section>

      <ContactCards />
    </>
  );
}
