// The floor of the site-phone benchmark: the least any web app can do on the emulated phone, served
// beside the app and measured the same way (issue 41: "the second visit … within 1.0 s"). One HTML
// page on its own origin with one module script and a service worker that answers from its cache;
// the script renders one row with a link — on the first visit from a JSON answer over the network,
// on the second from the answer it stored in IndexedDB, as the app does — and a tap on the row
// changes the address and shows a heading without a request. No framework, no router, no styles:
// what the browser, the service worker and the emulation cost on this machine, so the app's
// figures read as a distance to what is possible here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html lang="de"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Boden</title><script type="module" src="/floor.js"></script></head>
<body><main id="main"><h1>Liste</h1></main></body></html>`;

const SCRIPT = `
const main = document.getElementById('main');
const open = () => new Promise((resolve, reject) => {
  const request = indexedDB.open('floor', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('answers');
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});
const stored = async (db) => new Promise((resolve) => {
  const request = db.transaction('answers').objectStore('answers').get('rows');
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => resolve(undefined);
});
const render = (rows) => {
  for (const row of rows) {
    const line = document.createElement('div');
    line.dataset.row = '';
    const link = document.createElement('a');
    link.href = row.href;
    link.textContent = row.name;
    link.style.display = 'block';
    link.style.padding = '12px';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      history.pushState(null, '', row.href);
      main.innerHTML = '<h1>' + row.name + '</h1>';
    });
    line.append(link);
    main.append(line);
  }
};
const db = await open();
const rows = await stored(db);
if (rows) render(rows);
const fresh = await fetch('/rows').then((response) => response.json());
db.transaction('answers', 'readwrite').objectStore('answers').put(fresh, 'rows');
if (!rows) render(fresh);
if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');
`;

const WORKER = `
const FILES = ['/', '/floor.js'];
self.addEventListener('install', (event) => event.waitUntil(caches.open('floor').then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const key = event.request.mode === 'navigate' ? '/' : url.pathname;
  if (!FILES.includes(key)) return;
  event.respondWith(caches.match(key).then((cached) => cached ?? fetch(event.request)));
});
`;

const ROWS = JSON.stringify(
  Array.from({ length: 20 }, (_, index) => ({ name: `Zeile ${index + 1}`, href: `/zeile/${index + 1}` })),
);
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

const answers: Record<string, [string, string]> = {
  '/floor.js': ['text/javascript', SCRIPT],
  '/sw.js': ['text/javascript', WORKER],
  '/rows': ['application/json', ROWS],
  '/favicon.svg': ['image/svg+xml', FAVICON],
};

/** Starts the floor's server on a free port of 127.0.0.1; every other path is the page. */
export async function startPhoneFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const [type, body] = answers[new URL(request.url ?? '/', 'http://floor').pathname] ?? ['text/html', PAGE];
    response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
