import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { C as getGetDepositRecordsQueryKey, D as useGetDepositSettings, E as useGetDepositPromotions, O as useGetDepositTasks, Rt as useQuery, S as getDepositRecords, T as uploadDepositImage, b as depositByLaunchUrl, et as getGetWalletBalanceQueryKey, k as useGetPaymentChannels, tt as useGetWalletBalance, w as getGetDepositTasksQueryKey, x as depositByQr, y as depositByEWallet } from "./api-G_9Nallq.js";
import { t as Amount } from "./amount-CbA21jHg.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { a as useWatch, i as useForm } from "./index.esm-D1X32Qw-.js";
import { t as TextField } from "./text-field-avOr7McN.js";
import "./runtime-Dc1RwkV2.js";
import { n as sanitizeAmount, t as amountValue } from "./amount-input-B45YB1NK.js";
import { t as formatMoney } from "./money-BiEY2Beh.js";
import { a as formatManilaDateTime } from "./manila-time-DgkOdPsd.js";
import { a as depositStatusKey, d as DepositStatus, i as depositIsOpen, o as depositStatusTone } from "./records-CkKd7aWO.js";
import { M as settle, O as useQueryClient } from "./mutation-D-E-yONN.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
// src/features/member/deposit/channels.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var KEPT_CHANNEL_NAMES = [
	"PG",
	"GCASHQR",
	"GCASH",
	"Paymaya"
];
/** Preset amounts, positive and finite, without repeats, ascending. */
function sortedFixAmounts(amounts) {
	return [...new Set(amounts.filter((a) => Number.isFinite(a) && a > 0))].sort((a, b) => a - b);
}
function depositChannelGroups(groups) {
	const kept = KEPT_CHANNEL_NAMES;
	return groups.filter((group) => kept.includes(group.channelName)).map((group) => ({
		channelName: group.channelName,
		available: group.available,
		channels: group.channels.map((channel) => ({
			...channel,
			fixAmounts: sortedFixAmounts(channel.fixAmounts)
		}))
	}));
}
/** A channel can be chosen when its group is available and the channel itself is not switched off. */
var channelSelectable = (group, channel) => group.available && channel.available !== false;
/** The amounts a deposit through `channel` may have: inside both the channel's and the account's limits. */
function channelLimits(channel, settings) {
	return {
		min: Math.max(channel.minAmount, settings?.minAmount ?? 0),
		max: Math.min(channel.maxAmount, settings?.maxAmount ?? Number.POSITIVE_INFINITY),
		decimals: settings?.decimals ?? 0
	};
}
/** Preset amounts the channel actually accepts. */
var quickAmounts = (channel, limits) => channel.fixAmounts.filter((a) => a >= limits.min && a <= limits.max);
// src/features/member/deposit/deposit-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Channel, amount (presets or typed), optional promotion; each problem under its own field. */
function DepositForm({ state, groups, promotions, allowed }) {
	const { t } = useTranslation();
	const { form, submit, sending, channel, limits, formProblem } = state;
	const { register, setValue, formState: { errors, isSubmitted } } = form;
	const busy = sending || form.formState.isSubmitting;
	const amount = useWatch({
		control: form.control,
		name: "amount"
	});
	const ids = {
		channel: (0, import_react.useId)(),
		promotion: (0, import_react.useId)(),
		quick: (0, import_react.useId)()
	};
	const amountField = register("amount");
	const decimals = limits?.decimals ?? 0;
	const pickAmount = (value) => setValue("amount", String(value), {
		shouldValidate: isSubmitted,
		shouldDirty: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "panel panel--loose deposit-form",
		onSubmit: submit,
		noValidate: true,
		"aria-label": t("deposit_form"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "deposit-fieldset",
				"aria-describedby": errors.channelId ? `${ids.channel}-error` : void 0,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "deposit-fieldset__legend",
						children: t("deposit_channel")
					}),
					groups.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "deposit-muted",
						children: t("deposit_no_channels")
					}) : null,
					groups.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "deposit-channel-group",
						children: [group.available ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "deposit-channel-group__off",
							children: t("deposit_channel_unavailable", { name: group.channels.map((c) => c.displayName).join(", ") })
						}), group.channels.map((c) => {
							const limitsId = `${ids.channel}-${c.channelId}-limits`;
							const selectable = channelSelectable(group, c);
							return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
								className: "choice deposit-option",
								"aria-disabled": !selectable || void 0,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "radio",
									value: String(c.channelId),
									disabled: !selectable,
									"aria-labelledby": `${limitsId}-name`,
									"aria-describedby": limitsId,
									...register("channelId")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "deposit-option__text",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										id: `${limitsId}-name`,
										className: "deposit-option__name",
										children: c.displayName
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										id: limitsId,
										className: "deposit-option__detail",
										children: selectable ? t("deposit_limits", {
											min: formatMoney(c.minAmount),
											max: formatMoney(c.maxAmount)
										}) : t("deposit_unavailable")
									})]
								})]
							}, c.channelId);
						})]
					}, group.channelName)),
					errors.channelId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: `${ids.channel}-error`,
						className: "field__error",
						children: errors.channelId.message
					}) : null
				]
			}),
			channel && limits ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "deposit-quick",
				role: "group",
				"aria-labelledby": ids.quick,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: ids.quick,
					className: "deposit-fieldset__legend",
					children: t("deposit_quick_amounts")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "deposit-quick__list",
					children: quickAmounts(channel, limits).map((value) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "chip deposit-chip",
						"aria-pressed": amount === String(value),
						onClick: () => pickAmount(value),
						children: formatMoney(value)
					}, value))
				})]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("deposit_amount"),
				inputMode: decimals > 0 ? "decimal" : "numeric",
				autoComplete: "off",
				error: errors.amount?.message,
				hint: limits ? t("deposit_amount_hint", {
					min: formatMoney(limits.min),
					max: formatMoney(limits.max)
				}) : t("deposit_choose_channel_first"),
				...amountField,
				onChange: (event) => {
					event.target.value = sanitizeAmount(event.target.value, decimals);
					return amountField.onChange(event);
				}
			}),
			promotions.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "deposit-fieldset",
				"aria-describedby": errors.promotionId ? `${ids.promotion}-error` : void 0,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "deposit-fieldset__legend",
						children: t("deposit_promotion")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "choice deposit-option",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							value: "",
							...register("promotionId")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "deposit-option__text",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "deposit-option__name",
								children: t("deposit_no_promotion")
							})
						})]
					}),
					promotions.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "choice deposit-option",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							value: String(p.promotionId),
							"aria-labelledby": `${ids.promotion}-${p.promotionId}`,
							"aria-describedby": `${ids.promotion}-${p.promotionId}-min`,
							...register("promotionId")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "deposit-option__text",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								id: `${ids.promotion}-${p.promotionId}`,
								className: "deposit-option__name",
								children: p.title
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								id: `${ids.promotion}-${p.promotionId}-min`,
								className: "deposit-option__detail",
								children: t("deposit_promotion_min_hint", { min: formatMoney(p.minDeposit) })
							})]
						})]
					}, p.promotionId)),
					errors.promotionId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: `${ids.promotion}-error`,
						className: "field__error",
						children: errors.promotionId.message
					}) : null
				]
			}) : null,
			formProblem ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "deposit-alert",
				role: "alert",
				children: formProblem
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				block: true,
				disabled: busy || !allowed,
				"aria-busy": busy || void 0,
				children: busy ? t("deposit_submitting") : t("deposit_submit")
			})
		]
	});
}
// src/features/member/deposit/qr-code.ts
var ECC_PER_BLOCK_M = [
	-1,
	10,
	16,
	26,
	18,
	24,
	16,
	18,
	22,
	22,
	26,
	30,
	22,
	22,
	24,
	24,
	28,
	28,
	26,
	26,
	26,
	26,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28,
	28
];
var BLOCKS_M = [
	-1,
	1,
	1,
	1,
	2,
	2,
	4,
	4,
	4,
	5,
	5,
	5,
	8,
	9,
	9,
	10,
	10,
	11,
	13,
	14,
	16,
	17,
	17,
	18,
	20,
	21,
	23,
	25,
	26,
	28,
	29,
	31,
	33,
	35,
	37,
	38,
	40,
	43,
	45,
	47,
	49
];
var bit = (value, index) => (value >>> index & 1) !== 0;
function rawDataModules(version) {
	let result = (16 * version + 128) * version + 64;
	if (version >= 2) {
		const align = Math.floor(version / 7) + 2;
		result -= (25 * align - 10) * align - 55;
		if (version >= 7) result -= 36;
	}
	return result;
}
var dataCodewords = (version) => Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK_M[version] * BLOCKS_M[version];
/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x, y) {
	let z = 0;
	for (let i = 7; i >= 0; i--) {
		z = z << 1 ^ (z >>> 7) * 285;
		z ^= (y >>> i & 1) * x;
	}
	return z & 255;
}
function rsDivisor(degree) {
	const result = new Array(degree).fill(0);
	result[degree - 1] = 1;
	let root = 1;
	for (let i = 0; i < degree; i++) {
		for (let j = 0; j < result.length; j++) {
			result[j] = gfMultiply(result[j], root);
			if (j + 1 < result.length) result[j] ^= result[j + 1];
		}
		root = gfMultiply(root, 2);
	}
	return result;
}
/** The error correction codewords of one block of data codewords. */
function reedSolomon(data, degree) {
	const divisor = rsDivisor(degree);
	const result = new Array(degree).fill(0);
	for (const byte of data) {
		const factor = byte ^ result.shift();
		result.push(0);
		divisor.forEach((coefficient, i) => result[i] ^= gfMultiply(coefficient, factor));
	}
	return result;
}
function alignmentPositions(version) {
	if (version === 1) return [];
	const count = Math.floor(version / 7) + 2;
	const size = version * 4 + 17;
	const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
	const result = [6];
	for (let pos = size - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
	return result;
}
function encodeData(bytes) {
	let version = 1;
	for (; version <= 40; version++) if (4 + (version < 10 ? 8 : 16) + bytes.length * 8 <= dataCodewords(version) * 8) break;
	if (version > 40) throw new RangeError("too much data for a QR code");
	const bits = [];
	const push = (value, length) => {
		for (let i = length - 1; i >= 0; i--) bits.push(value >>> i & 1);
	};
	push(4, 4);
	push(bytes.length, version < 10 ? 8 : 16);
	bytes.forEach((b) => push(b, 8));
	const capacity = dataCodewords(version) * 8;
	push(0, Math.min(4, capacity - bits.length));
	push(0, (8 - bits.length % 8) % 8);
	for (let pad = 236; bits.length < capacity; pad ^= 253) push(pad, 8);
	const codewords = [];
	for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => a << 1 | b, 0));
	return {
		version,
		codewords
	};
}
function withErrorCorrection(version, data) {
	const blocks = BLOCKS_M[version];
	const eccLength = ECC_PER_BLOCK_M[version];
	const raw = Math.floor(rawDataModules(version) / 8);
	const shortBlocks = blocks - raw % blocks;
	const shortLength = Math.floor(raw / blocks);
	const all = [];
	for (let i = 0, k = 0; i < blocks; i++) {
		const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
		k += block.length;
		const ecc = reedSolomon(block, eccLength);
		if (i < shortBlocks) block.push(0);
		all.push([...block, ...ecc]);
	}
	const result = [];
	for (let i = 0; i < all[0].length; i++) all.forEach((block, j) => {
		if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]);
	});
	return result;
}
var MASKS = [
	(x, y) => (x + y) % 2 === 0,
	(_x, y) => y % 2 === 0,
	(x) => x % 3 === 0,
	(x, y) => (x + y) % 3 === 0,
	(x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
	(x, y) => x * y % 2 + x * y % 3 === 0,
	(x, y) => (x * y % 2 + x * y % 3) % 2 === 0,
	(x, y) => ((x + y) % 2 + x * y % 3) % 2 === 0
];
/** The 15 format bits of level M and a mask, with their BCH check and the standard's XOR pattern. */
function formatBits(mask) {
	const data = 0 | mask;
	let rem = data;
	for (let i = 0; i < 10; i++) rem = rem << 1 ^ (rem >>> 9) * 1335;
	return (data << 10 | rem) ^ 21522;
}
function build(version, codewords, mask) {
	const size = version * 4 + 17;
	const modules = Array.from({ length: size }, () => new Array(size).fill(false));
	const reserved = Array.from({ length: size }, () => new Array(size).fill(false));
	const set = (x, y, dark) => {
		modules[y][x] = dark;
		reserved[y][x] = true;
	};
	for (let i = 0; i < size; i++) {
		set(6, i, i % 2 === 0);
		set(i, 6, i % 2 === 0);
	}
	for (const [cx, cy] of [
		[3, 3],
		[size - 4, 3],
		[3, size - 4]
	]) for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) {
		const x = cx + dx;
		const y = cy + dy;
		const distance = Math.max(Math.abs(dx), Math.abs(dy));
		if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, distance !== 2 && distance !== 4);
	}
	const positions = alignmentPositions(version);
	const last = positions.length - 1;
	positions.forEach((cx, i) => positions.forEach((cy, j) => {
		if (i === 0 && j === 0 || i === 0 && j === last || i === last && j === 0) return;
		for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
	}));
	const format = formatBits(mask);
	for (let i = 0; i <= 5; i++) set(8, i, bit(format, i));
	set(8, 7, bit(format, 6));
	set(8, 8, bit(format, 7));
	set(7, 8, bit(format, 8));
	for (let i = 9; i < 15; i++) set(14 - i, 8, bit(format, i));
	for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(format, i));
	for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(format, i));
	set(8, size - 8, true);
	if (version >= 7) {
		let rem = version;
		for (let i = 0; i < 12; i++) rem = rem << 1 ^ (rem >>> 11) * 7973;
		const bits = version << 12 | rem;
		for (let i = 0; i < 18; i++) {
			const a = size - 11 + i % 3;
			const b = Math.floor(i / 3);
			set(a, b, bit(bits, i));
			set(b, a, bit(bits, i));
		}
	}
	let i = 0;
	for (let right = size - 1; right >= 1; right -= 2) {
		if (right === 6) right = 5;
		for (let vert = 0; vert < size; vert++) for (let j = 0; j < 2; j++) {
			const x = right - j;
			const y = (right + 1 & 2) === 0 ? size - 1 - vert : vert;
			if (!reserved[y][x] && i < codewords.length * 8) {
				modules[y][x] = bit(codewords[i >>> 3], 7 - (i & 7));
				i++;
			}
		}
	}
	for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (!reserved[y][x] && MASKS[mask](x, y)) modules[y][x] = !modules[y][x];
	return {
		version,
		mask,
		size,
		modules
	};
}
/** Rules 1, 2 and 4 of the standard's penalty (runs, 2×2 blocks, balance): enough to avoid a poor mask. */
function penalty({ modules, size }) {
	let score = 0;
	for (let a = 0; a < size; a++) for (const line of [(b) => modules[a][b], (b) => modules[b][a]]) {
		let run = 1;
		for (let b = 1; b <= size; b++) if (b < size && line(b) === line(b - 1)) run++;
		else {
			if (run >= 5) score += run - 2;
			run = 1;
		}
	}
	let dark = 0;
	for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
		if (modules[y][x]) dark++;
		if (x < size - 1 && y < size - 1 && modules[y][x] === modules[y][x + 1] && modules[y][x] === modules[y + 1][x] && modules[y][x] === modules[y + 1][x + 1]) score += 3;
	}
	const total = size * size;
	return score + (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
}
/** The QR symbol of a text (UTF-8 bytes). */
function encodeQr(text) {
	const { version, codewords } = encodeData(new TextEncoder().encode(text));
	const all = withErrorCorrection(version, codewords);
	let best = null;
	let bestScore = Infinity;
	for (let mask = 0; mask < 8; mask++) {
		const candidate = build(version, all, mask);
		const score = penalty(candidate);
		if (score < bestScore) {
			best = candidate;
			bestScore = score;
		}
	}
	return best;
}
/** An SVG path of the dark modules, one unit per module, offset by the quiet zone. */
function qrPath({ modules, size }, quiet) {
	const parts = [];
	for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (modules[y][x]) parts.push(`M${x + quiet},${y + quiet}h1v1h-1z`);
	return parts.join("");
}
// src/features/member/deposit/deposit-qr.tsx
var QUIET = 4;
/** The order's QR payload drawn as a scannable square (dark on white, with the standard quiet zone). */
function DepositQr({ payload, label }) {
	const { path, extent } = (0, import_react.useMemo)(() => {
		const matrix = encodeQr(payload);
		return {
			path: qrPath(matrix, QUIET),
			extent: matrix.size + 8
		};
	}, [payload]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		className: "deposit-qr",
		role: "img",
		"aria-label": label,
		viewBox: `0 0 ${extent} ${extent}`,
		width: "240",
		height: "240",
		shapeRendering: "crispEdges",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			width: extent,
			height: extent,
			fill: "#fff"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: path,
			fill: "#000"
		})]
	});
}
// src/features/member/deposit/deposit-rules.ts
function depositProblems(values, context) {
	const problems = {};
	if (!values.channelId || !context.limits) problems.channelId = { key: "deposit_channel_required" };
	const amount = amountValue(values.amount);
	if (amount === null || amount <= 0) problems.amount = { key: "deposit_amount_required" };
	else if (context.limits) {
		const { min, max } = context.limits;
		if (amount < min) problems.amount = {
			key: "deposit_amount_min",
			params: { min: context.money(min) }
		};
		else if (amount > max) problems.amount = {
			key: "deposit_amount_max",
			params: { max: context.money(max) }
		};
	}
	if (!problems.amount && amount !== null && context.promotionMin !== void 0 && amount < context.promotionMin) problems.promotionId = {
		key: "deposit_promotion_min",
		params: { min: context.money(context.promotionMin) }
	};
	return problems;
}
function receiptProblems(values, context) {
	const problems = {};
	if (context.nicknameRequired && values.nickname.trim() === "") problems.nickname = { key: "deposit_nickname_required" };
	if (!values.receipt) {
		if (context.receiptRequired) problems.receipt = { key: "deposit_receipt_required" };
	} else if (values.receipt.size === 0 || values.receipt.size > 5242880 || values.receipt.type !== "" && !values.receipt.type.startsWith("image/")) problems.receipt = { key: "deposit_receipt_invalid" };
	return problems;
}
// src/features/member/deposit/receipt-form.tsx
/** The payer's account name and the payment's screenshot, sent with the order number. */
function ReceiptForm({ orderNo, nicknameRequired, receiptRequired, onUploaded }) {
	const { t } = useTranslation();
	const fileId = (0, import_react.useId)();
	const [values, setValues] = (0, import_react.useState)({
		nickname: "",
		receipt: null
	});
	const [problems, setProblems] = (0, import_react.useState)({});
	const [serverProblem, setServerProblem] = (0, import_react.useState)(null);
	const [sending, setSending] = (0, import_react.useState)(false);
	const say = (problem) => problem ? t(problem.key, problem.params) : void 0;
	const submit = async (event) => {
		event.preventDefault();
		if (sending) return;
		const found = receiptProblems(values, {
			nicknameRequired,
			receiptRequired
		});
		setProblems(found);
		if (Object.keys(found).length > 0 || !values.receipt) return;
		setSending(true);
		setServerProblem(null);
		const result = await settle(uploadDepositImage({
			orderNo,
			nickname: values.nickname.trim() || void 0,
			image: values.receipt
		}, { silent: true }));
		setSending(false);
		if (result.success) {
			onUploaded();
			return;
		}
		if (result.code === "NICKNAME_REQUIRED") setProblems({ nickname: { key: "deposit_nickname_required" } });
		else if (result.code === "INVALID_IMAGE") setProblems({ receipt: { key: "deposit_receipt_invalid" } });
		else setServerProblem(result.kind === "network" ? t("network_offline") : result.message || result.code || t("in_unknown_error"));
	};
	const receiptError = say(problems.receipt);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "panel panel--loose deposit-form",
		onSubmit: submit,
		noValidate: true,
		"aria-label": t("deposit_receipt_form"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("deposit_receipt_intro") }),
			nicknameRequired ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("deposit_payer_nickname"),
				autoComplete: "name",
				value: values.nickname,
				error: say(problems.nickname),
				onChange: (event) => setValues((v) => ({
					...v,
					nickname: event.target.value
				}))
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "field",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						className: "field__label",
						htmlFor: fileId,
						children: t("deposit_receipt")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: fileId,
						className: "field__input deposit-file",
						type: "file",
						accept: "image/*",
						"aria-invalid": receiptError ? true : void 0,
						"aria-describedby": receiptError ? `${fileId}-error` : `${fileId}-hint`,
						onChange: (event) => setValues((v) => ({
							...v,
							receipt: event.target.files?.[0] ?? null
						}))
					}),
					receiptError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: `${fileId}-error`,
						className: "field__error",
						children: receiptError
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: `${fileId}-hint`,
						className: "field__hint",
						children: t("deposit_receipt_hint")
					})
				]
			}),
			serverProblem ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "deposit-alert",
				role: "alert",
				children: serverProblem
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				block: true,
				disabled: sending,
				"aria-busy": sending || void 0,
				children: t("deposit_upload_receipt")
			})
		]
	});
}
// src/features/member/deposit/use-deposit-status.ts
/** How often an open order's status is asked for again. */
var DEPOSIT_POLL_MS = 3e3;
/** The newest records are enough to find an order just opened (the list is newest first). */
var RECENT = {
	page: 1,
	size: 20
};
/**
* The live status of one deposit order: asked for every few seconds while it is open (New or Pending),
* not any more once it is decided. When it is approved the wallet's balance and the records are refreshed
* everywhere in the app.
*/
function useDepositStatus(order) {
	const client = useQueryClient();
	const query = useQuery({
		queryKey: [
			...getGetDepositRecordsQueryKey(RECENT),
			"watch",
			order.orderNo
		],
		queryFn: ({ signal }) => getDepositRecords(RECENT, { silent: true }, signal),
		select: (page) => page.list.find((record) => record.orderNo === order.orderNo),
		refetchInterval: (q) => {
			const found = q.state.data?.list.find((record) => record.orderNo === order.orderNo);
			return depositIsOpen(found?.status ?? order.status) ? DEPOSIT_POLL_MS : false;
		},
		refetchIntervalInBackground: false
	});
	const status = query.data?.status ?? order.status;
	const remark = query.data?.remark ?? null;
	(0, import_react.useEffect)(() => {
		if (depositIsOpen(status)) return;
		client.invalidateQueries({ queryKey: getGetDepositTasksQueryKey() });
		client.invalidateQueries({ queryKey: getGetDepositRecordsQueryKey() });
		if (status === DepositStatus.APPROVED) client.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
	}, [client, status]);
	return {
		status,
		remark,
		refresh: () => void query.refetch()
	};
}
/** One deposit order: how to pay it, its live status, the receipt where needed, and the way back. */
function DepositOrderPanel({ order, channel, settings, onClose }) {
	const { t } = useTranslation();
	const { status, remark, refresh } = useDepositStatus(order);
	const open = depositIsOpen(status);
	const amount = formatMoney(order.amount);
	const name = channel?.displayName ?? order.channelName;
	const needsReceipt = !(channel ? channel.methodType === "LAUNCH_URL" : Boolean(order.payUrl)) && status === DepositStatus.NEW && (settings?.receiptRequired ?? true);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel panel--loose deposit-order",
		"aria-labelledby": "deposit-order-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "deposit-order-title",
				className: "deposit-order__title",
				children: t("deposit_order_title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "deposit-order__facts",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("deposit_order_no") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "deposit-order__no",
						children: order.orderNo
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("deposit_amount") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: amount })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("deposit_channel") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: name })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("record_time") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatManilaDateTime(order.createTime) })] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "deposit-order__status",
				role: "status",
				children: [
					t("record_status"),
					":",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
						className: `record-status record-status--${depositStatusTone(status)}`,
						children: t(depositStatusKey(status))
					})
				]
			}),
			open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "deposit-order__note",
				children: t("deposit_completes_within", { minutes: 5 })
			}) : status === DepositStatus.APPROVED ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "deposit-order__note deposit-order__note--success",
				children: t("deposit_approved_note", { amount })
			}) : remark ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "deposit-order__note",
				children: remark
			}) : null,
			open && order.qrCode ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "deposit-order__qr",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("deposit_scan_qr", {
					amount,
					channel: name
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositQr, {
					payload: order.qrCode,
					label: t("deposit_qr_label", { amount })
				})]
			}) : null,
			open && order.payUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: "button button--primary button--block",
				href: order.payUrl,
				children: t("deposit_open_pay_page")
			}) : null,
			open && !order.qrCode && !order.payUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("deposit_pay_ewallet", {
				amount,
				channel: name
			}) }) : null,
			needsReceipt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptForm, {
				orderNo: order.orderNo,
				nicknameRequired: settings?.nicknameRequired ?? false,
				receiptRequired: settings?.receiptRequired ?? true,
				onUploaded: refresh
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "secondary",
				block: true,
				onClick: onClose,
				children: open ? t("deposit_back_to_form") : t("deposit_another")
			})
		]
	});
}
// src/features/member/deposit/open-deposits.tsx
/** Orders still waiting for the payment or the decision, so a player who left can come back to one. */
function OpenDeposits({ orders, onOpen }) {
	const { t } = useTranslation();
	if (orders.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "panel panel--loose deposit-open",
		"aria-labelledby": "deposit-open-title",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "deposit-open-title",
			className: "deposit-fieldset__legend",
			children: t("deposit_open_orders")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "deposit-open__list",
			children: orders.map((order) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: "deposit-open__item",
				onClick: () => onOpen(order),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
					formatMoney(order.amount),
					" · ",
					order.channelName
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "deposit-open__status",
					children: [t(depositStatusKey(order.status)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "visually-hidden",
						children: [" ", order.orderNo]
					})]
				})]
			}) }, order.orderNo))
		})]
	});
}
// src/features/member/deposit/deposit-failure.ts
var FIELD_CODES = {
	CHANNEL_NOT_SUPPORTED: {
		field: "channelId",
		key: "deposit_channel_not_supported"
	},
	AMOUNT_BELOW_MIN: {
		field: "amount",
		key: ""
	},
	AMOUNT_ABOVE_MAX: {
		field: "amount",
		key: ""
	},
	INVALID_AMOUNT: {
		field: "amount",
		key: ""
	},
	PROMOTION_MIN_DEPOSIT: {
		field: "promotionId",
		key: ""
	},
	PROMOTION_NOT_FOUND: {
		field: "promotionId",
		key: "deposit_promotion_unavailable"
	}
};
var DEPOSIT_REFUSAL_MESSAGES = {
	DEPOSIT_NOT_ALLOWED: "deposit_not_allowed",
	TOO_MANY_OPEN_DEPOSITS: "deposit_too_many_open",
	MOBILE_NOT_VERIFIED: "deposit_mobile_not_verified",
	MOBILE_NOT_SET: "deposit_mobile_not_verified"
};
function depositRefusal(failure) {
	if (failure.kind === "network") return { problem: { key: "network_offline" } };
	if (failure.kind === "timeout") return { problem: { key: "request_timeout" } };
	if (failure.kind === "bad-gateway") return { problem: { key: "in_unknown_error" } };
	const onField = FIELD_CODES[failure.code];
	if (onField) {
		const problem = onField.key ? { key: onField.key } : failure.message ? { text: failure.message } : { key: "deposit_amount_invalid" };
		return {
			field: onField.field,
			problem
		};
	}
	const key = DEPOSIT_REFUSAL_MESSAGES[failure.code];
	if (key) return { problem: { key } };
	return { problem: failure.message || failure.code ? { text: failure.message || failure.code } : { key: "in_unknown_error" } };
}
// src/features/member/deposit/use-deposit-form.ts
/** Where the player comes back to after paying on the gateway's page. */
var returnUrl = () => `${window.location.origin}/member/deposit`;
/**
* The deposit form: its values, its field messages and the one submit. One Idempotency-Key belongs to one
* intent (channel, amount, promotion): retrying the same intent after a failure sends the same key, so the
* server never opens the order twice; changing any of them is a new intent with a new key.
*/
function useDepositForm({ groups, promotions, settings, onCreated }) {
	const { t } = useTranslation();
	const [formProblem, setFormProblem] = (0, import_react.useState)(null);
	const intent = (0, import_react.useRef)(null);
	const inFlight = (0, import_react.useRef)(false);
	const [sending, setSending] = (0, import_react.useState)(false);
	const channels = (0, import_react.useMemo)(() => groups.flatMap((group) => group.channels), [groups]);
	const channelOf = (id) => channels.find((c) => String(c.channelId) === id);
	const promotionOf = (id) => promotions.find((p) => String(p.promotionId) === id);
	const message = (problem) => t(problem.key, problem.params);
	const resolver = async (values) => {
		const channel = channelOf(values.channelId);
		const problems = depositProblems(values, {
			limits: channel ? channelLimits(channel, settings) : null,
			promotionMin: promotionOf(values.promotionId)?.minDeposit,
			money: (pesos) => formatMoney(pesos)
		});
		const errors = {};
		for (const [field, problem] of Object.entries(problems)) errors[field] = {
			type: "validate",
			message: message(problem)
		};
		return Object.keys(errors).length > 0 ? {
			values: {},
			errors
		} : {
			values,
			errors: {}
		};
	};
	const form = useForm({
		resolver,
		mode: "onSubmit",
		reValidateMode: "onChange",
		defaultValues: {
			channelId: "",
			amount: "",
			promotionId: ""
		}
	});
	const channel = channelOf(useWatch({
		control: form.control,
		name: "channelId"
	}));
	const limits = channel ? channelLimits(channel, settings) : null;
	const send = async (values) => {
		const chosen = channelOf(values.channelId);
		if (!chosen || inFlight.current) return;
		inFlight.current = true;
		setSending(true);
		setFormProblem(null);
		const body = {
			channelId: chosen.channelId,
			amount: Number(values.amount),
			...values.promotionId ? { promotionId: Number(values.promotionId) } : {}
		};
		const fingerprint = JSON.stringify(body);
		if (intent.current?.fingerprint !== fingerprint) intent.current = {
			fingerprint,
			key: globalThis.crypto.randomUUID()
		};
		const options = {
			silent: true,
			idempotencyKey: intent.current.key
		};
		try {
			const result = await settle(chosen.methodType === "QR" ? depositByQr(body, options) : chosen.methodType === "LAUNCH_URL" ? depositByLaunchUrl({
				...body,
				returnUrl: returnUrl()
			}, options) : depositByEWallet(body, options));
			if (!result.success) {
				const refusal = depositRefusal(result);
				const text = "text" in refusal.problem ? refusal.problem.text : message(refusal.problem);
				if (refusal.field) form.setError(refusal.field, {
					type: "server",
					message: text
				}, { shouldFocus: true });
				else setFormProblem(refusal.problem);
				return;
			}
			intent.current = null;
			form.reset();
			onCreated(result.data, chosen);
		} finally {
			inFlight.current = false;
			setSending(false);
		}
	};
	const submit = (event) => form.handleSubmit(send)(event);
	return {
		form,
		submit,
		sending,
		channel,
		limits,
		formProblem: formProblem ? "text" in formProblem ? formProblem.text : message(formProblem) : null
	};
}
// src/features/member/deposit-page.tsx
var TOTAL = { typeId: 0 };
var GROUPED = { groupMTByChannelName: "Y" };
/** Deposit (spec sections 2, 5 and 8): choose a channel and an amount, pay, and watch the order complete. */
function DepositPage() {
	const { t } = useTranslation();
	const settings = useGetDepositSettings();
	const channels = useGetPaymentChannels(GROUPED);
	const promotions = useGetDepositPromotions();
	const tasks = useGetDepositTasks();
	const balance = useGetWalletBalance(TOTAL);
	const [current, setCurrent] = (0, import_react.useState)(null);
	const groups = (0, import_react.useMemo)(() => depositChannelGroups(channels.data ?? []), [channels.data]);
	const promotionList = promotions.data ?? [];
	const allowed = settings.data?.depositAllowed !== false;
	const state = useDepositForm({
		groups,
		promotions: promotionList,
		settings: settings.data,
		onCreated: (order, channel) => {
			setCurrent({
				order,
				channel
			});
			tasks.refetch();
			if (channel.methodType === "LAUNCH_URL" && order.payUrl) window.location.assign(order.payUrl);
		}
	});
	let body;
	if (settings.isPending || channels.isPending) body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "panel panel--loose deposit-loading",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "100%",
				height: 64
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "100%",
				height: 64
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				width: "100%",
				height: 44
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "visually-hidden",
				children: t("loading")
			})
		]
	});
	else if (settings.isError || channels.isError) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("load_failed") });
	else if (current) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositOrderPanel, {
		order: current.order,
		channel: current.channel,
		settings: settings.data,
		onClose: () => setCurrent(null)
	}, current.order.orderNo);
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		allowed ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "deposit-alert",
			role: "alert",
			children: t("deposit_not_allowed")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenDeposits, {
			orders: tasks.data ?? [],
			onOpen: (order) => setCurrent({ order })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositForm, {
			state,
			groups,
			promotions: promotionList,
			allowed
		})
	] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MemberScreen, {
		titleKey: "member_deposit",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "deposit-balance",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "deposit-balance__label",
					children: t("total_balance")
				}),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "deposit-balance__value",
					"data-testid": "deposit-balance",
					children: balance.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Amount, {
						value: balance.data.sumBalance,
						symbol: balance.data.currencySymbol || void 0
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						width: "6em",
						height: "1em"
					})
				})
			]
		}), body]
	});
}
export { DepositPage };
