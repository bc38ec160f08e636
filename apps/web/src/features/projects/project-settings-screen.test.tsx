import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@baustellendoku/domain';
import { apiError, mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { ProjectSettingsScreen } from './project-settings-screen';

// The map editor (MapLibre, terra-draw) is a browser matter (e2e/site-map.e2e.ts); here it shows the text it gets.
vi.mock('@/components/map/site-area-editor', () => ({
  SiteAreaEditor: ({ value }: { value: string }) => <output data-testid="site-area-editor">{value}</output>,
}));

const FILE_ID = '6f1c1c1e-8a55-4f0e-9a11-2b7d3c4e5f60';
const project = {
  projectId: 'p1',
  name: 'Logistikzentrum Ost',
  number: '2026-033',
  client: 'Hansestadt Logistik GmbH',
  constructionWorkTypes: [],
  startDate: '2026-03-02',
  organizationId: 'o1',
  address: { street: 'Hafenrandstraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
  attributes: {
    layoutPlan: [{ id: FILE_ID, fileName: 'lageplan.pdf', url: '/backend/api/file/x' }],
    isBoundaryNotificationRequired: false,
    isExplosivesClearanceAvailable: true,
    isRemediationPlanAvailable: null,
    transferHeightTopInCentimeters: 1250,
    transferHeightBottomInCentimeters: null,
    geoJson: null,
  },
  enabledFeatures: [],
  isProjectDataCompleted: false,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};
const routes = [
  { path: '/projects/:projectId/settings', element: <ProjectSettingsScreen /> },
  { path: '/projects/:projectId', element: <p>Dashboard</p> },
];
const manager = currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['project_manager'] }] });
const publicConfig = { body: { supportEmail: 'support@example.org', mapStyleUrl: null, mapSatelliteStyleUrl: null } };
const point = JSON.stringify({ type: 'Point', coordinates: [9.99, 53.55] });

describe('project settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the saved data and requires the unanswered yes/no question before saving', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ '/project/p1': { body: project } });
    renderRoutes(routes, { path: '/projects/p1/settings', currentUser: manager });
    expect(await screen.findByLabelText(/Projektnummer/)).toHaveValue('2026-033');
    expect(screen.getByLabelText(/Übergabehöhe oben/)).toHaveValue('1250');
    expect(screen.getByRole('link', { name: 'lageplan.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Land')).toHaveValue('Deutschland');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const question = screen.getByRole('radiogroup', { name: /Sanierungsplan/ });
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(messages.required)).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the spec payload, shows the server 422 under the GeoJSON field, then goes to the dashboard', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = mockApi({
      'GET /project/p1': { body: project },
      '/public-config': publicConfig,
      'PUT /project/p1': () => {
        attempts += 1;
        if (attempts === 1)
          return apiError(422, 'Die Eingaben sind nicht gültig.', {
            violations: [{ propertyPath: 'attributes.geoJson', title: messages.invalidGeoJson }],
          });
        return { body: { ...project, isProjectDataCompleted: true } };
      },
    });
    const { router } = renderRoutes(routes, { path: '/projects/p1/settings', currentUser: manager });
    await user.click(within(await screen.findByRole('radiogroup', { name: /Sanierungsplan/ })).getByText('Nein'));
    await user.type(screen.getByLabelText(/Übergabehöhe unten/), '980,5');
    await user.click(screen.getByRole('button', { name: 'Als GeoJSON-Text bearbeiten' }));
    await user.click(screen.getByLabelText('Baufeld (GeoJSON)'));
    await user.paste(point);
    expect(await screen.findByTestId('site-area-editor')).toHaveTextContent(point);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const geoJson = screen.getByLabelText('Baufeld (GeoJSON)');
    await vi.waitFor(() => expect(geoJson).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(messages.invalidGeoJson)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Logistikzentrum Ost',
      number: '2026-033',
      client: 'Hansestadt Logistik GmbH',
      constructionWorkTypes: [],
      startDate: '2026-03-02',
      address: { street: 'Hafenrandstraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
      attributes: {
        layoutPlan: [FILE_ID],
        isBoundaryNotificationRequired: false,
        isExplosivesClearanceAvailable: true,
        isRemediationPlanAvailable: false,
        transferHeightTopInCentimeters: 1250,
        transferHeightBottomInCentimeters: 980.5,
        geoJson: point,
        // Not in the spec: the receipt setting of issue 34 (decision 0690).
        isDeliverySignatureRequired: false,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it('reads an uploaded KML file into the site area, and says what is wrong with a file without an area', async () => {
    const user = userEvent.setup();
    mockApi({ '/project/p1': { body: project }, '/public-config': publicConfig });
    renderRoutes(routes, { path: '/projects/p1/settings', currentUser: manager });
    const input = await screen.findByTestId('site-area-file');
    const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Baufeld</name><Polygon><outerBoundaryIs><LinearRing>
<coordinates>10.0089,53.7071,0 10.0141,53.7074,0 10.0146,53.7046,0 10.0089,53.7071,0</coordinates>
</LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
    await user.upload(input, new File([kml], 'baufeld.kml', { type: 'application/vnd.google-earth.kml+xml' }));
    await vi.waitFor(() =>
      expect(JSON.parse(screen.getByTestId('site-area-editor').textContent!)).toEqual({
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [10.0089, 53.7071],
              [10.0141, 53.7074],
              [10.0146, 53.7046],
              [10.0089, 53.7071],
            ],
          ],
        },
      }),
    );
    await user.upload(input, new File([point], 'punkt.geojson', { type: 'application/geo+json' }));
    expect(await screen.findByText('Die Datei enthält keine Fläche (Polygon).')).toBeInTheDocument();
  });

  it('denies access to a participant without the manage-project rule and to an invisible project', async () => {
    mockApi({ '/project/p1': { body: project }, '/project/p2': apiError(404, 'Nicht gefunden') });
    const foreman = currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['foreman'] }] });
    const first = renderRoutes(routes, { path: '/projects/p1/settings', currentUser: foreman });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, { path: '/projects/p2/settings', currentUser: foreman });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
