import { O as FirebaseError, S as setLogLevel, _ as getApps, a as _apps, b as onLog, c as _getProvider, d as _isFirebaseServerAppSettings, f as _registerComponent, g as getApp, h as deleteApp, i as _addOrOverwriteComponent, l as _isFirebaseApp, m as _serverApps, n as SDK_VERSION, o as _clearComponents, p as _removeServiceInstance, r as _addComponent, s as _components, t as DEFAULT_ENTRY_NAME, u as _isFirebaseServerApp, v as initializeApp, x as registerVersion, y as initializeServerApp } from "./index.esm-DVbQqlmZ.js";
// node_modules/firebase/app/dist/esm/index.esm.js
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
registerVersion("firebase", "12.19.0", "app");
export { FirebaseError, SDK_VERSION, DEFAULT_ENTRY_NAME as _DEFAULT_ENTRY_NAME, _addComponent, _addOrOverwriteComponent, _apps, _clearComponents, _components, _getProvider, _isFirebaseApp, _isFirebaseServerApp, _isFirebaseServerAppSettings, _registerComponent, _removeServiceInstance, _serverApps, deleteApp, getApp, getApps, initializeApp, initializeServerApp, onLog, registerVersion, setLogLevel };
