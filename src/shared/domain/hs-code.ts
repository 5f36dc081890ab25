/**
 * Harmonized System codes. The service does not validate them: a booking with
 * an invalid one is accepted and then never confirms. So the app can only warn,
 * and it warns on what is clearly not an HS code: the 4-digit heading, the
 * 6-digit subheading, or an 8/10-digit national extension, dots allowed
 * between groups ("8601", "8601.10", "8401.10.00.00").
 */
export function isPlausibleHsCode(code: string): boolean {
  const text = code.trim();
  if (!/^\d+(\.\d+)*$/.test(text)) return false;
  return [4, 6, 8, 10].includes(text.replace(/\./g, '').length);
}

/** The digits only ("8401.10" -> "840110"). */
export function hsCodeDigits(code: string): string {
  return code.replace(/\D/g, '');
}
