/**
* | output |
* | --- |
* | "Rates of {contract}" |
*
* @param {Tariffs_Rates_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_rates_caption: ((inputs: Tariffs_Rates_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Rates_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Rates_CaptionInputs = {
    contract: NonNullable<unknown>;
};
