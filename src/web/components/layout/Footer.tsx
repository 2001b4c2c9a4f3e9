import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contactDetailsQueryOptions, shownContactDetails } from '#web/lib/contact/contactDetails';
import { contactDetailIcons } from './contactDetailIcons';
import { footerColumns } from './footerContent';
import { Logo } from './Logo';

export function Footer() {
  // The configured contact details (none configured: no 'Get in touch' column).
  const details = shownContactDetails(useQuery(contactDetailsQueryOptions()).data);
  return (
    <footer className="relative border-white/10 border-t bg-night-950/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.3fr] lg:px-8">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-ink-muted">
            AI-powered 3D worlds that bring your goals to life. Visualize your dreams, live your future.
          </p>
        </div>

        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:contents">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`}>
              <h2
                id={`footer-${column.heading.toLowerCase()}`}
                className="font-semibold text-sm text-ink uppercase tracking-wider"
              >
                {column.heading}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map(({ label, to }) => (
                  <li key={label}>
                    <Link to={to} className="text-sm text-ink-muted transition-colors hover:text-ink">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        {details.length > 0 ? (
          <div>
            <h2 className="font-semibold text-sm text-ink uppercase tracking-wider">Get in touch</h2>
            <ul className="mt-4 space-y-3">
              {details.map(({ kind, label, value }) => {
                const Icon = contactDetailIcons[kind];
                return (
                  <li key={kind} className="flex items-center gap-3 text-sm text-ink-muted">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/5 text-dream-violet">
                      <Icon className="size-4" />
                    </span>
                    <span>
                      <span className="sr-only">{label}: </span>
                      {value}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-white/10 border-t">
        {/* The prerendered pages carry the build's year; a visit after New Year corrects it. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-6 text-ink-subtle text-xs sm:px-6 lg:px-8"
        >
          © {new Date().getFullYear()} Dream Life. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
