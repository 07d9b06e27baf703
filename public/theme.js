// Runs in the head, before the first paint: marks the page as scripted (so script-only controls take their
// place at once instead of moving the page when the modules run) and applies a remembered theme; without a
// choice the system setting rules.
document.documentElement.classList.add('js');
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch (e) {}
