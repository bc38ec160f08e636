// Public module of the recycled-material area (EBV): its cards on the project dashboard. Other areas
// import only this file (eslint.config.js). The two cards with a form load after the dashboard has
// painted (decision 0420): the form library is no part of the first screen, and on a phone they
// sit below the tasks and the activity.
import { lazy } from 'react';

export { EbvQuickStartCard } from './components/ebv-quick-start-card';

export const CaptureMaterialCard = lazy(() =>
  import('./components/capture-material-card').then((module) => ({ default: module.CaptureMaterialCard })),
);
export const DeliveryNoteSelectorCard = lazy(() =>
  import('./components/delivery-note-selector-card').then((module) => ({
    default: module.DeliveryNoteSelectorCard,
  })),
);
