(() => {
  try {
    const saved = localStorage.getItem('networth-ui-theme');
    const theme = saved === 'light' || saved === 'dark' ? saved : 'system';
    const dark =
      theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
  } catch {
    document.documentElement.classList.add('light');
  }
})();
