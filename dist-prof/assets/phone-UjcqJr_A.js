import { t as __vitePreload } from "./runtime-Dc1RwkV2.js";
var invalid = (raw) => ({
	valid: false,
	mobileNum: raw.replace(/\D/g, ""),
	e164: ""
});
var parser = null;
function loadPhoneParser() {
	parser ??= __vitePreload(() => import("./mobile-BQ5ZtI98.js").then((m) => m.parsePhoneNumberFromString), []);
	return parser;
}
/** Checks a number typed as 09171234567, 9171234567, +639171234567 or 63 917 123 4567. */
function checkPhilippineMobile(parse, raw, dialCode = "63") {
	const digits = raw.replace(/[^\d+]/g, "");
	if (!/^\+?\d{8,16}$/.test(digits)) return invalid(raw);
	const phone = parse(digits.startsWith("+") ? digits : dialCode !== "63" ? `+${dialCode}${digits}` : digits, "PH");
	if (!phone || phone.country !== "PH" || !phone.isValid()) return invalid(raw);
	return {
		valid: true,
		mobileNum: String(phone.nationalNumber),
		e164: String(phone.number)
	};
}
async function validatePhilippineMobile(raw, dialCode = "63") {
	return checkPhilippineMobile(await loadPhoneParser(), raw, dialCode);
}
export { loadPhoneParser as n, validatePhilippineMobile as r, checkPhilippineMobile as t };
