// Public module of the devices area: the devices a project tests with whose calibration runs out,
// for the register managers' task (decision 0680).
export { calibrationState, devicesRunningOut } from './calibration-tasks.js';
