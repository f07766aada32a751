import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@client/config/paths';
import { loadQueries, type PageLoader } from '@client/lib/page-loader';
import { getSessionQueryOptions } from '@client/lib/session';
import { yieldToBrowser } from '@client/lib/yield-to-browser';
import { AppLayout } from './layout/app-layout';
import { LoadingShell } from './layout/loading-shell';
import { RouteError } from './layout/route-error';

/**
 * A page module: the page, the loader of what it shows (see lib/page-loader.ts), and what else it renders from a
 * chunk of its own (`preload`, lib/preloadable.ts), loaded before a page the server rendered is hydrated.
 */
type PageModule = { default: ComponentType; loader?: PageLoader; preload?: () => Promise<void> };

// SPEC §2: every route loads on demand. Pages are named by their file (relative to src/client, as in the build
// manifest) so the server can preload the chunk of the page it serves.
const pageModules = import.meta.glob<PageModule>([
  '/features/*/pages/*-page.tsx',
  '/app/layout/not-found-page.tsx',
]);

interface PageHandle {
  file: string;
  /** Chunks the page renders besides its own (its `preload`): the server preloads them with the page's. */
  also?: string[];
  preload?: () => Promise<void>;
}

const pages: [path: string, file: string, also?: string[]][] = [
  [paths.home.path, '/features/home/pages/home-page.tsx'],
  // Directory
  [paths.findDoctors.path, '/features/directory/pages/find-doctors-page.tsx'],
  [paths.browseProcedures.path, '/features/directory/pages/browse-procedures-page.tsx'],
  [paths.procedureCategory.path, '/features/directory/pages/procedure-category-page.tsx'],
  [paths.procedure.path, '/features/directory/pages/procedure-page.tsx'],
  [
    paths.provider.path,
    '/features/directory/pages/provider-page.tsx',
    ['/features/directory/components/provider/consultation-form.tsx'],
  ],
  [paths.providerPhotos.path, '/features/directory/pages/provider-photos-page.tsx'],
  [paths.location.path, '/features/directory/pages/location-page.tsx'],
  [paths.locationDetail.path, '/features/directory/pages/location-detail-page.tsx'],
  [paths.article.path, '/features/directory/pages/article-page.tsx'],
  [paths.discovery.path, '/features/directory/pages/discovery-page.tsx'],
  // Accounts
  [paths.auth.path, '/features/auth/pages/auth-page.tsx'],
  [paths.authPage.path, '/features/auth/pages/auth-page.tsx'],
  [paths.signup.path, '/features/auth/pages/sign-up-page.tsx'],
  [paths.signin.path, '/features/auth/pages/sign-in-page.tsx'],
  [paths.chooseSignup.path, '/features/auth/pages/choose-sign-up-page.tsx'],
  [paths.forgotPassword.path, '/features/auth/pages/forgot-password-page.tsx'],
  [paths.resetPassword.path, '/features/auth/pages/reset-password-page.tsx'],
  // TruGPT
  [paths.trugptBenefits.path, '/features/trugpt/pages/trugpt-benefits-page.tsx'],
  [paths.trugptChat.path, '/features/trugpt/pages/trugpt-chat-page.tsx'],
  [paths.trugptDetail.path, '/features/trugpt/pages/trugpt-detail-page.tsx'],
  [paths.trugptHistory.path, '/features/trugpt/pages/trugpt-history-page.tsx'],
  // Provider side
  [paths.listPractice.path, '/features/provider-side/pages/list-practice-page.tsx'],
  [paths.providerNetwork.path, '/features/provider-side/pages/provider-network-page.tsx'],
  [paths.forSurgeons.path, '/features/provider-side/pages/for-surgeons-page.tsx'],
  [paths.claimProfile.path, '/features/provider-side/pages/claim-profile-page.tsx'],
  [paths.leadAdminDashboard.path, '/features/provider-side/pages/lead-admin-dashboard-page.tsx'],
  [paths.leadForm.path, '/features/provider-side/pages/lead-form-page.tsx'],
  [paths.leadGenerationLanding.path, '/features/provider-side/pages/lead-generation-landing-page.tsx'],
  [paths.marketingLeadGeneration.path, '/features/provider-side/pages/marketing-lead-generation-page.tsx'],
  [paths.patientContact.path, '/features/provider-side/pages/patient-contact-page.tsx'],
  [paths.photoImportAdmin.path, '/features/provider-side/pages/photo-import-admin-page.tsx'],
  [paths.providerImport.path, '/features/provider-side/pages/provider-import-page.tsx'],
  [paths.downloadTemplate.path, '/features/provider-side/pages/download-template-page.tsx'],
  [paths.trulinkProfile.path, '/features/provider-side/pages/trulink-profile-page.tsx'],
  [paths.trulinkmd.path, '/features/provider-side/pages/trulinkmd-page.tsx'],
  [paths.trulinkmdDetail.path, '/features/provider-side/pages/trulinkmd-detail-page.tsx'],
  [paths.trulinkmdLanding.path, '/features/provider-side/pages/trulinkmd-landing-page.tsx'],
  // Company and community
  [paths.contactUs.path, '/features/company/pages/contact-us-page.tsx'],
  [paths.community.path, '/features/company/pages/community-page.tsx'],
  [paths.forum.path, '/features/company/pages/forum-page.tsx'],
  [paths.terms.path, '/features/company/pages/terms-page.tsx'],
  [paths.privacy.path, '/features/company/pages/privacy-page.tsx'],
  [paths.aboutUs.path, '/features/company/pages/about-us-page.tsx'],
  [paths.adminDashboard.path, '/features/admin/pages/admin-dashboard-page.tsx'],
  // Signed-in patient
  [paths.dashboard.path, '/features/patient/pages/dashboard-page.tsx'],
  [paths.profile.path, '/features/patient/pages/profile-page.tsx'],
  [paths.favorites.path, '/features/patient/pages/favorites-page.tsx'],
  // Development outbox (the server answers 404 for its data in production)
  [paths.devOutbox.path, '/features/auth/pages/dev-outbox-page.tsx'],
  ['*', '/app/layout/not-found-page.tsx'],
];

