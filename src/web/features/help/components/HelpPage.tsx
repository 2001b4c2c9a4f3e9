import { FaqList } from '#web/components/marketing/FaqList';
import { faqItems } from '#web/components/marketing/faqItems';
import { PageHero } from '#web/components/marketing/PageHero';
import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { helpTopics } from './helpTopics';

/** The Help Center: how-to answers, the plans and billing FAQ, and the way to reach a person. */
export function HelpPage() {
  useDocumentTitle('Help Center');
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title={
          <>
            How can we <span className="text-dream-gradient">help</span>?
          </>
        }
        lead="Answers to what people ask most, about your world, your data and your plan."
      />
      <Section labelledBy="help-using-heading" width="narrow" className="pt-0 sm:pt-0">
        <SectionHeading id="help-using-heading" eyebrow="Using Dream Life" align="start">
          Your world, step by step
        </SectionHeading>
        <div className="mt-8">
          <FaqList items={helpTopics} />
        </div>
      </Section>
      <Section labelledBy="help-billing-heading" width="narrow" className="pt-0 sm:pt-0">
        <SectionHeading id="help-billing-heading" eyebrow="Plans and billing" align="start">
          Trials, changes and discounts
        </SectionHeading>
        <div className="mt-8">
          <FaqList items={faqItems} />
        </div>
      </Section>
      <Section labelledBy="help-contact-heading" width="narrow" className="pt-0 sm:pt-0">
        <div className="surface-card p-8 text-center sm:p-12">
          <SectionHeading
            id="help-contact-heading"
            eyebrow="Still stuck?"
            lead="Write to us: a person answers every message within 24 hours, and Legend members within 4 hours."
          >
            Talk to our team
          </SectionHeading>
          <div className="mt-8 flex justify-center">
            <ButtonLink to="/contact">Contact us</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
