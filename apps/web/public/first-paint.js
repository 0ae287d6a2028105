// Runs before the page's body is drawn (a classic script in the head: the CSP
// allows no inline one). The HTML painted before the app's JavaScript
// (src/app/first-paint.tsx, decision 007) is what a first visit shows; a phone
// that has already chosen a school or holds a session gets another screen
// (the school's login, or a redirect to its home), so it is hidden there
// instead of flashing the wrong one.
try {
  if (localStorage.getItem('lms.session') !== null || localStorage.getItem('lms.escuela') !== null) {
    document.documentElement.setAttribute('data-first-paint', 'off');
  }
} catch {
  // No storage (blocked): the first visit's screen is the one that follows.
}
