// src/i18n/areas/account.zh.json
var change_avatar = "更换头像";
var edit_nickname = "修改昵称";
var nickname_hint = "1 - 20 个字符，不能包含 < 或 >";
var nickname_rule = "请输入 {0} - {1} 个字符，不能包含 < 或 >";
var nickname_invalid = "此昵称不可用。请输入 1 - 20 个字符，不能包含 < 或 >";
var nickname_saved = "昵称已保存";
var balance_now = "余额已更新：{{amount}}";
var email_current = "您的电子邮箱：{{email}}";
var email_not_set = "尚未设置电子邮箱。添加后我们可以就账户事宜联系您。";
var email_saved = "电子邮箱已保存";
var old_password = "当前密码";
var new_password = "新密码";
var confirm_new_password = "确认新密码";
var password_hint = "至少 8 个字符，包含 1 个字母和 1 个数字";
var new_password_rule = "请输入 {0} - {1} 个字符，至少包含 1 个字母和 1 个数字";
var old_password_incorrect = "当前密码不正确";
var inconsistent_twice = "两次输入不一致";
var same_password = "新密码不能与旧密码相同";
var password_changed = "密码已修改。下次登录请使用新密码。";
var avatar_choose = "选择您的头像";
var avatar_icon = "头像 {{number}}";
var avatar_saved = "头像已保存";
var avatar_invalid = "此头像不可用，请选择其他头像。";
var security_progress = "已完成 {{done}} / {{total}}";
var security_done = "已完成";
var security_not_set = "未设置";
var security_not_verified = "未验证";
var security_unavailable = "暂不可用";
var phone_current = "您的手机号码";
var phone_verified = "已验证";
var phone_change = "更换手机号码";
var phone_change_disabled = "暂不支持更换手机号码，请联系客服。";
var phone_bind_intro = "添加您的手机号码，我们将向其发送验证码。";
var phone_verify_intro = "您的手机号码尚未验证。请向该号码发送验证码（或输入其他号码）并填写验证码。";
var phone_verify = "验证";
var phone_step = "第 {{step}} 步，共 {{total}} 步";
var phone_current_code_intro = "首先确认是您本人：我们将向您当前的号码 {{number}} 发送验证码。";
var phone_next = "下一步";
var phone_new_intro = "请输入新的手机号码以及我们发送给它的验证码。";
var phone_change_confirm = "更换号码";
var phone_saved = "手机号码已验证";
var code_sent_current = "验证码已发送至您当前的号码";
var mobile_exists = "此手机号码已被其他账户使用";
var kyc_status = "状态：";
var kyc_not_set = "未设置";
var kyc_not_set_text = "完成身份验证后即可提取奖金。请上传政府证件照片以及手持证件的自拍照。";
var kyc_in_review = "审核中";
var kyc_in_review_text = "您的资料正在审核中，通常不超过一天。";
var kyc_failed = "未通过";
var kyc_failed_text = "您的证件审核未通过，请重新提交资料。";
var kyc_failed_reason = "原因：{{reason}}";
var kyc_approved = "已通过";
var kyc_approved_text = "您的身份已验证。";
var kyc_updated_at = "最近更新：{{date}}";
var kyc_check_again = "查看状态";
var kyc_id_type = "证件类型";
var kyc_id_philsys = "PhilSys 国民身份证";
var kyc_id_passport = "护照";
var kyc_id_drivers_license = "驾驶执照";
var kyc_id_umid = "UMID 统一身份证";
var kyc_id_postal = "邮政身份证";
var kyc_id_number = "证件号码（选填）";
var kyc_id_front = "证件照片（正面）";
var kyc_selfie = "手持证件自拍照";
var kyc_file_hint = "拍照或选择图片：JPEG 或 PNG，最大 {{max}} MB。";
var kyc_selfie_hint = "您的面部和证件都必须清晰可见。";
var kyc_file_required = "请添加这张图片";
var kyc_file_empty = "此文件为空，请选择其他图片。";
var kyc_file_too_large = "图片太大，上限为 {{max}} MB。";
var kyc_file_wrong_type = "请选择图片文件（JPEG 或 PNG）。";
var kyc_preview = "预览：{{name}}";
var kyc_uploading = "正在上传您的资料…";
var kyc_submit = "提交审核";
var kyc_submitted = "资料已提交审核";
var help_center = "帮助中心";
var customer_service = "客服";
var account_zh_default = {
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
export { avatar_choose, avatar_icon, avatar_invalid, avatar_saved, balance_now, change_avatar, code_sent_current, confirm_new_password, customer_service, account_zh_default as default, edit_nickname, email_current, email_not_set, email_saved, help_center, inconsistent_twice, kyc_approved, kyc_approved_text, kyc_check_again, kyc_failed, kyc_failed_reason, kyc_failed_text, kyc_file_empty, kyc_file_hint, kyc_file_required, kyc_file_too_large, kyc_file_wrong_type, kyc_id_drivers_license, kyc_id_front, kyc_id_number, kyc_id_passport, kyc_id_philsys, kyc_id_postal, kyc_id_type, kyc_id_umid, kyc_in_review, kyc_in_review_text, kyc_not_set, kyc_not_set_text, kyc_preview, kyc_selfie, kyc_selfie_hint, kyc_status, kyc_submit, kyc_submitted, kyc_updated_at, kyc_uploading, mobile_exists, new_password, new_password_rule, nickname_hint, nickname_invalid, nickname_rule, nickname_saved, old_password, old_password_incorrect, password_changed, password_hint, phone_bind_intro, phone_change, phone_change_confirm, phone_change_disabled, phone_current, phone_current_code_intro, phone_new_intro, phone_next, phone_saved, phone_step, phone_verified, phone_verify, phone_verify_intro, same_password, security_done, security_not_set, security_not_verified, security_progress, security_unavailable };
