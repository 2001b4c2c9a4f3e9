import type { WorldCategory } from '#shared/worldSpec';
import { type IconProps, StrokeIcon } from './icons';

/** One small stroke icon per vision category (drawn here; decorative beside the title). */
const HomeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
    <path d="M10 21v-6h4v6" />
  </StrokeIcon>
);

const CarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 16H3v-4l2-5h14l2 5v4h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="16.5" r="2" />
    <circle cx="16.5" cy="16.5" r="2" />
    <path d="M9.5 16.5h5" />
  </StrokeIcon>
);

const CareerIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" />
    <path d="M3 13h18" />
  </StrokeIcon>
);

const TravelIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2 16.5 22 9l-2.5-2-6 2.2L7 4.5 5 5.5l4 5.2-4.4 1.6-2.1-1.5L1 11.5l2.6 3.2" />
    <path d="M3 21h18" />
  </StrokeIcon>
);

const HealthIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19.5 12.6 12 20l-7.5-7.4A4.9 4.9 0 0 1 12 6a4.9 4.9 0 0 1 7.5 6.6Z" />
    <path d="M3 12h4l2-3 3 6 2-3h7" />
  </StrokeIcon>
);

export const LockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </StrokeIcon>
);

export const categoryIcons: Record<WorldCategory, (props: IconProps) => React.JSX.Element> = {
  home: HomeIcon,
  car: CarIcon,
  career: CareerIcon,
  travel: TravelIcon,
  health: HealthIcon,
};
