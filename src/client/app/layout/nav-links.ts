import { paths } from '@client/config/paths';

// SPEC §2 top bar: Patient Resources dropdown.
export const patientResources = [
  {
    label: 'Find Doctors',
    href: paths.findDoctors.href(),
    description: 'Search verified providers near you',
  },
  {
    label: 'Browse Procedures',
    href: paths.browseProcedures.href(),
    description: 'Guides with costs and recovery',
  },
  {
    label: 'TruGPT AI Assistant',
    href: paths.trugptBenefits.href(),
    description: 'Ask your procedure questions',
  },
  { label: 'Community', href: paths.community.href(), description: 'Learn from 105K+ members' },
];

export const forProviders = [
  { label: 'List Your Business', href: paths.listPractice.href() },
  { label: 'Claim Your Profile', href: paths.claimProfile.href() },
  { label: 'For Surgeons', href: paths.forSurgeons.href() },
  { label: 'TruLinkMD', href: paths.trulinkmdLanding.href() },
];
