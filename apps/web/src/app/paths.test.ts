import { describe, expect, it } from 'vitest';
import { buildPath, routePatterns } from '@baustellendoku/domain';
import { paths } from '@/lib/paths';
import { resolveRedirectTarget } from '@/features/auth/screens/redirect-screen';
import { appScreens } from './router';

describe('paths', () => {
  it('builds links from route names with encoded ids', () => {
    expect(paths.orderDetail('p 1', 'o/2')).toBe('/projects/p%201/orders/o%2F2');
    expect(paths.createDelivery('p1', 'o2')).toBe('/projects/p1/orders/o2/delivery/new');
    expect(paths.editEbvFeature('p1')).toBe('/projects/p1/feature/ebv');
    expect(paths.editMountingDocumentationFeature('p1')).toBe('/projects/p1/features/mounting-documentation');
    expect(paths.batchDisposalInformation('p1', 'w1', 'b1')).toBe(
      '/projects/p1/wrecking-piles/w1/batch/b1/disposal-information',
    );
    expect(paths.home()).toBe('/');
  });

  it('drops an empty optional segment and rejects a missing required id', () => {
    expect(paths.createDeliveryNote('p1', 'w1', '0/2 RC-1', undefined)).toBe(
      '/projects/p1/wrecking-pile-inventory/w1/delivery-note/0%2F2%20RC-1',
    );
    expect(paths.createDeliveryNote('p1', 'w1', 'RC-1', 'GE')).toBe(
      '/projects/p1/wrecking-pile-inventory/w1/delivery-note/RC-1/GE',
    );
    expect(() => buildPath(routePatterns.orderDetail, ['p1'])).toThrow('orderId must be provided');
  });

  it('has a screen for every signed-in route of the three spec parts', () => {
    const publicRoutes = ['dataPrivacyPolicy', 'login', 'loginSuccessful', 'loginFailed', 'redirect'];
    const expected = Object.keys(routePatterns)
      .filter((name) => !publicRoutes.includes(name))
      .sort();
    expect(Object.keys(appScreens).sort()).toEqual(expected);
    // Part 1: 19 signed-in routes (with the two feature settings), part 2: 19, part 3: 20 more,
    // the material class calculator of issue 23, the Einbautabelle of issue 15, the outbox of issue 22,
    // the three webhook screens and the token screen of issue 35, and the admin's history check and
    // retention list of issue 36, and the compaction requirements, test lots and the device register
    // (list, new, detail) of issue 37.
    expect(expected).toHaveLength(72);
  });
});

describe('/redirect targets', () => {
  const resolve = (query: string) => resolveRedirectTarget(new URLSearchParams(query));
  it('resolves known types with their ids and falls back to the homepage', () => {
    expect(resolve('type=order&projectId=p1&orderId=o9')).toBe('/projects/p1/orders/o9');
    expect(resolve('type=project&projectId=p1')).toBe('/projects/p1');
    expect(resolve('type=wrecking-pile&projectId=p1&wreckingPileId=w3')).toBe('/projects/p1/wrecking-piles/w3');
    expect(resolve('type=order&projectId=p1')).toBe('/');
    expect(resolve('type=unknown&projectId=p1')).toBe('/');
    expect(resolve('')).toBe('/');
  });
});
