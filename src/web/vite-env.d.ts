/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; defaults to the same origin's `/api`. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
