// Receipts signed on site through real HTTP (issue 34 item 3, decision 0690): a delivery carries the
// receiver's (and the driver's) signature in its own request, stored once with name, time, position
// and image; the spec's call without one keeps working; every bad signature is refused with a
// German reason and nothing stored; a delivery is never changed, a correction is a new version
// with its reason, and the receipt PDF shows the signatures and every version.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEventTypes, signatureMessages, type DeliveryView } from '@baustellendoku/domain';
import { deliveries, receiptSignatures, files, historyEvents, orders } from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import { noisePng, pngDataUrl, signatureInput, signaturePng } from '../../test/signatures.js';
import { call, createSoilProject, orderInStatus, uploadPdf, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let soil: SoilProject;
let orderId: string;
const foreman = () => soil.byRole.foreman;

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  orderId = await orderInStatus(app, soil, 'approved');
}, 120_000);
afterAll(() => app.cleanup());

async function deliveryBody(overrides: Record<string, unknown> = {}) {
  return {
    deliveryDate: '2026-05-04',
    amountInTons: '12.345',
    reference: 'LS-1001',
    attachmentDocuments: [await uploadPdf(app, foreman())],
    ...overrides,
  };
}

const post = (body: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/backend/api/order/${orderId}/delivery`,
    headers: { cookie: foreman().cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

/** What a refused request must leave untouched. */
async function storedCounts() {
  const [row] = await app.db
    .select({
      deliveries: sql<number>`(select count(*)::int from ${deliveries} where ${deliveries.orderId} = ${orderId})`,
      signatures: sql<number>`(select count(*)::int from ${receiptSignatures})`,
      pngs: sql<number>`(select count(*)::int from ${files} where ${files.contentType} = 'image/png')`,
      delivered: sql<string>`(select ${orders.deliveredAmountInTons}::text from ${orders} where ${orders.id} = ${orderId})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

const receipt = (delivery: Pick<DeliveryView, 'receiptDocumentUrl'>, user = foreman()) =>
  app.inject({ method: 'GET', url: delivery.receiptDocumentUrl, headers: { cookie: user.cookie } });

describe('POST /order/{orderId}/delivery with signatures', () => {
  let signed: DeliveryView;

  it('stores the receiver and the driver with name, time, position and image, and the receipt shows them', async () => {
    const receiverPng = await signaturePng();
    const response = await post(
      await deliveryBody({
        signatures: [
          await signatureInput({ image: pngDataUrl(receiverPng) }),
          await signatureInput({ role: 'driver', signerName: 'Fritz Fahrer', position: null }),
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    signed = response.json();
    expect(signed).toMatchObject({
      amountInTons: 12.345,
      version: 1,
      isSigned: true,
      correction: null,
      previousVersions: [],
      receiptDocumentUrl: `/backend/api/order/${orderId}/delivery/${signed.deliveryId}/document`,
      signatures: [
        {
          role: 'receiver',
          signerName: 'Paula Polier',
          signedAt: '2026-05-04T09:15:00.000Z',
          position: { latitude: 53.7001, longitude: 9.9932, accuracyInMeters: 12 },
          image: { id: expect.any(String), fileName: expect.stringMatching(/^Unterschrift Empfänger Charge \d+/) },
        },
        { role: 'driver', signerName: 'Fritz Fahrer', position: null },
      ],
    });
    // The image is a file of the project, byte for byte what was drawn.
    const image = await app.inject({
      method: 'GET',
      url: signed.signatures[0]!.image.url,
      headers: { cookie: soil.byRole.project_manager.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(receiverPng)).toBe(true);
    // The same on reading, and in the order's list of deliveries.
    const read = await call(app, soil.byRole.appraiser, 'GET', `/order/${orderId}/delivery/${signed.deliveryId}`);
    expect(read.json()).toEqual(signed);
    const order = await call(app, soil.byRole.appraiser, 'GET', `/order/${orderId}`);
    expect(order.json().deliveries.find((d: DeliveryView) => d.deliveryId === signed.deliveryId)).toEqual(signed);

    const pdf = await receipt(signed, soil.byRole.appraiser);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Anlieferungsbeleg Charge ${signed.number}`);
    expect(text).toContain('Unterschrift Empfänger');
    expect(text).toContain('Paula Polier');
    expect(text).toContain('Unterschrift Fahrer');
    expect(text).toContain('Fritz Fahrer');
    expect(text).toContain('12,345 t');
    expect(text).toContain('Standort: 53,700100° N, 9,993200° O (± 12 m)');
  });

  it('keeps the spec call without a signature working', async () => {
    const response = await post(await deliveryBody({ amountInTons: 1 }));
    expect(response.statusCode, response.body).toBe(201);
    const delivery: DeliveryView = response.json();
    expect(delivery).toMatchObject({ signatures: [], isSigned: false, version: 1 });
    expect(await pdfText((await receipt(delivery)).rawPayload)).toContain('Nicht unterschrieben.');
  });

  it('stores a repeated request (same Idempotency-Key, as the outbox sends it) once, signature included', async () => {
    const body = await deliveryBody({ signatures: [await signatureInput()] });
    const before = await storedCounts();
    const first = await post(body, 'receipt-once-0001');
    const again = await post(body, 'receipt-once-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = await storedCounts();
    expect(after.deliveries - before.deliveries).toBe(1);
    expect(after.signatures - before.signatures).toBe(1);
    expect(after.pngs - before.pngs).toBe(1);
  });

  const refusals: [string, () => Promise<unknown>, string, string][] = [
    [
      'an empty drawing',
      async () => [await signatureInput({ image: pngDataUrl(await signaturePng({ ink: false })) })],
      'signatures.0.image',
      signatureMessages.empty,
    ],
    [
      'a white canvas without strokes',
      async () => [
        await signatureInput({
          image: pngDataUrl(await signaturePng({ ink: false, background: [255, 255, 255, 255] })),
        }),
      ],
      'signatures.0.image',
      signatureMessages.empty,
    ],
    [
      'no image',
      async () => [await signatureInput({ image: '' })],
      'signatures.0.image',
      signatureMessages.missingImage,
    ],
    [
      'no image at all',
      async () => [await signatureInput({ image: undefined })],
      'signatures.0.image',
      signatureMessages.missingImage,
    ],
    [
      'a JPEG data URL',
      async () => [await signatureInput({ image: pngDataUrl(await signaturePng(), 'image/jpeg') })],
      'signatures.0.image',
      signatureMessages.notPng,
    ],
    [
      'bytes that are no PNG under a PNG data URL',
      async () => [await signatureInput({ image: pngDataUrl(Buffer.from('%PDF-1.7 kein Bild')) })],
      'signatures.0.image',
      signatureMessages.notPng,
    ],
    [
      'an image over 200 KB',
      async () => [await signatureInput({ image: pngDataUrl(await noisePng()) })],
      'signatures.0.image',
      signatureMessages.tooLarge,
    ],
    [
      'a small file that unpacks to a huge canvas',
      async () => [await signatureInput({ image: pngDataUrl(await signaturePng({ width: 4000, height: 1100 })) })],
      'signatures.0.image',
      signatureMessages.tooLarge,
    ],
    [
      'no signer name',
      async () => [await signatureInput({ signerName: '  ' })],
      'signatures.0.signerName',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'no signing time',
      async () => [await signatureInput({ signedAt: 'gestern' })],
      'signatures.0.signedAt',
      'Bitte geben Sie ein gültiges Datum ein',
    ],
    [
      'a position off the globe',
      async () => [await signatureInput({ position: { latitude: 91, longitude: 9 } })],
      'signatures.0.position.latitude',
      'Der Wert darf höchstens 90 sein',
    ],
    [
      'only the driver (unsigned by the receiver)',
      async () => [await signatureInput({ role: 'driver' })],
      'signatures',
      signatureMessages.receiverRequired,
    ],
    [
      'the receiver twice',
      async () => [await signatureInput(), await signatureInput()],
      'signatures',
      signatureMessages.roleTwice,
    ],
    [
      'an unknown role',
      async () => [await signatureInput({ role: 'chef' })],
      'signatures.0.role',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    ['signatures that are no list', async () => 'unterschrieben', 'signatures', 'Ungültiger Wert'],
  ];
  it.each(refusals)('refuses %s with 422 and stores nothing', async (_name, signatures, propertyPath, title) => {
    const before = await storedCounts();
    const response = await post(await deliveryBody({ signatures: await signatures() }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().payload.violations).toContainEqual({ propertyPath, title });
    expect(await storedCounts()).toEqual(before);
  });

  it('is never changed: there is no call that edits or deletes a delivery', async () => {
    const before = await call(app, foreman(), 'GET', `/order/${orderId}/delivery/${signed.deliveryId}`);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/backend/api/order/${orderId}/delivery/${signed.deliveryId}`,
        headers: { cookie: foreman().cookie },
        payload: { amountInTons: 1 },
      });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    const after = await call(app, foreman(), 'GET', `/order/${orderId}/delivery/${signed.deliveryId}`);
    expect(after.json()).toEqual(before.json());
  });

  describe('POST …/correction', () => {
    const correctionPath = () => `/order/${orderId}/delivery/${signed.deliveryId}/correction`;

    it('makes a new version with the reason, keeps the signed one, changes the tons exactly', async () => {
      const before = await storedCounts();
      const body = await deliveryBody({
        amountInTons: '10.005',
        reference: 'LS-1001-B',
        reason: 'Wiegeschein der Fahrzeugwaage nachgereicht',
        signatures: [await signatureInput({ signerName: 'Paula Polier', signedAt: '2026-05-05T07:00:00.000Z' })],
      });
      const response = await call(app, foreman(), 'POST', correctionPath(), body);
      expect(response.statusCode, response.body).toBe(200);
      const corrected: DeliveryView = response.json();
      expect(corrected).toMatchObject({
        deliveryId: signed.deliveryId,
        number: signed.number,
        version: 2,
        amountInTons: 10.005,
        reference: 'LS-1001-B',
        isSigned: true,
        correction: { reason: 'Wiegeschein der Fahrzeugwaage nachgereicht', correctedBy: { name: expect.any(String) } },
        signatures: [{ role: 'receiver', signedAt: '2026-05-05T07:00:00.000Z' }],
        previousVersions: [
          {
            version: 1,
            amountInTons: 12.345,
            reference: 'LS-1001',
            correction: null,
            signatures: signed.signatures,
          },
        ],
      });
      // 12.345 t out, 10.005 t in: the order's sum moves by exactly -2.34 t.
      const after = await storedCounts();
      expect(Number(after.delivered) * 1000 - Number(before.delivered) * 1000).toBe(-2340);
      expect(after.delivered).toMatch(/^\d+\.\d{3}$/);
      const [event] = await app.db
        .select()
        .from(historyEvents)
        .where(
          and(eq(historyEvents.type, historyEventTypes.deliveryCorrected), eq(historyEvents.projectId, soil.projectId)),
        );
      expect(event?.variables).toMatchObject({
        deliveryId: signed.deliveryId,
        version: 2,
        reason: 'Wiegeschein der Fahrzeugwaage nachgereicht',
      });

      const text = await pdfText((await receipt(corrected)).rawPayload);
      expect(text).toContain('Anlieferung – Version 2');
      expect(text).toMatch(/Berichtigt am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr durch/);
      expect(text).toContain('Grund: Wiegeschein der Fahrzeugwaage nachgereicht');
      expect(text).toContain('Frühere Version 1 (ersetzt)');
      expect(text).toContain('12,345 t');
      expect(text).toContain('10,005 t');
      expect(text).toContain('Fritz Fahrer');
    });

    it('refuses a correction without a reason, and one by a role that may not record deliveries', async () => {
      const before = await call(app, foreman(), 'GET', `/order/${orderId}/delivery/${signed.deliveryId}`);
      const withoutReason = await call(app, foreman(), 'POST', correctionPath(), await deliveryBody());
      expect(withoutReason.statusCode).toBe(422);
      expect(withoutReason.json().payload.violations).toContainEqual({
        propertyPath: 'reason',
        title: 'Dieses Feld ist ein Pflichtfeld',
      });
      const manager = soil.byRole.project_manager;
      const body = {
        ...(await deliveryBody()),
        attachmentDocuments: [await uploadPdf(app, manager)],
        reason: 'Tippfehler',
      };
      expect((await call(app, manager, 'POST', correctionPath(), body)).statusCode).toBe(403);
      const unknown = await call(
        app,
        foreman(),
        'POST',
        `/order/${orderId}/delivery/${crypto.randomUUID()}/correction`,
        {
          ...(await deliveryBody()),
          reason: 'Tippfehler',
        },
      );
      expect(unknown.statusCode).toBe(404);
      const after = await call(app, foreman(), 'GET', `/order/${orderId}/delivery/${signed.deliveryId}`);
      expect(after.json()).toEqual(before.json());
    });
  });
});
