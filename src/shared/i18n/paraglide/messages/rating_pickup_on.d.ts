/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Rating_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_on: ((inputs: Rating_Pickup_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pickup_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
