// Virtual users against the demo project "Gewerbepark Nord": each signs in through the embedded
// identity provider (a real session), then loops without pause over what its role does on the site —
// the foreman records deliveries (upload the delivery slip, then the delivery), the project
// manager writes delivery notes from the recycled stock (PDF), everyone reads the screens' data.
import { TestBrowser } from '../apps/server/src/test/identity/browser.js';
import { multipartBody, pdfOfSize } from '../apps/server/src/test/fixtures.js';

export type Sample = { kind: string; at: number; ms: number; status: number; message: string };

export type Demo = {
  projectId: string;
  orderId: string;
  pileId: string;
  grainSizeAndQuality: string;
  availableTons: number;
  fileUrl: string;
};

export type Session = { email: string; cookie: string };

/** Staff sign-in through /backend/authentication/start and the embedded provider; returns the Cookie header. */
export async function signIn(baseUrl: string, email: string): Promise<Session> {
  const browser = new TestBrowser();
  const { response, url } = await browser.follow(`${baseUrl}/backend/authentication/start?redirect=%2F`);
  const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error(`Anmeldeseite ohne Formular (${url})`);
  await browser.follow(new URL(action, url).href, { form: { email, password: 'demo' } });
  const sid = browser.jar.get('bd_sid');
  if (!sid) throw new Error(`Anmeldung von ${email} ohne Sitzung`);
  return { email, cookie: `bd_sid=${sid}` };
}

