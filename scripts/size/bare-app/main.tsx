// The yardstick of the first page's bytes: every first-page library of the design card, used the way the app
// uses it (declarative router, one query, one translated string, one proxy, one typed client with a
// middleware) and nothing else. scripts/size/bare-app.mjs builds it and weighs it beside the app.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import createClient from 'openapi-fetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { proxy, useSnapshot } from 'valtio';

interface Paths {
  '/ping': { get: { responses: { 200: { content: { 'application/json': { ok: boolean } } } } } };
}

const client = createClient<Paths>({ baseUrl: '/' });
client.use({
  onRequest({ request }) {
    request.headers.set('x-bare', '1');
    return request;
  },
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { hello: 'Hello' } } },
});

const state = proxy({ count: 0 });

function Home() {
  const { t } = useTranslation();
  const snap = useSnapshot(state);
  const ping = useQuery({ queryKey: ['ping'], queryFn: async () => (await client.GET('/ping')).data });
  return (
    <button type="button" onClick={() => (state.count += 1)}>
      {t('hello')} {snap.count} {String(ping.data?.ok)}
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Home />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
