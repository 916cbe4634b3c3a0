import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * How the build splits the app into files (docs/decisions.md 48). Chunks under 1.5 KB (an icon, a
 * small helper) are merged into a chunk that loads with them where that changes no module's order
 * of execution: a phone fetches six files at a time, and Solution Details needed some 45 before
 * its first paint; larger thresholds moved more code into the entry script, close to the home
 * page's 200 KB budget. (Set here: the config's types are those of the test runner's Vite, which
 * does not know this Rollup option.) The build's output is kept at hand for
 * `modulePreload.resolveDependencies`, which is told a lazy chunk's whole import tree but not
 * which of those files the chunk imports itself.
 */
function chunking(): Plugin & { directImports(file: string): ReadonlySet<string> } {
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: 'foodhub:chunking',
    apply: 'build',
    outputOptions(options) {
      return { ...options, experimentalMinChunkSize: 1500 };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
    directImports(file) {
      const chunk = bundle?.[file];
      return new Set(chunk?.type === 'chunk' ? chunk.imports : []);
    },
  };
}
const graph = chunking();

/**
 * React Router's package gives every bundler its development build, whose warnings are on
 * (remix-run/react-router#14102); its production build, in the same package, is the same code
 * with them off. The build takes that one; the dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'foodhub:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/tool/',
  plugins: [react(), graph, reactRouterProductionBuild()],
  server: {
    port: 5173,
    // Development API base of the spec (part 1 §2): /tool-dev/api, served by the API's /tool/api.
    proxy: {
      '/tool-dev/api': {
        target: apiTarget,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/tool-dev\/api/, '/tool/api'),
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/bundle-budget.mjs reads which chunks the home page loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
    // A lazy chunk is fetched beside its stylesheets and the files its imports import in turn;
    // the chunks it imports itself are named in it, and the browser fetches them once it has it.
    // Vite's default, a preload link for every file of the tree (some 70 per page), cost the main
    // thread a long task (docs/decisions.md 46); none at all left the deeper files a round of
    // requests later, after the ones that import them (decision 48).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (chunk, deps) => {
        const direct = graph.directImports(chunk);
        return deps.filter((dep) => dep === chunk || !direct.has(dep));
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Files share their worker's environment and libraries instead of starting a new jsdom and
    // importing React, Mantine and the app again for each (most of the suite's time went there);
    // src/test/setup.ts gives each file fresh app modules, storage and cookies (decision 43).
    isolate: false,
    // Interaction tests type and click through whole forms; on a busy CI machine 5 s is tight.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The libraries are bundled once into a file each instead of being imported module by module
    // (Mantine and the icons are hundreds of modules; decision 39). The React packages are all
    // listed, so that one copy of React is used.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@testing-library/react',
            '@testing-library/user-event',
            '@testing-library/jest-dom',
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/form',
            '@mantine/notifications',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'react-router',
            'react-i18next',
            'i18next',
            'zustand',
            'zustand/middleware',
            'zod',
          ],
        },
      },
    },
  },
});
