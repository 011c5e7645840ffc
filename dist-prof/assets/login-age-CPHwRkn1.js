import { G as proxy } from "./app-B8swDsOD.js";
// src/state/login-age.ts
var loginAge = proxy({ confirmed: false });
function setLoginAgeConfirmed(confirmed) {
	if (loginAge.confirmed !== confirmed) loginAge.confirmed = confirmed;
}
export { setLoginAgeConfirmed as n, loginAge as t };
