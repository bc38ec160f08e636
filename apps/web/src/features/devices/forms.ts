// Form pieces of the devices area for other areas' forms (the load-test forms' device select).
export { DeviceField, useDevicesOfKind, useFindDeviceBySerial } from './device-field';
