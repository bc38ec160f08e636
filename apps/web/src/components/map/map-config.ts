// The map styles come from GET /public-config ({mapStyleUrl, mapSatelliteStyleUrl}); without them
// the map uses its built-in offline style.
import { usePublicConfig } from '@/lib/public-config';

export function useMapStyles() {
  const config = usePublicConfig();
  return {
    // A config that failed to load must not hide the map: the offline style needs nothing.
    isPending: config.isPending,
    street: config.data?.mapStyleUrl || null,
    satellite: config.data?.mapSatelliteStyleUrl || null,
  };
}
