import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { B as session, E as useSearchParams, G as proxy, J as storage, M as showToast, R as dispatchSession, S as Navigate, T as useNavigate, W as useSnapshot, l as Skeleton, s as Button, w as useLocation, y as useTranslation, z as onSessionEvent } from "./app-B8swDsOD.js";
import { $ as useBalanceRefresh, At as logout, W as memberStore, ct as useLaunchGame, et as getGetWalletBalanceQueryKey, it as useGetTodayGames, st as getLaunchGameQueryKey, tt as useGetWalletBalance } from "./api-G_9Nallq.js";
import { t as PageHeader } from "./page-header-DJ70Mm51.js";
import { n as gameName } from "./games-DjO7uSUc.js";
import { t as Amount } from "./amount-CbA21jHg.js";
import { t as IconButton } from "./icon-button-DQwG8uhV.js";
import { t as RefreshIcon } from "./refresh-icon-1dPeTzjK.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import "./runtime-Dc1RwkV2.js";
import { a as literal, c as string, o as number, r as discriminatedUnion, s as object, t as _enum } from "./schemas-DYJqGCgo.js";
// src/state/frame-view.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var FRAME_VIEW_KEY = "lotto.frameView";
/** Only a path of this app: a stored or posted value must never send the player to another site. */
var appPath = string().max(512).regex(/^\/(?![/\\])/);
var frameViewSchema = object({
	view: _enum([
		"none",
		"game",
		"order"
	]),
	backPath: appPath,
	gameId: number().int().positive().nullable()
});
var NONE = {
	view: "none",
	backPath: "/",
	gameId: null
};
function readStored() {
	const parsed = frameViewSchema.safeParse(storage.getJson(FRAME_VIEW_KEY, "session"));
	return parsed.success ? parsed.data : { ...NONE };
}
var frameView = proxy(readStored());
function save() {
	if (frameView.view === "none") storage.remove(FRAME_VIEW_KEY, "session");
	else storage.setJson(FRAME_VIEW_KEY, { ...frameView }, "session");
}
var isAppPath = (path) => appPath.safeParse(path).success;
function openFrameView(view, backPath, gameId) {
	Object.assign(frameView, {
		view,
		backPath: isAppPath(backPath) ? backPath : "/",
		gameId: gameId !== null && Number.isSafeInteger(gameId) && gameId > 0 ? gameId : null
	});
	save();
}
function setFrameGameId(gameId) {
	if (frameView.view === "none") return;
	frameView.gameId = gameId;
	save();
}
function clearFrameView() {
	Object.assign(frameView, NONE);
	save();
}
onSessionEvent((event) => {
	if (event.type !== "loggedIn" && event.type !== "touched") clearFrameView();
});
// src/features/lott-game/frame-balance.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The player's balance above the game, so every bet and prize shows at once on our side too. */
function FrameBalance({ data, pending, refreshing, announcement, onRefresh }) {
	const { t } = useTranslation();
	const headingId = (0, import_react.useId)();
	let amount;
	if (data) amount = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, {
		value: data.sumBalance,
		symbol: data.currencySymbol || void 0
	});
	else if (pending) amount = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		width: "8em",
		height: "0.9em"
	});
	else amount = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: "lott-frame__unavailable",
		children: t("balance_unavailable")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "lott-frame__balance",
		"aria-labelledby": headingId,
		"aria-busy": pending || refreshing,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: headingId,
				className: "lott-frame__balance-label",
				children: t("total_balance")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "lott-frame__balance-amount",
				children: amount
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				label: t("refresh_balance"),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefreshIcon, {}),
				busy: refreshing,
				onClick: onRefresh
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "visually-hidden",
				role: "status",
				children: announcement
			})
		]
	});
}
// src/features/lott-game/frame-protocol.ts
/** What the game site may ask of us. */
var frameMessageSchema = discriminatedUnion("type", [
	object({ type: literal("goBack") }),
	object({ type: literal("refreshBalance") }),
	object({ type: literal("logout") }),
	object({
		type: literal("changeGame"),
		gameId: number().int().positive().max(Number.MAX_SAFE_INTEGER)
	}),
	object({ type: literal("launchGame") })
]);
/** What we tell the game site. */
var hostMessageSchema = discriminatedUnion("type", [object({ type: literal("balanceRefreshed") })]);
var KNOWN_TYPES = frameMessageSchema.options.map((option) => option.shape.type.value);
/** A message of some other protocol version or feature: it is logged, never acted on. */
var unknownEvent = object({ type: string().min(1).max(64) });
/** Decides what a posted message is, without acting on it (pure, so every rule is tested on its own). */
function receiveFrameMessage(event, frame) {
	if (event.origin !== frame.origin) return {
		kind: "ignored",
		reason: "origin"
	};
	if (frame.window === null || event.source !== frame.window) return {
		kind: "ignored",
		reason: "source"
	};
	const parsed = frameMessageSchema.safeParse(event.data);
	if (parsed.success) return {
		kind: "message",
		message: parsed.data
	};
	const other = unknownEvent.safeParse(event.data);
	if (other.success && !KNOWN_TYPES.includes(other.data.type)) return {
		kind: "unknown",
		type: other.data.type
	};
	return {
		kind: "ignored",
		reason: "malformed"
	};
}
/** One branch per message type; a new type that is not handled fails the type check. */
function handleFrameMessage(message, actions) {
	switch (message.type) {
		case "goBack": return actions.goBack();
		case "refreshBalance": return actions.refreshBalance();
		case "logout": return actions.logout();
		case "changeGame": return actions.changeGame(message.gameId);
		case "launchGame": return actions.launchGame();
		default: return message;
	}
}
/** Posts to the frame with our exact origin as the target, never '*': only our own page may read it. */
function postToFrame(frame, message, origin) {
	frame?.postMessage(hostMessageSchema.parse(message), origin);
}
// src/features/lott-game/frame-session.ts
/**
* Whether the player is still logged in for a new launch. Play inside the frame talks only to the game site,
* so our session can pass its idle limit unnoticed: such a session counts as logged out here.
*/
function isSessionAlive(now = Date.now()) {
	const { isLoggedIn, token, lastAccessAt } = session;
	return isLoggedIn && Boolean(token) && lastAccessAt !== null && now - lastAccessAt < 36e5;
}
/** Logs out on this device whatever the server answers (a failed call must not keep the player in). */
async function logOutHere() {
	clearFrameView();
	if (session.token) await settle(logout({ silent: true }));
	dispatchSession({ type: "loggedOut" });
}
// src/features/lott-game/use-frame-actions.ts
var LOGIN_PATH = "/login";
var GAME_PATH = "/lottGame";
/** What each message of the game site does on our side (product spec section 4, lottery frame). */
function useFrameActions({ view, relaunchLobby, reloadBalance }) {
	const navigate = useNavigate();
	const location = useLocation();
	const [, setParams] = useSearchParams();
	const state = location.state;
	return (0, import_react.useMemo)(() => {
		const toLogin = async () => {
			await logOutHere();
			navigate(LOGIN_PATH, { replace: true });
		};
		return {
			goBack() {
				const back = frameView.backPath;
				clearFrameView();
				navigate(back, { replace: true });
			},
			refreshBalance: reloadBalance,
			logout() {
				toLogin();
			},
			changeGame(gameId) {
				setFrameGameId(gameId);
				if (view === "game") setParams({ gameId: String(gameId) }, {
					replace: true,
					state
				});
			},
			launchGame() {
				if (!isSessionAlive()) {
					showToast("not_login", { kind: "error" });
					toLogin();
					return;
				}
				const { backPath } = frameView;
				openFrameView("game", backPath, null);
				if (view === "order") {
					navigate(GAME_PATH, {
						replace: true,
						state: { backPath }
					});
					return;
				}
				setParams({}, {
					replace: true,
					state
				});
				relaunchLobby();
			}
		};
	}, [
		navigate,
		reloadBalance,
		relaunchLobby,
		setParams,
		state,
		view
	]);
}
// src/features/lott-game/use-frame-launch.ts
/** The frame URL only if it is a page of our own origin (spec: the frame is on the same origin). */
function sameOriginUrl(url, origin) {
	if (!url) return null;
	try {
		const parsed = new URL(url, origin);
		return parsed.origin === origin ? parsed.href : null;
	} catch {
		return null;
	}
}
/**
* Asks the server for the frame URL (launchMode LOTT, lottoArea PL, lottoView, gameId) and loads it into the
* frame. The URL carries a one-time code: it is fetched once per launch, never cached, retried or refetched.
*/
function useFrameLaunch(frameRef, request, enabled) {
	const params = {
		launchMode: "LOTT",
		lottoArea: "PL",
		lottoView: request.view,
		...request.view === "game" && request.gameId !== null ? { gameId: request.gameId } : {}
	};
	const query = useLaunchGame(params, { query: {
		queryKey: [...getLaunchGameQueryKey(params), request.nonce],
		enabled,
		staleTime: Infinity,
		gcTime: 0,
		retry: false,
		refetchOnWindowFocus: false,
		refetchOnReconnect: false
	} });
	const loaded = (0, import_react.useRef)(null);
	const url = query.data?.url;
	(0, import_react.useEffect)(() => {
		if (query.status !== "success" || loaded.current === url) return;
		loaded.current = url ?? null;
		const target = sameOriginUrl(url, window.location.origin);
		const frame = frameRef.current?.contentWindow;
		if (!target || !frame) {
			showToast("in_unknown_error", { kind: "error" });
			return;
		}
		frame.location.replace(target);
	}, [
		frameRef,
		query.status,
		url
	]);
	return {
		launching: query.isFetching,
		failed: query.isError,
		retry: () => void query.refetch()
	};
}
// src/features/lott-game/use-frame-messages.ts
/**
* Listens for the game site's messages while the frame screen is shown (and stops when it goes). A message is
* acted on only when it comes from our origin and from this frame's window and parses; an unknown event is only
* logged; anything else changes nothing.
*/
function useFrameMessages(frameRef, actions) {
	const act = (0, import_react.useEffectEvent)((message) => handleFrameMessage(message, actions));
	(0, import_react.useEffect)(() => {
		const origin = window.location.origin;
		const onMessage = (event) => {
			const received = receiveFrameMessage(event, {
				window: frameRef.current?.contentWindow ?? null,
				origin
			});
			if (received.kind === "message") act(received.message);
			else if (received.kind === "unknown") console.info("[lott-game] unknown frame event ignored:", received.type);
		};
		window.addEventListener("message", onMessage);
		return () => window.removeEventListener("message", onMessage);
	}, [frameRef]);
}
// src/features/lott-game/use-host-balance.ts
/** typeId 0 is the sum over all wallets. */
var TOTAL = { typeId: 0 };
/**
* The balance shown above the game frame. `reload` is what the game site's refreshBalance asks for: the wallet
* balance query is invalidated, so every screen that shows it reads it again. `refresh` is the player's button:
* the app's balance refresh (wallet recall, one retry, 250 ms, then the read), ignored while one runs.
*/
function useHostBalance(onReloaded) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const { member } = useSnapshot(memberStore);
	const balance = useGetWalletBalance(TOTAL);
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	const reload = (0, import_react.useCallback)(async () => {
		if (!session.isLoggedIn) return;
		await queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
		setAnnouncement(t("balance_updated"));
		onReloaded();
	}, [
		onReloaded,
		queryClient,
		t
	]);
	const customerId = Number(member?.customerId);
	const readAfterRecall = (0, import_react.useCallback)(async () => {
		setAnnouncement("");
		await reload();
		return { isSuccess: true };
	}, [reload]);
	const { refresh, refreshing } = useBalanceRefresh(Number.isSafeInteger(customerId) ? customerId : null, readAfterRecall);
	return {
		balance,
		reload,
		refresh,
		refreshing,
		announcement
	};
}
// src/features/lott-game/lott-frame.tsx
/** Where "back" goes when the screen was opened without saying where from. */
var DEFAULT_BACK_PATH = {
	game: "/games",
	order: "/member/home"
};
var positiveId = (value) => {
	const n = Number(value);
	return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};
