/** A form field's DOM id from its request path (`containers[0].cargos[1].hsCode` -> `booking-containers-0--cargos-1--hsCode`). */
export function domId(fieldId: string): string {
  return `booking-${fieldId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
