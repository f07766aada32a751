// SPEC §3: the marketing texts admins edit inline. The defaults live here so the page reads well before anyone
// has edited anything; a stored row replaces its default.
export const EDITABLE_CONTENT_KEYS = [
  'hero_title',
  'hero_subtitle',
  'benefits_title',
  'benefits_subtitle',
  'procedures_title',
  'procedures_subtitle',
  'community_title',
  'community_subtitle',
  'cta_title',
  'cta_subtitle',
] as const;

// SPEC §6 and §8 wording, kept free of the validation library so the home page can show it without loading it.
export const CONTENT_ACCESS_DENIED_TITLE = 'Access Denied';
export const CONTENT_ACCESS_DENIED = 'Only administrators can edit content.';
export const CONTENT_SAVED = {
  title: 'Content Updated',
  description: 'Your changes have been saved successfully.',
} as const;
export const CONTENT_SAVE_FAILED = 'Failed to save changes. Please try again.';

export type EditableContentKey = (typeof EDITABLE_CONTENT_KEYS)[number];

export type EditableContentKind = 'title' | 'subtitle';

export interface EditableContentDefinition {
  label: string;
  kind: EditableContentKind;
  defaultText: string;
}

export const EDITABLE_CONTENT_MAX_LENGTH: Record<EditableContentKind, number> = { title: 120, subtitle: 400 };

export const EDITABLE_CONTENT: Record<EditableContentKey, EditableContentDefinition> = {
  hero_title: {
    label: 'Hero title',
    kind: 'title',
    defaultText: 'Find Your Trusted Aesthetic & Wellness Provider',
  },
  hero_subtitle: {
    label: 'Hero subtitle',
    kind: 'subtitle',
    defaultText:
      'Research procedures, compare verified providers and get clear answers from TruGPT — so you can choose with confidence.',
  },
  benefits_title: { label: 'Benefits title', kind: 'title', defaultText: 'Why Patients Choose TruSelf' },
  benefits_subtitle: {
    label: 'Benefits subtitle',
    kind: 'subtitle',
    defaultText:
      'Everything you need to research a procedure and the people who perform it, in one calm place.',
  },
  procedures_title: { label: 'Procedures title', kind: 'title', defaultText: 'Popular Procedures' },
  procedures_subtitle: {
    label: 'Procedures subtitle',
    kind: 'subtitle',
    defaultText: 'Costs, recovery, risks and the questions to ask — start with what others research most.',
  },
  community_title: {
    label: 'Community title',
    kind: 'title',
    defaultText: 'Learn From People Who Have Been There',
  },
  community_subtitle: {
    label: 'Community subtitle',
    kind: 'subtitle',
    defaultText: 'Ask TruGPT, hear from experts and join a community of members sharing real experiences.',
  },
  cta_title: { label: 'Call to action title', kind: 'title', defaultText: 'Ready to Find Your Provider?' },
  cta_subtitle: {
    label: 'Call to action subtitle',
    kind: 'subtitle',
    defaultText:
      'Search verified providers near you, save your favourites and keep your research in one dashboard.',
  },
};

export function isEditableContentKey(key: string): key is EditableContentKey {
  return (EDITABLE_CONTENT_KEYS as readonly string[]).includes(key);
}

export function defaultContent(): Record<EditableContentKey, string> {
  return Object.fromEntries(EDITABLE_CONTENT_KEYS.map((k) => [k, EDITABLE_CONTENT[k].defaultText])) as Record<
    EditableContentKey,
    string
  >;
}
