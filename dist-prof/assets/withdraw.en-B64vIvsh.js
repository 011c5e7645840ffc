// src/i18n/areas/withdraw.en.json
var wd_status_processing = "Processing";
var wd_status_transferring = "Transferring";
var wd_status_audit_failure = "Audit failure";
var wd_status_success = "Withdraw Success";
var wd_status_failed = "Withdraw failed";
var wd_status = "Status";
var wd_status_follow = "The status updates by itself.";
var wd_submitted_title = "Withdrawal submitted";
var wd_order_no = "Order number";
var wd_again = "Make another withdrawal";
var wd_retry = "Try again";
var wd_amount = "Amount";
var wd_amount_required = "Please enter the amount to withdraw";
var wd_amount_below_min = "The minimum withdrawal is {{limit}}";
var wd_amount_above_max = "The maximum withdrawal is {{limit}}";
var wd_insufficient_balance = "Insufficient balance, please top up first";
var wd_top_up = "Top up now";
var wd_limits = "Min {{min}} · Max {{max}}";
var wd_fee = "Fee";
var wd_received = "You receive";
var wd_fee_line = "Fee {{fee}} · You receive {{received}}";
var wd_fee_hint = "The fee shows here once the amount is within the limits.";
var wd_fee_unknown = "Not available";
var wd_withdraw_to = "Withdraw to";
var wd_manage_accounts = "Manage bank cards and e-wallets";
var wd_confirm_title = "Confirm withdrawal";
var wd_confirm = "Confirm";
var wd_submitting = "Submitting…";
var wd_cancel = "Cancel";
var wd_not_allowed = "Withdrawal not allowed";
var wd_unavailable = "Withdrawal is currently not available, please try again later";
var wd_err_daily_limit = "You have reached the number of withdrawals for today";
var wd_err_daily_amount = "This amount would go over today's withdrawal limit";
var wd_err_below_min = "The amount is below the minimum withdrawal";
var wd_err_above_max = "The amount is above the maximum withdrawal";
var wd_err_invalid_amount = "Please enter a valid amount";
var wd_err_card_not_found = "Please choose one of your bound accounts";
var wd_err_payment_password = "The payment password is incorrect";
var wd_err_payment_password_exists = "A payment password is already set";
var wd_err_code_required = "Please enter the verification code sent to your mobile";
var wd_before_title = "Before your first withdrawal";
var wd_need_card = "Bind a bank card or e-wallet first.";
var wd_need_mobile = "Verify your mobile number first.";
var wd_need_kyc = "Complete your identity verification (KYC) first.";
var wd_need_payment_password = "Set a payment password first.";
var wd_bind_account = "Bind a bank card or e-wallet";
var wd_verify_mobile = "Verify mobile number";
var wd_verify_identity = "Verify identity";
var wd_resubmit_identity = "Submit identity again";
var wd_set_payment_password = "Set payment password";
var wd_kyc_state = "Identity verification: {{state}}";
var wd_kyc_reason = "Reason: {{reason}}";
var wd_kyc_not_set = "Not set";
var wd_kyc_in_review = "In review";
var wd_kyc_failed = "Failed";
var wd_kyc_approved = "Approved";
var wd_sms_intro = "Every withdrawal needs a code sent to your verified mobile number.";
var wd_sms_sent = "Code sent to your mobile number";
var wd_inconsistent_twice = "Incorrect confirmation input";
var wd_same_password = "The new password and the old password cannot be the same";
var wd_err_bank_not_supported = "This bank or e-wallet is not supported";
var wd_err_card_limit = "You have reached the maximum number of accounts of this kind";
var wd_err_account_no = "Please check the account number";
var wd_err_card_bound = "This account is already bound";
var wd_err_payee_mismatch = "The account name must match your payee name on file";
var wd_err_payee_invalid = "Please enter the account holder's name";
var wd_err_province = "Please choose the province of the branch";
var wd_err_city = "Please choose the city of the branch";
var wd_err_bank = "Please choose the bank";
var wd_err_branch = "Please enter the branch";
var wd_err_wallet = "Please choose GCash or Maya";
var wd_account_no_rule = "Please enter {0} - {1} digits";
var wd_payee_rule = "Please enter {0} - {1} letters (spaces, dots, hyphens and apostrophes allowed)";
var wd_ewallet_number_rule = "Please enter a valid Philippine mobile number, like 09171234567";
var wd_payment_password_rule = "Please enter {0} - {1} digits";
var wd_bank_cards = "Bank cards";
var wd_ewallets = "E-wallets";
var wd_count_of = "{{count}} of {{max}}";
var wd_no_bank_cards = "No bank card bound yet";
var wd_no_ewallets = "No e-wallet bound yet";
var wd_manage_bank_cards = "Manage bank cards";
var wd_add_bank_account = "Add bank account";
var wd_add_ewallet = "Add GCash or Maya";
var wd_card_limit = "You can bind at most {{max}} bank cards. Remove one to add another.";
var wd_ewallet_limit = "You can bind at most {{max}} e-wallets. Remove one to add another.";
var wd_card_default = "Default";
var wd_remove = "Remove";
var wd_remove_card_named = "Remove {{name}}";
var wd_remove_title = "Remove this account?";
var wd_remove_text = "{{name}} will no longer receive withdrawals. You can bind it again later.";
var wd_remove_confirm = "Remove";
var wd_card_removed = "Account removed";
var wd_card_added = "Bank card added";
var wd_ewallet_added = "E-wallet added";
var wd_bank_account_intro = "Choose where your branch is, then enter the account exactly as the bank shows it.";
var wd_province = "Province";
var wd_city = "City";
var wd_bank = "Bank";
var wd_branch = "Branch";
var wd_branch_hint = "The branch name, e.g. BDO Ermita";
var wd_choose_province = "Choose a province";
var wd_choose_city = "Choose a city";
var wd_choose_bank = "Choose a bank";
var wd_payee = "Account name";
var wd_payee_hint = "The account holder's full name. Your first account fixes it for every later one.";
var wd_payee_locked = "Fixed by your first account: every account must be in this name.";
var wd_account_no = "Account number";
var wd_bind_card = "Add bank card";
var wd_ewallet = "E-wallet";
var wd_ewallet_number = "GCash / Maya mobile number";
var wd_ewallet_number_hint = "The mobile number of the e-wallet account, like 09171234567";
var wd_bind_ewallet = "Add e-wallet";
var wd_pp_set_intro = "Your payment password protects withdrawals and new accounts. It is 6 digits.";
var wd_pp_change_intro = "Enter your current payment password, then the new one twice.";
var wd_pp_old = "Current payment password";
var wd_pp_new = "New payment password";
var wd_pp_confirm = "Confirm new payment password";
var wd_pp_hint = "6 digits";
var wd_pp_set_submit = "Set payment password";
var wd_pp_change_submit = "Change payment password";
var wd_pp_set = "Payment password set";
var wd_pp_changed = "Payment password changed";
var wd_pp_done = "Your payment password is saved.";
var wd_go_withdraw = "Go to withdraw";
var withdraw_en_default = {
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
	wd_fee: "Fee",
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
export { withdraw_en_default as default, wd_account_no, wd_account_no_rule, wd_add_bank_account, wd_add_ewallet, wd_again, wd_amount, wd_amount_above_max, wd_amount_below_min, wd_amount_required, wd_bank, wd_bank_account_intro, wd_bank_cards, wd_before_title, wd_bind_account, wd_bind_card, wd_bind_ewallet, wd_branch, wd_branch_hint, wd_cancel, wd_card_added, wd_card_default, wd_card_limit, wd_card_removed, wd_choose_bank, wd_choose_city, wd_choose_province, wd_city, wd_confirm, wd_confirm_title, wd_count_of, wd_err_above_max, wd_err_account_no, wd_err_bank, wd_err_bank_not_supported, wd_err_below_min, wd_err_branch, wd_err_card_bound, wd_err_card_limit, wd_err_card_not_found, wd_err_city, wd_err_code_required, wd_err_daily_amount, wd_err_daily_limit, wd_err_invalid_amount, wd_err_payee_invalid, wd_err_payee_mismatch, wd_err_payment_password, wd_err_payment_password_exists, wd_err_province, wd_err_wallet, wd_ewallet, wd_ewallet_added, wd_ewallet_limit, wd_ewallet_number, wd_ewallet_number_hint, wd_ewallet_number_rule, wd_ewallets, wd_fee, wd_fee_hint, wd_fee_line, wd_fee_unknown, wd_go_withdraw, wd_inconsistent_twice, wd_insufficient_balance, wd_kyc_approved, wd_kyc_failed, wd_kyc_in_review, wd_kyc_not_set, wd_kyc_reason, wd_kyc_state, wd_limits, wd_manage_accounts, wd_manage_bank_cards, wd_need_card, wd_need_kyc, wd_need_mobile, wd_need_payment_password, wd_no_bank_cards, wd_no_ewallets, wd_not_allowed, wd_order_no, wd_payee, wd_payee_hint, wd_payee_locked, wd_payee_rule, wd_payment_password_rule, wd_pp_change_intro, wd_pp_change_submit, wd_pp_changed, wd_pp_confirm, wd_pp_done, wd_pp_hint, wd_pp_new, wd_pp_old, wd_pp_set, wd_pp_set_intro, wd_pp_set_submit, wd_province, wd_received, wd_remove, wd_remove_card_named, wd_remove_confirm, wd_remove_text, wd_remove_title, wd_resubmit_identity, wd_retry, wd_same_password, wd_set_payment_password, wd_sms_intro, wd_sms_sent, wd_status, wd_status_audit_failure, wd_status_failed, wd_status_follow, wd_status_processing, wd_status_success, wd_status_transferring, wd_submitted_title, wd_submitting, wd_top_up, wd_unavailable, wd_verify_identity, wd_verify_mobile, wd_withdraw_to };
