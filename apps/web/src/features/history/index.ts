// Public module of the history area: the recent-activity card of the project dashboard.
// Other areas import only this file (eslint.config.js).
export { RecentActivityCard } from './recent-activity-card';
