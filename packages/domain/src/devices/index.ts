export * from './calibration.js';
export * from './device-schemas.js';
