// Open task "Gerät kalibrieren lassen" (issue 37 item 4, decision 0680): for the device register's
// managers in a project (appraisers, installation appraisers), per device the project tested with
// in the last 90 days whose calibration has run out or runs out within 30 days.
import { deviceTypeLabels, isTaskForRoles } from '@baustellendoku/domain';
import { calibrationState, devicesRunningOut } from '../devices/index.js';
import type { TaskProvider } from './task-providers.js';

export const calibrationTasks: TaskProvider = async ({ db, projectId, project, roles }) => {
  if (!project.enabledFeatures.includes('mounting-documentation') || !isTaskForRoles('device-recalibrate', roles))
    return [];
  const now = new Date();
  return (await devicesRunningOut(db, projectId, now)).map((device) => ({
    type: 'device-recalibrate' as const,
    variables: {
      deviceId: device.deviceId,
      deviceType: deviceTypeLabels[device.type],
      serialNumber: device.serialNumber,
      state: calibrationState(device, now),
    },
  }));
};
