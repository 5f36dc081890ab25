/**
* | output |
* | --- |
* | "{rates} from {carriers} received." |
*
* @param {Rating_Rates_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_received: ((inputs: Rating_Rates_ReceivedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_ReceivedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rates_ReceivedInputs = {
    rates: NonNullable<unknown>;
    carriers: NonNullable<unknown>;
};
