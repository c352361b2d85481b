import { defineConfig } from 'vite';

// Library build: one ESM entry, dependencies left to the consumer's bundler.
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    sourcemap: true,
    minify: false,
    target: 'es2022',
    rolldownOptions: { external: [/^zustand/] },
  },
});
