/// <reference types="vite/client" />

/** The web app's version (package.json), set by vite's define. */
declare const __APP_VERSION__: string;
