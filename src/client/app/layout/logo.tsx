import { Link } from 'react-router';
import { paths } from '@client/config/paths';

const logoClass = 'flex items-center gap-2 rounded-md font-bold text-ink';

function LogoMark() {
  return (
    <>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#217a71" />
        <path d="M9 11h14M16 11v12" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="23" cy="22" r="2.2" fill="#7dcfc2" />
      </svg>
      <span className="text-xl tracking-tight">
        Tru<span className="text-brand-700">Self</span>
      </span>
    </>
  );
}

export function Logo() {
  return (
    <Link to={paths.home.href()} className={logoClass} aria-label="TruSelf home">
      <LogoMark />
    </Link>
  );
}

/** The logo outside the app's router (the loading shell): a plain link home. */
export function PlainLogo() {
  return (
    <a href={paths.home.href()} className={logoClass} aria-label="TruSelf home">
      <LogoMark />
    </a>
  );
}
