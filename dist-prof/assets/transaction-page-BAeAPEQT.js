import { i as __toESM } from "./rolldown-runtime-BtDSRbSq.js";
import { E as useSearchParams, l as Skeleton, s as Button, y as useTranslation } from "./app-B8swDsOD.js";
import { n as tabPanelProps, t as Tabs } from "./tabs-CrCfozk_.js";
import { t as MemberScreen } from "./member-screen-wOz5YtcR.js";
import { i as require_react, t as require_jsx_runtime } from "./react-1XXMI5Wu.js";
import { a as rangeBounds, i as quickRange, n as matchingQuickRange, o as rangeQuery, r as normalizeRange, s as useInfiniteQuery } from "./draw-range-Od1Bz9xO.js";
import { t as formatMoney } from "./money-BiEY2Beh.js";
import { t as EmptyState } from "./empty-state-C5JZ-uHK.js";
import { a as formatManilaDateTime } from "./manila-time-DgkOdPsd.js";
import { a as depositStatusKey, c as withdrawOffsets, l as withdrawStatusKey, n as EXCLUDED_TX_TYPES_PARAM, o as depositStatusTone, r as WITHDRAW_STATUS_MESSAGES, s as tabFromQuery, t as DEPOSIT_STATUS_MESSAGES, u as withdrawStatusTone } from "./records-CkKd7aWO.js";
import "./runtime-Dc1RwkV2.js";
import { C as getGetDepositRecordsQueryKey, S as getDepositRecords, _ as getGetTransactionRecordsQueryKey, c as getGetWithdrawRecordsQueryKey, u as getWithdrawRecords, v as getTransactionRecords } from "./api-G_9Nallq.js";
// src/features/member/transactions/record-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var SKELETON_ROWS = [
	0,
	1,
	2
];
/**
* A list that grows as the player scrolls: when its end comes into view the next page is fetched, and a
* "load more" button does the same for whoever prefers to tap (or has no scroll events). Empty: no_record;
* everything shown: no_more_records.
*/
function RecordList(props) {
	const { items, isPending, isError, hasMore, loadingMore, loadMore, keyOf, render, label } = props;
	const { t } = useTranslation();
	const end = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const target = end.current;
		if (!target || !hasMore || loadingMore || typeof IntersectionObserver === "undefined") return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) loadMore();
		});
		observer.observe(target);
		return () => observer.disconnect();
	}, [
		hasMore,
		loadingMore,
		loadMore
	]);
	if (isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "record-list__loading",
		"aria-busy": "true",
		children: [SKELETON_ROWS.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			width: "100%",
			height: 76
		}, row)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "visually-hidden",
			children: t("loading")
		})]
	});
	if (isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("load_failed") });
	if (!items || items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { children: t("no_record") });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "record-list",
		"aria-label": label,
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			className: "record-list__item",
			children: render(item)
		}, keyOf(item)))
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: end,
		className: "record-list__end",
		children: hasMore ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			block: true,
			onClick: loadMore,
			disabled: loadingMore,
			"aria-busy": loadingMore,
			children: loadingMore ? t("loading") : t("records_load_more")
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			compact: true,
			children: t("no_more_records")
		})
	})] });
}
// src/features/member/transactions/record-rows.tsx
var DEPOSIT_TYPE_MESSAGES = {
	QR: "deposit_type_qr",
	EWALLET: "deposit_type_ewallet",
	LAUNCH_URL: "deposit_type_launch_url"
};
/** A credit reads "+₱500.00", a debit "-₱20.00": the sign is in the words, not only in the colour. */
function signedMoney(pesos) {
	const text = formatMoney(pesos);
	return pesos > 0 && text !== formatMoney(0) ? `+${text}` : text;
}
function Status({ tone, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: `record-status record-status--${tone}`,
		children: label
	});
}
function AccountRecordRow({ record }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "record",
		"aria-label": `${record.txTypeName} ${signedMoney(record.amount)}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "record__line",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "record__title",
					children: record.txTypeName
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `record__amount ${record.amount < 0 ? "record__amount--debit" : ""}`,
					children: signedMoney(record.amount)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "record__line record__meta",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: new Date(record.createTime).toISOString(),
					children: formatManilaDateTime(record.createTime)
				}), record.balanceAfter !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t("record_balance_after", { amount: formatMoney(record.balanceAfter) }) }) : null]
			}),
			record.remark ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "record__meta",
				children: record.remark
			}) : null
		]
	});
}
/**
* The frame of a deposit or withdrawal row: what and how much, when and how it stands, then the order number a
* support agent asks for. `children` are the lines only one kind has (a withdrawal's fee).
*/
function OrderRecord({ record, title, status, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "record",
		"aria-label": record.orderNo,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "record__line",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "record__title",
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "record__amount",
					children: formatMoney(record.amount)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "record__line record__meta",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: new Date(record.createTime).toISOString(),
					children: formatManilaDateTime(record.createTime)
				}), status]
			}),
			children,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "record__meta record__no",
				children: record.orderNo
			}),
			record.remark ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "record__meta",
				children: record.remark
			}) : null
		]
	});
}
function DepositRecordRow({ record }) {
	const { t } = useTranslation();
	const type = record.depositType ? DEPOSIT_TYPE_MESSAGES[record.depositType] : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderRecord, {
		record,
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [record.channelName ?? "", type ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "record__type",
			children: [" · ", t(type)]
		}) : null] }),
		status: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Status, {
			tone: depositStatusTone(record.status),
			label: t(depositStatusKey(record.status))
		})
	});
}
function WithdrawRecordRow({ record }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderRecord, {
		record,
		title: [record.bankName, record.accountNo].filter(Boolean).join(" ") || t("withdraw"),
		status: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Status, {
			tone: withdrawStatusTone(record.status),
			label: t(withdrawStatusKey(record.status))
		}),
		children: record.fee ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "record__meta",
			children: t("record_fee", { amount: formatMoney(record.fee) })
		}) : null
	});
}
// src/features/member/transactions/use-records.ts
var nextPage = (last, pages) => pages.length < last.totalPages ? pages.length + 1 : void 0;
function useAccountRecords(size = 10) {
	const base = {
		excludeTxTypeIds: EXCLUDED_TX_TYPES_PARAM,
		size
	};
	return useInfiniteQuery({
		queryKey: [...getGetTransactionRecordsQueryKey(base), "pages"],
		initialPageParam: 1,
		queryFn: ({ pageParam, signal }) => getTransactionRecords({
			...base,
			page: pageParam
		}, void 0, signal),
		getNextPageParam: nextPage
	});
}
function useDepositRecords(filter, size = 10) {
	const base = {
		...filter,
		size
	};
	return useInfiniteQuery({
		queryKey: [...getGetDepositRecordsQueryKey(base), "pages"],
		initialPageParam: 1,
		queryFn: ({ pageParam, signal }) => getDepositRecords({
			...base,
			page: pageParam
		}, void 0, signal),
		getNextPageParam: nextPage
	});
}
function useWithdrawRecords(filter, size = 10) {
	return useInfiniteQuery({
		queryKey: [
			...getGetWithdrawRecordsQueryKey(filter),
			size,
			"pages"
		],
		initialPageParam: 1,
		queryFn: ({ pageParam, signal }) => getWithdrawRecords({
			...filter,
			...withdrawOffsets(pageParam, size)
		}, void 0, signal),
		getNextPageParam: nextPage
	});
}
// src/features/member/transactions/record-tabs.tsx
/** The paging half of RecordList's props, read off an infinite query the same way on every tab. */
function usePaging({ isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage }) {
	return {
		isPending,
		isError,
		hasMore: hasNextPage,
		loadingMore: isFetchingNextPage,
		loadMore: (0, import_react.useCallback)(() => void fetchNextPage(), [fetchNextPage])
	};
}
/** A filtered tab's totals: the server's footer where it sends one, else the page's plain count. */
function FooterTotals({ page }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Totals, {
		count: page?.footer?.totalCount ?? page?.total,
		amount: page?.footer?.totalAmount
	});
}
function Totals({ count, amount }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "records-totals",
		role: "status",
		children: count === void 0 ? "" : amount === void 0 ? t("records_count", { count }) : t("records_totals", {
			count,
			amount: formatMoney(amount)
		})
	});
}
function AccountRecords() {
	const { t } = useTranslation();
	const records = useAccountRecords();
	const paging = usePaging(records);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Totals, { count: records.data?.pages[0]?.total }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordList, {
		label: t("records_tab_account"),
		items: records.data?.pages.flatMap((page) => page.list),
		...paging,
		keyOf: (record) => String(record.id),
		render: (record) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountRecordRow, { record })
	})] });
}
function Select({ label, value, options, onChange }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "records-filter",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			className: "field__label",
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
			id,
			className: "field__input",
			value,
			onChange: (e) => onChange(e.target.value),
			children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
				value: option.value,
				children: option.label
			}, option.value))
		})]
	});
}
/** Narrows a tab to one state; "all" first, then the states in the order the server numbers them. */
function StatusSelect({ value, onChange, messages }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
		label: t("records_filter_status"),
		value,
		onChange,
		options: [{
			value: "",
			label: t("records_all")
		}, ...Object.entries(messages).map(([status, key]) => ({
			value: status,
			label: t(key)
		}))]
	});
}
var DEPOSIT_TYPES = [
	"QR",
	"EWALLET",
	"LAUNCH_URL"
];
function DepositRecords() {
	const { t } = useTranslation();
	const [type, setType] = (0, import_react.useState)("");
	const [status, setStatus] = (0, import_react.useState)("");
	const records = useDepositRecords({
		depositType: type ? type : void 0,
		depositState: status ? Number(status) : void 0
	});
	const paging = usePaging(records);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "panel records-filters",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
				label: t("records_filter_type"),
				value: type,
				onChange: setType,
				options: [{
					value: "",
					label: t("records_all")
				}, ...DEPOSIT_TYPES.map((value) => ({
					value,
					label: t(DEPOSIT_TYPE_MESSAGES[value])
				}))]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusSelect, {
				value: status,
				onChange: setStatus,
				messages: DEPOSIT_STATUS_MESSAGES
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FooterTotals, { page: records.data?.pages[0] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordList, {
			label: t("records_tab_deposit"),
			items: records.data?.pages.flatMap((page) => page.list),
			...paging,
			keyOf: (record) => record.orderNo,
			render: (record) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositRecordRow, { record })
		}, `${type}|${status}`)
	] });
}
/** One end of the date range; a cleared input keeps the last day, so the range always has both ends. */
function DayInput({ label, bounds, value, onChange }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "records-filter",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			className: "field__label",
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id,
			type: "date",
			className: "field__input",
			min: bounds.min,
			max: bounds.max,
			value,
			onChange: (e) => e.target.value && onChange(e.target.value)
		})]
	});
}
var QUICK = [
	{
		kind: "days7",
		key: "range_7_days"
	},
	{
		kind: "days30",
		key: "range_30_days"
	},
	{
		kind: "max",
		key: "range_max"
	}
];
function WithdrawRecords() {
	const { t } = useTranslation();
	const [now] = (0, import_react.useState)(() => Date.now());
	const [range, setRange] = (0, import_react.useState)(() => quickRange("max", now));
	const [status, setStatus] = (0, import_react.useState)("");
	const bounds = rangeBounds(now);
	const { startTime, endTime } = rangeQuery(range);
	const records = useWithdrawRecords({
		startDateTs: startTime,
		endDateTs: endTime,
		status: status ? Number(status) : void 0
	});
	const paging = usePaging(records);
	const active = matchingQuickRange(range, now);
	const change = (next) => setRange(normalizeRange(next, now));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "panel records-filters",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "records-range",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
						className: "field__label",
						children: t("date_range")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "records-range__quick",
						children: QUICK.map(({ kind, key }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "chip",
							"aria-pressed": active === kind,
							onClick: () => setRange(quickRange(kind, now)),
							children: t(key)
						}, kind))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "records-range__days",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayInput, {
							label: t("date_from"),
							bounds,
							value: range.start,
							onChange: (start) => change({
								...range,
								start
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayInput, {
							label: t("date_to"),
							bounds,
							value: range.end,
							onChange: (end) => change({
								...range,
								end
							})
						})]
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusSelect, {
				value: status,
				onChange: setStatus,
				messages: WITHDRAW_STATUS_MESSAGES
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FooterTotals, { page: records.data?.pages[0] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordList, {
			label: t("records_tab_withdraw"),
			items: records.data?.pages.flatMap((page) => page.list ?? page.records ?? []),
			...paging,
			keyOf: (record) => record.orderNo,
			render: (record) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawRecordRow, { record })
		}, `${range.start}|${range.end}|${status}`)
	] });
}
// src/features/member/transaction-page.tsx
var TAB_MESSAGES = {
	account: "records_tab_account",
	deposit: "records_tab_deposit",
	withdraw: "records_tab_withdraw"
};
var ID_BASE = "records";
/** Transaction records (spec sections 2 and 7): account, deposit and withdrawal records, the tab in ?type=. */
function TransactionPage() {
	const { t } = useTranslation();
	const [params, setParams] = useSearchParams();
	const tab = tabFromQuery(params.get("type"));
	const items = Object.keys(TAB_MESSAGES).map((id) => ({
		id,
		label: t(TAB_MESSAGES[id])
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MemberScreen, {
		titleKey: "member_transaction",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "records-tabs",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs, {
				label: t("records_tabs"),
				items,
				selected: tab,
				idBase: ID_BASE,
				onSelect: (id) => setParams({ type: id })
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "records-panel",
			...tabPanelProps(ID_BASE, tab),
			children: tab === "account" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountRecords, {}) : tab === "deposit" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositRecords, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawRecords, {})
		})]
	});
}
export { TransactionPage };
