/** Line icons for the eight advantages, drawn inline so they follow the theme colour. */
const PATHS: Record<string, string> = {
  terverifikasi: 'M12 2l7 3v6c0 5-3 9-7 11-4-2-7-6-7-11V5zM8.5 12l2.5 2.5 5-5',
  diskon: 'M5 19L19 5M7.5 9.5a2 2 0 100-4 2 2 0 000 4zM16.5 18.5a2 2 0 100-4 2 2 0 000 4z',
  'pilihan-guru': 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z',
  'ganti-guru': 'M4 8h13l-3-3M20 16H7l3 3',
  'offline-online': 'M3 18h18M5 18V7a1 1 0 011-1h12a1 1 0 011 1v11M9 10h6',
  jadwal: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3',
  'tidak-hangus':
    'M6 12c0-2 1.5-4 3.5-4S13 10 14.5 12s2.5 4 4 4 3.5-2 3.5-4-1.5-4-3.5-4S15 10 14.5 12 11.5 16 9.5 16 6 14 6 12z',
  transport: 'M3 16V9l3-4h9l4 4h2v7M3 16h18M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
};

export function AdvantageIcon({ id }: { id: string }) {
  return (
    <svg
      className="landing-advantage__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[id] ?? PATHS.terverifikasi}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
