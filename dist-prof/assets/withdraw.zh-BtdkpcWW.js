// src/i18n/areas/withdraw.zh.json
var wd_status_processing = "处理中";
var wd_status_transferring = "转账中";
var wd_status_audit_failure = "审核失败";
var wd_status_success = "提款成功";
var wd_status_failed = "提款失败";
var wd_status = "状态";
var wd_status_follow = "状态会自动更新。";
var wd_submitted_title = "提款已提交";
var wd_order_no = "订单号";
var wd_again = "再提一笔";
var wd_retry = "重试";
var wd_amount = "金额";
var wd_amount_required = "请输入提款金额";
var wd_amount_below_min = "最低提款金额为 {{limit}}";
var wd_amount_above_max = "最高提款金额为 {{limit}}";
var wd_insufficient_balance = "余额不足，请先充值";
var wd_top_up = "立即充值";
var wd_limits = "最低 {{min}} · 最高 {{max}}";
var wd_fee = "手续费";
var wd_received = "实际到账";
var wd_fee_line = "手续费 {{fee}} · 实际到账 {{received}}";
var wd_fee_hint = "金额在限额内时，这里会显示手续费。";
var wd_fee_unknown = "暂无";
var wd_withdraw_to = "提款至";
var wd_manage_accounts = "管理银行卡和电子钱包";
var wd_confirm_title = "确认提款";
var wd_confirm = "确认";
var wd_submitting = "提交中…";
var wd_cancel = "取消";
var wd_not_allowed = "不允许提款";
var wd_unavailable = "提款暂不可用，请稍后再试";
var wd_err_daily_limit = "您今天的提款次数已用完";
var wd_err_daily_amount = "该金额将超过今日提款限额";
var wd_err_below_min = "金额低于最低提款金额";
var wd_err_above_max = "金额高于最高提款金额";
var wd_err_invalid_amount = "请输入有效金额";
var wd_err_card_not_found = "请选择一个已绑定的账户";
var wd_err_payment_password = "支付密码错误";
var wd_err_payment_password_exists = "已设置支付密码";
var wd_err_code_required = "请输入发送到您手机的验证码";
var wd_before_title = "首次提款前";
var wd_need_card = "请先绑定银行卡或电子钱包。";
var wd_need_mobile = "请先验证您的手机号码。";
var wd_need_kyc = "请先完成身份验证（KYC）。";
var wd_need_payment_password = "请先设置支付密码。";
var wd_bind_account = "绑定银行卡或电子钱包";
var wd_verify_mobile = "验证手机号码";
var wd_verify_identity = "验证身份";
var wd_resubmit_identity = "重新提交身份";
var wd_set_payment_password = "设置支付密码";
var wd_kyc_state = "身份验证：{{state}}";
var wd_kyc_reason = "原因：{{reason}}";
var wd_kyc_not_set = "未设置";
var wd_kyc_in_review = "审核中";
var wd_kyc_failed = "未通过";
var wd_kyc_approved = "已通过";
var wd_sms_intro = "每次提款都需要发送到您已验证手机的验证码。";
var wd_sms_sent = "验证码已发送到您的手机";
var wd_inconsistent_twice = "两次输入不一致";
var wd_same_password = "新密码不能与旧密码相同";
var wd_err_bank_not_supported = "不支持该银行或电子钱包";
var wd_err_card_limit = "此类账户数量已达上限";
var wd_err_account_no = "请检查账号";
var wd_err_card_bound = "该账户已绑定";
var wd_err_payee_mismatch = "账户名必须与您登记的收款人姓名一致";
var wd_err_payee_invalid = "请输入账户持有人姓名";
var wd_err_province = "请选择开户行所在省份";
var wd_err_city = "请选择开户行所在城市";
var wd_err_bank = "请选择银行";
var wd_err_branch = "请输入开户支行";
var wd_err_wallet = "请选择 GCash 或 Maya";
var wd_account_no_rule = "请输入 {0} - {1} 位数字";
var wd_payee_rule = "请输入 {0} - {1} 个字母（可含空格、点、连字符和撇号）";
var wd_ewallet_number_rule = "请输入有效的菲律宾手机号码，例如 09171234567";
var wd_payment_password_rule = "请输入 {0} - {1} 位数字";
var wd_bank_cards = "银行卡";
var wd_ewallets = "电子钱包";
var wd_count_of = "{{count}} / {{max}}";
var wd_no_bank_cards = "尚未绑定银行卡";
var wd_no_ewallets = "尚未绑定电子钱包";
var wd_manage_bank_cards = "管理银行卡";
var wd_add_bank_account = "添加银行账户";
var wd_add_ewallet = "添加 GCash 或 Maya";
var wd_card_limit = "最多可绑定 {{max}} 张银行卡。请先删除一张再添加。";
var wd_ewallet_limit = "最多可绑定 {{max}} 个电子钱包。请先删除一个再添加。";
var wd_card_default = "默认";
var wd_remove = "删除";
var wd_remove_card_named = "删除 {{name}}";
var wd_remove_title = "删除此账户？";
var wd_remove_text = "{{name}} 将不再接收提款。之后可以重新绑定。";
var wd_remove_confirm = "删除";
var wd_card_removed = "账户已删除";
var wd_card_added = "银行卡已添加";
var wd_ewallet_added = "电子钱包已添加";
var wd_bank_account_intro = "先选择开户行所在地，再按银行显示的信息填写账户。";
var wd_province = "省份";
var wd_city = "城市";
var wd_bank = "银行";
var wd_branch = "开户支行";
var wd_branch_hint = "支行名称，例如 BDO Ermita";
var wd_choose_province = "选择省份";
var wd_choose_city = "选择城市";
var wd_choose_bank = "选择银行";
var wd_payee = "账户名";
var wd_payee_hint = "账户持有人全名。第一个账户确定后，之后的账户都须使用此姓名。";
var wd_payee_locked = "已由您的第一个账户确定：所有账户必须使用此姓名。";
var wd_account_no = "账号";
var wd_bind_card = "添加银行卡";
var wd_ewallet = "电子钱包";
var wd_ewallet_number = "GCash / Maya 手机号码";
var wd_ewallet_number_hint = "电子钱包账户的手机号码，例如 09171234567";
var wd_bind_ewallet = "添加电子钱包";
var wd_pp_set_intro = "支付密码用于保护提款和新账户，为 6 位数字。";
var wd_pp_change_intro = "请输入当前支付密码，然后输入两次新密码。";
var wd_pp_old = "当前支付密码";
var wd_pp_new = "新支付密码";
var wd_pp_confirm = "确认新支付密码";
var wd_pp_hint = "6 位数字";
var wd_pp_set_submit = "设置支付密码";
var wd_pp_change_submit = "修改支付密码";
var wd_pp_set = "支付密码已设置";
var wd_pp_changed = "支付密码已修改";
var wd_pp_done = "您的支付密码已保存。";
var wd_go_withdraw = "去提款";
var withdraw_zh_default = {
	wd_status_processing,
	wd_status_transferring,
	wd_status_audit_failure,
	wd_status_success,
	wd_status_failed,
	wd_status,
	wd_status_follow,
	wd_submitted_title,
	wd_order_no,
	wd_again,
	wd_retry,
	wd_amount,
	wd_amount_required,
	wd_amount_below_min,
	wd_amount_above_max,
	wd_insufficient_balance,
	wd_top_up,
	wd_limits,
	wd_fee,
	wd_received,
	wd_fee_line,
	wd_fee_hint,
	wd_fee_unknown,
	wd_withdraw_to,
	wd_manage_accounts,
	wd_confirm_title,
	wd_confirm,
	wd_submitting,
	wd_cancel,
	wd_not_allowed,
	wd_unavailable,
	wd_err_daily_limit,
	wd_err_daily_amount,
	wd_err_below_min,
	wd_err_above_max,
	wd_err_invalid_amount,
	wd_err_card_not_found,
	wd_err_payment_password,
	wd_err_payment_password_exists,
	wd_err_code_required,
	wd_before_title,
	wd_need_card,
	wd_need_mobile,
	wd_need_kyc,
	wd_need_payment_password,
	wd_bind_account,
	wd_verify_mobile,
	wd_verify_identity,
	wd_resubmit_identity,
	wd_set_payment_password,
	wd_kyc_state,
	wd_kyc_reason,
	wd_kyc_not_set,
	wd_kyc_in_review,
	wd_kyc_failed,
	wd_kyc_approved,
	wd_sms_intro,
	wd_sms_sent,
	wd_inconsistent_twice,
	wd_same_password,
	wd_err_bank_not_supported,
	wd_err_card_limit,
	wd_err_account_no,
	wd_err_card_bound,
	wd_err_payee_mismatch,
	wd_err_payee_invalid,
	wd_err_province,
	wd_err_city,
	wd_err_bank,
	wd_err_branch,
	wd_err_wallet,
	wd_account_no_rule,
	wd_payee_rule,
	wd_ewallet_number_rule,
	wd_payment_password_rule,
	wd_bank_cards,
	wd_ewallets,
	wd_count_of,
	wd_no_bank_cards,
	wd_no_ewallets,
	wd_manage_bank_cards,
	wd_add_bank_account,
	wd_add_ewallet,
	wd_card_limit,
	wd_ewallet_limit,
	wd_card_default,
	wd_remove,
	wd_remove_card_named,
	wd_remove_title,
	wd_remove_text,
	wd_remove_confirm,
	wd_card_removed,
	wd_card_added,
	wd_ewallet_added,
	wd_bank_account_intro,
	wd_province,
	wd_city,
	wd_bank,
	wd_branch,
	wd_branch_hint,
	wd_choose_province,
	wd_choose_city,
	wd_choose_bank,
	wd_payee,
	wd_payee_hint,
	wd_payee_locked,
	wd_account_no,
	wd_bind_card,
	wd_ewallet,
	wd_ewallet_number,
	wd_ewallet_number_hint,
	wd_bind_ewallet,
	wd_pp_set_intro,
	wd_pp_change_intro,
	wd_pp_old,
	wd_pp_new,
	wd_pp_confirm,
	wd_pp_hint,
	wd_pp_set_submit,
	wd_pp_change_submit,
	wd_pp_set,
	wd_pp_changed,
	wd_pp_done,
	wd_go_withdraw
};
export { withdraw_zh_default as default, wd_account_no, wd_account_no_rule, wd_add_bank_account, wd_add_ewallet, wd_again, wd_amount, wd_amount_above_max, wd_amount_below_min, wd_amount_required, wd_bank, wd_bank_account_intro, wd_bank_cards, wd_before_title, wd_bind_account, wd_bind_card, wd_bind_ewallet, wd_branch, wd_branch_hint, wd_cancel, wd_card_added, wd_card_default, wd_card_limit, wd_card_removed, wd_choose_bank, wd_choose_city, wd_choose_province, wd_city, wd_confirm, wd_confirm_title, wd_count_of, wd_err_above_max, wd_err_account_no, wd_err_bank, wd_err_bank_not_supported, wd_err_below_min, wd_err_branch, wd_err_card_bound, wd_err_card_limit, wd_err_card_not_found, wd_err_city, wd_err_code_required, wd_err_daily_amount, wd_err_daily_limit, wd_err_invalid_amount, wd_err_payee_invalid, wd_err_payee_mismatch, wd_err_payment_password, wd_err_payment_password_exists, wd_err_province, wd_err_wallet, wd_ewallet, wd_ewallet_added, wd_ewallet_limit, wd_ewallet_number, wd_ewallet_number_hint, wd_ewallet_number_rule, wd_ewallets, wd_fee, wd_fee_hint, wd_fee_line, wd_fee_unknown, wd_go_withdraw, wd_inconsistent_twice, wd_insufficient_balance, wd_kyc_approved, wd_kyc_failed, wd_kyc_in_review, wd_kyc_not_set, wd_kyc_reason, wd_kyc_state, wd_limits, wd_manage_accounts, wd_manage_bank_cards, wd_need_card, wd_need_kyc, wd_need_mobile, wd_need_payment_password, wd_no_bank_cards, wd_no_ewallets, wd_not_allowed, wd_order_no, wd_payee, wd_payee_hint, wd_payee_locked, wd_payee_rule, wd_payment_password_rule, wd_pp_change_intro, wd_pp_change_submit, wd_pp_changed, wd_pp_confirm, wd_pp_done, wd_pp_hint, wd_pp_new, wd_pp_old, wd_pp_set, wd_pp_set_intro, wd_pp_set_submit, wd_province, wd_received, wd_remove, wd_remove_card_named, wd_remove_confirm, wd_remove_text, wd_remove_title, wd_resubmit_identity, wd_retry, wd_same_password, wd_set_payment_password, wd_sms_intro, wd_sms_sent, wd_status, wd_status_audit_failure, wd_status_failed, wd_status_follow, wd_status_processing, wd_status_success, wd_status_transferring, wd_submitted_title, wd_submitting, wd_top_up, wd_unavailable, wd_verify_identity, wd_verify_mobile, wd_withdraw_to };
