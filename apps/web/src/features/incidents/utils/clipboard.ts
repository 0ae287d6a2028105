/** The part of the Clipboard API copying needs (absent outside a secure context, or in old browsers). */
export type TextClipboard = Pick<Clipboard, 'writeText'>;

/**
 * Copies `text`; answers whether it was copied. The clipboard may be missing
 * (plain http, an old WebView) or refuse (no permission, the page not
 * focused): then the caller tells the user to select the text instead.
 */
export async function copyText(text: string, clipboard: TextClipboard | null = globalThis.navigator?.clipboard ?? null): Promise<boolean> {
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
