/**
 * The results panel's picture: a small planet with a glowing home, circled by a ring of light.
 * While the world is being made the ring turns and the planet breathes; the global
 * reduced-motion rule (styles) stills both. Decorative: the panel's text says everything.
 */
export function WorldSeedArt({ active }: { active: boolean }) {
  return (
    <svg
      viewBox="0 0 240 160"
      aria-hidden="true"
      focusable="false"
      className="mx-auto h-auto w-48 sm:w-60"
      data-active={active || undefined}
    >
      <defs>
        <radialGradient id="seed-halo">
          <stop offset="0" stopColor="#f0abfc" stopOpacity="0.5" />
          <stop offset="0.6" stopColor="#a78bfa" stopOpacity="0.15" />
          <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="seed-planet" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7c5cf0" />
          <stop offset="0.55" stopColor="#2a2363" />
          <stop offset="1" stopColor="#121a3a" />
        </linearGradient>
        <clipPath id="seed-planet-clip">
          <circle cx="120" cy="86" r="44" />
        </clipPath>
        <linearGradient id="seed-ring" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a78bfa" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f0abfc" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="84" r="78" fill="url(#seed-halo)" className={active ? 'animate-glow-pulse' : ''} />
      <g className={active ? 'animate-float' : ''}>
        <circle cx="120" cy="86" r="44" fill="url(#seed-planet)" />
        {/* Hills and a lit home on the top of the little world. */}
        <path
          d="M70 76 C 88 62 102 64 112 70 C 126 60 144 60 170 74 L170 140 L70 140Z"
          fill="#1b2452"
          clipPath="url(#seed-planet-clip)"
        />
        <path d="M110 62 L120 53 L130 62Z" fill="#f0abfc" />
        <rect x="112" y="61" width="16" height="11" rx="1.5" fill="#28336b" />
        <rect x="115" y="64" width="4" height="4" rx="0.8" fill="#fde68a" />
        <rect x="121" y="64" width="4" height="4" rx="0.8" fill="#fde68a" />
        <path d="M94 66 l4 -12 l4 12Z M140 68 l3 -9 l3 9Z" fill="#0b1026" />
      </g>
      <g
        className={active ? 'animate-spin' : ''}
        style={{ transformOrigin: '120px 86px', animationDuration: '6s' }}
      >
        <ellipse
          cx="120"
          cy="86"
          rx="92"
          ry="26"
          fill="none"
          stroke="url(#seed-ring)"
          strokeWidth="2.5"
          transform="rotate(-12 120 86)"
        />
        <circle cx="30" cy="100" r="3.5" fill="#fcd34d" />
      </g>
      <g fill="#fff" opacity="0.8">
        <circle cx="28" cy="26" r="1.2" />
        <circle cx="206" cy="18" r="1.5" />
        <circle cx="218" cy="128" r="1" />
        <circle cx="40" cy="140" r="1.3" />
        <circle cx="176" cy="40" r="0.9" />
      </g>
    </svg>
  );
}
