// src/lib/amount-input.ts
/**
* Cleans what the player typed into a decimal string: anything that is not a digit or the first decimal point
* is dropped, decimals beyond `decimals` are cut (never rounded up: a player never pays more than typed),
* and leading zeros go ("007" → "7", "00.5" → "0.5"). With `decimals` 0 no point is kept.
*/
function sanitizeAmount(raw, decimals) {
	const places = Math.max(0, Math.floor(decimals));
	let whole = "";
	let fraction = "";
	let seenPoint = false;
	for (const char of raw) if (char >= "0" && char <= "9") {
		if (seenPoint) {
			if (fraction.length < places) fraction += char;
		} else whole += char;
	} else if ((char === "." || char === ",") && !seenPoint && places > 0) seenPoint = true;
	whole = whole.replace(/^0+(?=\d)/, "");
	if (seenPoint) return `${whole === "" ? "0" : whole}.${fraction}`;
	return whole;
}
/** The number a sanitized amount stands for, or null while it is empty or just a point. */
function amountValue(text) {
	if (text === "" || text === "." || !/\d/.test(text)) return null;
	const value = Number(text);
	return Number.isFinite(value) ? value : null;
}
export { sanitizeAmount as n, amountValue as t };
