/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path('./src'), '@mock': path('./mock') },
  },
  server: { port: Number(process.env.PORT ?? 5173), host: true },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'mock/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./tests/setup/unit.ts'],
    // jsencrypt's ESM build uses extensionless imports that plain Node cannot resolve; let Vite transform it.
    server: { deps: { inline: ['jsencrypt'] } },
    restoreMocks: true,
  },
});
