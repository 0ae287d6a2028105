/** Title-bar colours of the feedback dialogs; each passes AA (4.5:1) with white text. */
export const FEEDBACK_COLORS = {
  error: '#c62828',
  success: '#2e7d32',
  warning: '#a04a00',
} as const;
