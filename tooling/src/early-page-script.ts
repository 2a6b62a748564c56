// The first script of every page, inline in its head (it carries the response's CSP nonce like every script tag).
// It runs before the first paint and before any of the page's code has loaded, and does two things:
// 1. Paints the visitor's stored colour mode from the first frame: `<html data-theme>` from the stored choice
//    (shared-ui's THEME_STORAGE_KEY) or the device's preference; the page's colours are custom properties that
//    follow it (shared-ui's THEME_VARIABLES_CSS), so the server's HTML is the same for every visitor.
// 2. Keeps a tap made while the page is still only HTML: the last click on a control (not a link, which works
//    without JavaScript) is held, its default action stopped (a checkbox would otherwise flip twice), and clicked
//    again once the page is live (`data-page-interactive`). Once the app starts hydrating (`data-page-hydrating`),
//    React answers taps itself, and a newer tap supersedes the held one. Where the page was drawn afresh
//    instead of hydrated, the control is found again by its place under #root.
// Plain ES5 on purpose: it is not compiled, and it is small (it is sent with every page).
export const EARLY_PAGE_SCRIPT = `(function () {
  var root = document.documentElement;
  var mode = null;
  try { mode = localStorage.getItem('theme'); } catch (error) {}
  if (mode !== 'dark' && mode !== 'light')
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute('data-theme', mode);

  var held = null;
  var CONTROL = 'button, input, select, textarea, summary, label, [role="button"], [tabindex]';
  function pathOf(element) {
    var steps = [];
    for (; element.parentElement && element.id !== 'root'; element = element.parentElement)
      steps.unshift(Array.prototype.indexOf.call(element.parentElement.children, element));
    return steps;
  }
  function follow(steps) {
    var element = document.getElementById('root');
    for (var i = 0; element && i < steps.length; i++) element = element.children[steps[i]];
    return element;
  }
  function onClick(event) {
    if (!root.hasAttribute('data-page-pending')) return;
    if (root.hasAttribute('data-page-hydrating')) { held = null; return; }
    var target = event.target instanceof Element ? event.target : event.target && event.target.parentElement;
    var app = document.getElementById('root');
    if (!target || !app || !app.contains(target) || target.closest('a[href]')) return;
    var control = target.closest(CONTROL);
    if (!control) return;
    event.preventDefault();
    held = { control: control, path: pathOf(control) };
  }
  document.addEventListener('click', onClick, true);
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-page-interactive')) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    var tap = held;
    held = null;
    if (!tap) return;
    var control = tap.control.isConnected ? tap.control : follow(tap.path);
    if (!control) return;
    if (typeof control.focus === 'function') control.focus();
    control.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-page-interactive'] });
})();`;
