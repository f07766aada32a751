// The header of the NPPES "NPI Data Dissemination" file (npidata_pfile_YYYYMMDD-YYYYMMDD.csv), as CMS publishes it:
// 330 columns, every value quoted. The weekly update files use the same header. The importer finds the columns it
// reads by name, so a file with the columns in another order, or with columns added, still imports.

const TAXONOMY_SLOTS = 15;
const OTHER_IDENTIFIER_SLOTS = 50;

export const NPPES_HEADER: readonly string[] = [
  'NPI',
  'Entity Type Code',
  'Replacement NPI',
  'Employer Identification Number (EIN)',
  'Provider Organization Name (Legal Business Name)',
  'Provider Last Name (Legal Name)',
  'Provider First Name',
  'Provider Middle Name',
  'Provider Name Prefix Text',
  'Provider Name Suffix Text',
  'Provider Credential Text',
  'Provider Other Organization Name',
  'Provider Other Organization Name Type Code',
  'Provider Other Last Name',
  'Provider Other First Name',
  'Provider Other Middle Name',
  'Provider Other Name Prefix Text',
  'Provider Other Name Suffix Text',
  'Provider Other Credential Text',
  'Provider Other Last Name Type Code',
  'Provider First Line Business Mailing Address',
  'Provider Second Line Business Mailing Address',
  'Provider Business Mailing Address City Name',
  'Provider Business Mailing Address State Name',
  'Provider Business Mailing Address Postal Code',
  'Provider Business Mailing Address Country Code (If outside U.S.)',
  'Provider Business Mailing Address Telephone Number',
  'Provider Business Mailing Address Fax Number',
  'Provider First Line Business Practice Location Address',
  'Provider Second Line Business Practice Location Address',
  'Provider Business Practice Location Address City Name',
  'Provider Business Practice Location Address State Name',
  'Provider Business Practice Location Address Postal Code',
  'Provider Business Practice Location Address Country Code (If outside U.S.)',
  'Provider Business Practice Location Address Telephone Number',
  'Provider Business Practice Location Address Fax Number',
  'Provider Enumeration Date',
  'Last Update Date',
  'NPI Deactivation Reason Code',
  'NPI Deactivation Date',
  'NPI Reactivation Date',
  'Provider Gender Code',
  'Authorized Official Last Name',
  'Authorized Official First Name',
  'Authorized Official Middle Name',
  'Authorized Official Title or Position',
  'Authorized Official Telephone Number',
  ...Array.from({ length: TAXONOMY_SLOTS }, (_, i) => [
    `Healthcare Provider Taxonomy Code_${i + 1}`,
    `Provider License Number_${i + 1}`,
    `Provider License Number State Code_${i + 1}`,
    `Healthcare Provider Primary Taxonomy Switch_${i + 1}`,
  ]).flat(),
  ...Array.from({ length: OTHER_IDENTIFIER_SLOTS }, (_, i) => [
    `Other Provider Identifier_${i + 1}`,
    `Other Provider Identifier Type Code_${i + 1}`,
    `Other Provider Identifier State_${i + 1}`,
    `Other Provider Identifier Issuer_${i + 1}`,
  ]).flat(),
  'Is Sole Proprietor',
  'Is Organization Subpart',
  'Parent Organization LBN',
  'Parent Organization TIN',
  'Authorized Official Name Prefix Text',
  'Authorized Official Name Suffix Text',
  'Authorized Official Credential Text',
  ...Array.from({ length: TAXONOMY_SLOTS }, (_, i) => `Healthcare Provider Taxonomy Group_${i + 1}`),
  'Certification Date',
];

export interface NppesTaxonomy {
  code: string;
  license: string;
  licenseState: string;
  primary: boolean;
}

/** The fields of one registry row the directory uses. */
export interface NppesRecord {
  npi: string;
  entityType: string;
  organizationName: string;
  lastName: string;
  firstName: string;
  middleName: string;
  credential: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  lastUpdate: string;
  deactivationDate: string;
  reactivationDate: string;
  taxonomies: NppesTaxonomy[];
}

const NAMED = {
  npi: 'NPI',
  entityType: 'Entity Type Code',
  organizationName: 'Provider Organization Name (Legal Business Name)',
  lastName: 'Provider Last Name (Legal Name)',
  firstName: 'Provider First Name',
  middleName: 'Provider Middle Name',
  credential: 'Provider Credential Text',
  addressLine1: 'Provider First Line Business Practice Location Address',
  addressLine2: 'Provider Second Line Business Practice Location Address',
  city: 'Provider Business Practice Location Address City Name',
  state: 'Provider Business Practice Location Address State Name',
  postalCode: 'Provider Business Practice Location Address Postal Code',
  countryCode: 'Provider Business Practice Location Address Country Code (If outside U.S.)',
  phone: 'Provider Business Practice Location Address Telephone Number',
  lastUpdate: 'Last Update Date',
  deactivationDate: 'NPI Deactivation Date',
  reactivationDate: 'NPI Reactivation Date',
} as const satisfies Record<Exclude<keyof NppesRecord, 'taxonomies'>, string>;

export class NppesHeaderError extends Error {}

/** Positions of the columns the importer reads, found by name; refuses a file that lacks any of them. */
export function columnReader(header: string[]) {
  const at = new Map(header.map((name, i) => [name.trim(), i]));
  const need = (name: string) => {
    const i = at.get(name);
    if (i === undefined)
      throw new NppesHeaderError(`This is not an NPPES NPI file: it has no "${name}" column.`);
    return i;
  };
  const named = Object.entries(NAMED).map(([key, name]) => [key, need(name)] as const);
  const slots = Array.from({ length: TAXONOMY_SLOTS }, (_, i) => ({
    code: need(`Healthcare Provider Taxonomy Code_${i + 1}`),
    license: need(`Provider License Number_${i + 1}`),
    licenseState: need(`Provider License Number State Code_${i + 1}`),
    primary: need(`Healthcare Provider Primary Taxonomy Switch_${i + 1}`),
  }));
  return (cells: string[]): NppesRecord => {
    const record = { taxonomies: [] as NppesTaxonomy[] } as unknown as Record<string, unknown>;
    for (const [key, i] of named) record[key] = (cells[i] ?? '').trim();
    const taxonomies: NppesTaxonomy[] = [];
    for (const s of slots) {
      const code = (cells[s.code] ?? '').trim();
      if (!code) continue;
      taxonomies.push({
        code: code.toUpperCase(),
        license: (cells[s.license] ?? '').trim(),
        licenseState: (cells[s.licenseState] ?? '').trim().toUpperCase(),
        primary: (cells[s.primary] ?? '').trim().toUpperCase() === 'Y',
      });
    }
    record.taxonomies = taxonomies;
    return record as unknown as NppesRecord;
  };
}
