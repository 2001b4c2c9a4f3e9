/**
 * A generated avatar: the person's initials on a gradient whose two hues come from a hash of
 * their name, so each person always gets the same colours and no photo is fetched.
 */
function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function TeamAvatar({ name }: { name: string }) {
  const hash = hashOf(name);
  // Hues from sky blue through violet to rose, the palette's family, so the team looks like one set.
  const from = 190 + (hash % 150);
  const to = (from + 50 + ((hash >> 8) % 70)) % 360;
  const angle = (hash >> 16) % 360;
  const id = `avatar-${hash.toString(36)}`;
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" focusable="false" className="size-24 rounded-full">
      <defs>
        <linearGradient id={id} gradientTransform={`rotate(${angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={`hsl(${from} 75% 62%)`} />
          <stop offset="1" stopColor={`hsl(${to} 80% 70%)`} />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill={`url(#${id})`} />
      <circle cx="30" cy="26" r="22" fill="#fff" opacity="0.16" />
      <text
        x="48"
        y="50"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#070a1c"
        fontFamily="Fraunces Variable, Georgia, serif"
        fontSize="34"
        fontWeight="600"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
