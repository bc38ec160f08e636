// Lab values in the analytic form (issue 23): a pasted lab table shows the computed class with its
// decisive parameter while typing; a class chosen against it asks for a reason before anything is
// sent; the form sends the typed values and the reason (the server evaluates them itself).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticSchema } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { analyticFixture, batchFixture } from '../batch-test-fixtures';
import { asRole, ebvProject, PROJECT_ID, pileFixture } from '../test-fixtures';
import { CreateAnalyticScreen } from './create-analytic-screen';

const batchUrl = `/projects/${PROJECT_ID}/wrecking-piles/w1/batches/b1`;
const routes = [
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/analytic',
    element: <CreateAnalyticScreen />,
  },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId', element: <p>Charge</p> },
];
const LAB_TABLE = [
  'pH-Wert\t10\t-',
  'Elektrische Leitfähigkeit\t1500\tµS/cm',
  'Sulfat\t800\tmg/l',
  'PAK15\t1,5\tµg/l',
  'PAK16\t5\tmg/kg',
  'Chrom, ges.\t50\tµg/l',
  'Kupfer\t40\tµg/l',
  'Vanadium\t30\tµg/l',
].join('\n');

describe('lab values in the analytic', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows RC-2 with Sulfat decisive, asks for a reason for RC-1 and sends values and reason', async () => {
    const user = userEvent.setup({ delay: null });
    const batch = batchFixture({
      analyticStatus: 'open',
      analytic: analyticFixture({ grainSizeAndQuality: 'rc_1_0_32' }),
    });
    const { calls } = mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject() },
      'GET /wrecking-pile/w1': { body: pileFixture('breaking') },
      'GET /wrecking-pile/w1/batch/b1': { body: batch },
      'POST /wrecking-pile/w1/batch/b1/analytic': { body: batch },
    });
    renderRoutes(routes, { path: `${batchUrl}/analytic`, currentUser: asRole('appraiser') });
    await user.click(await screen.findByRole('button', { name: 'Tabelle einfügen' }));
    await user.click(screen.getByLabelText('Laborwerte einfügen'));
    await user.paste(LAB_TABLE);
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await vi.waitFor(() => expect(screen.getByTestId('material-class-result')).toHaveTextContent('RC-2'));
    expect(screen.getByTestId('decisive-parameters')).toHaveTextContent('Sulfat 800 mg/l > 600 mg/l (RC-1)');
    expect(screen.getByText('Erste Prüfung der Miete (§ 10 Absatz 3 Satz 4).')).toBeInTheDocument();

    // The batch is RC-1 0/32 (chosen before): against the computation → a reason is asked for.
    const reason = screen.getByLabelText(/Begründung: gewählte Klasse abweichend von der Berechnung \(RC-2\)/);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte begründen Sie, warum Sie von der berechneten Materialklasse (RC-2) abweichen.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(reason, 'Nachuntersuchung Sulfat 520 mg/l');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body.labValues).toEqual({
      values: {
        ph: '10',
        elektrische_leitfaehigkeit: '1500',
        sulfat_eluat: '800',
        pak15_eluat: '1.5',
        pak16_feststoff: '5',
        chrom_ges_eluat: '50',
        kupfer_eluat: '40',
        vanadium_eluat: '30',
      },
    });
    // What the form sends passes the server's schema as it is (the same domain schema).
    expect(analyticSchema.safeParse(body).success).toBe(true);
    expect(body.classDeviationComment).toBe('Nachuntersuchung Sulfat 520 mg/l');
    expect(body).not.toHaveProperty('evaluation');
  });
});
