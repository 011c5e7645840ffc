import { B as session, J as storage, z as onSessionEvent } from "./app-B8swDsOD.js";
import { M as settle } from "./mutation-D-E-yONN.js";
import { Mt as wpsFetch } from "./api-G_9Nallq.js";
// src/api/generated/wps/push/push.ts
/**
* @summary Bind the device's FCM registration token to the player
*/
var fcmBind = (fcmBindRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/relay/CSP_fcmBind`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: fcmBindRequest,
		signal
	}, options);
};
/**
* @summary Subscribe the device's FCM token to a broadcast topic
*/
var fcmSubscribe = (fcmSubscribeRequest, options, signal) => {
	return wpsFetch({
		url: `/wps/relay/CSP_fcmSubscribe`,
		method: "POST",
		headers: { "Content-Type": "application/json" },
		data: fcmSubscribeRequest,
		signal
	}, options);
};
// src/api/push-registration.ts
var KEY = "lotto.pushToken";
var read = () => storage.getJson(KEY);
var write = (record) => storage.setJson(KEY, record);
var running = Promise.resolve();
/** Brings the server up to date with `token`; calls run one after another so two arrivals never race. */
function registerPushToken(token) {
	running = running.then(() => sync(token));
	return running;
}
async function sync(token) {
	const known = read();
	const record = known && known.token === token ? { ...known } : {
		token,
		subscribed: false,
		boundTo: null
	};
	if (!record.subscribed) record.subscribed = (await settle(fcmSubscribe({
		registrationToken: token,
		topic: "ALL"
	}, { silent: true }))).success;
	if (session.isLoggedIn && session.token && record.boundTo !== session.token) {
		if ((await settle(fcmBind({ registrationToken: token }, { silent: true }))).success) record.boundTo = session.token;
	}
	write(record);
}
/** Listens to the wrapper's push tokens and registers them; asks for the current one straight away. */
function startPushRegistration(bridge) {
	const stopBridge = bridge.subscribe((message) => {
		if (message.type === "pushToken") registerPushToken(message.token);
	});
	const stopSession = onSessionEvent((event) => {
		if (event.type !== "loggedIn") return;
		const known = read();
		if (!known) return;
		write({
			...known,
			subscribed: false,
			boundTo: null
		});
		registerPushToken(known.token);
	});
	bridge.send({ type: "requestPushToken" });
	return () => {
		stopBridge();
		stopSession();
	};
}
export { registerPushToken, startPushRegistration };
