/**
 * The footer's link columns. Each link leads to a real page or section; the links of the original
 * design that had no page behind them (Blog, Download, Careers, Community, the social networks) are
 * left out rather than pointed at '#' (docs/decisions/0070).
 */
export const footerColumns: ReadonlyArray<{
  heading: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}> = [
  {
    heading: 'Product',
    links: [
      { label: 'How It Works', to: '/#how-it-works' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Start Creating', to: '/questionnaire' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/aboutus' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];
