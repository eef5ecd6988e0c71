export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path
        d="M14 44c6-14 12-21 18-21s8 9 18-9"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="14" cy="44" r="4" fill="#fff" />
      <circle cx="50" cy="14" r="4" fill="#fff" />
    </svg>
  );
}
