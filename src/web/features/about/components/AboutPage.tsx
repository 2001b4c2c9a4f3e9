import { PageHero } from '#web/components/marketing/PageHero';
import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';
import { StatList } from '#web/components/marketing/StatList';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { numbers, team, values } from './aboutContent';
import { TeamAvatar } from './TeamAvatar';

/** docs/product.md §2 "About": hero, mission, three values, a team of four, numbers. */
export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title={
          <>
            We help people <span className="text-dream-gradient">see their future</span>
          </>
        }
        lead="Dream Life began with a simple idea: the goals we can picture are the goals we reach. So we built a way to step inside them."
      />

      <Section labelledBy="mission-heading" width="narrow">
        <div className="surface-card p-8 text-center sm:p-12">
          <SectionHeading id="mission-heading" eyebrow="Our mission">
            Make every dream visible
          </SectionHeading>
          <p className="mt-6 text-ink-muted text-lg leading-relaxed">
            We turn the life you describe into a world you can walk through, with words that remind you every
            day who you are becoming. Our mission is to make that clarity available to everyone, anywhere, in
            a way that is private, kind and a little bit magical.
          </p>
        </div>
      </Section>

      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" eyebrow="What guides us">
          Our values
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {values.map(({ title, text, Icon }) => (
            <li key={title} className="surface-card p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-linear-to-br from-dream-violet/30 to-dream-pink/20 text-dream-gold ring-1 ring-white/10">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-6 font-display font-semibold text-2xl">{title}</h3>
              <p className="mt-3 text-ink-muted leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="team-heading">
        <SectionHeading
          id="team-heading"
          eyebrow="The people behind it"
          lead="A small team of coaches, engineers and artists who believe a clear picture changes everything."
        >
          Meet the team
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name} className="surface-card flex flex-col items-center p-8 text-center">
              <TeamAvatar name={member.name} />
              <h3 className="mt-5 font-display font-semibold text-xl">{member.name}</h3>
              <p className="mt-1 font-medium text-dream-pink text-sm">{member.role}</p>
              <p className="mt-4 text-ink-muted text-sm leading-relaxed">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="numbers-heading">
        <SectionHeading id="numbers-heading" eyebrow="Since 2019">
          Dream Life in numbers
        </SectionHeading>
        <div className="mt-12">
          <StatList stats={numbers} label="Dream Life in numbers" />
        </div>
        <div className="mt-14 text-center">
          <ButtonLink to="/questionnaire" size="lg">
            Start Creating Your Dream Life
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