/** Every page shows the layout, and the layout shows who is signed in. */
const layoutLoader = loadQueries(() => [getSessionQueryOptions()]);

/**
 * The whole route tree, its loaders reading and filling `queryClient`: the browser router and the server's render
 * share it. `waitForData`: the server renders once its loaders have loaded everything the page shows.
 */
export function createRouteTree(
  queryClient: QueryClient,
  { waitForData }: { waitForData: boolean },
): RouteObject[] {
  const withCache =
    (loader: PageLoader): RouteObject['loader'] =>
    (args) =>
      loader({ ...args, queryClient, waitForData });
  const children = pages.map(([path, file]): RouteObject => {
    const load = pageModules[file];
    if (!load) throw new Error(`No page module ${file}`);
    const handle: PageHandle = { file: file.slice(1) };
    return {
      // Named, so the browser can say which routes' data the server's render already loaded (createPageRouter).
      id: `page:${path}`,
      path,
      handle,
      lazy: async () => {
        const page = await load();
        handle.preload = page.preload;
        return { Component: page.default, loader: page.loader ? withCache(page.loader) : undefined };
      },
    };
  });
  return [
    {
      id: 'layout',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      // While the first page's chunk and loaders run in a page the browser renders itself. (A page the server
      // rendered is hydrated only once they are done: start.tsx.)
      HydrateFallback: LoadingShell,
      loader: withCache(layoutLoader),
      children,
    },
  ];
}

/** The router of a page the browser renders itself (a signed-in visitor's, or one the server did not render). */
export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRouteTree(queryClient, { waitForData: false }));
}

type LazyRoute = () => Promise<Partial<RouteObject>>;

export { yieldToBrowser };

/**
 * The router that takes over a page the server rendered: the page's own module is loaded first (only that page's
 * code: other pages stay in their chunks), and the router starts as already loaded, as the server's render left
 * it. So hydrating runs no loader again, renders no fallback, and leaves the scroll position alone (React Router
 * scrolls to the top on a first load it ran itself, which would undo a visitor's scrolling while the app starts).
 */
export async function createPageRouter(queryClient: QueryClient): Promise<DataRouter> {
  const routes = createRouteTree(queryClient, { waitForData: false });
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await (route.lazy as LazyRoute)();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
  // What the page renders from chunks of its own (already fetched: the server preloads them), each evaluated in a
  // task of its own, so hydration finds them loaded and replaces nothing of the server's markup.
  for (const { route } of matches) {
    const preload = (route.handle as PageHandle | undefined)?.preload;
    if (preload) {
      await yieldToBrowser();
      await preload();
    }
  }
  const loaderData = Object.fromEntries(
    matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : [])),
  );
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}

/** The route paths alone, to tell which page a URL shows without a query cache. */
const pathTree: RouteObject[] = [
  {
    children: pages.map(([path, file, also]) => ({
      path,
      handle: { file: file.slice(1), also: also?.map((f) => f.slice(1)) } satisfies PageHandle,
    })),
  },
];

/** Source files (build manifest keys) of the page a URL path shows. */
export function pageFilesFor(pathname: string): string[] {
  return (matchRoutes(pathTree, pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle.file, ...(handle.also ?? [])] : [];
  });
}
