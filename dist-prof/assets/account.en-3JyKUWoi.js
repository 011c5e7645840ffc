// src/i18n/areas/account.en.json
var change_avatar = "Change avatar";
var edit_nickname = "Edit nickname";
var nickname_hint = "1 - 20 characters, no < or >";
var nickname_rule = "Please enter {0} - {1} characters without < or >";
var nickname_invalid = "This nickname cannot be used. Please enter 1 - 20 characters without < or >";
var nickname_saved = "Nickname saved";
var balance_now = "Balance updated: {{amount}}";
var email_current = "Your e-mail address: {{email}}";
var email_not_set = "No e-mail address yet. Add one so we can reach you about your account.";
var email_saved = "E-mail address saved";
var old_password = "Current password";
var new_password = "New password";
var confirm_new_password = "Confirm new password";
var password_hint = "At least 8 characters with 1 letter and 1 number";
var new_password_rule = "Please enter {0} - {1} characters with at least 1 letter and 1 number";
var old_password_incorrect = "The current password is incorrect";
var inconsistent_twice = "Incorrect confirmation input";
var same_password = "The new password and the old password cannot be the same";
var password_changed = "Password changed. Use the new password next time you log in.";
var avatar_choose = "Choose your avatar";
var avatar_icon = "Avatar {{number}}";
var avatar_saved = "Avatar saved";
var avatar_invalid = "This avatar cannot be used. Please choose another one.";
var security_progress = "{{done}} of {{total}} completed";
var security_done = "Done";
var security_not_set = "Not set";
var security_not_verified = "Not verified";
var security_unavailable = "Not available";
var phone_current = "Your mobile number";
var phone_verified = "Verified";
var phone_change = "Change mobile number";
var phone_change_disabled = "Changing the mobile number is not available. Please contact customer service.";
var phone_bind_intro = "Add your mobile number. We will send a code to it.";
var phone_verify_intro = "Your mobile number is not verified yet. Send a code to it (or enter another number) and type the code.";
var phone_verify = "Verify";
var phone_step = "Step {{step}} of {{total}}";
var phone_current_code_intro = "First we check it is you: we send a code to your current number {{number}}.";
var phone_next = "Next";
var phone_new_intro = "Enter your new mobile number and the code we send to it.";
var phone_change_confirm = "Change number";
var phone_saved = "Mobile number verified";
var code_sent_current = "Code sent to your current number";
var mobile_exists = "This mobile number is already used by another account";
var kyc_status = "Status:";
var kyc_not_set = "Not set";
var kyc_not_set_text = "Verify your identity to withdraw your winnings. Send a photo of a government ID and a selfie holding it.";
var kyc_in_review = "In review";
var kyc_in_review_text = "Your documents are being reviewed. This usually takes less than a day.";
var kyc_failed = "Failed";
var kyc_failed_text = "Your ID check did not pass. Please send your documents again.";
var kyc_failed_reason = "Reason: {{reason}}";
var kyc_approved = "Approved";
var kyc_approved_text = "Your identity is verified.";
var kyc_updated_at = "Last update: {{date}}";
var kyc_check_again = "Check status";
var kyc_id_type = "ID type";
var kyc_id_philsys = "PhilSys national ID";
var kyc_id_passport = "Passport";
var kyc_id_drivers_license = "Driver's licence";
var kyc_id_umid = "UMID";
var kyc_id_postal = "Postal ID";
var kyc_id_number = "ID number (optional)";
var kyc_id_front = "Photo of the ID (front)";
var kyc_selfie = "Selfie holding the ID";
var kyc_file_hint = "Take a photo or choose a picture: JPEG or PNG, at most {{max}} MB.";
var kyc_selfie_hint = "Your face and the ID must both be clearly visible.";
var kyc_file_required = "Please add this picture";
var kyc_file_empty = "This file is empty. Please choose another picture.";
var kyc_file_too_large = "This picture is too large. The limit is {{max}} MB.";
var kyc_file_wrong_type = "Please choose a picture (JPEG or PNG).";
var kyc_preview = "Preview: {{name}}";
var kyc_uploading = "Uploading your documents…";
var kyc_submit = "Submit for review";
var kyc_submitted = "Documents sent for review";
var help_center = "Help centre";
var customer_service = "Customer service";
var account_en_default = {
	change_avatar,
	edit_nickname,
	nickname_hint,
	nickname_rule,
	nickname_invalid,
	nickname_saved,
	balance_now,
	email_current,
	email_not_set,
	email_saved,
	old_password,
	new_password,
	confirm_new_password,
	password_hint,
	new_password_rule,
	old_password_incorrect,
	inconsistent_twice,
	same_password,
	password_changed,
	avatar_choose,
	avatar_icon,
	avatar_saved,
	avatar_invalid,
	security_progress,
	security_done,
	security_not_set,
	security_not_verified,
	security_unavailable,
	phone_current,
	phone_verified,
	phone_change,
	phone_change_disabled,
	phone_bind_intro,
	phone_verify_intro,
	phone_verify,
	phone_step,
	phone_current_code_intro,
	phone_next,
	phone_new_intro,
	phone_change_confirm,
	phone_saved,
	code_sent_current,
	mobile_exists,
	kyc_status,
	kyc_not_set,
	kyc_not_set_text,
	kyc_in_review,
	kyc_in_review_text,
	kyc_failed,
	kyc_failed_text,
	kyc_failed_reason,
	kyc_approved,
	kyc_approved_text,
	kyc_updated_at,
	kyc_check_again,
	kyc_id_type,
	kyc_id_philsys,
	kyc_id_passport,
	kyc_id_drivers_license,
	kyc_id_umid,
	kyc_id_postal,
	kyc_id_number,
	kyc_id_front,
	kyc_selfie,
	kyc_file_hint,
	kyc_selfie_hint,
	kyc_file_required,
	kyc_file_empty,
	kyc_file_too_large,
	kyc_file_wrong_type,
	kyc_preview,
	kyc_uploading,
	kyc_submit,
	kyc_submitted,
	help_center,
	customer_service
};
export { avatar_choose, avatar_icon, avatar_invalid, avatar_saved, balance_now, change_avatar, code_sent_current, confirm_new_password, customer_service, account_en_default as default, edit_nickname, email_current, email_not_set, email_saved, help_center, inconsistent_twice, kyc_approved, kyc_approved_text, kyc_check_again, kyc_failed, kyc_failed_reason, kyc_failed_text, kyc_file_empty, kyc_file_hint, kyc_file_required, kyc_file_too_large, kyc_file_wrong_type, kyc_id_drivers_license, kyc_id_front, kyc_id_number, kyc_id_passport, kyc_id_philsys, kyc_id_postal, kyc_id_type, kyc_id_umid, kyc_in_review, kyc_in_review_text, kyc_not_set, kyc_not_set_text, kyc_preview, kyc_selfie, kyc_selfie_hint, kyc_status, kyc_submit, kyc_submitted, kyc_updated_at, kyc_uploading, mobile_exists, new_password, new_password_rule, nickname_hint, nickname_invalid, nickname_rule, nickname_saved, old_password, old_password_incorrect, password_changed, password_hint, phone_bind_intro, phone_change, phone_change_confirm, phone_change_disabled, phone_current, phone_current_code_intro, phone_new_intro, phone_next, phone_saved, phone_step, phone_verified, phone_verify, phone_verify_intro, same_password, security_done, security_not_set, security_not_verified, security_progress, security_unavailable };
