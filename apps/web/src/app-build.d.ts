/** The build's id (vite.config.ts): kept query caches of another build are dropped (decision 032). */
declare const __APP_BUILD__: string;
