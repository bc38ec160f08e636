import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import type { DynamicLoadAnalysis } from '../types';
import { DynamicLoadListScreen } from './dynamic-load-list-screen';

vi.mock('@/features/load-tests/load-test-map', () => ({
  LoadTestMap: ({
    points,
    showCount,
  }: {
    points: { number: number; value: number; lat: number }[];
    showCount?: boolean;
  }) => (
    <div data-testid="map-stub" data-count={showCount ? 'yes' : 'no'}>
      {points.map((point) => `${point.number}:${point.value}:${point.lat}`).join(' ')}
    </div>
  ),
}));

const PROJECT = 'a0a6cef2-fbb5-4aec-9052-534035d39907';
const project = (features: string[]) => ({
  projectId: PROJECT,
  name: 'Gewerbepark Nord',
  enabledFeatures: features,
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
});

const item = {
  dynamicLoadAnalysisId: 'd1',
  projectId: PROJECT,
  number: 4,
  createdAt: '2026-05-05T07:00:00.000Z',
  recordedAt: null,
  createdBy: { name: 'Fritz Polier' },
  updatedAt: null,
  updatedBy: null,
  document: null,
  dynamicLoadAnalysisData: {
    gridField: 'D4/02',
    analysedAt: '2026-05-05T06:45:00.000Z',
    geoCoordinate: { lat: 53.706548, lng: 10.010119 },
    evd: 48.8,
    analysisResult: null,
    height: 24350,
    soilLayerHeight: 300,
    soilType: 'Sand',
    soilRecovery: null,
    precipitation: null,
    temperature: null,
    deviceName: 'ZFG 3000 GPS',
    deviceModel: 'Zorn',
    layer: 'Frostschutzschicht',
  },
  verdict: { result: 'failed', reason: 'Evd 48,8 MN/m² unter dem Mindestwert 50 MN/m²' },
  retestOf: null,
  device: null,
  retestedBy: null,
} satisfies DynamicLoadAnalysis;

const point = {
  lat: 53.706548,
  lng: 10.010119,
  analysedAt: '2026-05-05T06:45:00.000Z',
  creator: 'Fritz Polier',
};

function renderList(roles: string[], features = ['mounting-documentation']) {
  const api = mockApi({
    [`/project/${PROJECT}`]: { body: project(features) },
    '/dynamic-load-analysis': ({ url }) => {
      const search = url.searchParams.get('search');
      return { body: { items: search && !'d4/02'.includes(search.toLowerCase()) ? [] : [item] } };
    },
    // The map's markers come lean and complete; the table pages.
    '/dynamic-load-analysis/points': {
      body: {
        items: [
          { ...point, id: 'd1', number: 4, value: 48.8 },
          { ...point, id: 'd0', number: 3, value: 61.5, lat: 53.7066 },
        ],
      },
    },
  });
  renderRoutes([{ path: '/projects/:projectId/dynamic-load-analysis', element: <DynamicLoadListScreen /> }], {
    path: `/projects/${PROJECT}/dynamic-load-analysis`,
    currentUser: currentUserFixture({ assignedProjects: [{ projectId: PROJECT, roles }] } as never),
  });
  return api;
}

describe('dynamic load list', () => {
  it('shows the tests on the map and as rows; the foreman may record new ones', async () => {
    const api = renderList(['foreman']);
    expect((await screen.findAllByText('Versuch-Nr. 4')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('D4/02').length).toBeGreaterThan(0);
    expect(screen.getAllByText('48,80 MN/m²').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Fritz Polier').length).toBeGreaterThan(0);
    // The verdict against the layer's requirement, with its reason (issue 37).
    expect(screen.getAllByText('nicht erfüllt').length).toBeGreaterThan(0);
    expect(screen.getAllByText(': Evd 48,8 MN/m² unter dem Mindestwert 50 MN/m²').length).toBeGreaterThan(0);
    expect(screen.getByTestId('map-stub')).toHaveTextContent('4:48.8:53.706548 3:61.5:53.7066');
    expect(screen.getByTestId('map-stub')).toHaveAttribute('data-count', 'yes');
    expect(screen.getAllByRole('link', { name: 'Dynamischen Versuch erfassen' }).length).toBeGreaterThan(0);
    const urls = api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const page = urls.find((url) => url.pathname.endsWith('/dynamic-load-analysis'))!;
    expect(Object.fromEntries(page.searchParams)).toEqual({ skip: '0', limit: '51', projectId: PROJECT });
    const points = urls.find((url) => url.pathname.endsWith('/dynamic-load-analysis/points'))!;
    expect(Object.fromEntries(points.searchParams)).toEqual({ projectId: PROJECT });
    // One page was all there is: no button for more.
    expect(screen.queryByRole('button', { name: 'Weitere Versuche laden' })).toBeNull();
  });

  it('searches the table on the server once typing pauses; the map keeps every test', async () => {
    const user = userEvent.setup();
    const api = renderList(['foreman']);
    await user.type(await screen.findByRole('searchbox', { name: 'Dynamische Versuche durchsuchen' }), 'X9');
    expect(await screen.findByText('Kein Versuch gefunden für „X9“.')).toBeInTheDocument();
    const searched = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.searchParams.has('search'));
    // Typing is not sent letter by letter.
    expect(searched.map((url) => url.searchParams.get('search'))).toEqual(['X9']);
    expect(screen.getByTestId('map-stub')).toHaveTextContent('4:48.8:53.706548 3:61.5:53.7066');
    await user.click(screen.getByRole('button', { name: 'Suche leeren' }));
    expect((await screen.findAllByText('Versuch-Nr. 4')).length).toBeGreaterThan(0);
  });

  it('offers no create action to other roles', async () => {
    renderList(['installation_appraiser']);
    expect((await screen.findAllByText('Versuch-Nr. 4')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Dynamischen Versuch erfassen' })).toBeNull();
  });

  it('denies access when the soil feature is off', async () => {
    renderList(['foreman'], []);
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
  });
});
