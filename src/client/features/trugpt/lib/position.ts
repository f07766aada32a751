import { type Coordinates, NEAR_ME_PATTERN } from '@shared/schemas/trugpt';

/**
 * For "near me" questions only: the browser's position, if the patient allows it (the browser asks). Resolves
 * undefined when refused, unavailable or slow, and the answer then asks for a city or ZIP code instead.
 */
export function positionFor(message: string): Promise<Coordinates | undefined> {
  if (!NEAR_ME_PATTERN.test(message) || typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(undefined),
      { timeout: 8000, maximumAge: 10 * 60 * 1000 },
    );
  });
}
