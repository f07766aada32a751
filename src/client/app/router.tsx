import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@client/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

type PageModule = { default: ComponentType };

// SPEC §2: every route loads on demand. Pages are named by their file (relative to src/client, as in the build
// manifest) so the server can preload the chunk of the page it serves.
const pageModules = import.meta.glob<PageModule>([
  '/features/*/pages/*-page.tsx',
  '/app/layout/not-found-page.tsx',
]);

interface PageHandle {
  file: string;
}

const page = (file: string): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: PageHandle = { file: file.slice(1) };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
};

const routes: RouteObject[] = [
  { path: paths.home.path, ...page('/features/home/pages/home-page.tsx') },
  // Directory
  {
    path: paths.findDoctors.path,
    ...page('/features/directory/pages/find-doctors-page.tsx'),
  },
  {
    path: paths.browseProcedures.path,
    ...page('/features/directory/pages/browse-procedures-page.tsx'),
  },
  {
    path: paths.procedureCategory.path,
    ...page('/features/directory/pages/procedure-category-page.tsx'),
  },
  { path: paths.procedure.path, ...page('/features/directory/pages/procedure-page.tsx') },
  { path: paths.provider.path, ...page('/features/directory/pages/provider-page.tsx') },
  {
    path: paths.providerPhotos.path,
    ...page('/features/directory/pages/provider-photos-page.tsx'),
  },
  { path: paths.location.path, ...page('/features/directory/pages/location-page.tsx') },
  {
    path: paths.locationDetail.path,
    ...page('/features/directory/pages/location-detail-page.tsx'),
  },
  { path: paths.article.path, ...page('/features/directory/pages/article-page.tsx') },
  { path: paths.discovery.path, ...page('/features/directory/pages/discovery-page.tsx') },
  // Accounts
  { path: paths.auth.path, ...page('/features/auth/pages/auth-page.tsx') },
  { path: paths.authPage.path, ...page('/features/auth/pages/auth-page.tsx') },
  { path: paths.signup.path, ...page('/features/auth/pages/sign-up-page.tsx') },
  { path: paths.signin.path, ...page('/features/auth/pages/sign-in-page.tsx') },
  { path: paths.chooseSignup.path, ...page('/features/auth/pages/choose-sign-up-page.tsx') },
  {
    path: paths.forgotPassword.path,
    ...page('/features/auth/pages/forgot-password-page.tsx'),
  },
  {
    path: paths.resetPassword.path,
    ...page('/features/auth/pages/reset-password-page.tsx'),
  },
  // TruGPT
  {
    path: paths.trugptBenefits.path,
    ...page('/features/trugpt/pages/trugpt-benefits-page.tsx'),
  },
  { path: paths.trugptChat.path, ...page('/features/trugpt/pages/trugpt-chat-page.tsx') },
  {
    path: paths.trugptDetail.path,
    ...page('/features/trugpt/pages/trugpt-detail-page.tsx'),
  },
  {
    path: paths.trugptHistory.path,
    ...page('/features/trugpt/pages/trugpt-history-page.tsx'),
  },
  // Provider side
  {
    path: paths.listPractice.path,
    ...page('/features/provider-side/pages/list-practice-page.tsx'),
  },
  {
    path: paths.providerNetwork.path,
    ...page('/features/provider-side/pages/provider-network-page.tsx'),
  },
  {
    path: paths.forSurgeons.path,
    ...page('/features/provider-side/pages/for-surgeons-page.tsx'),
  },
  {
    path: paths.claimProfile.path,
    ...page('/features/provider-side/pages/claim-profile-page.tsx'),
  },
  {
    path: paths.leadAdminDashboard.path,
    ...page('/features/provider-side/pages/lead-admin-dashboard-page.tsx'),
  },
  { path: paths.leadForm.path, ...page('/features/provider-side/pages/lead-form-page.tsx') },
  {
    path: paths.leadGenerationLanding.path,
    ...page('/features/provider-side/pages/lead-generation-landing-page.tsx'),
  },
  {
    path: paths.marketingLeadGeneration.path,
    ...page('/features/provider-side/pages/marketing-lead-generation-page.tsx'),
  },
  {
    path: paths.patientContact.path,
    ...page('/features/provider-side/pages/patient-contact-page.tsx'),
  },
  {
    path: paths.photoImportAdmin.path,
    ...page('/features/provider-side/pages/photo-import-admin-page.tsx'),
  },
  {
    path: paths.providerImport.path,
    ...page('/features/provider-side/pages/provider-import-page.tsx'),
  },
  {
    path: paths.downloadTemplate.path,
    ...page('/features/provider-side/pages/download-template-page.tsx'),
  },
  {
    path: paths.trulinkProfile.path,
    ...page('/features/provider-side/pages/trulink-profile-page.tsx'),
  },
  {
    path: paths.trulinkmd.path,
    ...page('/features/provider-side/pages/trulinkmd-page.tsx'),
  },
  {
    path: paths.trulinkmdDetail.path,
    ...page('/features/provider-side/pages/trulinkmd-detail-page.tsx'),
  },
  {
    path: paths.trulinkmdLanding.path,
    ...page('/features/provider-side/pages/trulinkmd-landing-page.tsx'),
  },
  // Company and community
  { path: paths.contactUs.path, ...page('/features/company/pages/contact-us-page.tsx') },
  { path: paths.community.path, ...page('/features/company/pages/community-page.tsx') },
  { path: paths.forum.path, ...page('/features/company/pages/forum-page.tsx') },
  { path: paths.terms.path, ...page('/features/company/pages/terms-page.tsx') },
  { path: paths.privacy.path, ...page('/features/company/pages/privacy-page.tsx') },
  { path: paths.aboutUs.path, ...page('/features/company/pages/about-us-page.tsx') },
  {
    path: paths.adminDashboard.path,
    ...page('/features/admin/pages/admin-dashboard-page.tsx'),
  },
  // Signed-in patient
  { path: paths.dashboard.path, ...page('/features/patient/pages/dashboard-page.tsx') },
  { path: paths.profile.path, ...page('/features/patient/pages/profile-page.tsx') },
  { path: paths.favorites.path, ...page('/features/patient/pages/favorites-page.tsx') },
  // Development outbox (the server answers 404 for its data in production)
  { path: paths.devOutbox.path, ...page('/features/auth/pages/dev-outbox-page.tsx') },
  { path: '*', ...page('/app/layout/not-found-page.tsx') },
];

/** The whole route tree: the browser router and the server render share it. */
export const routeTree: RouteObject[] = [
  { Component: AppLayout, ErrorBoundary: RouteError, children: routes },
];

export function createRouter() {
  return createBrowserRouter(routeTree);
}

/**
 * Loads the page modules a URL path shows into the route tree, so a router made afterwards starts with them:
 * hydrating the server's markup needs the page at once, not a fallback while its chunk loads.
 */
export async function loadPagesFor(pathname: string) {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Source files (build manifest keys) of the page a URL path shows. */
export function pageFilesFor(pathname: string): string[] {
  return (matchRoutes(routeTree, pathname) ?? []).flatMap(
    (match) => (match.route.handle as PageHandle | undefined)?.file ?? [],
  );
}
