// The committed test fixture: hand-written rows for every shape the importer must handle, then random rows.
// Every name and number here is made up. Regenerate with `npm run gen:nppes -- --fixture`.
import { random, randomRow, type RowValues } from './generate';

const practice = (zip: string, city: string, state: string, line1: string, phone: string, line2 = '') => ({
  'Provider First Line Business Practice Location Address': line1,
  'Provider Second Line Business Practice Location Address': line2,
  'Provider Business Practice Location Address City Name': city,
  'Provider Business Practice Location Address State Name': state,
  'Provider Business Practice Location Address Postal Code': zip,
  'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
  'Provider Business Practice Location Address Telephone Number': phone,
});

const person = (npi: string, first: string, last: string, credential: string, updated = '03/14/2025') => ({
  NPI: npi,
  'Entity Type Code': '1',
  'Provider First Name': first,
  'Provider Last Name (Legal Name)': last,
  'Provider Credential Text': credential,
  'Provider Enumeration Date': '05/23/2007',
  'Last Update Date': updated,
});

const taxonomy = (slot: number, code: string, license: string, state: string, primary: boolean) => ({
  [`Healthcare Provider Taxonomy Code_${slot}`]: code,
  [`Provider License Number_${slot}`]: license,
  [`Provider License Number State Code_${slot}`]: state,
  [`Healthcare Provider Primary Taxonomy Switch_${slot}`]: primary ? 'Y' : 'N',
});

/** NPIs the tests refer to by meaning. */
export const FIXTURE_NPI = {
  plasticMiami: '1922000001',
  facialTwoTaxonomies: '1922000002',
  dermSecondary: '1922000003',
  organization: '1922000004',
  deactivated: '1922000005',
  reactivated: '1922000006',
  poBox: '1922000007',
  handOnly: '1922000008',
  dermatopathology: '1922000009',
  foreign: '1922000010',
  unknownZip: '1922000011',
  familyNp: '1922000012',
  quotes: '1922000013',
  toClaim: '1922000014',
  laterDeactivated: '1922000015',
  newInUpdate: '1922000016',
} as const;

