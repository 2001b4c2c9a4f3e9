/**
 * The affirmations' decorative image (docs/product.md §2): an open journal under a crescent moon, lines of
 * light rising from its pages. Drawn here as SVG; hidden from assistive technology.
 */
export function AffirmationsArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 260 220" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id="affirm-glow" cx="0.5" cy="0.55" r="0.55">
          <stop offset="0" stopColor="#fcd34d" stopOpacity="0.45" />
          <stop offset="0.5" stopColor="#f0abfc" stopOpacity="0.18" />
          <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="affirm-page" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fdf4ff" />
          <stop offset="1" stopColor="#e9d5ff" />
        </linearGradient>
        <linearGradient id="affirm-ray" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#fcd34d" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f0abfc" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="130" cy="120" r="110" fill="url(#affirm-glow)" />
      {/* The crescent moon and a few stars. */}
      <path d="M206 30a22 22 0 1 0 18 34 18 18 0 1 1-18-34Z" fill="#fde68a" />
      <g fill="#fff">
        <circle cx="40" cy="36" r="1.6" />
        <circle cx="72" cy="18" r="1.1" />
        <circle cx="178" cy="16" r="1.3" />
        <circle cx="232" cy="104" r="1.2" />
        <circle cx="22" cy="112" r="1.4" />
      </g>
      {/* Light rising from the pages. */}
      <g stroke="url(#affirm-ray)" strokeWidth="3" strokeLinecap="round">
        <path d="M110 128 C 100 100 112 80 100 52" fill="none" />
        <path d="M130 124 C 130 96 140 76 132 40" fill="none" />
        <path d="M150 128 C 160 102 152 84 164 58" fill="none" />
      </g>
      <g fill="#fcd34d">
        <path d="M100 50 l2.5 5 5 2.5 -5 2.5 -2.5 5 -2.5 -5 -5 -2.5 5 -2.5Z" />
        <path d="M166 54 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2Z" />
      </g>
      {/* The open journal. */}
      <path
        d="M40 150 C 80 136 112 140 130 154 C 148 140 180 136 220 150 L220 196 C 180 184 148 188 130 200 C 112 188 80 184 40 196Z"
        fill="#2a2363"
      />
      <path d="M46 146 C 84 132 114 136 130 150 L130 192 C 112 180 84 178 46 190Z" fill="url(#affirm-page)" />
      <path
        d="M214 146 C 176 132 146 136 130 150 L130 192 C 148 180 176 178 214 190Z"
        fill="url(#affirm-page)"
      />
      <g stroke="#a78bfa" strokeWidth="2" strokeLinecap="round" opacity="0.7">
        <path d="M60 158 C 80 151 98 151 116 158" fill="none" />
        <path d="M60 168 C 80 161 98 161 116 168" fill="none" />
        <path d="M60 178 C 76 172 90 172 104 176" fill="none" />
        <path d="M144 158 C 162 151 180 151 200 158" fill="none" />
        <path d="M144 168 C 162 161 180 161 200 168" fill="none" />
        <path d="M156 176 C 170 172 184 172 200 178" fill="none" />
      </g>
    </svg>
  );
}
