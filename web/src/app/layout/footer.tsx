import { Link } from 'wouter';

export function Footer() {
  return (
    <footer className="border-t border-border px-4 py-6 text-sm text-muted-foreground">
      <div className="mx-auto flex w-full max-w-[1100px] flex-wrap items-center justify-between gap-4">
        <p>Ultimate Human · your data stays on this server.</p>
        <nav aria-label="Footer">
          <ul className="flex gap-2">
            {(
              [
                ['/terms', 'Terms'],
                ['/privacy', 'Privacy'],
                ['/help', 'Help'],
              ] as const
            ).map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-foreground hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
