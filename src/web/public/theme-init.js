(() => {
  // Before the first paint: the theme class, and the saved choice for the theme button's icon.
  const root = document.documentElement;
  try {
    const saved = localStorage.getItem('networth-ui-theme');
    const theme = saved === 'light' || saved === 'dark' ? saved : 'system';
    const dark =
      theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.add(dark ? 'dark' : 'light');
    root.setAttribute('data-theme-choice', theme);
  } catch {
    root.classList.add('light');
  }
})();
