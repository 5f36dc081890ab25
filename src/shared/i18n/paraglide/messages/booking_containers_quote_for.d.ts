/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The quote is for one container;" |
* | * | "The quote is for {shown} containers;" |
*
* @param {Booking_Containers_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_quote_for: ((inputs: Booking_Containers_Quote_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Containers_Quote_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Containers_Quote_ForInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
