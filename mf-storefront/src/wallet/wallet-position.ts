import { useState } from 'react';

import type { Position } from './wallet-distance';

export type PositionState =
  | { kind: 'off' }
  | { kind: 'locating' }
  | { kind: 'known'; position: Position }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/** The phone's position, asked for only when the visitor wants the vouchers near them. */
export function usePosition() {
  const [state, setState] = useState<PositionState>({ kind: 'off' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ kind: 'known', position: { lat: coords.latitude, lon: coords.longitude } }),
      (error) =>
        setState({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { state, locate, stop: () => setState({ kind: 'off' }) };
}
