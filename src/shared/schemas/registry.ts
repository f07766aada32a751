// What the NPI registry says about a provider, for the profile's "From the NPI registry" box.

export interface RegistryFactsResponse {
  /** null when the profile has no NPI registry record (sample, CSV import, listing). */
  registry: {
    npi: string;
    taxonomyCode: string | null;
    /** NUCC meaning of the taxonomy code, e.g. "Otolaryngology / Facial Plastic Surgery". */
    taxonomy: string | null;
    licenseNumber: string | null;
    licenseState: string | null;
    /** ISO date of the registry's "Last Update Date". */
    updatedOn: string | null;
    /** The registry does not record board certification; only another source (a listing, an admin) confirms it. */
    boardCertification: { confirmed: true; board: string | null } | { confirmed: false };
    /** Claimed profiles: the owner edits everything except the registry's facts above. */
    claimed: boolean;
  } | null;
}

export const REGISTRY_NOTE = {
  proves:
    'The NPI registry confirms this clinician is enumerated with the licence and specialty below. It does not check skill, outcomes or board certification.',
  noBoard: 'Not confirmed: the NPI registry does not record board certification.',
} as const;
