// Every route path of SPEC §2, spelled once, for the app and for the server (which answers 404 for a path no
// page serves). Build links with the href helpers; never by hand.
type Params = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Params) {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const route = (path: string) => ({ path, href: (query?: Params) => withQuery(path, query) });

export const paths = {
  home: route('/'),
  findDoctors: route('/find-doctors'),
  browseProcedures: route('/browse-procedures'),
  procedureCategory: {
    path: '/procedures/category/:categoryId',
    href: (categoryId: string) => `/procedures/category/${encodeURIComponent(categoryId)}`,
  },
  procedure: {
    path: '/procedure/:procedureId',
    href: (procedureId: string) => `/procedure/${encodeURIComponent(procedureId)}`,
  },
  auth: route('/auth'),
  signup: route('/signup'),
  signin: route('/signin'),
  authPage: route('/auth-page'),
  chooseSignup: route('/choose-signup'),
  forgotPassword: route('/forgot-password'),
  resetPassword: route('/reset-password'),
  trugptBenefits: route('/trugpt-benefits'),
  trugptChat: route('/trugpt-chat'),
  trugptDetail: route('/trugpt-detail'),
  trugptHistory: route('/trugpt-history'),
  listPractice: route('/list-practice'),
  providerNetwork: route('/provider-network'),
  provider: {
    path: '/provider/:id',
    /** `procedure`: the procedure the visitor came looking for; the consultation form starts on it. */
    href: (id: string | number, query?: { procedure?: string | null }) =>
      withQuery(`/provider/${encodeURIComponent(String(id))}`, query),
  },
  providerPhotos: route('/provider-photos'),
  contactUs: route('/contact-us'),
  community: route('/community'),
  forum: route('/forum'),
  dashboard: route('/dashboard'),
  profile: route('/profile'),
  favorites: route('/favorites'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  aboutUs: route('/about-us'),
  adminDashboard: route('/admin-dashboard'),
  article: {
    path: '/article/:articleId',
    href: (articleId: string) => `/article/${encodeURIComponent(articleId)}`,
  },
  location: {
    path: '/location/:locationId',
    href: (locationId: string) => `/location/${encodeURIComponent(locationId)}`,
  },
  locationDetail: route('/location-detail'),
  downloadTemplate: route('/download-template'),
  discovery: route('/discovery'),
  forSurgeons: route('/for-surgeons'),
  claimProfile: route('/claim-profile'),
  leadAdminDashboard: route('/lead-admin-dashboard'),
  leadForm: route('/lead-form'),
  leadGenerationLanding: route('/lead-generation-landing'),
  marketingLeadGeneration: route('/marketing-lead-generation'),
  patientContact: route('/patient-contact'),
  photoImportAdmin: route('/photo-import-admin'),
  providerImport: route('/provider-import'),
  trulinkProfile: route('/trulink-profile'),
  trulinkmd: route('/trulinkmd'),
  trulinkmdDetail: route('/trulinkmd-detail'),
  trulinkmdLanding: route('/trulinkmd-landing'),
  devOutbox: route('/dev/outbox'),
} as const;

/** Every SPEC §2 route with a sample concrete URL, for tests that visit them all. */
export const specRouteSamples: string[] = [
  '/',
  '/find-doctors',
  '/browse-procedures',
  '/procedures/category/surgical',
  '/procedure/rhinoplasty',
  '/auth',
  '/signup',
  '/signin',
  '/auth-page',
  '/trugpt-benefits',
  '/trugpt-chat',
  '/trugpt-detail',
  '/trugpt-history',
  '/list-practice',
  '/provider-network',
  '/provider/1',
  '/provider-photos',
  '/contact-us',
  '/community',
  '/forum',
  '/dashboard',
  '/profile',
  '/favorites',
  '/terms',
  '/privacy',
  '/about-us',
  '/admin-dashboard',
  '/forgot-password',
  '/reset-password',
  '/article/understanding-rhinoplasty',
  '/location/miami-fl',
  '/choose-signup',
  '/download-template',
  '/discovery',
  '/for-surgeons',
  '/claim-profile',
  '/location-detail',
  '/lead-admin-dashboard',
  '/lead-form',
  '/lead-generation-landing',
  '/marketing-lead-generation',
  '/patient-contact',
  '/photo-import-admin',
  '/provider-import',
  '/trulink-profile',
  '/trulinkmd',
  '/trulinkmd-detail',
  '/trulinkmd-landing',
];

const patterns = Object.values(paths).map(
  (r) => new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** Whether some page of the app serves this path (otherwise the app shows its "not found" page). */
export const isAppPath = (pathname: string) => patterns.some((p) => p.test(pathname));
