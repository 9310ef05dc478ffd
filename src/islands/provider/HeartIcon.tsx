export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-10-9.2C.5 8.6 2.4 4.5 6.3 4.5c2.1 0 3.6 1.2 4.4 2.4h2.6c.8-1.2 2.3-2.4 4.4-2.4 3.9 0 5.8 4.1 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
