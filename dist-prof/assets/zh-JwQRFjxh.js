// src/i18n/zh.json
var app_name = "菲律宾乐透";
var logged_in_elsewhere = "您的账号已在其他地方登录或会话已结束，请重新登录。";
var not_login = "抱歉，您尚未登录！请先登录";
var in_unknown_error = "未知错误";
var network_offline = "网络不可用";
var request_timeout = "服务器响应超时，请重试。";
var session_ended_title = "会话已结束";
var verify_first = "请先完成验证";
var not_support_incognito = "不支持无痕模式";
var ok = "确定";
var close = "关闭";
var login = "登录";
var register = "注册";
var logout = "退出登录";
var username = "用户名";
var password = "密码";
var confirm_age = "我确认我已年满 21 岁";
var confirm_age_required = "请确认您已年满 21 岁";
var required_limit = "此项为必填项";
var reg_pattern_4 = "请输入 {0} - {1} 位字母和数字";
var error_password = "请输入 {0} - {1} 位密码";
var loading = "加载中…";
var no_account = "还没有账号？";
var demo_accounts = "演示账号";
var demo_accounts_hint = "仅限演示：所有账号的密码都是 {{password}}。点击账号即可填入表单。";
var demo_note_juan = "实名认证已通过，余额 ₱12,345.67";
var demo_note_maria = "新玩家：首次登录，钱包为空";
var demo_note_pedro = "实名认证审核中，余额 ₱500.00";
var demo_note_rosa = "实名认证未通过（需重新提交），余额 ₱20.00";
var home_title = "首页";
var greeting = "您好，{{name}}";
var greeting_anonymous = "您好";
var total_balance = "总余额";
var refresh_balance = "刷新余额";
var balance_updated = "余额已更新";
var balance_unavailable = "暂时无法获取余额";
var deposit = "存款";
var login_for_balance = "登录后即可查看余额、存款和投注。";
var account_menu = "账户";
var skip_to_content = "跳到主要内容";
var route_error_title = "出错了";
var route_error_text = "请重新加载页面。";
var reload = "重新加载";
var main_menu = "主菜单";
var menu_home = "首页";
var menu_promotion = "优惠";
var menu_games = "游戏";
var menu_draw = "开奖";
var menu_member = "我的";
var switch_language = "语言：";
var language = "语言";
var back = "返回";
var more = "更多";
var show_all = "查看全部";
var try_again = "重试";
var later = "稍后";
var save = "保存";
var table = "表格";
var copied = "已复制";
var copy_failed = "复制失败，请手动复制。";
var load_failed = "加载失败，请重试。";
var no_record = "暂无记录";
var no_more_records = "没有更多记录了";
var age_gate_title = "您是否年满 21 岁？";
var age_gate_text = "菲律宾乐透仅面向年满 21 岁的玩家。请确认您的年龄后继续。";
var age_gate_agree = "是的，我已年满 21 岁";
var age_gate_exit = "退出";
var age_refused_title = "您必须年满 21 岁";
var age_refused_text = "抱歉，菲律宾乐透仅面向年满 21 岁的玩家，您无法使用本网站。";
var age_ask_again = "我选错了：重新回答";
var landscape_title = "请竖屏使用";
var landscape_text = "菲律宾乐透在竖屏下体验最佳。请将手机转回竖屏后继续。";
var maintenance_title = "系统维护中";
var maintenance_text = "我们正在升级菲律宾乐透。请稍后再来，您的账户和余额均安全无虞。";
var region_restricted_title = "访问受限";
var region_restricted_text = "抱歉，您所在的地区无法使用菲律宾乐透。";
var your_ip = "您的 IP 地址";
var your_country = "国家或地区";
var contact_us = "联系我们";
var new_version_title = "有新版本可用";
var new_version_text = "菲律宾乐透已发布新版本。请立即更新以获取最新内容。";
var update_now = "立即更新";
var help_and_download = "客服与应用下载";
var download_ios = "下载 iPhone 应用";
var download_android = "下载 Android 应用";
var hot_games = "热门游戏";
var today_draws = "今日开奖";
var no_games_today = "今日没有开奖";
var sales_close_in = "距截止投注";
var closing_soon = "即将截止";
var sales_closed = "已截止投注";
var draw_at = "开奖 {{time}}";
var latest_result = "最新开奖";
var no_result_yet = "暂无开奖结果";
var announcements = "公告";
var games_title = "游戏";
var game_types = "游戏类型";
var games_all = "全部";
var games_digit = "数字";
var games_jackpot = "大奖";
var last_draw = "上期开奖";
var winning_numbers = "中奖号码";
var play_now = "立即投注";
var play_game = "立即投注：{{name}}";
var draw_title = "开奖结果";
var date_range = "日期";
var date_from = "开始日期";
var date_to = "结束日期";
var range_today = "今天";
var range_7_days = "7 天";
var range_30_days = "30 天";
var range_max = "90 天";
var game = "游戏";
var all_games = "全部游戏";
var results_count_one = "{{count}} 条结果";
var results_count_other = "{{count}} 条结果";
var jackpot = "头奖";
var winners = "中奖人数";
var promotion_title = "优惠活动";
var promotion_categories = "优惠类别";
var category_all = "全部";
var category_player_rank_rules = "玩家等级";
var category_lotto_promo = "乐透优惠";
var category_other_promo = "其他优惠";
var member_title = "我的账户";
var member_account = "账户";
var account_id = "账户 ID";
var copy_account_id = "复制账户 ID";
var withdraw = "提款";
var member_menu = "账户菜单";
var member_fund_account = "资金账户";
var member_bank_card = "银行卡";
var member_bank_account = "添加银行账户";
var member_deposit = "存款";
var member_withdraw = "提款";
var member_set_phone = "手机号码";
var member_payment_password = "支付密码";
var member_kyc_setting = "实名认证";
var member_transaction = "交易记录";
var member_security_center = "安全中心";
var member_login_password = "登录密码";
var member_set_mail = "电子邮箱";
var member_avatar = "头像";
var member_lott_orders = "投注记录";
var lott_game_title = "游戏";
var more_title = "更多";
var notice_title = "公告通知";
var terms_use = "使用条款";
var privacy = "隐私政策";
var license = "牌照信息";
var terms_age = "仅年满 21 岁的人士可以注册和投注。";
var terms_employees = "政府或博彩网站的雇员及其亲属不得成为会员。";
var privacy_retention = "您的数据将在您最后一次访问后至少保留 1 年。";
var license_statement = "菲律宾乐透是菲律宾的持牌彩票运营商。";
var have_account = "已有账号？";
var form_max_limit = "此项不能超过 {0} 个字符";
var nickname = "昵称";
var test_title = "测试页面";
var test_list_title = "测试列表";
var test_form_title = "测试表单";
var test_form_agree = "我同意就本测试与我联系";
var test_form_agree_required = "请勾选以表示同意";
var test_form_saved = "已保存：{{name}}";
var lott_opening = "正在打开游戏…";
var lott_launch_failed = "无法打开游戏。";
var lott_frame_game = "彩票游戏";
var lott_frame_orders = "您的彩票投注";
var session_idle_title = "您还在吗？";
var session_idle_text = "您已近一小时没有操作。为了您的安全，几分钟后将自动退出登录。点击“确定”保持登录。";
var session_expired = "您已一小时没有操作，已自动退出登录。请重新登录。";
var captcha_network_error = "网络故障或 js 资源加载超时（{{code}}）";
var forgot_password = "忘记密码？";
var login_with_sms = "短信验证码登录";
var or_continue_with = "或使用以下方式";
var continue_with_google = "使用 Google 继续";
var continue_with_facebook = "使用 Facebook 继续";
var firebase_login_failure = "登录失败，请重试";
var error_code = "代码：{{code}}";
var error_reason = "原因：{{reason}}";
var captcha_loading = "正在加载验证…";
var forgot_password_title = "重置密码";
var forgot_password_intro = "请输入您的用户名和账户绑定的电子邮箱，我们将发送设置新密码的链接。";
var forgot_password_send = "发送重置链接";
var forgot_password_sent = "已提交。如信息匹配，重置链接已发送至 {{email}}，请查收邮件。";
var email = "电子邮箱";
var error_email = "请输入有效的电子邮箱地址";
var phone_title = "登录或注册";
var phone_intro = "请输入手机号码，我们将向您发送验证码：新号码自动注册，已注册号码直接登录。";
var register_intro = "请输入手机号码和收到的验证码以创建账户。";
var login_with_password = "密码登录";
var dial_code = "区号";
var dial_code_invalid = "1 - 3 位数字";
var mobile_number = "手机号码";
var verification_code = "验证码";
var send_code = "发送验证码";
var send_code_again = "重新发送";
var send_code_wait = "{{seconds}} 秒后重发";
var send_code_blocked = "请等待 {{wait}}";
var code_sent_to = "验证码已发送至 {{number}}";
var phone_continue = "继续";
var send_code_first = "请先向此号码发送验证码";
var sms_login_disabled = "该号码已注册，请使用密码登录。";
var enter_verification_code = "请输入有效的验证码";
var error_phone_number_limit = "请输入有效的手机号码 {0} - {1} 位数字";
var phone_auth_invalid_phone_number = "手机号码格式无效";
var phone_auth_missing_phone_number = "请输入有效的手机号码";
var phone_auth_too_many_requests = "请求过于频繁，请 5 分钟后再试";
var phone_auth_unknown = "未知错误";
var phone_auth_invalid_verification_code = "验证码无效或缺失";
var phone_auth_captcha_check_failed = "请通过正确的图片验证";
var phone_auth_quota_exceeded = "短信额度不足";
var phone_auth_operation_not_allowed = "该功能未开通，请联系客服";
var phone_auth_code_expired = "验证码已过期，请重新发送";
var zh_default = {
	app_name,
	logged_in_elsewhere,
	not_login,
	in_unknown_error,
	network_offline,
	request_timeout,
	session_ended_title,
	verify_first,
	not_support_incognito,
	ok,
	close,
	login,
	register,
	logout,
	username,
	password,
	confirm_age,
	confirm_age_required,
	required_limit,
	reg_pattern_4,
	error_password,
	loading,
	no_account,
	demo_accounts,
	demo_accounts_hint,
	demo_note_juan,
	demo_note_maria,
	demo_note_pedro,
	demo_note_rosa,
	home_title,
	greeting,
	greeting_anonymous,
	total_balance,
	refresh_balance,
	balance_updated,
	balance_unavailable,
	deposit,
	login_for_balance,
	account_menu,
	skip_to_content,
	route_error_title,
	route_error_text,
	reload,
	main_menu,
	menu_home,
	menu_promotion,
	menu_games,
	menu_draw,
	menu_member,
	switch_language,
	language,
	back,
	more,
	show_all,
	try_again,
	later,
	save,
	table,
	copied,
	copy_failed,
	load_failed,
	no_record,
	no_more_records,
	age_gate_title,
	age_gate_text,
	age_gate_agree,
	age_gate_exit,
	age_refused_title,
	age_refused_text,
	age_ask_again,
	landscape_title,
	landscape_text,
	maintenance_title,
	maintenance_text,
	region_restricted_title,
	region_restricted_text,
	your_ip,
	your_country,
	contact_us,
	new_version_title,
	new_version_text,
	update_now,
	help_and_download,
	download_ios,
	download_android,
	hot_games,
	today_draws,
	no_games_today,
	sales_close_in,
	closing_soon,
	sales_closed,
	draw_at,
	latest_result,
	no_result_yet,
	announcements,
	games_title,
	game_types,
	games_all,
	games_digit,
	games_jackpot,
	last_draw,
	winning_numbers,
	play_now,
	play_game,
	draw_title,
	date_range,
	date_from,
	date_to,
	range_today,
	range_7_days,
	range_30_days,
	range_max,
	game,
	all_games,
	results_count_one,
	results_count_other,
	jackpot,
	winners,
	promotion_title,
	promotion_categories,
	category_all,
	category_player_rank_rules,
	category_lotto_promo,
	category_other_promo,
	member_title,
	member_account,
	account_id,
	copy_account_id,
	withdraw,
	member_menu,
	member_fund_account,
	member_bank_card,
	member_bank_account,
	member_deposit,
	member_withdraw,
	member_set_phone,
	member_payment_password,
	member_kyc_setting,
	member_transaction,
	member_security_center,
	member_login_password,
	member_set_mail,
	member_avatar,
	member_lott_orders,
	lott_game_title,
	more_title,
	notice_title,
	terms_use,
	privacy,
	license,
	terms_age,
	terms_employees,
	privacy_retention,
	license_statement,
	have_account,
	form_max_limit,
	nickname,
	test_title,
	test_list_title,
	test_form_title,
	test_form_agree,
	test_form_agree_required,
	test_form_saved,
	lott_opening,
	lott_launch_failed,
	lott_frame_game,
	lott_frame_orders,
	session_idle_title,
	session_idle_text,
	session_expired,
	captcha_network_error,
	forgot_password,
	login_with_sms,
	or_continue_with,
	continue_with_google,
	continue_with_facebook,
	firebase_login_failure,
	error_code,
	error_reason,
	captcha_loading,
	forgot_password_title,
	forgot_password_intro,
	forgot_password_send,
	forgot_password_sent,
	email,
	error_email,
	phone_title,
	phone_intro,
	register_intro,
	login_with_password,
	dial_code,
	dial_code_invalid,
	mobile_number,
	verification_code,
	send_code,
	send_code_again,
	send_code_wait,
	send_code_blocked,
	code_sent_to,
	phone_continue,
	send_code_first,
	sms_login_disabled,
	enter_verification_code,
	error_phone_number_limit,
	phone_auth_invalid_phone_number,
	phone_auth_missing_phone_number,
	phone_auth_too_many_requests,
	phone_auth_unknown,
	phone_auth_invalid_verification_code,
	phone_auth_captcha_check_failed,
	phone_auth_quota_exceeded,
	phone_auth_operation_not_allowed,
	phone_auth_code_expired
};
export { account_id, account_menu, age_ask_again, age_gate_agree, age_gate_exit, age_gate_text, age_gate_title, age_refused_text, age_refused_title, all_games, announcements, app_name, back, balance_unavailable, balance_updated, captcha_loading, captcha_network_error, category_all, category_lotto_promo, category_other_promo, category_player_rank_rules, close, closing_soon, code_sent_to, confirm_age, confirm_age_required, contact_us, continue_with_facebook, continue_with_google, copied, copy_account_id, copy_failed, date_from, date_range, date_to, zh_default as default, demo_accounts, demo_accounts_hint, demo_note_juan, demo_note_maria, demo_note_pedro, demo_note_rosa, deposit, dial_code, dial_code_invalid, download_android, download_ios, draw_at, draw_title, email, enter_verification_code, error_code, error_email, error_password, error_phone_number_limit, error_reason, firebase_login_failure, forgot_password, forgot_password_intro, forgot_password_send, forgot_password_sent, forgot_password_title, form_max_limit, game, game_types, games_all, games_digit, games_jackpot, games_title, greeting, greeting_anonymous, have_account, help_and_download, home_title, hot_games, in_unknown_error, jackpot, landscape_text, landscape_title, language, last_draw, later, latest_result, license, license_statement, load_failed, loading, logged_in_elsewhere, login, login_for_balance, login_with_password, login_with_sms, logout, lott_frame_game, lott_frame_orders, lott_game_title, lott_launch_failed, lott_opening, main_menu, maintenance_text, maintenance_title, member_account, member_avatar, member_bank_account, member_bank_card, member_deposit, member_fund_account, member_kyc_setting, member_login_password, member_lott_orders, member_menu, member_payment_password, member_security_center, member_set_mail, member_set_phone, member_title, member_transaction, member_withdraw, menu_draw, menu_games, menu_home, menu_member, menu_promotion, mobile_number, more, more_title, network_offline, new_version_text, new_version_title, nickname, no_account, no_games_today, no_more_records, no_record, no_result_yet, not_login, not_support_incognito, notice_title, ok, or_continue_with, password, phone_auth_captcha_check_failed, phone_auth_code_expired, phone_auth_invalid_phone_number, phone_auth_invalid_verification_code, phone_auth_missing_phone_number, phone_auth_operation_not_allowed, phone_auth_quota_exceeded, phone_auth_too_many_requests, phone_auth_unknown, phone_continue, phone_intro, phone_title, play_game, play_now, privacy, privacy_retention, promotion_categories, promotion_title, range_30_days, range_7_days, range_max, range_today, refresh_balance, reg_pattern_4, region_restricted_text, region_restricted_title, register, register_intro, reload, request_timeout, required_limit, results_count_one, results_count_other, route_error_text, route_error_title, sales_close_in, sales_closed, save, send_code, send_code_again, send_code_blocked, send_code_first, send_code_wait, session_ended_title, session_expired, session_idle_text, session_idle_title, show_all, skip_to_content, sms_login_disabled, switch_language, table, terms_age, terms_employees, terms_use, test_form_agree, test_form_agree_required, test_form_saved, test_form_title, test_list_title, test_title, today_draws, total_balance, try_again, update_now, username, verification_code, verify_first, winners, winning_numbers, withdraw, your_country, your_ip };
