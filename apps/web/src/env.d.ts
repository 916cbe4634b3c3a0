/// <reference types="vite/client" />

/** Build-time settings of the web app (all optional; defaults in src/lib/site-links.ts). */
interface ImportMetaEnv {
  /** External "Education Material" link in the header. */
  readonly VITE_EDUCATION_URL?: string;
  /** External project website linked in the footer. */
  readonly VITE_PROJECT_URL?: string;
  /** Address behind the footer's Contact link. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
