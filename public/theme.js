// Applies a remembered theme before the first paint; without a choice the system setting rules.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch (e) {}
