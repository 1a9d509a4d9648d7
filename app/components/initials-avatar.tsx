/** Colours with white text at a contrast ratio of at least 4.5:1. */
const COLOURS = ['#0f4c5c', '#3d5a80', '#1e7d45', '#8a3b12', '#6b3fa0', '#a3154a'] as const;

export function initialsOf(text: string): string {
  const words = text
    .replace(/[^\p{L}\p{N}\s&-]/gu, '')
    .split(/[\s&-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stable colour for a name, so a person keeps theirs on every page. */
export function colourOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0];
}

/**
 * A generated avatar (initials on a coloured circle), inline SVG: nothing is downloaded. Decorative
 * by default, since the name is always written next to it; pass `label` when it stands alone.
 */
export function InitialsAvatar({
  name,
  size = 96,
  label,
  className,
}: {
  name: string;
  size?: number;
  label?: string;
  className?: string;
}) {
  const initials = initialsOf(name);
  return (
    <svg
      className={`avatar${className ? ` ${className}` : ''}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={colourOf(name)} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={initials.length > 1 ? 38 : 44}
        fontWeight="700"
        fill="#ffffff"
      >
        {initials}
      </text>
    </svg>
  );
}
