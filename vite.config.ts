import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import {
  baseSecurityHeaders,
  developmentPolicy,
  REPORTING_ENDPOINTS,
} from "./domain/security/contentSecurityPolicy.ts";

// The API server listens here during `npm run dev`; Vite proxies every non-asset path to it.
const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

// `vite build --ssr app/ssr/entry-server.tsx`: the app's server entry, which the API server loads to render
// pages (server/ssr/loadPageRenderer.ts). Its own folder beside the web app, never served as files.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: "ui",
  publicDir: "public",
  plugins: [react()],
  // A server build keeps `process.env.NODE_ENV` for run time unless told: the bundled React would then be
  // its development build under `npm start`, which sets no NODE_ENV.
  ...(isSsrBuild && mode === "production"
    ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  build: isSsrBuild
    ? { outDir: "../dist/web-ssr", emptyOutDir: true, sourcemap: true, target: "node20" }
    : {
        outDir: "../dist/web",
        emptyOutDir: true,
        sourcemap: true,
        assetsDir: "static",
        // `.vite/manifest.json`: which chunks each page pulls in, read by `npm run check:bundle`.
        manifest: true,
        // The start-up chunk is over Vite's 500 kB (raw) warning by design; the budget that holds is
        // check:bundle's, per page and compressed.
        chunkSizeWarningLimit: 1024,
        rolldownOptions: {
          output: {
            // NOTE: chunks by hash alone: the start-up chunk lists every lazy chunk's file for preloading
            // (Vite's dependency map), and their names cost more there than they tell (the manifest maps
            // each source to its file, check:bundle reads it).
            chunkFileNames: "static/[hash].js",
            codeSplitting: {
              // NOTE: everything needed before the first render goes in one chunk. Left to itself the bundler cut
              // it into two dozen small shared chunks: a request each on a phone's connection (six at a time over
              // HTTP/1.1), each compressed apart. The pages' own code stays in their lazy chunks. The bundler
              // folds the HTML entry into this group, so check:bundle reads the start-up files from index.html.
              groups: [
                { name: "initial", tags: ["$initial"] },
                // NOTE: what the account pages and the settings pages share (form rules, messages, commands) as
                // one chunk: left to itself the bundler cut it by importer into three, each compressed apart.
                {
                  name: "accountShared",
                  test: /[\\/](ui[\\/]auth[\\/](fieldMessage|FormAlert)|domain[\\/]accounts[\\/](validation|accountErrors|passwordCommands|emailCommands)|machines[\\/]accountForm[\\/]\w+|ui[\\/]app[\\/](publicCommands|resendVerificationActors))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  ssr: {
    target: "node",
    // NOTE: everything is bundled, so React, the router and xstate are their production builds whatever
    // NODE_ENV the server runs with (`npm start` leaves it unset; React's development server renderer is
    // several times slower).
    noExternal: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The development policy and the headers every response carries (issue 17) on what Vite serves itself:
    // a page that breaks the policy shows it under hot reload too. Proxied answers keep the API server's
    // headers; `vite preview` takes these unless it says otherwise.
    headers: {
      ...baseSecurityHeaders(false),
      "content-security-policy": developmentPolicy(),
      "reporting-endpoints": REPORTING_ENDPOINTS,
    },
    proxy: {
      "^/[a-z-]+__api/": { target: api },
      "/graphql": { target: api },
      "/dev/": { target: api },
      "/auth/external/": { target: api },
      "/files/": { target: api },
      "/ws": { target: api.replace("http", "ws"), ws: true },
    },
  },
}));
