/**
* | output |
* | --- |
* | "Each container needs at least one cargo" |
*
* @param {Booking_Rule_No_Container_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_container_cargo: ((inputs?: Booking_Rule_No_Container_CargoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_Container_CargoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_No_Container_CargoInputs = {};
