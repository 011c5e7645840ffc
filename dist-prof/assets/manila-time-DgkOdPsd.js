// src/lib/manila-time.ts
var MANILA_OFFSET_MS = 288e5;
var DAY_MS = 864e5;
function manilaParts(epochMs) {
	const d = new Date(epochMs + MANILA_OFFSET_MS);
	return {
		year: d.getUTCFullYear(),
		month: d.getUTCMonth() + 1,
		day: d.getUTCDate(),
		weekday: d.getUTCDay(),
		hour: d.getUTCHours(),
		minute: d.getUTCMinutes(),
		second: d.getUTCSeconds()
	};
}
/** Epoch ms of a Manila wall-clock time. */
function manilaTime(year, month, day, hour = 0, minute = 0, second = 0) {
	return Date.UTC(year, month - 1, day, hour, minute, second) - MANILA_OFFSET_MS;
}
var pad = (n) => String(n).padStart(2, "0");
/** YYYY.MM.DD in Manila, as the games list shows the last draw date. */
function formatManilaDate(epochMs, separator = ".") {
	const p = manilaParts(epochMs);
	return [
		p.year,
		pad(p.month),
		pad(p.day)
	].join(separator);
}
/** HH:mm in Manila. */
function formatManilaClock(epochMs) {
	const p = manilaParts(epochMs);
	return `${pad(p.hour)}:${pad(p.minute)}`;
}
/** YYYY.MM.DD HH:mm in Manila, as draw results show their time. */
function formatManilaDateTime(epochMs) {
	return `${formatManilaDate(epochMs)} ${formatManilaClock(epochMs)}`;
}
/** The Manila calendar day of an instant as YYYY-MM-DD (the value format of a date input). */
var manilaDayKey = (epochMs) => formatManilaDate(epochMs, "-");
var DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Epoch ms of 00:00 Manila on a YYYY-MM-DD day; null for anything that is not a real day. */
function manilaDayStart(dayKey) {
	const match = DAY_KEY.exec(dayKey);
	if (!match) return null;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const start = manilaTime(year, month, day);
	return manilaDayKey(start) === dayKey ? start : null;
}
/** The YYYY-MM-DD day `days` after (or before, when negative) the given one. */
function addManilaDays(dayKey, days) {
	const start = manilaDayStart(dayKey);
	if (start === null) throw new RangeError(`not a day: ${dayKey}`);
	return manilaDayKey(start + days * DAY_MS);
}
export { formatManilaDateTime as a, formatManilaDate as i, addManilaDays as n, manilaDayKey as o, formatManilaClock as r, manilaDayStart as s, DAY_MS as t };
