import type { ComponentType } from 'react';
import { HeartIcon, LightbulbIcon, WandIcon } from '#web/components/marketing/marketingIcons';
import type { IconProps } from '#web/components/ui/icons';

/** docs/product.md §2 "About": the three values by name. The descriptions are ours. */
export const values: ReadonlyArray<{ title: string; text: string; Icon: ComponentType<IconProps> }> = [
  {
    title: 'Innovation First',
    text: 'We turn new technology (generated worlds, language models, WebXR) into something that feels simple and personal.',
    Icon: LightbulbIcon,
  },
  {
    title: 'Human-Centered',
    text: 'Every screen starts from a person and their hopes. Your privacy, your pace and your words come before any feature.',
    Icon: HeartIcon,
  },
  {
    title: 'Accessible Magic',
    text: 'Wonder should not need a headset or a big budget. Dream Life works in any browser, with a keyboard or a screen reader, and starts free.',
    Icon: WandIcon,
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** A team of four with role titles (docs/product.md §2). Avatars are generated from the names. */
export const team: readonly TeamMember[] = [
  {
    name: 'Maya Chen',
    role: 'Co-founder & CEO',
    bio: 'Former coach who saw how much clearer goals become once people can picture them.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & CTO',
    bio: 'Builds the engine that turns your answers into a world, one deterministic detail at a time.',
  },
  {
    name: 'Sofia Rossi',
    role: 'Head of Design',
    bio: 'Shapes the calm, luminous look of every dream world and every screen around it.',
  },
  {
    name: 'Arjun Mehta',
    role: 'Head of AI',
    bio: 'Makes sure the manifestos and affirmations sound like you, and keeps your data private.',
  },
];

/** docs/product.md §2's numbers, exactly. */
export const numbers = [
  { value: '50M+', label: 'Dreams visualised' },
  { value: '200+', label: 'Countries' },
  { value: '99%', label: 'Uptime' },
  { value: '2019', label: 'Founded' },
] as const;
