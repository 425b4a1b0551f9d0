import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server listens here during `npm run dev`; Vite proxies every non-asset path to it.
const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  root: "ui",
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: "static",
    // `.vite/manifest.json`: which chunks each page pulls in, read by `npm run check:bundle`.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "^/[a-z-]+__api/": { target: api },
      "/graphql": { target: api },
      "/dev/": { target: api },
      "/auth/external/": { target: api },
      "/files/": { target: api },
      "/ws": { target: api.replace("http", "ws"), ws: true },
    },
  },
});
