/** The header menu of docs/product.md §2, shared by the desktop bar and the hamburger menu. */
export const navItems = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/aboutus' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact Us', to: '/contact' },
] as const;
