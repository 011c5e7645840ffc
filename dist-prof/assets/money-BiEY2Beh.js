/** Splits the shortest decimal text of a finite number into sign, integer digits and fraction digits. */
function decimalParts(value) {
	const negative = value < 0;
	const [mantissa, exponentText] = Math.abs(value).toString().split("e");
	const exponent = exponentText ? Number(exponentText) : 0;
	const [intPart, fracPart = ""] = mantissa.split(".");
	let digits = intPart + fracPart;
	let point = intPart.length + exponent;
	if (point < 0) {
		digits = "0".repeat(-point) + digits;
		point = 0;
	}
	if (point > digits.length) digits += "0".repeat(point - digits.length);
	return {
		negative,
		integer: digits.slice(0, point) || "0",
		fraction: digits.slice(point)
	};
}
/** Whole centavos of a peso amount, cut toward zero (the spec's "rounded down" for balances). */
function toCentavos(pesos) {
	if (!Number.isFinite(pesos)) return 0;
	const { negative, integer, fraction } = decimalParts(pesos);
	const centavos = Number(integer) * 100 + Number((fraction + "00").slice(0, 2));
	return negative && centavos !== 0 ? -centavos : 0 + centavos;
}
var groupThousands = (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
/** "₱1,234.50" from 123450 centavos; a minus sign goes before the symbol. */
function formatCentavos(centavos, symbol = "₱") {
	const whole = Math.trunc(Math.abs(centavos));
	const pesos = Math.floor(whole / 100);
	const cents = String(whole % 100).padStart(2, "0");
	return `${centavos < 0 && whole !== 0 ? "-" : ""}${symbol}${groupThousands(String(pesos))}.${cents}`;
}
/** Two decimals, rounded down, thousands separators: 12345.678 → "₱12,345.67". */
function formatMoney(pesos, symbol = "₱") {
	return formatCentavos(toCentavos(pesos), symbol);
}
export { formatMoney as t };
