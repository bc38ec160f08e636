// The boot script (decision 0420): the first script of index.html, a few hundred bytes that run
// before any module of the app has loaded. For a signed-in visitor it starts, at once and in
// parallel, what the opening screen needs: the API answers it reads first (kept for the API client,
// src/lib/api-client.ts) and its code (modulepreload of the route's chunks, which the router would
// otherwise find only after the entry chunk ran). It also switches the web font on when an earlier
// visit has cached it (app/startup/web-font.ts). For a screen that only shows data it also starts
// reading, from IndexedDB, the answers the last visit stored for this address (decision 0430), so
// they are there when the app's code has run instead of being read only then.
//
// `boot` is serialised with Function.prototype.toString by build/boot-script.ts, so it must stay
// self-contained: no imports, no helpers from outside, only what a 2020 phone browser has.

/**
 * One route: its pattern as a regular expression, its own chunks, the API requests of its screen,
 * and whether it is a read-only screen whose stored answers are read early (1) or not (0).
 */
export type BootRoute = [pattern: string, files: number[], requests: readonly string[], stored: 0 | 1];

/** Where the app keeps the answers a read-only screen painted (app/offline/query-persistence.ts). */
export type StoredScreens = { database: string; objectStore: string; keyPrefix: string };

export type BootConfig = {
  /** localStorage key of the signed-in user (src/lib/storage.ts). */
  userKey: string;
  /** The class that switches the web font on (app/startup/web-font.ts). */
  fontClass: string;
  /** The global object the early answers are kept in. */
  global: string;
  apiBase: string;
  /** Chunk file names (below /assets/), referred to by index. */
  files: string[];
  /** The chunks every signed-in screen loads (layout, shared kit, route prefetch). */
  sharedFiles: number[];
  /** Asked for first on every screen below /projects/:projectId, and last on every one. */
  projectRequest: string;
  shellRequests: readonly string[];
  /** Most specific first: the first matching route wins, as in the router. */
  routes: BootRoute[];
  /** The web font's latin file, preloaded from the precache (otherwise found only at the first layout). */
  font: string;
  stored: StoredScreens;
};

/**
 * The early answers by address (path and query below the API base), and when they were asked for;
 * for a read-only screen the record its last visit stored under `address` (undefined when none).
 */
export type EarlyAnswers = {
  askedAt: number;
  answers: Record<string, Promise<Response>>;
  stored?: { address: string; record: Promise<unknown> };
};

export function boot(config: BootConfig): void {
  const startedAt = performance.now();
  /**
   * One value of idb-keyval's store, read without idb-keyval (it is not loaded yet); undefined when
   * there is none or IndexedDB fails. A database that does not exist yet is not created: the upgrade
   * is aborted, since idb-keyval creates its store only in the upgrade of a new database, and one
   * created here without the store would stay without it.
   */
  function readStored(store: StoredScreens, key: string): Promise<unknown> {
    return new Promise((resolve) => {
      const open = indexedDB.open(store.database);
      open.onupgradeneeded = () => open.transaction && open.transaction.abort();
      open.onerror = () => resolve(undefined);
      open.onblocked = () => resolve(undefined);
      open.onsuccess = () => {
        const db = open.result;
        const done = (value: unknown) => {
          db.close();
          resolve(value);
        };
        try {
          const read = db.transaction(store.objectStore, 'readonly').objectStore(store.objectStore).get(key);
          read.onsuccess = () => done(read.result);
          read.onerror = () => done(undefined);
        } catch {
          done(undefined); // the database exists without the store
        }
      };
    })
      .catch(() => undefined)
      .then((value) => {
        performance.mark(value ? 'boot: stored answers read' : 'boot: no stored answers');
        return value;
      });
  }
  try {
    const user = JSON.parse(localStorage.getItem(config.userKey) || 'null') as {
      assignedProjects?: { projectId: string; roles: string[] }[];
    } | null;
    const path = location.pathname;
    // A page the service worker controls has the font in its precache.
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      document.documentElement.classList.add(config.fontClass);
      const font = document.createElement('link');
      font.rel = 'preload';
      font.as = 'font';
      font.type = 'font/woff2';
      font.crossOrigin = '';
      font.href = config.font;
      document.head.appendChild(font);
    }
    // Nobody signed in: the login needs none of this. Offline: the stored answers will do.
    if (!user || !navigator.onLine) return;
    for (const [pattern, files, requests, stored] of config.routes) {
      const match = new RegExp(pattern, 'i').exec(path);
      if (!match) continue;
      // The router hands its screens the decoded parameter; the queries encode it again.
      const projectId = decodeURIComponent((match.groups && match.groups.projectId) || '');
      const assignment = (user.assignedProjects || []).filter((project) => project.projectId === projectId)[0];
      const roles = new URLSearchParams();
      for (const role of assignment ? assignment.roles : []) roles.append('roles[]', role);
      const answers: EarlyAnswers['answers'] = {};
      // The screen's data first (it decides the first paint), then what its frame reads.
      const all = (projectId ? [config.projectRequest] : []).concat(requests, config.shellRequests);
      for (const template of all) {
        // Encoded as the API client does: the path with encodeURIComponent, the query as URLSearchParams.
        const [pathPart, queryPart] = template.split('?');
        const inQuery = new URLSearchParams({ id: projectId }).toString().slice(3);
        const url = (
          pathPart!.replace('{projectId}', encodeURIComponent(projectId)) +
          (queryPart === undefined
            ? ''
            : `?${queryPart.replace('{projectId}', inQuery).replace('{roles}', roles.toString())}`)
        ).replace(/[?&]$/, '');
        answers[url] = fetch(config.apiBase + url, {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        });
        // An answer nobody asked for must not end up as an unhandled rejection.
        answers[url].catch(() => undefined);
      }
      const early: EarlyAnswers = { askedAt: Date.now(), answers };
      if (stored) {
        early.stored = { address: path, record: readStored(config.stored, config.stored.keyPrefix + path) };
      }
      (window as unknown as Record<string, EarlyAnswers>)[config.global] = early;
      for (const index of config.sharedFiles.concat(files)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = ''; // as Vite's own preloads, so the router's import() finds them
        link.href = `/assets/${config.files[index]}`;
        document.head.appendChild(link);
      }
      return;
    }
  } catch {
    // Storage blocked or an unexpected shape: the app starts as it would without the boot script.
  } finally {
    try {
      performance.measure('boot script', { start: startedAt });
    } catch {
      // An older browser without measure options: nothing to time.
    }
  }
}
