/** Spec 3 §1: a kids group's long name contains KIDS, a teens group's TEENS (any case). */
export const isKidsGroup = (grupo: string): boolean => /KIDS/i.test(grupo);
export const isTeensGroup = (grupo: string): boolean => /TEENS/i.test(grupo);
