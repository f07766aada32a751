import { COMMUNITY_MEMBERS_LABEL } from '@shared/constants';

// The social-network community group SPEC §1 points patients to (105,000+ members, shown as '105K+').
export const COMMUNITY_GROUP = {
  name: 'TruSelf Community',
  url: 'https://www.facebook.com/groups/truself',
  membersLabel: COMMUNITY_MEMBERS_LABEL,
} as const;
