import { type IconProps, StrokeIcon } from '../ui/icons';

/* Icons of the marketing pages, drawn on the same 24 px grid as the UI kit's. Decorative. */

export const ShieldIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 22s8-3.5 8-10V5l-8-3-8 3v7c0 6.5 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </StrokeIcon>
);

export const LayersIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m12 2 10 5-10 5L2 7Z" />
    <path d="m2 17 10 5 10-5" />
    <path d="m2 12 10 5 10-5" />
  </StrokeIcon>
);

export const HeadsetIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="2" y="7" width="20" height="11" rx="4" />
    <circle cx="8" cy="12.5" r="2" />
    <circle cx="16" cy="12.5" r="2" />
    <path d="M10 12.5h4" />
  </StrokeIcon>
);

export const PenIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </StrokeIcon>
);

export const SunriseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M17 18a5 5 0 0 0-10 0" />
    <path d="M12 2v7M4.2 10.2l1.4 1.4M1 18h2M21 18h2M18.4 11.6l1.4-1.4M23 22H1" />
    <path d="m8 6 4-4 4 4" />
  </StrokeIcon>
);

export const HeartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  </StrokeIcon>
);

export const WandIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m15 4 1-2 1 2 2 1-2 1-1 2-1-2-2-1Z" />
    <path d="m3 21 12-12 2 2L5 23Z" />
  </StrokeIcon>
);

export const LightbulbIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9 18h6M10 22h4" />
    <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2Z" />
  </StrokeIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </StrokeIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </StrokeIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </StrokeIcon>
);

export const CheckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </StrokeIcon>
);

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </StrokeIcon>
);
