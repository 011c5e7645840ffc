// src/i18n/areas/deposit.zh.json
var deposit_form = "存款";
var deposit_channel = "支付渠道";
var deposit_no_channels = "目前没有可用的支付渠道。";
var deposit_channel_unavailable = "{{name}}：暂不可用";
var deposit_unavailable = "暂不可用";
var deposit_limits = "{{min}} – {{max}}";
var deposit_quick_amounts = "快捷金额";
var deposit_amount = "金额";
var deposit_amount_hint = "{{min}} 至 {{max}}";
var deposit_choose_channel_first = "请先选择支付渠道";
var deposit_promotion = "优惠活动";
var deposit_no_promotion = "不参加优惠";
var deposit_promotion_min_hint = "最低存款 {{min}}";
var deposit_submit = "立即存款";
var deposit_submitting = "提交中…";
var deposit_channel_required = "请选择支付渠道";
var deposit_amount_required = "请输入金额";
var deposit_amount_min = "该渠道最低存款为 {{min}}";
var deposit_amount_max = "该渠道最高存款为 {{max}}";
var deposit_amount_invalid = "请输入有效金额";
var deposit_promotion_min = "该优惠需要至少存款 {{min}}";
var deposit_promotion_unavailable = "该优惠目前不可用";
var deposit_nickname_required = "请输入收据上显示的账户名称";
var deposit_receipt_required = "请上传付款收据";
var deposit_receipt_invalid = "收据必须是不超过 5 MB 的图片";
var deposit_not_allowed = "目前不允许存款";
var deposit_channel_not_supported = "该存款渠道不支持";
var deposit_too_many_open = "您的未完成存款过多，请先完成或等待处理。";
var deposit_mobile_not_verified = "存款前请先验证您的手机号码";
var deposit_order_title = "您的存款";
var deposit_order_no = "订单号";
var deposit_completes_within = "您的存款预计在 {{minutes}} 分钟内完成。本页面会自动更新。";
var deposit_approved_note = "{{amount}} 已存入您的余额。";
var deposit_scan_qr = "请用 {{channel}} 扫描此二维码并支付 {{amount}}。";
var deposit_qr_label = "支付 {{amount}} 的二维码";
var deposit_open_pay_page = "打开支付页面";
var deposit_pay_ewallet = "请用 {{channel}} 支付 {{amount}}，然后在下方上传收据。";
var deposit_receipt_form = "付款收据";
var deposit_receipt_intro = "付款后，请填写付款账户的名称并上传收据截图。";
var deposit_payer_nickname = "收据上的账户名称";
var deposit_receipt = "收据";
var deposit_receipt_hint = "截图（JPEG 或 PNG），不超过 5 MB";
var deposit_upload_receipt = "提交收据";
var deposit_back_to_form = "返回存款";
var deposit_another = "再存一笔";
var deposit_open_orders = "未完成的存款";
var deposit_status_approved = "已批准";
var deposit_status_cancelled = "已取消";
var deposit_status_pending = "处理中";
var deposit_status_new = "新建";
var deposit_status_rejected = "已拒绝";
var deposit_status_expired = "已过期";
var withdraw_status_processing = "处理中";
var withdraw_status_transferring = "转账中";
var withdraw_status_audit_failure = "审核失败";
var withdraw_status_success = "提款成功";
var withdraw_status_failed = "提款失败";
var record_status_unknown = "未知状态";
var record_status = "状态";
var record_time = "时间";
var record_balance_after = "余额 {{amount}}";
var record_fee = "手续费 {{amount}}";
var deposit_type_qr = "二维码";
var deposit_type_ewallet = "电子钱包";
var deposit_type_launch_url = "网上银行";
var records_tabs = "记录类型";
var records_tab_account = "账户记录";
var records_tab_deposit = "存款记录";
var records_tab_withdraw = "提款记录";
var records_filter_type = "方式";
var records_filter_status = "状态";
var records_all = "全部";
var records_load_more = "加载更多";
var records_count_one = "{{count}} 条记录";
var records_count_other = "{{count}} 条记录";
var records_totals_one = "{{count}} 条记录 · 合计 {{amount}}";
var records_totals_other = "{{count}} 条记录 · 合计 {{amount}}";
var deposit_zh_default = {
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
	deposit_status_new,
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
	deposit_type_qr,
	deposit_type_ewallet,
	deposit_type_launch_url,
	records_tabs,
	records_tab_account,
	records_tab_deposit,
	records_tab_withdraw,
	records_filter_type,
	records_filter_status,
	records_all,
	records_load_more,
	records_count_one,
	records_count_other,
	records_totals_one,
	records_totals_other
};
export { deposit_zh_default as default, deposit_amount, deposit_amount_hint, deposit_amount_invalid, deposit_amount_max, deposit_amount_min, deposit_amount_required, deposit_another, deposit_approved_note, deposit_back_to_form, deposit_channel, deposit_channel_not_supported, deposit_channel_required, deposit_channel_unavailable, deposit_choose_channel_first, deposit_completes_within, deposit_form, deposit_limits, deposit_mobile_not_verified, deposit_nickname_required, deposit_no_channels, deposit_no_promotion, deposit_not_allowed, deposit_open_orders, deposit_open_pay_page, deposit_order_no, deposit_order_title, deposit_pay_ewallet, deposit_payer_nickname, deposit_promotion, deposit_promotion_min, deposit_promotion_min_hint, deposit_promotion_unavailable, deposit_qr_label, deposit_quick_amounts, deposit_receipt, deposit_receipt_form, deposit_receipt_hint, deposit_receipt_intro, deposit_receipt_invalid, deposit_receipt_required, deposit_scan_qr, deposit_status_approved, deposit_status_cancelled, deposit_status_expired, deposit_status_new, deposit_status_pending, deposit_status_rejected, deposit_submit, deposit_submitting, deposit_too_many_open, deposit_type_ewallet, deposit_type_launch_url, deposit_type_qr, deposit_unavailable, deposit_upload_receipt, record_balance_after, record_fee, record_status, record_status_unknown, record_time, records_all, records_count_one, records_count_other, records_filter_status, records_filter_type, records_load_more, records_tab_account, records_tab_deposit, records_tab_withdraw, records_tabs, records_totals_one, records_totals_other, withdraw_status_audit_failure, withdraw_status_failed, withdraw_status_processing, withdraw_status_success, withdraw_status_transferring };
