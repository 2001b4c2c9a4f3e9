import type { ComponentType, SVGProps } from 'react';
import type { ContactDetailKind } from '#web/lib/contact/contactDetails';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';

/** The icon of each contact detail, in the footer and on the contact page alike. */
export const contactDetailIcons: Record<
  ContactDetailKind,
  ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>
> = {
  phone: PhoneIcon,
  email: MailIcon,
  address: MapPinIcon,
  hours: ClockIcon,
};
