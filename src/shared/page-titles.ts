// Every page's <title>, once: the server writes it into the page's head and the browser sets it when the app moves
// to the page, so the two never disagree.
import { paths } from './paths';

export const siteName = 'TruSelf';

export const pageTitle = (title: string) => `${title} | ${siteName}`;

export const homeTitle = 'TruSelf — research cosmetic, aesthetic and wellness procedures and providers';

/** Pages whose title depends on nothing but the path. */
const fixedTitles: Record<string, string> = {
  [paths.home.path]: homeTitle,
  [paths.findDoctors.path]: pageTitle('Find Doctors'),
  [paths.browseProcedures.path]: pageTitle('Browse cosmetic, aesthetic and wellness procedures'),
  [paths.discovery.path]: pageTitle('Explore procedures by concern'),
  [paths.locationDetail.path]: pageTitle('Find providers by location'),
  [paths.auth.path]: pageTitle('Sign in or create your account'),
  [paths.authPage.path]: pageTitle('Sign in or create your account'),
  [paths.signup.path]: pageTitle('Create your account'),
  [paths.signin.path]: pageTitle('Sign in'),
  [paths.chooseSignup.path]: pageTitle('Join TruSelf'),
  [paths.forgotPassword.path]: pageTitle('Reset your password'),
  [paths.resetPassword.path]: pageTitle('Choose a new password'),
  [paths.trugptBenefits.path]: pageTitle('TruGPT'),
  [paths.trugptChat.path]: pageTitle('Ask TruGPT'),
  [paths.trugptDetail.path]: pageTitle('How TruGPT works'),
  [paths.trugptHistory.path]: pageTitle('Your TruGPT conversations'),
  [paths.listPractice.path]: pageTitle('List Your Practice'),
  [paths.providerNetwork.path]: pageTitle('Provider Network'),
  [paths.forSurgeons.path]: pageTitle('For Surgeons'),
  [paths.leadAdminDashboard.path]: pageTitle('Lead Admin Dashboard'),
  [paths.leadForm.path]: pageTitle('Request a Consultation'),
  [paths.leadGenerationLanding.path]: pageTitle('Patient Leads'),
  [paths.marketingLeadGeneration.path]: pageTitle('Marketing for Practices'),
  [paths.patientContact.path]: pageTitle('Contact a Practice'),
  [paths.photoImportAdmin.path]: pageTitle('Import Photos'),
  [paths.providerImport.path]: pageTitle('Import Providers'),
  [paths.downloadTemplate.path]: pageTitle('Provider CSV Template'),
  [paths.trulinkProfile.path]: pageTitle('Your TruLink'),
  // Pages about one thing the query names (?provider=): their title until it has loaded, and the server's.
  [paths.trulinkmdDetail.path]: pageTitle('Find a provider’s TruLink'),
  [paths.providerPhotos.path]: pageTitle('Provider Photos'),
  [paths.claimProfile.path]: pageTitle('Claim Your Profile'),
  [paths.trulinkmd.path]: pageTitle('How TruLinkMD Works'),
  [paths.trulinkmdLanding.path]: pageTitle('TruLinkMD'),
  [paths.contactUs.path]: pageTitle('Contact Us'),
  [paths.community.path]: pageTitle('Community'),
  [paths.forum.path]: pageTitle('Community Forum — Coming Soon'),
  [paths.terms.path]: pageTitle('Terms of Service'),
  [paths.privacy.path]: pageTitle('Privacy Policy'),
  [paths.aboutUs.path]: pageTitle('About Us'),
  [paths.adminDashboard.path]: pageTitle('Admin Dashboard'),
  [paths.dashboard.path]: pageTitle('Your dashboard'),
  [paths.profile.path]: pageTitle('Your profile'),
  [paths.favorites.path]: pageTitle('Saved providers'),
  [paths.devOutbox.path]: pageTitle('Development outbox'),
};

/** The title of a page whose title depends only on its path (trailing slashes ignored), else undefined. */
export function fixedPageTitle(path: string): string | undefined {
  return fixedTitles[path === '/' ? path : path.replace(/\/+$/, '')];
}

/** Titles of pages about one thing, from what the page shows of it. */
export const titles = {
  provider: (p: {
    displayName: string;
    credentials: string | null;
    specialty: string;
    city: string;
    state: string;
  }) =>
    pageTitle(
      `${p.displayName}${p.credentials ? `, ${p.credentials}` : ''} — ${p.specialty} in ${p.city}, ${p.state}`,
    ),
  providerPhotos: (displayName: string | null) =>
    pageTitle(displayName ? `Photos: ${displayName}` : 'Provider Photos'),
  procedure: (shortName: string) => pageTitle(`${shortName}: cost, recovery, risks and results`),
  category: (name: string) => pageTitle(`${name}: guides, costs and recovery`),
  article: (title: string) => pageTitle(title),
  location: (city: string, state: string) =>
    pageTitle(`Cosmetic and wellness providers in ${city}, ${state}`),
  claimProfile: (ownsPractice: boolean) =>
    pageTitle(ownsPractice ? 'Manage Your Practice' : 'Claim Your Profile'),
  trulink: (displayName: string | null) =>
    displayName ? `${displayName} | TruLinkMD` : pageTitle('Find a provider’s TruLink'),
  notFound: (what: 'Provider' | 'Procedure guide' | 'Procedure category' | 'Article' | 'Location' | 'Page') =>
    pageTitle(`${what} not found`),
};
