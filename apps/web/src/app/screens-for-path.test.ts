// The router is made with the screens an address may need and gets the others on navigation
// (decision 0783): it must pick the same screen as with all of them.
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { routePatterns } from '@baustellendoku/domain';
import { appScreens, createAppRouter } from './router';
import { screensFor } from './screens-for-path';

const patterns = Object.fromEntries(
  Object.keys(appScreens).map((name) => [name, routePatterns[name as keyof typeof routePatterns]]),
) as Record<string, string>;

/** An address for a pattern: each parameter a value with a space, so that it is encoded. */
const addressOf = (pattern: string, withOptional: boolean) =>
  pattern
    .split('/')
    .flatMap((segment) =>
      !segment.startsWith(':') ? [segment] : segment.endsWith('?') && !withOptional ? [] : [encodeURIComponent('x y')],
    )
    .join('/');

const addresses = Object.values(patterns).flatMap((pattern) => [
  addressOf(pattern, true),
  addressOf(pattern, false),
  `${addressOf(pattern, true).toUpperCase()}/`,
]);

const routesOf = (names: string[]): RouteObject[] => names.map((id) => ({ id, path: patterns[id] }));
const picked = (routes: RouteObject[], address: string) => matchRoutes(routes, address)?.at(-1)?.route.id;

describe('screensFor', () => {
  it('lets the router pick, for every screen address, what it picks among all screens', () => {
    const all = routesOf(Object.keys(patterns));
    for (const address of addresses) {
      const expected = picked(all, address);
      expect(expected, address).toBeDefined();
      expect(picked(routesOf(screensFor(address, patterns)), address), address).toBe(expected);
    }
  });

  it('never leaves the choice to the order in which screens were added', () => {
    const names = Object.keys(patterns);
    for (const address of addresses) {
      expect(picked(routesOf([...names].reverse()), address), address).toBe(picked(routesOf(names), address));
    }
  });

  it('offers few screens for an address, and none for an unknown one', () => {
    expect(screensFor('/projects/p1/orders', patterns)).toEqual(['orders']);
    expect(screensFor('/projects/p1/orders/new', patterns).sort()).toEqual(['createOrder', 'orderDetail']);
    expect(screensFor('/projects/p1/wrecking-pile-inventory/w1/delivery-note/RC-1', patterns)).toEqual([
      'createDeliveryNote',
    ]);
    expect(screensFor('/nirgendwo/x', patterns)).toEqual([]);
    expect(screensFor('/', patterns)).toEqual(['home']);
  });
});

describe('the app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts with the screens of its address and adds the others when a navigation needs them', async () => {
    window.history.replaceState(null, '', '/projects/p1/orders');
    const router = createAppRouter(new QueryClient());
    const screens = () => router.routes[2]!.children![1]!.children![0]!.children!.map((route) => route.path);
    expect(screens()).toEqual([routePatterns.orders, '*']);

    await router.navigate('/projects/p1/orders/o1');
    expect(router.state.matches.at(-1)?.route.path).toBe(routePatterns.orderDetail);
    await router.navigate('/projects/p1/dynamic-load-analysis');
    expect(router.state.matches.at(-1)?.route.path).toBe(routePatterns.listDynamicLoadAnalysis);
    await router.navigate('/nirgendwo');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(screens()).toEqual([
      routePatterns.orders,
      '*',
      routePatterns.orderDetail,
      routePatterns.listDynamicLoadAnalysis,
    ]);
    router.dispose();
  });
});
