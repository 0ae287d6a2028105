/* global document */
// Runs before the page's body is drawn (a classic script in the head: the CSP
// allows no inline one). It tells the HTML painted before the app's JavaScript
// (src/app/first-paint.tsx, decision 007) what the phone keeps, so that only
// the screen that will follow is painted: nothing set is a first visit (the
// school choice); "alumno-N" a signed-in student of school N (the student
// shell in N's colours); "session" another signed-in user; "school" a school
// chosen, no session (its login).
try {
  const session = JSON.parse(localStorage.getItem('lms.session') ?? 'null');
  const user = session?.login?.usuario;
  let state = null;
  if (user) state = user.roll === 'ALUMNO' && !user.restringido ? `alumno-${session.escuela}` : 'session';
  else if (localStorage.getItem('lms.escuela') !== null) state = 'school';
  if (state) document.documentElement.setAttribute('data-first-paint', state);
} catch {
  // No storage, or a kept session of another shape: the app decides; paint nothing signed-in.
  document.documentElement.setAttribute('data-first-paint', 'session');
}
