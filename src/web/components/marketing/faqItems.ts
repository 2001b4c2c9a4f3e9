/** The pricing FAQ: the six promises of docs/product.md §9, as questions a visitor would ask. Shown on
 * /pricing and /help. */
export const faqItems: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can upgrade or downgrade at any time, and the change applies at your next billing cycle. Your dream world and answers come with you.',
  },
  {
    question: 'Do you offer a student discount?',
    answer:
      'Yes: students get a 50% discount on every paid plan. Write to us from the contact page with proof of enrolment and we will set it up.',
  },
  {
    question: 'Is there a free trial for paid plans?',
    answer:
      'Every paid plan starts with a 14-day free trial. Cancel before it ends from your dashboard and you will not be charged.',
  },
  {
    question: 'How quickly does support answer?',
    answer:
      'Our team answers every email within 24 hours. Legend members get priority support, with answers in under 4 hours.',
  },
  {
    question: 'What does Legend priority support include?',
    answer:
      'A dedicated queue with replies in under 4 hours, help setting up VR and AR immersive mode, and a direct line to the team that builds your world.',
  },
  {
    question: 'Can I view my dream world offline?',
    answer:
      'Yes. Once your world has loaded, it stays available for offline viewing for up to 30 days, so you can visit it on a flight or far from any signal.',
  },
];
