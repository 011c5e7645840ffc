// The fake geetest-style (v4) vendor script served at /__mock/captcha/gt4.js. It exposes the same
// initGeetest4(config, callback) entry point and captcha object as the real script, talks to a "vendor" load
// and verify endpoint on the fake backend, and shows an accessible dialog instead of a puzzle. Its result
// (getValidate) is what the login and SMS calls check when the captcha flags are on.

export const GT4_SCRIPT = String.raw`(function () {
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : location.origin;
  window.initGeetest4 = function (config, callback) {
    config = config || {};
    var on = {}, result = null, lot = null, dialog = null, mount = null;
    var q = function (o) { return Object.keys(o).map(function (k) { return k + '=' + encodeURIComponent(o[k]); }).join('&'); };
    function emit(name, arg) { if (on[name]) on[name](arg); }
    function close() { if (dialog) { dialog.remove(); dialog = null; } }
    function verify() {
      fetch(base + '/__mock/captcha/verify?' + q({ captcha_id: config.captchaId || '', lot_number: lot || '' }))
        .then(function (r) { return r.json(); })
        .then(function (d) { close(); if (d.status === 'success') { result = d.data.seccode; emit('success'); } else emit('fail', d); })
        .catch(function () { close(); emit('error', { code: '60205', msg: 'Network failure or js resource load timeout' }); });
    }
    function button(label, action) {
      var b = document.createElement('button');
      b.type = 'button'; b.textContent = label;
      b.style.cssText = 'min-width:96px;min-height:44px;margin:8px 4px 0;font:inherit;border-radius:8px;border:1px solid #0f2c75;background:#fff;color:#0f2c75;cursor:pointer';
      b.addEventListener('click', action);
      return b;
    }
    function open() {
      if (dialog) return;
      dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog'); dialog.setAttribute('aria-modal', 'true'); dialog.setAttribute('aria-label', 'Verification');
      dialog.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45);font:16px system-ui,sans-serif';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#111;padding:20px;border-radius:12px;max-width:320px;text-align:center';
      var p = document.createElement('p'); p.style.margin = '0'; p.textContent = 'Fake captcha (mock mode): confirm you are a person.';
      box.appendChild(p);
      box.appendChild(button('Verify', verify));
      box.appendChild(button('Fail', function () { close(); emit('fail', { code: 'mock_fail', msg: 'Verification failed' }); }));
      box.appendChild(button('Close', function () { close(); emit('close'); }));
      dialog.appendChild(box);
      (document.body || document.documentElement).appendChild(dialog);
      box.querySelector('button').focus();
    }
    var captcha = {
      appendTo: function (target) {
        mount = typeof target === 'string' ? document.querySelector(target) : target;
        if (mount && config.product !== 'bind') mount.appendChild(button('Click to verify', open));
        return captcha;
      },
      showCaptcha: function () { open(); return captcha; },
      showBox: function () { open(); return captcha; },
      getValidate: function () { return result || false; },
      reset: function () { result = null; return captcha; },
      destroy: function () { close(); if (mount) mount.textContent = ''; },
      onReady: function (f) { on.ready = f; return captcha; },
      onSuccess: function (f) { on.success = f; return captcha; },
      onFail: function (f) { on.fail = f; return captcha; },
      onError: function (f) { on.error = f; return captcha; },
      onClose: function (f) { on.close = f; return captcha; },
      onNextReady: function (f) { on.ready = f; return captcha; }
    };
    var params = { captcha_id: config.captchaId || '', challenge: config.challenge || String(Date.now()) + Math.random().toString(16).slice(2),
      client_type: config.clientType || (/Mobi|Android|iPhone/.test(navigator.userAgent) ? 'h5' : 'web'), risk_type: config.riskType || '',
      call_type: config.callType || 'js', lang: config.language || 'eng' };
    fetch(base + '/__mock/captcha/load?' + q(params))
      .then(function (r) { return r.json(); })
      .then(function (d) { lot = d.data.lot_number; emit('ready'); })
      .catch(function () { emit('error', { code: '60204', msg: 'Network failure or js resource load timeout' }); });
    if (callback) callback(captcha);
  };
})();
`;
