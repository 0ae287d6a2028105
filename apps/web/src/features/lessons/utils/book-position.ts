/**
 * The last page a student read of a book, per school, user and book (its
 * URL), so the viewer reopens there (issue 18). localStorage: read
 * synchronously before the first page is drawn; a few bytes per book.
 */
const keyOf = (school: number, userId: number, bookUrl: string) => `lms.libro.pagina.${school}.${userId}.${bookUrl}`;

export interface BookPlace {
  school: number;
  userId: number;
  url: string;
}

export function readLastPage(place: BookPlace, pageCount: number): number {
  try {
    const stored = Number(localStorage.getItem(keyOf(place.school, place.userId, place.url)));
    return Number.isInteger(stored) && stored >= 1 && stored <= pageCount ? stored : 1;
  } catch {
    return 1;
  }
}

export function saveLastPage(place: BookPlace, page: number): void {
  try {
    localStorage.setItem(keyOf(place.school, place.userId, place.url), String(page));
  } catch {
    // Private mode without storage: the book opens at page 1 next time, nothing worse.
  }
}
