// How a provider is named across the site: "Dr." only for a physician's degree (MD, DO; also dental and podiatric
// doctors and MBBS), never "Dr. Noor Haddad, NP". Credentials are shown beside the name, not inside it.
const DOCTORATE = /(^|[\s,])(M\.?D|D\.?O|D\.?D\.?S|D\.?M\.?D|D\.?P\.?M|MBBS)\.?($|[\s,])/i;

export const isPhysicianCredential = (credentials: string | null | undefined) =>
  DOCTORATE.test(credentials ?? '');

export function providerDisplayName(
  firstName: string,
  lastName: string,
  credentials: string | null | undefined,
) {
  const name = `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim();
  return isPhysicianCredential(credentials) ? `Dr. ${name}` : name;
}