export function fixtureRows(): RowValues[] {
  const n = FIXTURE_NPI;
  const special: RowValues[] = [
    {
      ...person(n.plasticMiami, 'SOFIA', 'ramirez', 'M.D., F.A.C.S.'),
      ...practice('331391234', 'MIAMI BEACH', 'FL', '1200 ALTON RD', '3055550142', 'STE 400'),
      ...taxonomy(1, '208200000X', 'ME 98765', 'FL', true),
    },
    {
      ...person(n.facialTwoTaxonomies, 'david', 'NGUYEN', 'MD'),
      ...practice('77030', 'houston', 'tx', '6550 FANNIN ST, SUITE 1001', '713-555-0190'),
      ...taxonomy(1, '207Y00000X', 'TX-O4455', 'TX', false),
      ...taxonomy(2, '207YS0123X', 'TX-Q7788', 'TX', true),
    },
    {
      ...person(n.dermSecondary, 'Priya', 'Patel', 'D.O.'),
      ...practice('60611', 'CHICAGO', 'IL', '680 N LAKE SHORE DR', '3125550111'),
      ...taxonomy(1, '207Q00000X', '036.111222', 'IL', true),
      ...taxonomy(2, '207N00000X', '036.333444', 'IL', false),
    },
    {
      NPI: n.organization,
      'Entity Type Code': '2',
      'Provider Organization Name (Legal Business Name)': 'BAYSIDE PLASTIC SURGERY, P.A.',
      'Last Update Date': '01/02/2024',
      'Authorized Official Last Name': 'LEE',
      'Authorized Official First Name': 'ANN',
      ...practice('33131', 'MIAMI', 'FL', '1001 BRICKELL BAY DR', '3055550100'),
      ...taxonomy(1, '208200000X', '', '', true),
    },
    { NPI: n.deactivated, 'NPI Deactivation Date': '06/30/2019' },
    {
      ...person(n.reactivated, 'GRACE', 'KIM', 'MD'),
      ...practice('10021', 'NEW YORK', 'NY', '850 PARK AVE', '2125550177'),
      ...taxonomy(1, '207N00000X', '301122', 'NY', true),
      'NPI Deactivation Date': '02/01/2018',
      'NPI Reactivation Date': '03/15/2018',
    },
    {
      ...person(n.poBox, 'carlos', 'GARCIA', 'md'),
      ...practice('787011234', 'AUSTIN', 'TX', 'PO BOX 1234', '5125550123'),
      ...taxonomy(1, '207NS0135X', 'S1234', 'TX', true),
    },
    {
      ...person(n.handOnly, 'LIAM', 'SMITH', 'MD'),
      ...practice('98101', 'SEATTLE', 'WA', '1100 9TH AVE', '2065550150'),
      ...taxonomy(1, '2082S0105X', 'MD60001', 'WA', true),
    },
    {
      ...person(n.dermatopathology, 'EMILY', 'OKAFOR', 'MD'),
      ...practice('30305', 'ATLANTA', 'GA', '3200 PEACHTREE RD', '4045550166'),
      ...taxonomy(1, '207ND0900X', '070707', 'GA', true),
    },
    {
      ...person(n.foreign, 'HANS', 'MULLER', 'MD'),
      'Provider First Line Business Practice Location Address': 'KURFURSTENDAMM 1',
      'Provider Business Practice Location Address City Name': 'BERLIN',
      'Provider Business Practice Location Address Postal Code': '10719',
      'Provider Business Practice Location Address Country Code (If outside U.S.)': 'DE',
      ...taxonomy(1, '208200000X', '', '', true),
    },
    {
      ...person(n.unknownZip, 'NOAH', 'BROWN', 'MD'),
      ...practice('00000', 'NOWHERE', 'FL', '1 UNKNOWN WAY', '3055550000'),
      ...taxonomy(1, '207N00000X', 'ME00001', 'FL', true),
    },
    {
      ...person(n.familyNp, 'AISHA', 'JONES', 'APRN, FNP-C'),
      ...practice('33606', 'TAMPA', 'FL', '2 TAMPA GENERAL CIR', '8135550100'),
      ...taxonomy(1, '363LF0000X', 'APRN9001', 'FL', true),
    },
    {
      ...person(n.quotes, 'MARY "MOLLY"', "o'brien-mcdonald", 'MD, PHD'),
      ...practice('90210', 'BEVERLY HILLS', 'CA', '9735 WILSHIRE BLVD, "THE TOWER", FL 3', '(310) 555-0199'),
      ...taxonomy(1, '207WX0200X', 'A123456', 'CA', true),
    },
    {
      ...person(n.toClaim, 'WEI', 'CHEN', 'MD', '08/01/2024'),
      ...practice('94115', 'SAN FRANCISCO', 'CA', '2100 WEBSTER ST', '4155550123'),
      ...taxonomy(1, '208200000X', 'G55555', 'CA', true),
    },
    {
      ...person(n.laterDeactivated, 'ROSE', 'HALL', 'MD'),
      ...practice('85251', 'SCOTTSDALE', 'AZ', '7400 E OSBORN RD', '4805550100'),
      ...taxonomy(1, '207ND0101X', '40404', 'AZ', true),
    },
  ];
  const rnd = random(19);
  const randoms = Array.from({ length: 285 }, (_, i) => randomRow(rnd, 20_000 + i, { aesthetic: 0.4 }));
  return [...special, ...randoms];
}

/** A weekly update: changed details, a new licence, a deactivation and a newcomer. */
export function weeklyRows(): RowValues[] {
  const n = FIXTURE_NPI;
  return [
    {
      ...person(n.plasticMiami, 'SOFIA', 'RAMIREZ', 'MD, FACS', '11/17/2026'),
      ...practice('33131', 'MIAMI', 'FL', '1111 BRICKELL AVE', '3055550999', 'FLOOR 12'),
      ...taxonomy(1, '208200000X', 'ME 98765', 'FL', true),
    },
    {
      ...person(n.toClaim, 'WEI', 'CHEN', 'MD', '11/18/2026'),
      ...practice('94110', 'SAN FRANCISCO', 'CA', '1 REGISTRY MOVED ST', '4155550000'),
      ...taxonomy(1, '208200000X', 'G77777', 'CA', true),
    },
    { NPI: n.laterDeactivated, 'NPI Deactivation Date': '11/15/2026' },
    {
      ...person(n.newInUpdate, 'LENA', 'VOSS', 'DO', '11/19/2026'),
      ...practice('80206', 'DENVER', 'CO', '400 S COLORADO BLVD', '3035550101'),
      ...taxonomy(1, '2082S0099X', 'DR.0099', 'CO', true),
    },
  ];
}
