import { Link } from 'react-router';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { LegalDocument, type LegalSection } from './LegalDocument';

/**
 * What Dream Life stores, why, for how long, and how to take it with you or erase it. Every
 * statement here describes what the code does (docs/architecture.md §5): keep the two in step.
 */
const sections: readonly LegalSection[] = [
  {
    id: 'what-we-store',
    heading: 'What we store',
    body: (
      <>
        <p>We keep only what the product needs to work for you:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your email address, the first and last name you give us, whether
            your email is verified, and when you joined. Your password is never stored: we keep only an
            Argon2id hash of it, from which it cannot be recovered.
          </li>
          <li>
            <strong>Your sessions:</strong> for each device you sign in on, when the session started, when it
            was last used, when it ends, and the browser that asked for it, so you can see and end your
            sessions.
          </li>
          <li>
            <strong>Your answers:</strong> what you write in the questionnaire, and the dream worlds,
            affirmations and manifesto we create from it.
          </li>
          <li>
            <strong>Your plan:</strong> the plan you chose, its status and dates, the PayPal subscription id,
            and the amount and date of each payment. Payments are made with PayPal: we never see or store your
            card or bank details.
          </li>
          <li>
            <strong>Messages you send us</strong> through the contact form.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'on-your-device',
    heading: 'What stays on your device',
    body: (
      <>
        <p>
          <strong>Your camera.</strong> The mirror in 3D mode uses your camera only while the mirror is open.
          The picture is drawn on your device and is never recorded, uploaded or sent anywhere; the camera is
          switched off as soon as you close the mirror or leave 3D mode.
        </p>
        <p>
          <strong>Your voice.</strong> Affirmations you record in your own voice are kept in this browser's
          storage, under your account, and are never uploaded. You can delete each recording from the vision
          page; deleting your account deletes them from the browser you use to do it.
        </p>
        <p>
          <strong>In your browser's storage</strong> we also keep your sign-in token, the answers you give
          before creating an account (until they are saved to it), and your reading voice and speed. We use no
          advertising or analytics cookies and no third-party trackers.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <>
        <p>
          We use your data to build your world and your words, to show your dashboard, to bill your plan, to
          send you the emails you ask for (verifying your address, resetting your password, receipts) and to
          answer your messages. We do not sell it, rent it, or use it for advertising.
        </p>
        <p>
          Your world and your words are written on our servers. When the service is configured with an AI
          provider (Google Gemini or a compatible model server), the answers needed for a piece of writing are
          sent to that provider to write it, and nothing else is. Server logs record the time, address and
          path of each request to keep the service secure; they never contain your password or your sign-in
          token.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    body: (
      <>
        <p>
          We keep your data for as long as you have an account. A session ends when you log out, when you end
          it from another device, and in any case after its lifetime has passed. When you delete your account,
          everything listed above is deleted at once: your account, sessions, answers, worlds, plans, payment
          records, messages and any work still queued for you. PayPal keeps its own record of your payments
          under its own privacy policy.
        </p>
        <p>
          One thing outlives your account: if you took a free trial, we keep a one-way fingerprint of your
          email address (a keyed hash, not the address itself, and nothing else about you), so that the trial
          is offered once per person and not again after an account is deleted and made anew.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Export and delete',
    body: (
      <>
        <p>
          From your <Link to="/dashboard">dashboard</Link>, <strong>Download my data</strong> gives you
          everything we store about you as one JSON file, and <strong>Delete account</strong> erases it after
          you confirm with your password. You can also correct your answers at any time from the dashboard.
        </p>
        <p>
          If you cannot sign in, or have any question about your data, write to us through the{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Traffic to Dream Life is encrypted, passwords are hashed with Argon2id, every session can be revoked,
        sign-in attempts are rate-limited, and password reset links work once and expire. No secret key of
        ours is ever sent to your browser.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change what we store or how we use it, we will update this page and tell you by email before the
        change applies to data you have already given us.
      </p>
    ),
  },
];

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      eyebrow="Privacy Policy"
      title={
        <>
          Your dreams are <span className="text-dream-gradient">yours</span>
        </>
      }
      lead="What we keep, why, for how long — and how to take it with you or erase it."
      updated="24 November 2026"
      sections={sections}
    />
  );
}
