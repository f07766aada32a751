/** SPEC §6: provider pages whose path contains provider/3 or the nutrition provider's slug. */
export const NUTRITION_PROVIDER_ID = 3;
export const NUTRITION_PROVIDER_SLUG = 'amara-okafor-md-rd-nutrition-wellness';

export function isNutritionProviderPath(pathname: string): boolean {
  return /\/provider\/3(?:\/|$|\?)/.test(pathname) || pathname.includes(NUTRITION_PROVIDER_SLUG);
}
