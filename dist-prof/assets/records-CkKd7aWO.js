import "./api-G_9Nallq.js";
// src/api/generated/wps/wps.schemas.ts
var DepositStatus = {
	APPROVED: 2,
	CANCELLED: 3,
	PENDING: 4,
	NEW: 5,
	REJECTED: 6,
	EXPIRED: 7
};
var WithdrawStatus = {
	PROCESSING: 1,
	TRANSFERRING: 2,
	AUDIT_FAILURE: 3,
	SUCCESS: 4,
	FAILED: 5
};
// src/features/member/transactions/records.ts
var RECORD_TABS = [
	"account",
	"deposit",
	"withdraw"
];
/** The tab named by the URL's `type` (so it survives a reload and the back button); account by default. */
function tabFromQuery(type) {
	return RECORD_TABS.includes(type ?? "") ? type : "account";
}
var EXCLUDED_TX_TYPES_PARAM = [
	6231,
	4203,
	4223,
	6156,
	4253
].join(",");
/**
* The withdraw records' window for a 1-based page: start is the offset of its first record, end the offset
* after its last ((page - 1) * size and page * size).
*/
function withdrawOffsets(page, size) {
	if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be 1 or more: ${page}`);
	if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be 1 or more: ${size}`);
	return {
		start: (page - 1) * size,
		end: page * size
	};
}
var DEPOSIT_STATUS_MESSAGES = {
	[DepositStatus.APPROVED]: "deposit_status_approved",
	[DepositStatus.CANCELLED]: "deposit_status_cancelled",
	[DepositStatus.PENDING]: "deposit_status_pending",
	[DepositStatus.NEW]: "deposit_status_new",
	[DepositStatus.REJECTED]: "deposit_status_rejected",
	[DepositStatus.EXPIRED]: "deposit_status_expired"
};
var WITHDRAW_STATUS_MESSAGES = {
	[WithdrawStatus.PROCESSING]: "withdraw_status_processing",
	[WithdrawStatus.TRANSFERRING]: "withdraw_status_transferring",
	[WithdrawStatus.AUDIT_FAILURE]: "withdraw_status_audit_failure",
	[WithdrawStatus.SUCCESS]: "withdraw_status_success",
	[WithdrawStatus.FAILED]: "withdraw_status_failed"
};
var UNKNOWN_STATUS = "record_status_unknown";
var depositStatusKey = (status) => DEPOSIT_STATUS_MESSAGES[status] ?? UNKNOWN_STATUS;
var withdrawStatusKey = (status) => WITHDRAW_STATUS_MESSAGES[status] ?? UNKNOWN_STATUS;
function depositStatusTone(status) {
	if (status === DepositStatus.APPROVED) return "success";
	if (status === DepositStatus.PENDING || status === DepositStatus.NEW) return "pending";
	return "danger";
}
function withdrawStatusTone(status) {
	if (status === WithdrawStatus.SUCCESS) return "success";
	if (status === WithdrawStatus.PROCESSING || status === WithdrawStatus.TRANSFERRING) return "pending";
	return "danger";
}
/** A deposit still waiting for the payment or the decision; its status is worth asking for again. */
var depositIsOpen = (status) => status === DepositStatus.NEW || status === DepositStatus.PENDING;
export { depositStatusKey as a, withdrawOffsets as c, DepositStatus as d, depositIsOpen as i, withdrawStatusKey as l, EXCLUDED_TX_TYPES_PARAM as n, depositStatusTone as o, WITHDRAW_STATUS_MESSAGES as r, tabFromQuery as s, DEPOSIT_STATUS_MESSAGES as t, withdrawStatusTone as u };