/** A caller may say where back is: navigate('/lottGame?gameId=101', { state: { backPath: '/' } }). */
var passedBackPath = (state) => {
	const back = state?.backPath;
	return isAppPath(back) ? back : null;
};
/**
* The first launch of this screen: the address and the navigation state win; a reload (or a return) finds the
* same view in session storage and reopens its game and its way back.
*/
function firstLaunch(view, urlGameId, state, stored) {
	const same = stored.view === view;
	return {
		view,
		gameId: view === "order" ? null : urlGameId ?? (same ? stored.gameId : null),
		backPath: passedBackPath(state) ?? (same ? stored.backPath : DEFAULT_BACK_PATH[view]),
		nonce: 0
	};
}
/** The game frame in game or order view (routes /lottGame and /member/lottOrders; login required). */
function LottFrame({ view }) {
	const { t } = useTranslation();
	const location = useLocation();
	const [params] = useSearchParams();
	const urlGameId = positiveId(params.get("gameId"));
	const { isLoggedIn } = useSnapshot(session);
	const stored = useSnapshot(frameView);
	const frameRef = (0, import_react.useRef)(null);
	const [launch, setLaunch] = (0, import_react.useState)(() => firstLaunch(view, urlGameId, location.state, frameView));
	const tellFrame = (0, import_react.useCallback)(() => postToFrame(frameRef.current?.contentWindow, { type: "balanceRefreshed" }, window.location.origin), []);
	const { balance, reload, refresh, refreshing, announcement } = useHostBalance(tellFrame);
	useFrameMessages(frameRef, useFrameActions({
		view,
		relaunchLobby: (0, import_react.useCallback)(() => setLaunch((l) => ({
			...l,
			gameId: null,
			nonce: l.nonce + 1
		})), []),
		reloadBalance: () => void reload()
	}));
	const { launching, failed, retry } = useFrameLaunch(frameRef, launch, isLoggedIn);
	const [addressGameId, setAddressGameId] = (0, import_react.useState)(urlGameId);
	if (urlGameId !== addressGameId) {
		setAddressGameId(urlGameId);
		if (view === "game" && urlGameId !== null && urlGameId !== stored.gameId) setLaunch((l) => ({
			...l,
			gameId: urlGameId,
			nonce: l.nonce + 1
		}));
	}
	(0, import_react.useEffect)(() => openFrameView(launch.view, launch.backPath, launch.gameId), [launch]);
	(0, import_react.useEffect)(() => () => clearFrameView(), []);
	const games = useGetTodayGames({ query: {
		staleTime: 3e4,
		enabled: view === "game"
	} }).data?.games;
	if (!isLoggedIn) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: LOGIN_PATH,
		replace: true
	});
	const game = stored.gameId === null ? void 0 : games?.find((g) => g.gameId === stored.gameId);
	const title = view === "order" ? t("member_lott_orders") : game ? gameName(game) : t("lott_game_title");
	const backPath = stored.view === view ? stored.backPath : launch.backPath;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "lott-frame",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
				title,
				backTo: backPath,
				backLabel: t("back")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FrameBalance, {
				data: balance.data,
				pending: balance.isPending,
				refreshing,
				announcement,
				onRefresh: () => void refresh().then(tellFrame)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "lott-frame__stage",
				"aria-busy": launching,
				children: [
					launching ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "lott-frame__status",
						role: "status",
						children: t("lott_opening")
					}) : null,
					failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "lott-frame__status",
						role: "alert",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("lott_launch_failed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							onClick: retry,
							children: t("try_again")
						})]
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
						ref: frameRef,
						className: "lott-frame__frame",
						title: t(view === "order" ? "lott_frame_orders" : "lott_frame_game")
					})
				]
			})
		]
	});
}
export { LottFrame as t };
