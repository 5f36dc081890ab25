/**
* | output |
* | --- |
* | "{where}, HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_at: ((inputs: Booking_Hs_Warning_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hs_Warning_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Hs_Warning_AtInputs = {
    where: NonNullable<unknown>;
    code: NonNullable<unknown>;
    warning: NonNullable<unknown>;
};
