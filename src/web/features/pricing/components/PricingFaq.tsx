import { FaqList } from '#web/components/marketing/FaqList';
import { faqItems } from '#web/components/marketing/faqItems';
import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';

/** The pricing page's FAQ accordion. */
export function PricingFaq() {
  return (
    <Section labelledBy="faq-heading" width="narrow">
      <SectionHeading
        id="faq-heading"
        eyebrow="Questions"
        lead="Everything you need to know about plans and billing."
      >
        Frequently asked questions
      </SectionHeading>
      <div className="mt-12">
        <FaqList items={faqItems} />
      </div>
    </Section>
  );
}
