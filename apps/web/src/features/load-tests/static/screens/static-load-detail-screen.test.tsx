import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { apiError, mockApi } from '@/test/mock-api';
import type { StaticLoadAnalysis } from '../types';
import { StaticLoadDetailScreen } from './static-load-detail-screen';

vi.mock('@/features/load-tests/load-test-map', () => ({
  LoadTestMap: ({ points }: { points: unknown[] }) => <div data-testid="map-stub">{points.length}</div>,
}));

const PROJECT = 'a0a6cef2-fbb5-4aec-9052-534035d39907';
const TEST = 'e8154a8d-a7d4-430b-b644-029ec48bde8d';

const project = {
  projectId: PROJECT,
  name: 'Gewerbepark Nord',
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

const results = { a0: 0, a1: 3.5, a2: 2, d0: 0.0019452, d2: 0.00680821, d3: 0.00389041 };
const entry = (subsidence: number, compression: number) => ({ subsidence, compression });
const test: StaticLoadAnalysis = {
  staticLoadAnalysisId: TEST,
  projectId: PROJECT,
  number: 3,
  createdAt: '2026-05-04T07:45:00.000Z',
  recordedAt: null,
  createdBy: { name: 'Ines Einbaugutachter' },
  updatedAt: null,
  updatedBy: null,
  document: { url: '/backend/file/protocol' },
  staticLoadAnalysisData: {
    gridField: 'C7/03',
    measuringPointName: null,
    layer: 'Planum',
    analysedAt: '2026-05-04T07:30:00.000Z',
    geoCoordinate: { lat: 53.70572, lng: 10.01166 },
    evd1: 50,
    height: 12350,
    layerThickness: 300,
    timeBetweenCompressionAndAnalysis: 24,
    plateBase: false,
    temperature: 14,
    temperatureDayBefore: 12,
    precipitationDayBefore: false,
    precipitation: false,
    preLoad: 0.01,
    liftingArm: 1,
    testLayer: 'Tragschicht',
    plateDiameter: 300,
    staticLoadTest: {
      ...results,
      ev: 50,
      maxCompression: 0.5,
      staticLoads: [
        entry(0.08, 0.2928),
        entry(0.16, 0.6112),
        entry(0.24, 0.9552),
        entry(0.32, 1.3248),
        entry(0.4, 1.72),
        entry(0.45, 1.98),
        entry(0.5, 2.25),
      ],
      staticUnloads: [entry(0.25, 2.12), entry(0.125, 1.83), entry(0.01, 1.12196)],
    },
    staticLoadRetest: {
      a0: 1.1,
      a1: 2.2,
      a2: -0.4,
      d0: 0.00269898,
      d2: 0.00593776,
      d3: -0.00107959,
      ev: 112.5,
      staticLoads: [
        entry(0.08, 1.27344),
        entry(0.16, 1.44176),
        entry(0.24, 1.60496),
        entry(0.32, 1.76304),
        entry(0.4, 1.916),
        entry(0.45, 2.009),
      ],
    },
  },
  verdict: { result: 'notJudged', reason: 'Keine Anforderung für die Schicht' },
  device: {
    deviceId: 'd1',
    type: 'static_plate_load',
    serialNumber: 'PD-2207',
    model: 'Plattendruckgerät',
    calibratedOnTestDay: true,
    certificate: { certificateId: 'c1', issuedOn: '2026-01-12', validUntil: '2027-01-11', issuer: null },
  },
  retestOf: null,
  retestedBy: null,
};

function renderDetail(roles: string[], answer = { body: test } as { status?: number; body?: unknown }) {
  mockApi({ [`/project/${PROJECT}`]: { body: project }, [`/static-load-analysis/${TEST}`]: answer });
  const currentUser = currentUserFixture({
    assignedProjects: roles.length ? [{ projectId: PROJECT, roles }] : [],
  } as never);
  return renderRoutes(
    [{ path: '/projects/:projectId/static-load-analysis/:staticLoadAnalysisId', element: <StaticLoadDetailScreen /> }],
    {
      path: `/projects/${PROJECT}/static-load-analysis/${TEST}`,
      currentUser,
    },
  );
}

describe('static load detail', () => {
  it('shows the sections, the summaries, the map marker and both actions for an installation appraiser', async () => {
    renderDetail(['installation_appraiser']);
    expect(await screen.findByRole('heading', { name: 'C7/03', level: 1 })).toBeInTheDocument();
    for (const title of [
      'Details',
      'Durchführung',
      'Rahmenbedingungen',
      'Zusammenfassung Erstbelastung',
      'Zusammenfassung Zweitbelastung',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByTestId('map-stub')).toHaveTextContent('1');
    expect(screen.getByText('30,0 cm')).toBeInTheDocument();
    expect(screen.getByText('12,350 m NHN')).toBeInTheDocument();
    expect(screen.getByText('112,50 MN/m²')).toBeInTheDocument();
    expect(screen.getByText('2,25')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Versuch bearbeiten' })[0]).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/static-load-analysis/${TEST}/edit`,
    );
    expect(screen.getAllByRole('link', { name: 'Dokument herunterladen' })[0]).toHaveAttribute(
      'href',
      '/backend/file/protocol',
    );
    expect(screen.getByTestId('load-settlement-chart')).toBeInTheDocument();
    // The verdict of issue 37 with its layer and reason, and the way to the requirements.
    expect(screen.getByText('nicht beurteilt')).toBeInTheDocument();
    expect(screen.getByTestId('verdict-reason')).toHaveTextContent(
      'Schicht: Planum · Keine Anforderung für die Schicht',
    );
    expect(screen.getByRole('link', { name: 'Anforderungen ansehen' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/compaction-requirements`,
    );
    // The device whose figures they are, and its calibration on the test day (decision 0680).
    expect(screen.getByTestId('test-device')).toHaveTextContent(
      'Gerät: Statisches Plattendruckgerät Plattendruckgerät, Seriennummer PD-2207 · am Prüftag kalibriert (bis 11.01.2027)',
    );
    expect(screen.getByRole('link', { name: /Seriennummer PD-2207/ })).toHaveAttribute('href', '/devices/d1');
  });

  it('hides editing from other roles and the download without a document', async () => {
    renderDetail(['foreman'], { body: { ...test, document: null } });
    expect(await screen.findByRole('heading', { name: 'C7/03', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Versuch bearbeiten' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dokument herunterladen' })).toBeNull();
  });

  it('shows the forbidden page when the test is not visible', async () => {
    renderDetail(['foreman'], apiError(404, 'Nicht gefunden'));
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
  });

  it('shows the forbidden page without project access', async () => {
    renderDetail([]);
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
  });
});
