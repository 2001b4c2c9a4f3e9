import { Link } from 'react-router';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** The terms a user accepts by creating an account; the billing terms match docs/product.md §9. */
const sections: readonly LegalSection[] = [
  {
    id: 'the-service',
    heading: 'The service',
    body: (
      <p>
        Dream Life turns the life you describe in our questionnaire into a personal 3D world, affirmations and
        a manifesto, and keeps them on your dashboard. These terms apply to everyone who uses it. By creating
        an account you accept them, and our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'your-account',
    heading: 'Your account',
    body: (
      <ul>
        <li>An account is for one person. Give us a real email address so that we can reach you.</li>
        <li>
          Keep your password to yourself. If you think someone else has used your account, change your
          password and sign out your other sessions from the dashboard, and tell us.
        </li>
        <li>You must be at least 16 years old, or have your parent's or guardian's permission.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-billing',
    heading: 'Plans and billing',
    body: (
      <>
        <p>
          Explorer is free. Visionary costs $14.99 a month and Legend $34.99 a month, billed through PayPal in
          US dollars until you cancel; what each plan includes is on the{' '}
          <Link to="/pricing">pricing page</Link>.
        </p>
        <ul>
          <li>
            <strong>Free trial:</strong> every paid plan starts with a 14-day free trial, once per account. If
            you cancel before the trial ends, you are not charged.
          </li>
          <li>
            <strong>Changing plans:</strong> an upgrade or downgrade applies at your next billing cycle; until
            then you keep the plan you paid for.
          </li>
          <li>
            <strong>Cancelling:</strong> cancel at any time from your dashboard, in two clicks. You are not
            charged again after you cancel.
          </li>
          <li>
            <strong>Students</strong> get 50% off every paid plan: write to us from the{' '}
            <Link to="/contact">contact page</Link> with proof of enrolment.
          </li>
          <li>
            <strong>Refunds:</strong> if you were charged in error, write to us within 30 days and we will
            refund the charge.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your content',
    body: (
      <p>
        Your answers, and the worlds and words made from them, are yours. You allow us to store and process
        them only to provide the service to you. You can download or delete them at any time; see the{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'what-dream-life-is-not',
    heading: 'What Dream Life is not',
    body: (
      <p>
        Dream Life is a tool for imagining and planning your life. Its worlds, affirmations and manifestos are
        generated from your own words and are not medical, psychological, financial or legal advice. If you
        are struggling, please talk to a professional you trust.
      </p>
    ),
  },
  {
    id: 'fair-use',
    heading: 'Fair use',
    body: (
      <ul>
        <li>
          Do not try to reach other people's data, or to break, overload or get around the service's limits.
        </li>
        <li>Do not use the service to write or store anything unlawful or hateful.</li>
        <li>We may suspend an account that breaks these rules, and will tell you why.</li>
      </ul>
    ),
  },
  {
    id: 'availability-and-liability',
    heading: 'Availability and liability',
    body: (
      <p>
        We work to keep Dream Life available and your data safe, but we provide it as it is and cannot promise
        that it will never be interrupted. To the extent the law allows, our liability to you is limited to
        what you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending and changes',
    body: (
      <p>
        You can stop using Dream Life and delete your account whenever you like. If we change these terms in a
        way that matters, we will tell you by email at least 30 days before the change applies to you.
        Questions? <Link to="/contact">Write to us</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      eyebrow="Terms of Service"
      title={
        <>
          The <span className="text-dream-gradient">fine print</span>, written plainly
        </>
      }
      lead="What you can expect from us, and what we ask of you."
      updated="24 November 2026"
      sections={sections}
    />
  );
}
