import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@client/config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

type PageModule = { default: ComponentType };

// SPEC §2: every route loads on demand.
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routes: RouteObject[] = [
  { path: paths.home.path, ...page(() => import('@client/features/home/pages/home-page')) },
  // Directory
  {
    path: paths.findDoctors.path,
    ...page(() => import('@client/features/directory/pages/find-doctors-page')),
  },
  {
    path: paths.browseProcedures.path,
    ...page(() => import('@client/features/directory/pages/browse-procedures-page')),
  },
  {
    path: paths.procedureCategory.path,
    ...page(() => import('@client/features/directory/pages/procedure-category-page')),
  },
  { path: paths.procedure.path, ...page(() => import('@client/features/directory/pages/procedure-page')) },
  { path: paths.provider.path, ...page(() => import('@client/features/directory/pages/provider-page')) },
  {
    path: paths.providerPhotos.path,
    ...page(() => import('@client/features/directory/pages/provider-photos-page')),
  },
  { path: paths.location.path, ...page(() => import('@client/features/directory/pages/location-page')) },
  {
    path: paths.locationDetail.path,
    ...page(() => import('@client/features/directory/pages/location-detail-page')),
  },
  { path: paths.article.path, ...page(() => import('@client/features/directory/pages/article-page')) },
  { path: paths.discovery.path, ...page(() => import('@client/features/directory/pages/discovery-page')) },
  // Accounts
  { path: paths.auth.path, ...page(() => import('@client/features/auth/pages/auth-page')) },
  { path: paths.authPage.path, ...page(() => import('@client/features/auth/pages/auth-page')) },
  { path: paths.signup.path, ...page(() => import('@client/features/auth/pages/sign-up-page')) },
  { path: paths.signin.path, ...page(() => import('@client/features/auth/pages/sign-in-page')) },
  { path: paths.chooseSignup.path, ...page(() => import('@client/features/auth/pages/choose-sign-up-page')) },
  {
    path: paths.forgotPassword.path,
    ...page(() => import('@client/features/auth/pages/forgot-password-page')),
  },
  {
    path: paths.resetPassword.path,
    ...page(() => import('@client/features/auth/pages/reset-password-page')),
  },
  // TruGPT
  {
    path: paths.trugptBenefits.path,
    ...page(() => import('@client/features/trugpt/pages/trugpt-benefits-page')),
  },
  { path: paths.trugptChat.path, ...page(() => import('@client/features/trugpt/pages/trugpt-chat-page')) },
  {
    path: paths.trugptDetail.path,
    ...page(() => import('@client/features/trugpt/pages/trugpt-detail-page')),
  },
  {
    path: paths.trugptHistory.path,
    ...page(() => import('@client/features/trugpt/pages/trugpt-history-page')),
  },
  // Provider side
  {
    path: paths.listPractice.path,
    ...page(() => import('@client/features/provider-side/pages/list-practice-page')),
  },
  {
    path: paths.providerNetwork.path,
    ...page(() => import('@client/features/provider-side/pages/provider-network-page')),
  },
  {
    path: paths.forSurgeons.path,
    ...page(() => import('@client/features/provider-side/pages/for-surgeons-page')),
  },
  {
    path: paths.claimProfile.path,
    ...page(() => import('@client/features/provider-side/pages/claim-profile-page')),
  },
  {
    path: paths.leadAdminDashboard.path,
    ...page(() => import('@client/features/provider-side/pages/lead-admin-dashboard-page')),
  },
  { path: paths.leadForm.path, ...page(() => import('@client/features/provider-side/pages/lead-form-page')) },
  {
    path: paths.leadGenerationLanding.path,
    ...page(() => import('@client/features/provider-side/pages/lead-generation-landing-page')),
  },
  {
    path: paths.marketingLeadGeneration.path,
    ...page(() => import('@client/features/provider-side/pages/marketing-lead-generation-page')),
  },
  {
    path: paths.patientContact.path,
    ...page(() => import('@client/features/provider-side/pages/patient-contact-page')),
  },
  {
    path: paths.photoImportAdmin.path,
    ...page(() => import('@client/features/provider-side/pages/photo-import-admin-page')),
  },
  {
    path: paths.providerImport.path,
    ...page(() => import('@client/features/provider-side/pages/provider-import-page')),
  },
  {
    path: paths.downloadTemplate.path,
    ...page(() => import('@client/features/provider-side/pages/download-template-page')),
  },
  {
    path: paths.trulinkProfile.path,
    ...page(() => import('@client/features/provider-side/pages/trulink-profile-page')),
  },
  {
    path: paths.trulinkmd.path,
    ...page(() => import('@client/features/provider-side/pages/trulinkmd-page')),
  },
  {
    path: paths.trulinkmdDetail.path,
    ...page(() => import('@client/features/provider-side/pages/trulinkmd-detail-page')),
  },
  {
    path: paths.trulinkmdLanding.path,
    ...page(() => import('@client/features/provider-side/pages/trulinkmd-landing-page')),
  },
  // Company and community
  { path: paths.contactUs.path, ...page(() => import('@client/features/company/pages/contact-us-page')) },
  { path: paths.community.path, ...page(() => import('@client/features/company/pages/community-page')) },
  { path: paths.forum.path, ...page(() => import('@client/features/company/pages/forum-page')) },
  { path: paths.terms.path, ...page(() => import('@client/features/company/pages/terms-page')) },
  { path: paths.privacy.path, ...page(() => import('@client/features/company/pages/privacy-page')) },
  { path: paths.aboutUs.path, ...page(() => import('@client/features/company/pages/about-us-page')) },
  {
    path: paths.adminDashboard.path,
    ...page(() => import('@client/features/admin/pages/admin-dashboard-page')),
  },
  // Signed-in patient
  { path: paths.dashboard.path, ...page(() => import('@client/features/patient/pages/dashboard-page')) },
  { path: paths.profile.path, ...page(() => import('@client/features/patient/pages/profile-page')) },
  { path: paths.favorites.path, ...page(() => import('@client/features/patient/pages/favorites-page')) },
  // Development outbox (the server answers 404 for its data in production)
  { path: paths.devOutbox.path, ...page(() => import('@client/features/auth/pages/dev-outbox-page')) },
  { path: '*', ...page(() => import('./layout/not-found-page')) },
];

export function createRouter() {
  return createBrowserRouter([{ Component: AppLayout, ErrorBoundary: RouteError, children: routes }]);
}
