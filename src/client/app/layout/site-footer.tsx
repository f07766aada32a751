import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { paths } from '@client/config/paths';
import { Logo } from './logo';

const socialLinks = [
  {
    label: 'TruSelf on Facebook',
    href: 'https://www.facebook.com/groups/truself',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  },
  {
    label: 'TruSelf on Instagram',
    href: 'https://www.instagram.com/truself',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  {
    label: 'TruSelf on YouTube',
    href: 'https://www.youtube.com/@truself',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z',
  },
  {
    label: 'TruSelf on LinkedIn',
    href: 'https://www.linkedin.com/company/truself',
    path: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2Zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9Z',
  },
];

const columns = [
  {
    title: 'For Patients',
    links: [
      { label: 'Find Doctors', href: paths.findDoctors.href() },
      { label: 'Browse Procedures', href: paths.browseProcedures.href() },
      { label: 'Discover by Concern', href: paths.discovery.href() },
      { label: 'TruGPT AI Assistant', href: paths.trugptBenefits.href() },
      { label: 'Community', href: paths.community.href() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.aboutUs.href() },
      { label: 'Contact Us', href: paths.contactUs.href() },
      { label: 'Privacy Policy', href: paths.privacy.href() },
      { label: 'Terms of Service', href: paths.terms.href() },
    ],
  },
];

// 44 px rows on touch screens (WCAG 2.5.8); the desktop list keeps its tighter rhythm.
const linkClass =
  'inline-flex min-h-11 items-center text-sm text-slate-300 hover:text-white hover:underline underline-offset-4 md:min-h-0';

export function SiteFooter() {
  return (
    // The space below the last line keeps it clear of the mobile bottom bar and of the floating TruGPT button.
    <footer className="bg-ink pb-20 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <div className="rounded-lg bg-white px-3 py-2 inline-block">
            <Logo />
          </div>
          <p className="mt-4 max-w-xs text-sm">
            Research procedures, compare verified providers and ask TruGPT — before you book.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social links">
            {socialLinks.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                  <span className="sr-only">{s.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={columns[0].title} links={columns[0].links} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">For Providers</h2>
          <ul className="mt-2 md:mt-4 md:space-y-3">
            <li>
              <Link to={paths.listPractice.href()} className={linkClass}>
                List Your Business
              </Link>
            </li>
            <li>
              <Link to={paths.claimProfile.href()} className={linkClass}>
                Claim Your Profile
              </Link>
            </li>
            <li>
              <Link to={paths.forSurgeons.href()} className={linkClass}>
                For Surgeons
              </Link>
            </li>
            <li className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-400 md:min-h-0">
              <span aria-disabled="true">TruSelf Business Network</span>
              <Badge variant="outline" className="shrink-0 border-slate-500 bg-transparent text-slate-300">
                Coming Soon
              </Badge>
            </li>
          </ul>
        </div>
        <FooterColumn title={columns[1].title} links={columns[1].links} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between">
          <p>© {new Date().getFullYear()} TruSelf. Information here is for research, not medical advice.</p>
          <p>No ad trackers. Your health searches stay yours.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-2 md:mt-4 md:space-y-3">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
