/** A calm line drawing of a site (crane, piles, roller) for the auth side panel; pure SVG. */
export function SiteIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 640 300" className={className} aria-hidden fill="none" preserveAspectRatio="xMidYMax meet">
      <defs>
        <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f5f7a" />
          <stop offset="1" stopColor="#082836" />
        </linearGradient>
      </defs>
      {/* crane */}
      <g stroke="#78c0d6" strokeWidth="2" opacity="0.7">
        <path d="M430 250V40M446 250V40M430 40h16" />
        {Array.from({ length: 10 }, (_, index) => (
          <path key={index} d={`M430 ${250 - index * 21}l16 -21M446 ${250 - index * 21}l-16 -21`} />
        ))}
        <path d="M330 40h240M330 40l100 -22 16 22M446 18l124 22M470 40v58" />
        <path d="M470 98h-8v10h16v-10z" fill="#78c0d6" />
      </g>
      {/* piles */}
      <path d="M20 262c40-46 78-70 112-70s70 30 104 70z" fill="#123f51" />
      <path d="M150 262c30-34 58-52 84-52s54 22 80 52z" fill="#114d62" />
      {/* roller */}
      <g transform="translate(520 214)">
        <rect x="0" y="0" width="58" height="26" rx="4" fill="#f5b83d" />
        <rect x="12" y="-20" width="30" height="22" rx="3" fill="#f5b83d" opacity="0.85" />
        <rect x="17" y="-16" width="20" height="12" rx="2" fill="#0f5f7a" />
        <circle cx="14" cy="34" r="14" fill="#082836" stroke="#e9a21d" strokeWidth="4" />
        <circle cx="48" cy="34" r="10" fill="#082836" stroke="#e9a21d" strokeWidth="4" />
      </g>
      <rect x="0" y="258" width="640" height="42" fill="url(#ground)" />
      <path d="M0 258h640" stroke="#3d9dbb" strokeWidth="2" opacity="0.6" />
      {/* grid fields */}
      <g stroke="#3d9dbb" opacity="0.35">
        {Array.from({ length: 16 }, (_, index) => (
          <path key={index} d={`M${index * 42} 262l-14 38`} />
        ))}
      </g>
    </svg>
  );
}
