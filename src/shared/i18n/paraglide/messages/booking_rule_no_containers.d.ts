/**
* | output |
* | --- |
* | "Containers must hold at least one container" |
*
* @param {Booking_Rule_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_containers: ((inputs?: Booking_Rule_No_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_No_ContainersInputs = {};
