import { MSG } from '@lms/contract';
import { badRequest } from '../lib/http-error.js';

/**
 * C0 control characters other than tab, line feed and carriage return, and
 * DEL. PostgreSQL refuses NUL in text (an SQL error, once a 500), and none of
 * them belongs in a name, a mail or an address.
 */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Deeper than any request of the contract; deeper input is refused before validation walks it. */
const MAX_DEPTH = 16;

/**
 * Refuses, with a Spanish 400, any path parameter or body text with a control
 * character, and bodies nested deeper than MAX_DEPTH. Iterative, so hostile
 * nesting cannot exhaust the stack.
 */
export function assertCleanInput(...values: unknown[]): void {
  const stack: Array<{ value: unknown; depth: number }> = values.map((value) => ({ value, depth: 0 }));
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) throw badRequest(MSG.controlCharacters, 'CONTROL_CHARACTERS');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) throw badRequest(MSG.badJson, 'TOO_DEEP');
    for (const [key, inner] of Object.entries(value)) {
      if (hasControlCharacter(key)) throw badRequest(MSG.controlCharacters, 'CONTROL_CHARACTERS');
      stack.push({ value: inner, depth: depth + 1 });
    }
  }
}
