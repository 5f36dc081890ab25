/**
* | output |
* | --- |
* | "Cargos must hold at least one cargo" |
*
* @param {Booking_Rule_No_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_cargos: ((inputs?: Booking_Rule_No_CargosInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_CargosInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_No_CargosInputs = {};
