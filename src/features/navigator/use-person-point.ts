import { useEffect, useState } from 'react';
import { regionDefaultPoint, type GeoPoint } from '@common/navigator/constants';
import { useRegionStore } from '@/stores/region';

/** Where the distances are counted from: the browser's location, or the chosen region's default point. */
export interface PersonPoint {
  point: GeoPoint;
  source: 'browser' | 'region';
}

/** Coordinates rounded to about 10 m: enough for distances, and the same for the next request (cache). */
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

type Permission = 'granted' | 'prompt' | 'denied' | 'unsupported';

/**
 * The person's point. The browser's location is used when the person has allowed it: at once when
 * the permission was given before, or after «Определить моё местоположение» (locate); until then,
 * and when it is refused or fails, the default point of the region chosen in the top bar.
 */
export function usePersonPoint() {
  const regionId = useRegionStore((state) => state.regionId);
  const [browserPoint, setBrowserPoint] = useState<GeoPoint | null>(null);
  const [permission, setPermission] = useState<Permission>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator ? 'prompt' : 'unsupported',
  );
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBrowserPoint({ lat: rounded(position.coords.latitude), lon: rounded(position.coords.longitude) });
        setPermission('granted');
        setLocating(false);
      },
      (error) => {
        setPermission(error.code === error.PERMISSION_DENIED ? 'denied' : 'prompt');
        setLocating(false);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  useEffect(() => {
    let cancelled = false;
    if (!('permissions' in navigator) || !('geolocation' in navigator)) return;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled) return;
        if (status.state === 'granted') locate();
        else setPermission(status.state);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const current: PersonPoint = browserPoint
    ? { point: browserPoint, source: 'browser' }
    : { point: regionDefaultPoint(regionId), source: 'region' };
  return { ...current, regionId, permission, locating, locate };
}
