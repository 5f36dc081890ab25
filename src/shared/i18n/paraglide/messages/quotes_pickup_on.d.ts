/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Quotes_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pickup_on: ((inputs: Quotes_Pickup_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pickup_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