async function getJson<T>(baseUrl: string, session: Session, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/backend/api${path}`, { headers: { cookie: session.cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo project, its order in delivery, the pile with stock, a file to download. */
export async function findDemo(baseUrl: string, manager: Session): Promise<Demo> {
  const projects = await getJson<{ items: { projectId: string; projectName: string }[] }>(baseUrl, manager, '/project');
  const projectId = projects.items.find((p) => p.projectName === 'Gewerbepark Nord')!.projectId;
  const orders = await getJson<{ items: { orderId: string; status: string }[] }>(
    baseUrl,
    manager,
    `/order?projectId=${projectId}`,
  );
  const orderId = orders.items.find((o) => o.status === 'in_delivery')!.orderId;
  const stock = await pileStock(baseUrl, manager, projectId);
  const project = await getJson<{ attributes: { layoutPlan: { url: string }[] } }>(
    baseUrl,
    manager,
    `/project/${projectId}`,
  );
  return { projectId, orderId, ...stock, fileUrl: project.attributes.layoutPlan[0]!.url };
}

type Inventory = {
  items: {
    wreckingPileId: string;
    inventory: { grainSizeAndQuality: string; soilGroup: string | null; availableAmountInTons: number }[];
  }[];
};

/** The first pile with stock (without soil group) and how many tons it still holds. */
export async function pileStock(baseUrl: string, manager: Session, projectId: string) {
  const inventory = await getJson<Inventory>(baseUrl, manager, `/wrecking-pile-inventory?projectId=${projectId}`);
  for (const pile of inventory.items) {
    const stock = pile.inventory.find((entry) => entry.soilGroup === null && entry.availableAmountInTons >= 1);
    if (stock) {
      return {
        pileId: pile.wreckingPileId,
        grainSizeAndQuality: stock.grainSizeAndQuality,
        availableTons: stock.availableAmountInTons,
      };
    }
  }
  throw new Error('Keine Halde mit Bestand im Demo-Projekt');
}

export type Confirmed = { id: string; number: number; milliTons: number };

export type LoadResult = {
  samples: Sample[];
  deliveries: Confirmed[];
  /** Delivery requests that got no 201: each may or may not have been committed (lost answer). */
  failedDeliveries: number;
  notes: Confirmed[];
  failedNotes: number;
  uploads: { id: string; status: number }[];
};

export type Role = 'foreman' | 'manager' | 'reader';

const CARRIER = {
  name: 'Nordlicht Transporte GmbH',
  address: { street: 'Hafenstraße', houseNumber: '12a', postalCode: '22113', city: 'Hamburg', country: 'de' },
  carrierNumber: 'BEF-4711',
  phoneNumber: '040 123456-0',
  emailAddress: 'dispo@nordlicht-transporte.example',
};

export async function runLoad(options: {
  baseUrl: string;
  users: { session: Session; role: Role }[];
  seconds: number;
  demo: Demo;
  /** Tons the delivery notes may take in this run (1 t each), so the stock never runs out. */
  noteBudgetTons: number;
  /** Share of a foreman's turns that record a delivery (default 0.4). */
  deliveryShare?: number;
}): Promise<LoadResult> {
  const { baseUrl, demo } = options;
  const started = Date.now();
  const end = started + options.seconds * 1000;
  const result: LoadResult = {
    samples: [],
    deliveries: [],
    failedDeliveries: 0,
    notes: [],
    failedNotes: 0,
    uploads: [],
  };
  const slip = pdfOfSize(24 * 1024);
  let noteTons = 0;

  async function call(session: Session, kind: string, method: string, path: string, body?: unknown) {
    const begin = Date.now();
    let status = 0;
    let message = '';
    let json: Record<string, unknown> | null = null;
    try {
      const isUpload = body instanceof Buffer;
      const multipart = isUpload ? multipartBody('file', 'Lieferschein.pdf', body) : null;
      const response = await fetch(`${baseUrl}${path.startsWith('/backend') ? path : `/backend/api${path}`}`, {
        method,
        headers: {
          cookie: session.cookie,
          ...(multipart ? { 'content-type': multipart.contentType } : {}),
          ...(body !== undefined && !isUpload ? { 'content-type': 'application/json' } : {}),
        },
        body: multipart ? multipart.body : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      status = response.status;
      const text = await response.text();
      if (response.headers.get('content-type')?.includes('json') && text) {
        json = JSON.parse(text) as Record<string, unknown>;
      }
      if (status >= 400) message = String(json?.message ?? text.slice(0, 200));
    } catch (error) {
      message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    result.samples.push({ kind, at: begin - started, ms: Date.now() - begin, status, message });
    return { status, json };
  }

  const reads = [
    '/me',
    `/project/${demo.projectId}`,
    `/order?projectId=${demo.projectId}`,
    `/order/${demo.orderId}`,
    `/history/${demo.projectId}`,
    `/task/${demo.projectId}`,
    `/wrecking-pile-overview?projectId=${demo.projectId}`,
    `/wrecking-pile-inventory?projectId=${demo.projectId}`,
    demo.fileUrl,
  ];
  const read = (session: Session) => call(session, 'read', 'GET', reads[Math.floor(Math.random() * reads.length)]!);

  async function recordDelivery(session: Session) {
    const upload = await call(session, 'upload', 'POST', '/file', slip);
    const file = upload.json as { id: string; fileName: string; url: string } | null;
    if (upload.status === 201 && file) result.uploads.push({ id: file.id, status: upload.status });
    if (upload.status !== 201 || !file) return;
    const milliTons = 1000 + Math.floor(Math.random() * 24_000);
    const answer = await call(session, 'delivery', 'POST', `/order/${demo.orderId}/delivery`, {
      deliveryDate: '2026-11-30',
      amountInTons: (milliTons / 1000).toFixed(3),
      attachmentDocuments: [file],
    });
    if (answer.status === 201 && answer.json) {
      result.deliveries.push({
        id: String(answer.json.deliveryId),
        number: Number(answer.json.number),
        milliTons,
      });
    } else result.failedDeliveries += 1;
  }

  async function writeDeliveryNote(session: Session) {
    if (noteTons + 1 > options.noteBudgetTons) return read(session);
    noteTons += 1;
    const answer = await call(session, 'delivery-note', 'POST', `/wrecking-pile/${demo.pileId}/delivery-note`, {
      quantityInTons: 1,
      deliveryDate: '2026-11-30',
      grainSizeAndQuality: demo.grainSizeAndQuality,
      carrier: CARRIER,
    });
    if (answer.status === 201 && answer.json) {
      result.notes.push({
        id: String(answer.json.deliveryNoteId),
        number: Number(answer.json.number),
        milliTons: 1000,
      });
    } else result.failedNotes += 1;
  }

  const deliveryShare = options.deliveryShare ?? 0.4;
  await Promise.all(
    options.users.map(async ({ session, role }) => {
      while (Date.now() < end) {
        const dice = Math.random();
        if (role === 'foreman' && dice < deliveryShare) await recordDelivery(session);
        else if (role === 'manager' && dice < 0.15) await writeDeliveryNote(session);
        else await read(session);
      }
    }),
  );
  return result;
}

/** Of 50 users: 15 foremen record deliveries, 10 project managers write delivery notes, 25 read. */
export async function signInUsers(baseUrl: string, count: number): Promise<{ session: Session; role: Role }[]> {
  const plan: [string, Role, number][] = [
    ['polier@demo.example', 'foreman', 0.3],
    ['projektleiter@demo.example', 'manager', 0.2],
    ['gutachter@demo.example', 'reader', 0.14],
    ['maschinist@demo.example', 'reader', 0.14],
    ['einbaugutachter@demo.example', 'reader', 0.08],
    ['eigenueberwachung@demo.example', 'reader', 0.08],
    ['admin@demo.example', 'reader', 0.06],
  ];
  const users: { session: Session; role: Role }[] = [];
  for (const [email, role, share] of plan) {
    const sessions = Math.max(1, Math.round(count * share));
    for (let index = 0; index < sessions && users.length < count; index += 1) {
      users.push({ session: await signIn(baseUrl, email), role });
    }
  }
  while (users.length < count) users.push({ session: await signIn(baseUrl, 'gutachter@demo.example'), role: 'reader' });
  return users;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** "kind: n requests, p50 … ms, p99 … ms" per kind and in total. */
export function latencyTable(samples: Sample[]): string[] {
  const kinds = ['all', ...new Set(samples.map((s) => s.kind))];
  return kinds.map((kind) => {
    const ms = samples.filter((s) => kind === 'all' || s.kind === kind).map((s) => s.ms);
    return `${kind.padEnd(14)} ${String(ms.length).padStart(6)} Anfragen  p50 ${String(percentile(ms, 50)).padStart(5)} ms  p99 ${String(percentile(ms, 99)).padStart(5)} ms`;
  });
}
