import { defineConfig } from 'vite';

// ESM builds for sites with a bundler: the runtime, the React island helper, the script loader,
// and the directives (also the on-demand chunk the classic loader.js imports next to itself).
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        directives: 'src/directives/index.ts',
        react: 'src/react/index.ts',
        'script-loader': 'src/script-loader.ts',
      },
      formats: ['es'],
    },
    target: 'es2022',
    sourcemap: true,
    minify: false,
    rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
  },
});
