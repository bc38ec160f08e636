// Public module of the orders area: the orders the installation documentation chooses from.
// Other areas import only this file (eslint.config.js).
export { useOrders } from './api';
export type { Order } from './types';
