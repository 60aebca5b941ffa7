/**
 * Runs in <head> before the first paint: applies the colour scheme the visitor picked (kept in
 * localStorage), and handles every theme toggle on the page without shipping a React component.
 * Without a choice the system's scheme applies (CSS color-scheme: light dark).
 */
export const themeScript = `(function () {
  var root = document.documentElement;
  var key = 'unbound-theme';
  try {
    var saved = localStorage.getItem(key);
    if (saved === 'light' || saved === 'dark') root.dataset.theme = saved;
  } catch (e) {}
  var system = window.matchMedia('(prefers-color-scheme: dark)');
  function isDark() {
    return root.dataset.theme ? root.dataset.theme === 'dark' : system.matches;
  }
  function sync() {
    var buttons = document.querySelectorAll('[data-theme-toggle]');
    for (var i = 0; i < buttons.length; i++) buttons[i].setAttribute('aria-pressed', String(isDark()));
  }
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('[data-theme-toggle]');
    if (!button) return;
    var next = isDark() ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(key, next);
    } catch (e) {}
    sync();
  });
  system.addEventListener('change', sync);
  document.addEventListener('DOMContentLoaded', sync);
})();`
