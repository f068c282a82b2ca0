/** The Haat mark and wordmark. The mark is a file so the Content-Security-Policy stays strict. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span className="text-xl font-extrabold tracking-tight text-ink-900">Haat</span>
    </span>
  );
}
