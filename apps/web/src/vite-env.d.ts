/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts for each build: the persisted query cache of another build is discarded. */
  readonly VITE_BUILD_ID?: string;
}
