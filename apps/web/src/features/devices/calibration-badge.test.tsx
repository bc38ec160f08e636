import { describe, expect, it } from 'vitest';
import { calibrationStatus } from './calibration-badge';

describe('calibration status of a device today', () => {
  it('is valid, running out within 30 days, run out, or not certified', () => {
    const today = '2026-11-29';
    expect(calibrationStatus('2026-12-30', today)).toEqual({ tone: 'success', label: 'Kalibriert bis 30.12.2026' });
    expect(calibrationStatus('2026-12-29', today)).toEqual({ tone: 'warning', label: 'Läuft am 29.12.2026 ab' });
    expect(calibrationStatus('2026-11-29', today)).toEqual({ tone: 'warning', label: 'Läuft am 29.11.2026 ab' });
    expect(calibrationStatus('2026-11-28', today)).toEqual({ tone: 'danger', label: 'Abgelaufen am 28.11.2026' });
    expect(calibrationStatus(null, today)).toEqual({ tone: 'neutral', label: 'Kein Kalibrierschein' });
  });
});
