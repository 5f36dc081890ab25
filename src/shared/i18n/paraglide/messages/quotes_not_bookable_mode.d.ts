/**
* | output |
* | --- |
* | "Not bookable: {mode} quotes cannot be booked here." |
*
* @param {Quotes_Not_Bookable_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_mode: ((inputs: Quotes_Not_Bookable_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Bookable_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Not_Bookable_ModeInputs = {
    mode: NonNullable<unknown>;
};
