// src/i18n/areas/deposit.en.json
var deposit_form = "Deposit";
var deposit_channel = "Payment channel";
var deposit_no_channels = "No payment channel is available right now.";
var deposit_channel_unavailable = "{{name}}: currently unavailable";
var deposit_unavailable = "Unavailable";
var deposit_limits = "{{min}} – {{max}}";
var deposit_quick_amounts = "Quick amounts";
var deposit_amount = "Amount";
var deposit_amount_hint = "From {{min}} to {{max}}";
var deposit_choose_channel_first = "Choose a payment channel first";
var deposit_promotion = "Promotion";
var deposit_no_promotion = "No promotion";
var deposit_promotion_min_hint = "Minimum deposit {{min}}";
var deposit_submit = "Deposit now";
var deposit_submitting = "Sending…";
var deposit_channel_required = "Please choose a payment channel";
var deposit_amount_required = "Please enter an amount";
var deposit_amount_min = "The minimum deposit for this channel is {{min}}";
var deposit_amount_max = "The maximum deposit for this channel is {{max}}";
var deposit_amount_invalid = "Please enter a valid amount";
var deposit_promotion_min = "This promotion needs a deposit of at least {{min}}";
var deposit_promotion_unavailable = "This promotion is not available";
var deposit_nickname_required = "Please enter the account name shown on the receipt";
var deposit_receipt_required = "Please upload the receipt of your payment";
var deposit_receipt_invalid = "The receipt must be a picture of 5 MB or less";
var deposit_not_allowed = "Deposit is not allowed currently";
var deposit_channel_not_supported = "Not supported by the deposit channel";
var deposit_too_many_open = "You have too many open deposits. Please finish or wait for them first.";
var deposit_mobile_not_verified = "Please verify your mobile number before depositing";
var deposit_order_title = "Your deposit";
var deposit_order_no = "Order number";
var deposit_completes_within = "Your deposit is expected to complete within {{minutes}} minutes. This page updates by itself.";
var deposit_approved_note = "{{amount}} has been added to your balance.";
var deposit_scan_qr = "Scan this code with {{channel}} and pay {{amount}}.";
var deposit_qr_label = "QR code to pay {{amount}}";
var deposit_open_pay_page = "Open the payment page";
var deposit_pay_ewallet = "Pay {{amount}} with {{channel}}, then upload the receipt below.";
var deposit_receipt_form = "Payment receipt";
var deposit_receipt_intro = "After paying, tell us the name on the paying account and upload a screenshot of the receipt.";
var deposit_payer_nickname = "Account name on the receipt";
var deposit_receipt = "Receipt";
var deposit_receipt_hint = "A screenshot (JPEG or PNG), 5 MB or less";
var deposit_upload_receipt = "Send receipt";
var deposit_back_to_form = "Back to deposit";
var deposit_another = "Make another deposit";
var deposit_open_orders = "Open deposits";
var deposit_status_approved = "Approved";
var deposit_status_cancelled = "Cancelled";
var deposit_status_pending = "Pending";
var deposit_status_new = "New";
var deposit_status_rejected = "Rejected";
var deposit_status_expired = "Expired";
var withdraw_status_processing = "Processing";
var withdraw_status_transferring = "Transferring";
var withdraw_status_audit_failure = "Audit failure";
var withdraw_status_success = "Withdraw Success";
var withdraw_status_failed = "Withdraw failed";
var record_status_unknown = "Unknown status";
var record_status = "Status";
var record_time = "Time";
var record_balance_after = "Balance {{amount}}";
var record_fee = "Fee {{amount}}";
var deposit_type_qr = "QR";
var deposit_type_ewallet = "E-wallet";
var deposit_type_launch_url = "Online banking";
var records_tabs = "Record types";
var records_tab_account = "Account records";
var records_tab_deposit = "Deposit records";
var records_tab_withdraw = "Withdrawal records";
var records_filter_type = "Method";
var records_filter_status = "Status";
var records_all = "All";
var records_load_more = "Load more";
var records_count_one = "{{count}} record";
var records_count_other = "{{count}} records";
var records_totals_one = "{{count}} record · total {{amount}}";
var records_totals_other = "{{count}} records · total {{amount}}";
var deposit_en_default = {
	deposit_form,
	deposit_channel,
	deposit_no_channels,
	deposit_channel_unavailable,
	deposit_unavailable,
	deposit_limits,
	deposit_quick_amounts,
	deposit_amount,
	deposit_amount_hint,
	deposit_choose_channel_first,
	deposit_promotion,
	deposit_no_promotion,
	deposit_promotion_min_hint,
	deposit_submit,
	deposit_submitting,
	deposit_channel_required,
	deposit_amount_required,
	deposit_amount_min,
	deposit_amount_max,
	deposit_amount_invalid,
	deposit_promotion_min,
	deposit_promotion_unavailable,
	deposit_nickname_required,
	deposit_receipt_required,
	deposit_receipt_invalid,
	deposit_not_allowed,
	deposit_channel_not_supported,
	deposit_too_many_open,
	deposit_mobile_not_verified,
	deposit_order_title,
	deposit_order_no,
	deposit_completes_within,
	deposit_approved_note,
	deposit_scan_qr,
	deposit_qr_label,
	deposit_open_pay_page,
	deposit_pay_ewallet,
	deposit_receipt_form,
	deposit_receipt_intro,
	deposit_payer_nickname,
	deposit_receipt,
	deposit_receipt_hint,
	deposit_upload_receipt,
	deposit_back_to_form,
	deposit_another,
	deposit_open_orders,
	deposit_status_approved,
	deposit_status_cancelled,
	deposit_status_pending,
	deposit_status_new: "New",
	deposit_status_rejected,
	deposit_status_expired,
	withdraw_status_processing,
	withdraw_status_transferring,
	withdraw_status_audit_failure,
	withdraw_status_success,
	withdraw_status_failed,
	record_status_unknown,
	record_status,
	record_time,
	record_balance_after,
	record_fee,
	deposit_type_qr: "QR",
	deposit_type_ewallet,
	deposit_type_launch_url,
	records_tabs,
	records_tab_account,
	records_tab_deposit,
	records_tab_withdraw,
	records_filter_type,
	records_filter_status,
	records_all: "All",
	records_load_more,
	records_count_one,
	records_count_other,
	records_totals_one,
	records_totals_other
};
export { deposit_en_default as default, deposit_amount, deposit_amount_hint, deposit_amount_invalid, deposit_amount_max, deposit_amount_min, deposit_amount_required, deposit_another, deposit_approved_note, deposit_back_to_form, deposit_channel, deposit_channel_not_supported, deposit_channel_required, deposit_channel_unavailable, deposit_choose_channel_first, deposit_completes_within, deposit_form, deposit_limits, deposit_mobile_not_verified, deposit_nickname_required, deposit_no_channels, deposit_no_promotion, deposit_not_allowed, deposit_open_orders, deposit_open_pay_page, deposit_order_no, deposit_order_title, deposit_pay_ewallet, deposit_payer_nickname, deposit_promotion, deposit_promotion_min, deposit_promotion_min_hint, deposit_promotion_unavailable, deposit_qr_label, deposit_quick_amounts, deposit_receipt, deposit_receipt_form, deposit_receipt_hint, deposit_receipt_intro, deposit_receipt_invalid, deposit_receipt_required, deposit_scan_qr, deposit_status_approved, deposit_status_cancelled, deposit_status_expired, deposit_status_new, deposit_status_pending, deposit_status_rejected, deposit_submit, deposit_submitting, deposit_too_many_open, deposit_type_ewallet, deposit_type_launch_url, deposit_type_qr, deposit_unavailable, deposit_upload_receipt, record_balance_after, record_fee, record_status, record_status_unknown, record_time, records_all, records_count_one, records_count_other, records_filter_status, records_filter_type, records_load_more, records_tab_account, records_tab_deposit, records_tab_withdraw, records_tabs, records_totals_one, records_totals_other, withdraw_status_audit_failure, withdraw_status_failed, withdraw_status_processing, withdraw_status_success, withdraw_status_transferring };
