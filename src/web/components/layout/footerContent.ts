import type { ComponentType, SVGProps } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XBrandIcon,
  YoutubeIcon,
} from '../ui/icons';

type Icon = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;

/** Spec §2: the footer's link columns, every link pointing to '#'. */
export const footerColumns = [
  { heading: 'Product', links: ['Features', 'How It Works', 'Pricing', 'Blog', 'Download'] },
  { heading: 'Company', links: ['About', 'Blog', 'Careers', 'Contact'] },
  { heading: 'Support', links: ['Help Center', 'Privacy Policy', 'Terms of Service', 'Community'] },
] as const;

/** Four social icons (spec §2); the networks are our choice, the spec does not name them. */
export const socialLinks: ReadonlyArray<{ network: string; Icon: Icon }> = [
  { network: 'Instagram', Icon: InstagramIcon },
  { network: 'Facebook', Icon: FacebookIcon },
  { network: 'X', Icon: XBrandIcon },
  { network: 'YouTube', Icon: YoutubeIcon },
];

/** The spec only hints at mail, phone and map pin; these values are placeholders of ours. */
export const contactDetails: ReadonlyArray<{ label: string; value: string; Icon: Icon }> = [
  { label: 'Email', value: 'hello@dreamlife.app', Icon: MailIcon },
  { label: 'Phone', value: '+1 (555) 010-2030', Icon: PhoneIcon },
  { label: 'Location', value: 'San Francisco, CA', Icon: MapPinIcon },
];
