/**
 * The hero's dream: a night horizon with stars, a moon, layered hills, a lake and a glowing house
 * at the end of a lit path. Pure SVG drawn here (no image request, no three.js); the fixed
 * viewBox and aspect ratio reserve its space before it paints, so it never shifts the layout.
 */

/** Star positions from a tiny seeded generator: the same sky on every visit and every render. */
function starField(count: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, index) => ({
    key: index,
    x: Math.round(next() * 600),
    y: Math.round(next() * 230),
    r: 0.5 + next() * 1.3,
    delay: `${(next() * 4).toFixed(2)}s`,
    twinkles: index % 3 === 0,
  }));
}

const stars = starField(70, 7);

export function DreamScene() {
  return (
    <svg
      viewBox="0 0 600 440"
      role="img"
      aria-label="A glowing house on a hill under a starry sky, beside a calm lake"
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="dream-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1026" />
          <stop offset="0.55" stopColor="#2a2363" />
          <stop offset="0.8" stopColor="#7a3f8f" />
          <stop offset="1" stopColor="#f3a27c" />
        </linearGradient>
        <radialGradient id="dream-moon-halo">
          <stop offset="0" stopColor="#fff7d6" stopOpacity="0.9" />
          <stop offset="0.25" stopColor="#fcd34d" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fcd34d" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="dream-house-glow">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#f0abfc" stopOpacity="0.4" />
          <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="dream-hill-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b2f7a" />
          <stop offset="1" stopColor="#1b2452" />
        </linearGradient>
        <linearGradient id="dream-hill-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f1a4d" />
          <stop offset="1" stopColor="#0b1026" />
        </linearGradient>
        <linearGradient id="dream-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c084fc" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0b1026" stopOpacity="0.2" />
        </linearGradient>
        <linearGradient id="dream-path" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f0abfc" stopOpacity="0.15" />
        </linearGradient>
        <clipPath id="dream-frame">
          <rect width="600" height="440" rx="28" />
        </clipPath>
      </defs>

      <g clipPath="url(#dream-frame)">
        <rect width="600" height="440" fill="url(#dream-sky)" />

        <g fill="#fff">
          {stars.map((star) => (
            <circle
              key={star.key}
              cx={star.x}
              cy={star.y}
              r={star.r}
              opacity={star.twinkles ? undefined : 0.7}
              className={star.twinkles ? 'animate-twinkle' : undefined}
              style={star.twinkles ? { animationDelay: star.delay } : undefined}
            />
          ))}
        </g>

        <circle cx="455" cy="105" r="95" fill="url(#dream-moon-halo)" />
        <circle cx="455" cy="105" r="30" fill="#fff4cc" />
        <circle cx="466" cy="98" r="26" fill="#f8e7b0" opacity="0.45" />

        {/* Far hills, then the lake in the valley. */}
        <path
          d="M0 262 C 80 222 150 232 220 252 C 300 276 360 226 440 232 C 510 238 560 256 600 250 V440 H0Z"
          fill="url(#dream-hill-far)"
        />
        <rect x="0" y="300" width="600" height="140" fill="url(#dream-lake)" />
        <g stroke="#fde68a" strokeLinecap="round" opacity="0.55">
          <path d="M420 318 h60" strokeWidth="2" />
          <path d="M432 330 h36" strokeWidth="1.6" />
          <path d="M440 342 h20" strokeWidth="1.2" />
        </g>

        {/* The near hill with the house, and the lit path leading up to it. */}
        <path
          d="M0 330 C 90 290 170 262 250 262 C 330 262 380 300 430 340 C 480 380 540 392 600 396 V440 H0Z"
          fill="url(#dream-hill-near)"
        />
        <path
          d="M232 296 C 220 330 180 380 120 440 H170 C 212 392 238 336 244 296Z"
          fill="url(#dream-path)"
        />

        <circle cx="238" cy="258" r="96" fill="url(#dream-house-glow)" className="animate-glow-pulse" />
        <g>
          <path d="M196 262 L238 226 L280 262 Z" fill="#2a2363" stroke="#f0abfc" strokeOpacity="0.5" />
          <rect x="204" y="260" width="68" height="40" rx="3" fill="#1b2452" />
          <rect x="214" y="270" width="14" height="12" rx="2" fill="#fde68a" />
          <rect x="248" y="270" width="14" height="12" rx="2" fill="#fde68a" />
          <rect x="232" y="278" width="12" height="22" rx="2" fill="#fcd34d" />
          <rect x="258" y="234" width="8" height="16" fill="#2a2363" />
        </g>

        {/* Trees, as soft silhouettes beside the house. */}
        <g fill="#120e33">
          <path d="M160 290 l14 -44 l14 44 Z" />
          <path d="M300 292 l11 -34 l11 34 Z" />
          <path d="M318 298 l9 -28 l9 28 Z" />
        </g>

        {/* Floating light orbs: the "dream" in the scene. */}
        <g className="animate-float">
          <circle cx="120" cy="170" r="5" fill="#f0abfc" opacity="0.85" />
          <circle cx="340" cy="150" r="3.5" fill="#fde68a" opacity="0.9" />
          <circle cx="540" cy="200" r="4" fill="#a78bfa" opacity="0.9" />
        </g>
      </g>
    </svg>
  );
}
