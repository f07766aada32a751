import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Where distances are measured from: a typed place, the browser's position, or nowhere. */
export type Origin = { near: string } | { lat: number; lng: number } | null;

type PositionState = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * ?near= wins; otherwise the browser's position, used silently only when the patient already allowed it, or after
 * they ask for it. We never prompt on page load.
 */
export function useDistanceOrigin() {
  const [params] = useSearchParams();
  const near = params.get('near')?.trim() || null;
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const [state, setState] = useState<PositionState>('idle');

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setPosition({
          lat: Math.round(p.coords.latitude * 1000) / 1000,
          lng: Math.round(p.coords.longitude * 1000) / 1000,
        });
        setState('idle');
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 10 * 60_000, timeout: 10_000 },
    );
  }, []);

  useEffect(() => {
    if (near || !navigator.permissions) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') locate();
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [near, locate]);

  const origin: Origin = near ? { near } : position;
  return { origin, locate, state, hasOrigin: origin !== null };
}
