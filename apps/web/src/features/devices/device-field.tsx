// The device of a load test (decision 0680): a registered device of the test's kind, shown with
// its calibration; without one the test is not judged.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { deviceTypeOfTest, serialNumberKey, type DeviceListItem } from '@baustellendoku/domain';
import { SelectField } from '@/components/ui/select-fields';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { devicesQuery, useDevices } from './api';

const optionLabel = (device: DeviceListItem) =>
  [
    device.serialNumber,
    device.model,
    device.calibratedUntil ? `kalibriert bis ${formatDate(device.calibratedUntil)}` : 'ohne Kalibrierschein',
  ]
    .filter(Boolean)
    .join(' · ');

/** The registered devices of a test kind, as the form offers them (also the printout's match). */
export function useDevicesOfKind(kind: 'dynamic' | 'static') {
  const devices = useDevices();
  return { ...devices, data: devices.data?.filter((device) => device.type === deviceTypeOfTest[kind]) };
}

/**
 * The registered device of a test kind with a serial number read from a printout (spaces and case
 * aside), or undefined: the printout reader's match (decision 0680).
 */
export function useFindDeviceBySerial(kind: 'dynamic' | 'static') {
  const queryClient = useQueryClient();
  return async (serialNumber: string) => {
    const devices = await queryClient.fetchQuery(devicesQuery());
    const key = serialNumberKey(serialNumber);
    return devices.find(
      (device) => device.type === deviceTypeOfTest[kind] && serialNumberKey(device.serialNumber) === key,
    );
  };
}

export function DeviceField({ kind, hint }: { kind: 'dynamic' | 'static'; hint?: ReactNode }) {
  const devices = useDevicesOfKind(kind);
  const options = (devices.data ?? []).map((device) => ({ value: device.deviceId, label: optionLabel(device) }));
  return (
    <SelectField
      name="deviceId"
      label="Registriertes Prüfgerät"
      options={options}
      allowEmpty
      placeholder={devices.isPending ? 'Geräte werden geladen …' : 'Gerät wählen'}
      hint={
        hint ?? (
          <>
            Nur Versuche mit einem am Prüfdatum kalibrierten Gerät werden beurteilt.{' '}
            <Link to={paths.devices()} className="tap-target inline-flex items-center text-brand-700 underline">
              Prüfgeräte ansehen
            </Link>
          </>
        )
      }
    />
  );
}
