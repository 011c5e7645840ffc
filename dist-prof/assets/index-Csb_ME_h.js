const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/react-1XXMI5Wu.js","assets/rolldown-runtime-BtDSRbSq.js","assets/app-B8swDsOD.js","assets/runtime-Dc1RwkV2.js"])))=>i.map(i=>d[i]);
import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
// src/main.tsx
var zodGlobal = globalThis;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
async function enableMocking() {}
function afterFirstPaint() {
	return new Promise((resolve) => {
		const fallback = setTimeout(resolve, document.visibilityState === "hidden" ? 0 : PAINT_WAIT_LIMIT_MS);
		try {
			new PerformanceObserver((list, observer) => {
				if (list.getEntriesByName("first-contentful-paint").length === 0) return;
				observer.disconnect();
				clearTimeout(fallback);
				resolve();
			}).observe({
				type: "paint",
				buffered: true
			});
		} catch {}
	});
}
/** Starts downloading React and the app without running them (the build names their chunks in index.html). */
function preloadAppChunks() {
	const chunks = document.querySelector("meta[name=\"lotto-app-chunks\"]")?.content ?? "";
	for (const href of chunks.split(" ").filter(Boolean)) document.head.append(Object.assign(document.createElement("link"), {
		rel: "modulepreload",
		href,
		crossOrigin: ""
	}));
}
var PAINT_WAIT_LIMIT_MS = 1e3;
var nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
async function start() {
	if (document.documentElement.hasAttribute("data-first-visit")) {
		await afterFirstPaint();
		preloadAppChunks();
	}
	await enableMocking();
	await __vitePreload(() => import("./react-1XXMI5Wu.js").then((n) => /* @__PURE__ */ __toESM(n.n(), 1)), __vite__mapDeps([0,1]));
	await nextTask();
	const { boot } = await __vitePreload(async () => {
		const { boot } = await import("./app-B8swDsOD.js").then((n) => n.t);
		return { boot };
	}, __vite__mapDeps([2,1,0,3]));
	await nextTask();
	await boot();
}
start();
