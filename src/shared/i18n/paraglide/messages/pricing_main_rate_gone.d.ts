/**
* | output |
* | --- |
* | "Rate {rate} is not kept on this desk any more: rate the shipment again." |
*
* @param {Pricing_Main_Rate_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rate_gone: ((inputs: Pricing_Main_Rate_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Rate_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Rate_GoneInputs = {
    rate: NonNullable<unknown>;
};
