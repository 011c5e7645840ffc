// src/i18n/en-screens.json
var language = "Language";
var back = "Back";
var try_again = "Try again";
var later = "Later";
var save = "Save";
var copied = "Copied";
var copy_failed = "Could not copy. Please copy it by hand.";
var load_failed = "Could not load this. Please try again.";
var no_record = "No records";
var no_more_records = "No more records";
var age_gate_title = "Are you 21 or over?";
var age_gate_text = "Lotto PH is only for players aged 21 and over. Please confirm your age to continue.";
var age_gate_agree = "Yes, I am 21 or over";
var age_gate_exit = "Exit";
var age_refused_title = "You must be 21 or over";
var age_refused_text = "Sorry, Lotto PH is only for players aged 21 and over. You cannot use this site.";
var age_ask_again = "I answered by mistake: ask me again";
var landscape_title = "Please turn your phone";
var landscape_text = "Lotto PH works best upright. Turn your phone back to portrait to continue.";
var maintenance_title = "Under maintenance";
var maintenance_text = "We are improving Lotto PH. Please come back a little later; your account and balance are safe.";
var region_restricted_title = "Access restricted";
var region_restricted_text = "Sorry, Lotto PH is not available from your location.";
var your_ip = "Your IP address";
var your_country = "Country or region";
var contact_us = "Contact us";
var new_version_title = "New version available";
var new_version_text = "A new version of Lotto PH is ready. Update now to get the latest changes.";
var update_now = "Update now";
var help_and_download = "Customer service and app download";
var download_ios = "Download the iPhone app";
var download_android = "Download the Android app";
var games_title = "Games";
var game_types = "Game types";
var games_all = "All";
var games_digit = "Digit";
var games_jackpot = "Jackpot";
var last_draw = "Last draw";
var winning_numbers = "Winning numbers";
var play_now = "Play now";
var play_game = "Play now: {{name}}";
var draw_title = "Draw results";
var date_range = "Dates";
var date_from = "From";
var date_to = "To";
var range_today = "Today";
var range_7_days = "7 days";
var range_30_days = "30 days";
var range_max = "90 days";
var game = "Game";
var all_games = "All games";
var results_count_one = "{{count}} result";
var results_count_other = "{{count}} results";
var jackpot = "Jackpot";
var winners = "Winners";
var promotion_title = "Promotions";
var promotion_categories = "Promotion categories";
var category_all = "All";
var category_player_rank_rules = "Player ranks";
var category_lotto_promo = "Lotto promos";
var category_other_promo = "Other promos";
var member_title = "My account";
var member_account = "Account";
var account_id = "Account ID";
var copy_account_id = "Copy account ID";
var withdraw = "Withdraw";
var member_menu = "Account menu";
var member_fund_account = "Fund account";
var member_bank_card = "Bank cards";
var member_bank_account = "Add bank account";
var member_deposit = "Deposit";
var member_withdraw = "Withdraw";
var member_set_phone = "Mobile number";
var member_payment_password = "Payment password";
var member_kyc_setting = "Identity verification";
var member_transaction = "Transactions";
var member_security_center = "Security center";
var member_login_password = "Login password";
var member_set_mail = "E-mail";
var member_avatar = "Avatar";
var member_lott_orders = "Betting history";
var lott_game_title = "Game";
var more_title = "More";
var notice_title = "Notices";
var terms_use = "Terms of use";
var privacy = "Privacy";
var license = "Licence";
var terms_age = "Only persons aged 21 and over may register and play.";
var terms_employees = "Employees of the government or of the gaming site, and their relatives, cannot be members.";
var privacy_retention = "We keep your data for at least 1 year after your last visit.";
var license_statement = "Lotto PH is a licensed lottery operator in the Philippines.";
var have_account = "Already have an account?";
var form_max_limit = "This field is more than {0} characters";
var nickname = "Nickname";
var test_title = "Test pages";
var test_list_title = "Test list";
var test_form_title = "Test form";
var test_form_agree = "I agree to be contacted about this test";
var test_form_agree_required = "Please tick the box to agree";
var test_form_saved = "Saved: {{name}}";
var lott_opening = "Opening the game…";
var lott_launch_failed = "The game could not be opened.";
var lott_frame_game = "Lottery games";
var lott_frame_orders = "Your lottery bets";
var forgot_password = "Forgot password?";
var login_with_sms = "Log in with SMS code";
var or_continue_with = "Or continue with";
var continue_with_google = "Continue with Google";
var continue_with_facebook = "Continue with Facebook";
var firebase_login_failure = "Login failure, please try again";
var error_code = "Code: {{code}}";
var error_reason = "Reason: {{reason}}";
var captcha_loading = "Loading verification…";
var forgot_password_title = "Reset your password";
var forgot_password_intro = "Enter your username and the e-mail address of your account. We will send you a link to set a new password.";
var forgot_password_send = "Send reset link";
var forgot_password_sent = "Done. If the details match, a reset link is on its way to {{email}}. Please check your inbox.";
var email = "E-mail";
var error_email = "Please enter a valid e-mail address";
var phone_title = "Log in or register";
var phone_intro = "Enter your mobile number. We will send you a code: new numbers get an account, known numbers log straight in.";
var register_intro = "Enter your mobile number and the code we send you to create your account.";
var login_with_password = "Log in with password";
var dial_code = "Dial code";
var dial_code_invalid = "1 - 3 digits";
var mobile_number = "Mobile number";
var verification_code = "Verification code";
var send_code = "Send code";
var send_code_again = "Send again";
var send_code_wait = "Again in {{seconds}} s";
var send_code_blocked = "Wait {{wait}}";
var code_sent_to = "Code sent to {{number}}";
var phone_continue = "Continue";
var send_code_first = "Please send a code to this number first";
var sms_login_disabled = "This number already has an account. Please log in with your password.";
var enter_verification_code = "Please enter a valid verification code";
var error_phone_number_limit = "Please enter a valid mobile number {0} - {1} digits";
var phone_auth_invalid_phone_number = "Invalid phone number format";
var phone_auth_missing_phone_number = "Please enter a valid phone number";
var phone_auth_too_many_requests = "Too many requests, please try again after 5 minutes";
var phone_auth_unknown = "Unknown error";
var phone_auth_invalid_verification_code = "The verification code is not valid or missing";
var phone_auth_captcha_check_failed = "Please pass the correct image verification";
var phone_auth_quota_exceeded = "SMS quota not enough";
var phone_auth_operation_not_allowed = "This function is not enabled, please contact customer service";
var phone_auth_code_expired = "The verification code has expired, please send again";
var en_screens_default = {
	language,
	back,
	try_again,
	later,
	save,
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
	games_title,
	game_types,
	games_all: "All",
	games_digit,
	games_jackpot,
	last_draw,
	winning_numbers,
	play_now,
	play_game,
	draw_title,
	date_range,
	date_from,
	date_to: "To",
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
	category_all: "All",
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
export { account_id, age_ask_again, age_gate_agree, age_gate_exit, age_gate_text, age_gate_title, age_refused_text, age_refused_title, all_games, back, captcha_loading, category_all, category_lotto_promo, category_other_promo, category_player_rank_rules, code_sent_to, contact_us, continue_with_facebook, continue_with_google, copied, copy_account_id, copy_failed, date_from, date_range, date_to, en_screens_default as default, dial_code, dial_code_invalid, download_android, download_ios, draw_title, email, enter_verification_code, error_code, error_email, error_phone_number_limit, error_reason, firebase_login_failure, forgot_password, forgot_password_intro, forgot_password_send, forgot_password_sent, forgot_password_title, form_max_limit, game, game_types, games_all, games_digit, games_jackpot, games_title, have_account, help_and_download, jackpot, landscape_text, landscape_title, language, last_draw, later, license, license_statement, load_failed, login_with_password, login_with_sms, lott_frame_game, lott_frame_orders, lott_game_title, lott_launch_failed, lott_opening, maintenance_text, maintenance_title, member_account, member_avatar, member_bank_account, member_bank_card, member_deposit, member_fund_account, member_kyc_setting, member_login_password, member_lott_orders, member_menu, member_payment_password, member_security_center, member_set_mail, member_set_phone, member_title, member_transaction, member_withdraw, mobile_number, more_title, new_version_text, new_version_title, nickname, no_more_records, no_record, notice_title, or_continue_with, phone_auth_captcha_check_failed, phone_auth_code_expired, phone_auth_invalid_phone_number, phone_auth_invalid_verification_code, phone_auth_missing_phone_number, phone_auth_operation_not_allowed, phone_auth_quota_exceeded, phone_auth_too_many_requests, phone_auth_unknown, phone_continue, phone_intro, phone_title, play_game, play_now, privacy, privacy_retention, promotion_categories, promotion_title, range_30_days, range_7_days, range_max, range_today, region_restricted_text, region_restricted_title, register_intro, results_count_one, results_count_other, save, send_code, send_code_again, send_code_blocked, send_code_first, send_code_wait, sms_login_disabled, terms_age, terms_employees, terms_use, test_form_agree, test_form_agree_required, test_form_saved, test_form_title, test_list_title, test_title, try_again, update_now, verification_code, winners, winning_numbers, withdraw, your_country, your_ip };
