/**
* | output |
* | --- |
* | "HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_code: ((inputs: Booking_Hs_Warning_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hs_Warning_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Hs_Warning_CodeInputs = {
    code: NonNullable<unknown>;
    warning: NonNullable<unknown>;
};
