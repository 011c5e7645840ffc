// Styles live in the panel's shadow root, so neither the app nor the panel can restyle the other.
export const PANEL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.fab { position: fixed; left: 12px; bottom: 84px; z-index: 2147483600; min-width: 48px; min-height: 48px;
  border-radius: 24px; border: 2px solid #fff; background: #7a1fa2; color: #fff; font-size: 13px; font-weight: 700;
  box-shadow: 0 2px 8px rgba(0,0,0,.35); cursor: pointer; padding: 0 12px; }
.fab:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #ffb300; outline-offset: 2px; }
.panel { position: fixed; left: 8px; right: 8px; bottom: 140px; max-width: 420px; max-height: 70vh; overflow: auto;
  z-index: 2147483601; background: #fff; color: #1b1b1f; border-radius: 12px; padding: 12px 14px 16px;
  box-shadow: 0 8px 28px rgba(0,0,0,.4); font-size: 14px; line-height: 1.4; }
.panel[hidden] { display: none; }
h2 { font-size: 16px; margin: 0 0 8px; }
h3 { font-size: 13px; margin: 14px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: #555; }
button { min-height: 32px; min-width: 32px; padding: 4px 10px; margin: 2px 4px 2px 0; border-radius: 6px;
  border: 1px solid #7a1fa2; background: #fff; color: #5a1478; font-size: 13px; cursor: pointer; }
button.danger { border-color: #b00020; color: #b00020; }
.code { font: 700 24px ui-monospace, monospace; letter-spacing: .12em; }
.muted { color: #666; font-size: 12px; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
td, th { text-align: left; padding: 3px 4px; border-bottom: 1px solid #eee; vertical-align: top; }
label.toggle { display: flex; align-items: center; gap: 8px; min-height: 32px; }
label.toggle input { width: 20px; height: 20px; }
select, input[type=text] { min-height: 32px; font-size: 13px; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
`;
